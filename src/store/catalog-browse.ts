import type { Product } from "../agent/ports";
import { TtlCache } from "../lib/ttl-cache";
import { productTerms, workspaceToken } from "../lib/product-text";
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from "./catalog-rows";

// Browsing the catalog without reading it: a page of one category through the search index, and
// what sells most from the shop's recent orders. Both read a bounded number of rows whatever the
// catalog's size (at most PAGE_SCAN index matches; the last RECENT_ORDERS orders, once per
// isolate every few minutes).

/** Most index matches a category page looks at (then filtered to the exact category, by name). */
const PAGE_SCAN = 200;
/** How many recent orders say what sells most. */
const RECENT_ORDERS = 300;
const bestSellers = new TtlCache<{ productId: string; units: number }[]>(10 * 60_000);

const quote = (t: string) => `"${t.replace(/"/g, "")}"`;

/** Up to `limit` active products of a category, by name, found through its words in the index. */
export async function categoryPage(d1: D1Database, workspaceId: string, category: string, limit = 100): Promise<Product[]> {
  const words = productTerms({ name: "", category }).extra;
  if (!words.length) return [];
  const match = [`ws_key:${workspaceToken(workspaceId)}`, ...words.map((w) => `{extra_terms}:${quote(w)}`)].join(" AND ");
  const { results } = await d1
    .prepare(
      `SELECT ${PRODUCT_COLUMNS}
         FROM (SELECT rowid AS id FROM product_search_fts WHERE product_search_fts MATCH ?1 LIMIT ?2) f
         CROSS JOIN product_search ps ON ps.id = f.id
         CROSS JOIN products p ON p.id = ps.product_id
         LEFT JOIN stock s ON s.product_id = p.id
        WHERE p.workspace_id = ?3 AND p.active = 1 AND p.category = ?4`,
    )
    .bind(match, PAGE_SCAN, workspaceId, category)
    .all<ProductRow>();
  return results
    .map(toProduct)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, Math.max(1, Math.min(limit, 100)));
}

/** Units sold per product in the shop's last RECENT_ORDERS orders (cancelled ones left out), best first. */
export async function topSellers(d1: D1Database, workspaceId: string, limit = 100): Promise<{ productId: string; units: number }[]> {
  const all = await bestSellers.get(workspaceId, async () => {
    const { results } = await d1
      .prepare(
        `SELECT oi.product_id AS productId, SUM(oi.quantity) AS units
           FROM (SELECT id FROM orders WHERE workspace_id = ?1 AND status != 'cancelled' ORDER BY created_at DESC LIMIT ?2) o
           CROSS JOIN order_items oi ON oi.order_id = o.id
          GROUP BY oi.product_id ORDER BY units DESC, oi.product_id LIMIT 100`,
      )
      .bind(workspaceId, RECENT_ORDERS)
      .all<{ productId: string; units: number }>();
    return results;
  });
  return all.slice(0, limit);
}
