#!/usr/bin/env node
// `npm run dev`: local D1 migrations, the demo seed (idempotent), .dev.vars, then `wrangler dev`;
// once it answers, the almacén is opened and its catalog imported through the admin API (the same
// import a real shop uses) and the demo shops' search index is rebuilt. Extra arguments reach
// wrangler: `npm run dev -- --port 8790`.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { adminClient, devVar, seedShop } from "./shop.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// Run wrangler with this very Node (22+, from the `node` devDependency), whatever `node` is on PATH.
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const PATH = `${join(root, "node_modules", ".bin")}:${process.env.PATH}`;
const env = { ...process.env, PATH, CI: "true", WRANGLER_SEND_METRICS: "false" };
const args = process.argv.slice(2);
const persist = args.includes("--persist-to") ? ["--persist-to", args[args.indexOf("--persist-to") + 1]] : [];

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`\n✗ ${[cmd, ...cmdArgs].join(" ")} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

if (!existsSync(join(root, ".dev.vars"))) {
  copyFileSync(join(root, ".dev.vars.example"), join(root, ".dev.vars"));
  console.log("created .dev.vars from .dev.vars.example");
} else if (!/^ADMIN_TOKEN=/m.test(readFileSync(join(root, ".dev.vars"), "utf8"))) {
  // .dev.vars from before the admin API: the almacén seed needs its token.
  appendFileSync(join(root, ".dev.vars"), "\n# Admin API (npm run shop); added by npm run dev\nADMIN_TOKEN=dev-admin-token\n");
  console.log("added ADMIN_TOKEN=dev-admin-token to .dev.vars");
}
run(process.execPath, [wranglerJs, "d1", "migrations", "apply", "DB", "--local", ...persist]);
run(process.execPath, [wranglerJs, "d1", "execute", "DB", "--local", "--file", "scripts/seed/demo.sql", ...persist]);
console.log("\nDemo shop ready: Kiosco Don Tito (WhatsApp phone_number_id 100000000000001). Talk to it with `npm run chat`.\n");

const dev = spawn(process.execPath, [wranglerJs, "dev", ...args], { cwd: root, env: { ...process.env, PATH, WRANGLER_SEND_METRICS: "false" }, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code) => process.exit(code ?? 0));

/** Once wrangler answers: the almacén through the admin API, and the demo shops' search index. */
async function seedThroughAdminApi() {
  const port = args.includes("--port") ? args[args.indexOf("--port") + 1] : "8787";
  const url = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (dev.exitCode !== null) return;
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (i > 600) throw new Error(`${url} did not answer in 2 minutes`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const client = adminClient({ url, token: devVar("ADMIN_TOKEN", root) });
  for (const ws of ["demo", "packs"]) await client.reindex(ws);
  const { report } = await seedShop(client, join(root, "scripts", "seed", "almacen.json"));
  console.log(`\nAlmacén ready: Almacén La Esquina, ${report.created + report.updated + report.unchanged} products (phone_number_id 100000000000003). Talk to it with \`npm run chat -- --phone-number-id 100000000000003\`.\n`);
  if (!/almacen:/.test(devVar("OPERATOR_TOKENS", root) ?? "")) console.log("(add almacen:dev-almacen-token to OPERATOR_TOKENS in .dev.vars to open its inbox in the console)\n");
}
seedThroughAdminApi().catch((err) => console.error(`\n✗ seeding the almacén failed: ${err.message}\n`));
