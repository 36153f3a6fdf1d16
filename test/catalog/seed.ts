import { env, exports } from "cloudflare:workers";
import spec from "../../scripts/seed/almacen.json";
import almacenCsv from "../../scripts/seed/almacen.csv?raw";

// Runs after apply-migrations.ts before every test file: the almacén is opened and its catalog
// imported through the admin API, exactly as `npm run dev` does, and the demo shops (seeded by
// SQL) get their search index. Idempotent: an unchanged catalog writes nothing.

async function admin(method: string, path: string, body?: string, type = "application/json"): Promise<void> {
  const res = await exports.default.fetch(
    new Request(`https://tendero.test/api/admin${path}`, { method, headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, "content-type": type }, body }),
  );
  if (!res.ok) throw new Error(`seed: ${method} ${path} → ${res.status} ${await res.text()}`);
}

await admin("PUT", `/workspaces/${spec.id}`, JSON.stringify(spec.workspace));
for (const [id, channel] of Object.entries(spec.channels)) await admin("PUT", `/workspaces/${spec.id}/channels/${id}`, JSON.stringify(channel));
await admin("POST", `/workspaces/${spec.id}/catalog`, almacenCsv, "text/csv");
for (const ws of ["demo", "packs"]) await admin("POST", `/workspaces/${ws}/catalog/reindex`);
