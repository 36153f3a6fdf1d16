// Spanish product text → search terms. Pure: the catalog import indexes names with it, the
// search parses customer queries with it, and the agent may reuse it. Both sides go through the
// same functions, so a word is normalised the same way whether a shop typed it or a customer did:
// lowercase, no accents, singular, a few Rioplatense synonyms, and sizes as one token
// ("1.5 Lt" = "1,5 L" = "litro y medio" = "1500 ml" → "1500ml").
import { fold } from "./fold";

export { allowedEdits, corrections, editDistance, soundKey } from "./misspellings";

export type SizeUnit = "ml" | "g" | "u" | "m";
export interface Size {
  value: number;
  /** null: the customer gave a number without a unit ("coca de 500", "aceite 1,5"). */
  unit: SizeUnit | null;
}

/** The searchable form of one product. Every list holds normalised terms. */
export interface ProductTerms {
  /** The head noun: the first word of the name ("leche" in "Leche Entera", "dulce" in "Dulce de Leche"). */
  head: string;
  /** Name words, size tokens and aliases. */
  name: string[];
  brand: string[];
  /** Category and subcategory words. */
  extra: string[];
  sizes: Size[];
}

export interface ProductText {
  name: string;
  brand?: string | null;
  category?: string | null;
  subcategory?: string | null;
  aliases?: readonly string[];
}

export interface ParsedQuery {
  /** Identifying terms in the order written, without chatter, sizes or duplicates. */
  terms: string[];
  size: Size | null;
  /** "grande" / "chica": a size preference without a figure. */
  sizeHint: "big" | "small" | null;
}

export const FLOUR_GRADE = /^0{3,4}$/; // words13: a flour's grade ("Harina de Trigo 000") is a word of its name, never a number
/** Words that never identify a product, in names or in messages. */
const STOPWORDS = new Set(["de", "del", "d", "la", "el", "las", "los", "lo", "y", "e", "en", "con", "para", "por", "a", "al", "x", "o", "su", "sus"]);

const WHEN_WORDS = ["despues", "luego"]; // words25 (t24b 016): when, never what, even alone ("después" found a baby oil by its shelf "Después del Baño")
/** What customers say around a product name ("¿tenés leche?", "mandame 2 cocas bien frías"). */
const CHATTER = new Set([
  "quiero", "queria", "quisiera", "tenes", "tiene", "tienen", "tendras", "tendria", "hay", "habra", "dame", "deme", "damen", "mandame", "manda",
  "pasame", "traeme", "traigan", "poneme", "ponme", "necesito", "busco", "buscando", "vendes", "venden", "vende", "un", "una", "uno", "unos",
  "unas", "algun", "alguna", "alguno", "algo", "me", "te", "se", "le", "les", "mi", "que", "si", "porfa", "favor", "gracias", "hola", "buenas",
  "buen", "dia", "che", "bien", "fria", "frio", "frias", "frios", "mas", "otro", "otra", "otros", "otras", "tambien", "nomas", "solo", "sola",
  "esa", "ese", "esas", "esos", "esta", "este", "estas", "estos", "tipo", "marca", "ahi", "aca", "eh", "hoy", "ya", "como", "cuanto", "sale", "salen", "cuesta",
  "precio", "vale", "unidad", "paquete", "paquetes", "quiere", "podes", "podrias", "seria", "puede", "ud", "vos", "por", "pedir", "agregar",
  "agrega", "agregame", "sumame", "suma", "anotame", "llevo", "lleva", "llevar", "keria", "kiero", "qiero", "kero", "qeria", "kisiera", // words13: misspelt
  ...WHEN_WORDS,
]);

const CHATTER_BUT_TEA = new Set([...CHATTER].filter((w) => w !== "te")); // words10

// The word tables below have no prototype: a customer's "constructor" or "toString" finds nothing.
const UNIT_WORDS: Record<string, { unit: SizeUnit; factor: number }> = Object.assign(Object.create(null), {
  ml: { unit: "ml", factor: 1 }, cc: { unit: "ml", factor: 1 }, cm3: { unit: "ml", factor: 1 }, mililitro: { unit: "ml", factor: 1 },
  l: { unit: "ml", factor: 1000 }, lt: { unit: "ml", factor: 1000 }, lts: { unit: "ml", factor: 1000 }, ltr: { unit: "ml", factor: 1000 },
  ltrs: { unit: "ml", factor: 1000 }, litro: { unit: "ml", factor: 1000 }, litros: { unit: "ml", factor: 1000 },
  g: { unit: "g", factor: 1 }, gr: { unit: "g", factor: 1 }, grs: { unit: "g", factor: 1 }, grm: { unit: "g", factor: 1 },
  gramo: { unit: "g", factor: 1 }, gramos: { unit: "g", factor: 1 },
  kg: { unit: "g", factor: 1000 }, kgs: { unit: "g", factor: 1000 }, kilo: { unit: "g", factor: 1000 }, kilos: { unit: "g", factor: 1000 },
  u: { unit: "u", factor: 1 }, un: { unit: "u", factor: 1 }, uni: { unit: "u", factor: 1 }, unid: { unit: "u", factor: 1 },
  unidad: { unit: "u", factor: 1 }, unidades: { unit: "u", factor: 1 },
  m: { unit: "m", factor: 1 }, mt: { unit: "m", factor: 1 }, mts: { unit: "m", factor: 1 }, metro: { unit: "m", factor: 1 }, metros: { unit: "m", factor: 1 },
});
/** Unit words that stand for "one" of themselves when said alone ("coca de litro", "yerba de kilo"). */
const LONE_UNITS = new Set(["litro", "kilo"]);
const NUMBER_WORDS: Record<string, number> = Object.assign(Object.create(null), { un: 1, uno: 1, una: 1, medio: 0.5, media: 0.5, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 });

/** Spelling variants and Rioplatense words, mapped to the word shops write. Applied after singular(). */
const SYNONYMS: Record<string, string> = Object.assign(Object.create(null), {
  birra: "cerveza", birrita: "cerveza", cervecita: "cerveza", galleta: "galletita", yogurt: "yogur", yoghurt: "yogur",
  yogurth: "yogur", iogur: "yogur", papita: "papa", mayo: "mayonesa", catchup: "ketchup", kechup: "ketchup", spaguetti: "spaghetti",
  espagueti: "spaghetti", spagetti: "spaghetti", lejia: "lavandina", alfajorcito: "alfajor", fideito: "fideo", juguito: "jugo",
  cafecito: "cafe", saborizado: "saborizada", champu: "shampoo", shampu: "shampoo", champoo: "shampoo", dentifrico: "dental",
});

/** Whole phrases people use for what shops call otherwise; applied to the folded query. */
const PHRASES: [RegExp, string][] = [
  [/\bpasta(?: de dientes| dental)\b/g, "crema dental"],
  [/\bpapel de bano\b/g, "papel higienico"],
  [/\bmedia docena\b/g, "6 un"],
  // t31c 011: "media de jamon cocido", "medio del cagnoli": at the deli counter the unit left unsaid is the kilo.
  [/\bmedi[oa] (de|del)(?= [a-z])/g, "medio kilo $1"],
  [/\b(?:una )?docena\b/g, "12 un"],
];

/** Lowercase, no accents ("Ñ" → "n"), apostrophes dropped ("Johnson's" → "johnsons"). */
export function foldText(text: string): string {
  return fold(text).replace(/['’`´]/g, "");
}

/** Spanish plural → singular, the same way for names and queries ("alfajores" → "alfajor", "luces" → "luz"). */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || word.endsWith("ss") || /[0-9]/.test(word)) return word;
  // "cocs" is a typo, not a plural: no Spanish plural leaves three letters ending in a consonant.
  if (word.length === 4 && !/[aeiou]/.test(word[2])) return word;
  if (word.endsWith("ces")) return word.slice(0, -3) + "z";
  if (word.endsWith("es") && /[lrndjy]$/.test(word.slice(0, -2)) && word.length > 4) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** One word as a search term: singular, then the shop's spelling. */
export function term(word: string): string {
  const s = singular(word);
  return SYNONYMS[s] ?? SYNONYMS[word] ?? s;
}

export function sizeToken(size: Size): string {
  return `${round(size.value)}${size.unit ?? ""}`;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** A number as written: "1.5", "1,5" → 1.5; "1.500" → 1500 (a thousands dot); "1/4" → 0.25. */
function parseNumber(raw: string): number {
  const f = /^([1-7])\/([2-8])$/.exec(raw);
  if (f) return Number(f[1]) < Number(f[2]) ? Number(f[1]) / Number(f[2]) : Number.NaN;
  const m = /^(\d+)(?:[.,](\d+))?$/.exec(raw);
  if (!m) return Number.NaN;
  if (m[2] === undefined) return Number(m[1]);
  if (m[2].length === 3 && m[1] !== "0") return Number(m[1] + m[2]);
  return Number(`${m[1]}.${m[2]}`);
}

interface Token {
  kind: "number" | "word";
  text: string;
  /** Folded original spelling, for hyphenated words ("coca-cola"). */
  group?: string[];
}

function tokenize(text: string, phrases = false): Token[] {
  const out: Token[] = [];
  let folded = foldText(text.slice(0, 4096));
  if (phrases) for (const [re, to] of PHRASES) folded = folded.replace(re, to);
  for (const m of folded.matchAll(/[1-7]\/[2-8](?!\d)|\d+(?:[.,]\d+)*|[a-z]+(?:-[a-z]+)*/g)) {
    const t = m[0];
    if (/^\d/.test(t)) out.push({ kind: "number", text: t });
    else if (t.includes("-")) out.push({ kind: "word", text: t.replace(/-/g, ""), group: t.split("-") });
    else out.push({ kind: "word", text: t });
  }
  return out;
}

interface Scan {
  words: Token[];
  sizes: Size[];
}

/** Pulls the sizes out of a token stream: "1.5 lt", "900 cc", "litro y medio", "medio kilo", "6 un", "x 6". */
function scanSizes(input: Token[]): Scan {
  let tokens = input;
  const words: Token[] = [];
  const sizes: Size[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "2 1/4": a whole and a fraction are one number (2.25), never 2 and then 4.
    if (/^\d{1,2}$/.test(tokens[i].text) && tokens[i + 1]?.text.includes("/")) {
      tokens = [...tokens.slice(0, i), { kind: "number", text: String(Number(tokens[i].text) + parseNumber(tokens[i + 1].text)) }, ...tokens.slice(i + 2)];
    }
    // weights37 (t34c 011): "coca de 2 y cuarto", "de 1 y medio": after "de", one digit and its
    // spoken fraction are one size (2.25), as "2 1/4" is; never a search for "cuarto".
    const spokenPart = tokens[i - 1]?.text === "de" && /^\d$/.test(tokens[i].text) && tokens[i + 1]?.text === "y" ? ({ cuarto: 0.25, medio: 0.5 } as Record<string, number>)[tokens[i + 2]?.text ?? ""] : undefined;
    if (spokenPart !== undefined && !(tokens[i + 3]?.kind === "word" && UNIT_WORDS[tokens[i + 3].text])) {
      tokens = [...tokens.slice(0, i), { kind: "number", text: String(Number(tokens[i].text) + spokenPart) }, ...tokens.slice(i + 3)];
    }
    const t = tokens[i];
    const next = tokens[i + 1];
    const unit = next?.kind === "word" ? UNIT_WORDS[next.text] : undefined;
    // "Vino Tinto Resero 1.125 Lt": before litres or kilos, one digit and three decimals is 1.125,
    // never a thousand litres (the per-litre tip showed "$1 por litro", t34b 022).
    const amount = t.kind === "number" ? (unit && unit.factor >= 1000 && /^\d[.,]\d{3}$/.test(t.text) ? Number(t.text.replace(",", ".")) : parseNumber(t.text)) : NUMBER_WORDS[t.text];
    if (amount !== undefined && !Number.isNaN(amount) && unit && !(t.text === "un" && next.text === "un")) {
      let value = amount;
      let used = 2;
      // "litro y medio", "kilo y medio"; t20b 013: "2 litros y cuarto" is 2.25 L
      const fraction = tokens[i + 2]?.text === "y" ? ({ medio: 0.5, cuarto: 0.25 } as Record<string, number>)[tokens[i + 3]?.text ?? ""] : undefined;
      if (fraction) [value, used] = [value + fraction, 4];
      sizes.push({ value: round(value * unit.factor), unit: unit.unit });
      i += used - 1;
      continue;
    }
    // "un cuarto (de) kilo", "cuarto kilo"
    if (t.text === "cuarto" && (next?.text === "kilo" || (next?.text === "de" && tokens[i + 2]?.text === "kilo"))) {
      if (words.length && words[words.length - 1].text === "un") words.pop();
      sizes.push({ value: 250, unit: "g" });
      i += next.text === "de" ? 2 : 1;
      continue;
    }
    if (t.kind === "word" && LONE_UNITS.has(t.text)) {
      const u = UNIT_WORDS[t.text];
      const half = tokens[i + 1]?.text === "y" && tokens[i + 2]?.text === "medio";
      sizes.push({ value: (half ? 1.5 : 1) * u.factor, unit: u.unit });
      if (half) i += 2;
      continue;
    }
    // "pack x 6", "x6": a count
    if (t.text === "x" && next?.kind === "number" && !(tokens[i + 2]?.kind === "word" && UNIT_WORDS[tokens[i + 2].text])) {
      sizes.push({ value: parseNumber(next.text), unit: "u" });
      i += 1;
      continue;
    }
    words.push(t);
  }
  return { words, sizes };
}

/** Words → terms: stopwords dropped, "sin X" kept as one term ("singas", "sinazucar"), hyphen groups also joined. */
function wordTerms(words: Token[], skip: ReadonlySet<string> = STOPWORDS): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.kind === "number") {
      if (FLOUR_GRADE.test(w.text)) out.push(`g${w.text}`); // words13: "000" / "0000" name a flour's grade
      else if (/^\d+$/.test(w.text)) out.push(String(Number(w.text)));
      continue;
    }
    if (w.text === "sin" && words[i + 1]?.kind === "word") {
      out.push("sin" + term(words[i + 1].text));
      i++;
      continue;
    }
    if (skip.has(w.text) || STOPWORDS.has(w.text)) continue;
    if (w.group) for (const part of w.group) if (part.length > 1 && !STOPWORDS.has(part)) out.push(term(part));
    out.push(term(w.text));
  }
  return out;
}

function unique(list: string[]): string[] {
  return [...new Set(list.filter(Boolean))];
}

/** A multiword brand also as one word: "Dos Anclas" → "dosancla", "Coca Cola" → "cocacola" (hyphens join already). */
function joined(tokens: Token[]): string[] {
  const words = wordTerms(tokens.map((t) => ({ kind: t.kind, text: t.text })));
  return words.length > 1 ? [words.join("")] : [];
}

/** The searchable form of a product: what the import stores and the ranking compares. */
export function productTerms(p: ProductText): ProductTerms {
  const name = scanSizes(tokenize(p.name ?? ""));
  const nameTerms = wordTerms(name.words);
  const brandTokens = tokenize(p.brand ?? "");
  const aliasTerms = (p.aliases ?? []).flatMap((a) => {
    const words = scanSizes(tokenize(a)).words;
    return [...wordTerms(words), ...joined(words)];
  });
  const head = nameTerms.find((t) => !/^\d/.test(t)) ?? "";
  return {
    head,
    name: unique([...nameTerms, ...name.sizes.map(sizeToken), ...aliasTerms]),
    brand: unique([...wordTerms(brandTokens), ...joined(brandTokens)]),
    extra: unique(wordTerms(tokenize(`${p.category ?? ""} ${p.subcategory ?? ""}`))),
    sizes: name.sizes,
  };
}

const SIZE_HINTS: Record<string, "big" | "small"> = Object.assign(Object.create(null), {
  grande: "big", grandes: "big", chica: "small", chico: "small", chicas: "small", chicos: "small", chiquita: "small", chiquito: "small", mini: "small",
});

/** A customer's product words → the terms to look for, the size asked for and a size preference. */
export function parseQuery(text: string): ParsedQuery {
  const tokens = tokenize(typeof text === "string" ? text : "", true);
  // A leading count is a quantity ("2 cocas"), unless a unit follows it ("2 litros").
  if (tokens.length > 1 && /^\d+$/.test(tokens[0].text) && !(tokens[1].kind === "word" && UNIT_WORDS[tokens[1].text]) && !tokens[1].text.includes("/")) tokens.shift();
  const scan = scanSizes(tokens);
  let size: Size | null = scan.sizes.find((s) => s.unit !== "u") ?? scan.sizes[0] ?? null;
  let sizeHint: ParsedQuery["sizeHint"] = null;
  const words: Token[] = [];
  for (const w of scan.words) {
    if (w.kind === "word" && SIZE_HINTS[w.text]) sizeHint ??= SIZE_HINTS[w.text];
    else if (w.kind === "number" && FLOUR_GRADE.test(w.text)) words.push(w); // words13: "harina 000" asks the grade, never a size
    else if (w.kind === "number" && !size) size = { value: parseNumber(w.text), unit: null };
    else if (w.kind === "word") words.push(w);
  }
  // Chatter is dropped, unless nothing else is left: "té" alone is the tea, not "te" the pronoun.
  // words10: a query led by "te" asks for tea ("te de saquitos", "te la virginia"); the understanding drops the pronoun before it searches.
  const chatter = words[0]?.text === "te" ? CHATTER_BUT_TEA : CHATTER;
  let terms = unique(wordTerms(words, chatter)).filter((t) => !/^\d/.test(t));
  if (terms.length === 0) terms = unique(wordTerms(words.filter((w) => !WHEN_WORDS.includes(w.text)))).filter((t) => !/^\d/.test(t));
  if (terms.every((t) => t.startsWith("g0"))) terms = []; // a grade alone ("000") names no product
  return { terms, size: size && Number.isFinite(size.value) && size.value > 0 ? size : null, sizeHint };
}

/** Whether a product size is the one asked for; a bare number is read in the product's own unit or in litres/kilos. */
export function sameSize(asked: Size, has: Size): boolean {
  if (asked.unit !== null) return asked.unit === has.unit && Math.abs(asked.value - has.value) < 0.01;
  if (has.unit === "u") return false;
  return Math.abs(asked.value - has.value) < 0.01 || Math.abs(asked.value * 1000 - has.value) < 0.01;
}

/** The FTS tokens a size asked for may be stored as. */
export function sizeTokens(size: Size): string[] {
  if (size.unit !== null) return [sizeToken(size)];
  const out = [`${round(size.value)}ml`, `${round(size.value)}g`];
  if (size.value < 10) out.push(`${round(size.value * 1000)}ml`, `${round(size.value * 1000)}g`);
  return out;
}


/** A workspace id as one FTS token (hex keeps it to [0-9a-z]; "w" keeps it from reading as a number). */
export function workspaceToken(workspaceId: string): string {
  let hex = "w";
  for (const b of new TextEncoder().encode(workspaceId)) hex += b.toString(16).padStart(2, "0");
  return hex;
}

/** A product name in display chunks, each with the key it is compared by (null for stopwords). */
export function nameChunks(name: string): { text: string; key: string | null }[] {
  const out: { text: string; key: string | null }[] = [];
  const parts = name.split(/\s+/).filter(Boolean);
  const unitOf = (word: string | undefined) => (word === undefined ? undefined : UNIT_WORDS[foldText(word).replace(/\.$/, "")]);
  for (let i = 0; i < parts.length; i++) {
    const glued = /^(\d+(?:[.,]\d+)?)([A-Za-z]+)\.?$/.exec(parts[i]);
    const number = /^\d+(?:[.,]\d+)?$/.test(parts[i]) ? parts[i] : glued?.[1];
    const unit = glued ? unitOf(glued[2]) : number !== undefined ? unitOf(parts[i + 1]) : undefined;
    if (number !== undefined && unit) {
      const text = glued ? parts[i] : `${parts[i]} ${parts[++i]}`;
      out.push({ text, key: sizeToken({ value: round(parseNumber(number) * unit.factor), unit: unit.unit }) });
      continue;
    }
    const terms = wordTerms(tokenize(parts[i]));
    out.push({ text: parts[i], key: terms.length ? terms.join(" ") : null });
  }
  return out;
}
