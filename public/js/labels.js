// Human words for the codes the server speaks: conversation states come from the shop's kind
// (GET /meta), order statuses from the order lifecycle, people from the team (GET /operators),
// why the agent asked for help from the one table below. Until the server answers, codes show as
// they are.

let stateLabels = {};
let orderLabels = {};
let operators = new Map();

/** The answer of GET /api/workspaces/:ws/meta. */
export function setLabels(meta) {
  stateLabels = meta?.stateLabels ?? {};
  orderLabels = Object.fromEntries((meta?.orderStatuses ?? []).map((s) => [s.id, s.label]));
}

export const stateLabel = (state) => stateLabels[state] ?? state;
export const orderLabel = (status) => orderLabels[status] ?? status;

/** The team as GET /operators lists it (revoked people too: their old actions still name them). */
export function setOperators(list) {
  operators = new Map((list ?? []).map((o) => [o.id, o]));
}

export const knowsOperator = (id) => !id || id === OWNER_PHONE || operators.has(id);

/** Who holds a chat taken from the shop's own phone (WhatsApp Coexistence), as the server names it. */
export const OWNER_PHONE = "owner-phone";

/** A person's name for an operator id ("el dueño desde el teléfono" for the shop's phone). */
export function operatorName(id) {
  if (!id) return "alguien";
  if (id === OWNER_PHONE) return "el dueño desde el teléfono";
  return operators.get(id)?.name ?? "otro operador";
}

export const PAYMENT_LABELS = { cash: "Efectivo", transfer: "Transferencia", mercadopago: "Mercado Pago" };
export const paymentLabel = (method) => PAYMENT_LABELS[method] ?? method ?? "—";

/** What the one-tap button says for each next step of an order. */
export const STEP_ACTIONS = {
  preparing: "Empezar a preparar",
  out_for_delivery: "Salió a entregar 🛵",
  ready_for_pickup: "Listo para retirar",
  delivered: "Entregado ✓",
};

/**
 * Why a person was asked for: the agent's triggers (src/agent: rules, tools, the model path) and
 * the conversation's own (a turn that kept failing, a shop whose kind is not known).
 */
export const TRIGGER_LABELS = {
  customer_request: "El cliente pidió una persona",
  anger: "Cliente enojado",
  tool_errors: "El agente se trabó",
  order_already_processed: "Quiere cambiar un pedido que ya está en proceso",
  low_confidence: "El agente no entendió",
  budget: "Se alcanzó el límite de uso del agente",
  llm_failure: "Falló el modelo de IA",
  turn_failed: "El agente no pudo procesar los mensajes",
  config_error: "Error de configuración del local",
  model: "El agente decidió pedir ayuda",
  complaint: "Reclamo por un pedido",
  return: "Quiere devolver un pedido",
  frustration: "Cliente frustrado",
  not_understood: "El agente no le entendió dos veces",
  stuck: "La conversación no avanza",
  order_failed: "No se pudo registrar el pedido",
};
/** The agents of the stack (each kind's agents.ts in src/agent/kinds/), as the shop's staff would call them. */
export const AGENT_LABELS = { sales: "Ventas", support: "Posventa", info: "Información" };
export const agentLabel = (name) => AGENT_LABELS[name] ?? name ?? "—";

export const triggerLabel = (trigger) => TRIGGER_LABELS[trigger] ?? "Pidió ayuda";
