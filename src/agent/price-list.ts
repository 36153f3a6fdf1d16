import { formatMoney } from "../lib/money";
import type { TurnEngine } from "./engine";
import { joinList, langOf, sentence } from "./language";
import { text } from "./replies";

// questions37 (t36a 031): "¿me pasás la lista de precios?" in a shop of few categories got
// "Decime qué buscás y te paso precios": the list asked for, withheld. A shop of few categories
// is small: its products with their prices, a few per category, are the list (a shop of many
// categories answers with its categories to tap, answers.ts).

/** Products named per category in the price list; the rest counted ("y 3 más"). */
const PER_CATEGORY = 6;

/** Asking for the price list itself, never a price of one product ("lista de precios", "los precios"). */
export const PRICE_LIST_ASKED = /\b(?:lista(?: de precios)?|listado|los precios|precios de (?:todo|los productos|lo que tienen|lo que tenes)|price list|prices|lista de precos|os precos)\b/;

/** The price list of a shop with few categories: each category's products and prices, in a message. */
export async function sayPriceList(t: TurnEngine, hello: string, categories: { category: string; products: number }[]): Promise<boolean> {
  const lines: string[] = [];
  for (const c of categories) {
    const products = (await t.catalog.inCategory(c.category, PER_CATEGORY)).filter((p) => p.active && p.stock !== 0);
    if (!products.length) continue;
    const rest = c.products - products.length;
    const priced = products.map((p) => `${p.name} ${formatMoney(p.price, t.ports.currency)}`).join(" · ");
    lines.push(`*${c.category}*: ${priced}${rest > 0 ? ` ${sentence(t.session, "priceListRest", { count: String(rest) })}` : ""}`);
  }
  if (!lines.length) return false;
  t.intent("catalog");
  const names = joinList(langOf(t.session), categories.map((c) => c.category.toLowerCase()));
  t.say(text(`${hello}${sentence(t.session, "priceListFew", { categories: names, list: lines.join("\n") })}`));
  return true;
}
