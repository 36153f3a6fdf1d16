// Words said in passing that a big catalog still matches by one word: "el domingo" (Azúcar
// Domino), "pasame el alias" (Molinos Ala), "para mi mamá" (Mama Cocina), "Colón 1500 6to A"
// (Vino … Colon). A product named only by such words is no product: it is never offered or listed.

import { streetAt } from "./address";
import { COMPLEMENT_WORDS, STREET_PREFIX } from "./address-words";
import { QUERY_STOPWORDS } from "./products";
import type { ItemMention, Word } from "./types";

/** Days, payment words, "cambio" (the verb) and family: what a customer talks about, never a product alone. */
const FAMILY = [
  "mama", "mami", "papa", "papi", "abuela", "abuelo", "abu", "tia", "tio", "hermana", "hermano", "hija", "suegra", "suegro",
  "vecina", "vecino", "novia", "novio", "esposa", "esposo", "marido", "mujer", "vieja", "viejo", "prima", "primo", "madre", "padre",
];
const NEVER_ALONE = new Set([
  "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "sabados", "domingo", "domingos", "feriado", "feriados",
  "alias", "cbu", "cvu", "cambio", "cambia", "cambiar", "cambie",
  ...FAMILY,
]);
/**
 * lists30 (t29b 024): "tienen papa?", "y la papa?" asked of the shop is the food (folded "papá" is "papa"): a family word
 * right after a stock question's verb, or after "y (la)" opening a question, names a product. Only family words: "tenés alias?" stays the payment alias.
 */
const ASKS_STOCK = new Set(["tienen", "tenes", "tiene", "hay", "venden", "vendes", "queda", "quedan", "traen", "manejan"]);
const ASKED_ARTICLE = new Set(["la", "el", "las", "los", "un", "una", "unas", "unos"]);
function askedAsProduct(words: Word[], k: number): boolean {
  let j = k - 1;
  if (j >= 0 && ASKED_ARTICLE.has(words[j].n)) j--;
  return j >= 0 && (ASKS_STOCK.has(words[j].n) || (j === 0 && words[j].n === "y" && k === words.length - 1));
}
/** An ordinal floor after the house number ("6to A", "4to B", "1ro"). */
const FLOOR = /^(?:[0-9]{1,2}(?:ro|do|er|to|mo|vo|no|°|º)?[a-z]?|pb)$/;

/** The streets said as addresses in the message: [first word, house number] of each. */
function addressStreets(words: Word[], used: boolean[]): [number, number][] {
  const found: [number, number][] = [];
  for (let k = 0; k < words.length; k++) {
    const prev = words[k - 1];
    if (k > 0 && !words[k].brk && !["a", "en", "al", "calle", "sobre"].includes(prev.n)) continue;
    const number = streetAt(words, k, used);
    if (number < 0) continue;
    const after = words[number + 1];
    // Said as an address: after "a"/"en"/"calle", with a prefix ("Av."), or a floor or flat after the number.
    const addressy = (prev && ["a", "en", "al", "calle", "sobre"].includes(prev.n)) || STREET_PREFIX.has(words[k].n) ||
      (!!after && !after.brk && (COMPLEMENT_WORDS.has(after.n) || FLOOR.test(after.n)));
    if (addressy) found.push([k, number]);
  }
  return found;
}

/** Does the message say a street as an address ("colon 1500 6to A", "a Mitre 300", "Av. Santa Fe 1200")? */
export function saysAddress(words: Word[], used: boolean[]): boolean {
  return addressStreets(words, used).length > 0;
}

/** The words naming the streets of the message's addresses ("colon" in "… colon 1500 6to A"). */
function streetWords(words: Word[], used: boolean[]): Set<string> {
  const names = new Set<string>();
  for (const [k, number] of addressStreets(words, used)) for (let j = k; j < number; j++) if (!STREET_PREFIX.has(words[j].n)) names.add(words[j].n);
  return names;
}

/** The words of this message that name no product alone: days, family, "alias", its streets (read before the products). */
export function passingWords(words: Word[], used: boolean[]): Set<string> {
  const asked = new Set(words.flatMap((w, k) => (FAMILY.includes(w.n) && askedAsProduct(words, k) ? [w.n] : [])));
  return new Set([...[...NEVER_ALONE].filter((w) => !asked.has(w)), ...streetWords(words, used)]);
}

/** The mentions and items left once those named only by words said in passing are dropped. */
export function dropPassing<T extends ItemMention>(lines: T[], passing: Set<string>): T[] {
  return lines.filter((m) => {
    if (m.quantity !== null) return true;
    const content = m.query.split(" ").filter((w) => w && !QUERY_STOPWORDS.has(w));
    return !content.length || !content.every((w) => passing.has(w));
  });
}
