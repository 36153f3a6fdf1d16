import { formatMoney } from "../../lib/money";
import { packUnitsIn } from "../../lib/pack-units";
import { productTerms, sizeToken } from "../../lib/product-text";
import type { TurnEngine } from "../engine";
import { langOf, phrase } from "../language";
import type { Product } from "../ports";
import type { Tip } from "./types";
import { resultProducts } from "../../lib/product-match";

// The four advisers. Each looks at the turn as it ended (the cart, the shop's data) and proposes
// at most one tip, or none; amounts come from the catalog and the shop's delivery rule, never
// from a model. advise.ts decides whether any is shown.

/** Orders a pair must share before it counts as "often bought together". */
const MIN_ORDERS_TOGETHER = 2;
/** Orders of this customer read for their usual products, and in how many a product must be. */
const USUAL_ORDERS = 5;
const USUAL_MIN = 2;

const sellable = (p: Product | undefined): p is Product => !!p && p.active && (p.stock === null || p.stock > 0);

/** Products the customer took out of the cart in this conversation: never offered back. */
const removedIds = (t: TurnEngine) => new Set(t.session.tips?.removed ?? []);

/** The words of a product's name but its sizes ("coca cola light", "queso rallado ilolay"): its variant. */
function variantWords(name: string): string {
  const terms = productTerms({ name });
  const sizes = new Set(terms.sizes.map(sizeToken));
  return terms.name.filter((w) => !sizes.has(w) && !/^\d/.test(w)).sort().join(" ");
}

function itemName(t: TurnEngine, quantity: number, name: string): string {
  return langOf(t.session) === "es" ? `${quantity} ${name}` : `${quantity} × ${name}`;
}

/** The customer's usual product (in ≥ 2 of their last orders) that is not in the cart. */
export async function reorderTip(t: TurnEngine): Promise<Tip | null> {
  // The usual order was already offered on the greeting (kinds/retail/returning.ts): not again.
  if (t.session.agents?.offered?.includes("usual")) return null;
  const orders = (await t.ports.orders.history(t.ctx.contact, USUAL_ORDERS)).filter((o) => o.status !== "cancelled");
  const inCart = new Set(t.session.cart.map((l) => l.productId));
  const seen = new Map<string, { orders: number; quantity: number }>();
  // Newest first: the quantity kept is the latest order's.
  for (const o of orders) for (const i of o.items) {
    const s = seen.get(i.productId);
    if (s) s.orders += 1;
    else seen.set(i.productId, { orders: 1, quantity: i.quantity });
  }
  const removed = removedIds(t);
  const usual = [...seen].filter(([id, s]) => s.orders >= USUAL_MIN && !inCart.has(id) && !removed.has(id)).sort((a, b) => b[1].orders - a[1].orders);
  for (const [id, s] of usual) {
    const [p] = await t.products([id]);
    if (!sellable(p)) continue;
    return { kind: "reorder", productId: p.id, offerQuantity: s.quantity, text: phrase(t.session, "tipReorder", { usual: itemName(t, s.quantity, p.name) }) };
  }
  return null;
}

/** A product often bought with what is in the cart (the shop's orders), else the shop's own rule. */
export async function crossSellTip(t: TurnEngine): Promise<Tip | null> {
  const cart = t.session.cart;
  if (!cart.length) return null;
  const inCart = new Set(cart.map((l) => l.productId));
  const removed = removedIds(t);
  const together = (await t.ports.catalog.boughtWith([...inCart], 5)).filter((x) => x.orders >= MIN_ORDERS_TOGETHER && !inCart.has(x.productId) && !removed.has(x.productId));
  let offer = (await t.products(together.map((x) => x.productId))).find(sellable);
  let have = cart[cart.length - 1].name;
  if (!offer) {
    const rules = t.ports.profile.crossSell ?? [];
    const cartProducts = await t.products([...inCart]);
    const fold = (s: string) => s.toLowerCase();
    for (const rule of rules) {
      const when = new Set(rule.when.map(fold));
      const trigger = cartProducts.find((p) => when.has(fold(p.sku)) || when.has(fold(p.category)));
      if (!trigger) continue;
      const [candidate] = await t.ports.catalog.bySkus([rule.offer]);
      if (sellable(candidate) && !inCart.has(candidate.id) && !removed.has(candidate.id)) {
        offer = candidate;
        have = trigger.name;
        break;
      }
    }
  }
  if (!offer) return null;
  return { kind: "cross_sell", productId: offer.id, offerQuantity: 1, text: phrase(t.session, "tipCrossSell", { have, offer: offer.name, price: formatMoney(offer.price, t.ports.currency) }) };
}

/**
 * words17 (trial 16c 007): what a product holds in all, in ml or g — a pack's units counted
 * ("354 Cc 6 Un" is 2,124 ml): a 6-pack's price per litre is over its six cans, never one.
 */
function contentOf(p: Product, sizes: readonly { value: number; unit: string | null }[]): { value: number; unit: "ml" | "g" } | null {
  const size = sizes.find((x) => x.unit === "ml" || x.unit === "g");
  if (!size) return null;
  return { value: size.value * (packUnitsIn(p.name) ?? 1), unit: size.unit as "ml" | "g" };
}

/** How many times bigger a "bigger size" may be (a 5 L jug of a 500 ml drink is 10×). */
const MAX_SIZE_RATIO = 20;

const MEASURES = { ml: { per: 1000, es: "litro", en: "liter", pt: "litro" }, g: { per: 1000, es: "kilo", en: "kilo", pt: "quilo" } } as const;

/** A bigger size of the last product added (the same product: brand and variant words) that costs less per litre or kilo. */
export async function biggerSizeTip(t: TurnEngine): Promise<Tip | null> {
  const last = t.session.cart[t.session.cart.length - 1];
  if (!last) return null;
  const [p] = await t.products([last.productId]);
  if (!p) return null;
  const terms = productTerms(p);
  const size = contentOf(p, terms.sizes);
  if (!size || !terms.head) return null;
  const found = await t.search([p.brand ?? "", terms.head].join(" ").trim());
  const candidates = resultProducts(found);
  const perUnit = (x: Product, value: number) => x.price / value;
  const unit = size.unit;
  let best: { product: Product; value: number } | null = null;
  const removed = removedIds(t);
  const variant = variantWords(p.name);
  for (const c of candidates) {
    if (c.id === p.id || !sellable(c) || c.category !== p.category || (c.brand ?? "") !== (p.brand ?? "")) continue;
    // "Queso Rallado" is no bigger "Queso Untable Port Salut", "Coca Cola" no "Coca Cola Light".
    if (removed.has(c.id) || variantWords(c.name) !== variant) continue;
    const ct = productTerms(c);
    const s = contentOf(c, ct.sizes);
    // A "bigger size" of the same product is a bigger pack, never twenty times the content: a size
    // read wrong must never become a price per litre shown to the customer.
    if (ct.head !== terms.head || !s || s.unit !== unit || s.value <= size.value || s.value > size.value * MAX_SIZE_RATIO) continue;
    if (t.session.cart.some((l) => l.productId === c.id)) continue;
    if (perUnit(c, s.value) >= perUnit(p, size.value)) continue;
    if (!best || perUnit(c, s.value) < perUnit(best.product, best.value)) best = { product: c, value: s.value };
  }
  if (!best) return null;
  const measure = MEASURES[unit];
  // words13 (trial 12): a per-litre or per-kilo price is an estimate shown to a customer: whole pesos, never "$1.666,67".
  const unitPrice = Math.round((best.product.price * measure.per) / best.value / 100) * 100;
  return {
    kind: "bigger_size",
    productId: best.product.id,
    offerQuantity: null,
    text: phrase(t.session, "tipBiggerSize", { bigger: best.product.name, unit: formatMoney(unitPrice, t.ports.currency), measure: measure[langOf(t.session)], smaller: p.name }),
  };
}

/** How much is missing for free delivery, when it is close (at most half the threshold). */
export async function freeDeliveryTip(t: TurnEngine): Promise<Tip | null> {
  const { delivery } = t.ports.profile;
  if (!delivery.enabled || delivery.freeFrom === null || t.session.fulfilment === "pickup" || !t.session.cart.length) return null;
  const { subtotal } = await t.cartTotals();
  const missing = delivery.freeFrom - subtotal;
  if (missing <= 0 || missing * 2 > delivery.freeFrom) return null;
  const cur = t.ports.currency;
  return { kind: "free_delivery", productId: null, offerQuantity: null, text: phrase(t.session, "tipFreeDelivery", { missing: formatMoney(missing, cur) }), echoes: [formatMoney(delivery.freeFrom, cur), formatMoney(missing, cur)] };
}
