import type { CatalogPort, Product } from "../agent/ports";

interface ProductRow {
  id: string;
  sku: string;
  name: string;
  brand: string | null;
  aliases: string;
  category: string;
  description: string | null;
  price: number;
  active: number;
  stock: number | null;
}

export function d1Catalog(d1: D1Database, workspaceId: string): CatalogPort {
  return {
    async list(): Promise<Product[]> {
      const { results } = await d1
        .prepare(
          `SELECT p.id, p.sku, p.name, p.brand, p.aliases, p.category, p.description, p.price, p.active, s.quantity AS stock
             FROM products p LEFT JOIN stock s ON s.product_id = p.id
            WHERE p.workspace_id = ? AND p.active = 1 ORDER BY p.category, p.name`,
        )
        .bind(workspaceId)
        .all<ProductRow>();
      return results.map((r) => ({
        id: r.id,
        sku: r.sku,
        name: r.name,
        brand: r.brand,
        aliases: safeArray(r.aliases),
        category: r.category,
        description: r.description,
        price: r.price,
        active: r.active === 1,
        stock: r.stock,
      }));
    },
  };
}

function safeArray(json: string): string[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}
