import { productTerms, soundKey, workspaceToken } from "../lib/product-text";
import type { CatalogRow, ExportProduct, ParsedCatalog, RowError } from "./catalog-file";
import { parseAliases, PRODUCT_COLUMNS, type ProductRow } from "./catalog-rows";

// Writes a parsed catalog file into D1: products upserted by SKU, stock set where the file gives
// it, the search index (product_search → FTS5, the vocabulary, the category counts) kept in step.
// Everything a request writes goes in ONE D1 batch, so an import is applied whole or not at all,
// and rows travel as JSON parameters (json_each), a few statements per thousand products.

export interface ImportOptions {
  dryRun?: boolean;
  /** Deactivate active products the file does not list. */
  replace?: boolean;
  now?: number;
}

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  /** Products whose search terms were rewritten although the product did not change (a newer normaliser). */
  reindexed: number;
  errors: RowError[];
  ignoredColumns: string[];
  dryRun: boolean;
}

interface ExistingRow extends ProductRow {
  head: string | null;
  name_terms: string | null;
  brand_terms: string | null;
  extra_terms: string | null;
}

interface SearchRow {
  sku: string;
  head: string;
  name: string;
  brand: string;
  extra: string;
}

/** JSON parameters stay well under D1's 2 MB value limit. */
const CHUNK_BYTES = 400_000;

const SELECT_EXISTING = `SELECT ${PRODUCT_COLUMNS}, ps.head, ps.name_terms, ps.brand_terms, ps.extra_terms
  FROM products p LEFT JOIN stock s ON s.product_id = p.id LEFT JOIN product_search ps ON ps.product_id = p.id
 WHERE p.workspace_id = ?1`;

/** Products of the workspace: all of them, or only the given SKUs. */
async function readExisting(d1: D1Database, workspaceId: string, skus: string[] | null): Promise<ExistingRow[]> {
  if (skus === null) return (await d1.prepare(SELECT_EXISTING).bind(workspaceId).all<ExistingRow>()).results;
  const out: ExistingRow[] = [];
  for (const part of chunks(skus)) {
    const { results } = await d1.prepare(`${SELECT_EXISTING} AND p.sku IN (SELECT value FROM json_each(?2))`).bind(workspaceId, JSON.stringify(part)).all<ExistingRow>();
    out.push(...results);
  }
  return out;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item).length + 1;
    if (current.length && bytes + size > CHUNK_BYTES) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length) out.push(current);
  return out;
}

function searchRow(row: Pick<CatalogRow, "sku" | "name" | "brand" | "category" | "subcategory" | "aliases">): SearchRow {
  const t = productTerms(row);
  return { sku: row.sku, head: t.head, name: t.name.join(" "), brand: t.brand.join(" "), extra: t.extra.join(" ") };
}

function sameProduct(row: CatalogRow, e: ExistingRow): boolean {
  return (
    e.name === row.name &&
    e.brand === row.brand &&
    e.category === row.category &&
    e.subcategory === row.subcategory &&
    e.description === row.description &&
    e.price === row.price &&
    (e.active === 1) === row.active &&
    e.aliases === JSON.stringify(row.aliases) &&
    (row.stock === null || e.stock === row.stock)
  );
}

function sameTerms(s: SearchRow, e: ExistingRow): boolean {
  return e.head === s.head && e.name_terms === s.name && e.brand_terms === s.brand && e.extra_terms === s.extra;
}

/** The products of a workspace as the export and the reindex read them. */
export async function readCatalog(d1: D1Database, workspaceId: string): Promise<(ExportProduct & { line: number })[]> {
  const rows = await readExisting(d1, workspaceId, null);
  rows.sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name) || a.sku.localeCompare(b.sku));
  return rows.map((r, i) => ({
    line: i + 2,
    sku: r.sku,
    name: r.name,
    brand: r.brand,
    category: r.category,
    subcategory: r.subcategory,
    description: r.description,
    price: r.price,
    stock: r.stock,
    active: r.active === 1,
    aliases: parseAliases(r.aliases),
  }));
}

/** Applies a parsed file to the workspace's catalog and reports what changed. */
export async function importCatalog(d1: D1Database, workspaceId: string, file: ParsedCatalog, opts: ImportOptions = {}): Promise<ImportReport> {
  const now = opts.now ?? Date.now();
  const existing = await readExisting(d1, workspaceId, opts.replace ? null : file.rows.map((r) => r.sku));
  const bySku = new Map(existing.map((e) => [e.sku, e]));
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, deactivated: 0, reindexed: 0, errors: file.errors, ignoredColumns: file.ignoredColumns, dryRun: !!opts.dryRun };

  const upserts: CatalogRow[] = [];
  const stock: { sku: string; stock: number }[] = [];
  const index: SearchRow[] = [];
  const unindex: string[] = [];
  for (const row of file.rows) {
    const e = bySku.get(row.sku);
    const terms = row.active ? searchRow(row) : null;
    if (!e) report.created++;
    else if (sameProduct(row, e)) report.unchanged++;
    else report.updated++;
    if (!e || !sameProduct(row, e)) upserts.push(row);
    if (row.stock !== null && e?.stock !== row.stock) stock.push({ sku: row.sku, stock: row.stock });
    if (terms && (!e || e.head === null || !sameTerms(terms, e))) {
      index.push(terms);
      if (e && sameProduct(row, e)) report.reindexed++;
    }
    if (!row.active && e && e.head !== null) unindex.push(row.sku);
  }
  const deactivate: string[] = [];
  if (opts.replace) {
    const listed = new Set([...file.rows.map((r) => r.sku), ...file.skusWithErrors]);
    for (const e of existing) if (e.active === 1 && !listed.has(e.sku)) deactivate.push(e.sku);
    report.deactivated = deactivate.length;
  }
  if (opts.dryRun || upserts.length + stock.length + index.length + unindex.length + deactivate.length === 0) return report;

  const statements: D1PreparedStatement[] = [];
  for (const part of chunks(upserts.map((r) => ({ ...r, id: `${workspaceId}.${r.sku}`, aliases: JSON.stringify(r.aliases), active: r.active ? 1 : 0 })))) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO products (id, workspace_id, sku, name, brand, aliases, category, subcategory, description, price, active, created_at, updated_at)
           SELECT j.value->>'$.id', ?1, j.value->>'$.sku', j.value->>'$.name', j.value->>'$.brand', j.value->>'$.aliases', j.value->>'$.category',
                  j.value->>'$.subcategory', j.value->>'$.description', j.value->>'$.price', j.value->>'$.active', ?2, ?2
             FROM json_each(?3) j WHERE true
           ON CONFLICT (workspace_id, sku) DO UPDATE SET name = excluded.name, brand = excluded.brand, aliases = excluded.aliases,
             category = excluded.category, subcategory = excluded.subcategory, description = excluded.description, price = excluded.price,
             active = excluded.active, updated_at = excluded.updated_at`,
        )
        .bind(workspaceId, now, JSON.stringify(part)),
    );
  }
  for (const part of chunks(deactivate)) {
    statements.push(
      d1.prepare("UPDATE products SET active = 0, updated_at = ?2 WHERE workspace_id = ?1 AND sku IN (SELECT value FROM json_each(?3))").bind(workspaceId, now, JSON.stringify(part)),
    );
  }
  for (const part of chunks(stock)) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO stock (product_id, quantity, updated_at)
           SELECT p.id, j.value->>'$.stock', ?2 FROM json_each(?3) j CROSS JOIN products p ON p.workspace_id = ?1 AND p.sku = j.value->>'$.sku' WHERE true
           ON CONFLICT (product_id) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at`,
        )
        .bind(workspaceId, now, JSON.stringify(part)),
    );
  }
  for (const part of chunks([...unindex, ...deactivate])) {
    statements.push(
      d1
        .prepare("DELETE FROM product_search WHERE product_id IN (SELECT id FROM products WHERE workspace_id = ?1 AND sku IN (SELECT value FROM json_each(?2)))")
        .bind(workspaceId, JSON.stringify(part)),
    );
  }
  const wsKey = workspaceToken(workspaceId);
  for (const part of chunks(index)) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO product_search (product_id, workspace_id, ws_key, head, name_terms, brand_terms, extra_terms)
           SELECT p.id, ?1, ?2, j.value->>'$.head', j.value->>'$.name', j.value->>'$.brand', j.value->>'$.extra'
             FROM json_each(?3) j CROSS JOIN products p ON p.workspace_id = ?1 AND p.sku = j.value->>'$.sku' WHERE true
           ON CONFLICT (product_id) DO UPDATE SET ws_key = excluded.ws_key, head = excluded.head, name_terms = excluded.name_terms,
             brand_terms = excluded.brand_terms, extra_terms = excluded.extra_terms`,
        )
        .bind(workspaceId, wsKey, JSON.stringify(part)),
    );
  }
  statements.push(...vocabularyStatements(d1, workspaceId, index));
  await d1.batch(statements);
  return report;
}

/**
 * The vocabulary: new terms (with their sound keys, computed here) are added; terms no active
 * product of the workspace has any more are removed, judged against product_search inside the
 * same transaction, so two imports at once cannot leave it short. Category counts likewise.
 */
function vocabularyStatements(d1: D1Database, workspaceId: string, written: SearchRow[]): D1PreparedStatement[] {
  const terms = new Set<string>();
  for (const r of written) for (const t of `${r.head} ${r.name} ${r.brand} ${r.extra}`.split(" ")) if (t) terms.add(t);
  const out: D1PreparedStatement[] = [];
  for (const part of chunks([...terms].map((t) => ({ t, s: soundKey(t) })))) {
    out.push(
      d1
        .prepare("INSERT INTO catalog_terms (workspace_id, term, sound) SELECT ?1, j.value->>'$.t', j.value->>'$.s' FROM json_each(?2) j WHERE true ON CONFLICT DO NOTHING")
        .bind(workspaceId, JSON.stringify(part)),
    );
  }
  out.push(
    d1
      .prepare(
        `DELETE FROM catalog_terms WHERE workspace_id = ?1 AND term NOT IN (
           SELECT j.value FROM product_search ps,
             json_each('["' || replace(ps.head || ' ' || ps.name_terms || ' ' || ps.brand_terms || ' ' || ps.extra_terms, ' ', '","') || '"]') j
            WHERE ps.workspace_id = ?1)`,
      )
      .bind(workspaceId),
    d1.prepare("DELETE FROM catalog_categories WHERE workspace_id = ?1").bind(workspaceId),
    d1
      .prepare("INSERT INTO catalog_categories (workspace_id, category, products) SELECT ?1, category, count(*) FROM products WHERE workspace_id = ?1 AND active = 1 GROUP BY category")
      .bind(workspaceId),
  );
  return out;
}

/** Rewrites the search index of every product from its current row (after SQL edits or a newer normaliser). */
export async function reindexCatalog(d1: D1Database, workspaceId: string): Promise<ImportReport> {
  const rows = await readCatalog(d1, workspaceId);
  return importCatalog(d1, workspaceId, { rows: rows.map((r) => ({ ...r, stock: null })), errors: [], ignoredColumns: [], skusWithErrors: [] });
}
