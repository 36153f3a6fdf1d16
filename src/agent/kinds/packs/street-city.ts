import { fold } from "../../../lib/fold";
import { placeName } from "../../understand/city";
import { STREET_PREFIX } from "../../understand/address-words";
import { escapeRegExp } from "../../../lib/regexp";
import type { FieldName, Understanding } from "../../understand/types";
import { knownCityOpening } from "./known-places";

// The city and the street said in either order, stored apart (trial 11a 204: "La Plata calle 7 n
// 1234" kept the city inside the address, then asked the city and wrote "La Plata calle 7 n
// 1234, La Plata"). The shared reading takes the words before a street as part of it and leaves
// "calle 7 1234, la plata" or "La Plata - 7 e/ 45 y 46 1234" unread (two numbers, a dash). Here:
// - an address that opens with place words before a street word or a numbered street is cut
//   there, the place becoming the city ("La Plata calle 7 n 1234");
// - a city known (said now or before) that the address still opens with is cut from it;
// - in a list of details, the part shaped as a street with its number is the address, and the
//   part that is only a place ("en la plata", "La Plata") the city;
// - "en la plata" as a city is "La Plata".

type Customer = Partial<Record<FieldName, string>>;

const STREET_WORD = [...STREET_PREFIX].join("|");
/** A numbered street ("7 n 1234", "7 nro 1234", "7 e/ 45 y 46 1234", "12 entre 3 y 4 850"). */
const NUMBERED_STREET = "\\d{1,3}\\s+(?:n|nro|n°|no|num|numero|#|e\\/|entre)(?=[\\s\\d]|$)";
/** Place words (one to four, letters only) and then a street ("calle 7 …", "Mitre 450" after a dash). */
const PLACE_THEN_STREET = new RegExp(`^((?:[\\p{L}][\\p{L}'.]*\\s+){0,3}?[\\p{L}][\\p{L}'.]*)\\s*(?:[-–,]\\s*)?((?:(?:${STREET_WORD})\\.?\\s+|${NUMBERED_STREET}).*\\d.*)$`, "iu");
/** A street part of a list: a street word or a numbered street, with a house number. */
const STREET_PART = new RegExp(`^(?:(?:(?:${STREET_WORD})\\.?\\s+\\S.*\\d)|(?:${NUMBERED_STREET}.*\\d)|(?:\\d{1,3}\\s+\\d{2,5}$))`, "iu");
/** A part that is only a place, with an "en" / "de" before it. */
const PLACE_PART = /^(?:(?:en|de|desde)\s+)?([\p{L}][\p{L}'.]*(?:\s+[\p{L}][\p{L}'.]*){0,3})$/u;
/** Words a place never is (the details' own words, greetings, and talk: "ya te la pasé, calle 7 n 1234", trial 23a 202). */
const NOT_PLACE = /\b(?:hola|buenas|si|no|dale|ok|bueno|soy|me|llamo|mi|nombre|tel|cel|telefono|celular|direccion|dire|domicilio|calle|piso|depto|dpto|barrio|pago|efectivo|transferencia|mercado|pack|promo|promos|colchon|colchones|gracias|nomas|solo|entre|esquina|ya|te|dije|pase|mande|dicho|escribi|dijimos)\b/;

const isPlace = (words: string): boolean => !NOT_PLACE.test(fold(words)) && !STREET_PREFIX.has(fold(words.split(/\s+/)[0]));

function withFields(u: Understanding, fields: Partial<Record<FieldName, string>>, clear: FieldName[]): Understanding {
  return { ...u, fields: { ...u.fields, ...fields } as Record<FieldName, string>, doubtful: u.doubtful.filter((f) => !clear.includes(f)) };
}

/** "En La Plata" read as the city: the "en" is no part of it. */
function withoutLeadWord(u: Understanding): Understanding {
  const city = u.fields.city;
  const m = city ? /^(?:en|de|desde)\s+(\S.*)$/iu.exec(city.trim()) : null;
  return m ? withFields(u, { city: placeName(m[1]) }, []) : u;
}

/** The city the address opens with, cut from it: the known city, or place words before a street. */
function cutPlace(u: Understanding, customer: Customer): Understanding {
  // The city said now, after an address stored with it in front ("Quilmes Mitre 450", then "Quilmes").
  const stored = !u.fields.address && u.fields.city && !customer.city ? customer.address?.trim() : undefined;
  const address = u.fields.address?.trim() ?? stored;
  if (!address) return u;
  const city = u.fields.city ?? customer.city;
  if (city) {
    const known = new RegExp(`^${escapeRegExp(fold(city))}\\s*[-–,]?\\s+(?=\\S)`);
    const m = known.exec(fold(address));
    // Only when what stays is a street with its number.
    const rest = m ? address.slice(m[0].length).trim() : "";
    return m && /\d/.test(rest) && /\p{L}/u.test(rest) ? withFields(u, { address: rest }, ["address"]) : u;
  }
  // A known city glued to a street with no street word ("Mar del Plata Colon 2345", t28a 031). A
  // street may bear a city's name ("Rosario Vera Peñaloza 1200"), so the city is read back once;
  // but in a list of details (the name or the phone read beside it, no other city said) the known
  // city in front of the street is the city: "Gustavo Herrera 2214445566 La Plata diagonal 74 nro
  // 1500" asked "¿Tu ciudad es La Plata?" twice (t35a 064, 085, 087).
  const opening = knownCityOpening(address);
  if (opening && /^\p{L}/u.test(opening.rest) && !/^(?:de|del|la|las|los|y|e)\s/i.test(opening.rest) && /\d/.test(opening.rest)) {
    const split = withFields(u, { city: /\p{Lu}/u.test(opening.city) ? opening.city : placeName(opening.city), address: opening.rest }, ["address", "city"]);
    return u.fields.phone || u.fields.firstName ? split : { ...split, doubtful: [...split.doubtful, "city"] };
  }
  const m = PLACE_THEN_STREET.exec(address);
  if (!m || !isPlace(m[1])) return u;
  // Written apart ("La Plata - calle 7 …", "La Plata, calle 7 …"): clear. Glued to the street it
  // may be a barrio ("Villa Crespo Av Corrientes 4500"): read back once as the city.
  const apart = /^[^\d]*?[\p{L}.]\s*[-–,]/u.test(address.slice(0, m[1].length + 3));
  const u2 = withFields(u, { city: placeName(m[1]), address: m[2].trim() }, apart ? ["address", "city"] : ["address"]);
  return apart || u2.doubtful.includes("city") ? u2 : { ...u2, doubtful: [...u2.doubtful, "city"] };
}

/**
 * A place closing the address after a comma ("calle 7 n 1234 entre 56 y 57, la plata", trial 12a
 * 205): the city when none is known, and cut when it is the city known; any other place after a
 * known city stays (a barrio: "mitre 560, bernal" in Quilmes).
 */
function cutTrailingPlace(u: Understanding, customer: Customer): Understanding {
  const address = u.fields.address?.trim();
  const m = address ? /^(.*\d.*?)\s*,\s*(?:(?:en|de)\s+)?([\p{L}][\p{L}'.]*(?:\s+[\p{L}][\p{L}'.]*){0,3})\s*[.!]*$/u.exec(address) : null;
  if (!m || !isPlace(m[2]) || !/\p{L}{2,}/u.test(m[1]) || /\b(?:entre|y|esquina|e\/)$/iu.test(m[1].trim())) return u;
  const city = u.fields.city ?? customer.city;
  if (city) return fold(placeName(m[2])) === fold(city) ? withFields(u, { address: m[1].trim() }, ["address"]) : u;
  return withFields(u, { address: m[1].trim(), city: placeName(m[2]) }, ["address", "city"]);
}

/** In a list of details, the street part and the place part the reading left out. */
function partsOfList(u: Understanding, said: string, active: boolean, oneMessage: boolean): Understanding {
  // Among details only (the data step, or a phone or name beside it). A bare place sent as a
  // message of its own in a burst is still read back (clear-city.ts).
  const doubtfulCity = oneMessage && !!u.fields.city && u.doubtful.includes("city");
  if ((u.fields.address && u.fields.city && !doubtfulCity) || !(active || u.fields.phone || u.fields.firstName)) return u;
  const phone = u.fields.phone ? fold(u.fields.phone).replace(/\D/g, "") : "";
  // The phone ends a part of its own ("… 1144556677 quilmes. belgrano 340": Quilmes is a part).
  const phoneWritten = phone.length >= 6 ? new RegExp(`\\+?${phone.slice(-8).split("").join("[\\s.-]*")}`) : null;
  const parts = (phoneWritten ? said.replace(phoneWritten, (m) => `${m},`) : said).split(/[,;\n]|\.\s|\s[-–]\s/).map((p) => p.trim().replace(/[.!]+$/, "")).filter(Boolean);
  if (parts.length < 2) return u;
  const streets = parts.filter((p) => STREET_PART.test(p) && (!phone || !p.replace(/\D/g, "").includes(phone)));
  const others = Object.entries(u.fields).filter(([f]) => !(doubtfulCity && f === "city")).map(([, v]) => v);
  const places = parts.map((p) => PLACE_PART.exec(p)?.[1]).filter((p): p is string => !!p && isPlace(p) && !others.some((v) => v && (fold(v).includes(fold(p)) || fold(p).includes(fold(v)))));
  // The doubtful city is a whole part of the list beside a street: clear.
  if (doubtfulCity) return places.length === 1 && fold(placeName(places[0])) === fold(u.fields.city ?? "") && (streets.length || u.fields.address) ? withFields(u, {}, ["city"]) : u;
  const fields: Partial<Record<FieldName, string>> = {};
  if (!u.fields.address && streets.length === 1) fields.address = streets[0];
  // A place beside a street just found, or beside a street already read: the city.
  if (!u.fields.city && places.length === 1 && (fields.address || u.fields.address)) fields.city = placeName(places[0]);
  return Object.keys(fields).length ? withFields(u, fields, Object.keys(fields) as FieldName[]) : u;
}

/** "mi dirección es …", "la dire es …", "domicilio: …": the labelled address, up to the next part of the message. */
const LABELLED_ADDRESS = /\b(?:(?:mi|la|el)\s+(?:direcci[oó]n|dire|domicilio)(?:\s+es|\s*:)|(?:direcci[oó]n|domicilio)\s*:)\s*(.+?)\s*(?=[;?¿!\n]|\.(?:\s|$)|,\s*(?!(?:piso|depto|dpto|dto|departamento|timbre|entre|esquina|casa|torre|\d)\b)|\s+y\s+(?:llegan|llega|hacen|cuanto|cuando|mandan|envian|mi|me|tel|cel|soy|vivo|que|como|donde)\b|$)/iu;

/**
 * The labelled address the reading left out because a question stood in the same message
 * ("mi direccion es Belgrano 340 piso 2, soy de Quilmes, llegan hasta aca?", trial 11a 205).
 */
function labelledAddress(u: Understanding, said: string): Understanding {
  if (u.fields.address) return u;
  const value = LABELLED_ADDRESS.exec(said)?.[1]?.trim();
  return value && /\d/.test(value) && /\p{L}{3,}/u.test(value) ? withFields(u, { address: value }, ["address"]) : u;
}

/** The city and the street of one message stored apart, whatever their order. */
export function withStreetAndCityApart(u: Understanding, said: string, customer: Customer, active: boolean, oneMessage: boolean): Understanding {
  return cutTrailingPlace(cutPlace(withoutLeadWord(partsOfList(cutPlace(labelledAddress(u, said), customer), said, active, oneMessage)), customer), customer);
}
