// details28 (t27c 008): "ufff otra pregunta mas?? 29888777" at the DNI question got "no llegué a
// entender tu DNI": a remark (even one that asks) said first, then the number alone as the last
// clause, is the answer to the number asked.
import { ANSWER_FILLERS, numberSpan, restIsOnly, type Ctx } from "./personal-read";
import type { Word } from "./types";

/** A word that starts a number ("29888777", "+54…"). */
export const isNumberWord = (w: Word | undefined) => !!w && /^\+?[0-9]/.test(w.n);

/** Where the number answering starts: at the answer's start, else alone as the message's last clause after a remark of its own ("otra pregunta mas?? 29888777"); -1 when neither. */
export function answeredNumberAt(c: Ctx, k: number, polite: (w: Word) => boolean): number {
  if (isNumberWord(c.words[k])) return k;
  for (let j = k + 1; j < c.words.length; j++) {
    if (!c.words[j].brk || c.used[j]) continue;
    let n = j;
    while (n < c.words.length && ANSWER_FILLERS.has(c.words[n].n)) n++;
    const w = c.words[n];
    if (!w || !isNumberWord(w)) continue;
    const s = numberSpan(c.text, w.start);
    let e = n;
    while (e < c.words.length && c.words[e].start < s.end) e++;
    return s.digits.length >= 7 && restIsOnly(c, e, polite) ? n : -1;
  }
  return -1;
}

/** Whether the text after the message's last "?" is a number of 7 or more digits alone (maybe after "bueno", "dale"). */
export function numberAfterQuestion(text: string): boolean {
  const tail = text.slice(text.lastIndexOf("?") + 1).trim().toLowerCase();
  return text.includes("?") && /^(?:(?:bueno|dale|ok|ahi va|toma|tomá|es|mi dni es|el dni es)[\s,:]+)?\d[\d.\s-]{5,}\d\s*[.!]*$/.test(tail) && tail.replace(/\D/g, "").length >= 7;
}
