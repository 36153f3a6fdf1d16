// picks18: "2 cocas, las grandes", "ok then 2 cokes, the big ones" (blind trial 17, kiosk): the
// size said as its own clause right after a counted line is that line's size. Read apart it was
// a pick of its own among the rows offered (one coke, the count lost) or nothing at all (the
// coke list asked). The line keeps its count; its words take the size, and the catalog says
// which products they now name.

import { sizeAt } from "./numbers";
import { sizeOrUnit } from "./products";
import type { ItemMention, ProductMatcher, Word } from "./types";

/** Words that may sit around the size in such a clause ("las grandes", "the big ones", "la chica nomás"). */
const AROUND = new Set(["la", "las", "el", "los", "the", "those", "one", "ones", "de", "nomas", "porfa", "please", "pls"]);
/** Words said in passing between the line and its size clause ("4 cocas te dije, las de 2 litros"). */
const SAID = /^(?:ya )?te (?:dije|digo|pedi) /;
/** Size words of English and Portuguese the Spanish ones stand for in the catalog's words. */
const SIZE_WORDS: Record<string, string> = Object.assign(Object.create(null), {
  big: "grande", bigger: "grande", large: "grande", larger: "grande", grandes: "grandes", grande: "grande", grandao: "grande",
  small: "chica", smaller: "chica", little: "chica", pequena: "chica", pequeno: "chico", pequenas: "chicas",
});

/** A line just read, where its product words end and the words they were. */
export interface ReadLine {
  item: ItemMention;
  words: Word[];
  end: number;
}

function sizeWord(n: string): string | null {
  return SIZE_WORDS[n] ?? (sizeOrUnit(n) && !/^(?:botell|lat|paquet|pot|bols|caj|frasc|pack|unidad|u$)/.test(n) ? n : null);
}

/**
 * The line right before a clause that is only a size ("las grandes") read with that size, when
 * the catalog then names fewer of its products (never a product the line did not name); the
 * clause's words marked used. The line in `list` is replaced in place.
 */
export function sizeAfterLine(words: Word[], used: boolean[], lines: ReadLine[], list: ItemMention[], matcher: ProductMatcher): void {
  for (const line of lines) {
    // t20b 013: "4 cocas te dije, de las de 2 litros y cuarto": "te dije" said in passing before the clause.
    const said = SAID.exec(words.slice(line.end, line.end + 3).map((w) => w.n).join(" ") + " ");
    const at = line.end + (said && !words[line.end].brk ? said[0].trim().split(" ").length : 0);
    if (at >= words.length || !words[at].brk || line.item.quantity === null) continue;
    let e = at;
    const sizes: Word[] = []; // each keeps its place: words at one place are read once (saidText)
    while (e < words.length && !used[e] && (e === at || !words[e].brk)) {
      // "de las de 2 litros y cuarto": a size in figures or words with its unit is the clause's size too.
      const sized = sizeAt(words, e);
      if (sized?.size.dim && sized.length > 1) {
        sizes.push(...words.slice(e, e + sized.length));
        e += sized.length;
        continue;
      }
      const s = sizeWord(words[e].n);
      if (s) sizes.push({ ...words[e], n: s, o: s });
      else if (!AROUND.has(words[e].n)) break;
      e++;
    }
    if (!sizes.length || (e < words.length && !words[e].brk)) continue;
    const k = list.indexOf(line.item);
    if (k < 0) continue;
    const before = idsOf(line.item);
    const match = matcher.match([...line.words, ...sizes.map((w) => ({ ...w, brk: false }))]);
    const after = match.kind === "one" ? [match.productId] : match.kind === "ambiguous" ? match.productIds : [];
    if (!after.length || after.length >= before.length || !after.every((id) => before.includes(id))) continue;
    list[k] = { ...line.item, match, query: `${line.item.query} ${sizes.map((w) => w.n).join(" ")}` };
    for (let m = at; m < e; m++) used[m] = true;
  }
}

function idsOf(item: ItemMention): string[] {
  return item.match.kind === "one" ? [item.match.productId] : item.match.kind === "ambiguous" ? item.match.productIds : [];
}
