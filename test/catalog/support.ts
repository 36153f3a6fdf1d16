import { env, exports } from "cloudflare:workers";

// Calls to the admin API as an outside client makes them: through the Worker's fetch handler.

export const ADMIN = () => env.ADMIN_TOKEN!;

export async function admin(method: string, path: string, body?: BodyInit, opts: { type?: string; token?: string | null } = {}): Promise<Response> {
  const headers: Record<string, string> = { "content-type": opts.type ?? "application/json" };
  const token = opts.token === undefined ? ADMIN() : opts.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return exports.default.fetch(new Request(`https://tendero.test/api/admin${path}`, { method, headers, body }));
}

export interface ImportAnswer {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  errors: { line: number; field: string; message: string }[];
}

export async function importCsv(ws: string, csv: string, query = ""): Promise<ImportAnswer> {
  const res = await admin("POST", `/workspaces/${ws}/catalog${query}`, csv, { type: "text/csv" });
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  return json(res);
}

let n = 0;
/** A fresh workspace for one test, opened through the admin API. */
export async function newShop(prefix = "shop"): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}-${++n}`;
  const res = await admin("PUT", `/workspaces/${id}`, JSON.stringify(shopBody(`Tienda ${n}`)));
  if (res.status !== 201) throw new Error(`creating ${id} answered ${res.status}: ${await res.text()}`);
  return id;
}

export function shopBody(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    definition: "retail",
    currency: "ARS",
    timezone: "America/Argentina/Buenos_Aires",
    profile: {
      name,
      address: "Calle 1",
      hours: [{ days: [1, 2, 3, 4, 5], open: "09:00", close: "18:00" }],
      delivery: { enabled: false, fee: 0, freeFrom: null },
      pickup: true,
      paymentMethods: ["cash"],
    },
    ...extra,
  };
}

export async function productRows(ws: string) {
  const { results } = await env.DB.prepare(
    "SELECT p.sku, p.name, p.brand, p.category, p.price, p.active, s.quantity AS stock FROM products p LEFT JOIN stock s ON s.product_id = p.id WHERE p.workspace_id = ? ORDER BY p.sku",
  )
    .bind(ws)
    .all<{ sku: string; name: string; brand: string | null; category: string; price: number; active: number; stock: number | null }>();
  return results;
}

/** A JSON answer, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(res: Response): Promise<any> {
  return res.json();
}
