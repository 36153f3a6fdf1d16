import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { joinList, langOf, sentence } from "../../language";
import { text } from "../../replies";

// mood29 (t28a 046): "son muy caras, tenés algo más barato?" about what is in the cart asks for
// cheaper products of the same shelf, never a discount: the rows of that shelf priced below the
// line, from the catalog, cheapest first. Nothing cheaper on the shelf: the discount answer stands.

/** "algo más barato", "otra más barata", "alguna más económica": another product, cheaper. */
const SOMETHING_CHEAPER = /\b(?:algo|alguna|alguno|algun|otra|otro|otras|otros|nada|opcion|opciones|marca|cosa) (?:\S+ )?(?:mas )?(?:barat[oa]s?|baratit[oa]s?|economic[oa]s?)\b|\b(?:something|anything) cheaper\b|\balgo mais barato\b/;

/** How many cheaper rows are named, so the answer stays one short message. */
const ROWS_SHOWN = 4;

/** True when the cheaper rows of the last cart line's shelf were offered. */
export async function offerCheaperRows(t: TurnEngine, normalized: string): Promise<boolean> {
  const line = t.session.cart.at(-1);
  if (!line || !SOMETHING_CHEAPER.test(normalized)) return false;
  const [product] = await t.products([line.productId]);
  if (!product) return false;
  const shelf = (await t.catalog.inCategory(product.category)).filter((p) => p.active && p.stock !== 0 && p.id !== product.id && p.price < product.price);
  const same = product.subcategory ? shelf.filter((p) => p.subcategory === product.subcategory) : shelf;
  const rows = (same.length ? same : shelf).sort((a, b) => a.price - b.price).slice(0, ROWS_SHOWN);
  if (!rows.length) return false;
  const cur = t.ports.currency;
  t.intent("cheaper_rows");
  t.say(text(sentence(t.session, "cheaperRows", { product: product.name, price: formatMoney(product.price, cur), rows: joinList(langOf(t.session), rows.map((p) => `${p.name} (${formatMoney(p.price, cur)})`)) })));
  return true;
}
