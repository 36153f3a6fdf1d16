// Its own module so the question layer (questions.ts) reads it without importing picks.ts, which
// imports the question layer back.
import type { ProductMatch } from "../../understand/types";

/**
 * The products words said in passing may mean: what they name, or, when other words came with
 * them ("…vemos lo de las papas"), the few closest products.
 */
export function namedIds(match: ProductMatch): string[] {
  if (match.kind === "one") return [match.productId];
  if (match.kind === "ambiguous") return match.productIds;
  return match.missing === "words" && match.near && match.near.length <= 3 ? match.near : [];
}
