import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Setup files run before each test file; applyD1Migrations only applies what is missing, and
// the seed is idempotent, so every file starts from the demo shop.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS!);
await env.DB.batch(splitSql(env.TEST_SEED_SQL!).map((sql) => env.DB.prepare(sql)));

function splitSql(sql: string): string[] {
  return sql
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n")
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
