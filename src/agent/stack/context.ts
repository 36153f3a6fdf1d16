import type { TurnEngine } from "../engine";
import type { PastOrder } from "../ports";
import type { AgentStackState, OrderContext } from "./state";

// Context loaded once on entry, kept in the session (session.agents.context) where the operator
// sees it: a returning customer when a new order starts, the order support is about, the cart
// when the confirmation starts. `loaded` names what was read, so a later turn does not read it
// again; a new session (the 24 h window) starts with nothing loaded.

export function orderContext(o: PastOrder): OrderContext {
  return {
    number: o.number,
    status: o.status,
    statusChangedAt: o.statusChangedAt,
    fulfilment: o.fulfilment,
    total: o.total,
    items: o.items.map((i) => ({ productId: i.productId, name: i.name, quantity: i.quantity })),
  };
}

function loadedOnce(stack: AgentStackState, what: string): boolean {
  if (stack.context.loaded.includes(what)) return true;
  stack.context.loaded.push(what);
  return false;
}

/** A returning customer: their name, last order, saved address and last payment (once per session; true when read now). */
export async function loadReturning(t: TurnEngine, stack: AgentStackState): Promise<boolean> {
  if (loadedOnce(stack, "returning")) return false;
  const [customer, orders] = await Promise.all([t.ports.customers.get(t.ctx.contact), t.ports.pastOrders.recent(t.ctx.contact, 3)]);
  const last = orders.find((o) => o.status !== "cancelled") ?? null;
  if (!customer && !last) {
    stack.context.returning = null;
    return true;
  }
  const lastDelivery = orders.find((o) => o.status !== "cancelled" && o.fulfilment === "delivery");
  stack.context.returning = {
    name: customer?.firstName ?? null,
    // Only the latest order is "the usual": an order cancelled since is no longer it.
    lastOrder: last && last === orders[0] ? orderContext(last) : null,
    address: customer?.address ?? lastDelivery?.address ?? null,
    paymentMethod: last?.paymentMethod ?? null,
  };
  return true;
}

/** The order support is about: the latest one still on its way, else the latest one (re-read on every call). */
export async function loadOrder(t: TurnEngine, stack: AgentStackState): Promise<PastOrder | null> {
  loadedOnce(stack, "order");
  const orders = await t.ports.pastOrders.recent(t.ctx.contact, 5);
  const order = orders.find((o) => o.status !== "delivered" && o.status !== "cancelled") ?? orders[0] ?? null;
  stack.context.order = order ? orderContext(order) : null;
  return order;
}

/** The cart as it was when the confirmation started (each new summary notes it again). */
export function noteCart(t: TurnEngine, stack: AgentStackState): void {
  const shown = t.session.pendingConfirmation;
  if (!shown || stack.context.loaded.includes(`cart:${shown.shownAt}`)) return;
  stack.context.loaded = stack.context.loaded.filter((l) => !l.startsWith("cart:")).concat(`cart:${shown.shownAt}`);
  stack.context.cart = { lines: t.session.cart.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity })), total: shown.total };
}
