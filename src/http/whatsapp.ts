import { Hono } from "hono";
import { parseWhatsAppWebhook, verifyWhatsAppSignature } from "../channels/whatsapp";
import { settings } from "../settings";
import type { Env } from "../env";
import { timingSafeEqualStrings } from "../lib/crypto";
import { MAX_WEBHOOK_BYTES, parseJson, readRawBody } from "./body";
import { HttpError } from "./errors";
import { ingest, recordReject } from "./ingest";

export const whatsappRoutes = new Hono<{ Bindings: Env }>();

/** "sha256=" and a hex HMAC-SHA256: anything else cannot verify, so its body is never read. */
const SIGNATURE_SHAPE = /^sha256=[0-9a-f]{64}$/i;

/** Meta's subscription handshake. */
whatsappRoutes.get("/", (c) => {
  const s = settings(c.env);
  const mode = c.req.query("hub.mode");
  const token = c.req.query("hub.verify_token") ?? "";
  const challenge = c.req.query("hub.challenge") ?? "";
  if (mode === "subscribe" && s.whatsapp.verifyToken && timingSafeEqualStrings(token, s.whatsapp.verifyToken)) {
    return c.text(challenge, 200);
  }
  return c.text("forbidden", 403);
});

whatsappRoutes.post("/", async (c) => {
  const s = settings(c.env);
  if (!s.whatsapp.appSecret) throw new HttpError(401, "webhook secret not configured");
  // What can be checked without the body is checked first: no signature, no read.
  const signature = c.req.header("x-hub-signature-256") ?? null;
  if (!signature || !SIGNATURE_SHAPE.test(signature.trim())) throw new HttpError(401, "invalid signature");
  const raw = await readRawBody(c, MAX_WEBHOOK_BYTES);
  // Verify before parsing: nothing of an unauthenticated body is interpreted.
  if (!(await verifyWhatsAppSignature(s.whatsapp.appSecret, raw, signature))) throw new HttpError(401, "invalid signature");
  const json = parseJson(raw);
  const parsed = parseWhatsAppWebhook(json);
  if ("error" in parsed) {
    // Authentic but of a shape we do not know: keep it for a person, and stop Meta retrying.
    await recordReject(c.env, "whatsapp", parsed.error, json);
    return c.json({ ok: true, recorded: true });
  }
  const result = await ingest(c.env, "whatsapp", parsed, (work) => c.executionCtx.waitUntil(work));
  return c.json({ ok: true, ...result });
});
