// Starts the real product (`wrangler dev`) for end-to-end, soak and browser tests: a fresh local
// state directory, the migrations and the demo seed, and settings passed as --var overrides.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..", "..");
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");

export interface DevServer {
  /** The Chrome DevTools port of the worker (CPU profiles, heap snapshots). */
  inspectorPort: number;
  url: string;
  port: number;
  stateDir: string;
  logs: () => string;
  /** Stops the server; `keepState` leaves stateDir for inspection (then call removeState). */
  stop: (opts?: { keepState?: boolean }) => Promise<void>;
  removeState: () => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

function wrangler(args: string[], env: NodeJS.ProcessEnv, cwd = root): void {
  const r = spawnSync(process.execPath, [wranglerJs, ...args], { cwd, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}

/**
 * A copy of the app (sources, config, migrations, seed) in `dir`, node_modules linked. wrangler
 * dev rebuilds and restarts on every source change, dropping in-flight queue messages and actor
 * memory: long runs (soak, bench) use a copy so edits made meanwhile cannot disturb them.
 */
function snapshotApp(dir: string): string {
  const app = join(dir, "app");
  for (const part of ["src", "public", "migrations", "scripts/seed", "wrangler.toml", "package.json", "tsconfig.json"]) {
    if (existsSync(join(root, part))) cpSync(join(root, part), join(app, part), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(app, "node_modules"), "dir");
  return app;
}

export async function startDevServer(vars: Record<string, string> = {}, opts: { seed?: boolean; snapshot?: boolean } = {}): Promise<DevServer> {
  const stateDir = mkdtempSync(join(tmpdir(), "tendero-e2e-"));
  const cwd = opts.snapshot ? snapshotApp(stateDir) : root;
  const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], env, cwd);
  if (opts.seed !== false) wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", "scripts/seed/demo.sql"], env, cwd);

  const port = await freePort();
  const inspector = await freePort();
  const varArgs = Object.entries({
    WHATSAPP_APP_SECRET: "e2e-app-secret",
    WHATSAPP_VERIFY_TOKEN: "e2e-verify-token",
    OPERATOR_TOKENS: "demo:dev-operator-token,packs:dev-packs-token",
    OPERATOR_TICKET_SECRET: "e2e-ticket-secret",
    ADMIN_TOKEN: "e2e-admin-token", // [issue 13] the demo shops' search index is built through the admin API
    ...vars,
  }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [wranglerJs, "dev", "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspector), "--persist-to", stateDir, "--show-interactive-dev-session=false", ...varArgs],
    { cwd, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`wrangler dev did not become ready in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // [issue 13] A turn finds products through the search index, as `npm run dev` builds it for the seeded demo shops.
  if (opts.seed !== false) await indexDemoShops(url, vars.ADMIN_TOKEN ?? "e2e-admin-token");

  return {
    url,
    port,
    inspectorPort: inspector,
    stateDir,
    logs: () => output,
    stop: async (opts = {}) => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await Promise.race([new Promise((r) => child.once("exit", r)), new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!opts.keepState) rmSync(stateDir, { recursive: true, force: true });
    },
    removeState: () => rmSync(stateDir, { recursive: true, force: true }),
  };
}

/** Builds the seeded demo shops' search index through the admin API, as `npm run dev` does. */
async function indexDemoShops(url: string, token: string): Promise<void> {
  for (const ws of ["demo", "packs"]) {
    const res = await fetch(`${url}/api/admin/workspaces/${ws}/catalog/reindex`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`reindexing ${ws} answered ${res.status}: ${await res.text()}`);
  }
}
