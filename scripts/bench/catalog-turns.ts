// Bundled by scripts/bench-catalog.mjs (esbuild) and run in Node: which catalog reads one turn
// of the agent makes. The agent's real turn code runs over an in-memory copy of the bench's
// catalog whose port records every call (searches by their words, products by id, category
// pages); the bench then measures each search's D1 rows inside the Worker. A turn never lists
// the catalog: these calls are all it reads.
export { MAX_SEARCHES_PER_TURN } from "../../src/agent/catalog-reads";
import { runJob } from "../../src/agent/job";
import { kinds } from "../../src/agent/kinds";
import type { CatalogPort, Product } from "../../src/agent/ports";
import { newSession } from "../../src/agent/session";
import { CommerceProfileSchema } from "../../src/lib/commerce-profile";
import { MemoryStore } from "../../test/support/memory-ports";

export interface TurnReads {
  said: string;
  searches: string[];
  /** Products fetched by id or SKU. */
  byId: number;
  /** Category pages read (each at most 200 index matches). */
  pages: number;
  categories: number;
  replies: string[];
}

/** The catalog calls each message makes, each in a conversation of its own. */
export async function turnReads(workspaceId: string, rows: string[][], profile: unknown, messages: string[]): Promise<TurnReads[]> {
  const products: Product[] = rows.map(([sku, name, brand, category, subcategory, price]) => ({
    id: `${workspaceId}.${sku}`,
    sku,
    name,
    brand: brand || null,
    aliases: [],
    category,
    subcategory: subcategory || null,
    description: null,
    price: Math.round(Number(price.replace(/\./g, "").replace(",", ".")) * 100),
    active: true,
    stock: null,
  }));
  const store = new MemoryStore({ workspaceId, kindId: "retail", currency: "ARS", timezone: "America/Argentina/Cordoba", profile: CommerceProfileSchema.parse(profile), products });
  const kind = kinds.get("retail");
  const out: TurnReads[] = [];
  for (const [i, said] of messages.entries()) {
    const contact = `5491199${String(i).padStart(5, "0")}`;
    const ports = store.ports(contact, { now: () => Date.UTC(2026, 2, 2, 17) });
    const reads: TurnReads = { said, searches: [], byId: 0, pages: 0, categories: 0, replies: [] };
    const port = ports.catalog;
    const recording: CatalogPort = {
      search: (q, o) => (reads.searches.push(q), port.search(q, o)),
      byIds: (ids) => ((reads.byId += ids.length), port.byIds(ids)),
      bySkus: (skus) => ((reads.byId += skus.length), port.bySkus(skus)),
      categories: () => (reads.categories++, port.categories()),
      inCategory: (c, l) => (reads.pages++, port.inCategory(c, l)),
      topSellers: (l) => port.topSellers(l),
    };
    const session = newSession(`bench-${contact}`, Date.now(), kind.definition.initialState);
    const result = await runJob(kind, session, { type: "messages", key: `bench/${contact}/t0`, contact, messages: [{ id: "m0", at: Date.now(), content: { type: "text", text: said } }] }, { ...ports, catalog: recording });
    reads.replies = result.replies.map((r) => ("text" in r ? r.text : r.type));
    out.push(reads);
  }
  return out;
}
