import type { Understanding } from "../../understand/types";
import { fold } from "../../../lib/fold";
import { analyze } from "../../understand/normalize";
import { yesInHurry } from "../../understand/yesno";
import { HURRY_WORDS } from "../../understand/cues";

// A yes and a question in one message at the summary ("si. cuando me llega?", "dale, y cuanto
// tarda?", "ok. how long?", "sim. quando chega?"): the shared reading drops the yes once it sees
// a question, or files "how long" as a product asked for. Both are kept here: the yes confirms
// and the question is answered, neither is lost. "si, pero …" is hesitation, not a yes; "si pero
// rapido q no tengo todo el dia. cuanto sale el de 3?" is a yes in a hurry (trial 11a 206), at the
// summary and at the offer of the promos alike.

/**
 * The yes opening the message (folded words), and what follows it. Not the shared detectYesNo
 * (understand/yesno.ts): that one needs a break after a weak "si" (it is also "if") and reads
 * "si cuando me llega" as no yes; here the sale waits for a yes, so the words run on. A yes
 * clause with punctuation after it is read by the shared yesInHurry (afterYesClause).
 */
const LEADING_YES = /^(?:(?:si|sim|yes|yeah|ok|okay|oka|dale|listo|claro|de una|perfecto|confirmo|confirmado|confirmamos|bueno|va|joya|genial|buenisimo)\s+)+(?:(?:y|e|and)\s+)?(.+)$/;
const HESITATES = /\b(?:pero|but|mas|no|nao|not|antes|primero|espera|esperame)\b/;

/** Asking when it arrives, in the three languages the shop reads (folded). */
export const ASKS_ARRIVAL = /\b(?:cuando (?:me |nos )?(?:llega|llegaria|viene|lo traen|lo mandan)|en cuanto (?:tiempo )?(?:llega|lo tengo|esta)|cuanto (?:tarda|tardan|demora|demoran)|cuantos dias|how long|when (?:will|does|do) (?:it|they) (?:arrive|come|get here)|when (?:will )?i get|quando (?:chega|vai chegar|recebo)|quanto tempo|cuanto tempo|quantos dias|demora quanto)\b/;

/** "pero" before a hurry word only ("si pero rapido"), and "q no tengo todo el dia": hurry, never hesitation. */
const BUT_HURRY = new RegExp(`\\bpero (?=(?:${HURRY_WORDS.join("|")})\\b)`, "g");
const NO_TIME = /\b(?:q|que|porque|xq|pq|ya)?\s*no tengo (?:todo el dia|tiempo|mucho tiempo|toda la tarde)\b/g;

/** What follows the message's first clause when that clause is a yes, said plainly or in a hurry; null otherwise. */
function afterYesClause(text: string): string | null {
  const [first, ...rest] = fold(text).split(/[.,;!?¿¡\n]+/).map((c) => c.trim()).filter(Boolean);
  const plain = first?.replace(NO_TIME, " ").replace(BUT_HURRY, "").trim();
  return plain && rest.length && yesInHurry(analyze(plain)) ? rest.join(". ") : null;
}

/**
 * At the offer of the promos ("¿Querés que te pase las promos?"): a yes with a question after it
 * is the yes (the data is asked next) and the question is answered in the same reply.
 */
function readYesAtOffer(u: Understanding): boolean {
  if (u.yesNo || u.cancelOrder || (!u.questions.length && !u.infoTopics.length)) return false;
  const rest = afterYesClause(u.text);
  if (rest === null || HESITATES.test(rest)) return false;
  u.yesNo = "yes";
  return true;
}

/** "pasalas ya", "mandámelas", "quiero verlas", "send them", "manda": the promos asked for (folded). */
const SEND_THEM = /\b(?:(?:pas|mand|envi|mostr)a(?:me|mela|melas|melos|las|los|rlas|rmelas|r)?|quiero (?:verlas|ver(?:las)?)|send (?:them|me)|show me|manda(?:r)?)\b/;

/**
 * At the offer of the promos, a yes running on into asking for them ("si pasalas ya", "si
 * mandalas", "yes send them"; trial 14a 205): the weak "si" without a break is no yes to the
 * shared reading, yet the customer said it twice here.
 */
function readYesSendThem(u: Understanding): boolean {
  if (u.yesNo || u.cancelOrder) return false;
  const rest = LEADING_YES.exec(u.normalized.trim())?.[1];
  if (!rest || HESITATES.test(rest) || !SEND_THEM.test(rest)) return false;
  u.yesNo = "yes";
  return true;
}

/**
 * "wait, is it 140x190? ok yes confirm", "es de 140x190? si confirmo" (trial 16a 202): a question
 * and then the yes, closing the message (folded). The question is still answered.
 */
const CLOSING_YES = /\?\s*(?:(?:ok|okay|oka|bueno|listo|perfecto|entonces|then)[\s,!.]+)*(?:(?:si|yes|yeah|sim|dale)[\s,!.]+)*(?:confirmo|confirm|confirmar|confirmamos|confirmado|confirma|confirmed|si|yes|sim|dale)\s*[.!]*$/;

function readClosingYes(u: Understanding): boolean {
  if (u.yesNo || u.cancelOrder || !CLOSING_YES.test(fold(u.text).trim())) return false;
  u.yesNo = "yes";
  return true;
}

/** A yes beside a question where the sale waits for a yes: the summary and the offer of the promos. */
export function readYesBesideQuestion(u: Understanding, state: string): boolean {
  return state === "resumen" ? readYesWithQuestion(u) || readClosingYes(u) : state === "conversacion" ? readYesAtOffer(u) || readYesSendThem(u) : false;
}

/**
 * At the summary: a message opening with a yes and going on with a question about the delivery
 * time (or the shop's hours or address) counts as the yes, with the question kept. Returns
 * whether the message was read so.
 */
function readYesWithQuestion(u: Understanding): boolean {
  if (u.yesNo === "no" || u.cancelOrder) return false;
  const rest = (LEADING_YES.exec(u.normalized.trim())?.[1] ?? afterYesClause(u.text))?.replace(BUT_HURRY, "");
  if (!rest || HESITATES.test(rest)) return false;
  const arrival = ASKS_ARRIVAL.test(rest);
  const questions = u.questions.filter((q) => !(arrival && q.kind === "product" && q.ask === "browse"));
  if (arrival && !questions.some((q) => q.kind === "delivery")) questions.push({ kind: "delivery", aspect: "time" });
  // Only questions that change nothing in the order (a payment or product asked may; a price asked does not).
  const asksPrice = (q: Understanding["questions"][number]) => (q.kind === "product" && q.ask === "price") || q.kind === "catalog";
  if (!questions.length || questions.some((q) => q.kind !== "delivery" && q.kind !== "hours" && q.kind !== "address" && !asksPrice(q))) return false;
  u.questions = questions;
  if (arrival && !u.infoTopics.includes("delivery")) u.infoTopics.push("delivery");
  u.yesNo = "yes";
  return true;
}

/**
 * "siii te dije q si", "que si!!", "ya te dije que sí", "I said yes", "já disse que sim": a yes
 * said again with impatience (trial 12a 205), which the shared reading takes for no answer.
 */
const INSISTED_YES = /^(?:(?:s+i+|si+p|dale|yes|sim)[\s.,!]*)*(?:(?:(?:ya|yo|i|eu|ja)\s+)?(?:te\s+)?(?:dije|estoy diciendo|puse|escribi|said|told you|disse|falei)\s+)?(?:(?:q|que|k|that|)\s*)(?:s+i+|yes|sim)(?:[\s.,!]+(?:ya te dije|te dije|dale|pesad[oa]|pasalas|pasamelas))*[\s.,!]*$/;

/** A yes said again ("te dije que si"): read as the yes. Returns whether it was. */
export function readInsistedYes(u: Understanding): boolean {
  if (u.yesNo || u.cancelOrder) return false;
  const words = fold(u.text).replace(/[^\p{L}\p{N}\s.,!]+/gu, " ").replace(/\s+/g, " ").trim();
  if (!/\b(?:dije|diciendo|puse|escribi|said|told|disse|falei|q|que|k)\b/.test(words) || !INSISTED_YES.test(words)) return false;
  u.yesNo = "yes";
  return true;
}

/**
 * "o de 3. quanto tempo demora pra chegar?", "el de 2, y cuánto tarda?": the delivery time asked
 * beside a pack, which the shared reading takes for the pack alone. Filed as a delivery question
 * so it is answered with the pack's next step.
 */
export function withArrivalAsked(u: Understanding): void {
  if (!ASKS_ARRIVAL.test(u.normalized) || u.infoTopics.includes("delivery")) return;
  u.infoTopics.push("delivery");
  if (!u.questions.some((q) => q.kind === "delivery")) u.questions.push({ kind: "delivery", aspect: "time" });
}
