// details26 (t25c 015, voice): "para mandar a la calle belgrano cuatrocientos cincuenta y cinco":
// voice-to-text writes a house number in words, and the address reader (which needs digits) asked
// for the number again. The number said right after a street opened by its prefix ("calle",
// "avenida") is written in digits. Only there: "doscientos cincuenta de jamón" is a size, read
// elsewhere, and a count said in words is never touched.

import { fold } from "../../lib/fold";
import { wordNumber } from "./numbers";

const HUNDREDS: Record<string, number> = {
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400,
  cuatrocientas: 400, quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700,
  setecientas: 700, ochocientos: 800, ochocientas: 800, novecientos: 900, novecientas: 900,
};
const TENS: Record<string, number> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };

/** Words that open a street's name ("la calle belgrano", "avenida colón"). */
const STREET_OPENER = /\b(?:calle|avenida|av|avda|bv|boulevard|bulevar|pasaje|pje|diagonal)\.?\s+/giu;
const WORD = /^[\p{L}]+/u;

/** The number said in words from the start of `words` (folded), and how many words it takes, or null. */
function spokenNumber(words: string[]): { value: number; length: number } | null {
  let i = 0;
  let value = 0;
  // "mil quinientos", "dos mil cien".
  const before = wordNumber(words[0] ?? "");
  if (words[0] === "mil" || (before !== null && before < 10 && words[1] === "mil")) {
    value = words[0] === "mil" ? 1000 : before! * 1000;
    i = words[0] === "mil" ? 1 : 2;
  }
  const hundreds = HUNDREDS[words[i] ?? ""];
  if (hundreds !== undefined) (value += hundreds), i++;
  if (value === 0) return null;
  const tens = TENS[words[i] ?? ""];
  if (tens !== undefined) {
    value += tens;
    i++;
    const unit = words[i] === "y" ? wordNumber(words[i + 1] ?? "") : null;
    if (unit !== null && unit < 10) (value += unit), (i += 2);
  } else {
    const small = wordNumber(words[i] ?? "");
    if (small !== null && small < 30) (value += small), i++;
  }
  return { value, length: i };
}

/** The text with a house number said in words after a street's prefix and name written in digits. */
export function withSpokenHouseNumbers(text: string): string {
  if (!/(?:ient|cien|mil)/i.test(text)) return text;
  let out = "";
  let from = 0;
  for (const m of text.matchAll(STREET_OPENER)) {
    const at = m.index! + m[0].length;
    if (at < from) continue;
    // The street's name: one to three words, then the number in words, all in one clause.
    const rest = text.slice(at);
    const tokens: { word: string; start: number; end: number }[] = [];
    let pos = 0;
    while (tokens.length < 12) {
      const gap = /^[ \t]*/.exec(rest.slice(pos))![0].length;
      const w = WORD.exec(rest.slice(pos + gap));
      if (!w) break;
      tokens.push({ word: fold(w[0]).toLowerCase(), start: pos + gap, end: pos + gap + w[0].length });
      pos += gap + w[0].length;
    }
    for (let k = 1; k <= 3 && k < tokens.length; k++) {
      const said = spokenNumber(tokens.slice(k).map((t) => t.word));
      if (!said) continue;
      out += text.slice(from, at + tokens[k].start) + String(said.value);
      from = at + tokens[k + said.length - 1].end;
      break;
    }
  }
  return out + text.slice(from);
}
