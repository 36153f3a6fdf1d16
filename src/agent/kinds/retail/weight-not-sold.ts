// t31c 011: "media de jamon cocido", "medio kilo del cagnoli" — a weight of a deli product that no
// row is sold at. The rows are the product's; what is missing is the weight, so the reply names the
// product and the weight apart (`De jamon cocido no tengo medio kilo.`), never the whole phrase
// quoted as if the words were a product nobody sells.
import { phrase } from "../../language";
import type { TurnEngine } from "../../engine";

const WEIGHT_BEFORE_OF = /^(medi[oa](?:\s+(?:kilo|kg))?|un\s+cuarto(?:\s+(?:de\s+)?(?:kilo|kg))?|\d+(?:[.,]\d+)?\s*(?:gr|grs|g|gramos|kg|kilos?)|[1-9]\d{2})\s+(?:de|del|de\s+la|de\s+los)\s+(\S.*)$/i;

/** The header for a weight said before "de" with no row of that weight, or null when the phrase is no such weight. */
export function weightNotSold(t: TurnEngine, said: string): string | null {
  const m = WEIGHT_BEFORE_OF.exec(said.trim());
  if (!m) return null;
  const weight = /^medi[oa]/i.test(m[1]) ? "medio kilo" : /^\d+$/.test(m[1]) ? `${m[1]} gr` : m[1].replace(/\s+/g, " ");
  return phrase(t.session, "weightNotSold", { product: m[2], weight });
}
