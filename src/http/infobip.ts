import { Hono } from "hono";
import { parseInfobipWebhook, verifyInfobipBasicAuth } from "../channels/infobip";
import { settings } from "../settings";
import type { Env } from "../env";
import { MAX_WEBHOOK_BYTES, parseJson, readRawBody } from "./body";
import { HttpError } from "./errors";
import { ingest, recordReject } from "./ingest";

export const infobipRoutes = new Hono<{ Bindings: Env }>();

infobipRoutes.post("/", async (c) => {
  const s = settings(c.env);
  if (!s.infobip.webhookUser || !s.infobip.webhookPassword) throw new HttpError(401, "webhook credentials not configured");
  if (!verifyInfobipBasicAuth(s.infobip.webhookUser, s.infobip.webhookPassword, c.req.header("authorization") ?? null)) {
    c.header("www-authenticate", 'Basic realm="tendero"');
    throw new HttpError(401, "invalid credentials");
  }
  // Credentials first, then the body, read with a cap.
  const json = parseJson(await readRawBody(c, MAX_WEBHOOK_BYTES));
  const parsed = parseInfobipWebhook(json);
  if ("error" in parsed) {
    await recordReject(c.env, "infobip", parsed.error, json);
    return c.json({ ok: true, recorded: true });
  }
  return c.json({ ok: true, ...(await ingest(c.env, "infobip", parsed)) });
});
