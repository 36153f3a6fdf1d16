import { fold } from "../../../lib/fold";
import { analyze } from "../../understand/normalize";
import { detectYesNo } from "../../understand/yesno";

// A yes at the summary with a question after it ("si. me pasás el alias para transferir?", "Sí,
// confirmo. ¿A qué hora puedo pasar mañana?"): the order is confirmed and the question answered
// (round 10 asked the summary again, then read "si ya te dije q si" as a complaint). A yes that
// waits for the answer ("sí, pero ¿cuánto sale el envío?") is not this: the summary stays asked.

/** A yes that waits for an answer first ("sí, pero…", "si, antes decime…", "yes, but…"). */
const HESITANT_YES = /\b(?:pero|antes|pera|espera|but|wait|before)\b/;

/**
 * The message's first sentence is a plain yes and a question follows it, without hesitating; or
 * (mood29, t28b 007: "el total esta bien? confirmo") a question ends before a last plain yes:
 * the customer asked and confirmed in one breath, so it is answered and placed, never asked again.
 */
export function yesBeforeQuestion(said: string): boolean {
  const parts = said.split(/[.,;!?¿¡\n]+/).map((s) => s.trim()).filter(Boolean);
  if (parts.length < 2 || HESITANT_YES.test(fold(said).toLowerCase())) return false;
  if (detectYesNo(analyze(parts[0])) === "yes") return true;
  const last = parts[parts.length - 1];
  return /\?[^?]*$/.test(said.slice(0, said.lastIndexOf(last))) && detectYesNo(analyze(last)) === "yes";
}

/** Words that name the address itself ("la dirección", "the address", "o endereço", "el domicilio"). */
const ADDRESS_WORD = /\b(?:direccion|domicilio|address|endereco)\b/;

/**
 * A pickup order's summary answered with a remark about the address and a yes after it ("la
 * dirección es otra no importa, si dale", trial 18a 108): nothing is sent to an address, so the
 * remark changes nothing and the yes confirms. Only the last clause being a plain yes counts, and
 * never on a delivery order, where "la dirección es otra" is a correction to ask about.
 */
export function yesAfterPickupAddressRemark(said: string, pickup: boolean): boolean {
  if (!pickup) return false;
  const clauses = said.split(/[.,;!?¿¡\n]+/).map((s) => s.trim()).filter(Boolean);
  const last = clauses.pop();
  const folded = fold(said).toLowerCase();
  return !!last && clauses.length > 0 && detectYesNo(analyze(last)) === "yes" && ADDRESS_WORD.test(folded) && !HESITANT_YES.test(folded);
}
