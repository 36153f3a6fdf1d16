#!/usr/bin/env node
// `npm run bench:catalog`: how the catalog scales. Starts `wrangler dev` itself (a copy of the
// sources, fresh state, the fake Graph API as the send API, a 50 ms debounce) and, for catalogs of
// 9, 2,000, 20,000 and 50,000 products (the almacén's real list plus generated variants of it),
// measures in one run:
//   - import time through the admin API (10,000 rows per request, as a shop would send them);
//   - search inside the Worker, p50/p99 over the search query set (test/catalog/search-queries.ts),
//     and D1's rows_read per search;
//   - webhook → reply p50 at the fake Graph API. Until the agent uses search, a turn still calls
//     catalog.list(), which reads every product: that figure is the pre-integration one.
// Prints a table and writes its section of BENCHMARKS.md (between the catalog-bench markers).
//   npm run bench:catalog                     all sizes
//   npm run bench:catalog -- --sizes 9,2000 --no-write
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeGraph } from "./fakes/graph.mjs";
import { adminClient } from "./shop.mjs";
import { startDevServer } from "../test/e2e/support/dev-server.ts";
import { QUERIES } from "../test/catalog/search-queries.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const SIZES = arg("sizes", "9,2000,20000,50000").split(",").map(Number);
const CONVERSATIONS = Number(arg("conversations", "40"));
const WRITE = !process.argv.includes("--no-write");
const SECRET = "bench-app-secret";
const ADMIN_TOKEN = "bench-admin-token";
const DEBOUNCE_MS = 50;
const ROWS_PER_REQUEST = 10_000;

const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** The almacén's rows (sku;name;brand;category;subcategory;price) as the seed file has them. */
function realRows() {
  const [, ...lines] = readFileSync(join(root, "scripts", "seed", "almacen.csv"), "utf8").trim().split(/\r?\n/);
  return lines.map((l) => l.split(";"));
}

const KIOSK = [
  ["COCA-15", "Coca-Cola 1,5 L", "Coca-Cola", "Bebidas", "", "2500"], ["COCA-500", "Coca-Cola 500 ml", "Coca-Cola", "Bebidas", "", "1200"],
  ["FANTA-15", "Fanta 1,5 L", "Fanta", "Bebidas", "", "2300"], ["SPRITE-15", "Sprite 1,5 L", "Sprite", "Bebidas", "", "2300"],
  ["PEPSI-15", "Pepsi 1,5 L", "Pepsi", "Bebidas", "", "2200"], ["AGUA-500", "Agua mineral 500 ml", "Villavicencio", "Bebidas", "", "900"],
  ["ALF-J", "Alfajor Jorgito", "Jorgito", "Golosinas", "", "700"], ["ALF-H", "Alfajor Havanna", "Havanna", "Golosinas", "", "1500"],
  ["PAPAS", "Papas fritas Lays 150 g", "Lays", "Snacks", "", "2800"],
];
const MAKERS = ["Del Valle", "Don Julio", "La Abuela", "San Roque", "El Trébol", "Los Andes", "Doña Clara", "Santa Rita", "El Molino", "La Huerta"];

/** The real list, then variants of it under other makers, until `size` products. */
function catalog(size) {
  const cell = (v) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const base = size <= KIOSK.length ? KIOSK : realRows();
  const out = [];
  for (let k = 0; out.length < size; k++) {
    for (const [sku, name, brand, category, sub, price] of base) {
      if (out.length >= size) break;
      const maker = k === 0 ? null : `${MAKERS[k % MAKERS.length]}${k >= MAKERS.length ? ` ${Math.ceil(k / MAKERS.length)}` : ""}`;
      const sized = maker ? name.replace(/(\s\d[\d.,]*\s*\S+)?$/, (m) => ` ${maker}${m}`) : name;
      out.push([maker ? `${sku}-V${k}` : sku, sized, maker ?? brand, category, sub, price].map(cell).join(";"));
    }
  }
  return out;
}

function webhook(phoneNumberId, contact, text) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "WABA", changes: [{ field: "messages", value: {
      messaging_product: "whatsapp",
      metadata: { display_phone_number: "5491155550000", phone_number_id: phoneNumberId },
      contacts: [{ wa_id: contact, profile: { name: "Bench" } }],
      messages: [{ from: contact, id: `wamid.CATBENCH${randomUUID().replace(/-/g, "")}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
    } }] }],
  });
  return { body, signature: "sha256=" + createHmac("sha256", SECRET).update(body).digest("hex") };
}

/** Webhook → first reply at the fake Graph API, one conversation at a time (latency, not throughput). */
async function endToEnd(server, fake, phoneNumberId, prefix) {
  const latencies = [];
  const failures = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 1 }, async () => {
      while (next < CONVERSATIONS) {
        const contact = `54911${prefix}${String(next++).padStart(5, "0")}`;
        const { body, signature } = webhook(phoneNumberId, contact, "quiero 2 pepsi");
        const start = Date.now();
        const res = await fetch(`${server.url}/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(res.status);
        let reply;
        while (!(reply = fake.state.requests.find((r) => r.body.to === contact)) && Date.now() - start < 30_000) await new Promise((r) => setTimeout(r, 5));
        if (reply) latencies.push(reply.at - start);
        else failures.push("no reply in 30 s");
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), failures };
}

const fake = await startFakeGraph({ port: 0 });
const server = await startDevServer(
  { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_ACCESS_TOKEN: "bench-token", WHATSAPP_API_BASE_URL: fake.url, ANTHROPIC_API_KEY: "", DEBOUNCE_MS: String(DEBOUNCE_MS), MAX_COALESCE_MS: "1000", ADMIN_TOKEN },
  { snapshot: true },
);
const admin = adminClient({ url: server.url, token: ADMIN_TOKEN });
const results = [];
try {
  log(`wrangler dev at ${server.url}; ${cpus().length} cores`);
  for (const size of SIZES) {
    const ws = `bench-${size}`;
    const phoneNumberId = `2000${String(size).padStart(8, "0")}`;
    const spec = JSON.parse(readFileSync(join(root, "scripts", "seed", "almacen.json"), "utf8"));
    await admin.putWorkspace(ws, { ...spec.workspace, name: `Bench ${size}` });
    await admin.putChannel(ws, `${ws}-wa`, { provider: "whatsapp", externalId: phoneNumberId });
    const rows = catalog(size);
    const header = "Código;Producto;Marca;Categoría;Subcategoría;Precio";
    const importStart = Date.now();
    let slowest = 0;
    let created = 0;
    for (let i = 0; i < rows.length; i += ROWS_PER_REQUEST) {
      const t = Date.now();
      const r = await admin.importCatalog(ws, [header, ...rows.slice(i, i + ROWS_PER_REQUEST)].join("\n"));
      slowest = Math.max(slowest, Date.now() - t);
      created += r.created;
      if (r.errors.length) throw new Error(`${ws}: ${r.errors.length} rows refused, e.g. ${JSON.stringify(r.errors[0])}`);
    }
    const importMs = Date.now() - importStart;
    log(`${ws}: ${created} products imported in ${importMs} ms (slowest request ${slowest} ms)`);

    const times = [];
    const reads = [];
    for (const [query] of QUERIES) {
      const r = await admin.search(ws, query);
      times.push(r.ms);
      reads.push(r.rowsRead);
    }
    times.sort((a, b) => a - b);
    reads.sort((a, b) => a - b);
    // One conversation first, so the figure is not the first turn's module warm-up.
    await endToEnd(server, fake, phoneNumberId, `${String(size).padStart(6, "0")}9`).catch(() => null);
    const e2e = await endToEnd(server, fake, phoneNumberId, String(size).padStart(6, "0"));
    const row = {
      size,
      importMs,
      slowest,
      searchP50: quantile(times, 0.5),
      searchP99: quantile(times, 0.99),
      rowsP50: quantile(reads, 0.5),
      rowsMax: reads[reads.length - 1],
      e2eP50: e2e.p50,
      e2eP99: e2e.p99,
      failures: e2e.failures.length,
    };
    results.push(row);
    log(`${ws}: search p50 ${row.searchP50.toFixed(1)} ms, p99 ${row.searchP99.toFixed(1)} ms, rows read p50 ${row.rowsP50} max ${row.rowsMax}; webhook→reply p50 ${row.e2eP50} ms p99 ${row.e2eP99} ms${row.failures ? `, ${row.failures} failures` : ""}`);
  }
} finally {
  await server.stop();
  await fake.close();
}

const base = results.find((r) => r.size === 9) ?? results[0];
const fmt = (n) => n.toLocaleString("en-US");
const table = [
  "| products | import (requests of 10,000 rows) | search p50 / p99 in the Worker | rows read per search p50 / max | webhook → reply p50 / p99 | reply p50 vs 9 products |",
  "|---:|---:|---:|---:|---:|---:|",
  ...results.map((r) =>
    `| ${fmt(r.size)} | ${(r.importMs / 1000).toFixed(1)} s (slowest ${(r.slowest / 1000).toFixed(1)} s) | ${r.searchP50.toFixed(1)} / ${r.searchP99.toFixed(1)} ms | ${r.rowsP50} / ${r.rowsMax} | ${r.e2eP50} / ${r.e2eP99} ms${r.failures ? ` (${r.failures} failed)` : ""} | ${(r.e2eP50 / base.e2eP50).toFixed(2)}× |`,
  ),
];
console.log(`\n${table.join("\n")}`);

if (WRITE) {
  const section = `<!-- catalog-bench:start -->
## Catalog scale

Command: \`npm run bench:catalog\` (scripts/bench-catalog.mjs), one run on this machine
(${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}), ${new Date().toISOString()}.
Catalogs: the almacén's real list (1,731 products of the public "Precios Máximos" list) plus
generated variants of it under other makers; 9 is the demo kiosk. Search: the ${QUERIES.length}
phrasings of \`test/catalog/search-queries.ts\`, timed inside the Worker around the D1 queries.
Webhook → reply: ${CONVERSATIONS} conversations ("quiero 2 pepsi"), one at a time, debounce ${DEBOUNCE_MS} ms.

${table.join("\n")}

- **Rows read per search are capped**: one indexed vocabulary lookup, a batch of unranked FTS5
  MATCHes limited to the workspace that each stop at their LIMIT, and the product and stock rows
  of at most 100 candidates. The maximum (~820) is the same at 2,000 and at 50,000 products; the
  median rises only until vague words ("leche", "agua") reach the 100-candidate cap. (The first
  version ranked every match with bm25 before keeping 60: 1,693 / 13,034 rows at 50,000.)
- **Webhook → reply is the pre-integration figure**: the agent's turn still calls
  \`catalog.list()\`, which reads every active product and its stock on every turn (rows read
  per turn = the catalog size and then some). The agent switches to \`catalog.search()\` in the
  second phase of issue 13; this table is the baseline that change is measured against.
- **Import** upserts 10,000 rows per request in one D1 batch (JSON parameters, a few statements
  per thousand rows) and rebuilds the workspace's vocabulary and category counts in the same
  transaction; a re-import of an unchanged file writes nothing.
<!-- catalog-bench:end -->`;
  const path = join(root, "BENCHMARKS.md");
  const current = existsSync(path) ? readFileSync(path, "utf8") : "# Benchmarks\n";
  const marked = /<!-- catalog-bench:start -->[\s\S]*<!-- catalog-bench:end -->/;
  writeFileSync(path, marked.test(current) ? current.replace(marked, section) : `${current.trimEnd()}\n\n${section}\n`);
  console.log("\nwrote the catalog section of BENCHMARKS.md");
}
