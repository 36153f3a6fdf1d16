// Counts said of a cart line with no product of their own, or as its total: "una más", "otra",
// "sumale una", "una menos" (on top or one fewer), "ponele 3", "dame 2" (the total), "3 en total",
// "2 pepsi nomás", "1 solo". Their own room: how a bare count stands to the line just touched
// changes apart from the edits' verbs and spans (cart-edits.ts).
import { ending, productBefore, productPhrase } from "./edit-spans";
import { quantityAt } from "./numbers";
import { PACK_UNITS } from "./products";
import type { ProductMatcher, Word } from "./types";

/** "solo 1", "solamente 2", "2 nomás": the total, only that many. */
export const ONLY_WORDS = new Set(["solo", "sola", "solamente", "nomas", "unicamente"]);
/** Verbs of adding: "agregame 2 de cada una" puts 2 on top of each line. */
export const ADD_VERBS = new Set(["agrega", "agregame", "agregale", "suma", "sumale", "sumame"]);

/** "una más", "2 más", "otra (más)", "sumale una": a quantity with no product of its own. */
export function relativeMore(words: Word[], i: number, used: boolean[], matcher: ProductMatcher) {
  const t = words[i].n;
  const verb = MORE_VERBS.has(t) ? 1 : 0;
  const k = i + verb;
  const w = words[k]?.n;
  if (w === undefined || used[k]) return null;
  const q = w === "otra" || w === "otro" ? { value: 1, length: 1 } : quantityAt(words, k);
  if (!q) return null;
  let e = k + q.length;
  const less = words[e]?.n === "menos"; // t30b 020: "una menos" is one fewer of the last line, never a search
  const saysMore = (less || words[e]?.n === "mas") && !used[e];
  if (saysMore) e++;
  // Without "más" only "otra" or a verb of adding makes it relative ("sumale una"); "ponele 3", "dame 2" say the total.
  if (!saysMore && !ADD_VERBS.has(t) && w !== "otra" && w !== "otro") return null;
  // picks22 (t21c 006): "no, la otra" is the other one (a swap), never one more: the article makes it that row.
  if (!saysMore && (w === "otra" || w === "otro") && (words[k - 1]?.n === "la" || words[k - 1]?.n === "el")) return null;
  if ((saysMore || w === "otra" || w === "otro") && words[e]?.n === "de" && !used[e]) { // "una más de yerba", "otra de coca"
    const after = productPhrase(words, e + 1, used, matcher, false);
    if (after && ending(words, after.end)) return { delta: less ? -q.value : q.value, start: i, end: after.end, product: { query: after.query, match: after.match, start: e + 1 } };
  }
  if (!ending(words, e)) return null;
  const product = productBefore(words, i, used, matcher, 0);
  return { delta: less ? -q.value : q.value, start: i, end: e, product };
}

/** "ponele 3", "dame 2": with a number and nothing else, the last line's total (with a product, an order line). */
export const TOTAL_VERBS = new Set(["pone", "ponele", "poneme", "dame", "mandame", "pasame", "pasa"]);
/** Verbs before "N de cada una": of adding or of the total. */
export const MORE_VERBS = new Set([...ADD_VERBS, ...TOTAL_VERBS]);

export function bareNumber(words: Word[], k: number): boolean {
  const q = quantityAt(words, k);
  return !!q && !q.article && ending(words, k + q.length);
}

/** "3 en total": a quantity, then "en total" closing the clause. */
export function inTotal(words: Word[], i: number): boolean {
  const q = quantityAt(words, i);
  return !!q && !q.article && words[i + q.length]?.n === "en" && words[i + q.length + 1]?.n === "total";
}

/** edits16: "2 pepsi nomás", "2 pepsi en total": a quantity, a few words, then only that many closing the clause. */
export function totalAfterProduct(words: Word[], i: number): boolean {
  const q = quantityAt(words, i);
  if (!q || q.article) return false;
  // "1 paquete nomás" is the pick's own count (a pack word, no product): never a line's total here.
  if (words.slice(i + q.length).every((w) => PACK_UNITS.has(w.n) || ONLY_WORDS.has(w.n) || w.n === "en" || w.n === "total")) return false;
  for (let k = i + q.length + 1; k <= i + q.length + 4 && k < words.length && !words[k].brk; k++) {
    if (ONLY_WORDS.has(words[k].n) && ending(words, k + 1)) return true;
    if (words[k].n === "en" && words[k + 1]?.n === "total" && ending(words, k + 2)) return true;
  }
  return false;
}

/** "2 nomás", "1 solo": a quantity, then a word of only that many. */
export function onlyAfter(words: Word[], i: number): boolean {
  const q = quantityAt(words, i);
  return !!q && ONLY_WORDS.has(words[i + q.length]?.n ?? "");
}
