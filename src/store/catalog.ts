import type { CatalogPort, Product } from "../agent/ports";
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from "./catalog-rows";
import { searchProducts } from "./catalog-search";

/** Most products one byIds call returns: a cart or a list of choices, never the catalog. */
const MAX_IDS = 100;

export function d1Catalog(d1: D1Database, workspaceId: string): CatalogPort {
  return {
    async list(): Promise<Product[]> {
      const { results } = await d1
        .prepare(
          `SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN stock s ON s.product_id = p.id
            WHERE p.workspace_id = ? AND p.active = 1 ORDER BY p.category, p.name`,
        )
        .bind(workspaceId)
        .all<ProductRow>();
      return results.map(toProduct);
    },

    async search(query, opts) {
      return (await searchProducts(d1, workspaceId, query, opts)).result;
    },

    async byIds(ids) {
      const wanted = [...new Set(ids)].slice(0, MAX_IDS);
      if (wanted.length === 0) return [];
      const { results } = await d1
        .prepare(
          `SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN stock s ON s.product_id = p.id
            WHERE p.workspace_id = ?1 AND p.id IN (SELECT value FROM json_each(?2))`,
        )
        .bind(workspaceId, JSON.stringify(wanted))
        .all<ProductRow>();
      const byId = new Map(results.map((r) => [r.id, toProduct(r)]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },

    async categories() {
      const { results } = await d1
        .prepare("SELECT category, products FROM catalog_categories WHERE workspace_id = ? ORDER BY category")
        .bind(workspaceId)
        .all<{ category: string; products: number }>();
      return results;
    },
  };
}
