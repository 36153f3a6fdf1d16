import { fold } from "../../../lib/fold";
import type { FieldName, Understanding } from "../../understand/types";

// The city as the shop writes it on a label. The city of Buenos Aires has many names ("capital",
// "caba", "Capital Federal", "Buenos Aires city", "Ciudad de Buenos Aires"); the shop writes it
// "CABA" every time, so one customer's "capital" and another's "Buenos Aires city" go to the same
// place. "Buenos Aires" alone may be the province and is kept as said.

export const BUENOS_AIRES_CITY = "CABA";

/** The folded names that are the city of Buenos Aires whole. */
const CITY_NAMES = /^(?:caba|c\.?a\.?b\.?a\.?|capital|capital federal|la capital|ciudad autonoma(?: de (?:buenos aires|bs\.? ?as\.?))?|(?:la )?ciudad de (?:buenos aires|bs\.? ?as\.?)|(?:de )?buenos aires (?:city|ciudad|capital)|bs\.? ?as\.? (?:city|ciudad|capital)|(?:cidade|city) (?:de |of )?buenos aires)$/;

/** "Ciudad de Buenos Aires" read as the city "De Buenos Aires" or "Buenos Aires": the message named the city whole. */
const SAID_CITY = /\b(?:ciudad (?:autonoma )?de (?:buenos aires|bs\.? ?as)|buenos aires (?:city|ciudad|capital)|capital federal|caba)\b/;

/** The city the shop writes for what the customer called it ("capital" → "CABA"); others unchanged. */
export function shopCity(city: string, said = ""): string {
  const name = fold(city).trim().replace(/[.,!]+$/, "");
  if (CITY_NAMES.test(name)) return BUENOS_AIRES_CITY;
  if (/^(?:de )?buenos aires$/.test(name) && SAID_CITY.test(fold(said))) return BUENOS_AIRES_CITY;
  return city;
}

/** The understanding with its city as the shop writes it; a city so named is no longer doubtful. */
export function withShopCity(u: Understanding, said: string): Understanding {
  const city = u.fields.city;
  if (!city) return u;
  const written = shopCity(city, said);
  if (written === city) return u;
  return { ...u, fields: { ...u.fields, city: written } as Record<FieldName, string>, doubtful: u.doubtful.filter((f) => f !== "city") };
}
