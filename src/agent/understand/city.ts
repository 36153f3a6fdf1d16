// The customer's city said in their own words, beside the labelled forms personal.ts reads:
// "ciudad Rosario", "soy de mar del plata y…", "vivo en Funes, …", "estoy en Quilmes" (and the same
// in Portuguese and English: "moro em Córdoba", "sou de…", "I live in La Plata"), or in a
// list of details split by commas the one part that is only a place name ("…, 11 3344 5566,
// Buenos Aires, Av Santa Fe 2100"). Pure text reading; which shop keeps it decides the caller.

import { fold } from "../../lib/fold";

/** "ciudad Rosario", "localidad: Funes", "soy de mar del plata y…", "vivo en Funes, …" — up to the next part. */
const LABELLED_CITY = /\b(?:ciudad|localidad|soy de|vivo en|resido en|estoy en|cidade|city|moro (?:em|no|na)|sou de|fico em|estou em|i live in|i'm from|im from|i am from|i'm in)\s*(?::|(?:es|é|e|is)\s+)?\s*(?!(?:la\s+|el\s+|una?\s+|mi\s+)?(?:calle|av|avenida|barrio|casa|depto|departamento|piso|direccion|zona|el trabajo|trabajo|camino|viaje)\b)([\p{L}][\p{L} .'-]{2,40}?)\s*(?=[,;\n?¿!]|\.(?:\s|$)|\s+y\s|\s+(?:en\s+)?(?:la\s+|mi\s+)?(?:direcci[oó]n|dir|domicilio|calle|tel|cel|numero|av|avenida)\b|\s+(?:llegan|llegas|mandan|envian|hacen|queria|quisiera|quiero|me|hasta|tienen|tenes|cuanto)\b|$)/iu;
/** Words a city never holds (what people put around their details). */
const NOT_CITY = /\b(?:hola|buenas|buen|dia|tardes|noches|quiero|pack|promo|promos|pago|efectivo|transferencia|mercado|gracias|soy|me|llamo|mi|nombre|cel|tel|telefono|celular|numero|direccion|calle|piso|dto|depto|colchon|colchones|envio|si|no|dale|casa|aca|ahi|alla|camino|duda|consulta)\b/;

/** A place written as the customer wrote it, each word capitalised ("mar del plata" → "Mar Del Plata"). */
export function placeName(city: string): string {
  return city.trim().replace(/(^|\s)(\p{Ll})/gu, (_m, s: string, c: string) => s + c.toUpperCase());
}

/** The city a message names with a label or "soy de / vivo en / estoy en", or null. */
export function labelledCity(said: string): string | null {
  const city = LABELLED_CITY.exec(said)?.[1]?.trim();
  return city && !NOT_CITY.test(fold(city)) ? placeName(city) : null;
}

/** A message that is only a labelled city ("ciudad: Rosario", "cidade é Córdoba", "city: La Plata"): its place, or null. */
export function explicitCity(said: string): string | null {
  const m = /^\s*(?:(?:la|a|my|the|mi|minha)\s+)?(?:ciudad|cidade|city|localidad)\s*(?::|(?:es|é|is)\s)\s*([\p{L}][\p{L} .'-]{1,40})[.!]?\s*$/iu.exec(said);
  return m && !NOT_CITY.test(fold(m[1])) ? placeName(m[1].trim()) : null;
}

/**
 * In a list of details split by commas, the one part that is only a place name and none of the
 * values already read (`taken`); null when there is none or more than one.
 */
export function cityAmongParts(said: string, taken: string[]): string | null {
  const read = taken.map(fold);
  const parts = said
    .split(/[,;\n]|\.\s/)
    .map((p) => p.trim())
    .filter((p) => /^[\p{L}][\p{L} '-]{2,40}$/u.test(p) && p.split(/\s+/).length <= 4 && !NOT_CITY.test(fold(p)) && !read.some((v) => v.includes(fold(p)) || fold(p).includes(v)));
  return parts.length === 1 ? placeName(parts[0]) : null;
}
