import type { Product } from "../agent/ports";

// A products row as the catalog queries select it, and the Product the agent sees.

export interface ProductRow {
  id: string;
  sku: string;
  name: string;
  brand: string | null;
  aliases: string;
  category: string;
  subcategory: string | null;
  description: string | null;
  price: number;
  active: number;
  stock: number | null;
}

/** The columns of ProductRow, over `products p LEFT JOIN stock s`. */
export const PRODUCT_COLUMNS = "p.id, p.sku, p.name, p.brand, p.aliases, p.category, p.subcategory, p.description, p.price, p.active, s.quantity AS stock";

/** The aliases column (a JSON array); anything else reads as none. */
export function parseAliases(json: string): string[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function toProduct(r: ProductRow): Product {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    brand: r.brand,
    aliases: parseAliases(r.aliases),
    category: r.category,
    subcategory: r.subcategory,
    description: r.description,
    price: r.price,
    active: r.active === 1,
    stock: r.stock,
  };
}
