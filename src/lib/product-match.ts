// Ranking a handful of candidate products for a customer's words, the way a shopkeeper would:
// the head noun matters ("leche" is the milk, not the dulce de leche), brand and size narrow, a
// plain variant beats a flavoured or "light" one when nothing else is said, and when several
// remain they are offered with the words that tell them apart. Pure: the D1 search feeds it the
// FTS candidates, the in-memory catalog of the unit tests feeds it the whole list.

import { fold } from "./fold";
import { corrections, nameChunks, parseQuery, productTerms, sameSize, type ParsedQuery, type ProductTerms, type ProductText } from "./product-text";

export interface Candidate<P> {
  product: P;
  terms: ProductTerms;
}

export interface Choice<P> {
  product: P;
  /** The words of its name the other choices do not share ("1,5 L" vs "500 ml"), in full. */
  distinguishing: string;
}

export type SearchResult<P> =
  | { kind: "one"; product: P }
  | {
      kind: "ambiguous";
      choices: Choice<P>[];
      /** Query words no choice explains ("zero" in "coca zero" when the shop has none). */
      unmatched: string[];
      /** The size asked for is not sold; the choices are the sizes there are. */
      sizeUnavailable: boolean;
    }
  | { kind: "none"; unmatched: string[] };

/** The products a search found, best first (none when it found nothing). */
export function resultProducts<P>(result: SearchResult<P>): P[] {
  return result.kind === "one" ? [result.product] : result.kind === "ambiguous" ? result.choices.map((c) => c.product) : [];
}

/** Query alternatives per term: itself first, then corrections of a misspelling (matched at a discount). */
export type Alternatives = ReadonlyMap<string, readonly string[]>;

/** Words that make a variant "not the plain one" unless the customer says them. */
const MARKERS = new Set([
  "saborizada", "frutilla", "vainilla", "chocolate", "limon", "naranja", "manzana", "durazno", "anana", "pomelo", "uva",
  "cereza", "banana", "menta", "coco", "mango", "maracuya", "multifruta", "frutal", "fruto", "frambuesa", "arandano", "mora", "kiwi",
  "pera", "light", "zero", "diet", "descremada", "descremado", "parcialmente", "deslactosada", "sinazucar", "sinsal", "sinlactosa",
  "sintacc", "integral", "picante", "ahumado", "cappuccino", "capuccino", "mentol", "chocolatada", "cholatada", "polvo", "infantil",
  "kid", "black", "parboil", "parbolizado", "triple",
]);
/** Words that say a variant IS the plain one ("Coca Cola Sabor Original", "Galletitas Clásicas"). */
const PLAIN = new Set(["original", "clasico", "clasica", "tradicional", "comun", "regular"]);

const CORRECTION_WEIGHT = 0.85;
const CATEGORY_WEIGHT = 0.6;
export const MAX_CHOICES = 10;

interface Scored<P> {
  c: Candidate<P>;
  coverage: number;
  /** Position in the query of the word that is this product's head noun; Infinity when none is. */
  head: number;
  unmatched: string[];
  extras: number;
  marked: number;
  sizeOk: boolean;
  order: number;
}

/**
 * Variant words shops spell differently for the same thing: "Coca Cola sin Azúcar", "Sprite Zero",
 * "Levité Cero" are all what a customer calls zero or sugar free; "Diet" and "Light" both the
 * reduced one (trial 11: "coke zero" answered "We don't have"). A word of a family matches any of it.
 */
const SAME_VARIANT: readonly (readonly string[])[] = [["zero", "cero", "sinazucar"], ["light", "diet", "liviano"]];
const VARIANT_FAMILY = new Map(SAME_VARIANT.flatMap((family) => family.map((w) => [w, family] as const)));

/** The name's own word for `alt` when it says the same variant another way ("sinazucar" for "zero"). */
function variantIn(c: Candidate<unknown>, alt: string): string | null {
  return VARIANT_FAMILY.get(alt)?.find((w) => c.terms.name.includes(w)) ?? null;
}

function weightIn(c: Candidate<unknown>, alt: string): number {
  if (c.terms.name.includes(alt) || c.terms.brand.includes(alt) || variantIn(c, alt)) return 1;
  if (c.terms.extra.includes(alt)) return CATEGORY_WEIGHT;
  return 0;
}

function score<P>(c: Candidate<P>, q: ParsedQuery, alts: Alternatives, order: number): Scored<P> {
  let total = 0;
  let head = Infinity;
  const unmatched: string[] = [];
  const used = new Set<string>();
  for (const [k, t] of q.terms.entries()) {
    const options = alts.get(t) ?? [t];
    let best = 0;
    options.forEach((alt, i) => {
      const w = weightIn(c, alt) * (i === 0 ? 1 : CORRECTION_WEIGHT);
      if (w > 0) used.add(variantIn(c, alt) ?? alt);
      if (alt === c.terms.head && w > 0) head = Math.min(head, k);
      best = Math.max(best, w);
    });
    // "sin gas" asked of a product that never mentions gas: it is, but one that says so fits better.
    if (best === 0 && t.startsWith("sin") && t.length > 4 && !weightIn(c, t.slice(3))) best = 0.5;
    if (best === 0) unmatched.push(t);
    total += best;
  }
  const words = c.terms.name.filter((t) => !/^\d/.test(t));
  const spare = words.filter((t) => !used.has(t) && !c.terms.brand.includes(t));
  return {
    c,
    coverage: q.terms.length ? total / q.terms.length : 0,
    head,
    unmatched,
    extras: spare.length,
    marked: words.some((t) => PLAIN.has(t)) ? 0 : spare.filter((t) => MARKERS.has(t)).length,
    sizeOk: q.size !== null && c.terms.sizes.some((s) => sameSize(q.size!, s)),
    order,
  };
}

/** A product's kind: its category and subcategory words. */
const kindOf = <P>(s: Scored<P>): string => s.c.terms.extra.join(" ");

/**
 * The kinds that are only a side of a head noun said alone ("pan" is mostly Pan de Molde; Pan
 * Rallado and Pan de Hamburguesas are fewer than the breads and under half the rows): a size
 * that fits one of their rows does not say the customer meant that kind ("el kilo de pan").
 */
function sideKinds<P>(tier: Scored<P>[], q: ParsedQuery): Set<string> {
  // Only a head noun ("pan"): a brand said alone ("la sancor de 500", "quilmes de litro") spans kinds by nature.
  if (q.terms.length !== 1 || tier.length < 3 || tier.some((s) => s.head !== 0)) return new Set();
  const counts = new Map<string, number>();
  for (const s of tier) counts.set(kindOf(s), (counts.get(kindOf(s)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return new Set([...counts].filter(([, n]) => n < most && n * 2 < tier.length).map(([k]) => k));
}

/** The plain ones among some products: no flavour or "light" word, or a word saying they are the original. */
export function plainOnes<P extends ProductText>(products: readonly P[]): P[] {
  return products.filter((p) => {
    const words = productTerms(p).name;
    return words.some((t) => PLAIN.has(t)) || !words.some((t) => MARKERS.has(t));
  });
}

/** Plain first, then fewer extra words, then the order the index ranked them in. */
function rank<P>(a: Scored<P>, b: Scored<P>): number {
  const head = (s: Scored<P>) => (s.head === Infinity ? 99 : s.head);
  return b.coverage - a.coverage || head(a) - head(b) || a.marked - b.marked || a.extras - b.extras || a.order - b.order;
}

function bySize<P>(list: Scored<P>[], hint: "big" | "small"): Scored<P>[] {
  const sized = list.filter((s) => s.c.terms.sizes.some((z) => z.unit !== "u"));
  if (sized.length !== list.length || list.length < 2) return list;
  const value = (s: Scored<P>) => s.c.terms.sizes.find((z) => z.unit !== "u")!.value;
  const want = hint === "big" ? Math.max(...sized.map(value)) : Math.min(...sized.map(value));
  return sized.filter((s) => value(s) === want);
}

/**
 * The one row whose name spells every word is only one kind of a family the words name: "salsa
 * de tomate" spelled whole only by "Salsa de Tomate Pizza …", while "Salsa Pizza", "Salsa
 * Filetto", "Salsa Pomarola" are tomato sauces by their category. When a word of the row the
 * customer never said ("pizza") also tells a sibling of the same head apart, the phrase named the
 * family, not that kind: its siblings are asked beside it (t18c). A row with no such word stays
 * the one meant.
 */
function siblingKinds<P>(top: Scored<P>, scored: Scored<P>[], q: ParsedQuery): Scored<P>[] {
  // A size said ("las grandes", "de 500") narrows to one product already: no family asked.
  if (top.head === Infinity || q.terms.length < 2 || q.size || q.sizeHint) return [];
  const words = (s: Scored<P>) => s.c.terms.name.filter((t) => !/^\d/.test(t)).join(" ");
  const siblings = scored.filter((s) => s !== top && s.head === top.head && s.unmatched.length === 0 && words(s) !== words(top));
  if (!siblings.length) return [];
  const said = new Set(q.terms);
  const unsaid = top.c.terms.name.filter((t) => !/^\d/.test(t) && !said.has(t) && !top.c.terms.brand.includes(t));
  const kindWord = unsaid.some((t) => siblings.some((s) => s.c.terms.name.includes(t)));
  return kindWord ? siblings.sort(rank) : [];
}

/**
 * A grade ("0000", "000") is said of flours and rice, never of a bleach or a water: "pureza 0000"
 * with no Pureza 0000 sold is a flour, among the kinds the grade is sold in, the one the other
 * words are also found in (t18c listed Pureza bleaches and waters beside the flours).
 */
function gradedKinds<P>(tier: Scored<P>[], q: ParsedQuery): Scored<P>[] {
  const grades = q.terms.filter((t) => t.startsWith("g0"));
  if (!grades.length || grades.length === q.terms.length) return tier;
  const kinds = new Set(tier.filter((s) => grades.some((g) => s.c.terms.name.includes(g))).map(kindOf));
  if (!kinds.size) return tier;
  const rest = q.terms.filter((t) => !grades.includes(t));
  const named = [...kinds].filter((k) => tier.some((s) => kindOf(s) === k && rest.some((t) => weightIn(s.c, t) > 0)));
  const keep = new Set(named.length ? named : kinds);
  return tier.filter((s) => keep.has(kindOf(s)));
}

/**
 * The rows the head noun leads. When every one of them is a variant the customer never said
 * ("Spaghetti sin TACC Matarazzo" for "spaghetti matarazzo") while other rows spell the same word
 * plainly further in ("Fideos Spaghetti Matarazzo"), those plain rows stay beside them: a
 * variant never said is never the only answer (t29c 017 stored the sin TACC row).
 */
function headTier<P>(tier: Scored<P>[], firstHead: number, q: ParsedQuery): Scored<P>[] {
  const led = tier.filter((s) => s.head === firstHead);
  if (led.some((s) => s.marked === 0)) return led;
  const word = q.terms[firstHead];
  // lead35 (t34b 030): a row that has the word after "de" ("Crema de Leche", "Dulce de Leche") is
  // another kind made of it, never the plain one ("la leche sancor" listed creams and dulces).
  const madeOf = (p: P) => new RegExp(`\\bde (?:la |el )?${word}\\b`).test(fold((p as { name?: string }).name ?? "").toLowerCase());
  const plainElsewhere = tier.filter((s) => !led.includes(s) && s.marked === 0 && s.c.terms.name.includes(word) && !madeOf(s.c.product));
  return [...led, ...plainElsewhere];
}

/** Picks the product the customer means, or the few to ask between, from ranked candidates. */
export function matchCandidates<P extends { name: string; brand?: string | null }>(
  q: ParsedQuery,
  candidates: Candidate<P>[],
  alts: Alternatives = new Map(),
  limit = MAX_CHOICES,
): SearchResult<P> {
  if (q.terms.length === 0) return { kind: "none", unmatched: [] };
  const scored = candidates.map((c, i) => score(c, q, alts, i)).filter((s) => s.coverage > 0);
  if (scored.length === 0) return { kind: "none", unmatched: q.terms };
  const best = Math.max(...scored.map((s) => s.coverage));
  if (best < 0.5) return { kind: "none", unmatched: q.terms };
  let tier = scored.filter((s) => s.coverage >= best - 1e-9);
  // The head noun: "leche" means the products whose name starts with leche, and in "dulce de
  // leche" the first word that is some product's head wins over a later one.
  const firstHead = Math.min(...tier.map((s) => s.head));
  if (firstHead !== Infinity) tier = headTier(tier, firstHead, q);
  tier = gradedKinds(tier, q);
  let sizeUnavailable = false;
  let others: Scored<P>[] = [];
  if (q.size) {
    let sized = tier.filter((s) => s.sizeOk);
    // A bare number may count units too: "té de 50" is the box of 50 bags.
    if (!sized.length && q.size.unit === null) sized = tier.filter((s) => s.c.terms.sizes.some((z) => sameSize({ value: q.size!.value, unit: "u" }, z)));
    // words25 (t24b 019): a size never turns a head noun said alone into a row of another kind ("un
    // kilo de pan" is no Pan Rallado 1 Kg): such rows are left out when a row of the size is of the
    // head's own kind, or when the one row of the size is; the rest of the head is asked, sized rows first.
    const side = sideKinds(tier, q);
    const alien = sized.filter((s) => side.has(kindOf(s)));
    if (alien.length && (alien.length < sized.length || sized.length === 1)) {
      sized = sized.filter((s) => !alien.includes(s));
      others = tier.filter((s) => !sized.includes(s) && !side.has(kindOf(s))).sort(rank);
    }
    if (sized.length) tier = sized;
    else if (others.length) [tier, others, sizeUnavailable] = [others, [], true];
    else sizeUnavailable = true;
  } else if (q.sizeHint) tier = bySize(tier, q.sizeHint);
  tier.sort(rank);
  // words12: "el kilo de pan" is bread: asked among the breads, the sized ones first.
  if (others.length) tier = [...tier, ...others];
  const plain = tier.filter((s) => s.marked === 0);
  const decided = plain.length ? plain : tier;
  const top = decided[0];
  const unmatched = top.unmatched.filter((t) => t.length > 1);
  const family = tier.length === 1 ? siblingKinds(top, scored, q) : [];
  if (decided.length === 1 && !sizeUnavailable && unmatched.length === 0 && family.length === 0) return { kind: "one", product: top.c.product };
  const shown = [...decided, ...tier.filter((s) => !decided.includes(s)), ...family].slice(0, Math.max(1, limit));
  const products = shown.map((s) => s.c.product);
  return {
    kind: "ambiguous",
    choices: products.map((p, i) => ({ product: p, distinguishing: distinguishing(products, i) })),
    unmatched,
    sizeUnavailable,
  };
}

/** The words of product i's name that not every listed product shares, stopwords kept only between them. */
export function distinguishing(products: readonly { name: string; brand?: string | null }[], i: number): string {
  const chunks = products.map((p) => nameChunks(p.name));
  const keys = chunks.map((cs) => new Set(cs.map((c) => c.key).filter((k): k is string => k !== null)));
  const own = chunks[i];
  const differs = own.map((c) => c.key !== null && products.length > 1 && keys.some((k) => !k.has(c.key!)));
  // A stopword stays only between two distinguishing words ("Entera en Sachet"), never at an edge.
  const near = (from: number, step: number) => {
    for (let k = from; k >= 0 && k < own.length; k += step) if (own[k].key !== null) return differs[k];
    return false;
  };
  let words = own.filter((c, k) => differs[k] || (c.key === null && near(k - 1, -1) && near(k + 1, 1))).map((c) => c.text);
  const brand = products[i].brand?.trim();
  const brands = new Set(products.map((p) => p.brand?.trim() ?? ""));
  if (brand && brands.size > 1 && !products[i].name.toLowerCase().includes(brand.toLowerCase())) words = [...words, brand];
  return words.join(" ");
}

/**
 * The same search over an in-memory list (small catalogs, the products a turn already holds, unit
 * tests): every product is a candidate. Terms are computed once; the searcher answers many queries.
 */
export function listSearcher<P extends ProductText>(products: readonly P[]): (query: string, limit?: number) => SearchResult<P> {
  const candidates = products.map((p) => ({ product: p, terms: productTerms(p) }));
  const vocabulary = new Set(candidates.flatMap((c) => [c.terms.head, ...c.terms.name, ...c.terms.brand, ...c.terms.extra]));
  return (query, limit = MAX_CHOICES) => {
    const q = parseQuery(query);
    const alts = new Map(q.terms.map((t) => [t, vocabulary.has(t) ? [t] : [t, ...corrections(t, vocabulary)]]));
    return matchCandidates(q, candidates, alts, limit);
  };
}

/** One search over an in-memory list. */
export function searchList<P extends ProductText>(query: string, products: readonly P[], limit = MAX_CHOICES): SearchResult<P> {
  return listSearcher(products)(query, limit);
}
