// Human words for the codes the server speaks: conversation states come from the shop's kind
// (GET /meta), order statuses from the order lifecycle. Until /meta answers, codes show as they are.

let stateLabels = {};
let orderLabels = {};

/** The answer of GET /api/workspaces/:ws/meta. */
export function setLabels(meta) {
  stateLabels = meta?.stateLabels ?? {};
  orderLabels = Object.fromEntries((meta?.orderStatuses ?? []).map((s) => [s.id, s.label]));
}

export const stateLabel = (state) => stateLabels[state] ?? state;
export const orderLabel = (status) => orderLabels[status] ?? status;

export const PAYMENT_LABELS = { cash: "Efectivo", transfer: "Transferencia", mercadopago: "Mercado Pago" };
export const paymentLabel = (method) => PAYMENT_LABELS[method] ?? method ?? "—";

/** What the one-tap button says for each next step of an order. */
export const STEP_ACTIONS = {
  preparing: "Empezar a preparar",
  out_for_delivery: "Salió a entregar 🛵",
  ready_for_pickup: "Listo para retirar",
  delivered: "Entregado ✓",
};
