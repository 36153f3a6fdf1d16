// A row picked again right after a pick or a line added by name ("mejor la de litro y medio",
// "no, la otra, la chica. 2", "cambiame las de 2 litros por 2 de litro y medio"): the rows meant
// in that line's place, asked which among several, and the line such a "¿cuál?" replaces kept
// until it is answered or let go. Its own room: a swap of what was just ordered, apart from the
// answers to the questions the cart asked (choice-answers.ts).
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Product } from "../../ports";
import { understand } from "../../understand";
import { sentence } from "../../language";
import type { Understanding } from "../../understand/types";
import { describedRows } from "./described-rows";
import { ROW_SIZE_WORD } from "../../understand/size-words";
import { countAfter } from "./pick-counts";
import { productChoice } from "./replies";
import { LAST_LINE } from "./lines";
import { bareName, namedInstead, onlyRows, OTHER_ALONE, otherNamedOfLine, otherOfLastLine, otherOnShelf, otherRows, sizeNotMade, THE_OTHER } from "./other-row";
import { POLITE } from "./choice-answers";
import { COUNT_BESIDE } from "./swap-phrases";
import { resultProducts } from "../../../lib/product-match";

/** session.extra key: the line a narrowed "¿cuál?" replaces once answered. */
const SWAP_FROM = "swapFrom";

/**
 * swaps25 (t24b 007): the line an open "en vez de X, ¿cuál?" would replace, still in the cart, and
 * the rows asked, let go: checkout keeps that line and says so.
 */
export function letGoSwap(session: Session): { lineId: string; rows: string[] } | null {
  const v = session.extra[SWAP_FROM];
  delete session.extra[SWAP_FROM];
  if (!Array.isArray(v) || typeof v[0] !== "string" || !session.cart.some((l) => l.productId === v[0])) return null;
  return { lineId: v[0], rows: v.slice(1).map(String) };
}

/**
 * The line a narrowed "¿cuál?" replaces ("de litro y medio" after the 2 L was added), taken once,
 * and only when the list answered is that narrowed one: an answer to a later list ("girasol" to
 * the aceite list) never takes another line out.
 */
export function takeSwapFrom(session: Session, answered: readonly string[]): string | null {
  const v = session.extra[SWAP_FROM];
  delete session.extra[SWAP_FROM];
  if (!Array.isArray(v) || typeof v[0] !== "string") return null;
  const rows = v.slice(1);
  return rows.length === answered.length && rows.every((id) => typeof id === "string" && answered.includes(id)) ? v[0] : null;
}

/**
 * "mejor la de litro y medio", "de litro y medio", "mejor el pan chico" right after a pick: another
 * row of the list just answered, in place of the line it added (its siblings first: the same
 * product in another size). Returns the rows meant (one, or several to ask which) and the line.
 */
export async function repick(t: TurnEngine, u: Understanding, last: { id: string; ids: string[] } | null): Promise<{ from: Product; to: Product[]; quantity: number } | null> {
  if (!last) return t.session.pendingChoice || u.isQuestion ? null : swapByName(t, u);
  // "no, la otra, el ilolay": the words after "la otra" describe the row meant instead.
  const other = THE_OTHER.exec(u.normalized)?.[1] ?? null;
  // offersb18: a bare "no, la otra" names no words: the list's other rows are meant (t18a 112 added one more).
  if (OTHER_ALONE.test(u.normalized) && !t.session.pendingChoice) return otherRows(t, last);
  const open = t.session.pendingChoice;
  // t36b/c 006: "2 please" / "2 por favor" right after a pick is the count, as a bare "2" is (it swapped to row 2).
  if (u.isQuestion || (u.cartEdit && !other) || COUNT_ALONE.test(u.normalized) || u.normalized.split(" ").length > 8) return null;
  if (open && !(await namesPastOpenList(t, u, other !== null, open.productIds))) return null;
  const line = t.session.cart.find((l) => l.productId === last.id);
  const cue = CHANGE_CUE.exec(u.normalized)?.[0];
  const meant = cue && cue.length < u.normalized.length ? u.normalized.slice(cue.length) : null;
  // countsb22 (t21a 105): "no, I meant 2 of the big one" right after the small one was added: that count of the row described.
  const lead = !other && meant ? LEAD_QUANTITY.exec(meant) : null;
  if (!line || (!other && !lead && u.items.some((i) => i.quantity !== null || (i.match.kind === "one" && !last.ids.includes(i.match.productId))))) return null;
  // picks18: "no, la otra, la chica. 2": a count after the other row's words is how many of it (trial 17 added 1).
  const apart = other ? COUNT_APART.exec(u.text) : null;
  const counted = apart ? { words: other!.replace(/\s+\d{1,2}$/, ""), count: Number(apart[1]) } : other ? countAfter(other) : null;
  // swaps28 (t27c 019): "no, la de 250, y quiero 2": a count said in a clause of its own beside the row's words is how many of it (1 was added).
  const besideCount = counted || lead ? null : COUNT_BESIDE.exec(u.text);
  // "mejor el ilolay": the change's words are not the row's ("mejor" named no row, the swap was lost).
  const said = besideCount ? (meant ?? u.text).replace(COUNT_BESIDE, "") : null;
  const text = counted?.words ?? other ?? (lead ? meant!.slice(lead[0].length) : (said ?? meant ?? u.text));
  const products = await t.products(last.ids);
  const from = products.find((p) => p.id === last.id);
  if (!from) return null;
  const siblings = products.filter((p) => bareName(p.name) === bareName(from.name));
  for (const pool of siblings.length >= 2 ? [siblings, products] : [products]) {
    const others = pool.filter((p) => p.id !== from.id);
    const choice = understand(text, { catalog: pool, expecting: "product_choice", choices: pool.map((p) => p.id) }).choice;
    const rows = choice && !/^(?:la |el |#)?\d+$/.test(u.normalized) ? pool.filter((p) => p.id === choice) : open ? null : (describedRows(text, others) ?? (describedRows(text, pool)?.filter((p) => p.id !== from.id) ?? null));
    if (rows?.length && !rows.some((p) => p.id === from.id)) return { from, to: rows, quantity: counted?.count ?? (lead ? Number(lead[1]) : besideCount ? Number(besideCount[1]) : line.quantity) };
  }
  // swaps25 (t24b 018): "no, la otra, el fargo" naming no row of the list: the rows of the line's shelf the words find.
  return other ? otherOnShelf(t, from, counted?.words ?? other, counted?.count ?? line.quantity) : null;
}

/**
 * t18c 005: "el ilolay" right after "la 3" took a dulce de leche, the leche list still open: a
 * name fitting no row of the open list (or said as a change: "mejor el ilolay", "la otra, …") is
 * about the pick just made. A row number, a size or an added "también" stays the open list's.
 */
async function namesPastOpenList(t: TurnEngine, u: Understanding, other: boolean, openIds: string[]): Promise<boolean> {
  if (ROW_SIZE_WORD.test(u.normalized) || /^(?:(?:la|el|los|las|#) )?\d{1,2}$|\b(?:tambien|ademas|too|also)\b|^y /.test(u.normalized)) return false;
  if (other || CHANGE_CUE.test(u.normalized)) return true;
  const rows = await t.products(openIds);
  return !understand(u.text, { catalog: rows, expecting: "product_choice", choices: openIds }).choice && !describedRows(u.text, rows);
}

/** "…, la de 500. 3": a count standing after a break at the message's end (never the decimal of "1,5"). */
/** A count said alone, maybe with a polite word ("2", "2 por favor", "3 porfa"). */
const COUNT_ALONE = new RegExp(`^\\d{1,3}(?: (?:${POLITE}|gracias|thanks|nomas))*$`);
const COUNT_APART = /[.,;:]\s+(\d{1,2})\s*[.!]*\s*$/;

/** Asks which of several rows replaces the line ("¿Cuál de litro y medio? En vez de Coca Cola Retornable 2 Lt"). */
export function askSwap(t: TurnEngine, from: Product, to: Product[], quantity: number): void {
  t.session.pendingChoice = { productIds: to.map((p) => p.id), quantity, order: true };
  t.session.expecting = "product_choice";
  t.session.extra[SWAP_FROM] = [from.id, ...to.map((p) => p.id)];
  t.intent("product_choice");
  t.say(productChoice(to, t.ports.profile, t.ports.currency, quantity, sentence(t.session, "insteadOfLead", { name: from.name }), t.session));
}

/** Words that change what was just ordered ("mejor", "no, mejor", "prefiero", "en vez de eso"). */
const CHANGE_CUE = /^(?:no )?(?:(?:mejor|quise decir|queria decir|me referia a|i meant|prefiero|preferible|cambiamelo|cambiamela|cambialo|cambiala|cambialas|cambialos|en vez de (?:eso|esa|ese|esas|esos)|mejor dame|mejor traeme)(?: por| a)? )+/;
/** "cambiame las de 2 litros por 2 de litro y medio": a line of the cart by its words, for another. */
const CHANGE_FOR = /^(?:no )?(?:cambiame|cambia|cambiar|cambiale|reemplazame|reemplaza) (.+?) por (.+)$/;
/** "2 de litro y medio": the quantity before the description. */
const LEAD_QUANTITY = /^(?:(?:dame|poneme|mandame|traeme|que sean|sean|a) )?(\d{1,3}) (?:de |del |of )?(?=\S)/;

/**
 * "mejor la de litro y medio" after "2 coca de 2 litros" was added by name (no list shown), or
 * "cambiame las de 2 litros por 2 de litro y medio": the same product in the size or variant the
 * words describe takes that line's place, with its quantity (or the one said). The catalog's
 * products of the line's own name are looked at, its longest name first; when the words fit the
 * line's product itself ("coca cola" for "Coca Cola Retornable 2 Lt") in one row only, that row
 * is the swap; several rows are asked about.
 */
async function swapByName(t: TurnEngine, u: Understanding): Promise<{ from: Product; to: Product[]; quantity: number } | null> {
  const cart = t.session.cart;
  if (!cart.length || u.normalized.split(" ").length > 12) return null;
  if (OTHER_ALONE.test(u.normalized)) return otherOfLastLine(t);
  const otherWords = THE_OTHER.exec(u.normalized)?.[1];
  if (otherWords && /^no /.test(u.normalized)) return otherNamedOfLine(t, otherWords);
  const change = CHANGE_FOR.exec(u.normalized);
  const cue = change ? null : CHANGE_CUE.exec(u.normalized);
  if (!change && !cue) return null;
  let lineId: string | undefined;
  let wanted: string;
  if (change) {
    const rows = describedRows(change[1], await t.cartProducts()) ?? (cart.length === 1 ? await t.cartProducts() : null);
    if (rows?.length !== 1) return null;
    lineId = rows[0].id;
    wanted = change[2];
  } else {
    const last = t.session.extra[LAST_LINE];
    lineId = cart.find((l) => l.productId === last)?.productId ?? cart.at(-1)?.productId;
    wanted = u.normalized.slice(cue![0].length);
  }
  const line = cart.find((l) => l.productId === lineId);
  const [from] = line ? await t.products([line.productId]) : [];
  if (!line || !from) return null;
  const lead = LEAD_QUANTITY.exec(wanted);
  const quantity = lead ? Number(lead[1]) : line.quantity;
  if (lead) wanted = wanted.slice(lead[0].length);
  // counts36 (t35b 009): "mejor 3 de spaghetti" with spaghetti and tirabuzones in the cart names
  // the spaghetti line: its count is set elsewhere, never a swap of the last line for a spaghetti.
  if (cue && lead && cart.length > 1 && wanted && namesOtherLine(wanted, await t.cartProducts(), from)) return null;
  const instead = cue ? await namedInstead(t, u, from, wanted, lead ? quantity : null) : null;
  if (instead) return { from, to: instead, quantity };
  // Another product named outright ("mejor 2 pepsi") is an order or an edit, not this swap.
  if (!/\d|\b(?:litro|kilo|medio|cuarto|chic|grand|mini)/.test(wanted) && u.items.some((i) => i.match.kind === "one")) return null;
  const own = bareName(from.name).split(" ");
  const brand = from.brand ? bareName(from.brand) : "";
  const queries = [own.join(" "), brand && `${own[0]} ${brand}`, own.slice(0, 2).join(" ")].filter((q, k, all) => q && all.indexOf(q) === k);
  let sizes: Product[] = [from];
  for (const query of queries) {
    const found = await t.search(query, 30);
    const pool = resultProducts(found);
    if (!pool.some((p) => p.id === from.id)) pool.push(from);
    if (sizes.length === 1) sizes = pool.filter((p) => p.active && bareName(p.name) === bareName(from.name));
    const described = describedRows(wanted, pool)?.filter((p) => p.id !== from.id);
    if (!described?.length) continue;
    // The line's brand first ("la de medio kilo" of a Playadito is a Playadito).
    const ofBrand = described.filter((p) => p.brand && p.brand === from.brand);
    const rows = ofBrand.length ? ofBrand : described;
    // The line's own product in that size ("Coca Cola 1.5 Lt" for "Coca Cola Retornable 2 Lt"), not a flavour of it.
    const words = new Set(own);
    const same = rows.filter((p) => bareName(p.name).split(" ").every((w) => words.has(w)));
    return { from, to: same.length === 1 ? same : rows.slice(0, 10), quantity };
  }
  return cue && sizeNotMade(wanted, from, sizes) ? onlyRows(t, from, sizes, line.quantity) : null;
}

/** Words that fit exactly one cart line, and not the one a bare "mejor …" would swap. */
function namesOtherLine(words: string, lines: Product[], from: Product): boolean {
  const rows = describedRows(words, lines);
  return rows?.length === 1 && rows[0].id !== from.id;
}
