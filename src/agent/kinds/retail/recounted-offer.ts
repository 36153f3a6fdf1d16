// t32a 021: "hola quiero 3 fanta de 2 litros" → `No tengo "fanta de 2 litros" (para 3)` with the one
// row there is (Fanta 1,5 L) offered; "no perdón 2" corrects the count the customer said, which the
// offer carries. The "no" never refused the row: with nothing in the cart that the count could
// correct, it is the offer's new count, and the offer is asked again with it (before, the count
// became an edit of an empty cart: "Tu carrito está vacío" and the Fanta was lost).

import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { bareQuantity, SAID_NO } from "./choice-answers";
import { productOffer } from "./replies";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/** True when the message was the offer's count said again; the offer is open again and asked with it. */
export async function offerRecounted(t: TurnEngine, u: Understanding, offered: PendingChoice | null): Promise<boolean> {
  if (!offered || offered.productIds.length !== 1 || offered.tip || (offered.quantity ?? 1) < 2) return false;
  if (t.session.cart.length || u.items.length || u.questions.length || !SAID_NO.test(u.normalized)) return false;
  const quantity = u.quantityOnly ?? bareQuantity(u.cartEdit);
  if (quantity === null || quantity < 1 || quantity === offered.quantity) return false;
  const [row] = await t.products(offered.productIds);
  if (!row) return false;
  u.cartEdit = null;
  u.quantityOnly = null;
  t.session.pendingChoice = { ...offered, quantity };
  t.intent("product_choice");
  t.say(productOffer(row, t.ports.currency, quantity, t.session));
  return true;
}

/** "no perdón, 2", "no, mejor 2", "no eran 2": a count corrected, and nothing else. */
const COUNT_CORRECTION = /^(?:no|nono|noo+|nah)\s+(?:(?:perdon|perdona|disculpa|disculpame|mejor|era|eran|son|sorry)\s+)*\d{1,2}$/;

/**
 * The same correction said to a list of several rows asked "(para 3)": the list's count, never a
 * row ("no perdon, 2" with "Fanta 1.5 Lt o Fanta 2 Lt" open added 2 of the 2 Lt by its size).
 */
export function listRecounted(u: Understanding, pending: PendingChoice): boolean {
  return (pending.quantity ?? 1) > 1 && !u.items.length && COUNT_CORRECTION.test(u.normalized.replace(/[,.!]/g, " ").replace(/\s+/g, " ").trim());
}

/**
 * t36b 047: "sumale 2 mas" to a list asked "(para 2)" with nothing in the cart: more of what the
 * list is for, so the list's count grows ("para 4"), never an edit of an empty cart ("Tu carrito
 * está vacío" dropped the beers). With a line in the cart the same words add to that line.
 */
export function listCountMore(t: TurnEngine, u: Understanding, pending: PendingChoice): number | null {
  const edit = u.cartEdit;
  if (t.session.cart.length || u.items.length || edit?.kind !== "adjust" || edit.match || edit.each || edit.delta < 1) return null;
  return (pending.quantity ?? 1) + edit.delta;
}
