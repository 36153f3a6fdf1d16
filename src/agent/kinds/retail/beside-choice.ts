import type { TurnEngine } from "../../engine";
import { readMessage } from "../../read-message";
import { askNextDetail, detailsContext, missingDetails } from "../../subflows/details";
import { askOpenChoice } from "./cart";
import type { Understanding, UnderstandContext } from "../../understand/types";
import { retailDetails } from "./details";
import { leftOutRowsShown } from "./asked-lists";

// A bare detail ("lavalleja 1450 depto 3", "28999111") sent while a "¿cuál?" is open, once the
// customer has started giving details (the way of delivery is chosen): the details step is not
// "active" (the checkout waits for the choice), so such a value was read as nothing and answered
// "No te entendí" (trial 19b 001). Details are always taken whatever question is open.
// The message is read again as if the details were asked only when the first reading found
// nothing in it: a pick, a product or any other sign keeps its first reading, so an answer to
// the choice ("la de 1.5") is never stored as an address.

/** Whether the first reading of the message understood nothing at all. */
function readNothing(u: Understanding): boolean {
  return (
    !Object.keys(u.fields).length && !Object.keys(u.invalidFields).length && !u.items.some((i) => i.match.kind !== "none") &&
    !u.cartEdit && !u.choice && u.quantityOnly === null && !u.questions.length && !u.yesNo && !u.fulfilment && !u.paymentMethod &&
    !u.wantsToCheckout && !u.infoTopics.length && !u.greeting && !u.thanks && !u.farewell && !u.wantsHuman && u.anger === "none" &&
    !u.cancelOrder && !u.modifyOrder && !u.repeatLastOrder && !u.showCart
  );
}

/**
 * details29 (t28a 043): "27111222" sent alone with the cart still empty, after the way, the name and
 * the address were given, was "no te entendí": a number alone is the same bare detail with no
 * choice open, once the details have begun (a word alone is not: it may be anything).
 */
const BARE_NUMBER = /^\s*\d[\d.\s-]{5,14}\d\s*$/;

/** The message read for the details still missing, when a choice is open (or a bare number said) and the details have begun (never a tap: `said` null). */
export async function detailsBesideChoice(t: TurnEngine, said: string | null, u: Understanding): Promise<Understanding> {
  const s = t.session;
  if (said === null || retailDetails.active(t) || !readNothing(u)) return u;
  const begun = s.pendingChoice ? !s.pendingChoice.offer && !!s.fulfilment : BARE_NUMBER.test(said) && (!!s.fulfilment || !!s.customer.firstName);
  if (!begun) return u;
  const context = detailsContext(t, { ...retailDetails, active: () => true });
  if (!context.wants.length) return u;
  const again = await readMessage(t.fork(), said, { choices: s.pendingChoice?.productIds, expecting: null, ...context });
  return Object.keys(again.fields).length && !again.items.some((i) => i.match.kind !== "none") ? { ...u, fields: again.fields, invalidFields: again.invalidFields, doubtful: again.doubtful } : u;
}

/** The field a retail message is read for: the way of delivery and the payment are read by their own words, never as an unlabeled value. */
export function mapExpecting(t: TurnEngine): UnderstandContext["expecting"] {
  const e = t.session.expecting;
  if (e === "fulfilment" || e === "payment") return null;
  // lists25 (t24b 010): at a summary that left the open "¿cuál?" out, "el 1" is that list's row, read as its pick.
  if (t.state === "AWAITING_CONFIRMATION" && t.session.pendingChoice && leftOutRowsShown(t.session)) return "product_choice";
  return e;
}

/**
 * Details saved with only a "¿cuál?" open (the cart is empty): the choice is named back, but after
 * it was named twice the next missing detail is asked instead (t19a 105 named it back five times
 * while the customer sent address, name, DNI and payment); once the details are all in, the
 * choice is what is left and it is named again. Returns whether something was asked.
 */
export async function choiceOrNextDetail(t: TurnEngine, lead: string | null): Promise<boolean> {
  const named = t.session.pendingChoice?.timesNamed ?? 0;
  if (named >= 2 && missingDetails(t, retailDetails).length && askNextDetail(t, retailDetails, lead) === "asked") return true;
  return askOpenChoice(t, { lead });
}
