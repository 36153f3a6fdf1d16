import type { AgentDefinitionInput } from "../../definition";

const IDLE_TOOLS = [
  "get_customer_info",
  "search_products",
  "get_product_details",
  "get_categories",
  "get_commerce_profile",
  "get_payment_methods",
  "get_customer_debt",
  "get_order_history",
  "get_order_details",
  "repeat_last_order",
  "cancel_order",
  "modify_order",
  "request_handoff",
];
const CART_TOOLS = ["add_to_cart", "update_cart_item", "remove_from_cart", "clear_cart", "get_cart", "set_cart_notes"];

/** The shop with a cart: kiosks, groceries. */
export const retail: AgentDefinitionInput = {
  id: "retail",
  name: "Retail (carrito)",
  initialState: "IDLE",
  states: {
    IDLE: {
      description: "No order in progress.",
      // add_to_cart is allowed here because adding the first item is what opens an order.
      tools: [...IDLE_TOOLS, "add_to_cart"],
      transitions: ["COLLECTING_ORDER", "HANDOFF"],
    },
    COLLECTING_ORDER: {
      description: "Building the cart.",
      tools: [...IDLE_TOOLS, ...CART_TOOLS],
      transitions: ["NEEDS_DETAILS", "AWAITING_CONFIRMATION", "IDLE", "HANDOFF"],
    },
    NEEDS_DETAILS: {
      description: "Collecting the customer's details, one missing field at a time.",
      tools: ["update_customer_info", "get_customer_info", "get_cart", "get_commerce_profile", "get_payment_methods", "request_handoff"],
      transitions: ["COLLECTING_ORDER", "AWAITING_CONFIRMATION", "HANDOFF"],
    },
    AWAITING_CONFIRMATION: {
      description: "Summary shown; waiting for an explicit yes.",
      tools: ["get_cart", "confirm_order", "get_commerce_profile", "get_payment_methods", "request_handoff"],
      transitions: ["EXECUTING", "COLLECTING_ORDER", "IDLE", "HANDOFF"],
    },
    EXECUTING: {
      description: "Writing the order.",
      tools: ["confirm_order"],
      transitions: ["DONE", "COLLECTING_ORDER", "HANDOFF"],
    },
    DONE: {
      description: "Order placed.",
      // update_customer_info: a name corrected after the order (t19b 017) is written to the
      // customer's row, which the placed order is made out to.
      tools: [...IDLE_TOOLS, "add_to_cart", "update_customer_info"],
      transitions: ["IDLE", "COLLECTING_ORDER", "HANDOFF"],
    },
    HANDOFF: {
      description: "A person is in charge; the agent stays silent.",
      tools: ["get_cart", "get_order_details", "get_customer_info"],
      transitions: ["IDLE", "COLLECTING_ORDER"],
      silent: true,
    },
  },
  requiredFields: { always: ["firstName", "dni"], delivery: ["address"], optional: ["lastName", "phone", "email"] },
  handoff: { state: "HANDOFF", consecutiveToolErrors: 2, onStrongAnger: true },
  thresholds: { proceed: 85, reanalyse: 60, clarify: 40 },
  confirmationTtlMs: 30 * 60_000,
  timers: [
    { id: "cart_reminder", state: "COLLECTING_ORDER", afterMs: 15 * 60_000, action: "remind_cart", when: "cart_not_empty", template: "followup" },
    { id: "details_reminder", state: "NEEDS_DETAILS", afterMs: 15 * 60_000, action: "remind_cart", when: "cart_not_empty", template: "followup" },
    { id: "confirmation_reminder", state: "AWAITING_CONFIRMATION", afterMs: 10 * 60_000, action: "remind_total", when: "confirmation_pending", template: "followup" },
    // Due when the summary itself expires (confirmationTtlMs after it was shown), not 30 min after any message.
    { id: "confirmation_expiry", state: "AWAITING_CONFIRMATION", afterMs: 30 * 60_000, action: "expire_confirmation", when: "confirmation_shown" },
    { id: "done_reset", state: "DONE", afterMs: 30 * 60_000, action: "reset_to_idle" },
  ],
  prompts: {
    persona:
      "Sos el asistente de ventas por WhatsApp de {shop}. Hablás en español rioplatense, cálido y breve (1 a 3 frases), sin inventar nada.",
    rules: [
      "Precios, totales y stock salen solo de las herramientas; nunca los inventes ni los cambies.",
      "No hay descuentos que no estén en el catálogo.",
      "Nunca compartas datos de otros clientes.",
      "Confirmá un pedido solo después de un sí explícito del cliente al resumen.",
      "Si el cliente pide una persona o está muy enojado, usá request_handoff.",
    ],
  },
};
