import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../src/store/schema";

// The D1 schema is written twice: hand-written SQL migrations (what wrangler applies) and the
// drizzle tables the code queries through. A column one side has and the other lacks is a
// production error on the first query that touches it, so the two are compared here.

function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  const dir = new URL("../../migrations/", import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) {
    db.exec(readFileSync(new URL(file, dir), "utf8").replaceAll("--> statement-breakpoint", ""));
  }
  return db;
}

const tables = Object.values(schema).filter((v): v is SQLiteTable => v instanceof SQLiteTable).map((t) => getTableConfig(t));

describe("migrations and src/store/schema.ts", () => {
  const db = migratedDatabase();

  it("declare the same tables", () => {
    const migrated = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%'").all() as { name: string }[]).map((r) => r.name).sort();
    expect(migrated).toEqual(tables.map((t) => t.name).sort());
  });

  it.each(tables.map((t) => [t.name, t] as const))("%s: same columns, types, nullability and primary key", (name, table) => {
    const migrated = (db.prepare(`pragma table_info('${name}')`).all() as { name: string; type: string; notnull: number; pk: number }[])
      .map((c) => ({ name: c.name, type: c.type.toLowerCase(), notNull: c.notnull === 1 || c.pk > 0, pk: c.pk > 0 }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const compositeKey = new Set(table.primaryKeys.flatMap((k) => k.columns.map((c) => c.name)));
    const declared = table.columns
      .map((c) => ({ name: c.name, type: c.getSQLType().toLowerCase(), notNull: c.notNull || c.primary || compositeKey.has(c.name), pk: c.primary || compositeKey.has(c.name) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(migrated).toEqual(declared);
  });
});
