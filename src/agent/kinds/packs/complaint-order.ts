import type { TurnMessage } from "../../engine";
import { fold } from "../../../lib/fold";
import { isImpatient, isLate } from "../../stack/cues";

// "HOLA HACE 2 DIAS Q ESCRIBO Y NADIE CONTESTA. quiero comprar dos colchones" (trial 16a 204): a
// complaint about the wait and an order in one message. The wait is apologised for AND the order
// read — never an apology that drops it. The complaint's sentences are set aside; the rest is read.

/** A sentence complaining about the wait or the service (folded), beside the shared impatience cues. */
const COMPLAINT = /\b(?:nadie (?:me |nos )?(?:contesta|contestan|responde|responden|atiende|atienden)|(?:segunda|tercera|cuarta|quinta) vez que (?:escribo|pregunto|te escribo|les escribo)|(?:q|que|muy) mal(?:isimo)? servicio|hace \S+ (?:dias|horas|minutos|semanas) (?:que|q) (?:escribo|espero|pregunto|les escribo|te escribo))\b/;

const complains = (sentence: string) => COMPLAINT.test(fold(sentence)) || isImpatient(sentence) || isLate(sentence);

/** The batch with the complaint's sentences set aside, or null when no message opens with one and goes on to more. */
export function orderBesideComplaint(messages: TurnMessage[]): TurnMessage[] | null {
  let found = false;
  const kept = messages.flatMap((m): TurnMessage[] => {
    if (m.content.type !== "text") return [m];
    const sentences = m.content.text.split(/(?<=[.!?¡¿]+)\s+/).map((s) => s.trim()).filter(Boolean);
    const lead = sentences.findIndex((s) => !complains(s));
    if (lead <= 0) return [m];
    const rest = sentences.slice(lead).join(" ");
    if (!/\p{L}{3,}/u.test(rest)) return [m];
    found = true;
    return [{ ...m, content: { ...m.content, text: rest } }];
  });
  return found ? kept : null;
}
