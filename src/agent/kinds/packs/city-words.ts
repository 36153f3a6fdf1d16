import { fold } from "../../../lib/fold";
import type { FieldName, Understanding } from "../../understand/types";
import { capitalisePlace } from "../../understand/personal-read";
import { shopCity } from "./shop-city";
import { cityAmongParts } from "../../understand/city";

// A city is a place, never the words said around it (trial 15a 202, 206): "vivo en quilmes llegan
// hasta aca?" is Quilmes, "capital te dije" is CABA, "quilmes nada mas" is Quilmes; a complaint
// ("uf cuantas preguntas") read as the city is no city, and the place part beside it is. And "la
// ciudad es X" / "X es la ciudad" names the city, never the customer: a name read from the place's
// words is dropped.

/** Where the place ends: a question about delivering, an insistence, a filler, a complaint, a name stated after it ("lanus y perez es mi apellido", t35a 090). */
const AFTER_PLACE = /\s+(?:y (?:mi|la|el|tu|de|en|son|quiero)\b|(?:y )?[a-z'-]+(?: [a-z'-]+)? (?:es|era) mi (?:apellido|nombre)\b|(?:mi |la |el )?(?:direccion|dire|domicilio|telefono|tel|cel|celular|calle|nombre)\b|(?:me |nos )?(?:llegan?|llegas|llegarian|hacen|haces|mandan|mandas|envian|envias|entregan|reparten)\b|hasta (?:aca|alla|aqui|ahi)\b|(?:ya )?te (?:dije|digo|lo dije)\b|(?:ya )?(?:lo )?dije\b|nomas\b|nada mas\b|solamente\b|solo\b|(?:es )?(?:la|mi) ciudad\b|por favor\b|porfa\b|gracias\b|che\b|(?:que|q) bot\b|boludo\b|la puta\b|no\b).*$/;
/** Words before the place: "no es", "es", "solo", "la ciudad es". */
const BEFORE_PLACE = /^(?:(?:no|si|che|ya|es|solo|solamente|(?:la |mi )?ciudad(?: es| seria)?|seria|te dije|dije)[\s,:!.]+)+/;
/** Words no place is made of: a complaint or a question read as the city. */
const NOT_A_PLACE = /\b(?:mejor|bah|mmm|digo|uf|uff|pregunta|preguntas|cuantas|cuanto|bot|lento|pesado|dios|puta|madre|mierda|que|quien|cuando|donde|como|porque)\b/;

/** The place alone, as the customer wrote it (case and accents kept), or null when nothing of a place is left. */
export function placeOnly(city: string): string | null {
  const folded = fold(city).replace(/[!?¡¿.,;:'"]+/g, " ").replace(/\s+/g, " ").trim();
  const lead = BEFORE_PLACE.exec(`${folded} `)?.[0].trim() ?? "";
  const rest = folded.slice(lead ? folded.indexOf(lead) + lead.length : 0).trim();
  const kept = ` ${rest}`.replace(AFTER_PLACE, "").trim();
  if (!kept || NOT_A_PLACE.test(kept)) return null;
  if (fold(city).trim() === kept) return city;
  // The same words as written: the folded text keeps one letter per letter of a word.
  const words = city.replace(/[!?¡¿.,;:'"]+/g, " ").trim().split(/\s+/);
  const start = lead ? lead.split(/\s+/).length : 0;
  return capitalisePlace(words.slice(start, start + kept.split(/\s+/).length).join(" "));
}

/** "la ciudad es quilmes nada mas!!", "bahia blanca es la ciudad", "no es quilmes nomas la ciudad": the place named the city. */
export function cityStated(said: string): string | null {
  const text = said.replace(/[!?¡¿]+/g, ".");
  const after = /\b(?:la|mi) ciudad (?:es|seria|:)\s+([^.;,]+)/i.exec(fold(text));
  const before = /(?:^|[.;,]\s*)([^.;,]+?)\s+(?:es |seria )?(?:la|mi) ciudad\b/i.exec(fold(text));
  const m = after ?? before;
  if (!m) return null;
  const at = m.index + m[0].indexOf(m[1]);
  const place = placeOnly(text.slice(at, at + m[1].length));
  return place && capitalisePlace(place);
}

/** The understanding with its city as the place alone; a stated city set (and a name made of its words dropped). */
export function withPlaceOnly(u: Understanding, said: string, placePart: (said: string) => string | null): Understanding {
  const stated = cityStated(said);
  const city = u.fields.city;
  const fields: Partial<Record<FieldName, string>> = { ...u.fields };
  let doubtful = u.doubtful;
  if (stated) {
    fields.city = stated;
    doubtful = doubtful.filter((f) => f !== "city");
    for (const f of ["firstName", "lastName"] as const) {
      const v = fields[f];
      if (v && fold(stated).split(/\s+/).includes(fold(v).split(/\s+/)[0])) {
        delete fields[f];
        doubtful = doubtful.filter((d) => d !== f);
      }
    }
  } else if (city) {
    const place = placeOnly(city);
    if (place === null) {
      // "uf cuantas preguntas" read as the city: the place part of the message, if one is (",capital,").
      const others = Object.entries(fields).filter(([f, v]) => f !== "city" && !!v).map(([, v]) => v as string);
      const part = placePart(said) ?? cityAmongParts(said, others);
      if (part) fields.city = part;
      else delete fields.city;
      // Gone, or a whole part of a list of details (as withClearCity reads one): no read-back.
      if (!part || others.length >= 2) doubtful = doubtful.filter((f) => f !== "city");
    } else if (place !== city) {
      fields.city = place;
      // Words cut around a place the shop knows by name ("capital te dije" → CABA) leave no doubt.
      if (shopCity(place) !== place) doubtful = doubtful.filter((f) => f !== "city");
    }
  } else return u;
  return { ...u, fields: fields as Record<FieldName, string>, doubtful };
}

/** The part of a list of details that is a place the shop writes by its own name ("capital" → CABA). */
export function shopCityPart(said: string): string | null {
  const parts = said.split(/[,;\n]|[.!?]\s/).map((p) => placeOnly(p.trim())).filter((p): p is string => !!p);
  const known = parts.filter((p) => shopCity(p) !== p);
  return known.length === 1 ? known[0] : null;
}

/** The cue that introduces one's own name ("soy", "me llamo", "a nombre de"). */
const NAME_CUE = /\b(?:soy|me llamo|llamo|mi nombre|nombre|a nombre de|my name|i am|i'm|sou|me chamo|meu nome)\b/;

/**
 * "no, 3 te dije!! 2915556677, bahia blanca, zelarrayan 850" with Ines known and no city yet
 * (trial 15a 207): a whole part of a list read as a new name, with no word that introduces a name,
 * is the city the list was missing, never a rename.
 */
export function withPlaceNotName(u: Understanding, said: string, customer: Partial<Record<FieldName, string>>): Understanding {
  const { firstName, lastName } = u.fields;
  if (!firstName || !customer.firstName || u.fields.city || customer.city || NAME_CUE.test(fold(said))) return u;
  const name = fold([firstName, lastName].filter(Boolean).join(" "));
  if (name === fold([customer.firstName, customer.lastName].filter(Boolean).join(" "))) return u;
  const part = said.split(/[,;\n]|[.!?]+\s/).map((p) => p.trim().replace(/[.!?]+$/, "")).find((p) => fold(p) === name);
  if (!part) return u;
  const { firstName: _first, lastName: _last, ...fields } = u.fields;
  const listed = !!(fields.phone || fields.address);
  return {
    ...u,
    fields: { ...fields, city: capitalisePlace(part) } as Record<FieldName, string>,
    doubtful: u.doubtful.filter((f) => f !== "firstName" && f !== "lastName" && (f !== "city" || !listed)).concat(listed ? [] : ["city"]),
  };
}

/** "de Rosario", "desde lanus": where one is from, with no other detail (folded). */
const FROM_PLACE = /^(?:(?:soy|somos|estoy|estamos)\s+)?(?:de|desde)\s+(\p{L}[\p{L}\s]{2,40}?)[\s.!]*$/u;

/**
 * "de Rosario" at "¿Me pasás un teléfono?" (trial 16a 209): the city said ahead, read as the
 * answer to the city (never a phone not understood, nor a name or a street). Only while the city
 * is unknown and the words are a place alone.
 */
export function cityInstead(said: string, expecting: FieldName | null, customer: Partial<Record<FieldName, string>>): FieldName | null {
  if (!expecting || expecting === "city" || customer.city || /\d/.test(said)) return expecting;
  const place = FROM_PLACE.exec(fold(said).trim())?.[1];
  return place && !NOT_A_PLACE.test(place) && placeOnly(place) ? "city" : expecting;
}
