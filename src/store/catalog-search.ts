import type { Product } from "../agent/ports";
import { PRODUCT_COLUMNS, parseAliases, toProduct, type ProductRow } from "./catalog-rows";
import { matchCandidates, type SearchResult } from "../lib/product-match";
import { allowedEdits, corrections, parseQuery, productTerms, sizeTokens, soundKey, workspaceToken } from "../lib/product-text";

// Product search over D1 that never reads the catalog, and reads about as many rows for a
// common word in 50,000 products as in 2,000:
// 1. the query's words are looked up in the workspace vocabulary (by key, by Spanish sound key
//    and, for a word the shop never wrote, among the terms sharing its first two letters) to
//    correct misspellings; 2. unranked FTS5 MATCHes limited to the workspace's token, each
//    stopping at its LIMIT, pick at most BROAD products (see retrieve()); 3. the pure ranking in
//    lib/product-match.ts decides between them as a shopkeeper would. CROSS JOIN keeps SQLite
//    from planning the row fetch around a scan of the workspace's products.

/** A MATCH with at most this many products is taken whole. */
export const CANDIDATES = 60;
/** Most products handed to the ranking. */
const BROAD = 100;
/** Query terms considered; the rest of a long message is chatter. */
const MAX_TERMS = 8;
/** Most vocabulary terms one misspelt word is compared with. */
const PREFIX_ROWS = 400;

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
async function alternatives(
  d1: D1Database,
  workspaceId: string,
  terms: string[],
  trace: { rowsRead: number; queries: number },
): Promise<{ alts: Map<string, string[]>; vocabulary: Set<string> }> {
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
    const fixes = corrections(t, pool);
    for (const f of fixes) vocabulary.add(f);
    alts.set(t, [t, ...fixes]);
  }
  return { alts, vocabulary };
}

const quote = (t: string) => `"${t.replace(/"/g, "")}"`;
const anyOf = (words: readonly string[], columns = "head name_terms brand_terms extra_terms") => `{${columns}}:(${words.map(quote).join(" OR ")})`;

/**
 * The FTS rowids to rank, never more than BROAD, from unranked MATCHes that stop at their LIMIT
 * (so a common word costs the same in any catalog): the products that have every word (and the
 * size, when it narrows them to a complete set); when too many have them, those whose head noun
 * is one of the words; when none has them all, a few per word.
 */
async function retrieve(d1: D1Database, workspaceId: string, groups: string[][], size: string[] | null, trace: { rowsRead: number; queries: number }): Promise<number[]> {
  const ws = `ws_key:${workspaceToken(workspaceId)}`;
  const all = [ws, ...groups.map((g) => anyOf(g))].join(" AND ");
  const heads = anyOf(groups.flat(), "head");
  const sized = size ? ` AND ${anyOf(size)}` : "";
  const ids = (match: string, limit: number) => d1.prepare("SELECT rowid AS id FROM product_search_fts WHERE product_search_fts MATCH ?1 LIMIT ?2").bind(match, limit);
  const run = async (statements: D1PreparedStatement[]) => {
    const res = await d1.batch<{ id: number }>(statements);
    trace.queries++;
    for (const r of res) trace.rowsRead += r.meta.rows_read ?? 0;
    return res.map((r) => r.results.map((x) => x.id));
  };
  const [withSize, every, headedWithSize, headed] = await run([ids(all + sized, BROAD), ids(all, BROAD), ids(`${all}${sized} AND ${heads}`, BROAD), ids(`${all} AND ${heads}`, BROAD)]);
  if (size && withSize.length > 0 && withSize.length <= CANDIDATES) return withSize;
  if (every.length > 0 && every.length <= CANDIDATES) return every;
  if (every.length > 0) return [headedWithSize, size ? withSize : [], headed, every].find((list) => list.length > 0)!;
  const perWord = await run(groups.map((g) => ids(`${ws} AND ${anyOf(g)}`, Math.floor(BROAD / groups.length))));
  return [...new Set(perWord.flat())];
}

/** Finds the product the words mean, or the few to ask between, ranking at most BROAD FTS matches. */
export async function searchProducts(d1: D1Database, workspaceId: string, text: string, opts: SearchOptions = {}): Promise<SearchTrace> {
  const trace = { rowsRead: 0, queries: 0 };
  const q = parseQuery(text);
  q.terms = q.terms.slice(0, MAX_TERMS);
  if (q.terms.length === 0) return { result: { kind: "none", unmatched: [] }, ...trace };
  const { alts, vocabulary } = await alternatives(d1, workspaceId, q.terms, trace);
  // Words the shop never uses (and that correct to none of its words) can match nothing: the ranking reports them.
  const groups = q.terms.map((t) => alts.get(t)!.filter((a) => vocabulary.has(a))).filter((g) => g.length > 0);
  if (groups.length === 0) return { result: { kind: "none", unmatched: q.terms }, ...trace };
  const rowids = await retrieve(d1, workspaceId, groups, q.size ? sizeTokens(q.size) : null, trace);
  const res = await d1
    .prepare(
      `SELECT ${PRODUCT_COLUMNS}
         FROM json_each(?1) j
         CROSS JOIN product_search ps ON ps.id = j.value
         CROSS JOIN products p ON p.id = ps.product_id
         LEFT JOIN stock s ON s.product_id = p.id
        WHERE p.workspace_id = ?2 AND p.active = 1
        ORDER BY j.key`,
    )
    .bind(JSON.stringify(rowids), workspaceId)
    .all<ProductRow>();
  trace.rowsRead += res.meta.rows_read ?? 0;
  trace.queries++;
  const candidates = res.results.map((r) => ({ product: toProduct(r), terms: productTerms({ ...r, aliases: parseAliases(r.aliases) }) }));
  return { result: matchCandidates(q, candidates, alts, opts.limit), ...trace };
}
