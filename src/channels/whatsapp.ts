import { z } from "zod";
import { hmacSha256, timingSafeEqualStrings, toHex } from "../lib/crypto";
import { normalizeContact } from "../lib/ids";
import type { DeliveryStatus, InboundMessage } from "./types";
import type { InboundContent, OutboundMessage } from "../lib/messages";
import { SendError, type SendResult } from "./send-error";

// ---------------------------------------------------------------------------------------------
// Verification: X-Hub-Signature-256 = "sha256=" + hex(HMAC-SHA256(app secret, RAW body)).
// ---------------------------------------------------------------------------------------------

export async function verifyWhatsAppSignature(secret: string, rawBody: ArrayBuffer, header: string | null): Promise<boolean> {
  if (!header || !header.startsWith("sha256=")) return false;
  const expected = "sha256=" + toHex(await hmacSha256(secret, rawBody));
  return timingSafeEqualStrings(expected, header.trim().toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Parsing: entry[] → changes[] → value.messages[] / value.statuses[]. Unknown message types are
// kept (as "unsupported"), never dropped, so the agent can answer them politely.
// ---------------------------------------------------------------------------------------------

const Text = z.object({ body: z.string() });
/**
 * A sender is a phone number (wa_id: digits). Anything else cannot be answered (Meta refuses
 * to send to it) and would name a conversation after garbage, so it is recorded, not ingested.
 * "+549…" and "549…" are one person: the contact id is the digits alone (one conversation).
 */
export const SenderSchema = z
  .string()
  .regex(/^\+?[0-9]{6,20}$/, "from is not a phone number")
  .transform((from) => normalizeContact(from) ?? from);
const MessageSchema = z
  .object({
    from: SenderSchema,
    // The dedupe key, stored per conversation: bounded like InboundMessageSchema bounds it.
    id: z.string().min(1).max(256),
    timestamp: z.string(),
    type: z.string(),
    text: Text.optional(),
    interactive: z
      .object({
        type: z.string(),
        button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
        list_reply: z.object({ id: z.string(), title: z.string(), description: z.string().optional() }).optional(),
      })
      .optional(),
    button: z.object({ payload: z.string().optional(), text: z.string() }).optional(),
    location: z
      .object({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() })
      .optional(),
    image: z.object({ caption: z.string().optional() }).loose().optional(),
    video: z.object({ caption: z.string().optional() }).loose().optional(),
    document: z.object({ caption: z.string().optional() }).loose().optional(),
  })
  .loose();

const StatusSchema = z
  .object({
    id: z.string(),
    status: z.enum(["sent", "delivered", "read", "failed"]),
    timestamp: z.string(),
    recipient_id: z.string(),
    errors: z.array(z.object({ code: z.number(), title: z.string().optional(), message: z.string().optional() }).loose()).optional(),
  })
  .loose();

const ValueSchema = z
  .object({
    messaging_product: z.literal("whatsapp"),
    metadata: z.object({ display_phone_number: z.string().optional(), phone_number_id: z.string() }),
    contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).partial().optional() }).loose()).optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  })
  .loose();

const PayloadSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      id: z.string().optional(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() }).loose()),
    }).loose(),
  ),
});

export interface ParsedWebhook {
  messages: InboundMessage[];
  statuses: DeliveryStatus[];
  /** Parts that were authentic but of a shape we do not understand: recorded, not retried. */
  rejected: { reason: string; part: unknown }[];
}

export function parseWhatsAppWebhook(json: unknown): ParsedWebhook | { error: string } {
  const payload = PayloadSchema.safeParse(json);
  if (!payload.success) return { error: describe(payload.error) };
  const out: ParsedWebhook = { messages: [], statuses: [], rejected: [] };
  for (const entry of payload.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") {
        out.rejected.push({ reason: `unhandled field ${change.field}`, part: change });
        continue;
      }
      const value = ValueSchema.safeParse(change.value);
      if (!value.success) {
        out.rejected.push({ reason: describe(value.error), part: change.value });
        continue;
      }
      const phoneNumberId = value.data.metadata.phone_number_id;
      const names = new Map((value.data.contacts ?? []).map((c) => [normalizeContact(c.wa_id) ?? c.wa_id, c.profile?.name]));
      for (const raw of value.data.messages ?? []) {
        const m = MessageSchema.safeParse(raw);
        if (!m.success) {
          out.rejected.push({ reason: describe(m.error), part: raw });
          continue;
        }
        const msg = m.data;
        const seconds = Number(msg.timestamp);
        out.messages.push({
          provider: "whatsapp",
          id: msg.id,
          from: msg.from,
          to: phoneNumberId,
          contactName: names.get(msg.from) ?? undefined,
          timestamp: Number.isFinite(seconds) ? seconds * 1000 : 0,
          content: contentOf(msg),
        });
      }
      for (const raw of value.data.statuses ?? []) {
        const s = StatusSchema.safeParse(raw);
        if (!s.success) {
          out.rejected.push({ reason: describe(s.error), part: raw });
          continue;
        }
        out.statuses.push({
          provider: "whatsapp",
          providerMessageId: s.data.id,
          to: phoneNumberId,
          recipient: s.data.recipient_id,
          status: s.data.status,
          timestamp: Number(s.data.timestamp) * 1000 || 0,
          errors: (s.data.errors ?? []).map((e) => ({ code: e.code, title: e.title ?? e.message ?? "" })),
        });
      }
    }
  }
  return out;
}

function contentOf(msg: z.infer<typeof MessageSchema>): InboundContent {
  switch (msg.type) {
    case "text":
      return msg.text ? { type: "text", text: msg.text.body } : { type: "unsupported", kind: "text" };
    case "interactive": {
      const i = msg.interactive;
      if (i?.button_reply) return { type: "button", id: i.button_reply.id, title: i.button_reply.title };
      if (i?.list_reply) return { type: "list", id: i.list_reply.id, title: i.list_reply.title, description: i.list_reply.description };
      return { type: "unsupported", kind: `interactive:${i?.type ?? "unknown"}` };
    }
    case "button":
      // Template quick-reply: the payload is what the template author set; the text is what was tapped.
      return msg.button ? { type: "button", id: msg.button.payload ?? msg.button.text, title: msg.button.text } : { type: "unsupported", kind: "button" };
    case "location":
      return msg.location ? { type: "location", ...msg.location } : { type: "unsupported", kind: "location" };
    default: {
      const media = (msg as Record<string, unknown>)[msg.type] as { caption?: unknown } | undefined;
      const caption = typeof media?.caption === "string" ? media.caption : undefined;
      return { type: "unsupported", kind: msg.type, caption };
    }
  }
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}

// ---------------------------------------------------------------------------------------------
// Sending: POST {base}/{version}/{phone_number_id}/messages, Bearer token, Meta's bodies.
// ---------------------------------------------------------------------------------------------

export function renderWhatsApp(to: string, message: OutboundMessage): Record<string, unknown> {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to };
  switch (message.type) {
    case "text":
      return { ...base, type: "text", text: { preview_url: false, body: message.text } };
    case "buttons":
      return {
        ...base,
        type: "interactive",
        interactive: {
          type: "button",
          body: { text: message.text },
          action: { buttons: message.buttons.map((b) => ({ type: "reply", reply: { id: b.id, title: b.title } })) },
        },
      };
    case "list":
      return {
        ...base,
        type: "interactive",
        interactive: {
          type: "list",
          body: { text: message.text },
          action: { button: message.button, sections: [{ title: "Opciones", rows: message.rows }] },
        },
      };
    case "template":
      return {
        ...base,
        type: "template",
        template: {
          name: message.name,
          language: { code: message.language },
          components: message.params.length
            ? [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }]
            : [],
        },
      };
  }
}

export interface WhatsAppSendConfig {
  baseUrl: string;
  version: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function sendWhatsApp(config: WhatsAppSendConfig, phoneNumberId: string, to: string, message: OutboundMessage): Promise<SendResult> {
  const url = `${config.baseUrl.replace(/\/$/, "")}/${config.version}/${phoneNumberId}/messages`;
  const doFetch = config.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify(renderWhatsApp(to, message)),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (err) {
    throw new SendError(`network: ${(err as Error).message}`, { retryable: true });
  }
  const text = await res.text();
  if (!res.ok) {
    let code: string | undefined;
    let detail = text.slice(0, 500);
    try {
      const body = JSON.parse(text) as { error?: { code?: number; message?: string } };
      code = body.error?.code !== undefined ? String(body.error.code) : undefined;
      detail = body.error?.message ?? detail;
    } catch {
      // Non-JSON error bodies happen behind proxies; keep the raw text.
    }
    throw new SendError(`WhatsApp ${res.status}: ${detail}`, { status: res.status, code, retryable: res.status === 429 || res.status >= 500 });
  }
  const body = JSON.parse(text) as { messages?: { id: string }[] };
  const id = body.messages?.[0]?.id;
  if (!id) throw new SendError("WhatsApp answered 200 without a message id", { retryable: true });
  return { providerMessageId: id };
}
