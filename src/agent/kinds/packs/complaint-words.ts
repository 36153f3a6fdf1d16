import { fold } from "../../../lib/fold";

// "uf cuantas preguntas. Valeria, 3415558899, Funes, Cordoba 1500" (trial 28a 037): a sigh or a
// complaint about the questions said before the details is no detail. Read with them, it became
// the name ("Uf Cuantas Preguntas") and pushed the real name into the city. The opening sentence
// made only of such words is set aside before the details are read.

/** Words that carry the sigh or the complaint itself: one must be there. */
const CORE = /\b(?:uf+|ufa|ay|uy|uh|dios|preguntas?|lio|quilombo|tramite|pesad[oa]s?|complicad[oa]|eterno|burocracia)\b/;
/** Every word of the opening sentence is one of these. */
const WORD = /^(?:uf+|ufa|ay|uy|uh|ah|oh|dios|mio|santo|que|cuantas?|cuantos?|tantas?|tantos?|preguntas?|lio|quilombo|tramite|pesad[oa]s?|complicad[oa]|eterno|burocracia|bueno|ok|jaj[aj]*|mamita|madre|mia|pero|otra|vez|ya|che|es|esto|un|una|de|la|el|las|los|mucho|muy|son|todo|para|comprar|colchon|jeje|jsj)$/;

/** The message without an opening sentence that is only a sigh or a complaint ("uf cuantas preguntas."). */
export function withoutComplaint(said: string): string {
  const m = /^\s*([^.!?,;\n]+?)\s*(?:[.!?,;]+|\n)\s*(?=\S)/u.exec(said);
  if (!m) return said;
  const words = fold(m[1]).split(/\s+/).filter(Boolean);
  if (!words.length || !CORE.test(fold(m[1])) || !words.every((w) => WORD.test(w))) return said;
  return said.slice(m[0].length);
}
