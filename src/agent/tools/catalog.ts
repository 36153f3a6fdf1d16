import { z } from "zod";
import { matchProduct } from "../understand";
import type { Product } from "../ports";
import { defineTool, ToolError } from "./registry";

export function productView(p: Product) {
  return { id: p.id, sku: p.sku, name: p.name, category: p.category, price: p.price, inStock: p.stock === null || p.stock > 0, stock: p.stock };
}

export const catalogTools = [
  defineTool({
    name: "search_products",
    description: "Busca productos del catálogo por nombre, alias, marca o categoría. Devuelve precios en centavos y stock.",
    input: z.object({ query: z.string().min(1).max(200), limit: z.number().int().min(1).max(10).default(5) }),
    async run(ctx, { query, limit }) {
      const catalog = await ctx.catalog();
      const match = matchProduct(query, catalog);
      let found: Product[] = [];
      if (match.kind === "one") found = catalog.filter((p) => p.id === match.productId);
      else if (match.kind === "ambiguous") found = catalog.filter((p) => match.productIds.includes(p.id));
      else {
        const q = query.toLowerCase();
        found = catalog.filter((p) => p.category.toLowerCase().includes(q) || p.name.toLowerCase().includes(q));
      }
      return { match: match.kind, products: found.slice(0, limit).map(productView) };
    },
  }),
  defineTool({
    name: "get_product_details",
    description: "Detalle de un producto por id.",
    input: z.object({ productId: z.string().min(1) }),
    async run(ctx, { productId }) {
      const p = (await ctx.catalog()).find((x) => x.id === productId);
      if (!p) throw new ToolError("product_not_found", `No existe el producto ${productId}.`);
      return { ...productView(p), description: p.description, aliases: p.aliases };
    },
  }),
  defineTool({
    name: "get_categories",
    description: "Categorías del catálogo con la cantidad de productos de cada una.",
    input: z.object({}),
    async run(ctx) {
      const counts = new Map<string, number>();
      for (const p of await ctx.catalog()) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
      return { categories: [...counts].map(([name, products]) => ({ name, products })) };
    },
  }),
];
