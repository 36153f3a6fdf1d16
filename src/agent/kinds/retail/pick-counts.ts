// How many of a pick the customer said around it: pointing at the one thing offered with a
// count after it ("esa misma, 2") or a count before the row ("3 del más barato", "dame 2 de la
// de 1 kg"). Pure text reading over the understanding's normalised words.
import { fold } from "../../../lib/fold";
import type { Product } from "../../ports";
import { understand } from "../../understand";
import type { Understanding } from "../../understand/types";
import { wordNumber } from "../../understand/numbers";

/** "esa", "esa dale", "dale, esa", "quiero esa", "esa misma": the one thing just offered. */
const POINTING = /^(?:(?:si|dale|bueno|ok|listo|quiero|dame|mandame|poneme|agregame|sumame|entonces|va|y)\s+)*(?:esa|ese|eso|esta|este|esas|esos)(?:\s+(?:misma|mismo|dale|si|porfa|por|favor|nomas|va|gracias|entonces|esta|bien|perfecto))*(?:\s+(\d{1,2}))?$/;

export function pointsAtOffer(u: Understanding): boolean {
  return POINTING.test(u.normalized) && !u.isQuestion;
}

/** "esa misma, 2", "esa, 3": the count said after pointing at the one thing offered. */
export function pointedQuantity(u: Understanding): number | null {
  const n = POINTING.exec(u.normalized)?.[1];
  return n && !u.isQuestion && Number(n) >= 1 ? Number(n) : null;
}

/** "si, y una manteca", "dale. y 2 fantas", "yes, and a coke": a yes standing as its own part before other words. */
const YES_AHEAD = /^\s*(?:si+|dale|ok|oka|bueno|listo|de una|perfecto|yes|sure|sim)(?:\s+(?:porfa|por favor|please|pls|dale|si|obvio|claro))*\s*(?:[,.;!]+|\s+(?:y|and|e|tambien)\b)/;

/** picks18: the offer a yes said ahead of other items answers ("si, y 2 fantas" keeps the fantas and takes X). */
export function yesAhead(text: string): boolean {
  return YES_AHEAD.test(fold(text));
}

/** "si agregala, 1", "dale sumalo, 2": adding "it" with a count, the one thing just offered. */
const ADD_IT_COUNT = /^(?:(?:si|dale|bueno|ok|listo|entonces)\s+)*(?:agrega|suma|pone|manda|anota|agregame|sumame|poneme|mandame|anotame)l[ao]s?\s+(\d{1,2})$/;

export function addItCount(u: Understanding): number | null {
  const n = ADD_IT_COUNT.exec(u.normalized)?.[1];
  return n && !u.isQuestion && Number(n) >= 1 ? Number(n) : null;
}

/** "3 del más barato", "dame 2 de la grande", "2 de 1.5", "dame 2 de medio", "6 de litro" (t28c 006), "dame 2 de la de 1 kg", "3 de esa": how many, said before the row. */
// counts22 (t21b 022): "bueno 2 del tallarin": the yes words before the count say nothing of it.
// t32b 019: "bueno dame dos de la de medio kilo entonces" added 1: the count may be a word ("dos").
// From two up only: "una de la de litro" is the list's own count, never a count said.
const COUNT = "(\\d{1,2}|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)";
const COUNT_BEFORE = new RegExp(`^(?:(?:bueno|dale|si|ok|entonces|listo|joya) )*(?:(?:dame|poneme|mandame|traeme|agregame|sumame|quiero) )?(?:${COUNT} (?:del\\b|(?:de )?(?:la|el|las|los|esa|ese|esas|esos)\\b)|${COUNT} del? (?=\\d|medio\\b|litros?\\b|kilos?\\b))`);
export function countBefore(normalized: string): number | null {
  const lead = COUNT_BEFORE.exec(normalized);
  const said = lead?.[1] ?? lead?.[2];
  return said === undefined ? null : (wordNumber(said) ?? Number(said));
}

/** "el 2, pelado arcor", "la 2 (pelado arcor), 4 latas", "#2 el arcor x3": a row's place with its description after it. */
const PLACE_THEN_WORDS = /^(?:(?:dame|quiero|poneme|mandame|agregame|sumame|si|dale) )*(?:(?:la|el|#|numero|nro|opcion) ?(\d{1,2})(?:,| |$)|(\d{1,2}),)(?! ?(?:de|del|x|por|kg|kilos?|gr|gramos|g|ml|lt|litros?|l|cc|un|unidades)\b)(.*[a-z].*)$/;
/** A count in the words after the place: "3 latas", "x3", "4 unidades", a lone "3" at the end. */
const COUNT_IN_WORDS = /(?:^|[ ,.])(?:x ?(\d{1,2})|(\d{1,2}) ?(?:latas?|unidades?|u|paquetes?|botellas?|bolsas?|cajas?|frascos?|packs?|cans?|units?|de esas?|de esos?)\b|(\d{1,2})$)/;

/**
 * The pick by place beside its description: the place is the row, never the count; the count is
 * one said elsewhere in the words ("3 latas"), else null (the list's own). Null when the message
 * is no place with words after it.
 */
export function placeWithWords(normalized: string): { row: number; count: number | null } | null {
  const m = PLACE_THEN_WORDS.exec(normalized);
  if (!m) return null;
  const c = COUNT_IN_WORDS.exec(m[3]);
  const count = c ? Number(c[1] ?? c[2] ?? c[3]) : null;
  return { row: Number(m[1] ?? m[2]), count: count && count >= 1 ? count : null };
}

/** edits16: "la serenisima clasica 2", "tirabuzon x3": a count said after a row's words (never "la de 2", a size). */
const COUNT_AFTER = /^(.*[a-z]{3,}.*?)(?<!\b(?:de|del|la|el|los|las|numero|nro|opcion))\s+(?:x ?)?(\d{1,2})$/;

/** The words and the count said after them, or null when the part ends in no count. */
export function countAfter(part: string): { words: string; count: number } | null {
  const m = COUNT_AFTER.exec(part);
  return m && Number(m[2]) >= 1 ? { words: m[1], count: Number(m[2]) } : null;
}

/**
 * lists18 (t17c 014): "la 10, 2" is row 10 and two of it: a bare number last, after a row said with
 * its article, when the list asked no count of its own. "2, 3" and "la 1, 2, 3" stay rows.
 */
export function countAfterRow(row: string, asked: number, part: string, last: boolean): boolean {
  if (!last || !/^\d{1,2}$/.test(part)) return false;
  // counts19 (t19a 104, t19b 009): "la segunda, 3", "o primeiro, 2": a row said by an ordinal word is never
  // listed beside a row in digits, so the bare number after it is its count, whatever the list asked.
  return ORDINAL_ROW.test(row) || (/^(?:la|el|the|o|a) \d{1,2}$/.test(row) && asked === 1);
}

const ORDINAL_ROW = /^(?:la|el|las|los|the|o|a) (?:primeir[oa]|primer(?:[oa]s?)?|segund[oa]|terceir[oa]|tercer[oa]?|cuart[oa]|quart[oa]|quint[oa]|ultim[oa]|first|second|third|last)(?: one)?$/;

const ROW_PLACE = /(?:^|\s)(?:la|el|las|los|#|numero|nro|opcion) ?\d/;

/**
 * swaps21 (t20a 107): "2 pepsi y una coca", "ok then 2 pepsi": a part that is one counted line of
 * the row picked carries that count (it was lost to the list's 1). A size is never read as one.
 */
export function ownCount(part: string, rows: Product[], listIds: string[], id: string): number | null {
  // "la 2 de manteca", "aceite el 3", "#2": a number after its article is the row's place, never a count.
  if (ROW_PLACE.test(part)) return null;
  const u = understand(part, { catalog: rows, expecting: "product_choice", choices: listIds });
  const [item] = u.items;
  const ids = item?.match.kind === "one" ? [item.match.productId] : item?.match.kind === "ambiguous" ? item.match.productIds : [];
  if (u.items.length !== 1 || item.quantity === null || !ids.includes(id)) return null;
  // The row's own percent ("Uat con Fe 3% Brick…" typed back, its "%" lost to normalising) is its name, never a count.
  const name = rows.find((p) => p.id === id)?.name ?? "";
  return new RegExp(`(?:^|[^0-9,.])${item.quantity} ?%`).test(name) ? null : item.quantity;
}
