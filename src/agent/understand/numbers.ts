// Quantities ("2", "dos", "una", "media docena", "un par de") and sizes ("500", "1,5",
// "500ml", "litro y medio") over normalised words.

import type { ProductMatch, ProductMatcher, Word } from "./types";

const UNITS: Record<string, number> = {
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8,
  nueve: 9, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16,
  diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiun: 21,
  veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30,
  cuarenta: 40, cincuenta: 50,
};

/** Largest quantity we accept as an order line; bigger numbers are addresses, DNIs, phones. */
export const MAX_QUANTITY = 200;

/** Words that are the indefinite article as well as "1" (they need an order context). */
export const ARTICLE_ONE = new Set(["un", "una", "uno"]);

export function wordNumber(w: string): number | null {
  return Object.prototype.hasOwnProperty.call(UNITS, w) ? UNITS[w] : null;
}

/** A plain integer token ("2", "12"); no separators. */
export function intToken(w: string): number | null {
  if (!/^[0-9]{1,6}$/.test(w)) return null;
  return Number(w);
}

/**
 * A count written as a multiplication after the product ("arroz gallo oro 1kg x2", "coca x 3"):
 * its value and how many words it takes, or null. Trial 11 read "x2" as one.
 */
export function timesAt(words: Word[], i: number): { value: number; length: number } | null {
  const w = words[i]?.n;
  const joined = w ? /^x([0-9]{1,2})$/.exec(w) : null;
  const value = joined ? Number(joined[1]) : w === "x" ? intToken(words[i + 1]?.n ?? "") : null;
  if (value === null || value < 1 || value > 50 || (w === "x" && words[i + 1]?.brk)) return null;
  return { value, length: joined ? 1 : 2 };
}

export interface QuantityAt {
  value: number;
  /** Number of words consumed (including a trailing "de": "media docena de"). */
  length: number;
  /** The quantity is just the article "un"/"una"/"uno". */
  article: boolean;
  /** Counted in dozens ("una docena", "media docena", "2 docenas"): units, not packs. */
  dozen?: true;
}

/**
 * Read a quantity starting at words[i]. Recognises digits, number words, "docena",
 * "media docena", "un par (de)", "2 docenas", "una docena y media" is not handled.
 */
export function quantityAt(words: Word[], i: number): QuantityAt | null {
  const w = words[i]?.n;
  if (w === undefined) return null;
  const next = words[i + 1]?.n;
  const deAfter = (k: number) => (words[k]?.n === "de" ? 1 : 0);
  if (w === "media" && next === "docena") return { value: 6, length: 2 + deAfter(i + 2), article: false, dozen: true };
  if ((w === "un" || w === "una") && next === "docena") return { value: 12, length: 2 + deAfter(i + 2), article: false, dozen: true };
  if (w === "un" && next === "par") return { value: 2, length: 2 + deAfter(i + 2), article: false };
  if (w === "docena") return { value: 12, length: 1 + deAfter(i + 1), article: false, dozen: true };
  let value = intToken(w) ?? wordNumber(w);
  if (value === null) return null;
  if (fraction(next) !== null) return null; // "2 1/4" is a size

  if (w.length > 1 && w.startsWith("0")) return null;
  // "2 docenas"
  if (next === "docenas" || next === "docena") {
    value *= 12;
    return value >= 1 && value <= MAX_QUANTITY ? { value, length: 2 + deAfter(i + 2), article: false, dozen: true } : null;
  }
  // "treinta y dos"
  if (value >= 30 && value % 10 === 0 && next === "y") {
    const u = wordNumber(words[i + 2]?.n ?? "");
    if (u !== null && u < 10) return { value: value + u, length: 3, article: false };
  }
  if (value < 1 || value > MAX_QUANTITY) return null;
  return { value, length: 1, article: ARTICLE_ONE.has(w) };
}

// ---------------------------------------------------------------------------------------------
// Sizes. A size is a volume in ml or a mass in g; a bare number has no dimension.

export interface Size {
  value: number; // ml or g (bare numbers: liters/kg when < 10, else ml/g)
  dim: "vol" | "mass" | null;
}

// No prototype, so a customer's "constructor" finds nothing.
const VOL_UNITS: Record<string, number> = Object.assign(Object.create(null), { ml: 1, cc: 1, l: 1000, lt: 1000, lts: 1000, litro: 1000, litros: 1000 });
const MASS_UNITS: Record<string, number> = Object.assign(Object.create(null), { g: 1, gr: 1, grs: 1, gramos: 1, kg: 1000, k: 1000, kilo: 1000, kilos: 1000 });

/** "1,5" → 1.5, "1.5" → 1.5, "500" → 500, "1.500" → 1500. Null when not a number. */
export function parseDecimal(s: string): number | null {
  if (!/^[0-9]{1,5}(?:[.,][0-9]{1,3})?$/.test(s)) return null;
  const m = /^([0-9]+)[.,]([0-9]+)$/.exec(s);
  if (!m) return Number(s);
  if (m[2].length === 3 && m[1] !== "0") return Number(m[1] + m[2]); // thousands separator
  return Number(`${m[1]}.${m[2]}`);
}

function withUnit(v: number, unit: string | undefined): Size | null {
  if (unit !== undefined && VOL_UNITS[unit] !== undefined) return { value: v * VOL_UNITS[unit], dim: "vol" };
  if (unit !== undefined && MASS_UNITS[unit] !== undefined) return { value: v * MASS_UNITS[unit], dim: "mass" };
  return null;
}

export interface SizeAt {
  size: Size;
  length: number;
}

/** A proper fraction token as analyze keeps it ("1/4" → 0.25); null otherwise. */
export function fraction(w: string | undefined): number | null {
  const m = /^([1-7])\/([2-8])$/.exec(w ?? "");
  return m && Number(m[1]) < Number(m[2]) ? Number(m[1]) / Number(m[2]) : null;
}

/**
 * Read a size at words[i]: "500", "500ml", "500 ml", "1,5", "1,5l", "litro y medio", "medio
 * litro", "2 litros", "2 1/4" (2.25 L), "1/2 kilo".
 */
export function sizeAt(words: Word[], i: number): SizeAt | null {
  const w = words[i]?.n;
  if (w === undefined) return null;
  const next = words[i + 1]?.n;
  // "2 1/4", "1/2 kilo", "3/4": a whole and a fraction are one size, never "2" then "4".
  const part = fraction(w);
  const whole = part === null && /^[0-9]{1,2}$/.test(w) ? fraction(next) : null;
  if (part !== null || whole !== null) {
    const v = part ?? Number(w) + whole!;
    const used = part !== null ? 1 : 2;
    const unit = withUnit(v, words[i + used]?.n);
    if (unit) return { size: unit, length: used + 1 };
    return { size: { value: v < 10 ? v * 1000 : v, dim: null }, length: used };
  }
  if (w === "litro" && next === "y" && words[i + 2]?.n === "medio") return { size: { value: 1500, dim: "vol" }, length: 3 };
  if (w === "medio" && next === "litro") return { size: { value: 500, dim: "vol" }, length: 2 };
  if (w === "medio" && next === "kilo") return { size: { value: 500, dim: "mass" }, length: 2 };
  if (w === "litro" || w === "kilo") return { size: { value: 1000, dim: w === "litro" ? "vol" : "mass" }, length: 1 };
  const glued = /^([0-9]+(?:[.,][0-9]+)?)([a-z]+)$/.exec(w);
  if (glued) {
    const v = parseDecimal(glued[1]);
    const s = v === null ? null : withUnit(v, glued[2]);
    return s ? { size: s, length: 1 } : null;
  }
  const v = parseDecimal(w) ?? wordNumber(w);
  if (v === null || v <= 0) return null;
  if (next === "y" && words[i + 2]?.n === "medio" && (words[i + 3]?.n === "litros" || words[i + 3]?.n === "kilos")) {
    return { size: withUnit(v + 0.5, words[i + 3].n)!, length: 4 };
  }
  // edits16: "la de 2 y cuarto" (2.25 L), "de 1 y medio": a whole and its fraction are one size.
  const frac = next === "y" && /^[0-9]$/.test(w) ? ({ cuarto: 0.25, medio: 0.5 } as Record<string, number>)[words[i + 2]?.n ?? ""] : undefined;
  if (frac) return { size: withUnit(v + frac, words[i + 3]?.n) ?? { value: (v + frac) * 1000, dim: null }, length: withUnit(v + frac, words[i + 3]?.n) ? 4 : 3 };
  const u = withUnit(v, next);
  // t20b 013: "2 litros y cuarto", "dos kilos y medio": the fraction after the unit is the same size (2.25 L),
  // unless it starts a size of its own ("2 litros y medio kilo de pan").
  const after = words[i + 2]?.n === "y" ? ({ cuarto: 0.25, medio: 0.5 } as Record<string, number>)[words[i + 3]?.n ?? ""] : undefined;
  if (u && after && Number.isInteger(v) && v < 10 && !withUnit(1, words[i + 4]?.n)) return { size: withUnit(v + after, next)!, length: 4 };
  if (u) return { size: u, length: 2 };
  if (wordNumber(w) !== null) return null; // "dos" alone is a quantity, not a size
  return { size: { value: v < 10 ? v * 1000 : v, dim: null }, length: 1 };
}

/**
 * words15: "2 de la de 1.5", "3 del de 500": a bare number right before "de"/"del" is how many,
 * never a size ("2" is no "Retornable 2 Lt" when the size said is 1.5).
 */
export function countBeforeOf(words: Word[], i: number, s: SizeAt): boolean {
  return s.size.dim === null && s.length === 1 && /^[0-9]{1,2}$/.test(words[i].n) && (words[i + 1]?.n === "de" || words[i + 1]?.n === "del");
}

/** Size written in a catalog name ("Coca-Cola 1,5 L" → 1500 ml). */
export function sizeInName(words: Word[]): Size | null {
  for (let i = 0; i < words.length; i++) {
    if (!/[0-9]/.test(words[i].n)) continue;
    const s = sizeAt(words, i);
    if (s && s.size.dim !== null) return s.size;
  }
  return null;
}

export function sameSize(a: Size, b: Size): boolean {
  if (a.dim !== null && b.dim !== null && a.dim !== b.dim) return false;
  return Math.abs(a.value - b.value) < 0.5;
}

// counts29 (t28b 010): "quilmes cristal de litro 6", "huevos 2": a bare number closing a product
// phrase is how many, said after the product the way a list is written. It was read as part of the
// product (1 beer added, "No tengo \"huevos 2\""). The number stays a size when it is said as one
// ("coca de 2", "x 2", "nro 2"), or when the product it names changes with it ("coca 2" that finds
// a 2 L bottle the bare "coca" does not).

const SIZE_LEADS = new Set(["de", "del", "x", "por", "nro", "numero", "n", "el", "la", "los", "las", "a"]);

/** "Av Cordoba 2345 piso 7", "calle 12": the number after an address word is part of the address, never a count. */
const ADDRESS_LEADS = new Set(["piso", "departamento", "depto", "dto", "torre", "numero", "altura", "calle", "casa", "lote", "manzana", "mz", "local", "oficina", "timbre", "puerta", "unidad", "uf", "block", "bloque", "sector", "av", "avenida", "ruta", "km", "km.", "barrio"]);

/** The count closing a phrase (cut off its words) and the match of the phrase without it, or null when the number is no count. */
export function trailingCount(phrase: { words: Word[] }, clauseEnds: boolean, matcher: ProductMatcher): { value: number; match: ProductMatch } | null {
  const span = phrase.words;
  const last = span[span.length - 1];
  const before = span[span.length - 2];
  if (!clauseEnds || !last || !before || last.brk || !/^[0-9]{1,2}$/.test(last.n) || SIZE_LEADS.has(before.n) || ADDRESS_LEADS.has(before.n) || /[0-9]/.test(before.n)) return null;
  const value = Number(last.n);
  if (value < 1 || value > 50) return null;
  const without = matcher.match(span.slice(0, -1));
  if (without.kind === "none") return null;
  const whole = matcher.match(span);
  if (whole.kind !== "none" && !sameMatch(whole, without)) return null;
  phrase.words = span.slice(0, -1);
  return { value, match: without };
}

function sameMatch(a: ProductMatch, b: ProductMatch): boolean {
  if (a.kind === "one" && b.kind === "one") return a.productId === b.productId;
  if (a.kind === "ambiguous" && b.kind === "ambiguous") return a.productIds.join() === b.productIds.join();
  return false;
}
