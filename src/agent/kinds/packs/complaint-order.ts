import type { TurnMessage } from "../../engine";
import { fold } from "../../../lib/fold";
import { isImpatient, isLate, ordersSomething } from "../../stack/cues";

// "HOLA HACE 2 DIAS Q ESCRIBO Y NADIE CONTESTA. quiero comprar dos colchones" (trial 16a 204): a
// complaint about the wait and an order in one message. The wait is apologised for AND the order
// read — never an apology that drops it. The complaint's sentences are set aside; the rest is read.
// "hola quiero 3 colchones pero estoy enojado porque nadie me contesta el telefono" (t31a 029): the
// complaint may follow the order in the same sentence, joined by "pero" / "y": those closing
// clauses are set aside the same way, when what comes before them orders something.

/** A sentence complaining about the wait or the service (folded), beside the shared impatience cues. */
const COMPLAINT = /\b(?:nadie (?:me |nos )?(?:contesta|contestan|responde|responden|atiende|atienden)|(?:segunda|tercera|cuarta|quinta) vez que (?:escribo|pregunto|te escribo|les escribo)|(?:q|que|muy) mal(?:isimo)? servicio|hace \S+ (?:dias|horas|minutos|semanas) (?:que|q) (?:escribo|espero|pregunto|les escribo|te escribo)|(?:estoy|ando|estamos) (?:re |muy |medio |bastante )?(?:enojad[oa]s?|calientes?|podrid[oa]s?|hart[oa]s?|molest[oa]s?|indignad[oa]s?))\b/;

const complains = (sentence: string) => COMPLAINT.test(fold(sentence)) || isImpatient(sentence) || isLate(sentence);

/** The batch with the complaint's sentences set aside, or null when no message opens with one and goes on to more. */
export function orderBesideComplaint(messages: TurnMessage[]): TurnMessage[] | null {
  let found = false;
  const kept = messages.flatMap((m): TurnMessage[] => {
    if (m.content.type !== "text") return [m];
    const sentences = m.content.text.split(/(?<=[.!?¡¿]+)\s+/).map((s) => s.trim()).filter(Boolean);
    const closing = withoutClosingComplaint(sentences);
    if (closing) {
      found = true;
      return [{ ...m, content: { ...m.content, text: closing } }];
    }
    const lead = sentences.findIndex((s) => !complains(s));
    if (lead <= 0) return [m];
    const rest = sentences.slice(lead).join(" ");
    if (!/\p{L}{3,}/u.test(rest)) return [m];
    found = true;
    return [{ ...m, content: { ...m.content, text: rest } }];
  });
  return found ? kept : null;
}

/** Where a sentence's clauses join: a comma, "pero", "y". */
const JOINT = /\s*(?:,\s*)?\b(?:pero|y)\s+|\s*,\s*/i;

/** The message without the complaint clauses that close it, or null when none do or nothing ordered is left before them. */
function withoutClosingComplaint(sentences: string[]): string | null {
  const last = sentences.at(-1);
  if (!last) return null;
  const clauses = last.split(JOINT).filter(Boolean);
  let cut = clauses.length;
  // A hurry ("rapido porfa") closing an order is no complaint: only the wait or the service complained of.
  while (cut > 0 && (COMPLAINT.test(fold(clauses[cut - 1])) || isLate(clauses[cut - 1]))) cut--;
  if (cut === clauses.length || cut === 0) return null;
  const kept = [...sentences.slice(0, -1), clauses.slice(0, cut).join(", ")].join(" ");
  return ordersSomething(kept) && !sentences.slice(0, -1).some(complains) ? kept : null;
}
