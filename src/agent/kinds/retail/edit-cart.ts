// An edit of the cart as a person means it: the line an edit names (by the catalog's match, by its
// own words among the cart's products, or the line touched last), set to its new quantity; a
// quantity for a product not in the cart adds it; several lines that fit are asked about.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import { joinList, langOf, sentence, word } from "../../language";
import { cartPhrase, text } from "../../replies";
import { matchProduct } from "../../understand";
import type { CartEdit, ItemMention, ProductMatch } from "../../understand/types";
import { addItems, setLine } from "./add-items";
import { linesByWords, namedByEveryWord } from "./cart-words";
import { askedLists, dropAskedList } from "./asked-lists";
import { LAST_LINE, openCart, setEachLine } from "./lines";
import { writtenOrNull } from "../../subflows/as-written";

export function inCart(t: TurnEngine, match: ProductMatch): boolean {
  return match.kind === "one" && t.session.cart.some((l) => l.productId === match.productId);
}

/**
 * The line an edit means: the one named (by the catalog's match, else by its words among the
 * cart's own products), or with no product named the one last touched.
 */
export async function resolveInCart(t: TurnEngine, match: ProductMatch | null, query: string | null): Promise<string | string[] | null> {
  const cart = t.session.cart;
  if (!match) {
    const last = t.session.extra[LAST_LINE];
    return cart.find((l) => l.productId === last)?.productId ?? cart.at(-1)?.productId ?? null;
  }
  const found = lineFor(cart, match);
  if (found || !query) return found;
  const products = await t.cartProducts();
  const own = matchProduct(query, products);
  if (own.kind === "one") return own.productId;
  // A product the catalog knows and the cart does not hold is not in the cart, whatever words it shares.
  if (match.kind === "one") return null;
  // "sacame la quilmes" with two Quilmes lines: one of those; products named and none in the cart: none.
  const named = match.kind === "ambiguous" ? cart.filter((l) => match.productIds.includes(l.productId)).map((l) => l.productId) : null;
  if (named && !named.length) return null;
  // "la lata 1890", "la de litro": the lines whose own names fit the words; several fit, ask which.
  const fits = linesByWords(query, named ? products.filter((p) => named.includes(p.id)) : products);
  if (named && fits.length === 0) return named;
  return fits.length === 1 ? fits[0] : fits.length > 1 ? fits : null;
}

export function lineFor(cart: Session["cart"], match: ProductMatch): string | null {
  if (match.kind === "one") return cart.some((l) => l.productId === match.productId) ? match.productId : null;
  if (match.kind === "ambiguous") {
    const inCartIds = match.productIds.filter((id) => cart.some((l) => l.productId === id));
    return inCartIds.length === 1 ? inCartIds[0] : null;
  }
  return null;
}

/**
 * "mejor 2 havanna", "una más de coca" for a product not in the cart: that many, added. "pan no,
 * mejor 2 paquetes de fideos matarazzo" names several rows: added the same way (their list asked).
 */
function addedByEdit(edit: CartEdit): ItemMention | null {
  if (edit.kind === "remove" || edit.kind === "clear") return null;
  if (edit.kind === "set_quantity" && edit.match?.kind === "ambiguous" && !edit.each) return { quantity: edit.quantity, query: edit.query ?? "", match: edit.match };
  if (edit.match?.kind !== "one") return null;
  if (edit.kind === "set_quantity") return { quantity: edit.quantity, query: edit.query ?? "", match: edit.match };
  return edit.delta > 0 ? { quantity: edit.delta, query: edit.query ?? "", match: edit.match } : null;
}

export async function editCart(t: TurnEngine, edit: CartEdit): Promise<boolean> {
  t.intent("cart_edit");
  if (t.session.cart.length === 0 && edit.kind !== "clear") {
    const adding = addedByEdit(edit);
    if (adding) await addItems(t, [adding]);
    else t.say(text(word(langOf(t.session), "cartEmpty")));
    return true;
  }
  if (edit.kind === "clear") return false; // asked first: see orders.ts (clearing a full cart)
  openCart(t);
  if (edit.kind !== "remove" && edit.each) return setEachLine(t, edit).then(() => true);
  const productId = await resolveInCart(t, edit.match, edit.query);
  if (Array.isArray(productId)) {
    const names = (await t.products(productId)).map((p) => p.name);
    t.say(text(sentence(t.session, "whichLine", { options: joinList(langOf(t.session), names, "or") })));
    return true;
  }
  if (!productId) {
    // A quantity for a product not yet in the cart reads as adding it.
    const adding = addedByEdit(edit);
    if (adding) await addItems(t, [adding]);
    else t.say(text(sentence(t.session, "notInCart", { what: named(t, edit.query), cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) })));
    return true;
  }
  const line = t.session.cart.find((l) => l.productId === productId)!;
  if (edit.kind === "remove" && edit.query) await closeListsOfRemoved(t, edit.query, productId);
  const target = edit.kind === "remove" ? 0 : edit.kind === "set_quantity" ? edit.quantity : line.quantity + edit.delta;
  await setLine(t, productId, target);
  return true;
}

/**
 * t25b 009: "sacame los pampers" with a Pampers talle G list open: the product is out, and so is
 * every open list each of whose rows the removal's words name ("pampers" in every row), never
 * asked again at "listo". A list only some of whose rows the words fit ("sacá la coca de 1.5"
 * with the cocas open) stays open.
 */
async function closeListsOfRemoved(t: TurnEngine, query: string, removedId: string): Promise<void> {
  const [removed] = await t.products([removedId]);
  if (!removed || !namedByEveryWord(query, removed)) return;
  const open = t.session.pendingChoice;
  const lists = [...askedLists(t.session).map((l) => l.ids), ...(open && !open.offer ? [open.productIds] : [])];
  for (const ids of lists) {
    if (ids.includes(removedId)) continue;
    const rows = await t.products(ids);
    if (!rows.length || !rows.every((p) => namedByEveryWord(query, p))) continue;
    dropAskedList(t.session, ids);
    if (t.session.pendingChoice?.productIds.join() === ids.join()) {
      t.session.pendingChoice = null;
      if (t.session.expecting === "product_choice") t.session.expecting = null;
    }
  }
}

/** answers12: the phrase quoted as the customer wrote it, or "that product" (never the reading's Spanish to an English customer). */
function named(t: TurnEngine, query: string | null): string {
  const said = query ? writtenOrNull(t, query) : null;
  return said ? `"${said}"` : sentence(t.session, "thatProduct");
}
