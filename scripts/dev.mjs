#!/usr/bin/env node
// `npm run dev`: local D1 migrations, the demo seed (idempotent), .dev.vars, then `wrangler dev`.
// Extra arguments reach wrangler: `npm run dev -- --port 8790`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// Run wrangler with this very Node (22+, from the `node` devDependency), whatever `node` is on PATH.
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const PATH = `${join(root, "node_modules", ".bin")}:${process.env.PATH}`;
const env = { ...process.env, PATH, CI: "true", WRANGLER_SEND_METRICS: "false" };
const args = process.argv.slice(2);
const persist = args.includes("--persist-to") ? ["--persist-to", args[args.indexOf("--persist-to") + 1]] : [];

/** The operator console needs OPERATOR_TICKET_SECRET: a random one, once, kept in .dev.vars. */
function ensureTicketSecret() {
  const text = readFileSync(devVars, "utf8");
  const line = /^OPERATOR_TICKET_SECRET=(.*)$/m.exec(text);
  if (line && line[1].trim().length >= 16) return;
  const entry = `OPERATOR_TICKET_SECRET=${randomBytes(32).toString("hex")}`;
  writeFileSync(devVars, line ? text.replace(line[0], entry) : `${text.replace(/\n?$/, "\n")}${entry}\n`);
  console.log("wrote a random OPERATOR_TICKET_SECRET to .dev.vars");
}

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`\n✗ ${[cmd, ...cmdArgs].join(" ")} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

const devVars = join(root, ".dev.vars");
if (!existsSync(devVars)) {
  copyFileSync(join(root, ".dev.vars.example"), devVars);
  console.log("created .dev.vars from .dev.vars.example");
}
ensureTicketSecret();
run(process.execPath, [wranglerJs, "d1", "migrations", "apply", "DB", "--local", ...persist]);
run(process.execPath, [wranglerJs, "d1", "execute", "DB", "--local", "--file", "scripts/seed/demo.sql", ...persist]);
console.log("\nDemo shop ready: Kiosco Don Tito (WhatsApp phone_number_id 100000000000001). Talk to it with `npm run chat`.\n");

const dev = spawn(process.execPath, [wranglerJs, "dev", ...args], { cwd: root, env: { ...process.env, PATH, WRANGLER_SEND_METRICS: "false" }, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code) => process.exit(code ?? 0));
