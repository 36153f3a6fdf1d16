#!/usr/bin/env node
// `npm run dev`: local D1 migrations, the demo seed (idempotent), .dev.vars, then `wrangler dev`.
// Extra arguments reach wrangler: `npm run dev -- --port 8790`.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

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
}
run(process.execPath, [wranglerJs, "d1", "migrations", "apply", "DB", "--local", ...persist]);
run(process.execPath, [wranglerJs, "d1", "execute", "DB", "--local", "--file", "scripts/seed/demo.sql", ...persist]);
console.log("\nDemo shop ready: Kiosco Don Tito (WhatsApp phone_number_id 100000000000001). Talk to it with `npm run chat`.\n");

const dev = spawn(process.execPath, [wranglerJs, "dev", ...args], { cwd: root, env: { ...process.env, PATH, WRANGLER_SEND_METRICS: "false" }, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code) => process.exit(code ?? 0));
