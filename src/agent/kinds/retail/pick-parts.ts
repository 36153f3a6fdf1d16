// A message answering open lists, cut into the parts a person joins picks with ("la 1 y la 3",
// "tirabuzones y el girasol. dni 30555444", "el de 900, 2. y un arroz"): commas, "y", and a
// sentence's end ("." "!!" "?"); and the parts that say only how many ("1 sola", "dame 2").
import { fold } from "../../../lib/fold";
import { MAX_QUANTITY, wordNumber } from "../../understand/numbers";
import { withoutToldYou } from "./list-phrases";
import { ANY_ROW, understand } from "../../understand";
import { CHEAP_WORDS } from "../../understand/not-products";

/** Joins between picks; a sentence's end too, never the point of a decimal ("1.5 lt"). */
const JOINS = /\s*(?:[,;+\n]|[.!?¡¿]+(?=\s|$)|\by\b|\be\b|\bmas\b|\btambien\b|\bademas\b)\s*/i;
/** A part with nothing to pick ("dale", "bueno", "porfa"). */
const FILLER = /^(?:si|dale|bueno|ok|listo|porfa|por favor|gracias|entonces|quiero|dame|mandame|poneme|)$/;

/** The parts of a message, each a pick, a quantity or something said beside them. */
export function pickParts(text: string): string[] {
  return withoutToldYou(fold(text))
    // "la primera pero 3", "la 1 pero que sean 3": what follows "pero" is the pick's quantity.
    .replace(/\s+pero\s+/g, ", pero ")
    // edits16: "la de 2 y cuarto", "de 1 y medio": one size, never "y" joining two picks.
    .replace(/\b(\d) y (cuarto|medio)\b/g, (_m, n: string, f: string) => `${n}.${f === "cuarto" ? "25" : "5"}`)
    // "el más barato", "la más grande": one description, never "más" joining two picks.
    .replace(/\bmas (?=(?:barat|car[oa]s?\b|econom|grande|chic|pequen))/g, "")
    .split(JOINS)
    .map((s) => s.replace(/[!?¡¿]+/g, " ").replace(/\s+/g, " ").trim())
    .reduce(sizeJoined, [])
    .filter((s) => !FILLER.test(s) && !s.split(" ").every((w) => HURRY.has(w)) && !DENIED_ROW.test(s) && !COMPLAINT.test(s))
    .filter((s, _k, all) => !(ANY_ROW.test(s) && all.some(isPriceExtreme)));
}

/**
 * picks35 (t34b 029): "la que sea, la mas barata": the row left to the shop and then narrowed to the
 * cheapest is one pick, the cheapest; read apart, "la que sea" took the first row as well.
 */
function isPriceExtreme(part: string): boolean {
  return part.split(" ").some((w) => CHEAP_WORDS.has(w)) || /(?:la|el|las|los) car[oa]s?/.test(part);
}

/** "las grandes", "la chica nomás", "the big ones", "a grande": a part that is only a size. */
export const SIZE_ONLY = /^(?:(?:la|las|el|los|the|those|de|a|as|o|os) )*(?:grandes?|chic[oa]s?|chiquit[oa]s?|big|bigger|large|small|smaller)(?: (?:one|ones|nomas|porfa))*$/;
/** "2 cocas", "ok 3 fantas": a count and the product it counts. */
const COUNTED_PRODUCT = /(?:^| )\d{1,2} (?!de\b|del\b)[a-z]{3,}/;

/**
 * picks18 (trial 17 kiosk): "2 cocas, las grandes", "ok then 2 cokes, the big ones": a size said
 * as a part of its own right after a counted product is that product's size, one part with it;
 * apart it was a pick of its own and the count said with the product was lost.
 */
function sizeJoined(parts: string[], part: string): string[] {
  const prev = parts.at(-1);
  if (prev !== undefined && SIZE_ONLY.test(part) && COUNTED_PRODUCT.test(prev)) parts[parts.length - 1] = `${prev} ${part}`;
  else parts.push(part);
  return parts;
}

/** words14: "no la 1890", "não a 1890", "not the 1890": a row denied by its number, never a pick. */
const DENIED_ROW = /^(?:no|nao|not) (?:la|el|lo|las|los|a|o|as|os|the) [0-9][0-9.,]*(?: ?(?:ml|cc|l|lt|lts|g|gr|grs|kg))?$/;

/** picks14: "no es tan dificil", "que complicado che", "te lo dije": a complaint beside the picks, no pick. */
const COMPLAINT = /^(?:no )?(?:es |era |que |q |sos |estas )?(?:tan |muy |re )?(?:dificil|complicado|complicada|lento|lenta)(?: che| eh| loco| boludo)?$|^(?:te lo dije|ya te dije|ya te lo dije|lee|lee bien|leeme bien|presta atencion)$/;

/** picks12: "dale q estoy apurado loco", "rapido porfa", "urgente che": hurry beside the picks, no pick. */
const HURRY = new Set([
  "dale", "bueno", "ya", "che", "loco", "loca", "boludo", "boluda", "porfa", "favor", "por", "rapido", "rapidito", "urgente", "apurate", "apurese",
  // picks13: "ah ahi me llego" (a late reply arrived) beside the picks.
  "ah", "aah", "ahh", "ahi", "ahora", "me", "llego", "llegaron", "ok", "joya", "genial", "perfecto", "si",
  "q", "que", "estoy", "toy", "ando", "re", "muy", "apurado", "apurada", "apurados", "apuradas", "hurry", "quick", "please", "pls", "rapidinho", "depressa", "to", "pressa", "com", "tengo", "poco", "tiempo",
]);

/**
 * A part said beside the picks, not one: a product the message also orders ("un arroz gallo
 * oro", read by the understanding as an item) or a detail it gives ("dni 30555444"). `aside` is
 * what the understanding read in the message: the items' words and the details' values.
 */
export function saidAside(part: string, aside: string[]): boolean {
  const words = ` ${part} `;
  return aside.some((a) => {
    const said = fold(a).trim();
    return said.length > 2 && words.includes(` ${said} `);
  });
}

/** picks15: "eso nomás", "nada más", "eso es todo": the order closed beside the pick, no pick. */
const CLOSE = /^(?:y )?(?:eso|solo eso|eso solo|nada|nada mas|todo)? ?(?:nomas|no mas|es todo|seria todo|mas nada|nada mas|por ahora)$/;

/**
 * picks15: a part that only gives a detail or closes the order ("lo paso a buscar", "efectivo",
 * "eso nomás", "a nombre de Ines Perez"): said beside the pick, read by the details after it.
 */
export function detailBeside(part: string): boolean {
  if (CLOSE.test(part)) return true;
  const u = understand(part, { catalog: [] });
  if (u.items.length || u.cartEdit) return false;
  return u.fulfilment !== null || u.paymentMethod !== null || u.wantsToCheckout || Object.keys(u.fields).length > 0;
}

/** picks15: "mejor 2 cocas", "make it 2 cokes", "que sean 4 cocas": a new count for a list, never its row 2. */
const COUNT_CHANGE = /^(?:no )?(?:mejor|make it|make that|que sean|mejor que sean|ponele|son|cambialo a|change it to)\s+(?:\d{1,2}|una|uno|dos|tres|cuatro|cinco|seis|two|three|four|five|six)\s+([a-z].*?)(?:\s+mejor)?$/;

/** The words naming what a count change is about ("cocas" of "mejor 2 cocas"), or null. */
export function countChangeWords(part: string): string | null {
  return COUNT_CHANGE.exec(part)?.[1] ?? null;
}

/** Words that make a quantity the whole of it ("1 sola", "2 nomas", "3 en total"). */
export const ONLY = /\b(?:sola|solo|solas|solos|nomas|en total)\b/;

/** A part that only says how many ("1 sola", "2 de esas", "dame 2", "3 de them"). */
const QUANTITY_PART = /^(?:(?:dame|poneme|pone|ponele|mandame|traeme|agregame|agregale|sumame|sumale|quiero|que sean|sean|son|y|pero)\s+)*(\d{1,3}|una|uno|un|dos|tres|cuatro|cinco|seis)(?:\s+(?:sola|solo|solas|solos|nomas|en total|de esas|de esos|de esa|de ese|de ellas|de ellos|de them|unidades|paquetes|latas|latinhas|botellas|garrafas|cans|bottles|packs|por favor|porfa|porfis|porfi|please|pls|plz|of them|of those|of these))*$/;

// lists20 (t20c 004): "the 7, 1 please": a polite word after the count (English as Spanish) keeps it a count, never row 1.
/** The quantity a part says alone; a bare number only when `bare` (after a description: "la playadito, 2"). */
export function partQuantity(part: string, bare: boolean): number | null {
  const m = QUANTITY_PART.exec(part);
  // A bare number is a row ("2, 3"); only a number with words around it is a quantity.
  if (!m || (m[0] === m[1] && !bare)) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : wordNumber(m[1]);
  return n !== null && n >= 1 && n <= MAX_QUANTITY ? n : null;
}

const SPELLED: Record<string, number> = Object.assign(Object.create(null), { uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10 });
/** "la dos", "el numero tres", "opcion cuatro": a row named by its number in words (never a bare "dos", a count). */
const SPELLED_ROW = /^((?:(?:la|el|opcion|numero|nro)\s+)+)(uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/;

/** The part with its row number in digits ("la dos" → "la 2"), or null when it spells none. */
export function spelledRow(part: string): string | null {
  const m = SPELLED_ROW.exec(part);
  return m ? `${m[1]}${SPELLED[m[2]]}` : null;
}

/** picks13: "agregala", "sumalo", "ponemela": adding "it", never a product ("agregala" is no "Queso … Agregada"). */
const ADD_IT_WORD = /^(?:agrega|suma|pone|manda|anota|trae|agregue|sume|ponga|mande)(?:me|le|nos)?(?:l[aeo]s?)?$/;

export function addsIt(said: string): boolean {
  return ADD_IT_WORD.test(fold(said).toLowerCase().trim());
}

/** Word stems without a plural ending ("yogures" → "yogur", "mantecas" → "manteca"). */
export function stems(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2)
    .map((w) => w.replace(/(?:es|s)$/, ""));
}
