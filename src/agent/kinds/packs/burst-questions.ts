import { fold } from "../../../lib/fold";
import { understand } from "../../understand";
import { labelledCity } from "../../understand/city";
import type { Understanding } from "../../understand/types";

// A burst of details with a question among them ("3415667788" / "soy de rosario" / "calle san
// juan 1450 entre moreno y balcarce" / "pero cuanto sale??"): the shared reading takes a message
// with a question as a question and leaves its unlabelled details unread. Here the question
// parts are set aside, the details read on their own, and the question's topics added back, so
// the details are kept and the question is answered in the same reply.

type ReadOptions = Parameters<typeof understand>[1];

/** "pero cuánto sale", "y cuánto tarda", "but how much": a question joined on after a detail. */
const JOINED_QUESTION = /(?:\s+(?:pero|y|and|but|e)|,)\s+(?=¿?(?:cu[aá]nt[oa]s?|cu[aá]ndo|c[oó]mo|d[oó]nde|qu[eé]|aceptan|hacen|tienen|puedo|se puede|hay|how|when|can|do you)\b)/i;

/**
 * A message's clauses: split after a sentence's end and before a question joined on; never at
 * any comma ("soy de Quilmes, llegan hasta acá?" keeps its place with its question).
 */
function clauses(text: string): string[] {
  return text.split(/(?<=[?!.;])\s+/).flatMap((c) => c.split(JOINED_QUESTION)).map((c) => c.trim()).filter(Boolean);
}

/** A delivery question closing a list, with no detail of its own: "llegan hasta aca?", "hacen envios ahi?". */
const DELIVERY_ASKED = /^(?:y\s+)?(?:me\s+|nos\s+)?(?:llegan|llegas|envian|envias|mandan|entregan|reparten|hacen envios?)\b\D*$/;

/** Where a delivery question starts after a place said without a comma ("vivo en quilmes llegan hasta aca?"). */
const ASKED_AFTER_PLACE = /(?<=\b(?:vivo|estoy|soy|somos|vivimos)\s+(?:en|de)\s+[^\d,?]+?)\s+(?=(?:y\s+)?(?:me\s+|nos\s+)?(?:llegan|llegas|envian|envían|envias|envías|mandan|entregan|reparten|hacen\s+env[ií]os?)\b[^\d,]*\?)/iu;

/**
 * "Marcos Silva, 1166778899, vivo en Quilmes, llegan hasta aca?" (trial 22a 209): a list of details
 * with a phone, closed by a delivery question, is read as the list (every detail kept) and as the
 * whole message's question (its place answered: "Sí, llegamos a Quilmes"), so the question is
 * read before the delivery place is looked for (`closing`).
 */
function listThenDelivery(text: string): { details: string[]; questions: string[]; closing: boolean } | null {
  const list = withoutDeliveryQuestion(text);
  if (!list || !list.some((p) => /\d{6,}/.test(p.replace(/[\s-]/g, "")))) return null;
  return { details: [list.join(", ")], questions: [text], closing: true };
}

/** A message's comma parts without the delivery question that follows a detail in it; null when it has none. */
function withoutDeliveryQuestion(text: string): string[] | null {
  // A detail may follow the question after its "?" ("…, llegan hasta aca? calle 7 n 1234", trial 23a 202): its own part.
  // details26 (t25a 202): "vivo en quilmes llegan hasta aca?" with no comma: the question is its own part too.
  const parts = text.split(",").flatMap((p) => p.split(/(?<=\?)\s+/)).flatMap((p) => p.split(ASKED_AFTER_PLACE)).map((p) => p.trim()).filter(Boolean);
  const asked = parts.findIndex((p, k) => k > 0 && /\?/.test(p) && DELIVERY_ASKED.test(fold(p).replace(/[¿?!.]+/g, " ").trim()));
  const last = fold(parts.at(-1) ?? "").replace(/[¿?!.]+/g, " ").trim();
  const at = asked >= 0 ? asked : DELIVERY_ASKED.test(last) ? parts.length - 1 : -1;
  return at < 1 ? null : parts.filter((_, k) => k !== at);
}

/** The burst's parts that are questions, and the rest; null when the burst is not both. */
export function questionParts(said: string[], options: ReadOptions): { details: string[]; questions: string[]; closing?: boolean } | null {
  if (said.length === 1) {
    const listed = listThenDelivery(said[0]);
    if (listed) return listed;
  }
  // One message is its clauses: "san martin 1450 pero cuanto sale??" (trial 14a 203) is a detail and a question.
  const parts = said.length === 1 ? clauses(said[0]) : said;
  if (parts.length < 2) return null;
  // A question that names a place or a number ("vivo en Quilmes, llegan hasta aca?") stays with the reading that uses it.
  const asks = parts.map((p) => !/\d/.test(p) && !labelledCity(p) && understand(p, options).isQuestion);
  const questions = parts.filter((_, k) => asks[k]);
  const details = parts.filter((_, k) => !asks[k]);
  // Only a burst that gives details (a phone, a street number): "buenas" / "cuanto salen?" is a question as it is.
  if (questions.length && details.some((p) => /\d{3}/.test(p))) return { details, questions };
  return said.length > 1 ? burstThenDelivery(said) : null;
}

/**
 * details25 (t24a 204): "soy luis sanchez" / "1155667788" / "vivo en quilmes, llegan hasta aca?" /
 * "calle mitre 456": a burst of details with a phone of its own, one of them closed by a delivery
 * question, is read as that list (the bare phone kept; read whole, the question left it unread)
 * and as that message's question (its place answered), like one message of the same list.
 */
function burstThenDelivery(said: string[]): { details: string[]; questions: string[]; closing: boolean } | null {
  const at = said.findIndex((m) => !/\d/.test(m) && withoutDeliveryQuestion(m) !== null);
  if (at < 0 || !said.some((m, k) => k !== at && /^\+?[\d\s-]{6,}$/.test(m.trim()) && /\d{6,}/.test(m.replace(/[\s-]/g, "")))) return null;
  return { details: said.map((m, k) => (k === at ? withoutDeliveryQuestion(m)!.join(", ") : m)), questions: [said[at]], closing: true };
}

/** The details' reading with the question parts' questions and topics added (the words too, for the packs' cues). */
export function withQuestionsOf(u: Understanding, questions: string[], options: ReadOptions): Understanding {
  const q = understand(questions.join(". "), options);
  return {
    ...u,
    text: `${u.text}. ${q.text}`,
    normalized: `${u.normalized} ${q.normalized}`,
    isQuestion: true,
    questions: [...u.questions, ...q.questions],
    infoTopics: [...new Set([...u.infoTopics, ...q.infoTopics])],
  };
}
