import { env } from "cloudflare:workers";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../src/store/schema";

// The D1 schema is written twice: hand-written SQL migrations (what wrangler applies, and what
// this test database was built from) and the drizzle tables the code queries through. A column
// one side has and the other lacks is a production error on the first query that touches it, so
// the two are compared here.

const tables = Object.values(schema)
  .filter((v) => v instanceof SQLiteTable)
  .map((t) => getTableConfig(t as SQLiteTable));

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

describe("migrations and src/store/schema.ts", () => {
  it("declare the same tables", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1_%' AND name NOT LIKE '%fts%'",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it.each(tables.map((t) => [t.name, t] as const))("%s: same columns, types, nullability and primary key", async (name, table) => {
    const { results } = await env.DB.prepare(`PRAGMA table_info('${name}')`).all<ColumnInfo>();
    const migrated = results
      .map((c) => ({ name: c.name, type: c.type.toLowerCase(), notNull: c.notnull === 1 || c.pk > 0, pk: c.pk > 0 }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const compositeKey = new Set(table.primaryKeys.flatMap((k) => k.columns.map((c) => c.name)));
    const declared = table.columns
      .map((c) => ({ name: c.name, type: c.getSQLType().toLowerCase(), notNull: c.notNull || c.primary || compositeKey.has(c.name), pk: c.primary || compositeKey.has(c.name) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(migrated).toEqual(declared);
  });
});
