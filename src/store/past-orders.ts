import type { PastOrder, PastOrdersPort } from "../agent/ports";
import { withItems, type OrderRow } from "./orders";

// A customer's own orders for after-sale support and a returning customer's context: the
// order, its items, and when its status last changed (the row of its history that made its current
// status, else the order's last update).

const MAX_RECENT = 10;

export function d1PastOrders(d1: D1Database, workspaceId: string): PastOrdersPort {
  return {
    async recent(contact, limit) {
      const n = Math.max(1, Math.min(MAX_RECENT, Math.trunc(limit) || 1));
      const { results } = await d1
        .prepare(
          `SELECT o.*, COALESCE(h.created_at, o.updated_at) AS status_changed_at, h.note AS status_note
             FROM orders o
             LEFT JOIN order_status_history h ON h.order_id = o.id AND h.version = o.status_version
            WHERE o.workspace_id = ? AND o.contact = ?
            ORDER BY o.id DESC LIMIT ?`,
        )
        .bind(workspaceId, contact, n)
        .all<OrderRow & { status_changed_at: number | null; status_note: string | null }>();
      return Promise.all(
        results.map(async (row): Promise<PastOrder> => ({ ...(await withItems(d1, row)), statusChangedAt: row.status_changed_at ?? row.created_at, statusNote: row.status_note })),
      );
    },
  };
}
