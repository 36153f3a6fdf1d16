// What voice-to-text writes for what it hears: punctuation said as words ("coma", "punto", "signo
// de pregunta") and a flour grade spelt digit by digit ("cero cero cero"). Read by normalize.ts.
import type { Word } from "./types";

const DICTATED_MARKS = new Set(["punto", "coma"]);
// Words before which "punto"/"coma" is a real noun ("a las 8 en punto", "un punto", "la coma").
const MARK_AS_NOUN_AFTER = new Set(["en", "a", "al", "de", "del", "el", "la", "un", "una", "buen"]);
// t22c 018: "quería pedir este punto dos paquetes…": "este" is the filler of speech, and the mark
// after it is dictated; only after a preposition ("en este punto", "a ese punto") is it the noun.
const DEMONSTRATIVES = new Set(["este", "ese", "esto", "eso"]);
const PREPOSITIONS = new Set(["en", "a", "de", "por", "hasta", "desde"]);
// t22b 015: "dulce de leche la serenísima coma el colonial punto": an article after the mark opens
// the next noun phrase as much as a count does.
const CLAUSE_OPENERS = /^(?:[0-9]{1,3}|y|e|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|media|otro|otra|tambien|ademas|el|la|los|las)$/;
// openers22 (t21b 016): "un paquete de te taragui coma gracias" searched "té taragui coma": a
// thanks, a greeting or a question word after it opens the clause the dictated mark ends.
// t32a 024: an order verb after the mark ("… jorgito coma dame tres de esos") opens the clause too.
const CLOSING_WORDS = new Set(["gracias", "graciass", "saludos", "chau", "porfa", "porfavor", "por", "hola", "buenas", "buen", "que", "cuanto", "cuantos", "tenes", "tienen", "quiero", "queria", "necesito", "me", "nada", "eso", "listo", "dale", "bueno", "dame", "poneme", "mandame", "traeme", "agregame", "sumame"]);
/** "signo de pregunta", "signo de interrogación": a question mark dictated, never product words. */
const DICTATED_SIGN = /^(?:pregunta|interrogacion|exclamacion)$/;

/**
 * "… y una coca de las chicas punto", "dos sprite coma una coca": voice-to-text writes the
 * punctuation it hears as words (trial 18a 111 searched "coca de las chicas punto"). A "punto" or
 * "coma" that ends a clause, or stands before a count or "y", is the break it dictates, never a
 * product word; after an article or "en" it is the noun ("a las 8 en punto").
 */
export function withoutDictatedPunctuation(words: Word[]): Word[] {
  const out: Word[] = [];
  let brk = false;
  words.forEach((w, i) => {
    if (w.n === "signo" && words[i + 1]?.n === "de" && DICTATED_SIGN.test(words[i + 2]?.n ?? "")) {
      brk = true;
      return;
    }
    if ((w.n === "de" && words[i - 1]?.n === "signo" && DICTATED_SIGN.test(words[i + 1]?.n ?? "")) || (DICTATED_SIGN.test(w.n) && words[i - 1]?.n === "de" && words[i - 2]?.n === "signo")) return;
    const next = words[i + 1];
    const opensClause = !next || next.brk || CLAUSE_OPENERS.test(next.n) || CLOSING_WORDS.has(next.n) || opensDetails(words, i + 1);
    const nounAfterDemonstrative = DEMONSTRATIVES.has(words[i - 1]?.n ?? "") && PREPOSITIONS.has(words[i - 2]?.n ?? "");
    const dictated = i > 0 && !w.brk && DICTATED_MARKS.has(w.n) && !MARK_AS_NOUN_AFTER.has(words[i - 1].n) && !nounAfterDemonstrative && opensClause;
    if (dictated) {
      brk = true;
      return;
    }
    out.push(brk && !w.brk ? { ...w, brk: true } : w);
    brk = false;
  });
  return out;
}

/**
 * The same marks in a plain folded text, written as the commas they dictate: "si tienen agua mineral
 * coma y quiero dos de esas punto" → "… agua mineral , y quiero dos de esas ," (t32a 024: the
 * pointing count "quiero dos de esas" was read with "punto" as a word and the order lost).
 */
export function dictatedMarksAsCommas(folded: string): string {
  const tokens = folded.split(/\s+/);
  const bare = tokens.map((t) => t.replace(/[^a-z0-9ñ]/g, ""));
  return tokens
    .map((tok, i) => {
      const next = bare[i + 1];
      const opens = next === undefined || CLAUSE_OPENERS.test(next) || CLOSING_WORDS.has(next);
      const dictated = i > 0 && tok === bare[i] && DICTATED_MARKS.has(tok) && !/[.,;:!?]$/.test(tokens[i - 1]) && !MARK_AS_NOUN_AFTER.has(bare[i - 1]) && opens;
      return dictated ? "," : tok;
    })
    .join(" ");
}

/**
 * details27 (t26b 020): "Santa Rosa 1500 coma estoy en Alberdi" stored "Santa Rosa 1500 coma": after a
 * house number a "coma"/"punto" is the mark dictated whatever follows it (an address has no such word).
 */
export function dictatedMarkAt(words: Word[], i: number): boolean {
  return i > 0 && !words[i].brk && DICTATED_MARKS.has(words[i].n) && !MARK_AS_NOUN_AFTER.has(words[i - 1].n);
}

// t19b 014: "un queso cremoso coma a nombre de Graciela Torres": the customer's details open a clause too.
const DETAIL_OPENERS = new Set(["soy", "envio", "envialo", "mandalo", "retiro", "paso", "pago", "abono"]);

/** Whether the words from `k` open the customer's details ("a nombre de", "mi nombre", "soy", "envio a"). */
function opensDetails(words: Word[], k: number): boolean {
  const [a, b] = [words[k]?.n, words[k + 1]?.n];
  return DETAIL_OPENERS.has(a ?? "") || (a === "a" && b === "nombre") || (a === "mi" && (b === "nombre" || b === "dni" || b === "direccion"));
}

/**
 * "harina cero cero cero": voice-to-text spells the flour grade digit by digit. Two or more "cero"
 * in a row are that grade ("000"); a single "cero" stays the word of "Coca Cero" and "Aquarius Cero"
 * (t19c 017 searched Aquarius Cero waters for "la cero cero cero cañuelas").
 */
export function withDictatedZeros(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    let j = i;
    while (j < words.length && words[j].n === "cero" && (j === i || !words[j].brk)) j++;
    if (j - i >= 2) {
      out.push({ ...words[i], n: "0".repeat(j - i), o: words.slice(i, j).map((w) => w.o).join(" "), end: words[j - 1].end });
      i = j - 1;
    } else out.push(words[i]);
  }
  return out;
}
