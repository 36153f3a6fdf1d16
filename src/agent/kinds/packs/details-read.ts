import type { FieldName, Understanding } from "../../understand/types";
import { fold } from "../../../lib/fold";
import { capitalise } from "../../understand/personal-read";
import { escapeRegExp } from "../../../lib/regexp";
import { isGivenName } from "../../understand/given-names";
import { startsFuller } from "../../subflows/fuller-name";
import { isKnownCity } from "./known-places";
import { labelledCity } from "../../understand/city";

type Customer = Partial<Record<FieldName, string>>;

// Packs-side adjustments around the shared reading of customer details (src/agent/understand
// is shared; these cover what the mattress shop's customers were seen to write): a burst of
// one detail per message with the name split over two messages, a surname read together with
// the first name ("Valeria Romero" as the surname), cross streets cut at their "y", and a
// detail said to be wrong at the summary ("la dirección está mal, es …").


/** A message that is only a name: one to three words of letters, none of them a shop or details word. */
export const NAME_PART = /^[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,2}$/u;
export const NOT_NAME = /\b(?:hola|buenas|buen|dia|tardes|noches|si|no|dale|ok|gracias|quiero|pack|promo|promos|pago|efectivo|transferencia|mercado|tel|cel|telefono|celular|calle|av|avenida|piso|depto|dpto|barrio|ciudad|soy|vivo|resido|de|en|el|la|mi|me|llamo|colchon|colchones|envio|listo|nada|nomas|solo|solamente|uno|dos|tres)\b/;

/** "soy Mariana", "me llamo Mariana": the name without the words that introduce it. */
const withoutNameCue = (p: string): string => p.trim().replace(/^(?:soy|me llamo|mi nombre es)\s+(?=\S)/i, "");

/**
 * In a burst, a lone first name followed by a message that is only one or two more name words
 * ("jorge" / "luis sanchez", "Valeria" / "Romero") is one name: the second is the surname, never
 * the city. Only while the first name is still unknown, and in a burst of details (the data
 * step, or a phone among the parts): "genial" / "buenisimo" is not a name.
 */
export function joinNameParts(parts: string[], customer: Customer, askingData: boolean): string[] {
  if (parts.length < 2 || customer.firstName) return parts;
  const isName = (p: string | undefined) => !!p && NAME_PART.test(p.trim()) && !NOT_NAME.test(fold(p));
  // "soy Mariana" / "Lopez" (t28a 032): the first name said with its cue is a lone first name too.
  const k = parts.findIndex((p) => isName(withoutNameCue(p)));
  if (k < 0 || k + 1 >= parts.length || withoutNameCue(parts[k]).split(/\s+/).length !== 1) return parts;
  // Outside a burst of details, only a first name the customer named as one ("me llamo jorge") or a
  // known given name ("jorge") opens a name (t31a 018/055: "hola" / "jorge" / "luis sanchez").
  const named = withoutNameCue(parts[k]) !== parts[k].trim() || isGivenName(parts[k]);
  if (!(askingData || named || parts.some((p) => /\d{3}/.test(p)))) return parts;
  const next = parts[k + 1].trim();
  if (!isName(next) || next.split(/\s+/).length > 2) return parts;
  return [...parts.slice(0, k), `${parts[k].trim()} ${next}`, ...parts.slice(k + 2)];
}

/**
 * The name `joinNameParts` made of a burst's parts, taken as the name when the reading left it
 * out (said before the data was asked: "quiero comprar colchon" / "jorge" / "luis sanchez"): the
 * first word is the first name, the rest the surname.
 */
export function withJoinedName(u: Understanding, parts: string[], joined: string[]): Understanding {
  if (joined.length >= parts.length || u.fields.firstName || u.fields.lastName) return u;
  const name = withoutNameCue(joined.find((p) => !parts.includes(p)) ?? "").split(/\s+/);
  if (!name || name.length < 2) return u;
  const { city: _city, ...fields } = u.fields;
  // Capitalised as the shared reading writes a name given whole ("martin gomez" → "Martin Gomez").
  const [first, ...last] = name.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return { ...u, fields: { ...fields, firstName: first, lastName: last.join(" ") } as Record<FieldName, string>, doubtful: u.doubtful.filter((f) => f !== "city" && f !== "firstName" && f !== "lastName") };
}

/**
 * "Romero es mi apellido, Valeria Romero" read as the surname "Valeria Romero": the first word is
 * the first name (said or stored), the rest the surname.
 */
export function withNameSplit(u: Understanding, customer: Customer): Understanding {
  const last = u.fields.lastName?.trim();
  if (!last) return u;
  const words = last.split(/\s+/);
  const first = u.fields.firstName ?? customer.firstName;
  if (words.length < 2 || !first || fold(words[0]) !== fold(first.split(/\s+/)[0])) return u;
  return { ...u, fields: { ...u.fields, firstName: u.fields.firstName ?? first, lastName: words.slice(1).join(" ") } as Record<FieldName, string> };
}

/**
 * "Laura", then "Gómez": a message that is only one or two name words right after the first name
 * was given alone is the surname (never offered as the city), unless the city was what was asked.
 */
export function withSurnameAfterName(u: Understanding, said: string, customer: Customer, nameJustGiven: boolean, expecting: FieldName | null): Understanding {
  if (!nameJustGiven || !customer.firstName || customer.lastName || expecting === "city") return u;
  // The whole message, or its first part beside other details ("Gómez, 2215550011"), in one
  // message or the first of a burst ("Lopez" / "3415001122" / "soy de la plata", t29a 020).
  const parts = said.split(/[,;\n]|\.\s/).map((p) => p.trim().replace(/[.!]+$/, ""));
  const words = parts[0];
  if (!NAME_PART.test(words) || NOT_NAME.test(fold(words)) || words.split(/\s+/).length > 2) return u;
  const alone = parts.length === 1;
  // Beside other details only when the reading took it as the city (or as nothing), and never a known city ("Rosario, 341…").
  if (!alone && ((u.fields.city && fold(u.fields.city) !== fold(words)) || isKnownCity(words))) return u;
  // Alone, a known city with the city still missing is that city ("Paula" / "Lanus", t34a 071), unless the surname was asked.
  if (alone && isKnownCity(words) && !isGivenName(words) && !customer.city && expecting !== "lastName") return u;
  const { city: _city, address, firstName: _first, ...rest } = u.fields;
  // The city said in its own words beside it ("soy de la plata") is the city the surname was read in place of.
  const city = alone ? null : labelledCity(parts.slice(1).join(". "));
  const kept = alone ? rest : { ...rest, ...(address ? { address } : {}), ...(city ? { city } : {}) };
  const dropped = (f: FieldName) => f === "city" || f === "lastName" || f === "firstName" || (alone && f === "address");
  // "jorge", then "luis sanchez" (trial 12a 204): a given name first is the middle name, the rest the surname.
  const [middle, ...surname] = words.split(/\s+/);
  // "nico", then "nicolas perez" (trial 38a 084 stored "Nico Nicolas Perez"): a longer form of the first name replaces it.
  const fuller = surname.length > 0 && startsFuller(middle, customer.firstName);
  const name = surname.length && (fuller || isGivenName(middle)) ? { firstName: fuller ? capitalise(middle) : `${customer.firstName} ${capitalise(middle)}`, lastName: surname.join(" ") } : { lastName: words };
  return { ...u, fields: { ...kept, ...name } as Record<FieldName, string>, invalidFields: alone ? {} : u.invalidFields, doubtful: u.doubtful.filter((f) => !dropped(f)) };
}

/**
 * "no, que sean 2", "ponele 3": the words that named a pack are not a street ("sean 2"). An
 * address read from the same message whose only number is the pack's count is dropped.
 */
export function dropPackAsAddress(u: Understanding, packUnits: number | null): void {
  const address = u.fields.address?.trim();
  if (packUnits === null || !address || address.split(/\s+/).length > 3) return;
  const numbers = address.match(/\d+/g) ?? [];
  if (numbers.length === 1 && Number(numbers[0]) === packUnits) {
    delete u.fields.address;
    u.doubtful = u.doubtful.filter((f) => f !== "address");
  }
}


/** "calle 7 numero 1234 entre 56" cut before "y 57": the second cross street is put back. */
export function withCrossStreets(u: Understanding, said: string): Understanding {
  const address = u.fields.address;
  if (!address || !/\bentre\s+[\p{L}\d][\p{L}\d.]*$/iu.test(address)) return u;
  const words = address.split(/\s+/).map(escapeRegExp).join("\\s+");
  const rest = new RegExp(`${words}(\\s+y\\s+(?:calle\\s+)?[\\p{L}\\d][\\p{L}\\d.]*)`, "iu").exec(said)?.[1];
  if (!rest) return u;
  return { ...u, fields: { ...u.fields, address: `${address}${rest.replace(/\s+/g, " ").replace(/\.$/, "")}` } as Record<FieldName, string> };
}

const WRONG_FIELD: Record<string, FieldName> = {
  direccion: "address", dire: "address", domicilio: "address", telefono: "phone", tel: "phone", cel: "phone", celular: "phone",
  ciudad: "city", localidad: "city", nombre: "firstName", apellido: "lastName",
};
/** "ay no", "perdón", "me equivoqué": the words that open a correction. */
const OOPS = "(?:(?:ay|uy|ups|uh|ah|no|che|perdon|perdona|disculpa|disculpame|me equivoque|me confundi|corrijo|error)[,!.]*\\s+)";
const FIELD = "(?:la |el |mi |a |o |my |minha |meu )?(direccion|dire|domicilio|telefono|tel|cel|celular|ciudad|localidad|nombre|apellido)";
/** "(ay no) la dirección está mal, es …", or after a correction word "perdón, la dire es …" / "la dirección correcta es …". */
const WRONG = new RegExp(
  `^${OOPS}*${FIELD} (?:esta mal|estaba mal|es incorrect[oa]|no es (?:esa|ese|asi)|no es correct[oa])\\b[\\s,.:;!-]*(?:(?:es|era|seria|va)\\s+)?` +
    `|^${OOPS}+${FIELD} (?:correct[oa] )?(?:es|era|seria)\\b[\\s,.:;!-]*|^${OOPS}*${FIELD} correct[oa] (?:es|era|seria)\\b[\\s,.:;!-]*`,
);
/** "la ciudad es …": a detail named and given, with no correction word. */
const GIVEN = new RegExp(`^${FIELD} (?:es|era|seria)\\b[\\s,.:;!-]*`);
/** Where the corrected value ends and a question said after it begins ("… belgrano 320. y cuánto salen 3?"). */
const THEN_ASKS = /(?<=\d[\p{L}]?)\s*(?:[.;!?]+\s*|,\s*(?=y\s))(?=\S)/u;

/**
 * "la dirección está mal, es calle 7 nro 1234 entre 56 y 57": the detail named wrong and its
 * new value, to be read as the answer to that detail; null when the message is not one.
 */
export function correctedDetail(said: string): { field: FieldName; text: string; rest: string; lastName?: string } | null {
  const folded = fold(said).trim();
  // "la ciudad es Banfield y Sosa es mi apellido" (t35a 090): with a surname stated after it, a detail
  // named and given needs no correction word before it to be read as that detail's answer.
  const m = WRONG.exec(folded) ?? (STATED_SURNAME.test(folded) ? GIVEN.exec(folded) : null);
  const named = m?.slice(1).find(Boolean);
  if (!m || !named) return null;
  // The value as written (accents and case kept): the same length is cut from the original.
  const value = said.trim().slice(m[0].length).trim();
  // "no, la ciudad es La Plata, Lopez es mi apellido" (t29a 020): a second detail stated after it is kept apart.
  const stated = STATED_SURNAME.exec(value);
  const cut = THEN_ASKS.exec(stated ? value.slice(0, stated.index) : value);
  const text = cut ? value.slice(0, cut.index) : stated ? value.slice(0, stated.index) : value;
  const lastName = stated && !NOT_NAME.test(fold(stated[1])) ? capitalise(stated[1]) : undefined;
  return text ? { field: WRONG_FIELD[named], text, rest: cut ? value.slice(cut.index + cut[0].length) : "", ...(lastName ? { lastName } : {}) } : null;
}

/**
 * ", Lopez es mi apellido" / " y Perez es mi apellido" (t35a 090): a surname stated after another
 * detail, as a clause of its own; "y" alone joins it as well as a comma does.
 */
const STATED_SURNAME = /(?:[,;.]\s*(?:y\s+)?|\s+y\s+)([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)?)\s+(?:es|era)\s+mi\s+apellido\b[.!]?\s*$/iu;

/** The cue that introduces one's own name, in the customer's languages. */
const NAME_CUE = /\b(?:soy|me llamo|mi nombre es|my name is|i am|i'm|this is|sou|me chamo|meu nome e)\s+$/;

/**
 * "soy mariela quiroga, tel …": a name said with "soy" / "me llamo" right before it is the
 * customer's own word for it, taken without a read-back ("¿Tu nombre es …?"). Only when the
 * cue stands right before the very words read as the name, first name and surname.
 */
export function withNameSaid(u: Understanding, said: string): Understanding {
  const first = u.fields.firstName;
  // A first name and a surname: a lone word ("soy tati") may be a nickname or no name, so it is still read back.
  if (!first || !u.fields.lastName || !u.doubtful.some((f) => f === "firstName" || f === "lastName")) return u;
  const text = fold(said);
  const name = fold([first, u.fields.lastName].filter(Boolean).join(" "));
  const at = text.indexOf(name);
  if (at < 0 || !NAME_CUE.test(text.slice(Math.max(0, at - 20), at))) return u;
  return { ...u, doubtful: u.doubtful.filter((f) => f !== "firstName" && f !== "lastName") };
}

/**
 * "julieta romero, 1133221100, caba, av cordoba 3300 5to b": a first name and surname that are a
 * whole part of a list of details (with two other details read from it) are the name as the
 * customer wrote it, never read back ("¿Tu nombre es Julieta Romero?", trial 11a 206).
 */
export function withNameListed(u: Understanding, said: string): Understanding {
  const { firstName, lastName } = u.fields;
  if (!firstName || !lastName || !u.doubtful.some((f) => f === "firstName" || f === "lastName")) return u;
  // Clear details only, and a list written in one message (a burst joins its messages with ". ").
  const others = (["phone", "city", "address"] as FieldName[]).filter((f) => u.fields[f] && !u.doubtful.includes(f)).length;
  const name = fold(`${firstName} ${lastName}`);
  // "dale. Martin Acosta, 3515554433, …" (t33a 030): yes words before the name, closed by a full stop or not, are no part of it.
  const parts = said.split(/[,;]/).map((p) => fold(p.trim().replace(/^(?:(?:si|sí|dale|ok|okey|bueno|listo|ta)(?:\s*[.!]+)?\s+)*/i, "")));
  // "Teresa Gil 1133557799 Escobar, …" (t31a 052): the name written right before the phone is a part of its own too.
  const listed = parts.some((p) => p === name || (p.startsWith(`${name} `) && /^\+?\d{8,}\b/.test(p.slice(name.length + 1))));
  return others >= 2 && listed ? { ...u, doubtful: u.doubtful.filter((f) => f !== "firstName" && f !== "lastName") } : u;
}

/** The first name and surname read from a message, stored as the retail details store them (title-cased when written all in lower or upper case). */
export function withNamesCapitalised(u: Understanding): Understanding {
  const { firstName, lastName } = u.fields;
  if (!firstName && !lastName) return u;
  const fields = { ...u.fields } as Record<FieldName, string>;
  if (firstName) fields.firstName = capitalise(firstName);
  if (lastName) fields.lastName = capitalise(lastName);
  return { ...u, fields };
}

// "ay no la dirección está mal, es belgrano 320. y cuánto salen 3?": the corrected detail is read
// alone (as the answer to that detail) and the question after it is read from the whole message,
// so both are taken: the new address stored and the price answered. The correction's "no" is no
// refusal of the promos or the order.

/** The corrected detail's reading, with the whole message's questions when a question followed it. */
export function withCorrection(read: Understanding, whole: Understanding | null, lastName?: string): Understanding {
  // The surname stated beside the corrected detail is the customer's own word for it: stored, never read back.
  const detail = lastName ? { ...read, fields: { ...read.fields, lastName } as Record<FieldName, string> } : read;
  if (!whole) return detail;
  return { ...whole, fields: detail.fields, invalidFields: detail.invalidFields, doubtful: detail.doubtful, yesNo: null, cancelOrder: false };
}
