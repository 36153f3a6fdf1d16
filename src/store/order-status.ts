import { allowedNext, type OrderStatus } from "../lib/order-lifecycle";

// Moving an order along its lifecycle in D1: one batch per change (the guarded status update,
// its history row, and for a cancellation the stock coming back), whoever moves it (the agent
// cancelling for the customer, or an operator). Guarded by orders.status_version, so of two
// changes racing from the same version exactly one is written.

export type ChangedBy = "agent" | "operator" | "system";

export interface StatusChangeRow {
  id: number;
  order_id: number;
  version: number;
  from_status: string | null;
  to_status: string;
  changed_by: string;
  operator_id: string | null;
  note: string | null;
  notice: string | null;
  created_at: number;
}

interface OrderState {
  id: number;
  number: string;
  status: string;
  status_version: number;
  fulfilment: string;
  conversation: string;
}

export interface StatusChangeRequest {
  to: OrderStatus;
  by: ChangedBy;
  operatorId: string | null;
  note: string | null;
  /** The agent may only act on orders nobody has started on; operators follow the lifecycle. */
  onlyFrom?: OrderStatus;
}

export type StatusChangeResult =
  | { ok: true; order: OrderState; change: StatusChangeRow; repeated: boolean }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; status: string; allowed: OrderStatus[] };

/** How many times a change lost to a concurrent one is re-evaluated before giving up. */
const RACE_ATTEMPTS = 4;

/**
 * Moves one order (of this workspace) to `to`. Asking for the status it already has is not an
 * error: it answers with the change that got it there (repeated), so a retried request is safe.
 */
export async function changeOrderStatus(d1: D1Database, workspaceId: string, orderId: number, request: StatusChangeRequest, now: number): Promise<StatusChangeResult> {
  for (let attempt = 0; attempt < RACE_ATTEMPTS; attempt++) {
    const order = await d1
      .prepare("SELECT id, number, status, status_version, fulfilment, conversation FROM orders WHERE workspace_id = ? AND id = ?")
      .bind(workspaceId, orderId)
      .first<OrderState>();
    if (!order) return { ok: false, reason: "not_found" };
    if (order.status === request.to) {
      const change = await lastChangeTo(d1, order.id, request.to);
      if (change) return { ok: true, order, change, repeated: true };
    }
    const allowed = request.onlyFrom && order.status !== request.onlyFrom ? [] : allowedNext(order.status, order.fulfilment === "delivery" ? "delivery" : "pickup");
    if (!allowed.includes(request.to)) return { ok: false, reason: "not_allowed", status: order.status, allowed };

    const version = order.status_version + 1;
    const statements = [
      d1
        .prepare("UPDATE orders SET status = ?1, status_version = ?2, updated_at = ?3 WHERE id = ?4 AND status_version = ?5")
        .bind(request.to, version, now, order.id, order.status_version),
      // Written only if the update above won: the version and the status must be ours.
      d1
        .prepare(
          `INSERT OR IGNORE INTO order_status_history (order_id, version, from_status, to_status, changed_by, operator_id, note, notice, created_at)
           SELECT id, status_version, ?1, status, ?2, ?3, ?4, ?5, ?6 FROM orders WHERE id = ?7 AND status_version = ?8 AND status = ?9`,
        )
        .bind(order.status, request.by, request.operatorId, request.note, request.by === "agent" ? "none" : null, now, order.id, version, request.to),
      ...(request.to === "cancelled" ? returnStock(d1, order.id, now) : []),
    ];
    const [update] = await d1.batch(statements);
    if (update.meta.changes === 1) {
      const change = await d1.prepare("SELECT * FROM order_status_history WHERE order_id = ? AND version = ?").bind(order.id, version).first<StatusChangeRow>();
      if (!change) throw new Error(`order ${order.id} moved to version ${version} without its history row`);
      return { ok: true, order: { ...order, status: request.to, status_version: version }, change, repeated: false };
    }
    // Someone else changed it between our read and our write: decide again on what it is now.
  }
  throw new Error(`order ${orderId}: status change kept losing to concurrent changes`);
}

function lastChangeTo(d1: D1Database, orderId: number, status: string): Promise<StatusChangeRow | null> {
  return d1.prepare("SELECT * FROM order_status_history WHERE order_id = ? AND to_status = ? ORDER BY version DESC LIMIT 1").bind(orderId, status).first<StatusChangeRow>();
}

/**
 * The items of a cancelled order go back to stock, once: the flag is checked and set in the same
 * batch, so a retried or concurrent cancellation (agent and operator alike) returns nothing twice.
 */
function returnStock(d1: D1Database, orderId: number, now: number): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `UPDATE stock SET quantity = quantity + (SELECT SUM(quantity) FROM order_items WHERE order_id = ?1 AND product_id = stock.product_id),
                updated_at = ?2
          WHERE product_id IN (SELECT product_id FROM order_items WHERE order_id = ?1)
            AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'cancelled' AND stock_returned = 0)`,
      )
      .bind(orderId, now),
    d1.prepare("UPDATE orders SET stock_returned = 1 WHERE id = ? AND status = 'cancelled'").bind(orderId),
  ];
}

/** Records how the customer was told of a change (after the conversation took it). */
export async function recordNotice(d1: D1Database, changeId: number, notice: string): Promise<void> {
  await d1.prepare("UPDATE order_status_history SET notice = ? WHERE id = ?").bind(notice, changeId).run();
}
