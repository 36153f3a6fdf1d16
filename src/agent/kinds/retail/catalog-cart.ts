import { formatMoney } from "../../../lib/money";
import type { InboundContent } from "../../../lib/messages";
import type { TurnEngine } from "../../engine";
import { listJoin, text } from "../../replies";
import { openCart } from "./cart";

// A cart sent from the shop's WhatsApp catalog becomes the cart. Its retailer ids are our SKUs;
// prices, stock and totals come from our catalog, never from the message (WhatsApp's item_price
// is ignored). SKUs the catalog does not have (or no longer sells) are named back, a quantity
// beyond the stock keeps what there is and says so, and the normal checkout follows.

type CatalogOrder = Extract<InboundContent, { type: "order" }>;

/** Replaces the cart with the catalog cart's lines; returns whether anything was added. */
export async function cartFromCatalog(t: TurnEngine, orders: CatalogOrder[]): Promise<boolean> {
  t.intent("catalog_order");
  const order = orders[orders.length - 1]; // a later cart replaces an earlier one, as in WhatsApp
  const wanted = new Map<string, number>();
  for (const item of order.items) wanted.set(item.sku, Math.min(999, (wanted.get(item.sku) ?? 0) + item.quantity));
  const products = new Map((await t.catalog.bySkus([...wanted.keys()])).map((p) => [p.sku, p]));
  if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
  else openCart(t);
  if (t.session.cart.length) await t.call("clear_cart");
  const added: string[] = [];
  const problems: string[] = [];
  const unknown: string[] = [];
  for (const [sku, quantity] of wanted) {
    const p = products.get(sku);
    if (!p) {
      unknown.push(sku);
      continue;
    }
    const take = p.stock === null ? quantity : Math.min(quantity, p.stock);
    if (take <= 0) {
      problems.push(`No me queda stock de ${p.name}.`);
      continue;
    }
    const result = await t.call("add_to_cart", { productId: p.id, quantity: take });
    if (!result.ok) {
      problems.push(`No pude agregar ${p.name}: ${result.error}`);
      continue;
    }
    added.push(`${take} × ${p.name} (${formatMoney(p.price, t.ports.currency)} c/u)`);
    if (take < quantity) problems.push(`De ${p.name} ${take === 1 ? "me queda" : "me quedan"} ${take}, así que te puse ${take}.`);
  }
  if (unknown.length) problems.push(`${unknown.length === 1 ? "Este producto ya no está" : "Estos productos ya no están"} en nuestro catálogo: ${listJoin(unknown)}.`);
  if (order.note?.trim() && added.length) await t.call("set_cart_notes", { notes: order.note.trim().slice(0, 500) });
  if (!added.length) {
    t.say(text(`Recibí tu carrito del catálogo, pero no pude cargar nada 😕 ${problems.join(" ")} ¿Querés elegir otra cosa?`));
    if (!t.session.cart.length && t.state === "COLLECTING_ORDER") t.moveTo("IDLE");
    return false;
  }
  const totals = await t.cartTotals();
  t.say(text(`Recibí tu pedido del catálogo 🛒\n${added.map((a) => `• ${a}`).join("\n")}\nSubtotal: ${formatMoney(totals.subtotal, t.ports.currency)}${problems.length ? `\n${problems.join(" ")}` : ""}`));
  return true;
}
