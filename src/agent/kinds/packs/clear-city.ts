import { fold } from "../../../lib/fold";
import { cityAmongParts } from "../../understand/city";
import type { FieldName, Understanding } from "../../understand/types";

// A city said plainly among the details is not read back: "ana paez, 1144556677, lanus, calle
// mitre 450" names Lanús as one part of its own in a list of details, so "¿Tu ciudad es Lanus?"
// only makes the customer say it twice. And the name said again at the start of the details
// ("si. ana paez. 11 4455 6677. moron, calle belgrano 230", Ana known) is the name, never the city:
// the place part of the list is.

type Customer = Partial<Record<FieldName, string>>;

const others = (u: Understanding): string[] => Object.entries(u.fields).filter(([field, value]) => field !== "city" && !!value).map(([, value]) => value as string);

/** "Ana Paez" read as the city while Ana is the known name: the surname, and the place part is the city. */
export function withNameNotCity(u: Understanding, said: string, customer: Customer): Understanding {
  const city = u.fields.city;
  const first = customer.firstName ?? u.fields.firstName;
  if (!city || !first || !fold(city).startsWith(`${fold(first)} `)) return u;
  const fields: Partial<Record<FieldName, string>> = { ...u.fields };
  delete fields.city;
  const rest = city.slice(first.length).trim();
  if (!customer.lastName && !fields.lastName && /^\p{L}{2,}$/u.test(rest)) fields.lastName = rest;
  const part = cityAmongParts(said, [...others({ ...u, fields }), city]);
  if (part) fields.city = part;
  return { ...u, fields: fields as Record<FieldName, string>, doubtful: u.doubtful.filter((f) => f !== "city") };
}

/**
 * A doubtful city that is one whole part of a list of details written in one message (with two
 * other details read): clear. A bare place sent as a message of its own in a burst is still read back.
 */
export function withClearCity(u: Understanding, said: string, oneMessage: boolean): Understanding {
  const city = u.fields.city;
  if (!oneMessage || !city || !u.doubtful.includes("city") || others(u).length < 2) return u;
  const part = cityAmongParts(said, others(u));
  return part && fold(part) === fold(city) ? { ...u, doubtful: u.doubtful.filter((f) => f !== "city") } : u;
}
