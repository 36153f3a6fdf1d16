import type { TurnEngine } from "../../engine";
import { fieldWord, langOf, word } from "../../language";
import { declinesDetails } from "../../subflows/refusals";
import type { Understanding } from "../../understand/types";
import { missingFields } from "./steps";

// t32a 025: "no quiero dar mas datos, para que quieren todo eso?" while the details are asked. Read
// as a question nothing answers it got "No tengo ese dato acá para confirmártelo", the refusal
// lost. A refusal of the details, or asking what they are for, is answered with why they are needed
// and the offer of a person (the shared details step's words), then the detail asked again.

/** "¿para qué quieren todo eso?", "para que necesitan mis datos", "¿para qué mi teléfono?" (folded). */
const WHY_DETAILS = /\bpara (?:que|q) (?:(?:me )?(?:lo |los |la |las )?(?:quieren|queres|necesitan|necesitas|piden|pedis|precisan|precisas|usan|usas) )?(?:todo eso|eso|tantos datos|todos (?:esos|mis|los) datos|mis datos|los datos|esos datos|mi (?:telefono|numero|cel|celular|direccion|nombre|dni))\b/;

/** Why the detail asked is needed, when the message refuses the details or asks what they are for. */
export function declinedDetailsAnswer(t: TurnEngine, u: Understanding): string | null {
  // angry36 (t35a 065): "para que quieren todo eso?" before the details are asked (the promos offered)
  // got "No tengo ese dato": what the details are for, said before they are asked.
  if (t.state !== "collecting_data" && t.state !== "compra_confirmada" && missingFields(t).length && WHY_DETAILS.test(u.normalized)) return word(langOf(t.session), "detailsWhy");
  if (t.state !== "collecting_data" || !missingFields(t).length) return null;
  if (!declinesDetails(u.normalized) && !WHY_DETAILS.test(u.normalized)) return null;
  const field = (t.session.expecting && missingFields(t).includes(t.session.expecting) ? t.session.expecting : missingFields(t)[0]);
  const lang = langOf(t.session);
  return word(lang, "detailsDeclined", { field: fieldWord(lang, field) });
}
