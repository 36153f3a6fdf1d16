import { fold } from "../../../lib/fold";
import { understand } from "../../understand";
import { labelledCity } from "../../understand/city";

// A name said beside a yes or a "te dije" ("dale. ana", "ok, ana", "ana te dije", "te dije ana")
// when the name is what the sale waits for: the name, never a doubtful word read back
// ("¿Tu nombre es Ana?") or lost behind the yes. The words are rewritten as "sí, soy Ana", which
// the shared reading takes as a yes and a name.

/**
 * A yes opening the message, or "(ya) te dije" before or after the rest (folded words). Narrower
 * than yes-with-question's: only the words customers answered the offer with before a name
 * ("perfecto ana" is rare, "claro, ana" is not), and with any punctuation after it.
 */
const LEADING_YES = /^(?:si|sip|dale|ok|okay|oka|bueno|listo|de una|va|claro|joya)\b[\s.,!;:]*(.+)$/;
const TOLD = /^(?:(?:ya\s+)?te\s+dije[\s.,!;:]*(?:que\s+)?(.+)|(.+?)[\s.,!;:]+(?:ya\s+)?te\s+dije[\s.!]*)$/;
/** Words that are no name (a request, a thanks, the sale's own words). */
export const NOT_A_NAME = /\b(?:soy|me|llamo|mi|nombre|es|te|dije|lo|le|uf+|ufa|uh|ah|eh|mm+|jaja\w*|che|bien|mal|lento|si|no|gracias|porfa|favor|pasame|pasamelas|mandame|mandamelas|mandalas|pasalas|promos?|precio|precios|quiero|dale|ok|bueno|hola|colchon|colchones|pack|packs|todo|eso|nada|que|como|cuanto|cuando|donde|y|el|la|los|las|de|un|una|ya|ahora|genial|perfecto|buenisimo|claro)\b/;

/**
 * The text with a name beside a yes or a "te dije" made plain ("sí, soy ana"), or the text as
 * said. `wantsName`: the name is what the sale waits for (the promos were offered or the name asked).
 */
export function nameBesideYes(said: string, wantsName: boolean): string {
  if (!wantsName) return said;
  const words = fold(said).trim();
  const told = TOLD.exec(words);
  const rest = (told ? (told[1] ?? told[2]) : LEADING_YES.exec(words)?.[1])?.replace(/[.!,;:]+$/, "").trim();
  if (!rest || !/^\p{L}{2,}(?:\s+\p{L}{2,})?$/u.test(rest) || NOT_A_NAME.test(rest)) return said;
  // The customer's own spelling kept (accents, capitals): the name's last words as written.
  const all = said.trim().replace(/[.!,;:]+$/, "").split(/\s+/);
  const count = rest.split(/\s+/).length;
  const written = (told?.[2] ? all.slice(0, count) : all.slice(-count)).join(" ").replace(/[.!,;:]+$/, "");
  const asWritten = fold(written) === rest ? written : rest;
  return told ? `soy ${asWritten}` : `sí, soy ${asWritten}`;
}

/**
 * details26 (t25a 203): "luis sanchez" / "3415667788" / "soy de rosario" / … / "pero cuanto sale??":
 * a burst message that is exactly the name read (nothing else in it) is the name said plainly,
 * never a doubtful word asked back ("¿Tu nombre es Luis Sanchez?") on every message that follows.
 */
export function nameSaidAlone(parts: string[], name: { firstName?: string; lastName?: string }): boolean {
  const read = fold([name.firstName, name.lastName].filter(Boolean).join(" ")).trim();
  const isName = (p: string) => fold(p).replace(/[.,!]+$/, "").trim() === read;
  // Every other message read as a detail or a question: a part nothing reads ("blorp qwx") keeps the doubt.
  const readOther = (p: string) => /\d|\?/.test(p) || !!labelledCity(p) || Object.values(understand(p, { catalog: [] }).fields).some(Boolean);
  return parts.length > 1 && !!read && parts.some(isName) && parts.every((p) => isName(p) || readOther(p));
}
