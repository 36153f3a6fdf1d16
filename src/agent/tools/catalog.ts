import { z } from "zod";
import type { SearchResult } from "../../lib/product-match";
import type { Product } from "../ports";
import { defineTool, ToolError } from "./registry";

export function productView(p: Product) {
  return { id: p.id, sku: p.sku, name: p.name, category: p.category, price: p.price, inStock: p.stock === null || p.stock > 0, stock: p.stock };
}

/** What a search found, as the model reads it: the match, the products and the words the shop does not sell. */
export function searchView(result: SearchResult<Product>, limit: number) {
  if (result.kind === "one") return { match: "one", products: [productView(result.product)], notSold: [] };
  if (result.kind === "none") return { match: "none", products: [], notSold: result.unmatched };
  return {
    match: result.unmatched.length || result.sizeUnavailable ? "closest" : "ambiguous",
    products: result.choices.slice(0, limit).map((c) => ({ ...productView(c.product), distinguishing: c.distinguishing })),
    notSold: result.unmatched,
    sizeUnavailable: result.sizeUnavailable,
  };
}

export const catalogTools = [
  defineTool({
    name: "search_products",
    description:
      "Busca productos del catálogo por nombre, marca o categoría (con errores de tipeo). Devuelve precios en centavos y stock; notSold son palabras que el local no vende.",
    input: z.object({ query: z.string().min(1).max(200), limit: z.number().int().min(1).max(10).default(5) }),
    async run(ctx, { query, limit }) {
      return searchView(await ctx.catalog.search(query), limit);
    },
  }),
  defineTool({
    name: "get_product_details",
    description: "Detalle de un producto por id.",
    input: z.object({ productId: z.string().min(1).max(200) }),
    async run(ctx, { productId }) {
      const [p] = await ctx.catalog.products([productId]);
      if (!p || !p.active) throw new ToolError("product_not_found", `No existe el producto ${productId}.`);
      return { ...productView(p), description: p.description, aliases: p.aliases };
    },
  }),
  defineTool({
    name: "get_categories",
    description: "Categorías del catálogo con la cantidad de productos de cada una.",
    input: z.object({}),
    async run(ctx) {
      return { categories: (await ctx.catalog.categories()).map((c) => ({ name: c.category, products: c.products })) };
    },
  }),
];
