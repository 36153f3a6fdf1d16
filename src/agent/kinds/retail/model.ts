import { formatMoney } from "../../../lib/money";
import type { ModelHooks } from "../../kind";
import { langOf, sentence } from "../../language";
import { cartPhrase, text } from "../../replies";
import { askedForConsent } from "../../tools/consent";
import { advanceCheckout, ORDER_NOT_WRITTEN, orderNotWritten } from "./checkout";
import { askOrderConsent } from "./orders";
import { retailAgents } from "./agents";

// The shop with a cart on the Claude path: the moves that follow the model's tools, the checkout
// code continues after saved details or a confident "that's all", and the recap code says when
// the model's reply cannot be used.

export const retailModel: ModelHooks = {
  // A confident order_status or complaint goes to support (src/agent/stack/router.ts routeByIntent).
  agents: retailAgents,
  followTool(engine, name) {
    const s = engine.session;
    switch (name) {
      case "add_to_cart":
      case "repeat_last_order":
      case "modify_order":
        if (s.cart.length && (engine.state === "IDLE" || engine.state === "DONE")) engine.moveIfAllowed("COLLECTING_ORDER");
        break;
      case "remove_from_cart":
      case "clear_cart":
        if (!s.cart.length && engine.state === "COLLECTING_ORDER") {
          engine.moveIfAllowed("IDLE");
          s.expecting = null;
        }
        break;
      case "confirm_order":
        engine.moveIfAllowed("EXECUTING");
        engine.moveIfAllowed("DONE");
        s.expecting = null;
        break;
    }
  },

  // Saved details move the checkout on, with the next question or the summary rendered by code.
  async afterTools(engine, outcomes) {
    // Cancelling or reopening an order without the customer's yes: the tool changed nothing and
    // code asks the question, instead of the model's words.
    const asked = outcomes.find((o) => o.ok && (o.name === "cancel_order" || o.name === "modify_order") && askedForConsent(o.data));
    if (asked) {
      engine.replies.splice(0);
      askOrderConsent(engine, asked);
      return;
    }
    // The model's confirm_order could not write the order: a person, as on the rules' path.
    const failed = outcomes.find((o) => !o.ok && o.name === "confirm_order" && o.code === ORDER_NOT_WRITTEN);
    if (failed && !failed.ok) {
      engine.replies.splice(0);
      await orderNotWritten(engine, failed.code, failed.error, failed.data);
      return;
    }
    if (engine.state === "NEEDS_DETAILS" && outcomes.some((o) => o.ok && o.name === "update_customer_info")) await advanceCheckout(engine);
  },

  // "That's all" with a filled cart: the next detail or the summary, with no orchestrator call.
  async actOn(engine, intent) {
    if (intent !== "checkout" || !engine.session.cart.length || engine.state !== "COLLECTING_ORDER") return false;
    await advanceCheckout(engine);
    return true;
  },

  /** Where the order stands, amounts from the catalog. */
  async recap(engine) {
    const s = engine.session;
    if (s.lastOrderNumber && engine.ctx.changed.has("order") && engine.state === "DONE") {
      engine.say(text(sentence(s, "recapConfirmed", { number: s.lastOrderNumber })));
      return;
    }
    if (s.cart.length) {
      const totals = await engine.cartTotals();
      engine.say(text(sentence(s, "recapCart", { cart: cartPhrase(s.cart, await engine.cartProducts(), langOf(s)), subtotal: formatMoney(totals.subtotal, engine.ports.currency) })));
      return;
    }
    engine.say(text(sentence(s, "helpWhatMore")));
  },
};
