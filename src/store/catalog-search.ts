import type { Product } from "../agent/ports";
import { PRODUCT_COLUMNS, parseAliases, toProduct, type ProductRow } from "./catalog-rows";
import { matchCandidates, type SearchResult } from "../lib/product-match";
import { allowedEdits, corrections, parseQuery, productTerms, sizeTokens, soundKey, workspaceToken } from "../lib/product-text";

// Product search over D1 that never reads the catalog:
// (CROSS JOIN keeps SQLite from planning the joins around a scan of the workspace's products.)
// 1. the query's terms are looked up in the workspace vocabulary (by key, plus the sound key and,
//    for a word the shop never wrote, the few terms sharing its first two letters) to correct
//    misspellings; 2. one FTS5 MATCH, limited to the workspace's token and ranked by bm25 with the
//    head noun weighted most, returns at most CANDIDATES products; 3. the pure ranking in
//    lib/product-match.ts decides between them as a shopkeeper would.

/** FTS candidates handed to the ranking. */
export const CANDIDATES = 60;
/** Query terms considered; the rest of a long message is chatter. */
const MAX_TERMS = 8;
/** Most vocabulary terms one misspelt word is compared with. */
const PREFIX_ROWS = 400;
/** Column weights: ws_key, head, name_terms, brand_terms, extra_terms. */
const BM25 = "bm25(product_search_fts, 0.0, 8.0, 3.0, 3.0, 1.0)";

export interface SearchOptions {
  /** Most choices offered when the words fit several products (WhatsApp lists hold 10). */
  limit?: number;
}

export interface SearchTrace {
  result: SearchResult<Product>;
  /** D1's rows_read over every query the search made. */
  rowsRead: number;
  queries: number;
}

/** Corrections for the query terms the vocabulary lacks: term → [term, …what it may have meant]. */
async function alternatives(d1: D1Database, workspaceId: string, terms: string[], trace: { rowsRead: number; queries: number }): Promise<Map<string, string[]>> {
  const alts = new Map<string, string[]>(terms.map((t) => [t, [t]]));
  const sounds = terms.map(soundKey);
  const known = await d1
    .prepare(
      `SELECT term, sound FROM catalog_terms WHERE workspace_id = ?1 AND term IN (SELECT value FROM json_each(?2))
       UNION ALL SELECT term, sound FROM catalog_terms WHERE workspace_id = ?1 AND sound IN (SELECT value FROM json_each(?3))`,
    )
    .bind(workspaceId, JSON.stringify(terms), JSON.stringify(sounds))
    .all<{ term: string; sound: string }>();
  trace.rowsRead += known.meta.rows_read ?? 0;
  trace.queries++;
  const vocabulary = new Set(known.results.map((r) => r.term));
  const unknown = terms.filter((t) => !vocabulary.has(t) && allowedEdits(t) > 0);
  const bySound = new Map<string, string[]>();
  for (const r of known.results) bySound.set(r.sound, [...(bySound.get(r.sound) ?? []), r.term]);
  const needPrefix = unknown.filter((t) => !bySound.has(soundKey(t)));
  const near: string[] = [];
  if (needPrefix.length) {
    // One indexed range per word (its first two letters), in one round trip.
    const ranges = await d1.batch<{ term: string }>(
      needPrefix.map((t) =>
        d1
          .prepare("SELECT term FROM catalog_terms WHERE workspace_id = ?1 AND term >= ?2 AND term < ?3 LIMIT ?4")
          .bind(workspaceId, t.slice(0, 2), t.slice(0, 1) + String.fromCharCode(t.charCodeAt(1) + 1), PREFIX_ROWS),
      ),
    );
    for (const r of ranges) {
      trace.rowsRead += r.meta.rows_read ?? 0;
      near.push(...r.results.map((x) => x.term));
    }
    trace.queries++;
  }
  for (const t of unknown) {
    const pool = [...(bySound.get(soundKey(t)) ?? []), ...near.filter((n) => n.startsWith(t.slice(0, 2)))];
    alts.set(t, [t, ...corrections(t, pool)]);
  }
  return alts;
}

const quote = (t: string) => `"${t.replace(/"/g, "")}"`;

/** Finds the product the words mean, or the few to ask between, from at most CANDIDATES FTS matches. */
export async function searchProducts(d1: D1Database, workspaceId: string, text: string, opts: SearchOptions = {}): Promise<SearchTrace> {
  const trace = { rowsRead: 0, queries: 0 };
  const q = parseQuery(text);
  q.terms = q.terms.slice(0, MAX_TERMS);
  if (q.terms.length === 0) return { result: { kind: "none", unmatched: [] }, ...trace };
  const alts = await alternatives(d1, workspaceId, q.terms, trace);
  const words = [...new Set([...alts.values()].flat())];
  const any = [...words, ...(q.size ? sizeTokens(q.size) : [])].map(quote).join(" OR ");
  const match = `ws_key:${workspaceToken(workspaceId)} AND {head name_terms brand_terms extra_terms}:(${any})`;
  const res = await d1
    .prepare(
      `SELECT ${PRODUCT_COLUMNS}
         FROM (SELECT rowid AS rid, ${BM25} AS rank FROM product_search_fts WHERE product_search_fts MATCH ?1 ORDER BY rank LIMIT ?2) f
         CROSS JOIN product_search ps ON ps.id = f.rid
         CROSS JOIN products p ON p.id = ps.product_id
         LEFT JOIN stock s ON s.product_id = p.id
        WHERE p.workspace_id = ?3 AND p.active = 1
        ORDER BY f.rank`,
    )
    .bind(match, CANDIDATES, workspaceId)
    .all<ProductRow>();
  trace.rowsRead += res.meta.rows_read ?? 0;
  trace.queries++;
  const candidates = res.results.map((r) => ({ product: toProduct(r), terms: productTerms({ ...r, aliases: parseAliases(r.aliases) }) }));
  return { result: matchCandidates(q, candidates, alts, opts.limit), ...trace };
}
