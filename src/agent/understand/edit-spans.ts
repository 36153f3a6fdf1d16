// The spans an edit reads in a message's words: the product phrase after a verb, the product
// words before one, a clause that ends in politeness, "dejá 2 de X", "[no] 24 mantecas no".
// Shared by cart-edits.ts's readers; pure over the words and the catalog's matcher.
import { plausibleUnknown, readProduct } from "./product-phrase";
import { quantityAt } from "./numbers";
import { QUERY_STOPWORDS } from "./products";
import type { CartEdit, ProductMatcher, Word } from "./types";

export const FILLERS = new Set(["me", "le", "el", "la", "los", "las", "lo", "de", "del", "mi", "tu", "todas", "todos", "esa", "ese", "esas", "esos"]);
export const TAIL_OK = new Set(["por", "gracias", "nomas", "solamente", "solo", "sola", "mejor", "entonces", "y", "en", "total", "no", "perdon"]);

export function skip(words: Word[], k: number, set: Set<string>, used: boolean[]): number {
  while (k < words.length && !used[k] && set.has(words[k].n) && (k === 0 || !words[k].brk)) k++;
  return k;
}

export function productPhrase(words: Word[], k: number, used: boolean[], matcher: ProductMatcher, allowUnknown: boolean) {
  const span = readProduct(words, k, used);
  if (span.words.length === 0) return null;
  const match = matcher.match(span.words);
  if (match.kind === "none" && !(allowUnknown && plausibleUnknown(span.words))) return null;
  return { query: span.words.map((w) => w.n).join(" "), match, end: span.end };
}

/** Product words right before index k ("las cocas que sean 3", "de coca son 3"). */
export function productBefore(words: Word[], k: number, used: boolean[], matcher: ProductMatcher, minStart: number) {
  let s = k;
  while (s > minStart && k - s < 4 && !used[s - 1] && !(s < k && words[s].brk)) s--;
  for (let a = s; a < k; a++) {
    const ws = words.slice(a, k);
    if (!ws.some((w) => !QUERY_STOPWORDS.has(w.n))) break;
    const match = matcher.match(ws);
    if (match.kind !== "none") return { query: trimStop(ws), match, start: a };
  }
  return null;
}

function trimStop(ws: Word[]): string {
  let a = 0;
  let b = ws.length;
  while (a < b && QUERY_STOPWORDS.has(ws[a].n)) a++;
  while (b > a && QUERY_STOPWORDS.has(ws[b - 1].n)) b--;
  return ws
    .slice(a, b)
    .map((w) => w.n)
    .join(" ");
}

/** Nothing but politeness until the end of the clause. */
export function ending(words: Word[], k: number): boolean {
  for (let j = k; j < words.length; j++) {
    if (j > k && words[j].brk) return true;
    if (!TAIL_OK.has(words[j].n) && !["che", "porfa", "favor", "mas"].includes(words[j].n)) return false;
  }
  return true;
}

/** "dejá 2 de la original": a count then a product after a verb of leaving, as the line's total. */
export function leftAt(words: Word[], k: number, used: boolean[], matcher: ProductMatcher): { end: number; edit: CartEdit } | null {
  const q = quantityAt(words, k);
  if (!q || q.article) return null;
  const p = productPhrase(words, skip(words, k + q.length, FILLERS, used), used, matcher, false);
  return p ? { end: p.end, edit: { kind: "set_quantity", quantity: q.value, query: p.query, match: p.match } } : null;
}

/** "y de la original poneme 2": the product said first, after "de", in the same clause. */
export function ofProductBefore(words: Word[], i: number, used: boolean[], matcher: ProductMatcher): boolean {
  const b = productBefore(words, i, used, matcher, 0);
  return !!b && (words[b.start - 1]?.n === "de" || words.slice(b.start, i).some((w) => w.n === "de"));
}

/** "[no] 24 mantecas no" closing a clause, with more said after it: where that clause starts. */
export function turnedDown(words: Word[], i: number, used: boolean[], matcher: ProductMatcher): number | null {
  if (words[i].n !== "no" || i === 0 || !words[i + 1]?.brk) return null;
  let start = i;
  while (start > 0 && !words[start].brk) start--;
  let k = start;
  while (k < i && /^no+$/.test(words[k].n)) k++;
  const q = quantityAt(words, k);
  const product = q ? words.slice(k + q.length, i) : [];
  if (!product.length || product.some((_w, m) => used[k + q!.length + m]) || matcher.match(product).kind === "none") return null;
  return start;
}

/** edits17: "tira o La Morenita", "tirá la coca": a verb of taking out, never "una tira de asado". */
const THROW_VERBS = new Set(["tira", "tire", "retira", "retire", "tirame", "remove"]);
export const PT_ARTICLES = new Set([...FILLERS, "o", "os", "a", "as"]);
export function throwsOut(words: Word[], i: number): boolean {
  const before = words[i - 1]?.n ?? "";
  return THROW_VERBS.has(words[i].n) && (i === 0 || words[i].brk || !quantityAt(words, i - 1)) && !["una", "la", "de", "media", "esa", "esta"].includes(before);
}
