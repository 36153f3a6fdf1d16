// `npm run report:tips`: per shop and tip kind, how many tips were shown, taken and ignored, and
// the share taken — read from D1's turn_audit, where each turn records its tips as
// `tip:<kind>` entries of its `tools` list (src/agent/tips/). Local D1 by default (the one
// `npm run dev` uses); `-- --remote` reads the deployed database; `-- --days 7` the last week.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const args = process.argv.slice(2);
const remote = args.includes("--remote");
const daysAt = args.indexOf("--days");
const days = daysAt >= 0 ? Number(args[daysAt + 1]) : 30;
if (!Number.isFinite(days) || days <= 0) {
  console.error("--days takes a positive number");
  process.exit(2);
}
const since = Date.now() - days * 86_400_000;
const sql = `SELECT a.workspace_id AS shop, substr(json_extract(t.value, '$.name'), 5) AS kind,
  SUM(json_extract(t.value, '$.code') = 'shown') AS shown,
  SUM(json_extract(t.value, '$.code') = 'accepted') AS taken,
  SUM(json_extract(t.value, '$.code') = 'ignored') AS ignored
  FROM turn_audit a, json_each(a.tools) t
  WHERE a.kind = 'turn' AND a.created_at >= ${Math.trunc(since)} AND json_extract(t.value, '$.name') LIKE 'tip:%'
  GROUP BY shop, kind ORDER BY shop, shown DESC`;
const run = spawnSync(process.execPath, [wranglerJs, "d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", sql], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
if (run.status !== 0) {
  console.error(run.stderr || run.stdout);
  process.exit(run.status ?? 1);
}
const rows = JSON.parse(run.stdout)[0]?.results ?? [];
console.log(`Tips in the last ${days} days (${remote ? "remote" : "local"} D1)`);
if (!rows.length) {
  console.log("No tips shown yet.");
  process.exit(0);
}
console.table(rows.map((r) => ({ shop: r.shop, tip: r.kind, shown: r.shown, taken: r.taken, ignored: r.ignored, "taken %": r.shown ? Math.round((100 * r.taken) / r.shown) : 0 })));
