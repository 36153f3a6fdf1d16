import type { SearchResult } from "../lib/product-match";
import { distinguishing, resultProducts } from "../lib/product-match";
import type { Product } from "./ports";

// "1 aceite de oliva" (t25c 013) found only "Mayonesa con Aceite de Oliva" and asked "¿Mayonesa …
// 250 Gr o 500 Gr?": a product whose name only mentions the words asked, after its own head noun
// and a word that makes them an ingredient ("con", "en", "sabor", "al"), is another product. When
// the first word asked is itself a kind the shop sells ("Aceite de Girasol …"), what was asked is
// not sold: the answer says so, and the kind's own products are the closest ("Atún en aceite" is no
// aceite either). A kind the shop does not sell at all keeps what was found ("jamón" → "Pizza con
// Jamón" is still the nearest thing).

const INGREDIENT_OF = new Set(["con", "en", "sabor", "al", "a"]);
const fold = (s: string) => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
const wordsOf = (s: string) => fold(s).split(/[^a-z0-9ñ]+/).filter(Boolean);
/** Singular enough to compare: "aceites" is "aceite". */
const same = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/** The asked head (the first word of letters), or null. */
function askedHead(query: string): string | null {
  const words = wordsOf(query);
  // offers37 (t36c 013/039): a phrase led by "te" asks for tea ("te verde"), as the query parser reads it
  // (product-text's words10 rule), so "té" is a head though it has two letters.
  if (words[0] === "te" && words.length > 1) return "te";
  return words.find((w) => /^[a-zñ]{3,}$/.test(w)) ?? null;
}

/** The name starts with the asked word: the product is that kind. */
const isKind = (name: string, head: string) => same(wordsOf(name)[0] ?? "", head);

/** The name holds the asked word only as an ingredient of its own head ("Mayonesa con Aceite …"). */
function mentionsOnly(name: string, head: string): boolean {
  const words = wordsOf(name);
  const at = words.findIndex((w, k) => k > 0 && same(w, head));
  if (at <= 1 || same(words[0], head)) return false;
  // offers37 (t36c 039): "Detergente Limón y Te Verde": a word joined by "y" to a scent or flavour already
  // after the head is a second scent; "Shampoo y Acondicionador" (the "y" right after the head) is two products.
  return INGREDIENT_OF.has(words[at - 1]) || (at > 2 && words[at - 1] === "y");
}

/** The search's answer with products that only mention the asked kind left out, said as not sold when the kind is sold. */
export async function withoutMentionsOnly(query: string, r: SearchResult<Product>, searchKind: (head: string) => Promise<SearchResult<Product>>): Promise<SearchResult<Product>> {
  const head = askedHead(query);
  const found = resultProducts(r);
  if (!head || !found.length || !found.every((p) => mentionsOnly(p.name, head))) return r;
  const kind = resultProducts(await searchKind(head)).filter((p) => isKind(p.name, head));
  if (!kind.length) return r;
  // The words none of the kind's products has ("oliva") are what is not sold; those products are the closest.
  const names = new Set(kind.flatMap((p) => wordsOf(p.name)));
  const unmatched = wordsOf(query).filter((w) => /^[a-zñ]{3,}$/.test(w) && ![...names].some((n) => same(n, w)));
  if (!unmatched.length) return r;
  return { kind: "ambiguous", choices: kind.map((p, i) => ({ product: p, distinguishing: distinguishing(kind, i) })), unmatched, sizeUnavailable: false };
}
