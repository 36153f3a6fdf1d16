import { fold } from "../../../lib/fold";
import { escapeRegExp } from "../../../lib/regexp";

// Cities a mattress is sent to most, known by name so that one written glued to its street
// ("Mar del Plata Colon 2345", trial 28a 031) is told from the street: with no street word
// between them, only a name known as a city can be cut from the front of an address. Any other
// place still goes through the shared reading (and its read-back).

const CITIES = [
  "mar del plata", "la plata", "rosario", "cordoba", "mendoza", "san juan", "san luis", "salta", "jujuy", "san salvador de jujuy",
  "tucuman", "san miguel de tucuman", "santa fe", "parana", "corrientes", "posadas", "resistencia", "formosa", "neuquen",
  "bahia blanca", "tandil", "olavarria", "necochea", "pergamino", "junin", "lujan", "pilar", "escobar", "tigre", "quilmes",
  "lanus", "avellaneda", "lomas de zamora", "moron", "merlo", "moreno", "san isidro", "vicente lopez", "san martin", "la matanza",
  "berazategui", "florencio varela", "banfield", "adrogue", "bernal", "funes", "villa gesell", "pinamar", "rio cuarto",
  "villa maria", "san rafael", "santa rosa", "viedma", "rawson", "trelew", "comodoro rivadavia", "rio gallegos", "ushuaia",
  "bariloche", "san carlos de bariloche", "cipolletti", "general roca", "zarate", "campana", "san nicolas", "venado tuerto",
  "rafaela", "reconquista", "concordia", "gualeguaychu", "santiago del estero", "catamarca", "la rioja", "caba",
];

/** Longest first, so "san carlos de bariloche" is taken whole before "bariloche". */
const OPENING = new RegExp(`^(${[...CITIES].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})\\s*[-–,]?\\s+(?=\\S)`);

/** The known city an address opens with and the street after it, or null. */
export function knownCityOpening(address: string): { city: string; rest: string } | null {
  const m = OPENING.exec(fold(address));
  if (!m) return null;
  // fold keeps the length of these letters, so the city is cut from the address as written.
  return { city: address.slice(0, m[1].length), rest: address.slice(m[0].length).trim() };
}

/** A place name known as a city ("Rosario", "la plata"): never taken as a surname. */
export const isKnownCity = (name: string): boolean => CITIES.includes(fold(name).trim());
