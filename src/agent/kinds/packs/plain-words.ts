import { fold } from "../../../lib/fold";

// Words customers put around their details that the shared reading takes for details (trial 12a,
// 203 and 205): "dire: calle 7 n 1234" is "dirección" cut short, never a city called Dire; "finally.
// Mike Brown, …" opens with relief, never a name called Finally. They are made plain before the
// details are read; the rest of the message stays as written.

/** "dire:", "mi dire es", "la dir:", "direc": the address label cut short (folded words). */
const SHORT_ADDRESS = /(^|[\s.,;(])(?:(mi|la|tu)\s+)?(?:dire|direc|dir|dirre|domi)(?=\s*[:=-]|\s+(?:es|seria|queda)\b)/giu;
/** A relief or exasperation word opening the message and closed by punctuation ("por fin.", "finally!", "al fin,"). */
const RELIEF_OPENER = /^\s*(?:finally|at last|about time|al fin|aleluya|gracias a dios|menos mal|era hora|ya era hora|por fin)\s*[.,;:!]+\s*/iu;

/**
 * "te dije san martin 1450", "ya te dije, …", "… 1450 te dije" (trial 14a 203): a reproach around a
 * detail with a number (a street, a phone), never part of the address nor a city "Ya Te Dije".
 * Only beside a number of three digits or more: "te dije ana" and "te dije el de 3" are read elsewhere.
 */
const TOLD = String.raw`(?:(?:pero|y|si)\s+)?(?:ya\s+)?te\s+(?:lo\s+)?(?:dije|dij[eé]|puse|escrib[ií]|pas[eé]|mand[eé])(?:\s+que)?`;
const TOLD_OPENER = new RegExp(String.raw`^\s*${TOLD}\s*[.,;:!]*\s+(?=.*\d{3})`, "iu");
const TOLD_CLOSER = new RegExp(String.raw`(?<=\d.*?)[\s.,;:!]+${TOLD}\s*[.,;:!]*\s*$`, "iu");

/**
 * "bueno sigo acá. Marta Gimenez, tel …" (trial 16a 207): staying with the bot after "¿sos un bot?",
 * never a name "Sigo"; ". apurate", ", rápido porfa" after a list of details (trial 16a 204): haste,
 * never part of the city or address. Only beside a number of three digits or more (a list of details).
 */
const STAY_OPENER = /^\s*(?:(?:bueno|dale|ok|okey|listo|si|sí|ah)[\s,.!]+)*(?:sigo|seguimos|sigamos|me quedo)(?:\s+(?:por\s+)?(?:ac[aá]|aqu[ií]|con\s+vos|con\s+el\s+bot))?\s*[.,;:!]+\s*(?=.*\d{3})/iu;
/** details26 (t25a 209): the same staying words sent as a message of their own ("bueno sigo acá."). */
const STAY_ALONE = /^\s*(?:(?:bueno|dale|ok|okey|listo|si|sí|ah)[\s,.!]+)*(?:sigo|seguimos|sigamos|me quedo)(?:\s+(?:por\s+)?(?:ac[aá]|aqu[ií]|con\s+vos|con\s+el\s+bot))?\s*[.,;:!]*\s*$/iu;
const HURRY_CLOSER = /(?<=\d.*?)[\s.,;:!]+(?:(?:dale|porfa|por\s+favor|gracias|ya)[\s,!.]*)*(?:ap[uú]rate|r[aá]pido|que\s+estoy\s+apurad[oa]|estoy\s+apurad[oa]|urgente|ya\s+mismo)(?:[\s,!.]*(?:porfa|por\s+favor|gracias|ya|eh))*\s*[.,;:!]*\s*$/iu;

/**
 * "bueno dale, al final si. el de 3. Ramiro Quiroga 1149998877, …" (t32a 028): a sentence of
 * consent words around a change of mind ("al final", "pensándolo bien") opening a list of details
 * is no detail; read as the list's first words it became a name "Al Final" and pushed the real
 * name into the city. Only a whole sentence closed by a full stop (or "!", ";", ":"), only beside a
 * number of three digits or more, and only with the change-of-mind words in it: a plain "si." before
 * a phone may answer a read-back, so it is left to the reading.
 */
const CONSENT = String.raw`(?:bueno|bue|dale|ok|okey|oka|listo|s[ií]|ah|va|ta|joya|perfecto|genial|entonces)`;
const CHANGE_OF_MIND = String.raw`(?:al\s+final|al\s+fin|finalmente|pens[aá]ndolo\s+bien|despu[eé]s\s+de\s+todo|me\s+decid[ií]|me\s+convenciste)`;
const CONSENT_SENTENCE = new RegExp(String.raw`^\s*(?:${CONSENT}[\s,]+)*${CHANGE_OF_MIND}(?:[\s,]+${CONSENT})*\s*[.!;:]+\s+(?=.*\d{3})`, "iu");
/**
 * "bueno ta. Lucas Ferrari 3517776655 Cordoba capital, …" (t33a 020): a sentence of consent words
 * only, opening a list of details while a detail is asked and nothing is read back, answers
 * nothing: read as the list's first words it became a name "Ta" and pushed the real name into the
 * city. While a value is read back ("¿Tu nombre es Ana?") the same "sí." is its answer, so kept.
 */
const CONSENT_ONLY_SENTENCE = new RegExp(String.raw`^\s*${CONSENT}(?:[\s,]+${CONSENT})*\s*[.!;:]+\s+(?=.*\d{3})`, "iu");

/**
 * The text with short address labels written out, a relief opener and a reproach around a detail dropped.
 * `detailAskedPlainly`: a detail is asked and no value waits for its yes (a lone consent sentence is then no answer).
 */
export function plainWords(text: string, detailAskedPlainly = false): string {
  const opener = RELIEF_OPENER.exec(text);
  // A relief word alone is the whole message (an answer in itself), kept as said.
  const relieved = opener && fold(text.slice(opener[0].length)).trim() ? text.slice(opener[0].length) : text;
  const consentLed = detailAskedPlainly ? relieved.replace(CONSENT_ONLY_SENTENCE, "") : relieved;
  const rest = /\d{3}/.test(relieved) ? consentLed.replace(TOLD_OPENER, "").replace(TOLD_CLOSER, "").replace(STAY_OPENER, "").replace(CONSENT_SENTENCE, "").replace(HURRY_CLOSER, "") : relieved;
  return rest.replace(SHORT_ADDRESS, (_m, lead: string, owner?: string) => `${lead}${owner ? `${owner} ` : ""}dirección`);
}

/**
 * A burst's messages with one that only says the customer stays ("bueno sigo acá.") left out when
 * the others carry details (a number of three digits or more): read as the first word of the list
 * it was taken for a name ("¿Tu nombre es Sigo?") and the real name after it lost (t25a 209). Said
 * alone, it stays: it answers "¿sos un bot?" (escalation).
 */
export function withoutStayAlone(texts: string[]): string[] {
  const kept = texts.filter((s) => !STAY_ALONE.test(s));
  return kept.length && kept.length < texts.length && kept.some((s) => /\d{3}/.test(s)) ? kept : texts;
}
