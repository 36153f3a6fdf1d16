// The rows of an offered list that words describe by size and name ("de litro y medio", "el de
// 1.5", "la de 2 1/4", "dame 2 del tinto de litro"): shared by the answers to the open "¿cuál?"
// and the reading of several picks.
import type { Product } from "../../ports";
import { analyze, withFractions } from "../../understand";
import { quantityAt, sameSize, sizeAt, sizeInName, type Size } from "../../understand/numbers";

/** Words of a description that name nothing about a row ("dame", "mejor", "la de"). */
const DESCRIPTION_FILLERS = new Set([
  "la", "el", "las", "los", "de", "del", "un", "una", "uno", "dame", "mejor", "quiero", "poneme", "mandame", "si", "no", "y", "por", "favor",
  "esa", "ese", "esas", "esos", "entonces", "bueno", "dale", "que", "sea", "sean", "porfa", "me", "lo", "te", "dije", "mas",
]);

/** A word stem, plural endings off ("tintos" → "tint"), for comparing words with a row's name. */
const stem = (w: string) => w.replace(/(?:es|s)$/, "").slice(0, Math.max(4, w.length - 2));

/**
 * The rows of a list the words describe by size and name ("de litro y medio", "el de 1.5",
 * "dame 2 del tinto de litro"): every word said is in the row's name and the size said is its
 * size. Null when the words describe no row, all of them, or say nothing.
 */
export function describedRows(text: string, products: Product[]): Product[] | null {
  const { size, number, said } = readDescription(text);
  if (!size && !said.length) return null;
  const rows = products.filter((p) => {
    const name = analyze(p.name);
    return fitsSize(size, number, name) && said.every((w) => name.some((n) => n.n.startsWith(w)));
  });
  return rows.length && rows.length < products.length ? rows : null;
}

/** The size the words say ("de litro y medio", "el de 900"), the bare number it was written as, and the other words' stems. */
function readDescription(text: string): { size: Size | null; number: string | null; said: string[] } {
  const words = analyze(withFractions(text));
  let size: Size | null = null;
  let number: string | null = null;
  const said: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const s: ReturnType<typeof sizeAt> = size ? null : sizeAt(words, i);
    // A number without its unit is a size after "de" ("el de 900", "los de 44", "2 de 500").
    const bare = s && s.size.dim === null && /^del?$/.test(words[i - 1]?.n ?? "") && /^\d/.test(words[i].n);
    if (s && (s.size.dim !== null || bare) && !quantityAt(words, i)?.article) {
      size = s.size;
      number = bare ? words[i].n : null;
      i += s.length - 1;
      continue;
    }
    const w = words[i].n;
    if (!DESCRIPTION_FILLERS.has(w) && !/^\d+$/.test(w) && w.length > 2) said.push(stem(w));
  }
  return { size, number, said };
}

function fitsSize(size: Size | null, number: string | null, name: ReturnType<typeof analyze>): boolean {
  if (!size) return true;
  const own = sizeInName(name);
  return (!!own && sameSize(size, own)) || (!!number && name.some((n) => n.n === number));
}

/** The size the words say and nothing else ("2 de 500 ml", "la de 44"), as written; null otherwise. */
export function saidSize(text: string): string | null {
  if (readDescription(text).said.length) return null;
  const words = analyze(withFractions(text));
  for (let i = 0; i < words.length; i++) {
    const s = sizeAt(words, i);
    const bare = s && s.size.dim === null && /^del?$/.test(words[i - 1]?.n ?? "") && /^\d/.test(words[i].n);
    if (s && (s.size.dim !== null || bare) && !quantityAt(words, i)?.article) return words.slice(i, i + s.length).map((w) => w.n).join(" ");
  }
  return null;
}

/** The words say a size this product is not ("2 de 500 ml" about a 2 L row): it is not the one meant. */
export function otherSize(text: string, product: Product): boolean {
  const { size, number } = readDescription(text);
  return !!size && !fitsSize(size, number, analyze(product.name));
}

/** "los de 44" about the "44 Un" row: the number after "de" names the row's size, not how many. */
export function sizeNotQuantity(text: string, quantity: number): boolean {
  const all = text.match(new RegExp(`(?:^|\\s)(?:(del?) )?${quantity}(?!\\d)`, "g")) ?? [];
  return all.length > 0 && all.every((m) => /del? /.test(m));
}
