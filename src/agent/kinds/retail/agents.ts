import type { KindAgents } from "../../stack/types";
import { messageTexts } from "../../inbound";
import { loadReturning, noteCart } from "../../stack/context";
import { complaintBeside } from "../../stack/after-sale";
import { apologiseBeside, contentBesideImpatience } from "../../stack/impatience";
import { stackOf } from "../../stack/router";
import { alreadyInCart, forgottenAsAdd } from "./forgotten";
import { offersFirst } from "./returning";
import { bridge } from "./replies";
import { retailRules } from "./rules";
import { answerImpatience, infoAnswer, infoWants, supportAnswer, supportWants } from "./support";
import { answerNoDni, dniAfterSetAside } from "./no-dni";
import { answerWhatIsMissing } from "./still-missing"; // details16
import { answerWhyAsked } from "./why-asked";
import { yesBeforeQuestion } from "./yes-with-question";

// The retail shop's agents, routed by src/agent/stack/. Sales is the shop's order flow (its
// rules, with a returning customer's offers around them); support and info take the batches
// that are theirs and hand the rest back. Each runs only its own tools in each state: the gate
// refuses anything else, whoever asks (the rules or the model).

/** What support and info may read and do, in any state (and only what the state itself allows). */
const SUPPORT_TOOLS = ["get_order_history", "get_order_details", "cancel_order", "modify_order", "get_customer_info", "get_commerce_profile", "request_handoff"];
const INFO_TOOLS = ["get_commerce_profile", "get_payment_methods", "get_categories", "search_products", "get_product_details", "get_cart", "request_handoff"];

export const retailAgents: KindAgents = {
  main: {
    name: "sales",
    wants: () => true,
    async handle(t, said, saidRoute) {
      // angry36 (t35b 026): a complaint with no order of this number beside a new order: the order read.
      const newOrder = saidRoute.afterSale === "complaint" && said.length === 1 && said[0].content.type === "text" ? complaintBeside(t, messageTexts(said)) : null;
      const given = newOrder ? [{ ...said[0], content: { type: "text" as const, text: newOrder } }] : said;
      const givenRoute = newOrder ? { ...saidRoute, text: newOrder, afterSale: null } : saidRoute;
      // stack9: "… / hola??? me van a contestar???" — the batch's content read, the impatience set aside.
      const beside = givenRoute.tap ? null : contentBesideImpatience(given);
      const messages = beside ?? given;
      const route = beside ? { ...givenRoute, text: messageTexts(beside).join(". ") } : givenRoute;
      const impatient = await answerImpatience(t, messages, route);
      if (impatient && impatient !== "declined") return impatient;
      apologiseBeside(t, beside); // answers16
      // "¿para qué querés el DNI? bueno 32456789": the why answered, the rest read as the answer.
      const answered = answerWhyAsked(t, messages);
      if (answered && !answered.length) return (await bridge(t), { certain: true, understanding: null });
      // "te olvidaste las 2 sprite": the forgotten line added, never stored as a name or an address.
      const openRows = t.session.pendingChoice ? (await t.products(t.session.pendingChoice.productIds)).map((p) => p.name) : [];
      const forgotten = forgottenAsAdd(t, answered ?? messages, openRows);
      if (forgotten && "already" in forgotten) return alreadyInCart(t, forgotten.already);
      const batch = forgotten?.batch ?? answered ?? messages;
      // "I dont have a DNI, im a tourist", "passport AB123456": noted for the shop, never asked again.
      const noDni = answerWhatIsMissing(t, batch) ?? (await answerNoDni(t, batch)) ?? (await dniAfterSetAside(t, batch)); // details16: "qué más necesitás"
      if (noDni) return noDni;
      return (await offersFirst(t, batch, route)) ?? (await retailRules(t, batch));
    },
  },
  others: [
    { name: "support", tools: { "*": SUPPORT_TOOLS }, stays: true, wants: supportWants, handle: (t, _m, route) => supportAnswer(t, route) },
    // A yes at the summary with a question after it is sales' (the order confirmed, then the answer).
    { name: "info", tools: { "*": INFO_TOOLS }, wants: (t, route) => infoWants(route) && !(t.state === "AWAITING_CONFIRMATION" && yesBeforeQuestion(route.text)), handle: (t, _m, route) => infoAnswer(t, route) },
  ],
  // Context on state entry: a returning customer when an order can start, the cart when the confirmation does.
  async onState(t) {
    const stack = stackOf(t, "sales");
    // The address a new session carries from the last one is offered back, not silently used (returning.ts).
    if (t.state !== "HANDOFF" && (await loadReturning(t, stack)) && !t.session.cart.length && t.session.customer.address === stack.context.returning?.address) delete t.session.customer.address;
    if (t.state === "AWAITING_CONFIRMATION") noteCart(t, stack);
  },
};
