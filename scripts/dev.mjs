#!/usr/bin/env node
// `npm run dev`: local D1 migrations, the demo seed (idempotent), .dev.vars, then `wrangler dev`;
// once it answers, the almacén is opened and its catalog imported through the admin API (the same
// import a real shop uses) and the demo shops' search index is rebuilt. Extra arguments reach
// wrangler: `npm run dev -- --port 8790`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { adminClient, devVar, seedShop } from "./shop.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// Run wrangler with this very Node (22+, from the `node` devDependency), whatever `node` is on PATH.
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const PATH = `${join(root, "node_modules", ".bin")}:${process.env.PATH}`;
// Quiet and offline-friendly: no telemetry or error reports, no version banner (and its update
// check), no fetch of the Request.cf object from workers.cloudflare.com (a placeholder is used).
const quiet = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  DO_NOT_TRACK: "1",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
const env = { ...process.env, PATH, CI: "true", ...quiet };
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const persist = args.includes("--persist-to") ? ["--persist-to", option("persist-to")] : [];

/** The operator console needs OPERATOR_TICKET_SECRET: a random one, once, kept in .dev.vars. */
function ensureTicketSecret() {
  const text = readFileSync(devVars, "utf8");
  const line = /^OPERATOR_TICKET_SECRET=(.*)$/m.exec(text);
  if (line && line[1].trim().length >= 16) return;
  const entry = `OPERATOR_TICKET_SECRET=${randomBytes(32).toString("hex")}`;
  writeFileSync(devVars, line ? text.replace(line[0], entry) : `${text.replace(/\n?$/, "\n")}${entry}\n`);
  console.log("wrote a random OPERATOR_TICKET_SECRET to .dev.vars");
}

/** A setup step: silent when it works (wrangler prints tables and JSON), its whole output when not. */
function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, env, encoding: "utf8" });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? "");
    process.stderr.write(r.stderr ?? "");
    console.error(`\n✗ ${[cmd, ...cmdArgs].join(" ")} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

const devVars = join(root, ".dev.vars");
if (!existsSync(devVars)) {
  copyFileSync(join(root, ".dev.vars.example"), devVars);
  console.log("created .dev.vars from .dev.vars.example");
} else if (!/^ADMIN_TOKEN=/m.test(readFileSync(join(root, ".dev.vars"), "utf8"))) {
  // .dev.vars from before the admin API: the almacén seed needs its token.
  appendFileSync(join(root, ".dev.vars"), "\n# Admin API (npm run shop); added by npm run dev\nADMIN_TOKEN=dev-admin-token\n");
  console.log("added ADMIN_TOKEN=dev-admin-token to .dev.vars");
}
ensureTicketSecret();
run(process.execPath, [wranglerJs, "d1", "migrations", "apply", "DB", "--local", ...persist]);
run(process.execPath, [wranglerJs, "d1", "execute", "DB", "--local", "--file", "scripts/seed/demo.sql", ...persist]);

const dev = spawn(process.execPath, [wranglerJs, "dev", ...args], { cwd: root, env: { ...process.env, PATH, ...quiet }, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code) => process.exit(code ?? 0));

// ---- the banner, once the server answers ------------------------------------------------------

function readDevVars() {
  const vars = {};
  for (const line of readFileSync(join(root, ".dev.vars"), "utf8").split("\n")) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) vars[m[1]] = m[2];
  }
  return vars;
}

function banner(url) {
  const vars = readDevVars();
  const tokens = Object.fromEntries(
    (vars.OPERATOR_TOKENS ?? "")
      .split(",")
      .map((pair) => pair.split(":").map((s) => s.trim()))
      .filter(([ws, token]) => ws && token),
  );
  const shops = [
    { ws: "demo", name: "Kiosco Don Tito", number: "100000000000001", chat: [] },
    { ws: "packs", name: "Colchones Sueño Pleno", number: "100000000000002", chat: ["--phone-number-id", "100000000000002"] },
    { ws: "almacen", name: "Almacén La Esquina", number: "100000000000003", chat: ["--phone-number-id", "100000000000003"] },
  ];
  const chatArgs = (shop) => [...shop.chat, ...(url === "http://localhost:8787" ? [] : ["--url", url])];
  const chat = (shop) => (chatArgs(shop).length ? `npm run chat -- ${chatArgs(shop).join(" ")}` : "npm run chat");
  const lines = [
    "",
    `  Tendero is running at ${url}`,
    "",
    `  Operator console  ${url}/  (log in with the business and its token, any name)`,
    ...shops.map((s) => `    ${s.ws.padEnd(6)} ${(tokens[s.ws] ?? "(not in OPERATOR_TOKENS)").padEnd(20)} ${s.name}, WhatsApp phone_number_id ${s.number}`),
    "",
    "  Be a customer, in another terminal:",
    ...shops.map((s) => `    ${chat(s).padEnd(64)} ${s.name}`),
    "",
    vars.WHATSAPP_ACCESS_TOKEN
      ? `  Replies go to the Graph API at ${vars.WHATSAPP_API_BASE_URL ?? "https://graph.facebook.com"}`
      : `  Replies stay in the sandbox: ${url}/api/workspaces/<ws>/sandbox/outbox?to=<wa_id> (operator token)`,
    "",
  ];
  console.log(lines.join("\n"));
}

async function announceWhenReady() {
  const host = option("ip", "localhost");
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${option("port", "8787")}`;
  for (let i = 0; i < 240 && dev.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return banner(url);
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
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
  console.log(`\nAlmacén La Esquina seeded through the admin API: ${report.created + report.updated + report.unchanged} products.`);
  if (!/almacen:/.test(devVar("OPERATOR_TOKENS", root) ?? "")) console.log("(add almacen:dev-almacen-token to OPERATOR_TOKENS in .dev.vars to open its inbox in the console)\n");
}
// The almacén first (its seed goes through the admin API, so it needs the server), then the banner.
seedThroughAdminApi()
  .catch((err) => console.error(`\n✗ seeding the almacén failed: ${err.message}\n`))
  .then(() => announceWhenReady());
