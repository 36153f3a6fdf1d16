import { Hono, type Context } from "hono";
import { z } from "zod";
import { kinds } from "../agent/kinds";
import type { Env } from "../env";
import { CommerceProfileSchema } from "../lib/commerce-profile";
import { timingSafeEqualStrings } from "../lib/crypto";
import { settings } from "../settings";
import { catalogCsv, CatalogFileError, decodeCatalog, parseCatalogCsv, parseCatalogJson, type ParsedCatalog } from "../store/catalog-file";
import { importCatalog, readCatalog, reindexCatalog } from "../store/catalog-import";
import { metaCatalogFeed } from "../store/catalog-meta-feed";
import { searchProducts } from "../store/catalog-search";
import { listChannels, upsertChannel, upsertWorkspace } from "../store/shop-admin";
import { getWorkspace } from "../store/workspaces";
import { HttpError } from "./errors";

// The admin API: open a shop, give it its numbers, load and export its catalog. One bearer
// token (ADMIN_TOKEN) for everything, checked before any body is read; every id in a path is
// checked against a strict pattern before it reaches a query; errors name the field.

type AdminContext = Context<{ Bindings: Env }>;

export const adminRoutes = new Hono<{ Bindings: Env }>();

const JSON_BODY_MAX = 64 * 1024;
/** 20,000 rows of a wide spreadsheet fit comfortably. */
export const CATALOG_BODY_MAX = 10 * 1024 * 1024;

const WORKSPACE_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const CHANNEL_ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

adminRoutes.use("*", async (c, next) => {
  const expected = settings(c.env).admin.token;
  if (!expected) throw new HttpError(401, "the admin API is not configured (set ADMIN_TOKEN)");
  const header = c.req.header("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!given || !timingSafeEqualStrings(given, expected)) throw new HttpError(401, "invalid admin token");
  await next();
});

function invalid(c: AdminContext, errors: { field: string; message: string }[], status: 400 | 404 | 409 = 400) {
  return c.json({ error: errors.map((e) => `${e.field}: ${e.message}`).join("; "), errors }, status);
}

function pathId(c: AdminContext, name: "ws" | "channelId", pattern: RegExp): string {
  const id = c.req.param(name) ?? "";
  if (!pattern.test(id)) throw new HttpError(400, `${name}: must be lowercase letters, digits and "-" (got "${id.slice(0, 80)}")`);
  return id;
}

/** The body, read as it streams in and refused (413) as soon as it passes `limit` bytes. */
async function readCapped(c: AdminContext, limit: number): Promise<ArrayBuffer> {
  if (Number(c.req.header("content-length") ?? "0") > limit) throw new HttpError(413, `body is larger than ${limit} bytes`);
  const body = c.req.raw.body;
  if (!body) return new ArrayBuffer(0);
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, `body is larger than ${limit} bytes`);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out.buffer;
}

async function readJson(c: AdminContext, limit = JSON_BODY_MAX): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await readCapped(c, limit)));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, "body: is not JSON");
  }
}

function zodErrors(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((i) => ({ field: i.path.join(".") || "body", message: i.message }));
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const WorkspaceBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    definition: z.string().min(1).max(40),
    currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like ARS").default("ARS"),
    timezone: z.string().max(64).refine(isTimeZone, "is not an IANA time zone").default("America/Argentina/Buenos_Aires"),
    profile: CommerceProfileSchema,
  })
  .strict();

const ChannelBody = z
  .object({
    provider: z.enum(["whatsapp", "infobip"]),
    externalId: z.string().regex(/^[A-Za-z0-9+._-]{1,64}$/, "must be the provider's number id (letters, digits, + . _ -)"),
    displayPhone: z.string().trim().max(40).nullable().optional(),
    accessToken: z.string().trim().min(1).max(1024).nullable().optional(),
  })
  .strict();

async function workspaceView(env: Env, id: string) {
  const ws = await getWorkspace(env.DB, id);
  if (!ws) return null;
  const [channels, categories] = await Promise.all([
    listChannels(env.DB, id),
    env.DB.prepare("SELECT category, products FROM catalog_categories WHERE workspace_id = ? ORDER BY category").bind(id).all<{ category: string; products: number }>(),
  ]);
  return { ...ws, channels, categories: categories.results, products: categories.results.reduce((n, r) => n + r.products, 0) };
}

async function requireWorkspace(c: AdminContext, id: string): Promise<void> {
  const row = await c.env.DB.prepare("SELECT id FROM workspaces WHERE id = ?").bind(id).first();
  if (!row) throw new HttpError(404, `ws: no workspace "${id}"`);
}

adminRoutes.put("/workspaces/:ws", async (c) => {
  const ws = pathId(c, "ws", WORKSPACE_ID);
  const parsed = WorkspaceBody.safeParse(await readJson(c));
  if (!parsed.success) return invalid(c, zodErrors(parsed.error));
  if (!kinds.has(parsed.data.definition)) {
    return invalid(c, [{ field: "definition", message: `unknown kind "${parsed.data.definition.slice(0, 40)}"; known kinds: ${kinds.ids().join(", ")}` }]);
  }
  const created = await upsertWorkspace(c.env.DB, ws, parsed.data);
  return c.json(await workspaceView(c.env, ws), created ? 201 : 200);
});

adminRoutes.get("/workspaces/:ws", async (c) => {
  const ws = pathId(c, "ws", WORKSPACE_ID);
  const view = await workspaceView(c.env, ws);
  if (!view) throw new HttpError(404, `ws: no workspace "${ws}"`);
  return c.json(view);
});

adminRoutes.put("/workspaces/:ws/channels/:channelId", async (c) => {
  const ws = pathId(c, "ws", WORKSPACE_ID);
  const channelId = pathId(c, "channelId", CHANNEL_ID);
  await requireWorkspace(c, ws);
  const parsed = ChannelBody.safeParse(await readJson(c));
  if (!parsed.success) return invalid(c, zodErrors(parsed.error));
  const result = await upsertChannel(c.env.DB, ws, channelId, parsed.data);
  if (!result.ok) return invalid(c, [{ field: result.field, message: result.message }], 409);
  const channel = (await listChannels(c.env.DB, ws)).find((ch) => ch.id === channelId);
  return c.json(channel, result.created ? 201 : 200);
});

const flag = (c: AdminContext, name: string) => ["1", "true", "yes"].includes((c.req.query(name) ?? "").toLowerCase());

adminRoutes.post("/workspaces/:ws/catalog", async (c) => {
  const ws = pathId(c, "ws", WORKSPACE_ID);
  await requireWorkspace(c, ws);
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const json = type === "application/json";
  if (!json && !["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", ""].includes(type)) {
    return c.json({ error: `content-type: send text/csv or application/json, not ${type.slice(0, 60)}` }, 415);
  }
  const bytes = await readCapped(c, CATALOG_BODY_MAX);
  let file: ParsedCatalog;
  try {
    file = json ? parseCatalogJson(JSON.parse(new TextDecoder().decode(bytes))) : parseCatalogCsv(decodeCatalog(bytes));
  } catch (err) {
    if (err instanceof CatalogFileError) return c.json({ error: err.message, errors: err.errors }, 400);
    if (err instanceof SyntaxError) throw new HttpError(400, "body: is not JSON");
    throw err;
  }
  return c.json(await importCatalog(c.env.DB, ws, file, { dryRun: flag(c, "dryRun"), replace: flag(c, "replace") }));
});

/** An absolute http(s) URL to append SKUs to, or nothing; anything else is a 400 naming the field. */
function urlBase(c: AdminContext, name: string): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(400, `${name}: is not a URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new HttpError(400, `${name}: must be an http(s) URL`);
  return raw;
}

adminRoutes.get("/workspaces/:ws/catalog", async (c) => {
  const ws = pathId(c, "ws", WORKSPACE_ID);
  const format = c.req.query("format") ?? "tendero";
  if (format !== "tendero" && format !== "meta") throw new HttpError(400, 'format: "tendero" (default) or "meta"');
  const options = format === "meta" ? { linkBase: urlBase(c, "link"), imageBase: urlBase(c, "image") } : undefined;
  const workspace = await getWorkspace(c.env.DB, ws);
  if (!workspace) throw new HttpError(404, `ws: no workspace "${ws}"`);
  const products = await readCatalog(c.env.DB, ws);
  const csv = options ? metaCatalogFeed(products, { currency: workspace.currency, ...options }) : catalogCsv(products);
  const filename = options ? `${ws}-meta-catalog.csv` : `${ws}-catalog.csv`;
  return c.body(csv, 200, { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"` });
});

/** Rewrites the search index from the products as they are (after SQL edits, or a newer normaliser). */
adminRoutes.post("/workspaces/:ws/catalog/reindex", async (c) => {
  const ws = pathId(c, "ws", WORKSPACE_ID);
  await requireWorkspace(c, ws);
  return c.json(await reindexCatalog(c.env.DB, ws));
});

/** What the agent's search finds for some words, with what it cost inside the Worker (support, bench). */
adminRoutes.get("/workspaces/:ws/search", async (c) => {
  const ws = pathId(c, "ws", WORKSPACE_ID);
  await requireWorkspace(c, ws);
  const started = performance.now();
  const { result, rowsRead, queries } = await searchProducts(c.env.DB, ws, (c.req.query("q") ?? "").slice(0, 500));
  const ms = performance.now() - started;
  const brief = (p: { id: string; name: string; price: number }) => ({ id: p.id, name: p.name, price: p.price });
  const found =
    result.kind === "one"
      ? { kind: "one", product: brief(result.product) }
      : result.kind === "none"
        ? result
        : { ...result, choices: result.choices.map((ch) => ({ ...brief(ch.product), distinguishing: ch.distinguishing })) };
  return c.json({ ms, rowsRead, queries, result: found });
});
