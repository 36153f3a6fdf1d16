import type { CatalogPort } from "../agent/ports";
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from "./catalog-rows";
import { boughtWith } from "./bought-together";
import { categoryPage, topSellers } from "./catalog-browse";
import { searchProducts } from "./catalog-search";

/** Most products one byIds or bySkus call returns: a cart or a list of choices, never the catalog. */
const MAX_IDS = 100;

export function d1Catalog(d1: D1Database, workspaceId: string): CatalogPort {
  return {
    async search(query, opts) {
      return (await searchProducts(d1, workspaceId, query, opts)).result;
    },

    byIds: (ids) => productsBy(d1, workspaceId, "id", ids),

    bySkus: (skus) => productsBy(d1, workspaceId, "sku", skus, { activeOnly: true }),

    inCategory: (category, limit) => categoryPage(d1, workspaceId, category, limit),

    topSellers: (limit) => topSellers(d1, workspaceId, limit),
    boughtWith: (ids, limit) => boughtWith(d1, workspaceId, ids, limit),

    async categories() {
      const { results } = await d1
        .prepare("SELECT category, products FROM catalog_categories WHERE workspace_id = ? ORDER BY category")
        .bind(workspaceId)
        .all<{ category: string; products: number }>();
      return results;
    },
  };
}

/**
 * Products by id or by SKU, in the order asked, unknown ones left out: at most MAX_IDS, each
 * found through the primary key or the (workspace, sku) index.
 */
async function productsBy(d1: D1Database, workspaceId: string, column: "id" | "sku", values: string[], opts: { activeOnly?: boolean } = {}) {
  const wanted = [...new Set(values)].filter((v) => typeof v === "string" && v.length <= 200).slice(0, MAX_IDS);
  if (wanted.length === 0) return [];
  const { results } = await d1
    .prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN stock s ON s.product_id = p.id
        WHERE p.workspace_id = ?1${opts.activeOnly ? " AND p.active = 1" : ""} AND p.${column} IN (SELECT value FROM json_each(?2))`,
    )
    .bind(workspaceId, JSON.stringify(wanted))
    .all<ProductRow>();
  const found = new Map(results.map((r) => [r[column], toProduct(r)]));
  return wanted.flatMap((v) => found.get(v) ?? []);
}
