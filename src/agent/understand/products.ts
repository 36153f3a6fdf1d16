// Product phrases → products. The understanding reads a phrase's words; which product they name is
// the catalog search's ranking (src/lib/product-match.ts): over the catalog in D1 for a turn
// (the agent asks the search first, see agent/read-message.ts), over a list in memory otherwise.
// When unsure: ambiguous or none.

import { listSearcher, type SearchResult } from "../../lib/product-match";
import { corrections, parseQuery as parseSearch, productTerms, type ProductText } from "../../lib/product-text";
import { analyze } from "./normalize";
import { DESCRIBING_WORDS, NEVER_PRODUCT_WORDS } from "./not-products";
import { sizeAt, sizeInName, wordNumber, type Size } from "./numbers";
import { productNoun } from "./product-hints";
import { TEA } from "./tea";
import type { CatalogEntry, ProductMatch, ProductMatcher, Word } from "./types";

/** Words that never identify a product on their own. */
export const QUERY_STOPWORDS = new Set([
  "de", "del", "la", "el", "las", "los", "lo", "un", "una", "unos", "unas", "uno", "en", "por",
  "favor", "mas", "tambien", "otra", "otro", "otras", "otros", "mi", "me", "te", "le", "les",
  "bien", "fria", "frias", "frio", "frios", "helada", "heladas", "helado", "nomas", "solo",
  "sola", "unidad", "unidades", "porfa", "para", "mi", "esa", "ese", "esas", "esos", "estas", "estos", "este", "tipo",
  "marca", "si", "al", "a", "y", "e", "o", "ahi", "aca", "eh", "che",
  // words29 (t28a 017): "cuales galletitas tenes" quoted "cuales galletitas": a question word, never the product.
  "cual", "cuales",
  // "los campanita te dije": the customer insisting, never a word of the product.
  "dije",
  // "¿qué marcas de yerba tenés?": the kind of choice asked about, not the product.
  "marcas", "tipos", "clase", "clases", "variedad", "variedades", "sabores", "opciones", "productos", "producto", "cosas", "cosa", "disponible", "disponibles",
  // "6 cervezas urgente", "un agua así no pago envío", "mercadopago": asking, hurrying, paying, filling.
  ...NEVER_PRODUCT_WORDS,
]);

/** Words that count a product's packs ("un paquete de arroz", "2 maples de huevos"): a unit, not the product. */
export const PACK_UNITS = new Set([
  "paquete", "paquetes", "paquetito", "paquetitos", "maple", "maples", "docena", "docenas", "caja", "cajas", "cajita", "cajitas", "botella", "botellas",
  "botellita", "botellitas", "lata", "latas", "latita", "latitas", "bolsa", "bolsas", "sobre", "sobres", "frasco", "frascos", "pack",
  "unidad", "unidades", "sachet", "sachets", "saquito", "saquitos", "pote", "potes", "potecito", "potecitos",
  // words10: the same units in English ("6 quilmes cans", "2 bags of lays"): how it is counted, never a word that is missing.
  "cans", "tins", "bags", "boxes", "jars", "packets", "rolls",
]);
/** Variants said with "con" that are part of a product's name. */
export const WITH_VARIANT = new Set(["gas", "azucar", "sal", "alcohol", "leche", "limon", "hielo", "calcio", "hierbas", "palo", "relleno", "chocolate"]);
/** words13: a flour's grade ("harina 000") is a word of its name, never a count or a size (one pattern with the search's). */
export { FLOUR_GRADE } from "../../lib/product-text";

/** Words after a product that refuse it ("gaseosa ninguna", "refrigerante nenhum"). */
const NONE_AFTER = new Set(["ninguno", "ninguna", "ningun", "nenhum", "nenhuma", "nada"]);

/**
 * A phrase said in passing from `start` to `end` that refuses a product or qualifies another:
 * "no X" (no break between), "X no" ending its clause, "X ninguna", or a bare variant after
 * "con"/"sin" ("¿no tenés con sal?": the salted kind of the crackers shown, never table salt).
 */
export function refused(words: Word[], start: number, end: number): boolean {
  const before = words[start - 1];
  const after = words[end];
  if (before?.n === "no" && !words[start].brk) return true;
  if (after && !after.brk && after.n === "no" && (end + 1 >= words.length || words[end + 1].brk)) return true;
  if (after && !after.brk && NONE_AFTER.has(after.n)) return true;
  return end - start === 1 && (before?.n === "con" || before?.n === "sin") && !words[start].brk && WITH_VARIANT.has(words[start].n);
}

/**
 * Shapes a product is sold in, said as its unit before "de", and the products each one counts:
 * "un pan de manteca" is butter, "2 rollos de papel higiénico" is the paper (trial 12) — but a
 * "rollo de cocina" is the product itself (the catalog's "Rollo Cocina"), so a shape is a unit
 * only before the products it counts.
 */
const BUTTER_LIKE = ["manteca", "mantequilla", "margarina", "jabon", "grasa"];
const SHAPES: Record<string, readonly string[]> = Object.assign(Object.create(null), {
  pan: BUTTER_LIKE, panes: BUTTER_LIKE, pancito: BUTTER_LIKE, pancitos: BUTTER_LIKE, barra: BUTTER_LIKE, barras: BUTTER_LIKE,
  barrita: BUTTER_LIKE, barritas: BUTTER_LIKE, bloque: BUTTER_LIKE, bloques: BUTTER_LIKE,
  rollo: ["papel"], rollos: ["papel"], rollito: ["papel"], rollitos: ["papel"],
});
/** Whether `unit` is the shape `product` is counted in ("pan" de "manteca", "rollos" de "papel"). */
export function shapeUnitOf(unit: string, product: string): boolean {
  return SHAPES[unit]?.includes(product) ?? false;
}
/** Size adjectives: they disambiguate but do not identify a product. */
const SIZE_ADJ: Record<string, "big" | "small"> = Object.assign(Object.create(null), { // no prototype: a customer's "constructor" finds nothing
  grande: "big", grandes: "big", chica: "small", chicas: "small", chico: "small",
  chicos: "small", chiquita: "small", chiquito: "small", chiquitas: "small", mini: "small",
});

/** "grandes", "botellas", "potes": a size or a unit, which names no product on its own ("2 big bottles", "duas grandes"). */
export function sizeOrUnit(word: string): boolean {
  return PACK_UNITS.has(word) || SIZE_ADJ[word] !== undefined;
}

const UNIT_WORDS = new Set(["ml", "l", "lt", "lts", "litro", "litros", "cc", "g", "gr", "grs", "kg", "kilo", "kilos", "gramos"]);

export interface ParsedQuery {
  content: string[]; // identifying tokens
  adjectives: ("big" | "small")[];
  size: Size | null;
  text: string; // normalised query without leading articles
}

export function parseQuery(words: Word[]): ParsedQuery {
  const content: string[] = [];
  const adjectives: ("big" | "small")[] = [];
  let size: Size | null = null;
  for (let i = 0; i < words.length; i++) {
    const t = words[i].n;
    // "dos litros y cuarto": a number said in words is a size when a unit follows it (sizeAt says so).
    if (/[0-9]/.test(t) || t === "litro" || t === "medio" || t === "kilo" || wordNumber(t) !== null) {
      const s = sizeAt(words, i);
      if (s) {
        size = s.size;
        i += s.length - 1;
        continue;
      }
    }
    if (SIZE_ADJ[t]) adjectives.push(SIZE_ADJ[t]);
    if (!QUERY_STOPWORDS.has(t) && !UNIT_WORDS.has(t) && !/[0-9]/.test(t)) content.push(t);
  }
  let k = 0;
  while (k < words.length && QUERY_STOPWORDS.has(words[k].n)) k++;
  const text = words
    .slice(k)
    .map((w) => w.n)
    .join(" ");
  return { content, adjectives, size, text };
}

/**
 * The words of a product phrase as one search query ("2 cocas" is not one: pass "cocas"), as the
 * customer wrote them: the search normalises them itself, and "express" is not "expres".
 */
export function queryText(words: Word[]): string {
  return saidText(words).toLowerCase();
}

/** The words as written: each token once (an abbreviation expanded to two words is one token). */
export function saidText(words: Word[]): string {
  const out: string[] = [];
  let last: Word | null = null;
  for (const w of productWords(words)) {
    if (last && last.start === w.start && last.end === w.end) continue;
    // A grade spelt digit by digit ("cero cero cero") is written as its digits: the search and
    // the "No tenemos" line read "000" (t25c 009 asked "tienen harina cero cero cero" and was told no).
    out.push(/^0+$/.test(w.n) && !/\d/.test(w.o) ? w.n : w.o);
    last = w;
  }
  return out.join(" ");
}

/**
 * The phrase without the words that never name a product ("cervezas quilmes urgente" → "cervezas
 * quilmes", "agua así" → "agua"); a phrase made only of them is kept as said (and is weak).
 */
function productWords(words: Word[]): Word[] {
  // "de dos litros y cuarto": a number word with its unit is the size searched, never a word in passing.
  const kept = words.filter((w, i) => !NEVER_PRODUCT_WORDS.has(w.n) || !!sizeAt(words, i)?.size.dim);
  return kept.some((w) => !QUERY_STOPWORDS.has(w.n)) ? kept : words;
}

/**
 * A search's answer as the understanding reads it. Words the shop does not sell ("zero" in "coca
 * zero") or a size it does not have ("fanta de 500") make it "none", with the closest products
 * as `near`: what was asked is not sold, and those are what there is instead.
 */
export function matchOf(result: SearchResult<ProductText & { id: string }>, words: Word[], offered = false): ProductMatch {
  const query = parseQuery(words).text;
  if (weakQuery(words, offered)) return { kind: "none", query };
  if (ledByTea(words)) result = teaOnly(result);
  // "1 kg de queso cremoso" is not the light one by itself: a variant never said is offered, never added.
  if (result.kind === "one") return unsaidVariant(result.product, words) ? { kind: "ambiguous", productIds: [result.product.id] } : { kind: "one", productId: result.product.id };
  if (result.kind === "none") return { kind: "none", query };
  const ids = result.choices.map((c) => c.product.id);
  const partial = partialHit(result.choices.map((c) => c.product), words) ? { partial: true as const } : {};
  // "quilmes cans", "bolsas de lays": a unit the names do not spell is how the product is counted, never what is missing.
  const unsold = result.unmatched.filter((t) => !sizeOrUnit(t) && !sizeOrUnit(`${t}s`));
  const mostly = parseSearch(queryText(words)).terms.length - result.unmatched.length > unsold.length ? { mostlySold: true as const } : {};
  if (unsold.length) return { kind: "none", query, near: ids, missing: "words", ...partial, ...mostly };
  if (result.sizeUnavailable) return { kind: "none", query, near: ids, missing: "size", ...partial };
  const named = namedInFull(result.choices.map((c) => c.product), words);
  if (named) return { kind: "one", productId: named.id };
  return { kind: "ambiguous", productIds: ids, ...partial };
}

/**
 * lists32 (t31c 009): "poneme el Pañal M Supersec Pampers 52" is that row's whole name as written,
 * word for word and in order with its size: that row, never a "¿cuál?" beside "Pañal
 * Talle M Supersec Pampers 52 Un", whose name holds a word never said. Three words at least, so a
 * plain "leche entera" still asks.
 */
function namedInFull<P extends ProductText & { id: string }>(products: P[], words: Word[]): P | null {
  const said = parseSearch(queryText(words));
  if (said.terms.length < 3) return null;
  const fits = products.filter((p) => {
    const t = productTerms({ name: p.name });
    const name = t.name.filter((w) => !/^\d/.test(w));
    if (name.length !== said.terms.length || name.some((w, i) => w !== said.terms[i])) return false;
    // The size said too when the row has one: "pañal supersec pampers" alone still asks which pack.
    return t.sizes.length ? !!said.size && t.sizes.some((z) => z.value === said.size!.value) : true;
  });
  return fits.length === 1 ? fits[0] : null;
}

/**
 * Variants a customer names when they want them ("light", "zero", "diet"): a row that is one of
 * them is not the plain product. words15: so are the forms made from a plain product ("queso
 * cremoso" is no "Queso Untable Cremoso", "harina pureza" no "Harina Leudante … Pureza", "pan"
 * no "Pan Rallado"): offered to confirm, never added unsaid.
 */
const VARIANT_WORDS = new Set(["light", "diet", "zero", "untable", "rallado", "rallada", "leudante", "autoleudante", "rebozador"]);

/** The product is a variant ("Light", "Diet") the words never said. */
function unsaidVariant(product: ProductText, words: Word[]): boolean {
  const said = new Set(parseSearch(queryText(words)).terms);
  const name = productTerms({ name: product.name }).name;
  return name.some((t) => VARIANT_WORDS.has(t) && !said.has(t));
}

/** The phrase names the tea first ("té verde", "té de saquitos"): what it finds must be a tea. */
function ledByTea(words: Word[]): boolean {
  return words.find((w) => !QUERY_STOPWORDS.has(w.n))?.n === TEA;
}

/**
 * Only the products whose name starts with "Te": "té verde" is no "Detergente Limón y Te
 * Verde". None left is none (the shop's teas are then offered as what it has instead).
 */
function teaOnly<P extends ProductText & { id: string }>(result: SearchResult<P>): SearchResult<P> {
  const isTea = (p: ProductText) => productTerms({ name: p.name }).head === "te";
  if (result.kind === "one") return isTea(result.product) ? result : { kind: "none", unmatched: [] };
  if (result.kind !== "ambiguous") return result;
  const choices = result.choices.filter((c) => isTea(c.product));
  if (choices.length === result.choices.length) return result;
  if (choices.length === 0) return { kind: "none", unmatched: [] };
  return choices.length === 1 ? { kind: "one", product: choices[0].product } as SearchResult<P> : { ...result, choices };
}

/** An ordinal as addresses write floors: "4to", "3ro", "2do", "1er", "5ta", "10mo". */
const ORDINAL_FLOOR = /^[0-9]{1,2}(?:ro|ra|do|da|er|to|ta|mo|ma|vo|va|no|na|°|º)$/;

/**
 * Words too weak to search for a product with: nothing but one- or two-letter tokens and
 * ordinal floors ("4to B", "b", "3ro A"), or nothing but units ("paquetes", "botellas"). A catalog of 1,700 names has an "O.B." or an "Oral B"
 * for any letter; a customer naming a product says more than a letter.
 */
export function weakQuery(words: Word[], offered = false): boolean {
  const terms = words.map((w) => w.n).filter((t) => !QUERY_STOPWORDS.has(t) && !UNIT_WORDS.has(t) && !/^[0-9][0-9.,/]*$/.test(t));
  // Only words that never name a product ("cuánto", "mercadopago", "vocês entregam"): nothing to search.
  if (terms.length === 0) return words.some((w) => NEVER_PRODUCT_WORDS.has(w.n));
  // "la más barata", "la clásica": which row, said with no product's word, is never searched.
  if (terms.every((t) => DESCRIBING_WORDS.has(t) || NEVER_PRODUCT_WORDS.has(t))) return true;
  // Among products just offered, "la lata" is the yerba in a tin; over the catalog it is nothing.
  // "2 big bottles", "duas grandes", "2 potes": a size and a unit name no product over the catalog either.
  return terms.every((t) => (t.length <= 2 && t !== TEA) || ORDINAL_FLOOR.test(t)) || (!offered && terms.every(sizeOrUnit));
}

/** Words said around a choice that identify nothing ("mejor la de litro", "bueno, la de 500"). */
/** A price asked about a row ("cuánto la de 950?") names no product: the size picks it. */
const PRICE_WORDS = new Set(["cuanto", "cuantos", "sale", "salen", "cuesta", "cuestan", "vale", "valen", "precio", "esta"]);
const EDIT_WORDS = new Set(["mejor", "bueno", "buena", "dale", "ok", "listo", "entonces", "ahora", "perdon", "no", "era", "eran", "sino", "digo"]);

/**
 * The phrase's identifying words fit this product: none said, or one of them is a word of its
 * name or brand (a misspelling of one counts). A size alone never makes "6 cervezas quilmes
 * cristal de litro" the litre of orange juice that happened to be offered.
 */
export function wordsFit(words: Word[], entry: CatalogEntry): boolean {
  const terms = parseSearch(queryText(words.filter((w) => !EDIT_WORDS.has(w.n) && !PRICE_WORDS.has(w.n)))).terms;
  if (terms.length === 0) return true;
  const p = productTerms(entry);
  const vocabulary = [...p.name, ...p.brand];
  const fits = (t: string) => vocabulary.includes(t) || corrections(t, vocabulary).length > 0;
  // words17 (trial 16c 003): "los yogures de frutilla milkaut de 200" is never "Leche Chocolatada Milkaut 200 Cc": a product noun said is in the row.
  const nouns = terms.filter(productNoun);
  if (nouns.length > 0 && !nouns.some(fits)) return false;
  return terms.some(fits);
}

/** The first words of a product's name, brand and aliases as search terms ("Santa Ana" → "santa"). */
function leadingTerms(p: ProductText): string[] {
  return [p.name, p.brand, ...(p.aliases ?? [])].map((text) => productTerms({ name: text ?? "" }).head);
}

/**
 * The words hit these products only past the start of their name, brand and aliases: "ana" in
 * "Vino Tinto Santa Ana", "piso" in "Limpiador de Pisos". A customer naming a product starts
 * where its name or brand does ("coca" of Coca-Cola, "yerba" of Yerba Playadito); a word met
 * only inside longer names is a word said in passing. Words matched only through a spelling
 * correction are judged by the words they were corrected to ("cocs" → "coca" starts a name).
 */
function partialHit(products: readonly ProductText[], words: Word[]): boolean {
  const terms = parseSearch(queryText(words)).terms;
  const all = products.map((p) => ({ terms: productTerms(p), heads: leadingTerms(p) }));
  const literal = terms.filter((t) => all.some((p) => p.terms.name.includes(t) || p.terms.brand.includes(t)));
  if (literal.length > 0) return !literal.some((t) => all.some((p) => p.heads.includes(t)));
  // Only through a spelling correction: partial when no corrected word starts a name ("diaz" → "dias").
  const vocabulary = all.flatMap((p) => [...p.terms.name, ...p.terms.brand]);
  const fixed = terms.flatMap((t) => corrections(t, vocabulary));
  return fixed.length > 0 && !fixed.some((t) => all.some((p) => p.heads.includes(t)));
}

/** Matching over products held in memory (a small catalog, the products a turn already read, tests); `offered`: the products just offered. */
export function catalogMatcher(catalog: CatalogEntry[], offered = false): ProductMatcher {
  const entries = (Array.isArray(catalog) ? catalog : []).filter((e) => e && typeof e.id === "string" && typeof e.name === "string");
  const search = listSearcher(entries);
  return {
    match: (words) => (words.length ? matchOf(search(queryText(words)), words, offered) : { kind: "none", query: "" }),
    exact: (words) => namedWordForWord(words, entries),
  };
}

/**
 * Every one of the words is, as written (no spelling correction), a word of one of these
 * products' name, aliases or brand, and one of them starts it: "coca" names Coca-Cola; "rita"
 * does not name "Papas fritas", nor "ana" the wine "Santa Ana".
 */
export function namedWordForWord(words: Word[], entries: readonly CatalogEntry[]): boolean {
  const terms = parseSearch(queryText(words)).terms;
  if (!terms.length) return false;
  return entries.some((e) => {
    const p = productTerms(e);
    return terms.every((t) => p.name.includes(t) || p.brand.includes(t)) && terms.some((t) => leadingTerms(e).includes(t));
  });
}

/** Match already-analysed query words against products in memory, optionally only some of them. */
export function matchWords(words: Word[], catalog: CatalogEntry[], restrictTo?: string[]): ProductMatch {
  const list = Array.isArray(catalog) ? catalog : [];
  return catalogMatcher(restrictTo ? list.filter((e) => e && restrictTo.includes(e.id)) : list, !!restrictTo).match(words);
}

/** The words name a product the shop sells, in some size if not in the one asked ("fanta de 500"). */
export function namesProduct(match: ProductMatch): boolean {
  return match.kind !== "none" || match.missing === "size";
}

/** Match free product text ("2 cocas" is not a query: pass "cocas") against products in memory. */
export function matchProduct(query: string, catalog: CatalogEntry[]): ProductMatch {
  try {
    return matchWords(analyze(typeof query === "string" ? query : ""), catalog);
  } catch {
    return { kind: "none", query: typeof query === "string" ? query.slice(0, 200) : "" };
  }
}

/** The size in a product's name (for "la de 500", "la grande" among offered products). */
export function entrySize(catalog: CatalogEntry[], id: string): Size | null {
  const entry = catalog.find((e) => e && e.id === id);
  return entry && typeof entry.name === "string" ? sizeInName(analyze(entry.name)) : null;
}

/**
 * "1 kg de azúcar ledesma", "un litro de leche", "2 kg de harina": a number with its unit, then
 * "de", leads the product phrase. It is the size of what is asked, never a word of its name. The
 * size's words (to read after the product's) and the words it spans with its "de"; null otherwise.
 */
export function leadingSize(words: Word[], i: number): { size: Word[]; length: number } | null {
  const s = sizeAt(words, i);
  if (!s || s.size.dim === null || s.length < 2 || words[i + s.length]?.n !== "de") return null;
  return { size: words.slice(i, i + s.length), length: s.length + 1 };
}

/**
 * How many packs of what a product phrase ending in a size says ("azucar 1 kg" → one; "harina
 * 2 kg" with no 2 kg pack → two of the 1 kg one): the words to search, their match and the count.
 */
export function sizedPacks(words: Word[], sizeLength: number, value: number, matcher: ProductMatcher): { words: Word[]; match: ProductMatch; count: number } {
  const match = matcher.match(words);
  if (value > 1 && match.kind === "none" && match.missing === "size") {
    const unit = words.slice(words.length - sizeLength);
    const one = [...words.slice(0, words.length - sizeLength), { ...unit[0], n: "1", o: "1" }, ...unit.slice(1)];
    const each = matcher.match(one);
    if (each.kind !== "none") return { words: one, match: each, count: value };
  }
  return { words, match, count: 1 };
}
