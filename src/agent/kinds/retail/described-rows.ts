// The rows of an offered list that words describe by size and name ("de litro y medio", "el de
// 1.5", "la de 2 1/4", "dame 2 del tinto de litro"): shared by the answers to the open "¿cuál?"
// and the reading of several picks.
import { DESCRIBED_BIG, DESCRIBED_SMALL } from "../../understand/size-words";
import { plainOnes } from "../../../lib/product-match";
import { packUnitsIn } from "../../../lib/pack-units";
import type { Product } from "../../ports";
import { analyze, withFractions } from "../../understand";
import { quantityAt, sameSize, sizeAt, sizeInName, type Size } from "../../understand/numbers";
import { CHEAP_WORDS as CHEAP, PLAIN_ROW_WORDS as PLAIN } from "../../understand/not-products";

/** Words of a description that name nothing about a row ("dame", "mejor", "la de"). */
const DESCRIPTION_FILLERS = new Set([
  "la", "el", "las", "los", "de", "del", "un", "una", "uno", "dame", "mejor", "quiero", "poneme", "mandame", "si", "no", "y", "por", "favor",
  "esa", "ese", "esas", "esos", "entonces", "bueno", "dale", "que", "sea", "sean", "porfa", "me", "lo", "te", "dije", "mas",
  // picks9: "la de 970 esta bien", "esa nomas", "la de 473 porfavor": how it is said, never which row.
  "esta", "bien", "nomas", "gracias", "perfecto", "listo", "sirve", "igual", "porfavor", "seria", "quero", "queria",
  // words15: "tiene q ser comun 0000", "que me pongas la cañuelas 000": how it is asked, never which row.
  "q", "tiene", "tienen", "tenga", "pongas", "ponga", "pone", "agregala", "agregalo", "agregame",
  // picks35 (t34b 029): "cualquiera, la mas barata": the row left to the shop, then narrowed; never a word of a row.
  "cualquiera", "cualquier",
  // lists17: "la q viene en sachet", "o pack, um só", "das pequenas": how a feature is said, never which row.
  "viene", "vienen", "venga", "vengan", "trae", "traen", "das", "dos", "do", "da", "um", "uma", "so", "only", "just",
]);

/**
 * picks14: "el paquete grande", "el de 46 unidades": how a pack or its count is called, said of
 * rows whose names do not carry the word ("Pañal … 46 Un"): no word a row must have.
 */
const PACK_WORDS = new Set(["paquete", "paquetes", "paquetito", "pack", "sixpack", "six", "pacotinho", "fardo", "fardito", "bolsa", "bolsas", "caja", "cajas", "unidades", "unidad", "uds", "package", "pacote"]);

/** A count before a plural package word ("2 paquetes", "tres bolsas"): how many, not which row. */
const COUNTED_PACKS = /(?:^|\s)(?:\d{1,3}|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce) (?:paquetes|paquetitos|bolsas|cajas|pacotes|packages)\b/;


/** A word stem, plural endings off ("tintos" → "tint"), for comparing words with a row's name. */
const stem = (w: string) => {
  // t34b 003: "las latitas de 354": a diminutive names the row's own word ("Lata"), so its base is compared.
  const base = w.match(/^([a-zñ]{3,}?)c?it(?:o|a)s?$/)?.[1];
  if (base && base.length >= 3) return base;
  return w.replace(/(?:es|s)$/, "").slice(0, Math.max(4, w.length - 2));
};

/**
 * The rows of a list the words describe by size and name ("de litro y medio", "el de 1.5",
 * "dame 2 del tinto de litro"): every word said is in the row's name and the size said is its
 * size. Null when the words describe no row, all of them, or say nothing.
 */
export function describedRows(text: string, products: Product[]): Product[] | null {
  const rows = fittingRows(text, products);
  if (!rows?.length || rows.length >= products.length) return null;
  // Two rows with the same name at the same price are one choice to the customer (never "¿X o X?"): the first stands for both.
  return rows.filter((p, k) => rows.findIndex((q) => q.name === p.name && q.price === p.price) === k);
}

/**
 * picks12: words that describe every row ("de litro" when all the leches shown are 1 Lt): no
 * pick and no mystery, which one is still the question.
 */
export function describesAll(text: string, products: Product[]): boolean {
  return products.length > 1 && fittingRows(text, products)?.length === products.length;
}

/**
 * The words name this one product (the only row of a one-product offer: "2 spaghetti" after "Sí,
 * tenemos Fideos Spaghetti Lucchetti"): a word of its name, never a bare size ("la de 500").
 */
export function describesProduct(text: string, product: Product): boolean {
  return readDescription(text).said.length > 0 && fittingRows(text, [product])?.length === 1;
}

/** The rows the words fit; null when they say nothing about a row. */
export function fittingRows(text: string, products: Product[]): Product[] | null {
  const { size, number, written, numbers, exact, plain, cheap, extreme } = readDescription(text);
  let { said } = readDescription(text);
  if (!size && !said.length && !plain.length && !cheap && !extreme) return null;
  const has = (name: ReturnType<typeof analyze>, w: string) => name.some((n) => n.n.startsWith(w));
  const names = products.map((p) => analyze(p.name));
  // lists17: "el pack", "el six pack" between a single can and its "6 Un" row: the row sold as several.
  // t19c 018: "2 paquetes" counts packages (a 169 g packet is one too), never describes the row sold as several.
  const packSaid = !COUNTED_PACKS.test(text) && said.some((w, k) => PACK_WORDS.has(exact[k]) && !names.some((name) => has(name, w)));
  said = said.filter((w, k) => !PACK_WORDS.has(exact[k]) || names.some((name) => has(name, w)));
  if (!size && !said.length && !plain.length && !cheap && !extreme && !packSaid) return null;
  let rows = products.filter((p) => {
    const name = analyze(p.name);
    // "la de 770": a bare number after "de" is the row's size or its price.
    // "el de 70 paños": the size as the name writes it, whatever the unit reads as.
    const sized = fitsSize(size, number, name) || priced(number, p) || writtenIn(written, name);
    return sized && numbers.every((n) => priced(n, p) || name.some((x) => x.n === n)) && said.every((w) => has(name, w));
  });
  if (packSaid && rows.length > 1) {
    const packs = rows.filter((p) => (packCount(p.name)?.value ?? 1) > 1);
    if (packs.length && packs.length < rows.length) rows = packs;
  }
  // picks12: "multivitaminas sancor" between "Multivitaminas" and "Multivitamina" rows: the one with the very words said.
  if (rows.length > 1 && exact.length) {
    const verbatim = rows.filter((p) => { const name = analyze(p.name); return exact.every((w) => name.some((n) => n.n === w)); });
    if (verbatim.length === 1) rows = verbatim;
  }
  // "la clásica" where a row says it; "la común", "la normal" where none does: the row whose name adds the least.
  for (const w of plain) {
    const saying = rows.filter((p) => has(analyze(p.name), w));
    if (saying.length) rows = saying;
    else if (rows.length > 1) {
      // "la común" is never the light, zero or sin-alcohol one (trial 11: "la comun" picked Coca
      // Cola Light over Sabor Original, whose name is longer).
      const unmarked = plainOnes(rows);
      if (unmarked.length === 1) rows = unmarked;
      // Only one plain row narrows: "común" among several as plain says nothing.
      const fewest = Math.min(...rows.map((p) => analyze(p.name).length));
      const plainest = rows.filter((p) => analyze(p.name).length === fewest);
      if (plainest.length === 1) rows = plainest;
    }
  }
  if (cheap && rows.length > 1) {
    const lowest = Math.min(...rows.map((p) => p.price));
    rows = rows.filter((p) => p.price === lowest);
  }
  // swaps21 (t20a 107): "la coca chica" when the one coke shown is the 1.5 L: the size word picks among the
  // coke's sizes, which this list does not hold; it describes no row here (the catalog reads it).
  if (extreme && rows.length === 1 && products.length > 1 && !analyze(rows[0].name).some((n) => (extreme === "big" ? DESCRIBED_BIG : DESCRIBED_SMALL).has(n.n))) return [];
  if (extreme && rows.length > 1) rows = extremeRows(rows, extreme);
  return rows;
}

/** The largest or smallest of the rows by the size in their names; all of them when a row has no size or they measure different things. */
function extremeRows(rows: Product[], extreme: "big" | "small"): Product[] {
  // picks14: "Pañal … 22 Un" / "… 46 Un": a pack's count is its size when no row has a measure.
  const counted = rows.map((p) => ({ p, s: sizeInName(analyze(p.name)) ?? packCount(p.name) }));
  const sized: { p: Product; s: { value: number; dim: string | null } | null }[] = counted.every((x) => x.s) ? counted : rows.map((p) => ({ p, s: sizeInName(analyze(p.name)) }));
  if (sized.some((x) => !x.s) || new Set(sized.map((x) => x.s!.dim)).size > 1) return rows;
  const values = sized.map((x) => x.s!.value);
  const want = extreme === "big" ? Math.max(...values) : Math.min(...values);
  return sized.filter((x) => x.s!.value === want).map((x) => x.p);
}

/** "46 Un", "x 12 unidades": the count of units a pack's name says, as a size of its own kind. */
function packCount(name: string): { value: number; dim: string } | null {
  const units = packUnitsIn(name);
  return units ? { value: units, dim: "count" } : null;
}

/** The size's words ("70 panos") side by side in the name, the unit by its stem. */
function writtenIn(written: string[], name: ReturnType<typeof analyze>): boolean {
  if (written.length < 2) return false;
  return name.some((_n, k) => written.every((w, j) => (j === 0 ? name[k + j]?.n === w : (name[k + j]?.n ?? "").startsWith(stem(w)))));
}

/** "la de 770" about the row at $770: the number said is its price in whole units. */
function priced(number: string | null, p: Product): boolean {
  return !!number && /^\d{3,6}$/.test(number) && p.price === Number(number) * 100;
}

/** The size the words say ("de litro y medio", "el de 900"), the bare number it was written as, and the other words' stems. */
function readDescription(text: string): { size: Size | null; number: string | null; written: string[]; numbers: string[]; said: string[]; exact: string[]; plain: string[]; cheap: boolean; extreme: "big" | "small" | null } {
  // "la de menor precio", "el de precio más bajo", "lowest price": the cheapest, said in more words.
  const words = analyze(withFractions(text).replace(/\b(?:(?:menor|mejor) precio|precio m[aá]s bajo|lowest price|menor pre[cç]o)\b/gi, "barata"));
  let size: Size | null = null;
  let number: string | null = null;
  let written: string[] = [];
  /** Numbers said after the size ("el de 550 de 70 paños"): each in the row's name or its price. */
  const numbers: string[] = [];
  const said: string[] = [];
  const exact: string[] = [];
  const plain: string[] = [];
  let cheap = false;
  let extreme: "big" | "small" | null = null;
  for (let i = 0; i < words.length; i++) {
    const s: ReturnType<typeof sizeAt> = size ? null : sizeAt(words, i);
    // A number without its unit is a size after "de" ("el de 900", "los de 44", "2 de 500").
    const bare = s && s.size.dim === null && /^del?$/.test(words[i - 1]?.n ?? "") && /^\d/.test(words[i].n);
    if (s && (s.size.dim !== null || bare) && !quantityAt(words, i)?.article) {
      size = s.size;
      number = bare ? words[i].n : null;
      written = words.slice(i, i + s.length).map((x) => x.n);
      i += s.length - 1;
      continue;
    }
    const w = words[i].n;
    if (size && /^\d{2,6}$/.test(w) && /^del?$/.test(words[i - 1]?.n ?? "")) {
      numbers.push(w);
      continue;
    }
    // "la 0000 morixe", "la quilmes 1890": a long number that is no size is a word of the row's name (or its price).
    if (/^\d{3,6}$/.test(w)) numbers.push(w);
    else if (PLAIN.has(w)) plain.push(stem(w));
    else if (CHEAP.has(w)) cheap = true;
    else if (DESCRIBED_BIG.has(w) || DESCRIBED_SMALL.has(w)) extreme = DESCRIBED_BIG.has(w) ? "big" : "small";
    else if (!DESCRIPTION_FILLERS.has(w) && !/^\d+$/.test(w) && w.length > 2) {
      said.push(stem(w));
      exact.push(w);
    }
  }
  return { size, number, written, numbers, said, exact, plain, cheap, extreme };
}

function fitsSize(size: Size | null, number: string | null, name: ReturnType<typeof analyze>): boolean {
  if (!size) return true;
  const own = sizeInName(name);
  return (!!own && sameSize(size, own)) || (!!number && name.some((n) => n.n === number));
}

/** The size the words say and nothing else ("2 de 500 ml", "la de 44"), as written; null otherwise. */
export function saidSize(text: string): string | null {
  if (readDescription(text).said.length) return null;
  const words = analyze(withFractions(text));
  for (let i = 0; i < words.length; i++) {
    const s = sizeAt(words, i);
    const bare = s && s.size.dim === null && /^del?$/.test(words[i - 1]?.n ?? "") && /^\d/.test(words[i].n);
    if (s && (s.size.dim !== null || bare) && !quantityAt(words, i)?.article) return words.slice(i, i + s.length).map((w) => w.n).join(" ");
  }
  return null;
}

/** The words say a size this product is not ("2 de 500 ml" about a 2 L row): it is not the one meant. */
export function otherSize(text: string, product: Product): boolean {
  const { size, number } = readDescription(text);
  return !!size && !fitsSize(size, number, analyze(product.name));
}

/** "los de 44" about the "44 Un" row: the number after "de" names the row's size, not how many. */
export function sizeNotQuantity(text: string, quantity: number): boolean {
  const all = text.match(new RegExp(`(?:^|\\s)(?:(del?) )?${quantity}(?!\\d)`, "g")) ?? [];
  return all.length > 0 && all.every((m) => /del? /.test(m));
}

/**
 * lists28 (t27c 015): the words said that the row's name lacks ("untable", "mendicrim" of "1 queso
 * untable mendicrim" against Queso Cremoso Saint Paulin): how many. One is a typo's room; two
 * words of another product mean the part names that product, never this row.
 */
export function wordsNotInRow(text: string, product: Product): number {
  const name = analyze(product.name);
  return readDescription(text).said.filter((w) => !name.some((n) => n.n.startsWith(w))).length;
}

const SIZE_WORDS = new Set(["grande", "grandes", "chico", "chica", "chicos", "chicas", "mediano", "mediana", "big", "small", "el", "la", "los", "las", "de", "del"]);
const plain = (s: string): string[] => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter(Boolean);

/** Whether every word said, size words aside, is a word of some row of the list ("hellmanns grande" of the Hellmanns ketchups). */
export function onlyRowWords(query: string, rows: { name: string }[]): boolean {
  const said = plain(query).filter((w) => !SIZE_WORDS.has(w));
  const rowWords = new Set(rows.flatMap((r) => plain(r.name)));
  return said.length > 0 && said.every((w) => rowWords.has(w));
}
