import { locationFromColumns, mapLink, type SharedLocation } from "../lib/location";
import { allowedNext, type OrderStatus } from "../lib/order-lifecycle";
import type { StatusChangeRow } from "./order-status";

// The shop's orders as its staff see them (the console's board and list): each with its items,
// its customer and its history, read in three queries whatever the page size.

export interface OrderFilter {
  statuses?: OrderStatus[];
  /** Matches the order number, the customer's name, their phone or WhatsApp number. */
  q?: string;
  /** Created at or after (ms). */
  from?: number;
  /** Created before (ms). */
  to?: number;
  /** One conversation's orders (the hub, after the agent placed or cancelled one). */
  conversation?: string;
  limit: number;
}

export interface OrderHistoryView {
  version: number;
  from: string | null;
  status: string;
  by: string;
  operatorId: string | null;
  /** Who that operator is (their name in the workspace's team), for an operator's change. */
  operatorName: string | null;
  note: string | null;
  /** How the customer heard of it: sent | template | skipped | none; null while not yet handed over. */
  notice: string | null;
  at: number;
}

export interface OrderView {
  id: number;
  number: string;
  status: string;
  /** The statuses it may move to next (the board's buttons). */
  next: OrderStatus[];
  version: number;
  total: number;
  subtotal: number;
  deliveryFee: number;
  currency: string;
  items: { name: string; sku: string; quantity: number; unitPrice: number; lineTotal: number }[];
  customer: { name: string | null; phone: string; contact: string };
  fulfilment: "delivery" | "pickup";
  address: string | null;
  /** The pin the customer shared for a delivery, with a link that opens it on a map; null when none. */
  location: (SharedLocation & { mapUrl: string }) | null;
  payment: string | null;
  notes: string | null;
  conversation: string;
  createdAt: number;
  updatedAt: number;
  history: OrderHistoryView[];
}

interface ListedRow {
  id: number;
  number: string;
  status: string;
  status_version: number;
  total: number;
  subtotal: number;
  delivery_fee: number;
  currency: string;
  fulfilment: string;
  address: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
  location_name: string | null;
  location_address: string | null;
  payment_method: string | null;
  notes: string | null;
  conversation: string;
  contact: string;
  created_at: number;
  updated_at: number;
  first_name: string | null;
  last_name: string | null;
  customer_phone: string | null;
}

/** LIKE pattern for a free-text search: its own % and _ match literally. */
function containing(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listOrders(d1: D1Database, workspaceId: string, filter: OrderFilter & { id?: number }): Promise<OrderView[]> {
  const where = ["o.workspace_id = ?"];
  const params: unknown[] = [workspaceId];
  const add = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    params.push(...values);
  };
  if (filter.id !== undefined) add("o.id = ?", filter.id);
  if (filter.conversation !== undefined) add("o.conversation = ?", filter.conversation);
  if (filter.statuses?.length) add("o.status IN (SELECT value FROM json_each(?))", JSON.stringify(filter.statuses));
  if (filter.from !== undefined) add("o.created_at >= ?", filter.from);
  if (filter.to !== undefined) add("o.created_at < ?", filter.to);
  if (filter.q) {
    const like = containing(filter.q);
    const name = "lower(trim(COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, '')))";
    add(`(lower(o.number) LIKE ? ESCAPE '\\' OR o.contact LIKE ? ESCAPE '\\' OR COALESCE(c.phone, '') LIKE ? ESCAPE '\\' OR ${name} LIKE ? ESCAPE '\\')`, like, like, like, like);
  }
  const { results: rows } = await d1
    .prepare(
      `SELECT o.id, o.number, o.status, o.status_version, o.total, o.subtotal, o.delivery_fee, o.currency, o.fulfilment, o.address,
              o.location_latitude, o.location_longitude, o.location_name, o.location_address, o.payment_method, o.notes, o.conversation, o.contact, o.created_at, o.updated_at,
              c.first_name, c.last_name, c.phone AS customer_phone
         FROM orders o LEFT JOIN customers c ON c.workspace_id = o.workspace_id AND c.contact = o.contact
        WHERE ${where.join(" AND ")}
        ORDER BY o.id DESC LIMIT ?`,
    )
    .bind(...params, filter.limit)
    .all<ListedRow>();
  if (!rows.length) return [];

  const ids = JSON.stringify(rows.map((r) => r.id));
  const [items, history] = await d1.batch([
    d1.prepare("SELECT order_id, name, sku, quantity, unit_price, line_total FROM order_items WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id").bind(ids),
    // The operator's name comes along with their id (migration 0006's operators).
    d1
      .prepare(
        `SELECT h.*, op.name AS operator_name FROM order_status_history h LEFT JOIN operators op ON op.workspace_id = ? AND op.id = h.operator_id
          WHERE h.order_id IN (SELECT value FROM json_each(?)) ORDER BY h.order_id, h.version`,
      )
      .bind(workspaceId, ids),
  ]);
  const itemsOf = groupBy(items.results as { order_id: number; name: string; sku: string; quantity: number; unit_price: number; line_total: number }[]);
  const historyOf = groupBy(history.results as unknown as (StatusChangeRow & { operator_name: string | null })[]);

  return rows.map((r) => {
    const fulfilment = r.fulfilment === "delivery" ? "delivery" : "pickup";
    return {
      id: r.id,
      number: r.number,
      status: r.status,
      next: allowedNext(r.status, fulfilment),
      version: r.status_version,
      total: r.total,
      subtotal: r.subtotal,
      deliveryFee: r.delivery_fee,
      currency: r.currency,
      items: (itemsOf.get(r.id) ?? []).map((i) => ({ name: i.name, sku: i.sku, quantity: i.quantity, unitPrice: i.unit_price, lineTotal: i.line_total })),
      customer: { name: [r.first_name, r.last_name].filter(Boolean).join(" ") || null, phone: r.customer_phone ?? r.contact, contact: r.contact },
      fulfilment,
      address: r.address,
      location: withMapLink(locationFromColumns(r)),
      payment: r.payment_method,
      notes: r.notes,
      conversation: r.conversation,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      history: (historyOf.get(r.id) ?? []).map((h) => historyView(h)),
    };
  });
}

export function historyView(h: StatusChangeRow & { operator_name?: string | null }, operatorName = h.operator_name ?? null): OrderHistoryView {
  return { version: h.version, from: h.from_status, status: h.to_status, by: h.changed_by, operatorId: h.operator_id, operatorName, note: h.note, notice: h.notice, at: h.created_at };
}

/** One order as the list shows it (after a change), or null if it is not this workspace's. */
export async function getOrderView(d1: D1Database, workspaceId: string, orderId: number): Promise<OrderView | null> {
  const [one] = await listOrders(d1, workspaceId, { id: orderId, limit: 1 });
  return one ?? null;
}

function groupBy<T extends { order_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r]);
  return out;
}

function withMapLink(location: SharedLocation | null): OrderView["location"] {
  return location ? { ...location, mapUrl: mapLink(location) } : null;
}
