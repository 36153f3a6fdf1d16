// offers37 (t35c 018, t35b 025): "dale" / "dale 1 de ese" right after an answer that named two or three
// products ("Sí, tenemos Jabón Ala 800 Gr y Jabón Ala Matic 800 Gr", "No tenemos fernet… tenemos
// Terma Cuyano, Patagónico y Serrano") says yes without saying which: which one is asked, with the
// rows to tap, and the list becomes an order (named back before the summary). It was read as "go
// on" with an empty cart ("Tu carrito está vacío") and the yes was lost. Kept apart from a yes that
// closes a list the customer ordered ("2 leches" → list → "confirmo", counts26): that list is an
// order already and is asked back by the checkout; this one was only shown by an answer, the turn before.
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { orderPendingList } from "./asked-lists";
import { productChoice } from "./replies";

/**
 * A yes that says nothing of which: yes words, a count, "de ese" pointing at what was said. Any other
 * word ("dale poneme 2 de 1 kg", "confirmá el pedido así como está") is read by the readers that know it.
 */
const YES_ONLY = /^(?:(?:si+|sip|dale|ok|oka|okey|bueno|buenisimo|de una|porfa|por favor|poneme|ponele|dame|mandame|agregalo|agregala|agregame|sumalo|sumala|quiero|uno|una|un|dos|tres|\d{1,2}|de|del|ese|esa|eso|esos|esas|esto|este|esta)\s*)+$/;

/** The intents of a turn that answered what there is of a product (questions.ts reads the same). */
const PRODUCT_ANSWERED = new Set(["availability", "price", "not_sold"]);

/** A yes, alone or with a count, to the rows an answer just named: which one is asked. */
export async function askWhichOfNamed(t: TurnEngine, u: Understanding): Promise<boolean> {
  const open = t.session.pendingChoice;
  if (!open || open.offer || open.order || open.tip || open.productIds.length < 2) return false;
  if (u.yesNo !== "yes" || u.items.length || u.questions.length || u.wantsToCheckout || u.choice !== null) return false;
  if (t.session.expecting === "confirmation" || !YES_ONLY.test(u.normalized.replace(/[^a-z0-9 ]/g, " ").replace(/\s+/g, " ").trim())) return false;
  if (!PRODUCT_ANSWERED.has(t.session.intentsSeen.at(-1)?.intent ?? "")) return false;
  const edit = u.cartEdit?.kind === "set_quantity" && !u.cartEdit.query?.trim() ? u.cartEdit.quantity : null;
  if (u.cartEdit && edit === null) return false;
  const count = u.quantityOnly ?? edit;
  const rows = await t.products(open.productIds);
  if (rows.length < 2) return false;
  if (count !== null && count > 0) open.quantity = count;
  [u.cartEdit, u.quantityOnly] = [null, null];
  orderPendingList(t.session, open, rows);
  t.session.expecting = "product_choice";
  t.intent("product_choice");
  t.say(productChoice(rows, t.ports.profile, t.ports.currency, open.quantity, null, t.session));
  return true;
}
