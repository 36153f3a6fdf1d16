// Answers to the lists the agent offered, as a person gives them: several picks in one message
// ("la 1 y la 3", "la playadito y la clásica", "2 de la primera y 1 de la segunda"), a pointing
// word to the one product offered ("esa", "esa dale"), a list let go by name ("no, la leche no"),
// and an earlier list named back once its turn comes ("Me quedó pendiente: ¿cuál de los fideos?").
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { listedIn, productChoice, productOffer, saidBack } from "./replies"; // saidBack: answers16
import { joinList, langOf, sentence } from "../../language";
import { text } from "../../replies";
import { understand } from "../../understand";
import type { ItemMention, Understanding } from "../../understand/types";
import { describedRows } from "./described-rows";
import { rowOfAnotherList } from "./list-phrases";
import { exactSizeAfterRelative, narrowedPick } from "./narrowed-pick";
import { countChangeWords, detailBeside, ONLY, partQuantity, pickParts, saidAside, spelledRow, stems } from "./pick-parts";
import { dropCoveredLists } from "./list-covered";
import { idsOf, openList, sameIds } from "./list-let-go";
export { letGoOfList } from "./list-let-go";
import { askedLists, countOfEach, dropAskedList, listsToRead, rememberAskedList, setCountOfEach, type AskedList } from "./asked-lists";
import { fold } from "../../../lib/fold";
import { saidInDozens } from "./dozens";
import { countAfter, countAfterRow, ownCount } from "./pick-counts";
import { rowBeyondOpen, rowOfPlacedList } from "./list-places";
import { percentRow } from "./list-percent";
import { mostRowsKind, rowsWord } from "./list-word";
import { rowsBesideNamedList, rowsForOtherLists, rowsMayGoApart } from "./list-named-apart";
import { namesList, rowNumber, rowOfNamedList } from "./list-named-row";
import { describedInList, namedLead, pickIn, ROW_ONLY, shownRowOf, type OpenList, type Pick } from "./part-rows";

/**
 * Words that describe the one product offered ("la de 1 kg" to "Sí, tenemos Yerba … 1 Kg"):
 * read as a pick among that one option, never a bare number (that is a quantity).
 */
export function describesOffer(text: string, product: Product): boolean {
  const u = understand(text, { catalog: [product], expecting: "product_choice", choices: [product.id] });
  return u.choice === product.id && !u.isQuestion && !ROW_ONLY.test(u.normalized) && !/^\d+$/.test(u.normalized);
}

export interface Picks {
  items: ItemMention[];
  /** The lists answered (their product ids). */
  answered: string[][];
  /** The parts said beside the picks ("un arroz gallo oro"): the products ordered there go in too. */
  aside: string[];
  /** "la 3, 1 sola" of a product already in the cart: its line is set to this total, not added to. */
  totals: { productId: string; quantity: number }[];
  /** picks17: "la de 1.5 cuanto? y la retornable?": the rows whose price is asked; nothing is picked. */
  prices?: string[];
}

/** picks17: a price asked ("cuánto?", "precio de la 1", "how much"), with no word that orders. */
const PRICE_ASKED = /\b(?:cuanto|cuanta|cuantos|precio|precios|how much|price|prices|quanto|preco|precos)\b/;
const PRICE_WORDS = /\b(?:a )?(?:cuanto|cuanta|how much|quanto)(?: (?:me )?(?:sale|salen|cuesta|cuestan|esta|estan|vale|valen|is|are|costs?|custa))?\b|\b(?:el |the |o )?(?:precio|price|preco)(?: (?:de|del|of|da|do))?\b/g;
/** "2 paquetes. y cuánto me sale con el envío?", "el ilolay. cuánto sale todo?": a pick, then the total asked. */
const PRICE_OF_ALL = /\b(?:envio|envios|todo|total|delivery|shipping|frete)\b|\b[1-9][0-9]?\s+(?:paquetes?|packs?|unidades?|botellas?|latas?|cajas?)\b/;
const ORDERS = /\b(?:dame|poneme|mandame|traeme|agregame|agrega|sumame|quiero|queria|llevo|me llevo|give me|i want|i'll take|add)\b/;

/**
 * Several picks in one message from the lists still open. Each part must pick one row (a row
 * number or an ordinal in the open list; a description in any list), else this is not a pick and
 * null is returned (the rest of the rules read the message). A part's own quantity wins; else the
 * quantity asked with its list, shared out when several rows come from one list.
 */
export async function readPicks(t: TurnEngine, text: string, opts: { rows: boolean; single?: boolean; aside?: string[] }): Promise<Picks | null> {
  const lists = await openLists(t);
  if (!lists.length) return null;
  // picks12: "2 de cada uno" with several lists open is every list's count; the open one is asked again with it.
  const each = lists.length > 1 ? countOfEach(fold(text).toLowerCase()) : null;
  if (each !== null) setCountOfEach(t.session, each);
  if (each !== null) return null;
  // picks17: "la 1 cuanto sale? y la 2?": the price words taken off, the rows they ask of are read.
  const priced = PRICE_ASKED.test(fold(text).toLowerCase()) && !ORDERS.test(fold(text).toLowerCase()) && !PRICE_OF_ALL.test(fold(text).toLowerCase());
  const parts = priced ? pickParts(text).map((p) => p.replace(PRICE_WORDS, " ").replace(/\s+/g, " ").trim()).filter(Boolean) : pickParts(text);
  if (parts.length > 8) return null;
  const picks: Pick[] = [];
  const bareRow = (p: string) => ROW_ONLY.test(spelledRow(p) ?? p);
  // lists23: "la 3, la 1, y el de ceramidas de 340" may be one row for each other open list; no bare row is merged into the described one.
  const apart = rowsMayGoApart(parts, lists.length, bareRow, (p) => partQuantity(p, true) !== null);
  let afterAside = false;
  const aside: string[] = [];
  for (const [k, said] of parts.entries()) {
    // picks16: "la ayudin. ah no, sacame una fanta mejor": "ah no" before an edit said beside the picks takes back no pick.
    if (FILLER.test(said) && opts.aside && k + 1 < parts.length && saidAside(parts[k + 1], opts.aside)) continue;
    // "la dos!!": the row the number in words names, read as said in digits, and as clear as a named pick.
    const spelled = spelledRow(said);
    // edits16: "la serenisima clasica 2": the row's words, and the count said after them.
    const after = spelled || parts.some((p) => partQuantity(p, true) !== null || /^\d/.test(p)) ? null : countAfter(said);
    const part = spelled ?? after?.words ?? said;
    // "la 4, 1 sola", "la 1, 2 de esas", "la de 1 kg, dame 2": the quantity of the pick before it.
    // A bare number after a description ("la playadito, 1 kg, 2") is its quantity; after a row, a row.
    const prev = picks.at(-1);
    // A count after something said beside ("el girasol, un arroz, 2") is no pick's: the message is read otherwise.
    if (afterAside && partQuantity(part, true) !== null) return null;
    afterAside = false;
    const quantity = partQuantity(part, !!prev && (!ROW_ONLY.test(prev.part) || countAfterRow(prev.part, prev.list.list.q, part, k === parts.length - 1)));
    if (quantity !== null && prev && prev.quantity === null) {
      prev.quantity = quantity;
      prev.total = ONLY.test(part);
      continue;
    }
    // picks27 (t26b 004): "las latas de 473, las comunes": a part read among the rows the part before fitted — one pick, count whole.
    const narrowed = prev?.ids && prev.quantity === null && !apart && !ROW_ONLY.test(part.replace(/^#/, "")) && partQuantity(part, true) === null ? narrowedPick(part, prev.list.products.filter((p) => prev.ids!.includes(p.id)), prev.list.products, lists.filter((l) => l !== prev.list).map((l) => l.products)) : null;
    if (narrowed) { if (narrowed !== "none") Object.assign(prev!, narrowed.ids.length === 1 ? { id: narrowed.ids[0], ids: undefined, said: undefined } : { id: narrowed.ids.join("|"), ids: narrowed.ids }); continue; }
    // Words that describe the row just picked ("el 2, los de 44", "la 1, la clasica"): the same pick, confirmed.
    if (prev && !prev.ids && !ROW_ONLY.test(part) && describedRows(part, prev.list.products)?.some((p) => p.id === prev.id)) continue;
    // picks15: "mejor 2 cocas" names a list's new count (the list's edit reads it), never its row 2.
    const changed = countChangeWords(part);
    if (changed && lists.some((l) => namesList(stems(changed), l))) return null;
    // lists25 (t23b 013): "la ilolay y de manteca la serenisima": words beside a part naming its list ("de manteca") mean another open list first.
    const pool = lists.length > 1 && !namedLead(part, lists) ? lists.filter((l) => !parts.some((p) => namedLead(p, lists) === l)) : lists;
    const aimed = pool.length && pool.length < lists.length && (describedInList(part, pool, null) || pickIn(part, pool, false, true)) ? pool : lists;
    const described = describedInList(part, aimed, prev?.list ?? null);
    // A message that only narrows one list ("galletitas clasicas") is the open "¿cuál?"'s to read.
    // Several rows described in a list ("los fideos tirabuzon"): the one row shown that fits wins over asking.
    const hit = percentRow(part, lists) ?? rowOfPlacedList(part, lists, askedLists(t.session)) ?? (opts.rows ? rowBeyondOpen(part, lists) : null) ?? rowOfNamedList(part, lists) ?? pickIn(part, aimed, opts.rows, !opts.aside?.length) ?? (described && !described.ids ? described : null) ?? shownRowOf(part, aimed, parts.length > 1) ?? (described?.ids && parts.length < 2 ? null : described);
    // "tirabuzones y el girasol. dni 30555444", "el de 900, 2. y un arroz": a product or a detail said beside the picks.
    // t18b 013: "Rondeau 250 dpto 4" is judged as said, never with its "4" taken off as a count.
    if (!hit && opts.aside && (saidAside(part, opts.aside) || detailBeside(part) || (part !== said && (saidAside(said, opts.aside) || detailBeside(said))))) {
      afterAside = true;
      aside.push(said);
      continue;
    }
    if (!hit) return describedPick(parts, lists);
    const twin = parts.length === 1 && !hit.named && !("ids" in hit && hit.ids) ? rowOfAnotherList(part, hit.list.products.find((p) => p.id === hit.id)!, hit.list, lists) : null;
    if (twin) Object.assign(hit, { ids: [hit.id, twin.id], id: `${hit.id}|${twin.id}` });
    // Words that describe the row just picked further ("the Playadito one, 1 kg"): the same pick.
    if (prev && (prev.id === hit.id || (!prev.ids && !("ids" in hit && hit.ids) && prev.quantity === null && hit.list === prev.list && exactSizeAfterRelative(prev.part, part) && Object.assign(prev, { id: hit.id }))) && !ROW_ONLY.test(part) && !(apart && lists.length > 2)) continue;
    // "el 1, los de 44" when row 1 is not the 44: which one is asked, never guessed.
    if (prev && !prev.ids && ROW_ONLY.test(prev.part) && !ROW_ONLY.test(part) && hit.list === prev.list && !hit.named && !apart) {
      Object.assign(prev, { ids: [prev.id, ...(hit.ids ?? [hit.id])], id: `${prev.id}|${hit.id}` });
      continue;
    }
    // t23b 003: "las latas de 473, la 5": the row number says which of the rows the words fit — one pick, never a second
    // one sharing the count asked (3 + 3 of "para 6"); the words only narrowed the list.
    if (prev?.ids && !("ids" in hit && hit.ids) && !apart && hit.list === prev.list && (ROW_ONLY.test(part.replace(/^#/, "")) || (prev.quantity === null && hit.quantity === null)) && prev.ids.includes(hit.id)) {
      Object.assign(prev, { id: hit.id, ids: undefined, said: undefined, quantity: prev.quantity ?? hit.quantity });
      continue;
    }
    const own = hit.quantity === null && !after && !("ids" in hit && hit.ids) ? ownCount(part, hit.list.products, hit.list.list.ids, hit.id) : null;
    picks.push({ ...hit, part, ...(spelled ? { named: true } : {}), ...(after && hit.quantity === null ? { quantity: after.count } : {}), ...(own !== null ? { quantity: own, ...(saidInDozens(part) ? { dozen: true } : {}) } : {}) });
  }
  const rowAt = (part: string, l: OpenList) => { const id = l.list.ids[rowNumber(part.replace(/ one$/, "").split(" ").at(-1) ?? "", l.list.ids.length) - 1]; return id && l.products.some((p) => p.id === id) ? id : null; };
  rowsBesideNamedList(picks, lists, (part) => ROW_ONLY.test(part), rowAt);
  if (apart) rowsForOtherLists(picks, askedOrder(t, lists), lists.find((l) => l.open), (part) => ROW_ONLY.test(part), rowAt);
  // picks17: "la de 1.5 cuanto? y la retornable de 2 lts?": the rows' prices are asked, none is ordered.
  if (picks.length && priced) return { items: [], answered: [], aside: [], totals: [], prices: [...new Set(picks.flatMap((p) => p.ids ?? [p.id]))] };
  // One pick alone is read here only when it names its list or carries its own quantity.
  if (!picks.length || (parts.length < 2 && !opts.single && !picks[0].named)) return null;
  if (new Set(picks.map((p) => p.id)).size !== picks.length) return null;
  const items: ItemMention[] = picks.map((p) => {
    const fromList = picks.filter((q) => q.list === p.list && q.quantity === null).length;
    const shared = p.list.list.q % fromList === 0 ? p.list.list.q / fromList : 1;
    const quantity = p.quantity ?? shared;
    const match: ItemMention["match"] = p.ids ? { kind: "ambiguous", productIds: p.ids } : { kind: "one", productId: p.id };
    return { quantity, query: p.ids ? (p.said ?? p.list.list.said ?? p.part) : p.id, match, ...((p.list.list.dozen && p.quantity === null) || p.dozen ? { dozen: true as const } : {}) };
  });
  const inCart = (p: Pick) => !p.ids && p.total && p.quantity !== null && t.session.cart.some((l) => l.productId === p.id);
  return {
    items: items.filter((_i, k) => !inCart(picks[k])),
    answered: [...new Set(picks.map((p) => p.list))].map((l) => l.list.ids),
    aside,
    totals: picks.filter(inCart).map((p) => ({ productId: p.id, quantity: p.quantity! })),
  };
}

/**
 * The parts read as one description of one row, the numbers beside it its quantity ("the
 * Playadito one, 1 kg, two please" read as "playadito 1, 1 kg, 2"): a pick when exactly one
 * row of one list fits.
 */
function describedPick(parts: string[], lists: OpenList[]): Picks | null {
  if (parts.length < 2) return null; // one part alone: the open "¿cuál?" reads it (describedAnswer)
  const quantities = parts.map((p) => partQuantity(p, true));
  const words = parts.filter((_p, k) => quantities[k] === null).join(" ");
  const fits = lists.map((l) => ({ l, rows: describedRows(words, l.products) ?? [] })).filter((f) => f.rows.length === 1);
  if (fits.length !== 1) return null;
  const { l, rows } = fits[0];
  const quantity = quantities.find((q) => q !== null) ?? l.list.q;
  return { items: [{ quantity, query: rows[0].id, match: { kind: "one", productId: rows[0].id } }], answered: [l.list.ids], aside: [], totals: [] };
}

/** The open lists in the order they were asked (an open list never remembered as asked last). */
function askedOrder(t: TurnEngine, lists: OpenList[]): OpenList[] {
  const asked = listsToRead(t.session);
  const at = (l: OpenList) => { const k = asked.findIndex((a) => sameIds(a.ids, l.list.ids)); return k < 0 ? asked.length : k; };
  return [...lists].sort((a, b) => at(a) - at(b));
}

/** The open "¿cuál?" first, then the earlier lists, latest first. */
export async function openLists(t: TurnEngine): Promise<OpenList[]> {
  const pending = t.session.pendingChoice;
  const out: OpenList[] = [];
  const asked = listsToRead(t.session).reverse();
  if (pending && !pending.offer && pending.productIds.length > 1) {
    const own = asked.find((l) => sameIds(l.ids, pending.productIds));
    const list: AskedList = own ?? { q: pending.quantity, ids: pending.productIds, said: pending.said, dozen: pending.dozen };
    out.push({ list, products: await t.products(list.ids), open: true });
  }
  for (const l of asked) {
    if (pending && sameIds(l.ids, pending.productIds)) continue;
    out.push({ list: l, products: await t.products(l.ids), open: false });
  }
  return out.filter((l) => l.products.length);
}

export { namedIds } from "./named-ids";

/**
 * "sacá una quilmes", "no, mejor 3 quilmes" about a list still unanswered (nothing of it in the
 * cart): its quantity changes and it is asked again as the open question. Returns whether it did.
 */
export async function editOfList(t: TurnEngine, u: Understanding): Promise<boolean> {
  const edit = u.cartEdit;
  if (!edit || edit.kind === "clear" || edit.kind === "remove" || !edit.match || u.items.length) return false;
  const named = idsOf(edit.match);
  if (!named.length || named.some((id) => t.session.cart.some((l) => l.productId === id))) return false;
  const list = openList(t, named);
  if (!list) return false;
  const quantity = edit.kind === "set_quantity" ? edit.quantity : list.q + edit.delta;
  if (quantity < 1) return false;
  const options = await t.products(list.ids);
  if (!options.length) return false;
  // t33a 034: "sacá una sprite" to the one row offered for "2 sprite de 2 litros" let the order go: a count
  // taken off a one-row offer is that offer for the rest ("¿Te agrego 1 Sprite 1,5 L?"); only "sacá la sprite" lets it go.
  if (options.length === 1) {
    rememberAskedList(t.session, list.ids, quantity, { said: list.said, which: list.which, dozen: list.dozen });
    t.session.pendingChoice = { productIds: list.ids, quantity, offer: true, ...(list.said ? { said: list.said } : {}) };
    t.intent("product_choice");
    t.say(productOffer(options[0], t.ports.currency, quantity, t.session));
    return true;
  }
  rememberAskedList(t.session, list.ids, quantity, { said: list.said, which: list.which, dozen: list.dozen });
  t.session.pendingChoice = { productIds: list.ids, quantity, order: true, namedBack: true, ...(list.said ? { said: list.said } : {}) };
  t.session.expecting = "product_choice";
  t.intent("product_choice");
  t.say(productChoice(options, t.ports.profile, t.ports.currency, quantity, sentence(t.session, "thenList", { what: saidBack(t, list.said, sentence(t.session, "thenWord")) }), t.session));
  return true;
}

/** A part of only interjections ("ah no", "eh bueno"). */
const FILLER = /^(?:(?:ah|ahh|eh|uh|no|bueno|ok|che|y|pero)\s*)+$/;

/**
 * An earlier list the customer asked for comes back as the open question when the last one was
 * answered or let go: named back once, in one short line with its rows. Returns whether it did.
 */
export async function reopenEarlierList(t: TurnEngine, opts: { openToo?: boolean } = {}): Promise<boolean> {
  dropCoveredLists(t.session);
  // lists18: a pick from an earlier list leaves the open "¿cuál?" unanswered: it is named back, never left behind a next question.
  if (t.session.pendingChoice) return opts.openToo ? restateOpenChoice(t) : false;
  // lists25 (t22b 008): "dame 6 de la de litro" to a list shown is an order of one of its rows too, kept after "sacá las papas".
  const earlier = askedLists(t.session).reverse().find((l) => (l.which && l.said) || (l.q > 1 && !l.more && !l.named));
  if (!earlier) return false;
  const options = await t.products(earlier.ids);
  if (!options.length) {
    dropAskedList(t.session, earlier.ids);
    return false;
  }
  // One product left to confirm ("¿Te agrego 1 de Huevos … 12 Un?"): offered again, never dropped.
  if (options.length === 1) {
    t.session.pendingChoice = { productIds: earlier.ids, quantity: earlier.q, said: earlier.said, offer: true };
    t.say(productOffer(options[0], t.ports.currency, earlier.q, t.session));
    return true;
  }
  t.session.pendingChoice = { productIds: earlier.ids, quantity: earlier.q, said: earlier.said, order: true, namedBack: true, ...(earlier.dozen ? { dozen: true } : {}) };
  t.session.expecting = "product_choice";
  t.say(productChoice(options, t.ports.profile, t.ports.currency, earlier.q, sentence(t.session, "pendingLead", { what: saidBack(t, earlier.said, sentence(t.session, "listBefore")) }), t.session));
  return true;
}

async function restateOpenChoice(t: TurnEngine): Promise<boolean> {
  const pending = t.session.pendingChoice!;
  // Only a list of what the customer ordered; alternatives offered for something not sold are let be; one asked in this reply is not asked again (mood28, t27c 009).
  const options = !pending.order || pending.offer || pending.productIds.length < 2 ? [] : await t.products(pending.productIds);
  if (options.length < 2 || listedIn(t.replies, pending.productIds)) return options.length >= 2;
  t.session.expecting = "product_choice";
  t.say(productChoice(options, t.ports.profile, t.ports.currency, pending.quantity, sentence(t.session, "pendingLead", { what: saidBack(t, pending.said, sentence(t.session, "listBefore")) }), t.session));
  return true;
}

/**
 * A product choice still open when the customer moves to checkout: named back with its list and
 * a way out ("sin fideos"), never dropped. Returns whether it was asked.
 */
export async function askOpenChoice(t: TurnEngine, opts: { once?: boolean; lead?: string | null } = {}): Promise<boolean> {
  if (dropCoveredLists(t.session)) return false;
  const pending = t.session.pendingChoice;
  // t28c 035: asked back twice already with a cart to go on with: never a third time; the summary names it as left out.
  if (!pending?.order || (opts.once && pending.namedBack) || ((pending.timesNamed ?? 0) >= 2 && t.session.cart.length > 0)) return false;
  pending.namedBack = true;
  pending.timesNamed = (pending.timesNamed ?? 0) + 1;
  const options = await t.products(pending.productIds);
  if (!options.length) return false;
  // picks17: named by the customer's words, else the word its rows share ("veneziana"), kept for the way out.
  pending.said ??= rowsWord(options) ?? mostRowsKind(options) ?? undefined; // summary39 (t37b 008): "galletita", never "producto"
  const what = pending.said ?? sentence(t.session, "productWord");
  t.session.expecting = "product_choice";
  t.intent("product_choice");
  // t28c 035: every other list still owed is named in the same reply, never one at a time at each detail.
  const others = askedLists(t.session).filter((l) => l.which && l.said && l.said !== pending.said && !l.ids.some((id) => pending.productIds.includes(id) || t.session.cart.some((c) => c.productId === id)));
  const also = others.length ? ` ${sentence(t.session, "alsoPending", { what: joinList(langOf(t.session), others.map((l) => l.said!)) })}` : "";
  t.say(text(`${opts.lead ? `${opts.lead} ` : ""}${sentence(t.session, langOf(t.session) === "es" && /s$/.test(what) ? "beforeWhichOfThe" : "beforeWhich", { what })}${also}`));
  t.say(options.length === 1 ? productOffer(options[0], t.ports.currency, pending.quantity, t.session) : productChoice(options, t.ports.profile, t.ports.currency, pending.quantity, sentence(t.session, "pendingWord"), t.session));
  return true;
}
