// Catalog matching: plurals ("cocas" → "coca"), brands and names ("alfajor" is in the name of
// both alfajores), joined spellings ("cocacola"), one-letter typos on long words, and size
// disambiguation ("coca de 500", "coca 1,5", "coca grande"). When unsure: ambiguous or none.

import { analyze } from "./normalize";
import { sameSize, sizeAt, sizeInName, type Size } from "./numbers";
import type { CatalogEntry, ProductMatch, Word } from "./types";

/** Words that never identify a product on their own. */
export const QUERY_STOPWORDS = new Set([
  "de", "del", "la", "el", "las", "los", "lo", "un", "una", "unos", "unas", "uno", "en", "por",
  "favor", "mas", "tambien", "otra", "otro", "otras", "otros", "mi", "me", "te", "le", "les",
  "bien", "fria", "frias", "frio", "frios", "helada", "heladas", "helado", "nomas", "solo",
  "sola", "unidad", "unidades", "porfa", "para", "mi", "esa", "ese", "esas", "esos", "tipo",
  "marca", "si", "al", "a", "y", "e", "o", "ahi", "aca", "eh", "che",
]);

/** Size adjectives: they disambiguate but do not identify a product. */
const SIZE_ADJ: Record<string, "big" | "small"> = {
  grande: "big", grandes: "big", chica: "small", chicas: "small", chico: "small",
  chicos: "small", chiquita: "small", chiquito: "small", chiquitas: "small", mini: "small",
};

const UNIT_WORDS = new Set(["ml", "l", "lt", "lts", "litro", "litros", "cc", "g", "gr", "grs", "kg", "kilo", "kilos", "gramos"]);

/** Singular/plural variants: "cocas" → coca, "alfajores" → alfajor, "sobres" → sobre. */
export function forms(t: string): string[] {
  const out = [t];
  if (t.length >= 4 && t.endsWith("s")) {
    out.push(t.slice(0, -1));
    if (t.endsWith("es") && !/[aeiou]$/.test(t.slice(0, -2))) out.push(t.slice(0, -2));
    if (t.endsWith("ces")) out.push(t.slice(0, -3) + "z");
  }
  return out;
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < la && j < lb) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (la > lb) i++;
    else if (lb > la) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (la - i) + (lb - j) <= 1;
}

interface IndexedEntry {
  entry: CatalogEntry;
  terms: Set<string>; // every form of every token of name, aliases, brand, plus joined pairs
  longTerms: string[]; // tokens of 5+ letters, for one-edit typos
  size: Size | null;
}

const indexCache = new WeakMap<CatalogEntry[], { n: number; idx: IndexedEntry[] }>();

function contentTokens(words: Word[]): string[] {
  return words
    .map((w) => w.n)
    .filter((t) => !QUERY_STOPWORDS.has(t) && !UNIT_WORDS.has(t) && !/[0-9]/.test(t));
}

function buildIndex(catalog: CatalogEntry[]): IndexedEntry[] {
  const cached = indexCache.get(catalog);
  if (cached && cached.n === catalog.length) return cached.idx;
  const idx: IndexedEntry[] = [];
  for (const entry of catalog) {
    if (!entry || typeof entry.id !== "string") continue;
    const terms = new Set<string>();
    const long = new Set<string>();
    const phrases = [entry.name ?? "", ...(Array.isArray(entry.aliases) ? entry.aliases : []), entry.brand ?? ""];
    for (const p of phrases) {
      if (typeof p !== "string") continue;
      const toks = contentTokens(analyze(p));
      toks.forEach((t, k) => {
        for (const f of forms(t)) terms.add(f);
        if (t.length >= 5) long.add(t);
        if (k + 1 < toks.length) terms.add(t + toks[k + 1]); // "coca cola" → "cocacola"
      });
    }
    idx.push({ entry, terms, longTerms: [...long], size: sizeInName(analyze(entry.name ?? "")) });
  }
  indexCache.set(catalog, { n: catalog.length, idx });
  return idx;
}

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
    if (/[0-9]/.test(t) || t === "litro" || t === "medio" || t === "kilo") {
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

function scoreEntry(ie: IndexedEntry, content: string[]): { score: number; core: number } {
  let score = 0;
  let core = 0; // matched tokens that are not size adjectives
  for (const t of content) {
    let hit = 0;
    if (forms(t).some((f) => ie.terms.has(f))) hit = 1;
    else if (t.length >= 5 && ie.longTerms.some((lt) => withinOneEdit(t, lt))) hit = 0.75;
    if (hit) {
      score += hit;
      if (!SIZE_ADJ[t]) core += hit;
    }
  }
  return { score, core };
}

/** Match already-analysed query words against the catalog. */
export function matchWords(words: Word[], catalog: CatalogEntry[], restrictTo?: string[]): ProductMatch {
  const q = parseQuery(words);
  const none: ProductMatch = { kind: "none", query: q.text };
  const identifying = q.content.filter((t) => !SIZE_ADJ[t]);
  if (identifying.length === 0 || !Array.isArray(catalog)) return none;
  let idx = buildIndex(catalog);
  if (restrictTo) idx = idx.filter((ie) => restrictTo.includes(ie.entry.id));
  let best = 0;
  let cands: { ie: IndexedEntry; score: number }[] = [];
  for (const ie of idx) {
    const { score, core } = scoreEntry(ie, q.content);
    // Most identifying words must be explained by the entry ("coca bien fría" ok, "coca zero" no).
    if (core === 0 || core * 2 < identifying.length) continue;
    if (q.size && (!ie.size || !sameSize(q.size, ie.size))) continue;
    if (score > best) {
      best = score;
      cands = [];
    }
    if (score === best) cands.push({ ie, score });
  }
  if (cands.length > 1 && q.adjectives.length > 0) {
    const sized = cands.filter((c) => c.ie.size);
    if (sized.length === cands.length) {
      const values = sized.map((c) => c.ie.size!.value);
      const want = q.adjectives[0] === "big" ? Math.max(...values) : Math.min(...values);
      cands = cands.filter((c) => c.ie.size!.value === want);
    }
  }
  if (cands.length === 0) return none;
  if (cands.length === 1) return { kind: "one", productId: cands[0].ie.entry.id };
  return { kind: "ambiguous", productIds: cands.map((c) => c.ie.entry.id) };
}

/** Match free product text ("2 cocas" is not a query: pass "cocas") against the catalog. */
export function matchProduct(query: string, catalog: CatalogEntry[]): ProductMatch {
  try {
    return matchWords(analyze(typeof query === "string" ? query : ""), catalog);
  } catch {
    return { kind: "none", query: typeof query === "string" ? query.slice(0, 200) : "" };
  }
}

/** Catalog entry by id (for size/ordinal choices). */
export function entrySize(catalog: CatalogEntry[], id: string): Size | null {
  const ie = buildIndex(catalog).find((x) => x.entry.id === id);
  return ie ? ie.size : null;
}
