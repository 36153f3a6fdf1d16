// An order's life after the customer's "sí": confirmed → preparing → out_for_delivery (delivery)
// or ready_for_pickup (pickup) → delivered, and cancelled from any state before delivered.
// Pure, so the store (guarded updates), the HTTP API (409s) and the console share one table.

export const ORDER_STATUSES = ["confirmed", "preparing", "out_for_delivery", "ready_for_pickup", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The one status in which the agent may still cancel or reopen an order for the customer. */
export const AGENT_CHANGEABLE_STATUS: OrderStatus = "confirmed";

/** What the shop's staff read for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  confirmed: "Confirmado",
  preparing: "En preparación",
  out_for_delivery: "En camino",
  ready_for_pickup: "Listo para retirar",
  delivered: "Entregado",
  cancelled: "Cancelado",
};

export type Fulfilment = "delivery" | "pickup";

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order may move to next; the way out of the kitchen depends on the fulfilment. */
export function allowedNext(status: string, fulfilment: Fulfilment): OrderStatus[] {
  switch (status) {
    case "confirmed":
      return ["preparing", "cancelled"];
    case "preparing":
      return [fulfilment === "delivery" ? "out_for_delivery" : "ready_for_pickup", "cancelled"];
    case "out_for_delivery":
    case "ready_for_pickup":
      return ["delivered", "cancelled"];
    default:
      return [];
  }
}

/** The step a "move on" tap takes (never a cancellation), or null at the end of the road. */
export function forwardStep(status: string, fulfilment: Fulfilment): OrderStatus | null {
  return allowedNext(status, fulfilment).find((s) => s !== "cancelled") ?? null;
}
