// The answers to a question the cart asked: the one product an answer offered ("Sí, tenemos X" →
// "dale", "esa", "la de 1 kg", "poneme 2") and the open "¿cuál?" ("la de 500", "2", a yes to one).
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { CartEdit, ItemMention, Understanding } from "../../understand/types";
import { describesOffer, pointsAtOffer } from "./picks";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/**
 * A plain "sí" ("dale", "uno", "dale, poneme 2") to the one product an answer named: that
 * product, with the quantity said, else the one asked.
 */
export function offerTaken(offered: PendingChoice | null, u: Understanding): ItemMention | null {
  if (!offered || offered.productIds.length !== 1 || u.items.length || u.questions.length) return null;
  const quantity = u.quantityOnly ?? bareQuantity(u.cartEdit);
  if (u.cartEdit && quantity === null) return null;
  if (u.yesNo !== "yes" && quantity === null && !pointsAtOffer(u)) return null;
  // A tip's offer is a side remark: "listo" / "eso es todo" after it closes the cart, it does not take it.
  if (offered.tip && quantity === null && (u.wantsToCheckout || CLOSING.test(u.normalized))) return null;
  return { quantity: quantity ?? offered.quantity, query: offered.productIds[0], match: { kind: "one", productId: offered.productIds[0] } };
}

/** "la de 1 kg", "esa" to the one product an answer named ("Sí, tenemos Yerba … 1 Kg"): taken. */
export async function offerDescribed(t: TurnEngine, offered: PendingChoice | null, u: Understanding): Promise<ItemMention | null> {
  if (!offered || offered.productIds.length !== 1 || u.cartEdit || u.questions.length) return null;
  const id = offered.productIds[0];
  if (u.items.some((i) => i.match.kind !== "none" && !(i.match.kind === "one" && i.match.productId === id))) return null;
  const [p] = await t.products([id]);
  if (!p || !(pointsAtOffer(u) || describesOffer(u.normalized, p))) return null;
  return { quantity: offered.quantity, query: id, match: { kind: "one", productId: id } };
}

/** A yes that, while the cart is being built, means "that's all" rather than "yes to that". */
const CLOSING = /^(?:(?:ok|bueno|dale|ya|si|bien) )*listo\b/;

/** "poneme 2", "mejor 4": a quantity that names no product. */
export function bareQuantity(edit: CartEdit | null): number | null {
  return edit?.kind === "set_quantity" && !edit.match ? edit.quantity : null;
}

/** Words that make the number after them a quantity ("mejor 3", "que sean 2", "poneme 4"). */
const QUANTITY_LEAD = /^(?:no )?(?:mejor|que sean|sean|poneme|ponele|pone|eran|son|mandame|dame) \d+$/;

/** "mejor 3" to an open list: the quantity for it. */
export function leadQuantity(u: Understanding): number | null {
  return QUANTITY_LEAD.test(u.normalized) ? Number(/\d+$/.exec(u.normalized)![0]) : null;
}

/** The answer to "¿Coca-Cola 1,5 L o 500 ml?": a tapped row, "la de 500", "la más barata", a yes to one. */
export function pendingChoiceAnswer(t: TurnEngine, u: Understanding): ItemMention | null {
  const pending = t.session.pendingChoice;
  if (!pending) return null;
  const single = pending.productIds.length === 1 && (u.yesNo === "yes" || pointsAtOffer(u)) && !u.items.length ? pending.productIds[0] : null;
  // "mejor 3", "que sean 3": a quantity, never the third row.
  const row = u.choice !== null && QUANTITY_LEAD.test(u.normalized) ? null : u.choice;
  const picked =
    row ?? single ?? (u.items.length === 1 && u.items[0].match.kind === "one" && pending.productIds.includes(u.items[0].match.productId) ? u.items[0].match.productId : null);
  if (!picked) return null;
  const said = u.items.length === 1 && u.items[0].quantity !== null ? u.items[0] : null;
  const quantity = said ? said.quantity : (u.quantityOnly ?? pending.quantity);
  // "una docena" asked with the list: a pack of 12 picked is one pack.
  const dozen = said ? said.dozen : u.quantityOnly === null && pending.dozen;
  return { quantity, query: picked, match: { kind: "one", productId: picked }, ...(dozen ? { dozen: true as const } : {}) };
}

