import { defineKind } from "../../kind";
import { routed } from "../../stack/router";
import { withUnreadNamed } from "../../subflows/accounting";
import { withStuckDetection } from "../../subflows/escalation";
import { retailAgents } from "./agents";
import { retail } from "./definition";
import { retailTimers } from "./followups";
import { retailModel } from "./model";

/** The shop with a cart: kiosks, groceries. */
export const retailKind = defineKind({
  definition: retail,
  conditions: {
    cart_not_empty: (s) => s.cart.length > 0,
    /** A summary is waiting for the yes and still valid. */
    confirmation_pending: (s, now) => !!s.pendingConfirmation && s.pendingConfirmation.expiresAt > now,
    /** A summary was shown and not yet used or cleared (valid or not). */
    confirmation_shown: (s) => !!s.pendingConfirmation,
  },
  // Every batch goes through the agent stack (sales runs retailRules); the subflows wrap them all.
  rules: withStuckDetection(withUnreadNamed(routed(retailAgents))),
  timers: retailTimers,
  model: retailModel,
  // Tips only while the cart is being built: never at the details, the summary or a handoff.
  tips: { states: ["COLLECTING_ORDER"], from: ["IDLE", "COLLECTING_ORDER", "DONE"] },
  stateLabels: {
    IDLE: "Sin pedido en curso",
    COLLECTING_ORDER: "Armando el pedido",
    NEEDS_DETAILS: "Pidiendo datos",
    AWAITING_CONFIRMATION: "Esperando confirmación",
    EXECUTING: "Registrando el pedido",
    DONE: "Pedido confirmado",
    HANDOFF: "Con una persona",
  },
});
