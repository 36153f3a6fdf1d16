import { inboundText } from "../../lib/messages";
import type { TurnMessage } from "../engine";
import { detectLanguage, followLanguage, LANGS, languageScores, type Lang, type LanguageMemory } from "./detect";
import { contentAsSpanish } from "./reading";
import { READING_TABLES } from "./synonyms";

// A batch of customer messages through the language room: the conversation's language follows
// the customer (it changes only when they clearly switch), and each message's words are handed
// to the rules as the Spanish they read. What the customer wrote stays as it was everywhere else.

export function readLanguage(session: LanguageMemory, messages: TurnMessage[]): TurnMessage[] {
  // A tapped button or list row carries the shop's own words ("Aceite de Girasol Cañuelas"), never the
  // customer's language: an English conversation that tapped a row was answered in Spanish (packs30, t29b 022).
  for (const m of messages) if (m.content.type !== "button" && m.content.type !== "list") followLanguage(session, inboundText(m.content));
  // Read in the conversation's language, not each message's guess: "paso a buscar" stays Spanish.
  const lang = session.language ?? "es";
  return messages.map((m) => {
    const read = ownLanguage(inboundText(m.content), lang);
    return read === "es" ? m : { ...m, content: contentAsSpanish(m.content, read) };
  });
}

/**
 * counts22 (t21b 020): "make it 3" in a Spanish conversation came to No te entendí. A message
 * whose every marker word is of one other language is read through that language's table (the
 * conversation's language, and so the reply's, stays until the customer clearly switches).
 */
function ownLanguage(text: string, lang: Lang): Lang {
  const told = detectLanguage(text);
  const scores = languageScores(text);
  if (told) return told !== lang && LANGS.every((l) => l === told || scores[l] === 0) && !ownWordsOnly(text, told, lang) ? told : lang;
  // "dinheiro" at the payment question of a conversation switched to Spanish (trial 22a 206):
  // a way to pay tells no language (detectLanguage), but its word is still read as what it is in
  // its own language ("dinheiro" → efectivo, "cash" → efectivo). Pix is no way to pay here: it
  // stays as written for the foreign-payment reading.
  const own = LANGS.filter((l) => scores[l] > 0);
  return own.length === 1 && own[0] !== lang && !/\bpix\b/i.test(text) ? own[0] : lang;
}

/**
 * counts26 (t25c 005): "2 do ledesma" in a Portuguese conversation was read as English on its "do" (an
 * English marker), so "do" never became "del" and the count was lost. A message whose every marker word
 * of the other language is also a word the conversation's own reading knows is read in that language.
 */
function ownWordsOnly(text: string, told: Lang, lang: Lang): boolean {
  const own = new Set(READING_TABLES[lang].map(([from]) => from));
  const markers = text.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter((w) => w && languageScores(w)[told] > 0);
  return markers.length > 0 && markers.every((w) => own.has(w));
}
