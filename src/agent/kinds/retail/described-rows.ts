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
  const words = analyze(withFractions(text));
  let size: Size | null = null;
  let number: string | null = null;
  const said: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const s: ReturnType<typeof sizeAt> = size ? null : sizeAt(words, i);
    // A number without its unit is a size after "de" ("el de 900", "los de 44", "2 de 500").
    const bare = s && s.size.dim === null && /^de[l]?$/.test(words[i - 1]?.n ?? "") && /^\d/.test(words[i].n);
    if (s && (s.size.dim !== null || bare) && !quantityAt(words, i)?.article) {
      size = s.size;
      number = bare ? words[i].n : null;
      i += s.length - 1;
      continue;
    }
    const w = words[i].n;
    if (!DESCRIPTION_FILLERS.has(w) && !/^\d+$/.test(w) && w.length > 2) said.push(stem(w));
  }
  if (!size && !said.length) return null;
  const rows = products.filter((p) => {
    const name = analyze(p.name);
    const own = sizeInName(name);
    if (size && !(own && sameSize(size, own)) && !(number && name.some((n) => n.n === number))) return false;
    return said.every((w) => name.some((n) => n.n.startsWith(w)));
  });
  return rows.length && rows.length < products.length ? rows : null;
}
