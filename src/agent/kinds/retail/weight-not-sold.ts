// t31c 011: "media de jamon cocido", "medio kilo del cagnoli" — a weight of a deli product that no
// row is sold at. The rows are the product's; what is missing is the weight, so the reply names the
// product and the weight apart (`De jamon cocido no tengo medio kilo.`), never the whole phrase
// quoted as if the words were a product nobody sells.
import { phrase } from "../../language";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { otherSize, saidSize } from "./described-rows";

const WEIGHT_BEFORE_OF = /^(medi[oa](?:\s+(?:kilo|kg))?|un\s+cuarto(?:\s+(?:de\s+)?(?:kilo|kg))?|\d+(?:[.,]\d+)?\s*(?:gr|grs|g|gramos|kg|kilos?)|[1-9]\d{2})\s+(?:de|del|de\s+la|de\s+los)\s+(\S.*)$/i;

/** The header for a weight said before "de" with no row of that weight, or null when the phrase is no such weight. */
export function weightNotSold(t: TurnEngine, said: string): string | null {
  const m = WEIGHT_BEFORE_OF.exec(said.trim());
  if (!m) return null;
  const weight = /^medi[oa]/i.test(m[1]) ? "medio kilo" : /^\d+$/.test(m[1]) ? `${m[1]} gr` : m[1].replace(/\s+/g, " ");
  return phrase(t.session, "weightNotSold", { product: m[2], weight });
}

/** A product's name ending in its size ("Coca Cola sin Azúcar 1.5 Lt"): the name and the size apart. */
const NAME_THEN_SIZE = /^(.*\S)\s+(\d+(?:[.,]\d+)?\s*[a-zA-Z]{1,3}\.?)$/;

/**
 * offers38 (t37c 001, t37c 019): "1 de 2.25" right after "Sí, tenemos Coca Cola sin Azúcar 1.5 Lt" is
 * that product in a size it is not sold in. The one row there is is still offered, but the size said
 * is named as missing first (`De Coca Cola sin Azúcar no tengo 2.25, solo 1.5 Lt.`), so a yes is given
 * knowing what comes, never taken as the size asked for. Null when the words say no other size.
 */
export function sizeNotOffered(t: TurnEngine, query: string, product: Product): string | null {
  // The size is read off the words from its "de" on: the product's words before it are no description.
  const tail = /\bdel?\s+\d.*$/.exec(query)?.[0] ?? query;
  const size = saidSize(tail);
  const parts = NAME_THEN_SIZE.exec(product.name);
  if (!size || !parts || !otherSize(query, product)) return null;
  return phrase(t.session, "sizeOnlyOther", { product: parts[1], size, own: parts[2] });
}
