// counts30 (t29c 022): "200 de jamon", "300 de mortadela": at a deli counter a number of a hundred
// or more right before "de" and a product is its weight in grams, never that many packs (the
// reply listed every ham "(para 200)"). Read as grams only when the shop sells the product at that
// weight: a big count of a thing sold by the unit ("120 de alfajores" for a party) stays a count.

import { intToken } from "./numbers";
import type { ProductMatcher, Word } from "./types";

/** The smallest number read as grams: below it "2 de jamon" is how many. */
const MIN_GRAMS = 100;

/** The grams said before "de" as size words ("200 gr") and the words they take, or null when the number is a count. */
export function gramsBeforeOf(words: Word[], i: number, productAt: (at: number) => Word[], matcher: ProductMatcher): { size: Word[]; length: number } | null {
  const value = intToken(words[i]?.n ?? "");
  if (value === null || value < MIN_GRAMS || value >= 1000 || words[i + 1]?.n !== "de" || words[i + 1].brk) return null;
  const product = productAt(i + 2);
  if (product.length === 0) return null;
  const size = [words[i], { ...words[i], n: "gr", o: "gr" }];
  if (matcher.match([...product, ...size]).kind !== "none") return { size, length: 2 };
  // t30b 025: "200 de queso de maquina" with no such product at all: 200 of a thing not sold is no
  // count worth keeping, and offering the closest rows "(para 200)" would put 200 packs in the cart.
  return matcher.match(product).kind === "none" ? { size, length: 2 } : null;
}
