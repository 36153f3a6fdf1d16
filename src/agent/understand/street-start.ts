// Where a street starts in a clause that sends the order somewhere: past "a mi casa que es en",
// a correction's talk, an article of the street's name, or a barrio said first (details15:
// "vivo en nueva cordoba, obispo trejo 345"). Split from personal.ts (one concern per module).

import { ARTICLES, streetAt } from "./address";
import { NOT_STREET } from "./address-words";
import { barrioBefore } from "./barrio-first";
import type { Ctx } from "./personal-read";

/** details13: a home before its street ("a mi casa q es en bv san juan 1500", "mandalo a mi casa, lavalle 500"): delivery there. */
export const HOME = /^(?:casa|depto|departamento|trabajo|oficina|laburo)$/;

/** Words saying the stored address is wrong ("está mal", "is wrong", "equivocada"). */
const CORRECTION_TALK = new Set(["wrong", "mal", "equivocada", "equivocado", "incorrecta", "errada", "errado", "esta", "the", "address", "direccion"]);

/** "a mi casa que es en rivadavia 800": the address starts at its street, past the words before it in the clause. */
export function streetStart(c: Ctx, s: number): number {
  if (streetAt(c.words, s, c.used) >= 0) return s;
  for (let j = s + 1; j < c.words.length && j <= s + 8; j++) {
    // "the address is wrong, it's just Defensa 580": a clause of a correction's words goes on to the street.
    const talkOnly = c.words.slice(s, j).every((w) => NOT_STREET.has(w.n) || CORRECTION_TALK.has(w.n) || HOME.test(w.n) || ARTICLES.has(w.n));
    // "vivo en nueva cordoba, obispo trejo 345": a barrio's clause goes on to the street (readAddress keeps it).
    const barrioFirst = c.words[j].brk && barrioBefore(c.words, c.text, j)?.[0] === s && streetAt(c.words, j, c.used) >= 0;
    if (barrioFirst) return j;
    if ((c.words[j].brk && !talkOnly) || /[0-9]/.test(c.words[j - 1].n)) break;
    if (streetAt(c.words, j, c.used) >= 0) return j;
  }
  return s;
}

/** Where a street starts at word k, past an article of its name ("a la rioja 455": readAddress keeps "la"), or -1. */
export function streetAfter(c: Ctx, k: number): number {
  if (streetAt(c.words, k, c.used) >= 0) return k;
  return ARTICLES.has(c.words[k]?.n ?? "") && streetAt(c.words, k + 1, c.used) >= 0 ? k + 1 : -1;
}

/** Where a street with its number starts within the next words from s (a neighbourhood may come first), or -1. */
export function streetSoonAfter(c: Ctx, s: number): number {
  for (let j = s; j < c.words.length && j <= s + 4; j++) {
    if (c.used[j] || (j > s && /[0-9]/.test(c.words[j - 1].n))) return -1;
    if (streetAt(c.words, j, c.used) >= 0) return j;
  }
  return -1;
}
