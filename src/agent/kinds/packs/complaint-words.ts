import { fold } from "../../../lib/fold";

// "uf cuantas preguntas. Valeria, 3415558899, Funes, Cordoba 1500" (trial 28a 037): a sigh or a
// complaint about the questions said before the details is no detail. Read with them, it became
// the name ("Uf Cuantas Preguntas") and pushed the real name into the city. The opening sentence
// made only of such words is set aside before the details are read.

/** Words that carry the sigh or the complaint itself: one must be there. */
const CORE = /\b(?:uf+|ufa|ay|uy|uh|dios|preguntas?|lio|quilombo|tramite|pesad[oa]s?|complicad[oa]|eterno|burocracia)\b/;
/** Every word of the opening sentence is one of these. */
const WORD = /^(?:uf+|ufa|ay|uy|uh|ah|oh|dios|mio|santo|que|cuantas?|cuantos?|tantas?|tantos?|preguntas?|lio|quilombo|tramite|pesad[oa]s?|complicad[oa]|eterno|burocracia|bueno|ok|jaj[aj]*|mamita|madre|mia|pero|otra|vez|mas|ya|che|es|esto|un|una|de|la|el|las|los|mucho|muy|son|todo|para|comprar|colchon|jeje|jsj)$/;

/** The message without an opening sentence that is only a sigh or a complaint ("uf cuantas preguntas."). */
export function withoutComplaint(said: string): string {
  // Part by part ("ay dios, que lio. Marcos, …"): each opening part that is only such words.
  let rest = said;
  for (let m = OPENING_PART.exec(rest); m && isComplaint(m[1]); m = OPENING_PART.exec(rest)) rest = rest.slice(m[0].length);
  return rest;
}

/** The message's first part, up to a stop, a comma or a line break, with something after it. */
const OPENING_PART = /^\s*([^.!?,;\n]+?)\s*(?:[.!?,;]+|\n)\s*(?=\S)/u;

function isComplaint(part: string): boolean {
  const words = fold(part).split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => WORD.test(w)) && CORE.test(fold(part));
}


/**
 * A message made only of sighs and complaints ("uf cuantas preguntas" at "¿En qué ciudad estás?",
 * t34a 061): it answers no detail, so nothing it says is stored (it was the city "Uf Cuantas Preguntas").
 */
export function onlyComplaint(said: string): boolean {
  const parts = said.split(/[.!?,;\n]+/).map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every(isComplaint);
}
