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
const SIZE_ADJ: Record<string, "big" | "small"> = Object.assign(Object.create(null), { // no prototype: a customer's "constructor" finds nothing
  grande: "big", grandes: "big", chica: "small", chicas: "small", chico: "small",
  chicos: "small", chiquita: "small", chiquito: "small", chiquitas: "small", mini: "small",
});

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

/** Everyday four-letter words one typo away from a product word ("cosa" / "cola"): never typos. */
const EVERYDAY = new Set([
  "hola", "paso", "pasa", "todo", "toda", "algo", "como", "pero", "cosa", "casa", "nada", "dale", "bien", "mama", "papa", "para",
  "pues", "solo", "sola", "otro", "otra", "esto", "esta", "este", "alla", "aqui", "mira", "vale", "sale", "dame", "pone", "mano",
  "lado", "rato", "hora", "dias", "mesa", "cual", "unos", "unas", "tres", "seis", "ocho", "diez", "once", "doce", "hace", "tipo",
  "poco", "creo", "digo", "sino", "ayer", "hoy", "luego", "cola", "boca", "loca", "loco", "foto", "coso", "cosas", "vino", "vine",
  "tengo", "tenes", "queda", "quedo", "queso", "caso", "vaso", "pago", "pide", "pido", "llevo", "lleva", "mande", "manda", "entre",
  "hasta", "desde", "sobre", "donde", "cuando", "ahora", "gracias", "chau", "porfa", "listo", "lista", "claro", "nunca", "siempre",
]);

/** May this query word be a misspelt product word? Long ones always; short ones if not everyday. */
function typoCandidate(t: string): boolean {
  return t.length >= 5 || (t.length === 4 && /^[a-z]+$/.test(t) && !EVERYDAY.has(t));
}

interface IndexedEntry {
  entry: CatalogEntry;
  size: Size | null;
}

interface CatalogIndex {
  entries: IndexedEntry[];
  /** term (every singular/plural form of every token of name, aliases, brand, joined pairs) → entries */
  byTerm: Map<string, number[]>;
  /** tokens of 4+ letters → entries, for one-edit typos */
  byLongTerm: Map<string, number[]>;
}

const indexCache = new WeakMap<CatalogEntry[], { n: number; idx: CatalogIndex }>();

function contentTokens(words: Word[]): string[] {
  return words
    .map((w) => w.n)
    .filter((t) => !QUERY_STOPWORDS.has(t) && !UNIT_WORDS.has(t) && !/[0-9]/.test(t));
}

function addTo(map: Map<string, number[]>, key: string, e: number) {
  const list = map.get(key);
  if (!list) map.set(key, [e]);
  else if (list[list.length - 1] !== e) list.push(e);
}

function buildIndex(catalog: CatalogEntry[]): CatalogIndex {
  const cached = indexCache.get(catalog);
  if (cached && cached.n === catalog.length) return cached.idx;
  const idx: CatalogIndex = { entries: [], byTerm: new Map(), byLongTerm: new Map() };
  for (const entry of catalog) {
    if (!entry || typeof entry.id !== "string") continue;
    const e = idx.entries.length;
    const phrases = [entry.name ?? "", ...(Array.isArray(entry.aliases) ? entry.aliases : []), entry.brand ?? ""];
    for (const p of phrases) {
      if (typeof p !== "string") continue;
      const toks = contentTokens(analyze(p));
      toks.forEach((t, k) => {
        for (const f of forms(t)) addTo(idx.byTerm, f, e);
        if (t.length >= 4) addTo(idx.byLongTerm, t, e);
        if (k + 1 < toks.length) addTo(idx.byTerm, t + toks[k + 1], e); // "coca cola" → "cocacola"
      });
    }
    idx.entries.push({ entry, size: sizeInName(analyze(typeof entry.name === "string" ? entry.name : "")) });
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

/** Score every entry that shares a word with the query: 1 per exact word, 0.75 per typo. */
function scoreAll(idx: CatalogIndex, content: string[]): Map<number, { score: number; core: number }> {
  const scores = new Map<number, { score: number; core: number }>();
  for (const t of content) {
    const hits = new Map<number, number>();
    for (const f of forms(t)) for (const e of idx.byTerm.get(f) ?? []) hits.set(e, 1);
    if (hits.size === 0 && typoCandidate(t)) {
      // Typos only when the word matches nothing exactly ("spritte", not "sprite"). A short word
      // ("cocs", "fnta") keeps its first letter and is never an everyday word ("cosa", "todo").
      for (const [lt, es] of idx.byLongTerm) {
        if (!withinOneEdit(t, lt) || (t.length < 5 && (lt[0] !== t[0] || lt.length > 5))) continue;
        for (const e of es) if (!hits.has(e)) hits.set(e, 0.75);
      }
    }
    for (const [e, h] of hits) {
      const s = scores.get(e) ?? { score: 0, core: 0 };
      s.score += h;
      if (!SIZE_ADJ[t]) s.core += h;
      scores.set(e, s);
    }
  }
  return scores;
}

/** Match already-analysed query words against the catalog. */
export function matchWords(words: Word[], catalog: CatalogEntry[], restrictTo?: string[], ignoreSize = false): ProductMatch {
  const q = parseQuery(words);
  if (ignoreSize) q.size = null;
  const none: ProductMatch = { kind: "none", query: q.text };
  const identifying = q.content.filter((t) => !SIZE_ADJ[t]);
  if (identifying.length === 0 || !Array.isArray(catalog)) return none;
  const idx = buildIndex(catalog);
  let best = 0;
  let cands: { ie: IndexedEntry; score: number }[] = [];
  const scores = [...scoreAll(idx, q.content)].sort((a, b) => a[0] - b[0]); // catalog order
  for (const [e, { score, core }] of scores) {
    const ie = idx.entries[e];
    if (restrictTo && !restrictTo.includes(ie.entry.id)) continue;
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

/** The words name a catalog product, whatever size they ask for ("fanta de 500"). */
export function namesProduct(words: Word[], catalog: CatalogEntry[]): boolean {
  return matchWords(words, catalog, undefined, true).kind !== "none";
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
  const ie = buildIndex(catalog).entries.find((x) => x.entry.id === id);
  return ie ? ie.size : null;
}
