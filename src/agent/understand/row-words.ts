// Words that name a row of an open list by its place ("la primera", "la 2", "the second one"), and
// the rule that a product asked about by name while a list is open ("y coca?" after the drinks
// offered beside "no tenemos fernet") is a question, never a pick of the row its word fits.
import { ORDER_VERBS } from "./items";
import { CHOICE_BIG_WORDS, CHOICE_SMALL_WORDS } from "./size-words";
import type { Word } from "./types";

export const ORDINALS: Record<string, number> = Object.assign(Object.create(null), { // no prototype: a customer's "constructor" finds nothing
  primera: 0, primero: 0, primer: 0, primeras: 0, primeros: 0, segunda: 1, segundo: 1, tercera: 2, tercero: 2, tercer: 2,
  cuarta: 3, cuarto: 3, quinta: 4, quinto: 4,
  // lists7: Portuguese and English ordinals ("o primeiro", "the second one").
  primeiro: 0, primeira: 0, terceiro: 2, terceira: 2, quarto: 3, quarta: 3, first: 0, second: 1, third: 2, fourth: 3, fifth: 4,
});

/** A row named alone by its place ("la primera", "el segundo", "la ultima", "la 2"): a pick even while a detail is asked. */
export const ROW_ALONE = /^(?:(?:la|el|los|las) )?(?:primer[ao]?|segund[ao]|tercer[ao]?|cuart[ao]|quint[ao]|ultim[ao]|(?:la|el) [0-9]{1,2})(?: (?:opcion|de la lista))?$/;

/** Words that name a row by its place or price, never by what it is. */
const PLACE_WORDS = new Set(["ultima", "ultimo", "last", "barata", "barato", "economica", "economico", "baratita", "cara", "caro", "cualquiera", "otra", "otro", "esa", "ese", "esta", "este"]);
/** Words that ask how much: a price question about a row keeps its pick (read elsewhere). */
const PRICE_WORDS = new Set(["sale", "salen", "cuesta", "cuestan", "precio", "vale", "valen", "cuanto", "cuanta"]);

/**
 * counts38 (t37a 027): "y coca?" after the drinks offered added the 1,5 L (the only coke of the
 * offer; the 500 ml was never said). A product asked about by name, with no word that orders and no
 * count, is answered as a question. A row named by place, size or price ("la primera?", "la de
 * 500?", "la grande?"), or named outside the question ("el ilolay. ¿cuánto sale?"), still picks.
 */
export function askedNotPicked(words: Word[], asks: boolean[], picksOutsideQuestion: (told: Word[]) => boolean): boolean {
  if (!asks.some(Boolean)) return false;
  const byPlace = words.some((w) => /[0-9]/.test(w.n) || ORDINALS[w.n] !== undefined || PLACE_WORDS.has(w.n) || PRICE_WORDS.has(w.n) || CHOICE_BIG_WORDS.includes(w.n) || CHOICE_SMALL_WORDS.includes(w.n));
  if (byPlace || words.some((w) => ORDER_VERBS.has(w.n))) return false;
  const told = words.filter((_w, k) => !asks[k]);
  return !told.length || !picksOutsideQuestion(told);
}
