import { expect } from "vitest";
import type { Expect, Step } from "../scenarios/types";

// Checking one step's expectations, the same way whichever host played it (the Workers runtime
// or the in-memory one): the replies the customer read, then what the shop holds.

/** What the shop shows after a step: the conversation as the operator console sees it, and the orders. */
export interface ShopView {
  state: string;
  /** productId → quantity. */
  cart: Record<string, number>;
  customer: Record<string, string | undefined>;
  /** This contact's orders, oldest first. */
  orders: { total: number; status: string; fulfilment: string; deliveryFee: number; paymentMethod?: string | null; customerName?: string; address?: string | null }[];
  /** Trigger of the latest handoff request, if any. */
  handoff: string | null;
  /** The agent path of the last routed turn. */
  agents?: string[];
  /** The order attached to the latest handoff request, if any. */
  handoffOrder?: string | null;
}

export function fold(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export function describeStep(step: Step): string {
  if ("say" in step) return `"${step.say}"`;
  if ("burst" in step) return `burst ${JSON.stringify(step.burst)}`;
  if ("tap" in step) return `tap ${step.tap.title}`;
  if ("raw" in step) return `raw ${String(step.raw.type)}`;
  if ("wait" in step) return `wait ${step.wait} ms`;
  if ("stock" in step) return `stock of ${step.stock.productId} → ${step.stock.quantity}`;
  return `order → ${step.orderStatus}`;
}

export function checkReplies(e: Expect, replies: string[], ctx: string): void {
  const joined = fold(replies.join("\n"));
  for (const f of e.reply ?? []) {
    if (typeof f === "string") expect(joined, ctx).toContain(fold(f));
    else expect(replies.join("\n"), ctx).toMatch(f);
  }
  for (const f of e.notReply ?? []) {
    if (typeof f === "string") expect(joined, ctx).not.toContain(fold(f));
    else expect(replies.join("\n"), ctx).not.toMatch(f);
  }
  if (e.replies !== undefined) expect(replies.length, ctx).toBe(e.replies);
}

/** Does this step expect anything of the shop's side (so a host must read it)? */
export function expectsShop(e: Expect): boolean {
  return e.state !== undefined || e.cart !== undefined || e.customer !== undefined || e.orders !== undefined || e.lastOrder !== undefined || e.handoff !== undefined || e.agents !== undefined || e.handoffOrder !== undefined;
}

export function checkShop(e: Expect, view: ShopView, ctx: string): void {
  if (e.state) expect(view.state, ctx).toBe(e.state);
  if (e.cart) expect(view.cart, ctx).toEqual(e.cart);
  if (e.customer) expect(view.customer, ctx).toMatchObject(e.customer);
  if (e.orders !== undefined) expect(view.orders.length, ctx).toBe(e.orders);
  if (e.lastOrder) {
    const last = view.orders.at(-1);
    expect(last, ctx).toBeDefined();
    const { total, status, fulfilment, deliveryFee, paymentMethod, customerName, address } = e.lastOrder;
    if (paymentMethod !== undefined) expect(last!.paymentMethod, ctx).toBe(paymentMethod);
    if (total !== undefined) expect(last!.total, ctx).toBe(total);
    if (status !== undefined) expect(last!.status, ctx).toBe(status);
    if (fulfilment !== undefined) expect(last!.fulfilment, ctx).toBe(fulfilment);
    if (deliveryFee !== undefined) expect(last!.deliveryFee, ctx).toBe(deliveryFee);
    if (customerName !== undefined) expect(last!.customerName, ctx).toBe(customerName);
    if (address !== undefined) expect(last!.address, ctx).toBe(address);
  }
  if (e.handoff) expect(view.handoff, ctx).toBe(e.handoff);
  if (e.agents) expect(view.agents ?? [], ctx).toEqual(e.agents);
  if (e.handoffOrder) expect(view.handoffOrder ?? "", ctx).toMatch(e.handoffOrder);
}
