// offers37 (t36c 049): "y la grande?" right after "Coca Cola 1.5 Lt sale $1.000." answered 'No tenemos
// "grande"': a size word said alone ("la grande", "el chico") asks for the product just quoted in its
// biggest (or smallest) size. The rows are that product's own shelf: its brand and subcategory, found by
// its head noun and brand; the edge size among them, every row sold at it (they are priced to
// pick, never one chosen for the customer). Nothing when the words say anything else.
import type { TurnEngine } from "./engine";
import type { Product } from "./ports";
import { parseQuery, productTerms, type Size } from "../lib/product-text";
import { resultProducts } from "../lib/product-match";

/** A size in one unit to compare (ml and g as they are; units apart). */
const sizeOf = (p: Product): Size | null => productTerms(p).sizes.find((s) => s.unit !== "u" && s.unit !== null) ?? null;

/** session.extra key: the one product the answer before this message quoted, for this message only (its offer is taken off as the turn starts). */
export const QUOTED_BEFORE = "quotedBefore";

/** The rows of the quoted product's shelf at the size a bare "grande"/"chica" asks; null when this is no such question. */
export async function otherSizeOfQuoted(t: TurnEngine, said: string): Promise<string[] | null> {
  const ids = t.session.extra[QUOTED_BEFORE];
  if (!Array.isArray(ids) || ids.length !== 1 || typeof ids[0] !== "string") return null;
  const asked = parseQuery(said);
  if (asked.terms.length || asked.size || !asked.sizeHint) return null;
  const [quoted] = await t.products(ids as string[]);
  const own = quoted && sizeOf(quoted);
  if (!quoted || !own) return null;
  // Its head and brand ("aceite cocinero"), never its whole name: "Sabor Original" would find only itself.
  const words = `${productTerms({ name: quoted.name }).head} ${quoted.brand ?? ""}`.trim();
  const shelf = resultProducts(await t.search(words)).filter((p) => p.active && p.brand === quoted.brand && (p.subcategory ?? null) === (quoted.subcategory ?? null) && sizeOf(p)?.unit === own.unit);
  if (!shelf.length) return null;
  const edge = (asked.sizeHint === "big" ? Math.max : Math.min)(...shelf.map((p) => sizeOf(p)!.value));
  return shelf.filter((p) => sizeOf(p)!.value === edge).map((p) => p.id);
}
