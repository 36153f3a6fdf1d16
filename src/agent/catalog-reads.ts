import type { SearchResult } from "../lib/product-match";
import { parseQuery, productTerms } from "../lib/product-text";
import type { CatalogPort, Product } from "./ports";
import { plainerQuery } from "./search-variants";
import { withoutMentionsOnly } from "./mentioned-only";
import { isProduceItself, produceAsked } from "./understand/product-hints";
import { resultProducts } from "../lib/product-match";

// What one turn has read of the catalog: products by id and searches by their words, each read
// once and shared by the turn's forks (the rules' trial run and the real one). A turn reads only
// what it names — the cart's products, a search per product phrase — never the catalog.

/**
 * Choices one search hands over: enough for a product list (30), so the understanding and the
 * answer to a question share one search of the same words.
 */
export const DEFAULT_LIMIT = 30;

/** Most distinct searches one turn makes (a pasted list of a few products reads each line and its shorter phrases); later phrases of a very long message match nothing. */
export const MAX_SEARCHES_PER_TURN = 24;

export class CatalogReads {
  private readonly byId = new Map<string, Product>();
  private readonly searches = new Map<string, Promise<SearchResult<Product>>>();
  private readonly pages = new Map<string, Promise<Product[]>>();
  private categoryList: Promise<{ category: string; products: number }[]> | null = null;

  constructor(private readonly port: CatalogPort) {}

  /** These products (active or not) as the catalog has them now, in the order asked; unknown ids are left out. */
  async products(ids: readonly string[]): Promise<Product[]> {
    const missing = [...new Set(ids)].filter((id) => !this.byId.has(id));
    if (missing.length) for (const p of await this.port.byIds(missing)) this.byId.set(p.id, p);
    return ids.flatMap((id) => this.byId.get(id) ?? []);
  }

  /** The catalog's search, once per words and limit in this turn; what it finds is known by id after. */
  search(query: string, limit = DEFAULT_LIMIT): Promise<SearchResult<Product>> {
    const key = `${limit}|${query}`;
    let found = this.searches.get(key);
    if (!found) {
      if (this.searches.size >= MAX_SEARCHES_PER_TURN) return Promise.resolve({ kind: "none", unmatched: [] });
      found = this.port.search(query, { limit }).then(async (said) => {
        const r = await withoutMentionsOnly(query, onlyProduce(query, await this.plainer(query, limit, said)), (head) => this.port.search(head, { limit }));
        for (const p of resultProducts(r)) if (!this.byId.has(p.id)) this.byId.set(p.id, p);
        return r;
      });
      this.searches.set(key, found);
    }
    return found;
  }

  /**
   * Words found nothing whole as said ("aguitas", "4 rollos de papel higienico"): their plainer
   * reading is searched once, and its answer kept when it finds them whole.
   */
  private async plainer(query: string, limit: number, said: SearchResult<Product>): Promise<SearchResult<Product>> {
    const whole = (r: SearchResult<Product>) => r.kind === "one" || (r.kind === "ambiguous" && !r.unmatched.length);
    const plain = plainerQuery(query);
    // Found whole by the words themselves ("galletitas"), not by a spelling correction ("aguitas" → "Águila").
    if (!plain || (whole(said) && literally(query, said))) return said;
    const r = await this.port.search(plain, { limit });
    return whole(r) ? r : said;
  }

  /** Active products by SKU (a cart from the WhatsApp catalog), in the order asked; known by id after. */
  async bySkus(skus: readonly string[]): Promise<Product[]> {
    const products = await this.port.bySkus([...new Set(skus)]);
    this.remember(products);
    return products;
  }

  /** The shop's categories with their product counts, read once per turn. */
  categories(): Promise<{ category: string; products: number }[]> {
    return (this.categoryList ??= this.port.categories());
  }

  /** Up to `limit` products of one category (a category page), read once per turn. */
  async inCategory(category: string, limit = 100): Promise<Product[]> {
    const key = `${limit}|${category}`;
    let page = this.pages.get(key);
    if (!page) {
      page = this.port.inCategory(category, limit);
      this.pages.set(key, page);
    }
    const products = await page;
    this.remember(products);
    return products;
  }

  /** Products learned this turn by any read (the reply guard's catalog). */
  known(): Product[] {
    return [...this.byId.values()];
  }

  /** Adds products read another way (a category page, a catalog cart). */
  remember(products: readonly Product[]): void {
    for (const p of products) this.byId.set(p.id, p);
  }
}

/** Every word searched is a word of a found product's name or brand as said. */
function literally(query: string, r: SearchResult<Product>): boolean {
  const found = resultProducts(r);
  const vocabulary = new Set(found.flatMap((p) => { const t = productTerms(p); return [...t.name, ...t.brand]; }));
  return parseQuery(query).terms.every((t) => vocabulary.has(t));
}

/**
 * words16: produce asked ("2 kilos de papas", "verdura") keeps only the products that are it;
 * "Caldo de Verduras" or "Ñoquis de Papa" for "verdura" or "papas" is a far-off product, so the
 * answer says plainly it is not sold.
 */
function onlyProduce(query: string, r: SearchResult<Product>): SearchResult<Product> {
  const produce = produceAsked(query);
  if (!produce || r.kind === "none") return r;
  if (r.kind === "one") return isProduceItself(r.product.name, produce, query) ? r : { kind: "none", unmatched: produce };
  const choices = r.choices.filter((c) => isProduceItself(c.product.name, produce, query));
  if (choices.length === r.choices.length) return r;
  if (!choices.length) return { kind: "none", unmatched: produce };
  return { ...r, choices };
}
