#!/usr/bin/env node
// `npm run shop -- <command>`: the admin API from a terminal, for the local dev server or a
// deployed Worker. The token comes from ADMIN_TOKEN in the environment, else from .dev.vars.
//
//   npm run shop -- create <ws> --file shop.json               (or --name "Mi almacén" [--address …] [--definition retail])
//   npm run shop -- channel <ws> <channelId> --provider whatsapp --external-id 1234567890 [--display-phone …] [--access-token …]
//   npm run shop -- import <ws> catalogo.csv [--dry-run] [--replace]
//   npm run shop -- export <ws> [--out catalogo.csv]
//   npm run shop -- export <ws> --meta [--link https://tienda/p/] [--image https://tienda/img/] [--out feed.csv]
//                                      a Meta catalog feed: ids are our SKUs (WhatsApp catalog carts name them)
//   npm run shop -- reindex <ws>       rebuild the search index (after editing products by SQL)
//   npm run shop -- show <ws>
//   npm run shop -- search <ws> "leche la serenisima"            what the agent's search finds
//   npm run shop -- seed scripts/seed/almacen.json             a whole shop from a spec (what `npm run dev` does)
// Options: --url (default http://localhost:8787), --token.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** A value from .dev.vars (or the example), for the local defaults. */
export function devVar(key, root = process.cwd()) {
  for (const file of [".dev.vars", ".dev.vars.example"]) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const line = readFileSync(path, "utf8").split("\n").find((l) => l.startsWith(`${key}=`));
    if (line) return line.slice(key.length + 1).trim();
  }
  return undefined;
}

/** A small client of /api/admin: each call throws with the API's own message when it is refused. */
export function adminClient({ url, token }) {
  const base = url.replace(/\/$/, "");
  async function call(method, path, body, contentType = "application/json") {
    const res = await fetch(`${base}/api/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": contentType } : {}) },
      body,
    });
    const text = await res.text();
    if (!res.ok) {
      let detail = text;
      try {
        detail = JSON.parse(text).error ?? text;
      } catch {}
      throw new Error(`${method} ${path} → ${res.status}: ${detail}`);
    }
    return res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  }
  const ws = (id) => `/workspaces/${encodeURIComponent(id)}`;
  return {
    putWorkspace: (id, body) => call("PUT", ws(id), JSON.stringify(body)),
    getWorkspace: (id) => call("GET", ws(id)),
    putChannel: (id, channelId, body) => call("PUT", `${ws(id)}/channels/${encodeURIComponent(channelId)}`, JSON.stringify(body)),
    importCatalog: (id, content, { json = false, dryRun = false, replace = false } = {}) =>
      call("POST", `${ws(id)}/catalog?dryRun=${dryRun ? 1 : 0}&replace=${replace ? 1 : 0}`, content, json ? "application/json" : "text/csv"),
    exportCatalog: (id, { meta = false, link = "", image = "" } = {}) =>
      call("GET", `${ws(id)}/catalog${meta ? `?format=meta&link=${encodeURIComponent(link)}&image=${encodeURIComponent(image)}` : ""}`),
    reindex: (id) => call("POST", `${ws(id)}/catalog/reindex`),
    search: (id, q) => call("GET", `${ws(id)}/search?q=${encodeURIComponent(q)}`),
  };
}

/** Opens (or updates) the shop a spec file describes: workspace, channels, catalog. Idempotent. */
export async function seedShop(client, specPath) {
  const spec = JSON.parse(readFileSync(specPath, "utf8"));
  await client.putWorkspace(spec.id, spec.workspace);
  for (const [channelId, channel] of Object.entries(spec.channels ?? {})) await client.putChannel(spec.id, channelId, channel);
  const catalog = spec.catalog ? readFileSync(resolve(dirname(specPath), spec.catalog)) : null;
  return { spec, report: catalog ? await client.importCatalog(spec.id, catalog) : null };
}

function usage(message) {
  if (message) console.error(`✗ ${message}\n`);
  console.error(readFileSync(new URL(import.meta.url), "utf8").split("\n").slice(1, 15).map((l) => l.replace(/^\/\/ ?/, "")).join("\n"));
  process.exit(message ? 2 : 0);
}

function summary(r) {
  const head = `${r.dryRun ? "dry run: " : ""}${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.deactivated} deactivated`;
  const errors = r.errors.slice(0, 20).map((e) => `  line ${e.line}, ${e.field}: ${e.message}`);
  const more = r.errors.length > 20 ? [`  … and ${r.errors.length - 20} more`] : [];
  const ignored = r.ignoredColumns?.length ? [`  columns not read: ${r.ignoredColumns.join(", ")}`] : [];
  return [head + (r.errors.length ? `, ${r.errors.length} rows skipped:` : ""), ...errors, ...more, ...ignored].join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const opt = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  const has = (name) => args.includes(`--${name}`);
  const valued = new Set(["url", "token", "file", "name", "address", "definition", "currency", "timezone", "provider", "external-id", "display-phone", "access-token", "out"]);
  const positional = args.filter((a, i) => !a.startsWith("--") && !(i > 0 && valued.has(args[i - 1].replace(/^--/, ""))));
  const [command, ...rest] = positional;
  if (!command || has("help")) usage();
  const token = opt("token") ?? process.env.ADMIN_TOKEN ?? devVar("ADMIN_TOKEN");
  if (!token) usage("no admin token: set ADMIN_TOKEN (or put it in .dev.vars)");
  const client = adminClient({ url: opt("url") ?? "http://localhost:8787", token });
  const need = (n, what) => rest[n] ?? usage(`${command}: missing ${what}`);

  switch (command) {
    case "create": {
      const id = need(0, "<ws>");
      const body = opt("file")
        ? JSON.parse(readFileSync(opt("file"), "utf8"))
        : {
            name: opt("name") ?? usage("create: --file shop.json or --name"),
            definition: opt("definition") ?? "retail",
            currency: opt("currency") ?? "ARS",
            timezone: opt("timezone") ?? "America/Argentina/Buenos_Aires",
            profile: {
              name: opt("name"),
              address: opt("address") ?? "",
              hours: [{ days: [1, 2, 3, 4, 5], open: "09:00", close: "18:00" }],
              delivery: { enabled: false, fee: 0, freeFrom: null },
              pickup: true,
              paymentMethods: ["cash"],
            },
          };
      const ws = await client.putWorkspace(id, body.workspace ?? body);
      console.log(`✓ workspace ${ws.id} (${ws.name}, ${ws.definition})`);
      break;
    }
    case "channel": {
      const ch = await client.putChannel(need(0, "<ws>"), need(1, "<channelId>"), {
        provider: opt("provider") ?? "whatsapp",
        externalId: opt("external-id") ?? usage("channel: --external-id"),
        ...(opt("display-phone") ? { displayPhone: opt("display-phone") } : {}),
        ...(opt("access-token") ? { accessToken: opt("access-token") } : {}),
      });
      console.log(`✓ channel ${ch.id}: ${ch.provider} ${ch.externalId}`);
      break;
    }
    case "import": {
      const file = need(1, "<file.csv>");
      const json = extname(file).toLowerCase() === ".json";
      console.log(summary(await client.importCatalog(need(0, "<ws>"), readFileSync(file), { json, dryRun: has("dry-run"), replace: has("replace") })));
      break;
    }
    case "export": {
      const csv = await client.exportCatalog(need(0, "<ws>"), { meta: has("meta"), link: opt("link") ?? "", image: opt("image") ?? "" });
      if (opt("out")) {
        writeFileSync(opt("out"), csv);
        console.error(`✓ ${csv.split("\n").length - 2} products → ${opt("out")}`);
      } else process.stdout.write(csv);
      break;
    }
    case "reindex":
      console.log(summary(await client.reindex(need(0, "<ws>"))));
      break;
    case "search": {
      const { result, rowsRead, ms } = await client.search(need(0, "<ws>"), rest.slice(1).join(" ") || usage("search: missing words"));
      if (result.kind === "one") console.log(`→ ${result.product.name} (${result.product.id})`);
      else if (result.kind === "none") console.log(`→ nothing${result.unmatched.length ? ` (no ${result.unmatched.join(", ")})` : ""}`);
      else {
        console.log(`→ ask between${result.unmatched.length ? ` (no ${result.unmatched.join(", ")})` : ""}${result.sizeUnavailable ? " (not in that size)" : ""}:`);
        for (const ch of result.choices) console.log(`   ${ch.name}   [${ch.distinguishing}]`);
      }
      console.error(`(${rowsRead} rows read, ${ms.toFixed(1)} ms in the Worker)`);
      break;
    }
    case "show":
      console.log(JSON.stringify(await client.getWorkspace(need(0, "<ws>")), null, 2));
      break;
    case "seed": {
      const { spec, report } = await seedShop(client, need(0, "<spec.json>"));
      console.log(`✓ ${spec.id}: ${report ? summary(report) : "no catalog"}`);
      break;
    }
    default:
      usage(`unknown command ${command}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(`✗ ${err.message}`);
    process.exit(1);
  });
}
