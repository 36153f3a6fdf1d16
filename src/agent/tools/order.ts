import { z } from "zod";
import { OutOfStockError, type NewOrder, type OrderRecord } from "../ports";
import { cartView } from "./cart";
import { consented, withoutConsent } from "./consent";
import { defineTool, ToolError, type ToolContext } from "./registry";

/** Orders that a person is already working on cannot be changed by the agent. */
// The order lifecycle (src/lib/order-lifecycle.ts): only a "confirmed" order is still the agent's to change.
export const PROCESSED_STATUSES = new Set(["preparing", "out_for_delivery", "ready_for_pickup", "delivered"]);

const OrderRef = z.object({ orderNumber: z.string().regex(/^ORD-\d{5,}$/i).optional() });

async function findOrder(ctx: ToolContext, number?: string): Promise<OrderRecord> {
  const order = number ? await ctx.ports.orders.get(number) : (await ctx.ports.orders.history(ctx.contact, 1))[0];
  // Another customer's order number reads as not found: no data leaks across customers.
  if (!order || (number && !(await ctx.ports.orders.history(ctx.contact, 50)).some((o) => o.id === order.id))) {
    throw new ToolError("order_not_found", number ? `No encontré el pedido ${number}.` : "No tenés pedidos anteriores.", number ? { number } : {});
  }
  return order;
}

function ensureModifiable(order: OrderRecord): void {
  if (order.status === "cancelled") throw new ToolError("order_cancelled", `El pedido ${order.number} ya está cancelado.`, { number: order.number });
  if (PROCESSED_STATUSES.has(order.status)) {
    throw new ToolError("order_already_processed", `El pedido ${order.number} ya está ${order.status}.`, { number: order.number, status: order.status });
  }
}

/**
 * Cancels an order nobody has started on; anything further along is refused for a person to
 * handle. Only with the customer's yes to this action on this order; without it, nothing.
 */
async function cancelUnprocessed(ctx: ToolContext, action: string, orderNumber?: string): Promise<{ order: OrderRecord; cancelled: OrderRecord } | { order: OrderRecord; waiting: true }> {
  const order = await findOrder(ctx, orderNumber);
  ensureModifiable(order);
  if (!consented(ctx, action, order.number)) return { order, waiting: true };
  const cancelled = await ctx.ports.orders.cancel(order.number, ctx.contact);
  // The status may have moved between our read and the guarded update.
  if (!cancelled || cancelled.status !== "cancelled") {
    throw new ToolError("order_already_processed", `El pedido ${order.number} ya no se puede cambiar.`, { number: order.number, status: cancelled?.status });
  }
  ctx.changed.add("order");
  return { order, cancelled };
}

/**
 * Writes this turn's order through the orders port: keyed by the turn, so a redone turn gets the
 * same order back; a line the stock cannot cover is a tool error naming the item.
 */
export async function writeOrder(ctx: ToolContext, order: Omit<NewOrder, "idempotencyKey" | "contact" | "customer">): Promise<OrderRecord> {
  try {
    return await ctx.ports.orders.create({ ...order, idempotencyKey: ctx.turnKey, contact: ctx.contact, customer: ctx.session.customer });
  } catch (err) {
    if (err instanceof OutOfStockError) throw new ToolError("out_of_stock", err.message, { productId: err.productId, name: err.productName, available: err.available });
    throw err;
  }
}

export function orderView(o: OrderRecord) {
  return {
    number: o.number,
    status: o.status,
    fulfilment: o.fulfilment,
    address: o.address,
    paymentMethod: o.paymentMethod,
    subtotal: o.subtotal,
    deliveryFee: o.deliveryFee,
    total: o.total,
    items: o.items.map((i) => ({ name: i.name, quantity: i.quantity, unitPrice: i.unitPrice, lineTotal: i.lineTotal })),
  };
}

export const orderTools = [
  defineTool({
    name: "confirm_order",
    description: "Escribe el pedido. Solo funciona después de que el cliente dijo que sí al resumen vigente.",
    input: z.object({}),
    async run(ctx) {
      const pending = ctx.session.pendingConfirmation;
      if (!pending) throw new ToolError("no_summary", "Primero hay que mostrar el resumen del pedido.");
      if (pending.expiresAt <= ctx.ports.clock.now()) throw new ToolError("summary_expired", "El resumen venció; hay que mostrarlo de nuevo.");
      // The explicit yes comes from the customer's own words, checked in code, never from the model.
      if (!ctx.customerSaidYes) throw new ToolError("no_explicit_yes", "El cliente todavía no confirmó con un sí explícito.");
      if (ctx.session.cart.length === 0) throw new ToolError("empty_cart", "El carrito está vacío.");
      const fulfilment = ctx.session.fulfilment ?? "pickup";
      const order = await writeOrder(ctx, {
        lines: ctx.session.cart.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        fulfilment,
        address: fulfilment === "delivery" ? (ctx.session.customer.address ?? null) : null,
        location: fulfilment === "delivery" ? (ctx.session.location ?? null) : null,
        paymentMethod: ctx.session.paymentMethod,
        notes: ctx.session.notes,
      });
      ctx.session.lastOrderNumber = order.number;
      ctx.session.cart = [];
      ctx.session.notes = null;
      ctx.session.pendingConfirmation = null;
      ctx.changed.add("order").add("cart");
      return orderView(order);
    },
  }),
  defineTool({
    name: "cancel_order",
    description: "Cancela un pedido del cliente que todavía no se empezó a preparar. Solo con el sí del cliente a esa pregunta: sin él no cambia nada y el sistema le pregunta.",
    input: OrderRef,
    async run(ctx, { orderNumber }) {
      const done = await cancelUnprocessed(ctx, "cancel_order", orderNumber);
      if ("waiting" in done) return withoutConsent("cancel_order", done.order.number, { order: orderView(done.order) });
      return orderView(done.cancelled);
    },
  }),
  defineTool({
    name: "modify_order",
    description: "Reabre un pedido no procesado: lo cancela y carga sus productos en el carrito para cambiarlo. Solo con el sí del cliente a esa pregunta: sin él no cambia nada y el sistema le pregunta.",
    input: OrderRef,
    async run(ctx, { orderNumber }) {
      const done = await cancelUnprocessed(ctx, "modify_order", orderNumber);
      const { order } = done;
      if ("waiting" in done) return withoutConsent("modify_order", order.number, { order: orderView(order) });
      ctx.session.cart = order.items.map((i) => ({ productId: i.productId, sku: i.sku, name: i.name, unitPrice: i.unitPrice, quantity: i.quantity }));
      ctx.session.pendingConfirmation = null;
      ctx.changed.add("order").add("cart");
      return { reopened: order.number, cart: await cartView(ctx) };
    },
  }),
  defineTool({
    name: "get_order_details",
    description: "Estado y detalle de un pedido del cliente (el último si no se indica número).",
    input: OrderRef,
    async run(ctx, { orderNumber }) {
      return orderView(await findOrder(ctx, orderNumber));
    },
  }),
  defineTool({
    name: "repeat_last_order",
    description: "Carga en el carrito los productos del último pedido, con precios actuales.",
    input: z.object({}),
    async run(ctx) {
      const last = (await ctx.ports.orders.history(ctx.contact, 1))[0];
      if (!last) throw new ToolError("no_previous_order", "No tenés pedidos anteriores.");
      const products = new Map((await ctx.catalog.products(last.items.map((i) => i.productId))).map((p) => [p.id, p]));
      const missing: string[] = [];
      ctx.session.cart = [];
      for (const item of last.items) {
        const p = products.get(item.productId);
        if (!p || !p.active || (p.stock !== null && p.stock < item.quantity)) {
          missing.push(item.name);
          continue;
        }
        ctx.session.cart.push({ productId: p.id, sku: p.sku, name: p.name, unitPrice: p.price, quantity: item.quantity });
      }
      ctx.session.pendingConfirmation = null;
      ctx.changed.add("cart");
      return { from: last.number, missing, cart: await cartView(ctx) };
    },
  }),
];
