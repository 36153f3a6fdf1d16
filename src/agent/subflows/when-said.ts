import { fold } from "../../lib/fold";
import type { TurnEngine } from "../engine";

// "retiro yo mañana a la mañana", "envío, después de las 18": when the customer picks up or
// wants the order, said with the way of handing it over. Nothing stores a time slot, so it is
// kept as the order's note for the shop (shown in the summary too), never lost.

const DAY = "(?:pasado manana|hoy|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(?:el )?finde)";
const HOUR = "(?:\\d{1,2}(?:[:.]\\d{2})?(?: ?(?:hs|h|horas|am|pm)\\b)?)";
const PART = `(?:a la manana|a la tarde|a la noche|al mediodia|temprano|(?:despues|antes) del mediodia|entre las ${HOUR} y las ${HOUR}|(?:a|despues de|antes de|a partir de|desde|tipo|a eso de|para) las ${HOUR}|tipo ${HOUR})`;
const WHEN = new RegExp(`\\b(?:${DAY}(?:,? ${PART})*|${PART}(?:,? (?:de )?${DAY})?)(?![\\p{L}\\d])`, "u");

/** Words written without their accent, as the note should show them. */
const ACCENTS: Record<string, string> = { manana: "mañana", despues: "después", mediodia: "mediodía", miercoles: "miércoles", sabado: "sábado" };

/** When the message says the order is wanted ("mañana a la mañana"), or null. */
export function whenSaid(text: string): string | null {
  // fold() keeps the length (accents dropped one for one), so the match's place holds in the text.
  const m = WHEN.exec(fold(text));
  if (!m) return null;
  return text
    .slice(m.index, m.index + m[0].length)
    .toLowerCase()
    .replace(/\p{L}+/gu, (w) => ACCENTS[fold(w)] ?? w);
}

const NOTE = /(?:Retira|Entrega): [^.]*\.\s*/;

/**
 * With the way of handing over stored from this message: the time said beside it goes into the
 * order's note (replacing an earlier one). Returns the words for the read-back, or null.
 */
export function noteWhenSaid(t: TurnEngine, said: string, fulfilment: "delivery" | "pickup"): string | null {
  const when = whenSaid(said);
  if (!when) return null;
  const note = `${fulfilment === "pickup" ? "Retira" : "Entrega"}: ${when}.`;
  t.session.notes = [t.session.notes?.replace(NOTE, "").trim(), note].filter(Boolean).join(" ").slice(0, 500);
  return when;
}
