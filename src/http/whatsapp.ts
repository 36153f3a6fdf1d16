import { Hono } from "hono";
import { parseWhatsAppWebhook, verifyWhatsAppSignature } from "../channels/whatsapp";
import { settings } from "../settings";
import type { Env } from "../env";
import { timingSafeEqualStrings } from "../lib/crypto";
import { parseJson, readRawBody } from "./body";
import { HttpError } from "./errors";
import { ingest, recordReject } from "./ingest";

export const whatsappRoutes = new Hono<{ Bindings: Env }>();

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
  const raw = await readRawBody(c);
  if (!s.whatsapp.appSecret) throw new HttpError(401, "webhook secret not configured");
  // Verify before parsing: nothing of an unauthenticated body is interpreted.
  if (!(await verifyWhatsAppSignature(s.whatsapp.appSecret, raw, c.req.header("x-hub-signature-256") ?? null))) {
    throw new HttpError(401, "invalid signature");
  }
  const json = parseJson(raw);
  const parsed = parseWhatsAppWebhook(json);
  if ("error" in parsed) {
    // Authentic but of a shape we do not know: keep it for a person, and stop Meta retrying.
    await recordReject(c.env, "whatsapp", parsed.error, json);
    return c.json({ ok: true, recorded: true });
  }
  const result = await ingest(c.env, "whatsapp", parsed, (work) => c.executionCtx.waitUntil(work)); // [issue 17] read receipts
  return c.json({ ok: true, ...result });
});
