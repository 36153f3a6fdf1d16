// A tapped button or list row (or its label typed): its id carries an exact meaning the words
// may not, folded into the understanding of the turn.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";

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
  }
}
