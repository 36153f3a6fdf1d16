import { OutOfStockError, type NewOrder, type OrderRecord, type OrdersPort } from "../agent/ports";
import { addMinor, multiplyMinor } from "../lib/money";
import type { Workspace } from "./profile";
import { deliveryFee } from "../lib/commerce-profile";
import { AGENT_CHANGEABLE_STATUS } from "../lib/order-lifecycle";
import { changeOrderStatus } from "./order-status";
import { locationFromColumns } from "../lib/location";
import { customerUpsert } from "./customers";

export interface OrderRow {
  id: number;
  number: string;
  status: string;
  fulfilment: string;
  address: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
  location_name: string | null;
  location_address: string | null;
  payment_method: string | null;
  subtotal: number;
  delivery_fee: number;
  total: number;
  currency: string;
  created_at: number;
}

interface PricedProduct {
  id: string;
  sku: string;
  name: string;
  price: number;
  stock: number | null;
}

/**
 * Orders in D1. Prices and totals are computed here from the catalog rows, never taken from the
 * caller. One batch (a transaction) writes the order, its items and the stock decrements; the
 * CHECK (quantity >= 0) on stock makes a lost race abort the whole batch.
 */
export function d1Orders(d1: D1Database, workspace: Workspace, conversation: string, clock: { now(): number }): OrdersPort {
  async function load(where: string, ...params: unknown[]): Promise<OrderRecord | null> {
    const row = await d1.prepare(`SELECT * FROM orders WHERE ${where}`).bind(...params).first<OrderRow>();
    return row ? withItems(d1, row) : null;
  }

  async function priced(ids: string[]): Promise<Map<string, PricedProduct>> {
    const placeholders = ids.map(() => "?").join(",");
    const { results } = await d1
      .prepare(
        `SELECT p.id, p.sku, p.name, p.price, s.quantity AS stock FROM products p LEFT JOIN stock s ON s.product_id = p.id
          WHERE p.workspace_id = ? AND p.active = 1 AND p.id IN (${placeholders})`,
      )
      .bind(workspace.id, ...ids)
      .all<PricedProduct>();
    return new Map(results.map((r) => [r.id, r]));
  }

  function shortfall(lines: NewOrder["lines"], products: Map<string, PricedProduct>): OutOfStockError | null {
    for (const line of lines) {
      const p = products.get(line.productId);
      if (!p) return new OutOfStockError(line.productId, line.productId, 0);
      if (p.stock !== null && p.stock < line.quantity) return new OutOfStockError(p.id, p.name, p.stock);
    }
    return null;
  }

  return {
    async create(order) {
      const existing = await load("idempotency_key = ?", order.idempotencyKey);
      if (existing) return existing;
      if (order.lines.length === 0) throw new Error("an order needs at least one item");

      const lines = mergeLines(order.lines);
      const products = await priced(lines.map((l) => l.productId));
      const missing = shortfall(lines, products);
      if (missing) throw missing;

      const items = lines.map((l) => {
        const p = products.get(l.productId)!;
        return { ...p, quantity: l.quantity, lineTotal: multiplyMinor(p.price, l.quantity) };
      });
      const subtotal = addMinor(...items.map((i) => i.lineTotal));
      const fee = deliveryFee(workspace.profile, subtotal, order.fulfilment);
      const total = addMinor(subtotal, fee);
      const now = clock.now();
      const pin = validLocation(order.location);
      const nextSeq = "(SELECT COALESCE(MAX(seq), 0) + 1 FROM orders WHERE workspace_id = ?1)";
      const orderId = "(SELECT id FROM orders WHERE idempotency_key = ?1)";

      const statements: D1PreparedStatement[] = [
        // The customer as the summary showed them, in the order's batch: details kept only in the
        // session (given before an order was open) reach the row the order links to.
        customerUpsert(d1, workspace.id, order.contact, order.customer, now),
        d1
          .prepare(
            `INSERT INTO orders (workspace_id, seq, number, conversation, customer_id, contact, status, fulfilment, address,
                                 payment_method, notes, currency, subtotal, delivery_fee, total, idempotency_key, created_at, updated_at,
                                 location_latitude, location_longitude, location_name, location_address)
             VALUES (?1, ${nextSeq}, 'ORD-' || printf('%05d', ${nextSeq}), ?2, (SELECT id FROM customers WHERE workspace_id = ?1 AND contact = ?3),
                     ?3, 'confirmed', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13, ?14, ?15, ?16, ?17)`,
          )
          .bind(
            workspace.id, conversation, order.contact, order.fulfilment, order.address, order.paymentMethod, order.notes, workspace.currency, subtotal, fee, total, order.idempotencyKey, now,
            pin?.latitude ?? null, pin?.longitude ?? null, pin?.name?.slice(0, 1024) ?? null, pin?.address?.slice(0, 1024) ?? null,
          ),
        // The first row of its history: confirmed by the customer's "sí", written by the agent.
        d1
          .prepare(
            `INSERT INTO order_status_history (order_id, version, from_status, to_status, changed_by, notice, created_at)
             VALUES (${orderId}, 1, NULL, 'confirmed', 'agent', 'none', ?2)`,
          )
          .bind(order.idempotencyKey, now),
        ...items.map((i) =>
          d1
            .prepare(`INSERT INTO order_items (order_id, product_id, sku, name, unit_price, quantity, line_total) VALUES (${orderId}, ?2, ?3, ?4, ?5, ?6, ?7)`)
            .bind(order.idempotencyKey, i.id, i.sku, i.name, i.price, i.quantity, i.lineTotal),
        ),
        ...items
          .filter((i) => i.stock !== null)
          .map((i) => d1.prepare("UPDATE stock SET quantity = quantity - ?1, updated_at = ?2 WHERE product_id = ?3").bind(i.quantity, now, i.id)),
      ];

      try {
        await d1.batch(statements);
      } catch (err) {
        const message = String((err as Error).message ?? err);
        if (/UNIQUE constraint failed: orders\.idempotency_key/i.test(message)) {
          const raced = await load("idempotency_key = ?", order.idempotencyKey);
          if (raced) return raced;
        }
        if (/CHECK constraint failed/i.test(message)) {
          // Someone took the last units between our read and our write: name the item.
          const fresh = await priced(lines.map((l) => l.productId));
          throw shortfall(lines, fresh) ?? new OutOfStockError(lines[0].productId, products.get(lines[0].productId)!.name, 0);
        }
        throw err;
      }
      const written = await load("idempotency_key = ?", order.idempotencyKey);
      if (!written) throw new Error("order batch committed but the order is missing");
      return written;
    },

    get(number) {
      return load("workspace_id = ? AND number = ?", workspace.id, number.toUpperCase());
    },

    async history(contact, limit) {
      const { results } = await d1
        .prepare("SELECT * FROM orders WHERE workspace_id = ? AND contact = ? ORDER BY id DESC LIMIT ?")
        .bind(workspace.id, contact, limit)
        .all<OrderRow>();
      return Promise.all(results.map((row) => withItems(d1, row)));
    },

    async cancel(number, contact) {
      const order = await load("workspace_id = ? AND number = ? AND contact = ?", workspace.id, number.toUpperCase(), contact);
      if (!order) return null;
      // Only an order nobody has started on; a retried cancel finds it cancelled and changes nothing.
      await changeOrderStatus(d1, workspace.id, order.id, { to: "cancelled", by: "agent", operatorId: null, note: null, onlyFrom: AGENT_CHANGEABLE_STATUS }, clock.now());
      return load("id = ?", order.id);
    },
  };
}

/** An order row with its items, as the agent reads orders. */
export async function withItems(d1: D1Database, row: OrderRow): Promise<OrderRecord> {
  const { results } = await d1
    .prepare("SELECT product_id, sku, name, unit_price, quantity, line_total FROM order_items WHERE order_id = ? ORDER BY id")
    .bind(row.id)
    .all<{ product_id: string; sku: string; name: string; unit_price: number; quantity: number; line_total: number }>();
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    fulfilment: row.fulfilment === "delivery" ? "delivery" : "pickup",
    address: row.address,
    location: locationFromColumns(row),
    paymentMethod: row.payment_method,
    subtotal: row.subtotal,
    deliveryFee: row.delivery_fee,
    total: row.total,
    currency: row.currency,
    createdAt: row.created_at,
    items: results.map((i) => ({
      productId: i.product_id,
      sku: i.sku,
      name: i.name,
      unitPrice: i.unit_price,
      quantity: i.quantity,
      lineTotal: i.line_total,
    })),
  };
}

function mergeLines(lines: NewOrder["lines"]): NewOrder["lines"] {
  const merged = new Map<string, number>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity <= 0) throw new Error(`invalid quantity ${l.quantity}`);
    merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** A location is stored only with both coordinates in range (it crossed zod once; this is the store's own check). */
function validLocation(location: NewOrder["location"]): NewOrder["location"] {
  if (!location) return null;
  const { latitude, longitude } = location;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return location;
}
