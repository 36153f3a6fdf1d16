import type { FieldName, Understanding } from "../../understand/types";
import { fold } from "../../../lib/fold";
import { isGivenName } from "../../understand/given-names";
import { isKnownCity } from "./known-places";
import { onlyComplaint } from "./complaint-words";

// Words that answer another detail than the one asked (t31a 029/056): "Lanus" at "¿Cómo es tu
// nombre?" is a place, not surely a name, so it is read back before it is stored; "mercado pago"
// at "¿En qué ciudad estás?" is how the customer pays, never the city it was stored as.

/** Words that only name a way to pay ("mercado pago", "efectivo", "con transferencia"). */
const PAYMENT_ONLY = /^(?:(?:con|en|por|de|pago|pagar|pagaria)\s+)*(?:efectivo|cash|transferencia|transfe|transferencia bancaria|mercado ?pago|mp|tarjeta(?: de (?:debito|credito))?|debito|credito)$/;

/** A city read that is only a payment method is dropped; the payment itself is read apart. */
export function withPaymentNotCity(u: Understanding): Understanding {
  const city = u.fields.city;
  if (!city || !PAYMENT_ONLY.test(fold(city).trim())) return u;
  const { city: _city, ...fields } = u.fields;
  return { ...u, fields: fields as Record<FieldName, string>, doubtful: u.doubtful.filter((f) => f !== "city") };
}

/**
 * A message that is only a known city, said at the name question and read as a first name with
 * no surname, is read back ("¿Tu nombre es Lanus?"), never stored unasked. A given name that is
 * also a place ("Pilar") stays the name.
 */
export function withPlaceReadBack(u: Understanding, parts: string[], expecting: FieldName | null): Understanding {
  const first = u.fields.firstName;
  if (expecting !== "firstName" || !first || u.fields.lastName || parts.length !== 1) return u;
  const said = parts[0].trim().replace(/[.!,]+$/, "");
  if (!isKnownCity(said) || isGivenName(said) || fold(said) !== fold(first)) return u;
  return { ...u, doubtful: [...u.doubtful.filter((f) => f !== "firstName"), "firstName"] };
}

/** Details a message may carry as free text: none is read from a sigh or a complaint. */
const TEXT_FIELDS: FieldName[] = ["firstName", "lastName", "city", "address", "neighborhood"];

/** A message that is only a sigh or a complaint ("uf cuantas preguntas") stores no detail (t34a 061). */
export function withNoDetailFromComplaint(u: Understanding, parts: string[]): Understanding {
  if (!onlyComplaint(parts.join(". ")) || !TEXT_FIELDS.some((f) => u.fields[f])) return u;
  const fields = Object.fromEntries(Object.entries(u.fields).filter(([f]) => !TEXT_FIELDS.includes(f as FieldName))) as Record<FieldName, string>;
  return { ...u, fields, doubtful: u.doubtful.filter((f) => !TEXT_FIELDS.includes(f)) };
}

/**
 * A known city sent as a message of its own in a burst of details ("Lucas" / "3415009988" /
 * "rosario" / "entre rios 900", t34a 076) is the city, as it is said beside a street in one message
 * ("moron, calle belgrano 230"): it was read back after every answer. One glued to a street
 * ("la plata diagonal 74") is still read back.
 */
export function withKnownCityPartSure(u: Understanding, parts: string[]): Understanding {
  const city = u.fields.city;
  if (!city || !u.doubtful.includes("city") || parts.length < 2) return u;
  const bare = (p: string) => p.trim().replace(/[.!,]+$/, "");
  const alone = parts.some((p) => fold(bare(p)) === fold(city).trim() && isKnownCity(bare(p)));
  return alone ? { ...u, doubtful: u.doubtful.filter((f) => f !== "city") } : u;
}
