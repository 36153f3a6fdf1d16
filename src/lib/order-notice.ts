import type { OrderStatus } from "./order-lifecycle";

// What the customer reads on WhatsApp when the shop moves their order. Pure: the conversation's
// actor sends it (as free text inside the 24 h window, or as the shop's `order_update` template
// outside it), and the tests read the same words.

/** The key in profile.templates of the approved template that carries an order update. */
export const ORDER_UPDATE_TEMPLATE = "order_update";

export interface OrderNoticeInput {
  orderNumber: string;
  status: OrderStatus;
  /** The operator's note; said to the customer only for a cancellation (the reason). */
  note: string | null;
  /** Where a pickup order is collected: the shop's address. */
  pickupAddress: string;
}

/** "ya se está preparando 👨‍🍳": the news without the order number (a template's {{2}}). */
export function orderNoticeNews({ status, note, pickupAddress }: Omit<OrderNoticeInput, "orderNumber">): string | null {
  switch (status) {
    case "preparing":
      return "ya se está preparando 👨‍🍳";
    case "out_for_delivery":
      return "está en camino 🛵";
    case "ready_for_pickup":
      return `está listo para retirar en ${pickupAddress} 🛍️`;
    case "delivered":
      return "fue entregado. ¡Gracias por tu compra! 🙌";
    case "cancelled":
      return note ? `fue cancelado: ${note}` : "fue cancelado.";
    case "confirmed":
      return null; // the agent already said so in the chat when the order was written
  }
}

/** The whole message, or null when this status is not told to the customer. */
export function orderNoticeText(input: OrderNoticeInput): string | null {
  const news = orderNoticeNews(input);
  return news === null ? null : `Tu pedido ${input.orderNumber} ${news}`;
}

/** The `order_update` template's parameters: {{1}} the order number, {{2}} the news. */
export function orderNoticeTemplateParams(input: OrderNoticeInput): string[] {
  return [input.orderNumber, orderNoticeNews(input) ?? ""];
}

/** An order status change a conversation tells its customer about. */
export interface OrderStatusChange {
  orderNumber: string;
  status: OrderStatus;
  note: string | null;
  /** One per change (order id and version): a retried call finds its row and sends nothing. */
  changeId: string;
}

/** How the customer was told: message (free text), template, skipped (window closed, no template), none. */
export type OrderNotice = "message" | "template" | "skipped" | "none";

export interface OrderNoticeOutcome {
  notice: OrderNotice;
  /** This change had been handled before (a retry). */
  duplicate: boolean;
}
