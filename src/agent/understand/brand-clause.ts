// A clause that narrows the phrase said just before it: "¿tienen fideos matarazzo? quiero dos
// paquetes de tirabuzón" is two Tirabuzones Matarazzo, one line (t36b 041 showed three lists).
import { parseQuery } from "./products";
import type { ProductMatch, ProductMatcher, Word } from "./types";

const idsOf = (m: ProductMatch): string[] => (m.kind === "one" ? [m.productId] : m.kind === "ambiguous" ? m.productIds : []);

/**
 * The words and match of a counted phrase read as a narrowing of the uncounted one said just
 * before it, or null. It narrows only when the earlier phrase is a family of products (a brand's
 * pasta), the later one adds words of its own (no word of the earlier restated: "coca y 2 coca
 * zero" stays two lines), and the products both name together are fewer than the family and all
 * of them also of the kind the later phrase names — never a third thing neither named alone.
 */
export function narrowedByClause(before: { words: Word[]; match: ProductMatch }, words: Word[], match: ProductMatch, matcher: ProductMatcher): { words: Word[]; match: ProductMatch } | null {
  // The later phrase names a kind on its own ("tirabuzón"); sizes and units alone ("2 big bottles") are read elsewhere.
  if (before.match.kind !== "ambiguous" || match.kind !== "ambiguous") return null;
  const earlier = parseQuery(before.words).content;
  const later = parseQuery(words).content;
  if (earlier.length === 0 || later.length === 0 || later.some((t) => earlier.includes(t))) return null;
  const joined = [...before.words.map((w) => ({ ...w, brk: false })), ...words.map((w) => ({ ...w, brk: false }))];
  const both = matcher.match(joined);
  const ids = idsOf(both);
  const family = new Set(before.match.productIds);
  const kind = new Set(idsOf(match));
  if (ids.length === 0 || both.kind === "none" || ids.length >= family.size) return null;
  if (!ids.every((id) => family.has(id) && kind.has(id))) return null;
  return { words: joined, match: both };
}
