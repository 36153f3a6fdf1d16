// The cart side of the retail rules: adding (with product choice and stock), editing as a person
// means it (relative quantities, the line last touched), showing. A question the agent asked
// (which product, "¿te pongo 40?") stays open for the answers that fit it.
import { formatMoney } from "../../../lib/money";
import { cartTotals } from "../../cart-math";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { cartPhrase, itemPhrase, listJoin, text } from "../../replies";
import type { CartEdit, ItemMention, ProductMatch, Understanding } from "../../understand/types";
import { declines } from "../../understand/yesno";
import { productChoice } from "./replies";

/** States where an order is open (the cart is being built, detailed or confirmed). */
export const ORDER_STATES = new Set(["COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION"]);

/** session.extra keys: the stock offer waiting for an answer, and the line last added or changed. */
const STOCK_OFFER = "stockOffer";
const LAST_LINE = "lastLine";
/** How many times the stock of each product was offered (never a third question). */
const STOCK_ASKED = "stockAsked";

/** Leave states where the cart is frozen before changing it. */
export function openCart(t: TurnEngine): void {
  if (t.state === "IDLE" || t.state === "DONE" || t.state === "NEEDS_DETAILS" || t.state === "AWAITING_CONFIRMATION") {
    t.moveTo("COLLECTING_ORDER");
  }
  t.session.pendingConfirmation = null;
  if (t.session.expecting === "confirmation") t.session.expecting = null;
}

/**
 * Everything the message asks of the cart: the answer to an open question (stock offer, product
 * choice), an edit, new lines, products named in passing. Returns whether the cart was acted on.
 */
export async function cartChanges(t: TurnEngine, u: Understanding, catalog: Product[]): Promise<boolean> {
  const offer = t.session.extra[STOCK_OFFER] as { productId: string; max: number } | undefined;
  delete t.session.extra[STOCK_OFFER];
  if (offer && !u.items.length && !u.cartEdit) {
    // "me quedan 40, ¿te pongo 40?" → "bueno 30", "dale".
    const quantity = u.quantityOnly ?? (u.yesNo === "yes" ? offer.max : null);
    if (quantity !== null) {
      await setLine(t, offer.productId, quantity, catalog);
      return true;
    }
    if (declines(u.normalized)) {
      t.intent("stock_declined");
      const line = t.session.cart.find((l) => l.productId === offer.productId);
      t.say(text(`Dale${line ? `, te dejo ${itemPhrase(line, catalog)}` : ""}. ¿Algo más o confirmamos?`));
      return true;
    }
  }
  const pending = t.session.pendingChoice;
  if (pending) {
    const picked = pendingChoiceAnswer(t, u);
    if (picked) {
      t.session.pendingChoice = null;
      await addItems(t, [picked], catalog);
      return true;
    }
    // Only the quantity changes ("3", "mejor 4"): the question stays open with it.
    const quantity = u.quantityOnly ?? (u.cartEdit?.kind === "set_quantity" && !u.cartEdit.match ? u.cartEdit.quantity : null);
    if (quantity !== null && !u.items.length) {
      pending.quantity = quantity;
      t.intent("product_choice");
      t.say(productChoice(catalog.filter((p) => pending.productIds.includes(p.id)), t.ports.currency, quantity));
      return true;
    }
    if (pending.productIds.length === 1 && declines(u.normalized) && !u.items.length && !u.cartEdit) {
      t.session.pendingChoice = null;
      t.session.expecting = null;
      t.say(text("Dale, no lo agrego."));
      return true;
    }
  }
  let acted = false;
  if (u.cartEdit) acted = await editCart(t, u.cartEdit, catalog);
  if (u.items.length) {
    await addItems(t, u.items, catalog);
    acted = true;
  }
  // The product choice asked before is still open: said again after the rest, once.
  if (acted && pending && t.session.pendingChoice === pending) {
    const names = catalog.filter((p) => pending.productIds.includes(p.id)).map((p) => p.name);
    t.say(text(`Me quedó pendiente la otra: ¿${listJoin(names, "o")}?`));
  }
  // Named in passing, not asked about ("…ah y papas"): asked back, never dropped.
  const named = u.isQuestion ? [] : u.mentions.filter((m) => m.match.kind !== "none" && !inCart(t, m.match));
  if (named.length && !t.session.pendingChoice) {
    const m = named[0];
    const ids = m.match.kind === "one" ? [m.match.productId] : (m.match as Extract<ProductMatch, { kind: "ambiguous" }>).productIds;
    t.session.pendingChoice = { productIds: ids, quantity: m.quantity ?? 1 };
    t.session.expecting = "product_choice";
    t.say(productChoice(catalog.filter((p) => ids.includes(p.id)), t.ports.currency, m.quantity ?? 1));
    acted = true;
  }
  return acted;
}

function inCart(t: TurnEngine, match: ProductMatch): boolean {
  return match.kind === "one" && t.session.cart.some((l) => l.productId === match.productId);
}

/** The answer to "¿Coca-Cola 1,5 L o 500 ml?": a tapped row, "la de 500", "la más barata", a yes to one. */
function pendingChoiceAnswer(t: TurnEngine, u: Understanding): ItemMention | null {
  const pending = t.session.pendingChoice;
  if (!pending) return null;
  const single = pending.productIds.length === 1 && u.yesNo === "yes" && !u.items.length ? pending.productIds[0] : null;
  const picked =
    u.choice ?? single ?? (u.items.length === 1 && u.items[0].match.kind === "one" && pending.productIds.includes(u.items[0].match.productId) ? u.items[0].match.productId : null);
  if (!picked) return null;
  const quantity = u.items.length === 1 && u.items[0].quantity !== null ? u.items[0].quantity : (u.quantityOnly ?? pending.quantity);
  return { quantity, query: picked, match: { kind: "one", productId: picked } };
}

/**
 * More than the stock: the line stays as it was and the most there is gets offered, twice at
 * most for the same product (a third time it is said, not asked).
 */
function offerStock(t: TurnEngine, p: Product, inCartNow: number): string {
  const available = p.stock ?? 0;
  if (available <= inCartNow) {
    return available === 0 ? `No me queda stock de ${p.name}.` : `De ${p.name} me quedan ${available}, y ya ${available === 1 ? "está" : "están"} en tu carrito.`;
  }
  const offers = (t.session.extra[STOCK_ASKED] ?? {}) as Record<string, number>;
  const asked = (offers[p.id] ?? 0) + 1;
  t.session.extra[STOCK_ASKED] = { ...offers, [p.id]: asked };
  t.session.extra[STOCK_OFFER] = { productId: p.id, max: available };
  if (asked > 2) return `De ${p.name} tengo solo ${available}, más no puedo ofrecerte.`;
  return `De ${p.name} me quedan ${available}. ¿Te pongo ${available}?`;
}

function over(p: Product, quantity: number): boolean {
  return p.stock !== null && quantity > p.stock;
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
    const p = catalog.find((x) => x.id === productId)!;
    const existing = t.session.cart.find((l) => l.productId === productId)?.quantity ?? 0;
    if (over(p, existing + quantity)) {
      problems.push(offerStock(t, p, existing));
      continue;
    }
    if (t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") openCart(t);
    const result = await t.call("add_to_cart", { productId, quantity });
    if (result.ok) {
      if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
      t.session.extra[LAST_LINE] = productId;
      added.push(`${itemPhrase({ quantity, name: p.name }, catalog)} (${formatMoney(p.price, t.ports.currency)} c/u)`);
      if (t.session.expecting === "product_choice" && !t.session.pendingChoice) t.session.expecting = null;
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
    parts.push(`Agregué ${listJoin(added)}. En el carrito: ${cartPhrase(t.session.cart, catalog)} (subtotal ${formatMoney(totals.subtotal, t.ports.currency)}).`);
  }
  parts.push(...problems);
  if (added.length && !t.session.pendingChoice && !t.session.extra[STOCK_OFFER]) parts.push("¿Algo más o confirmamos?");
  if (parts.length) t.say(text(parts.join(" ")));
}

/** The line an edit means: the one named (if it is in the cart), else the one last touched. */
function resolveInCart(t: TurnEngine, match: ProductMatch | null): string | null {
  const cart = t.session.cart;
  if (!match) {
    const last = t.session.extra[LAST_LINE];
    return cart.find((l) => l.productId === last)?.productId ?? cart.at(-1)?.productId ?? null;
  }
  if (match.kind === "one") return cart.some((l) => l.productId === match.productId) ? match.productId : null;
  if (match.kind === "ambiguous") {
    const inCartIds = match.productIds.filter((id) => cart.some((l) => l.productId === id));
    return inCartIds.length === 1 ? inCartIds[0] : null;
  }
  return null;
}

export async function editCart(t: TurnEngine, edit: CartEdit, catalog: Product[]): Promise<boolean> {
  t.intent("cart_edit");
  if (t.session.cart.length === 0 && edit.kind !== "clear") {
    // "mejor 2 havanna", "una más de coca" with nothing in the cart: that many, added.
    const match = edit.kind === "remove" ? null : edit.match;
    if (match?.kind === "one" && (edit.kind === "set_quantity" || (edit.kind === "adjust" && edit.delta > 0))) {
      await addItems(t, [{ quantity: edit.kind === "set_quantity" ? edit.quantity : edit.delta, query: edit.query ?? "", match }], catalog);
      return true;
    }
    t.say(text("Tu carrito está vacío. ¿Qué te gustaría pedir?"));
    return true;
  }
  if (edit.kind === "clear") return false; // asked first: see orders.ts (clearing a full cart)
  openCart(t);
  const productId = resolveInCart(t, edit.match);
  if (!productId) {
    // A quantity for a product not yet in the cart reads as adding it.
    if ((edit.kind === "set_quantity" || (edit.kind === "adjust" && edit.delta > 0)) && edit.match?.kind === "one") {
      await addItems(t, [{ quantity: edit.kind === "set_quantity" ? edit.quantity : edit.delta, query: edit.query ?? "", match: edit.match }], catalog);
      return true;
    }
    t.say(text(`No encontré ${edit.query ? `"${edit.query}"` : "ese producto"} en tu carrito. Tenés ${cartPhrase(t.session.cart, catalog)}.`));
    return true;
  }
  const line = t.session.cart.find((l) => l.productId === productId)!;
  const target = edit.kind === "remove" ? 0 : edit.kind === "set_quantity" ? edit.quantity : line.quantity + edit.delta;
  await setLine(t, productId, target, catalog);
  return true;
}

/** Sets a line to a quantity (0 removes it), within the stock, and says where the cart stands. */
async function setLine(t: TurnEngine, productId: string, quantity: number, catalog: Product[]): Promise<void> {
  const p = catalog.find((x) => x.id === productId);
  const line = t.session.cart.find((l) => l.productId === productId);
  if (!p) return;
  if (!line) {
    if (quantity > 0) await addItems(t, [{ quantity, query: p.name, match: { kind: "one", productId } }], catalog);
    return;
  }
  if (quantity > 0 && over(p, quantity)) {
    t.say(text(`${offerStock(t, p, line.quantity)} Por ahora tenés ${itemPhrase(line, catalog)}.`));
    return;
  }
  openCart(t);
  const result = quantity <= 0 ? await t.call("remove_from_cart", { productId }) : await t.call("update_cart_item", { productId, quantity });
  if (!result.ok) {
    t.say(text(result.error));
    return;
  }
  t.session.extra[LAST_LINE] = productId;
  if (t.session.cart.length === 0) {
    t.moveTo("IDLE");
    t.say(text(`Saqué ${p.name}. Tu carrito quedó vacío. ¿Querés pedir otra cosa?`));
    return;
  }
  const totals = cartTotals(t.session.cart, catalog, t.ports.profile, t.session.fulfilment);
  const did = quantity <= 0 ? `Saqué ${p.name}` : `Listo, ahora ${quantity === 1 ? "es" : "son"} ${itemPhrase({ quantity, name: p.name }, catalog)}`;
  t.say(text(`${did}. En el carrito: ${cartPhrase(t.session.cart, catalog)} (subtotal ${formatMoney(totals.subtotal, t.ports.currency)}). ¿Algo más o confirmamos?`));
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
