// An order that points at what the agent just named, said beside other words: "tenes fanta? dame
// 2 y 1 papas lays" (the product asked about in the same message), "bueno dame 2 de esas y un
// alfajor" after a price answer, "poneme una de esa" after "Fanta 1,5 L sale $2.300". The count
// goes to the product shown; several shown are asked about with it, never dropped.
import type { Session } from "../../session";
import type { ItemMention, ProductMatch, Understanding } from "../../understand/types";
import { wordNumber } from "../../understand/numbers";
import { fold } from "../../../lib/fold";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

const COUNT = "(\\d{1,2}|una|uno|un|dos|tres|cuatro|cinco|seis)";
const VERB = "(?:dame|damelas|damelos|poneme|ponme|pone|ponele|mandame|traeme|agregame|sumame|quiero|queria|llevo|me llevo)";
const POINTER = "(?:esas|esos|esa|ese|estas|estos|esta|este)";
const FILLER = "(?:si|bueno|dale|ok|entonces|porfa|por favor|nomas)";
/** "dame 2", "poneme una de esa", "2 de esas", "dame 2 de esas porfa": a count pointing at what was shown. */
const POINTED_COUNT = new RegExp(`^(?:${FILLER}\\s+)*(?:(?:${VERB}\\s+${COUNT}(?:\\s+(?:de\\s+)?${POINTER})?)|(?:(?:${VERB}\\s+)?${COUNT}\\s+de\\s+${POINTER}))(?:\\s+${FILLER})*$`);

/** "tenes", "tienen", "hay", "venden": the words before a product asked about. */
const ASKS_FOR = /^(?:hola |buenas |che )*(?:tenes|tienen|tiene|hay|venden|vendes|queda|quedan) /;

function matchIds(m: ProductMatch): string[] {
  return m.kind === "one" ? [m.productId] : m.kind === "ambiguous" ? m.productIds : [];
}

/** The parts of a message, at punctuation and "y". */
function parts(text: string): string[] {
  return fold(text)
    .split(/[?¿!¡.,;:\n]+|\s+y\s+/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The count of the first part that only points at what was shown, and where it stands. */
function pointedCount(text: string): { quantity: number; at: number } | null {
  const all = parts(text);
  for (const [k, p] of all.entries()) {
    const m = POINTED_COUNT.exec(p);
    if (!m) continue;
    const said = m[1] ?? m[2];
    const n = /^\d+$/.test(said) ? Number(said) : wordNumber(said);
    if (n !== null && n >= 1) return { quantity: n, at: k };
  }
  return null;
}

/**
 * The item a pointing count orders: the product asked about earlier in the same message, else
 * the one offered last turn, else the list still open (asked which, with the count). Null when
 * nothing was said that way or nothing was shown.
 */
export function pointedOrder(u: Understanding, offered: PendingChoice | null, open: PendingChoice | null, names: string[], inCart: string[]): ItemMention | null {
  if (offered?.productIds.length === 1 && names.length === 1) pointedItems(u, offered.productIds[0], names[0]);
  if (u.items.some((i) => i.quantity === null)) return null;
  const count = pointedCount(u.text);
  if (!count) return null;
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

/**
 * "le queria pedir si me puede mandar 2 de esas yerbas, un kilo de azucar…" after "Sí, tenemos
 * Yerba … Playadito 1 Kg": the item "esas yerbas" is that product, never a new yerba list.
 */
function pointedItems(u: Understanding, id: string, name: string): void {
  const own = fold(name).split(/\s+/);
  for (const item of u.items) {
    const m = POINTED_ITEM.exec(fold(item.query).trim());
    if (!m) continue;
    const noun = (m[1] ?? "").split(/\s+/).filter(Boolean).map((w) => w.replace(/(?:es|s)$/, ""));
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
