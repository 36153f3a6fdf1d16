import type { Understanding } from "../../understand/types";

// A yes and a question in one message at the summary ("si. cuando me llega?", "dale, y cuanto
// tarda?", "ok. how long?", "sim. quando chega?"): the shared reading drops the yes once it sees
// a question, or files "how long" as a product asked for. Both are kept here: the yes confirms
// and the question is answered, neither is lost. "si, pero …" is hesitation, not a yes.

/** The yes opening the message (folded words), and what follows it. */
const LEADING_YES = /^(?:(?:si|sim|yes|yeah|ok|okay|oka|dale|listo|claro|de una|perfecto|confirmo|confirmado|confirmamos|bueno|va|joya|genial|buenisimo)\s+)+(?:(?:y|e|and)\s+)?(.+)$/;
const HESITATES = /\b(?:pero|but|mas|no|nao|not|antes|primero|espera|esperame)\b/;

/** Asking when it arrives, in the three languages the shop reads (folded). */
const ASKS_ARRIVAL = /\b(?:cuando (?:me |nos )?(?:llega|llegaria|viene|lo traen|lo mandan)|en cuanto (?:tiempo )?(?:llega|lo tengo|esta)|cuanto (?:tarda|tardan|demora|demoran)|cuantos dias|how long|when (?:will|does|do) (?:it|they) (?:arrive|come|get here)|when (?:will )?i get|quando (?:chega|vai chegar|recebo)|quanto tempo|quantos dias|demora quanto)\b/;

/**
 * At the summary: a message opening with a yes and going on with a question about the delivery
 * time (or the shop's hours or address) counts as the yes, with the question kept. Returns
 * whether the message was read so.
 */
export function readYesWithQuestion(u: Understanding): boolean {
  if (u.yesNo === "no" || u.cancelOrder) return false;
  const rest = LEADING_YES.exec(u.normalized.trim())?.[1];
  if (!rest || HESITATES.test(rest)) return false;
  const arrival = ASKS_ARRIVAL.test(rest);
  const questions = u.questions.filter((q) => !(arrival && q.kind === "product" && q.ask === "browse"));
  if (arrival && !questions.some((q) => q.kind === "delivery")) questions.push({ kind: "delivery", aspect: "time" });
  // Only questions that change nothing in the order (a payment or product asked may).
  if (!questions.length || questions.some((q) => q.kind !== "delivery" && q.kind !== "hours" && q.kind !== "address")) return false;
  u.questions = questions;
  if (arrival && !u.infoTopics.includes("delivery")) u.infoTopics.push("delivery");
  u.yesNo = "yes";
  return true;
}
