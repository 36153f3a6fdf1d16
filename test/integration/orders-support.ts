import { expect } from "vitest";
import type { OrderView } from "../../src/store/order-list";
import { converse, env, exports, settle } from "../helpers";
import { BASE, staff, TOKENS } from "./operator-support";

// Shared by the orders test files: a customer placing an order through the chat, and the
// orders API as the console calls it.

export const PICKUP_ORDER = ["quiero 2 pepsi", "listo", "retiro", "Juan Pérez", "30123456", "efectivo", "sí"];
export const DELIVERY_ORDER = ["quiero una fanta", "eso es todo", "envío", "Ana Gómez", "28123456", "Av. Santa Fe 3200, 4B", "mercado pago", "dale"];

/** The customer orders through WhatsApp; returns the order as D1 has it. */
export async function placeOrder(contact: string, lines = PICKUP_ORDER): Promise<{ id: number; number: string }> {
  const texts = await converse(contact, lines);
  expect(texts.at(-1)).toMatch(/quedó confirmado/);
  const row = await env.DB.prepare("SELECT id, number FROM orders WHERE contact = ? ORDER BY id DESC").bind(contact).first<{ id: number; number: string }>();
  return row!;
}

export interface ApiOptions {
  /** A token of its own; null for none. Default: the operator's (a staff account), else the owner's. */
  token?: string | null;
  /** Who calls: a staff member's name (their account is created on first use). */
  operator?: string;
  body?: unknown;
  raw?: string;
}

export async function api(method: "GET" | "POST" | "PUT", path: string, opts: ApiOptions = {}): Promise<Response> {
  const token = opts.token !== undefined ? opts.token : opts.operator ? (await staff(opts.operator)).token : TOKENS.demo;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  return exports.default.fetch(new Request(`${BASE}${path}`, { method, headers, body }));
}

export interface StatusAnswer {
  order: OrderView;
  change: { version: number; from: string | null; status: string; by: string; operatorId: string | null; note: string | null; notice: string | null; at: number };
  repeated: boolean;
}

/** An operator moves the order; waits until whatever it sent the customer has left. */
export async function move(contact: string, orderId: number, status: string, opts: { note?: string; workspace?: string; operator?: string } = {}): Promise<{ res: Response; json: StatusAnswer & { error?: string; allowed?: string[]; status?: string } }> {
  const res = await api("POST", `/api/workspaces/${opts.workspace ?? "demo"}/orders/${orderId}/status`, { body: { status, ...(opts.note ? { note: opts.note } : {}) }, operator: opts.operator });
  const json = (await res.json()) as StatusAnswer & { error?: string; allowed?: string[]; status?: string };
  await settle(contact);
  return { res, json };
}

export async function listed(query = "", workspace = "demo"): Promise<OrderView[]> {
  const res = await api("GET", `/api/workspaces/${workspace}/orders${query ? `?${query}` : ""}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { orders: OrderView[] }).orders;
}

export async function stockOf(productId: string): Promise<number> {
  return (await env.DB.prepare("SELECT quantity FROM stock WHERE product_id = ?").bind(productId).first<{ quantity: number }>())!.quantity;
}
