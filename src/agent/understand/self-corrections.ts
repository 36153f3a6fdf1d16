// A count corrected right after its own line in one message: "3 cocas, no, 4", "y un agua... bah,
// que sean 2", "2 fantas no mejor 3 y un alfajor". The correction belongs to the line said just
// before it, and only to it: that line's count word becomes the new number (so the order reader
// takes it as said), and the correction's words are spent, never read as a remove ("un agua, no")
// or as a count of another line. A correction followed by a product of its own ("pan no, mejor 2
// paquetes de fideos") is a new line, left to the order reader.

import { quantityAt, sizeAt } from "./numbers";
import type { ProductMatcher, Word } from "./types";

/** Words that open a correction ("no", "bah", "digo", "mejor", "perdón"). */
const LEADS = new Set(["no", "noo", "nooo", "bah", "digo", "mejor", "perdon", "nah", "osea", "mentira"]);
/** Words that may sit between the lead and the number ("no, que sean 4", "bah, mejor 2"). */
const BETWEEN = new Set([...LEADS, "que", "sean", "son", "eh", "mm", "mmm", "este", "pone", "poneme", "dame"]);
/** Words that may close the correction ("no, 4 nomás", "no, 4 y 2 alfajores"). */
const CLOSERS = new Set(["y", "e", "nomas", "solo", "solamente", "mejor", "entonces"]);
/** How far back the corrected line may start (its count, then its product words). */
const REACH = 8;

/** Rewrites each corrected count in place and marks the correction's words used. */
export function applySelfCorrections(words: Word[], matcher: ProductMatcher, used: boolean[]): void {
  for (let i = 1; i < words.length; i++) {
    if (used[i] || !LEADS.has(words[i].n)) continue;
    let k = i;
    while (k < words.length && !used[k] && BETWEEN.has(words[k].n) && (k === i || !words[k].brk || LEADS.has(words[k].n) || words[k].n === "que")) k++;
    // "2 pepsis no 3" denies the 3 (the count stays 2); "3 cocas, no, 4", "no mejor 3", "bah, que sean 2" correct it.
    const totalWord = words.slice(i, k).some((w) => w.n !== "no" && w.n !== "noo" && w.n !== "nooo");
    if (!totalWord && !(k < words.length && words[k].brk)) continue;
    const q = k < words.length && !used[k] ? quantityAt(words, k) : null;
    if (!q || q.dozen || q.article) continue;
    const after = k + q.length;
    if (after < words.length && !words[after].brk && !CLOSERS.has(words[after].n)) continue;
    const line = lineBefore(words, i, matcher, used);
    if (!line) continue;
    words[line.countAt] = { ...words[line.countAt], n: String(q.value) };
    for (let m = i; m < after; m++) used[m] = true;
    i = after - 1;
  }
}

/** The line ending right before index i: its count word, then product words the catalog knows. */
function lineBefore(words: Word[], i: number, matcher: ProductMatcher, used: boolean[]): { countAt: number } | null {
  for (let p = i - 1; p >= Math.max(0, i - REACH); p--) {
    if (used[p]) return null;
    const q = quantityAt(words, p);
    if (!q || q.length !== 1 || q.dozen || sizeAt(words, p)?.size.dim) continue; // "de 2 litros": a size, never the count
    const product = words.slice(p + 1, i);
    if (!product.length) continue; // "de 500 no, 3": a size, the count is further back
    if (product.slice(1).some((w) => w.brk)) return null;
    // counts30 (t29b 021): "3 sprite de 2 litros" / "no perdon 2": a line the shop sells only in
    // other sizes (a list to pick from) is corrected too; its count was left at 3 and the "2" emptied the cart.
    const match = matcher.match(product);
    if (match.kind !== "none" || (match.missing === "size" && (match.near?.length ?? 0) > 0)) return { countAt: p };
  }
  return null;
}
