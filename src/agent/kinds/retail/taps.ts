// A tapped button or list row (or its label typed): its id carries an exact meaning the words
// may not, folded into the understanding of the turn.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { askedLists, orderAskedList } from "./asked-lists";

/** Button ids carry exact meaning; fold them into the understanding. A product id is checked against the catalog. */
export async function applyTap(tap: { id: string; title: string } | null, u: Understanding, t: TurnEngine, offered: Session["pendingChoice"]): Promise<void> {
  if (!tap) return;
  const [what, value] = tap.id.split(":");
  if (what === "confirm") {
    u.yesNo = value === "yes" ? "yes" : "no";
    u.items = [];
    u.cartEdit = null;
    u.quantityOnly = null; // "2" numbering «Modificar» is no count
  } else if (what === "fulfilment" && (value === "delivery" || value === "pickup")) {
    u.fulfilment = value;
    u.yesNo = null;
  } else if (what === "payment" && (value === "cash" || value === "transfer" || value === "mercadopago")) {
    u.paymentMethod = value;
    u.yesNo = null;
  } else if (what === "product" && value && offered?.productIds.length === 1 && offered.productIds[0] === value) {
    // picks22 (t21c 014): «Sí, agregalo» under "¿Te agrego X?" is the yes to that offer, answered as a typed "sí"
    // is (its quantity, and the earlier list still unanswered named back as the open question).
    u.yesNo = "yes";
    u.items = [];
    u.cartEdit = null;
    u.quantityOnly = null;
    u.questions = [];
  } else if (what === "product" && value && (await t.products([value])).some((p) => p.active)) {
    u.items = [{ quantity: null, query: tap.title, match: { kind: "one", productId: value } }];
    u.questions = [];
    u.tapped = value;
    tappedListOpen(t.session, value);
  }
}

/**
 * lists36 (t35c 033): "1 shampoo y 1 acondicionador" showed both lists and a row of the shampoo list
 * was tapped; its label ("Balance Sedal 650 Ml") also described a row of the acondicionador list (the
 * open one), so the tap was asked back across both and the shampoo dropped. A tapped row answers the
 * list it was shown with: that list is the open question for this turn, and the one that was open
 * stays asked (named back after the pick).
 */
function tappedListOpen(session: Session, productId: string): void {
  const pending = session.pendingChoice;
  if (!pending || pending.offer || pending.tip || pending.productIds.includes(productId)) return;
  const shown = askedLists(session).reverse().find((l) => l.ids.length > 1 && l.ids.includes(productId));
  if (!shown) return;
  orderAskedList(session, pending.productIds, pending.quantity, pending.said);
  session.pendingChoice = { productIds: shown.ids, quantity: shown.q, order: true, ...(shown.said ? { said: shown.said } : {}), ...(shown.dozen ? { dozen: true } : {}) };
}
