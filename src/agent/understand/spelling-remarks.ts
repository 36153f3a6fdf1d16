// How a name is written, said after it ("Torrez con z", "Torres con doble r", "Ibañez con ñ",
// "Elena sin h", "Gomez con acento en la o"): a remark about the letters, never part of the name
// (t21c 008: "el nombre esta mal, es Ana Torrez con z" stored "Ana Torrez Con Z"). Only a lone
// letter (or a doubled one, an accent) right after a word and closing its clause is read so: "pan
// con y sin sal" or "café con leche" go on being what they are.

const LETTER = String.raw`(?:(?:doble|dos|una|la|el)\s+)?(?:[a-zñ]|ll|rr|ch|y griega|i latina|ve corta|be larga)`;
const ACCENT = String.raw`(?:tilde|acento)(?:\s+en\s+la\s+[a-zñ])?`;
const REMARK = new RegExp(String.raw`(?<=\p{L})[\s,]+(?:con|sin)\s+(?:${LETTER}|${ACCENT})(?=\s*(?:$|[,.;:!?\n]))`, "giu");

/** The message with each spelling remark left out, so the name before it is read alone. */
export function withoutSpellingRemarks(text: string): string {
  return text.replace(REMARK, "");
}
