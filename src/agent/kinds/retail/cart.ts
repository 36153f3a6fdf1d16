// The cart side of the retail rules: adding (with product choice and stock) and editing.
import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { cartPhrase, itemPhrase, listJoin, text } from "../../replies";
import type { CartEdit, ItemMention, ProductMatch } from "../../understand/types";
import { insteadOf } from "../../answers";
import type { OutboundMessage } from "../../../lib/messages";
import { matchProduct } from "../../understand";
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

export async function addItems(t: TurnEngine, items: ItemMention[]): Promise<void> {
  t.intent("add_items");
  const added: string[] = [];
  const problems: string[] = [];
  const choices: OutboundMessage[] = [];
  const cur = t.ports.currency;
  let notSold: string | null = null;
  for (const item of items) {
    const quantity = item.quantity ?? 1;
    if (item.match.kind === "none") {
      // Not sold: the closest products are offered to pick ("coca zero", "fanta de 500").
      const near = await t.products(item.match.near ?? []);
      if (near.length) {
        offerChoice(t, near, quantity, near.length === 1);
        choices.push(productChoice(near, t.ports.profile, cur, quantity, `No tengo "${item.query}"`));
      } else {
        problems.push(`No tengo "${item.query}".`);
        notSold ??= item.query;
      }
      continue;
    }
    if (item.match.kind === "ambiguous") {
      const options = await t.products(item.match.productIds);
      offerChoice(t, options, quantity, false);
      choices.push(productChoice(options, t.ports.profile, cur, quantity));
      continue;
    }
    const productId = item.match.productId;
    if (t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") openCart(t);
    const result = await t.call("add_to_cart", { productId, quantity });
    if (result.ok) {
      if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
      const [p] = await t.products([productId]);
      added.push(`${itemPhrase({ quantity, name: p.name })} (${formatMoney(p.price, cur)} c/u)`);
      if (t.session.expecting === "product_choice") t.session.expecting = null;
    } else if (result.code === "out_of_stock") {
      // More than there is: say what is left and offer it; a "sí" takes it.
      const d = result.data as { name: string; available: number; productId: string };
      const inCart = t.session.cart.find((l) => l.productId === productId)?.quantity ?? 0;
      const more = d.available - inCart;
      if (more > 0) {
        problems.push(`De ${d.name} me quedan solo ${d.available}${inCart ? ` (ya tenés ${inCart} en el carrito)` : ""}. ¿Te agrego ${more}?`);
        t.session.pendingChoice = { productIds: [productId], quantity: more, offer: true };
      } else problems.push(d.available > 0 ? `De ${d.name} ya tenés en el carrito todo lo que me queda (${d.available}).` : `No me queda stock de ${d.name}.`);
    } else {
      problems.push(result.error);
    }
  }
  if (notSold !== null) problems.push(await insteadOf(t, notSold));
  const parts: string[] = [];
  if (added.length) {
    const totals = await t.cartTotals();
    parts.push(`Agregué ${listJoin(added)}. En el carrito: ${cartPhrase(t.session.cart)} (subtotal ${formatMoney(totals.subtotal, cur)}).`);
  }
  parts.push(...problems);
  if (added.length && !t.session.pendingChoice) parts.push("¿Algo más o confirmamos?");
  // The words first, the choice last: the list carries them in its body (one message).
  if (parts.length) t.say(text(parts.join(" ")));
  for (const c of choices) t.say(c);
}

/** Products to pick from; a detail being asked keeps its question (the choice is read by its words or a tap). */
function offerChoice(t: TurnEngine, products: Product[], quantity: number, single: boolean): void {
  t.session.pendingChoice = { productIds: products.map((p) => p.id), quantity, ...(single ? { offer: true } : {}) };
  if (!single) t.session.expecting = "product_choice";
  if (t.state === "AWAITING_CONFIRMATION" || t.state === "NEEDS_DETAILS") openCart(t);
}

/** The cart line an edit names: by the catalog's match, else by its words among the cart's own products. */
async function resolveInCart(t: TurnEngine, match: ProductMatch | null, query: string | null): Promise<string | null> {
  const cart = t.session.cart;
  if (!match) return cart.length ? cart[cart.length - 1].productId : null;
  const found = lineFor(cart, match);
  if (found || !query) return found;
  const own = matchProduct(query, await t.products(cart.map((l) => l.productId)));
  return own.kind === "one" ? own.productId : null;
}

function lineFor(cart: TurnEngine["session"]["cart"], match: ProductMatch): string | null {
  if (match.kind === "one") return cart.some((l) => l.productId === match.productId) ? match.productId : null;
  if (match.kind === "ambiguous") {
    const inCart = match.productIds.filter((id) => cart.some((l) => l.productId === id));
    return inCart.length === 1 ? inCart[0] : null;
  }
  return null;
}

export async function editCart(t: TurnEngine, edit: CartEdit): Promise<boolean> {
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
  const productId = await resolveInCart(t, edit.match, edit.query);
  if (!productId) {
    // A quantity for a product not yet in the cart reads as adding it.
    if (edit.kind === "set_quantity" && edit.match?.kind === "one") {
      await addItems(t, [{ quantity: edit.quantity, query: edit.query ?? "", match: edit.match }]);
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
  const totals = await t.cartTotals();
  const did = edit.kind === "remove" ? `Saqué ${name}` : `Listo, ahora son ${edit.quantity} ${name}`;
  t.say(text(`${did}. En el carrito: ${cartPhrase(t.session.cart)} (subtotal ${formatMoney(totals.subtotal, t.ports.currency)}). ¿Algo más o confirmamos?`));
  return true;
}
