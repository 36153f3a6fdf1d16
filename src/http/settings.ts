import { Hono } from "hono";
import { z } from "zod";
import { kinds } from "../agent/kinds";
import { forgetWorkspace } from "../conversation/agent-wiring";
import type { Env } from "../env";
import { CommerceProfileSchema, TemplateSchema } from "../lib/commerce-profile";
import { toHex } from "../lib/crypto";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "../lib/order-lifecycle";
import { readShop, writeProfile, type ShopRow } from "../store/shop-settings";
import { parseJson, readRawBody } from "./body";
import { HttpError } from "./errors";
import { operatorOf } from "./orders";

// The shop as its staff configure it (hours, delivery, pickup, payments, templates) and what the
// console needs to speak human (the kind's state labels, the order statuses). The profile is
// validated with the schema the agent reads it with (CommerceProfileSchema), plus the stricter
// shapes a form can promise (times as HH:MM, WhatsApp template names).

export const settingsRoutes = new Hono<{ Bindings: Env }>();

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
/** The delivery area and time as the shop writes them in another language. */
const translatedTexts = z.object({ area: optionalText(200), eta: optionalText(100) });
/** Money in minor units; at most 100 million units of currency. */
const minor = z.number().int().nonnegative().max(10_000_000_000);

/** What the settings page may change; `packs` (the kind's own data) is kept as stored. */
const EditableProfile = CommerceProfileSchema.omit({ packs: true })
  .extend({
    name: text(100),
    address: text(200),
    phone: optionalText(40),
    hours: z
      .array(
        z
          .object({ days: z.array(z.number().int().min(0).max(6)).min(1).max(7), open: z.string().regex(HHMM, "HH:MM"), close: z.string().regex(HHMM, "HH:MM") })
          .refine((h) => h.open < h.close, { message: "closes before it opens" }),
      )
      .max(14),
    delivery: z.object({
      enabled: z.boolean(),
      fee: minor,
      freeFrom: minor.nullable(),
      area: optionalText(200),
      eta: optionalText(100),
      // The area and time in the shop's own English and Portuguese (else quoted as written).
      translated: z.object({ en: translatedTexts.optional(), pt: translatedTexts.optional() }).optional(),
    }),
    pickup: z.boolean(),
    paymentMethods: z
      .array(z.enum(["cash", "transfer", "mercadopago"]))
      .min(1)
      .refine((m) => new Set(m).size === m.length, { message: "repeated payment method" }),
    transferAlias: optionalText(100),
    templates: z
      .record(
        z.string().regex(/^[a-z0-9_]{1,40}$/, "template keys are lowercase letters, digits and _"),
        TemplateSchema.extend({
          name: z.string().regex(/^[a-z0-9_]{1,512}$/, "WhatsApp template names are lowercase letters, digits and _"),
          language: z.string().regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/, "a language code like es_AR"),
          body: optionalText(1024),
        }),
      )
      .refine((t) => Object.keys(t).length <= 20, { message: "at most 20 templates" }),
  })
  .strict();

const SettingsWrite = z.object({ profile: EditableProfile, version: z.string().regex(/^[0-9a-f]{64}$/) }).strict();

/** The version a write must name: the SHA-256 of the profile as stored. */
async function versionOf(profile: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(profile))));
}

async function shopOf(env: Env, workspaceId: string): Promise<ShopRow> {
  const shop = await readShop(env.DB, workspaceId);
  if (!shop) throw new HttpError(404, "workspace not found");
  return shop;
}

settingsRoutes.get("/workspaces/:ws/settings", async (c) => {
  const { workspaceId } = await operatorOf(c);
  const shop = await shopOf(c.env, workspaceId);
  return c.json({ profile: CommerceProfileSchema.parse(JSON.parse(shop.profile)), version: await versionOf(shop.profile), currency: shop.currency, timezone: shop.timezone });
});

settingsRoutes.put("/workspaces/:ws/settings", async (c) => {
  const { workspaceId } = await operatorOf(c);
  const body = SettingsWrite.safeParse(parseJson(await readRawBody(c, 64 * 1024)));
  if (!body.success) throw new HttpError(400, body.error.issues.map((i) => `${i.path.join(".") || "request"}: ${i.message}`).join("; "));
  const shop = await shopOf(c.env, workspaceId);
  const stale = () => c.json({ error: "Otra persona cambió la configuración mientras la editabas. Recargá para ver sus cambios." }, 409);
  if ((await versionOf(shop.profile)) !== body.data.version) return stale();
  const stored = CommerceProfileSchema.parse(JSON.parse(shop.profile));
  // The agent's own schema has the last word on what is stored.
  const profile = CommerceProfileSchema.parse({ ...body.data.profile, ...(stored.packs ? { packs: stored.packs } : {}) });
  if (!(await writeProfile(c.env.DB, workspaceId, shop.profile, profile))) return stale();
  // This isolate reads the new profile at once; others within their cache's 30 s (the page says so).
  forgetWorkspace(workspaceId);
  const written = await shopOf(c.env, workspaceId);
  return c.json({ profile, version: await versionOf(written.profile), currency: written.currency, timezone: written.timezone });
});

/** Labels for the console: the conversation states of this shop's kind and the order statuses. */
settingsRoutes.get("/workspaces/:ws/meta", async (c) => {
  const { workspaceId } = await operatorOf(c);
  const shop = await shopOf(c.env, workspaceId);
  const kind = kinds.has(shop.definition) ? kinds.get(shop.definition) : null;
  return c.json({
    workspace: { id: shop.id, name: shop.name, currency: shop.currency, timezone: shop.timezone, kind: shop.definition },
    stateLabels: kind?.stateLabels ?? {},
    orderStatuses: ORDER_STATUSES.map((id) => ({ id, label: ORDER_STATUS_LABELS[id] })),
  });
});
