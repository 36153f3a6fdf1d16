// Products bought together, from the shop's recent orders: for the cross-sell tip
// (src/agent/tips/). Reads the last RECENT_ORDERS orders that hold one of the given products
// (bounded by the index on order_items' order and the LIMIT, never the whole history) and
// counts, per other product, in how many of those orders it appears.

const RECENT_ORDERS = 300;
const MAX_IDS = 20;

export async function boughtWith(d1: D1Database, workspaceId: string, productIds: string[], limit = 5): Promise<{ productId: string; orders: number }[]> {
  const ids = [...new Set(productIds)].slice(0, MAX_IDS);
  if (!ids.length) return [];
  const marks = ids.map((_, i) => `?${i + 3}`).join(", ");
  const { results } = await d1
    .prepare(
      `WITH recent AS (
         SELECT DISTINCT o.id FROM orders o JOIN order_items oi ON oi.order_id = o.id
          WHERE o.workspace_id = ?1 AND o.status != 'cancelled' AND oi.product_id IN (${marks})
          ORDER BY o.id DESC LIMIT ?2)
       SELECT oi.product_id AS productId, COUNT(DISTINCT oi.order_id) AS orders
         FROM recent r JOIN order_items oi ON oi.order_id = r.id
        WHERE oi.product_id NOT IN (${marks})
        GROUP BY oi.product_id ORDER BY orders DESC, oi.product_id LIMIT ${Math.max(1, Math.min(20, Math.trunc(limit) || 1))}`,
    )
    .bind(workspaceId, RECENT_ORDERS, ...ids)
    .all<{ productId: string; orders: number }>();
  return results;
}
