// offers40 (t38b 034, t38c 034): an order right after a product answer that names another brand or
// the plain variant of a diet row ("2 coca comun" after "Sí, tenemos Coca Cola sin Azúcar", "6 quilmes
// en lata de 473" after three Brahma rows) is its own product, never one of the rows just answered.
// Read only for an order of one product: with several, the brand may be another line's ("2 mantecas y un arroz gallo").
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { normalize } from "../../understand/normalize";

/** Words that name the plain variant of a product. */
const PLAIN = /\b(?:comun|comunes|normal|normales|clasica|clasicas|clasico|clasicos|regular)\b/;
/** A row's name that is a variant apart from the plain one. */
const VARIANT_ROW = /\b(?:sin azucar|zero|light|diet|sin alcohol|sin tacc)\b/;

const brandOf = (p: Product) => normalize(p.brand ?? "");

/** A word of `said` that is the brand of some product in the shop and of none of `rows`. */
async function otherBrandSaid(t: TurnEngine, said: string, rows: Product[]): Promise<boolean> {
  const rowWords = new Set(rows.flatMap((r) => normalize(`${r.name} ${r.brand ?? ""}`).split(" ")));
  for (const word of new Set(said.split(" "))) {
    if (word.length < 4 || /\d/.test(word) || rowWords.has(word)) continue;
    const found = await t.search(word, 5);
    const products = found.kind === "one" ? [found.product] : found.kind === "ambiguous" ? found.choices.map((c) => c.product) : [];
    if (products.some((p) => brandOf(p) === word)) return true;
  }
  return false;
}

/** Whether the order `said` names another product than every row of `ids` (a brand they lack, the plain variant of diet rows). */
export async function namesOtherThan(t: TurnEngine, said: string, ids: readonly string[]): Promise<boolean> {
  if (!ids.length) return false;
  const rows = await t.products(ids);
  if (!rows.length) return false;
  if (PLAIN.test(said) && rows.every((r) => VARIANT_ROW.test(normalize(r.name)))) return true;
  return otherBrandSaid(t, said, rows);
}
