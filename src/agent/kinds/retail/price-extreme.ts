// "¿cuál es la más barata?", "which one is cheaper?": a question about the products in play, answered
// from their prices and never taken as a pick (t22a 114 added the cheaper coke). The products in play
// are the open list, else the kind (subcategory, else category) of the line just added.
import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import type { Product } from "../../ports";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { CHEAP_WORDS } from "../../understand/not-products";
import { LAST_LINE } from "./lines";
import { POINTED_OFFER } from "./replies";

/** Which one, asked: "cuál", "which", "qual", "qué … es más". */
const WHICH = /\b(?:cual|cuales|which|qual|quais)\b/;
const DEAR = /\b(?:car[oa]s?|expensive|dearest|priciest)\b/;
/** A count or an order verb beside it makes it an order ("la más barata, 2", "dame la más barata"). */
const ORDERS = /\d|\b(?:dame|quiero|poneme|mandame|agregame|sumame|pone|agrega|suma|manda|traeme|give|add|quero)\b/;

function asksPriceExtreme(u: Understanding): "cheap" | "dear" | null {
  // "which one", "cuál de las dos": the "one" asks, it counts nothing.
  const said = u.normalized.replace(/\b(which|cual|qual)\s+(?:one|1|uno|una|um|uma)\b/, "$1").replace(/\bde (?:las|los) (?:dos|2)\b/, "");
  if (!WHICH.test(said) || ORDERS.test(said) || u.items.length > 1 || u.cartEdit) return null;
  const words = said.split(/\s+/);
  const cheap = words.some((w) => CHEAP_WORDS.has(w));
  const dear = DEAR.test(said);
  return cheap === dear ? null : cheap ? "cheap" : "dear";
}

async function productsInPlay(t: TurnEngine): Promise<Product[]> {
  const open = t.session.pendingChoice?.productIds;
  if (open && open.length > 1) return t.products(open);
  const last = t.session.extra[LAST_LINE];
  if (typeof last !== "string" || !t.session.cart.some((l) => l.productId === last)) return [];
  const [product] = await t.products([last]);
  if (!product) return [];
  const kin = await t.catalog.inCategory(product.category, 60);
  return kin.filter((p) => p.active && (product.subcategory ? p.subcategory === product.subcategory : true));
}

/** Answers "¿cuál es la más barata/cara?" among the products in play; the answer is what "esa" points at next. */
export async function priceExtremeAnswer(t: TurnEngine, u: Understanding): Promise<boolean> {
  const which = asksPriceExtreme(u);
  if (!which) return false;
  const products = (await productsInPlay(t)).filter((p) => p.stock !== 0);
  if (products.length < 2) return false;
  const want = which === "cheap" ? Math.min(...products.map((p) => p.price)) : Math.max(...products.map((p) => p.price));
  const hits = products.filter((p) => p.price === want);
  t.intent("product_question");
  const names = hits.map((p) => p.name);
  t.say(text(sentence(t.session, which === "cheap" ? "cheapestIs" : "dearestIs", { name: names.join(" / "), price: formatMoney(want, t.ports.currency) })));
  if (hits.length === 1) t.session.extra[POINTED_OFFER] = [t.session.pendingChoice?.quantity ?? 1, hits[0].id];
  return true;
}
