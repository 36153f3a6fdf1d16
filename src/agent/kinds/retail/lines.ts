// Cart lines set to a quantity, as a person corrects them: within the stock (the most there is
// offered, never a third time), one read-back for everything corrected in one message ("1
// manteca y 2 docenas de huevos" is one answer, not two).
import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { joinList, langOf, phrase, sentence } from "../../language";
import { cartPhrase, itemPhrase, text } from "../../replies";

/** session.extra keys: the stock offer waiting for an answer, and the line last added or changed. */
export const STOCK_OFFER = "stockOffer"; // exported: rules.ts reads "ponele 1" as the offer's answer
export const LAST_LINE = "lastLine";
/** session.extra key: the lines the last change took out, with their counts (for "no, dejala"). */
export const LAST_REMOVED = "lastRemoved";
/** session.extra key: every line taken out so far, with its count ("volveme a poner la mayonesa" turns later). */
export const REMOVED_EARLIER = "removedEarlier";
/** What STOCK_OFFER holds: the product offered and the most there is of it. */
export type StockOffer = { productId: string; max: number };
/** The lines the last order or correction named, for "ponele 2 de cada una". */
export const LAST_LINES = "lastLines";
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
 * More than the stock: the line stays as it was and the most there is gets offered, twice at
 * most for the same product (a third time it is said, not asked).
 */
export function offerStock(t: TurnEngine, p: Product, inCartNow: number): string {
  const available = p.stock ?? 0;
  if (available <= inCartNow) {
    // counts26 (t25a 110): a bare count said next ("bueno 3") is about this product, never the line added before it.
    t.session.extra[STOCK_OFFER] = { productId: p.id, max: available };
    return available === 0 ? sentence(t.session, "noStockOf", { name: p.name }) : sentence(t.session, available === 1 ? "stockAllInCart" : "stockAllInCartMany", { name: p.name, stock: available });
  }
  const offers = (t.session.extra[STOCK_ASKED] ?? {}) as Record<string, number>;
  const asked = (offers[p.id] ?? 0) + 1;
  t.session.extra[STOCK_ASKED] = { ...offers, [p.id]: asked };
  t.session.extra[STOCK_OFFER] = { productId: p.id, max: available };
  if (asked > 2) return sentence(t.session, "stockNoMore", { name: p.name, stock: available });
  // offersb18: asked again ("no eran 2 havanna"), the offer is said in other words, never the same reply twice.
  const key = asked === 2 ? "stockOfferAgain" : "stockOffer";
  return sentence(t.session, available === 1 ? `${key}One` : key, { name: p.name, stock: available }); // answers11: "me queda 1"
}

export function over(p: Product, quantity: number): boolean {
  return p.stock !== null && quantity > p.stock;
}

/**
 * Sets lines already in the cart to quantities (0 removes a line), each within the stock, and
 * says once where the cart stands. Lines not in the cart are skipped (the caller adds them).
 */
export async function setLines(t: TurnEngine, changes: { productId: string; quantity: number }[]): Promise<void> {
  const products = await t.products(changes.map((c) => c.productId));
  const done: { p: Product; quantity: number }[] = [];
  const taken: Record<string, number> = {};
  for (const { productId, quantity } of changes) {
    const p = products.find((x) => x.id === productId);
    const line = t.session.cart.find((l) => l.productId === productId);
    if (!p || !line) continue;
    if (quantity > 0 && over(p, quantity)) {
      t.say(text(sentence(t.session, "stockSoFar", { stock: offerStock(t, p, line.quantity), item: itemPhrase(line, [p], langOf(t.session)) })));
      continue;
    }
    openCart(t);
    const result = quantity <= 0 ? await t.call("remove_from_cart", { productId }) : await t.call("update_cart_item", { productId, quantity });
    if (!result.ok) {
      t.say(text(result.error));
      continue;
    }
    t.session.extra[LAST_LINE] = productId;
    if (quantity <= 0) taken[productId] = line.quantity;
    done.push({ p, quantity });
  }
  if (Object.keys(taken).length) {
    t.session.extra[LAST_REMOVED] = taken;
    const earlier = t.session.extra[REMOVED_EARLIER];
    t.session.extra[REMOVED_EARLIER] = { ...(earlier && typeof earlier === "object" && !Array.isArray(earlier) ? earlier : {}), ...taken };
  }
  if (!done.length) return;
  rememberLines(t, done.map((d) => d.p.id));
  const lang = langOf(t.session);
  const gone = done.filter((d) => d.quantity <= 0);
  const removed = gone.map((d) => sentence(t.session, "removed", { name: d.p.name }));
  const kept = done.filter((d) => d.quantity > 0).map((d) => itemPhrase({ quantity: d.quantity, name: d.p.name }, [d.p], lang));
  const open = t.session.pendingChoice;
  // lists25 (t23c 012): "saca la pepsi" with the fanta and sprite lists open empties the cart, never the order: the removal
  // said, the open list named back after it (cart.ts), never "¿Querés pedir otra cosa?" and the lists dropped.
  if (t.session.cart.length === 0 && open?.order && !open.offer && open.productIds.length > 1) {
    open.namedBack = false;
    t.say(text(`${removed.join(". ")}.`));
    return;
  }
  if (t.session.cart.length === 0) {
    t.moveTo("IDLE");
    const last = sentence(t.session, "removedEmpty", { name: gone[gone.length - 1]?.p.name ?? "" });
    t.say(text([...removed.slice(0, -1), last].join(". ")));
    return;
  }
  const cart = cartPhrase(t.session.cart, await t.cartProducts(), lang);
  const subtotal = formatMoney((await t.cartTotals()).subtotal, t.ports.currency);
  if (!kept.length) {
    t.say(text(sentence(t.session, "cartChanged", { did: removed.join(". "), cart, subtotal })));
    return;
  }
  // Spanish carries the verb with the lines ("son 3 …", "es 1 …", "tenés 1 … y 2 …"); the others list them.
  const one = kept.length === 1 && done.length === 1 ? done[0].quantity : null;
  const items = lang !== "es" ? joinList(lang, kept) : one === null ? `tenés ${joinList(lang, kept)}` : `${one === 1 ? "es" : "son"} ${kept[0]}`;
  t.say(text([...removed, phrase(t.session, "lineSet", { items, cart, subtotal })].join(". ")));
}

/** Remembers the lines one message ordered or corrected (an "each" later means them). */
export function rememberLines(t: TurnEngine, productIds: string[]): void {
  if (productIds.length) t.session.extra[LAST_LINES] = productIds;
}

/** "ponele 2 de cada una", "una más de cada uno": the lines last ordered together, else the whole cart. */
export async function setEachLine(t: TurnEngine, edit: { quantity: number } | { delta: number }): Promise<void> {
  const cart = t.session.cart;
  const last = ((t.session.extra[LAST_LINES] ?? []) as string[]).filter((id) => cart.some((l) => l.productId === id));
  // edits17: "sacalas" (a quantity of 0) takes out only what the last change named, never the whole cart.
  const removing = "quantity" in edit && edit.quantity <= 0;
  const lastOne = cart.filter((l) => l.productId === t.session.extra[LAST_LINE]);
  const lines = last.length > 1 || (removing && last.length) ? cart.filter((l) => last.includes(l.productId)) : removing ? lastOne : cart;
  await setLines(t, lines.map((l) => ({ productId: l.productId, quantity: "quantity" in edit ? edit.quantity : l.quantity + edit.delta })));
}

/** "Y de Alfajor Havanna sigo teniendo 1: ¿te la pongo?" while the offer is open, else null. */
export async function stockOfferLine(t: TurnEngine): Promise<string | null> {
  const offer = t.session.extra[STOCK_OFFER] as StockOffer | undefined;
  const [p] = offer ? await t.products([offer.productId]) : [];
  // A refusal (nothing more to give) is no offer to name again.
  const more = offer && offer.max > (t.session.cart.find((l) => l.productId === offer.productId)?.quantity ?? 0);
  return more && p ? sentence(t.session, offer.max === 1 ? "stockOfferStillOne" : "stockOfferStill", { name: p.name, stock: offer.max }) : null;
}

/** session.extra key: the turn whose product question the open stock offer was kept across (t32a 017). */
export const OFFER_AFTER_ANSWER = "stockOfferAfterAnswer";

/**
 * offers33 (t32a 017): the stock offer kept across a product question asked in between ("y la
 * fanta cuanto sale?") is the question that ends the answer, in place of the cart reminder: the
 * customer's next "si ponela" is its yes. Said only in the turn that kept it.
 */
export async function offerAfterAnswer(t: TurnEngine): Promise<boolean> {
  const turn = t.session.extra[OFFER_AFTER_ANSWER];
  delete t.session.extra[OFFER_AFTER_ANSWER];
  if (turn !== (t.session.turns ?? 0) || !t.session.extra[STOCK_OFFER]) return false;
  const reminder = await stockOfferLine(t);
  if (!reminder) return false;
  t.say(text(reminder));
  return true;
}
