import type { TurnEngine } from "../engine";
import { joinList, langOf, paymentWord, sentence, type MessageKey } from "../language";
import { CUSTOMER_REASONS } from "../tools/customer";
import { REASONS } from "../understand/personal-read";

// Why a value was refused, said in the customer's language. The understanding and the customer
// tool name their reasons in Spanish (the model reads the tool's); each known reason has its
// catalog line, and one the table does not know is quoted in Spanish only to a Spanish speaker.

const LINES: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [REASONS.dniLength, "refusedDniLength"],
  [REASONS.dniLetters, "refusedDniLetters"],
  [REASONS.phoneLength, "refusedPhoneLength"],
  [REASONS.phoneLetters, "refusedPhoneLetters"],
  [REASONS.email, "refusedEmail"],
  [REASONS.addressNumber, "refusedAddressNumber"],
  [REASONS.addressStreet, "refusedAddressStreet"],
  [REASONS.addressLength, "refusedAddressLength"],
  [REASONS.name, "refusedName"],
  [CUSTOMER_REASONS.dni, "refusedDniLength"],
  [CUSTOMER_REASONS.phone, "refusedPhoneLength"],
  [CUSTOMER_REASONS.email, "refusedEmail"],
  [CUSTOMER_REASONS.addressShort, "refusedAddressShort"],
]);

/** A refused payment method or delivery: what `collectDetails` records instead of a reason text. */
export const REFUSED_PAYMENT = "\u0000payment";
export const REFUSED_DELIVERY = "\u0000delivery";
/** "a la dirección de siempre" with no address kept nor said before (t21b 017): said, and the address asked. */
export const USUAL_ADDRESS_UNKNOWN = "\u0000usualAddress";

/** The line that says why `reason` was refused ("Mmm, falta la altura…" / "Hmm, the street number is missing."). */
export function refusalLine(t: Pick<TurnEngine, "session" | "ports">, reason: string, method?: string | null): string {
  const lang = langOf(t.session);
  if (reason === REFUSED_PAYMENT) {
    const methods = joinList(lang, t.ports.profile.paymentMethods.map((m) => paymentWord(lang, m)));
    return sentence(t.session, "refusedPayment", { method: paymentWord(lang, method ?? null), methods });
  }
  if (reason === REFUSED_DELIVERY) return sentence(t.session, "refusedDelivery");
  if (reason === USUAL_ADDRESS_UNKNOWN) return sentence(t.session, "usualAddressUnknown");
  const key = LINES.get(reason);
  if (key) return sentence(t.session, key);
  // A reason of its own (Spanish, from the code) is worth quoting to a Spanish speaker only.
  return lang === "es" ? `Mmm, ${reason}.` : sentence(t.session, "refusedOther");
}

/**
 * The refusals worth saying, without an address refused on a pickup order ("la dirección es otra
 * no importa, si dale", trial 18a 108): nothing is sent to it, so a remark about an address never
 * turns pickup into delivery nor asks for a street number. Said with delivery, it is still refused.
 */
export function withoutMootAddress(t: Pick<TurnEngine, "session">, facts: { address?: string; fulfilment?: string }, invalid: Record<string, string>): Record<string, string> {
  if (!invalid.address || facts.address || t.session.fulfilment !== "pickup" || facts.fulfilment === "delivery") return invalid;
  const { address: _moot, ...rest } = invalid;
  return rest;
}

/**
 * "no quiero dar más datos", "prefiero no pasarte mi teléfono" (t31a 038): the customer declines
 * to give details, which is no answer that was misread: why the detail is needed is said and a
 * person offered, never "no llegué a entender tu teléfono".
 */
const DECLINES = /\b(?:no (?:te )?(?:quiero|voy a|puedo) (?:dar|pasar|dejar)(?:te)?|prefiero no (?:dar|pasar|dejar)(?:te)?|no (?:te )?(?:doy|paso) (?:mis|mi|mas|los)) (?:mas |mis |mi |los |ningun |ese |esos )*(?:datos?|telefono|numero|cel|celular|direccion|dire|nombre|apellido|dni)\b/;
export const declinesDetails = (folded: string): boolean => DECLINES.test(folded);
