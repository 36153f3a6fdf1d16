// The cart side of the retail rules: adding (with product choice and stock), editing, showing.
import { formatMoney } from "../../../lib/money";
import { cartTotals } from "../../cart-math";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { cartPhrase, itemPhrase, listJoin, text } from "../../replies";
import type { CartEdit, ItemMention, ProductMatch } from "../../understand/types";
import { productChoice } from "./replies";

/** States where an order is open (the cart is being built, detailed or confirmed). */
export const ORDER_STATES = new Set(["COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION"]);

/** Leave states where the cart is frozen before changing it. */
export function openCart(t: TurnEngine): void {
  if (t.state === "IDLE" || t.state === "DONE" || t.state === "NEEDS_DETAILS" || t.state === "AWAITING_CONFIRMATION") {
    t.moveTo("COLLECTING_ORDER");
  }
  t.session.pendingConfirmation = null;
  if (t.session.expecting === "confirmation") t.session.expecting = null;
}

export async function addItems(t: TurnEngine, items: ItemMention[], catalog: Product[]): Promise<void> {
  t.intent("add_items");
  const added: string[] = [];
  const problems: string[] = [];
  for (const item of items) {
    const quantity = item.quantity ?? 1;
    if (item.match.kind === "none") {
      problems.push(`No tengo "${item.query}".`);
      continue;
    }
    if (item.match.kind === "ambiguous") {
      const options = catalog.filter((p) => (item.match as Extract<ProductMatch, { kind: "ambiguous" }>).productIds.includes(p.id));
      t.session.pendingChoice = { productIds: options.map((p) => p.id), quantity };
      t.session.expecting = "product_choice";
      if (t.state === "AWAITING_CONFIRMATION" || t.state === "NEEDS_DETAILS") openCart(t);
      t.say(productChoice(options, t.ports.currency, quantity));
      continue;
    }
    const productId = item.match.productId;
    if (t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") openCart(t);
    const result = await t.call("add_to_cart", { productId, quantity });
    if (result.ok) {
      if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
      const p = catalog.find((x) => x.id === productId)!;
      added.push(`${itemPhrase({ quantity, name: p.name })} (${formatMoney(p.price, t.ports.currency)} c/u)`);
      if (t.session.expecting === "product_choice") t.session.expecting = null;
    } else if (result.code === "out_of_stock") {
      const d = result.data as { name: string; available: number };
      problems.push(d.available > 0 ? `De ${d.name} me quedan solo ${d.available}.` : `No me queda stock de ${d.name}.`);
    } else {
      problems.push(result.error);
    }
  }
  if (problems.some((p) => p.startsWith("No tengo"))) {
    const categories = [...new Set(catalog.map((p) => p.category))];
    problems.push(`Tenemos ${listJoin(categories.map((c) => c.toLowerCase()))}. ¿Te sirve otra cosa?`);
  }
  const parts: string[] = [];
  if (added.length) {
    const totals = cartTotals(t.session.cart, catalog, t.ports.profile, t.session.fulfilment);
    parts.push(`Agregué ${listJoin(added)}. En el carrito: ${cartPhrase(t.session.cart)} (subtotal ${formatMoney(totals.subtotal, t.ports.currency)}).`);
  }
  parts.push(...problems);
  if (added.length && !t.session.pendingChoice) parts.push("¿Algo más o confirmamos?");
  if (parts.length) t.say(text(parts.join(" ")));
}

function resolveInCart(t: TurnEngine, match: ProductMatch | null): string | null {
  const cart = t.session.cart;
  if (!match) return cart.length ? cart[cart.length - 1].productId : null;
  if (match.kind === "one") return cart.some((l) => l.productId === match.productId) ? match.productId : null;
  if (match.kind === "ambiguous") {
    const inCart = match.productIds.filter((id) => cart.some((l) => l.productId === id));
    return inCart.length === 1 ? inCart[0] : null;
  }
  return null;
}

export async function editCart(t: TurnEngine, edit: CartEdit, catalog: Product[]): Promise<boolean> {
  t.intent("cart_edit");
  if (t.session.cart.length === 0 && edit.kind !== "clear") {
    t.say(text("Tu carrito está vacío. ¿Qué te gustaría pedir?"));
    return true;
  }
  openCart(t);
  if (edit.kind === "clear") {
    await t.call("clear_cart");
    t.moveTo("IDLE");
    t.session.expecting = null;
    t.say(text("Listo, vacié el carrito. ¿Querés pedir otra cosa?"));
    return true;
  }
  const productId = resolveInCart(t, edit.match);
  if (!productId) {
    // A quantity for a product not yet in the cart reads as adding it.
    if (edit.kind === "set_quantity" && edit.match?.kind === "one") {
      await addItems(t, [{ quantity: edit.quantity, query: edit.query ?? "", match: edit.match }], catalog);
      return true;
    }
    t.say(text(`No encontré ${edit.query ? `"${edit.query}"` : "ese producto"} en tu carrito. Tenés ${cartPhrase(t.session.cart)}.`));
    return true;
  }
  const name = t.session.cart.find((l) => l.productId === productId)!.name;
  const result = edit.kind === "remove" ? await t.call("remove_from_cart", { productId }) : await t.call("update_cart_item", { productId, quantity: edit.quantity });
  if (!result.ok) {
    t.say(text(result.code === "out_of_stock" ? `No me alcanza el stock de ${name}: ${result.error}` : result.error));
    return true;
  }
  if (t.session.cart.length === 0) {
    t.moveTo("IDLE");
    t.say(text(`Saqué ${name}. Tu carrito quedó vacío. ¿Querés pedir otra cosa?`));
    return true;
  }
  const totals = cartTotals(t.session.cart, catalog, t.ports.profile, t.session.fulfilment);
  const did = edit.kind === "remove" ? `Saqué ${name}` : `Listo, ahora son ${edit.quantity} ${name}`;
  t.say(text(`${did}. En el carrito: ${cartPhrase(t.session.cart)} (subtotal ${formatMoney(totals.subtotal, t.ports.currency)}). ¿Algo más o confirmamos?`));
  return true;
}

export async function showCart(t: TurnEngine): Promise<void> {
  const result = await t.call("get_cart");
  if (!result.ok) return;
  if (!t.session.cart.length) {
    t.say(text("Tu carrito está vacío. ¿Qué te gustaría pedir?"));
    return;
  }
  const totals = cartTotals(t.session.cart, await t.catalog(), t.ports.profile, t.session.fulfilment);
  const lines = totals.lines.map((l) => `• ${l.quantity} × ${l.name} = ${formatMoney(l.lineTotal, t.ports.currency)}`).join("\n");
  t.say(text(`Tu carrito:\n${lines}\nSubtotal: ${formatMoney(totals.subtotal, t.ports.currency)}\n¿Agregamos algo más o confirmamos?`));
}

