// Adverbial phrases said around an order ("quiero pedir de nuevo 2 coca", "hola de nuevo che",
// "mandame lo mismo como siempre", "¿sigue en pie?"): how or when it is asked, never a product's
// words. t37c 058 / t37c 003: "de nuevo" searched "nuevo" and added an "Insecticida … Nuevo
// Selton". A catalog carries such words inside names ("Siempre Libre", "Nueva Fórmula"), so a
// phrase is an adverb only where it does not run on into more name words: at the end of its
// clause, or before a count, an article, a connector or an order verb. Pure.

import { ORDER_VERBS } from "./item-words";
import type { Word } from "./types";

/** Phrases that say "again", "as usual", "at once", "still on": each a run of normalised words. */
const ADVERBS: readonly (readonly string[])[] = [
  ["de", "nuevo"], ["de", "nueva"], ["nuevamente"], ["otra", "vez"], ["una", "vez", "mas"], ["de", "vuelta"], ["devuelta"],
  ["como", "siempre"], ["de", "siempre"], ["como", "la", "otra", "vez"], ["como", "la", "ultima", "vez"], ["como", "antes"],
  ["de", "una"], ["en", "pie"],
];

/** Words after which a phrase has ended: a new clause's or line's start, never more of a name. */
const ENDS_BEFORE = new Set([
  "y", "e", "che", "que", "q", "la", "el", "las", "los", "lo", "un", "una", "uno", "unos", "unas", "a", "al", "para", "porfa",
  "por", "gracias", "si", "no", "dale", "bueno", "entonces", "tambien", "me", "te", "mi", "tu", "con", "sin",
]);

/** Whether the phrase ending before `k` has ended there (no more name words follow it). */
function endsAt(words: Word[], k: number): boolean {
  const next = words[k];
  return !next || next.brk || /^\d/.test(next.n) || ENDS_BEFORE.has(next.n) || ORDER_VERBS.has(next.n);
}

/** Indexes of the words of adverbial phrases in the message. */
export function adverbWords(words: Word[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    for (const phrase of ADVERBS) {
      const end = i + phrase.length;
      if (end > words.length || !phrase.every((p, k) => words[i + k].n === p && (k === 0 || !words[i + k].brk))) continue;
      if (!endsAt(words, end)) continue;
      for (let k = i; k < end; k++) out.add(k);
      break;
    }
  }
  return out;
}
