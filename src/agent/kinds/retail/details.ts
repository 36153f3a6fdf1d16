import type { TurnEngine } from "../../engine";
import { phrase, sentence } from "../../language";
import { hello, text, withLead } from "../../replies";
import type { DetailsSubflow } from "../../subflows/details";
import { checkCustomerFields } from "../../tools/customer";
import { dropAnythingElse } from "./one-recap";
import { askField } from "./replies";
import { savedOffer } from "./saved-offers";
import { withDniReason, withReasonAgain } from "./why-asked";
import { DNI_SET_ASIDE, dniGivenLater, setDniAside } from "./dni-set-aside";

// The customer's details on the way to a summary, declared as the shared details subflow
// (src/agent/subflows/details.ts): delivery or pickup first, then name and DNI, the address
// for a delivery, and the payment; surname, phone and email are kept when given.

/** session.extra key: the customer said they have no DNI (no-dni.ts), so it is not asked. */
export const NO_DNI = "noDni";
/** session.extra key, for this turn: the placed order a name correction renamed (said instead of "¿Qué te gustaría pedir?"). */
const RENAMED_ORDER = "renamedOrder";

const OPEN = ["AWAITING_CONFIRMATION", "COLLECTING_ORDER", "NEEDS_DETAILS"];

export const retailDetails: DetailsSubflow = {
  fields: [
    {
      field: "fulfilment",
      // A shop with one way of handing over decides it.
      auto: (t) => {
        const p = t.ports.profile;
        if (p.delivery.enabled && p.pickup) return false;
        t.session.fulfilment = p.delivery.enabled ? "delivery" : "pickup";
        return true;
      },
      whenStuck: "handoff",
    },
    { field: "firstName", whenStuck: "take_as_is" },
    // A customer with no DNI (a tourist) is not asked it again: skipped with a note (no-dni.ts).
    // details25: asked three times and answered with other details again, set aside (dni-set-aside.ts).
    { field: "dni", required: (t) => !t.session.extra[NO_DNI] && !t.session.extra[DNI_SET_ASIDE], whenStuck: "handoff", setAside: setDniAside },
    { field: "address", required: (t) => t.session.fulfilment === "delivery", whenStuck: "take_as_is" },
    {
      field: "payment",
      auto: (t) => {
        const methods = t.ports.profile.paymentMethods;
        if (methods.length > 1) return false;
        t.session.paymentMethod = methods[0];
        return true;
      },
      whenStuck: "handoff",
    },
  ],
  optional: ["lastName", "phone", "email"],
  active: (t) => t.state === "NEEDS_DETAILS",
  ask(t, missing, lead, again) {
    const question = askField(missing[0], t.ports.profile, t.session);
    // The DNI (the shop's profile requires it): why, and that "no tengo" is an answer, said once;
    // asked a third time in a row, why it is needed and the way out instead (never the same question).
    const asked = again ? withReasonAgain(t, missing[0], question) : missing[0] === "dni" ? withDniReason(t, question) : question;
    // details11: the next detail is the reply's one question (no "¿Algo más o confirmamos?" before it).
    dropAnythingElse(t);
    // A returning customer is offered the saved address or payment instead (saved-offers.ts).
    t.say(withLead(savedOffer(t, missing[0], asked) ?? asked, lead));
  },
  async save(t, facts) {
    if (t.state === "DONE" && t.session.lastOrderNumber && (facts.firstName || facts.lastName)) {
      // A name corrected after the order is placed (t19b 017) is the placed order's name: the
      // order is made out to the customer's row, so writing the row renames it for the shop.
      const renamed = await t.call("update_customer_info", { ...(facts.firstName ? { firstName: facts.firstName } : {}), ...(facts.lastName ? { lastName: facts.lastName } : {}) });
        if (renamed.ok) t.session.extra[RENAMED_ORDER] = t.session.lastOrderNumber;
    }
    if (t.state === "IDLE" || t.state === "DONE") {
      // No order open: remembered for the next one (checked, never written anywhere yet).
      const { fulfilment, paymentMethod, ...personal } = facts;
      Object.assign(t.session.customer, checkCustomerFields(personal as Record<string, string>).valid);
      if (fulfilment) t.session.fulfilment = fulfilment;
      if (paymentMethod) t.session.paymentMethod = paymentMethod;
      return null;
    }
    t.moveVia(OPEN);
    if (facts.dni) dniGivenLater(t);
    const saved = await t.call("update_customer_info", facts);
    return saved.ok ? null : saved.error;
  },
};

/**
 * Said when details arrive with no order open: they are kept for it. Greeted only as the
 * conversation's first reply: mid-chat a "¡Hola, Ines!" reads as if the shop forgot her (trial 14c 021).
 */
/** `afterAnswer`: a question the message asked was just answered (and greeted): the details only, no "¿Qué te gustaría pedir?". */
export function detailsWithoutOrder(t: TurnEngine, lead: string, afterAnswer = false): void {
  const renamed = t.session.extra[RENAMED_ORDER] as string | undefined;
  delete t.session.extra[RENAMED_ORDER];
  if (renamed) {
    const name = [t.session.customer.firstName, t.session.customer.lastName].filter(Boolean).join(" ");
    t.say(text(`${lead} ${phrase(t.session, "orderRenamed", { number: renamed, name })}`));
    return;
  }
  const midChat = t.session.history.some((e) => e.role === "agent");
  if (afterAnswer) {
    // The answer may already ask ("¿Te sirve otra cosa?"); else the order is asked for after the details.
    const last = t.replies[t.replies.length - 1];
    const asks = !!last && "text" in last && typeof last.text === "string" && last.text.trim().endsWith("?");
    return t.say(text(asks ? lead : `${lead} ${sentence(t.session, "whatToOrder")}`));
  }
  t.say(text(`${midChat ? "" : `${hello(t.session)} 👋 `}${lead} ${sentence(t.session, "whatToOrder")}`));
}
