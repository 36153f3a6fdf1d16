// An order that points at what the agent just named, said beside other words: "tenes fanta? dame
// 2 y 1 papas lays" (the product asked about in the same message), "bueno dame 2 de esas y un
// alfajor" after a price answer, "poneme una de esa" after "Fanta 1,5 L sale $2.300". The count
// goes to the product shown; several shown are asked about with it, never dropped.
import type { Session } from "../../session";
import type { ItemMention, ProductMatch, Understanding } from "../../understand/types";
import { sizeInName, wordNumber } from "../../understand/numbers";
import { analyze } from "../../understand/normalize";
import { dictatedMarksAsCommas } from "../../understand/dictated";
import { fold } from "../../../lib/fold";
import { escapeRegExp } from "../../../lib/regexp";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

const COUNT = "(\\d{1,2}|una|uno|un|dos|tres|cuatro|cinco|seis)";
const VERB = "(?:dame|damelas|damelos|poneme|ponme|pone|ponele|mandame|traeme|agregame|sumame|quiero|queria|llevo|me llevo)";
const POINTER = "(?:esas|esos|esa|ese|estas|estos|esta|este)";
const FILLER = "(?:si|bueno|dale|ok|entonces|porfa|por favor|nomas)";
/** t20b 007: "quero 2 litros" of a product sold by the litre: the unit said with the count. */
const UNIT = "(litros?|lts?|kilos?|kgs?)";
/** t33a 027: "… y si tienen quiero tres de esas": the order said on the condition that the product is sold. */
const IF_SOLD = "(?:si (?:tienen|tenes|tiene|hay|queda|quedan|venden|vendes))";
/** "dame 2", "poneme una de esa", "2 de esas", "dame 2 de esas porfa", "quiero 2 litros": a count pointing at what was shown. */
const POINTED_COUNT = new RegExp(`^(?:(?:${IF_SOLD}|${FILLER})\\s+)*(?:(?:${VERB}\\s+${COUNT}(?:\\s+${UNIT}|(?:\\s+(?:de\\s+)?${POINTER}))?)|(?:(?:${VERB}\\s+)?${COUNT}\\s+de\\s+${POINTER}))(?:\\s+${FILLER})*$`);

/** "tenes", "tienen", "hay", "venden": the words before a product asked about. */
const ASKS_FOR = /^(?:hola |buenas |che )*(?:tenes|tienen|tiene|hay|venden|vendes|queda|quedan) /;

function matchIds(m: ProductMatch): string[] {
  return m.kind === "one" ? [m.productId] : m.kind === "ambiguous" ? m.productIds : [];
}

/** The parts of a message, at punctuation and "y". */
function parts(text: string): string[] {
  return dictatedMarksAsCommas(fold(text))
    .split(/[?¿!¡.,;:\n]+|\s+y\s+/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The part without the address it ends with ("mandame 2 a belgrano 500" → "mandame 2"): where to send it is no product. */
function withoutAddressSaid(part: string, address: string | undefined): string {
  if (!address) return part;
  const said = fold(address).replace(/[.,;:]+/g, " ").replace(/\s+/g, " ").trim();
  const m = /^(.*?)\s+(?:a|para|en|hasta)\s+(.{3,})$/.exec(part);
  return m && said.startsWith(m[2]) ? m[1] : part;
}

/** The count of the first part that only points at what was shown, and where it stands. */
function pointedCount(text: string, address?: string): { quantity: number; at: number; unit: string | null } | null {
  const all = parts(text);
  for (const [k, p] of all.entries()) {
    // counts38 (t37a 014): "hola tenés coca? mandame 2 a belgrano 500": the count with the address after it
    // still points at the coke asked about (the 2 was lost and "#2" added 1).
    const m = POINTED_COUNT.exec(withoutAddressSaid(p, address));
    if (!m) continue;
    const said = m[1] ?? m[3];
    const n = /^\d+$/.test(said) ? Number(said) : wordNumber(said);
    if (n !== null && n >= 1) return { quantity: n, at: k, unit: m[2] ?? null };
  }
  return null;
}

/** Whether `query` is said in a part after part `at` (and is no pointer itself: "esas yerbas"). */
function saidAfter(text: string, at: number, query: string): boolean {
  const q = fold(query).trim();
  return !!q && !POINTED_ITEM.test(q) && parts(text).slice(at + 1).some((p) => new RegExp(`(?:^|\\s)${escapeRegExp(q)}(?:\\s|$)`).test(p));
}

/** The unit a pointing count was said in and the count ("quiero 2 litros" → vol, 2). */
export function pointedUnit(text: string): { dim: "vol" | "mass"; quantity: number } | null {
  const count = pointedCount(text);
  return !count?.unit ? null : { dim: /^(?:litros?|lts?)$/.test(count.unit) ? "vol" : "mass", quantity: count.quantity };
}

/**
 * The rows sold one litre (or kilo) each, when "2 litros" of them is a count: no row is sold in
 * the size said (a 2 L coke makes "2 litros" its size). Null when the words are that size.
 */
export function rowsByTheUnit(rows: { id: string; name: string }[], said: { dim: "vol" | "mass"; quantity: number }): Set<string> | null {
  const sized = rows.map((r) => ({ id: r.id, size: sizeInName(analyze(r.name)) })).filter((r) => r.size?.dim === said.dim);
  if (sized.some((r) => r.size!.value === said.quantity * 1000)) return null;
  return new Set(sized.filter((r) => r.size!.value === 1000).map((r) => r.id));
}

/**
 * The item a pointing count orders: the product asked about earlier in the same message, else
 * the one offered last turn, else the list still open (asked which, with the count). Null when
 * nothing was said that way or nothing was shown.
 */
export function pointedOrder(u: Understanding, offered: PendingChoice | null, open: PendingChoice | null, names: string[], inCart: string[], unitRows: ReadonlySet<string> | null = null): ItemMention | null {
  if (offered?.productIds.length === 1 && names.length === 1) pointedItems(u, offered.productIds[0], names[0]);
  const count = pointedCount(u.text, u.fields.address);
  if (!count) return null;
  // t33a 027: "… si tienen quiero tres de esas y también unas papas": a product with no count of its own
  // said in a part after the pointing one is another order, never what the count points at.
  if (u.items.some((i) => i.quantity === null && !saidAfter(u.text, count.at, i.query))) return null;
  // "tenen leite? quero 2 litros": a count of the rows asked about sold a litre each (never the 200 cc ones).
  if (count.unit) {
    const question = u.questions.find((q) => q.kind === "product" && matchIds(q.match).some((id) => unitRows?.has(id)));
    if (!question || question.kind !== "product") return null;
    const ids = matchIds(question.match).filter((id) => unitRows!.has(id));
    u.questions = u.questions.filter((q) => q !== question);
    return { quantity: count.quantity, query: question.query, match: ids.length === 1 ? { kind: "one", productId: ids[0] } : { kind: "ambiguous", productIds: ids } };
  }
  // "tenes coca? dame 2" read as setting "tenes coca" to 2: the product asked about, ordered.
  const edit = u.cartEdit;
  if (edit?.kind === "set_quantity" && edit.match && edit.match.kind !== "none" && edit.quantity === count.quantity && ASKS_FOR.test(edit.query ?? "") && !inCart.some((id) => matchIds(edit.match!).includes(id))) {
    u.cartEdit = null;
    return { quantity: count.quantity, query: (edit.query ?? "").replace(ASKS_FOR, ""), match: edit.match };
  }
  const asked = u.questions.filter((q) => q.kind === "product" && q.match.kind !== "none");
  const question = asked.at(-1);
  if (question && question.kind === "product") {
    u.questions = u.questions.filter((q) => q !== question);
    return { quantity: count.quantity, query: question.query, match: question.match, ...(question.said ? { said: question.said } : {}) };
  }
  // A list of several with nothing else said: the open "¿cuál?" reads "2 de esas" (its quantity).
  const shown = offered ?? (u.items.length ? open : null);
  if (!shown || !shown.productIds.length || u.questions.length) return null;
  const match: ItemMention["match"] = shown.productIds.length === 1 ? { kind: "one", productId: shown.productIds[0] } : { kind: "ambiguous", productIds: shown.productIds };
  const said = shown.said ?? sharedWords(names);
  return { quantity: count.quantity, query: said || shown.productIds[0], match, ...(said ? { said } : {}) };
}

/** "2 de esas yerbas", "una de esa": an item pointing at what was shown, its noun (if any) in the shown name. */
const POINTED_ITEM = new RegExp(`^(?:de\\s+)?${POINTER}(?:\\s+(.*))?$`);
/** "coca de esas": the noun, then the pointer. */
const POINTED_AFTER = new RegExp(`^(.+?)\\s+de\\s+${POINTER}$`);

/**
 * "le queria pedir si me puede mandar 2 de esas yerbas, un kilo de azucar…" after "Sí, tenemos
 * Yerba … Playadito 1 Kg": the item "esas yerbas" is that product, never a new yerba list.
 */
function pointedItems(u: Understanding, id: string, name: string): void {
  const own = fold(name).split(/\s+/);
  const said = fold(u.text).replace(/[?¿!¡.,;:]+/g, " ");
  for (const item of u.items) {
    const query = fold(item.query).trim();
    // counts26 (t25a 109): "dame una coca de esas" right after "Coca-Cola 1,5 L sale $2.500": the noun said
    // before the pointer is that product too, never the coke list again.
    const before = POINTED_AFTER.exec(query)?.[1] ?? (new RegExp(`(?:^|\\s)${escapeRegExp(query)}\\s+de\\s+${POINTER}(?:\\s|$)`).test(said) ? query : null);
    const m = before === null ? POINTED_ITEM.exec(query) : null;
    if (!m && before === null) continue;
    const noun = (m ? (m[1] ?? "") : before!).split(/\s+/).filter(Boolean).map((w) => w.replace(/(?:es|s)$/, ""));
    if (!noun.every((w) => own.some((o) => o.startsWith(w)))) continue;
    Object.assign(item, { query: id, match: { kind: "one", productId: id } });
  }
}

/** The words every name starts with ("Coca-Cola 1,5 L", "Coca-Cola 500 ml" → "Coca-Cola"), to head the question. */
function sharedWords(names: string[]): string {
  if (!names.length) return "";
  const split = names.map((n) => n.split(/\s+/));
  const out: string[] = [];
  for (const [k, w] of split[0].entries()) {
    if (!split.every((s) => s[k] === w)) break;
    out.push(w);
  }
  return out.join(" ");
}
