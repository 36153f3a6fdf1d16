import type { TurnEngine } from "../engine";
import { whenSaid } from "../understand/info";

// "retiro yo mañana a la mañana", "envío, después de las 18": when the customer picks up or
// wants the order, said with the way of handing it over. Nothing stores a time slot, so it is
// kept as the order's note for the shop (shown in the summary too), never lost.

const NOTE = /(?:Retira|Entrega): [^.]*\.\s*/;

/**
 * With the way of handing over stored from this message: the time said beside it goes into the
 * order's note (replacing an earlier one). Returns the words for the read-back, or null.
 */
export function noteWhenSaid(t: TurnEngine, said: string, fulfilment: "delivery" | "pickup"): string | null {
  const when = whenStated(said);
  const label = fulfilment === "pickup" ? "Retira" : "Entrega";
  // The way changed with no time said: the time said for the other way no longer holds.
  if (!when && !t.session.notes?.includes(`${label}: `)) t.session.notes = t.session.notes?.replace(NOTE, "").trim() || null;
  if (!when) return null;
  t.session.notes = [t.session.notes?.replace(NOTE, "").trim(), `${label}: ${when}.`].filter(Boolean).join(" ").slice(0, 500);
  return when;
}

/**
 * details12: the time in the sentences that state something comes before one in a question ("a q
 * hora cierran hoy? lo paso a buscar a las 7 tipo": "a las 7", never the "hoy" the question asks).
 */
function whenStated(said: string): string | null {
  const sentences = said.split(/(?<=[?!\n])|(?<=\.)(?=\s)/);
  for (const s of sentences) {
    if (s.includes("?") || s.includes("¿")) continue;
    const when = whenSaid(s);
    if (when) return when;
  }
  return whenSaid(said);
}
