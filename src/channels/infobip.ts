import { z } from "zod";
import { timingSafeEqualStrings } from "../lib/crypto";
import { emptyParsedWebhook, SenderSchema, type ParsedWebhook } from "./whatsapp";
import { InboundContentSchema, type InboundContent, type OutboundMessage } from "../lib/messages";
import { listSections, productsAsList } from "./product-fallback";
import { SendError, type SendResult } from "./send-error";

// Infobip delivers inbound WhatsApp messages as { results: [...] } and authenticates the
// webhook with HTTP Basic credentials configured on the Infobip side.

export function verifyInfobipBasicAuth(user: string, password: string, header: string | null): boolean {
  if (!header || !header.startsWith("Basic ")) return false;
  let decoded: string;
  try {
    decoded = atob(header.slice(6).trim());
  } catch {
    return false;
  }
  return timingSafeEqualStrings(decoded, `${user}:${password}`);
}

const ResultSchema = z
  .object({
    messageId: z.string().min(1).max(256),
    from: SenderSchema,
    to: z.string(),
    receivedAt: z.string().optional(),
    message: z.object({ type: z.string() }).loose(),
    contact: z.object({ name: z.string().optional() }).loose().optional(),
  })
  .loose();

const PayloadSchema = z.object({ results: z.array(z.unknown()) }).loose();

export function parseInfobipWebhook(json: unknown): ParsedWebhook | { error: string } {
  const payload = PayloadSchema.safeParse(json);
  if (!payload.success) return { error: payload.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ") };
  const out = emptyParsedWebhook();
  for (const raw of payload.data.results) {
    const r = ResultSchema.safeParse(raw);
    if (!r.success) {
      out.rejected.push({ reason: r.error.issues[0]?.message ?? "invalid result", part: raw });
      continue;
    }
    const received = r.data.receivedAt ? Date.parse(r.data.receivedAt.replace(/([+-]\d{2})(\d{2})$/, "$1:$2")) : NaN;
    out.messages.push({
      provider: "infobip",
      id: r.data.messageId,
      from: r.data.from,
      to: r.data.to,
      contactName: r.data.contact?.name,
      timestamp: Number.isFinite(received) ? received : 0,
      content: contentOf(r.data.message as Record<string, unknown> & { type: string }),
    });
  }
  return out;
}

function candidate(m: Record<string, unknown> & { type: string }): unknown {
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  switch (m.type) {
    case "TEXT":
      return { type: "text", text: m.text };
    case "INTERACTIVE_BUTTON_REPLY":
      return { type: "button", id: str(m.id) ?? str(m.title) ?? "", title: str(m.title) ?? "" };
    case "INTERACTIVE_LIST_REPLY":
      return { type: "list", id: str(m.id) ?? str(m.title) ?? "", title: str(m.title) ?? "", description: str(m.description) };
    case "BUTTON":
      return { type: "button", id: str(m.payload) ?? str(m.text) ?? "", title: str(m.text) ?? "" };
    case "LOCATION":
      return { type: "location", latitude: m.latitude, longitude: m.longitude, name: str(m.name), address: str(m.address) };
    // Infobip hands media over as a URL to download with the API key: that URL is the media reference.
    case "IMAGE":
    case "VIDEO":
      return { type: m.type.toLowerCase(), mediaId: m.url, caption: str(m.caption) || undefined };
    case "DOCUMENT":
      return { type: "document", mediaId: m.url, caption: str(m.caption) || undefined, filename: str(m.filename) };
    case "AUDIO":
    case "VOICE":
      return { type: "audio", mediaId: m.url, voice: m.type === "VOICE" };
    case "STICKER":
      return { type: "sticker", mediaId: m.url };
    default:
      return null;
  }
}

/** Infobip's inbound message as our content; a shape that does not fit becomes "unsupported". */
function contentOf(m: Record<string, unknown> & { type: string }): InboundContent {
  const parsed = InboundContentSchema.safeParse(candidate(m));
  if (parsed.success) return parsed.data;
  const caption = typeof m.caption === "string" ? m.caption.slice(0, 4096) : undefined;
  return { type: "unsupported", kind: m.type.toLowerCase().slice(0, 64), caption };
}

export interface InfobipSendConfig {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Path and body for each kind of message, as Infobip's WhatsApp API defines them. Products go as
 * a list (no catalog through Infobip here) and a location request as its question in text.
 */
export function renderInfobip(from: string, to: string, message: OutboundMessage): { path: string; body: unknown } {
  switch (message.type) {
    case "product":
    case "product_list":
      return renderInfobip(from, to, productsAsList(message));
    case "location_request":
      return renderInfobip(from, to, { type: "text", text: message.text });
    case "text":
      return { path: "/whatsapp/1/message/text", body: { from, to, content: { text: message.text } } };
    case "buttons":
      return {
        path: "/whatsapp/1/message/interactive/buttons",
        body: {
          from,
          to,
          content: { body: { text: message.text }, action: { buttons: message.buttons.map((b) => ({ type: "REPLY", id: b.id, title: b.title })) } },
        },
      };
    case "list":
      return {
        path: "/whatsapp/1/message/interactive/list",
        body: {
          from,
          to,
          content: {
            ...(message.header ? { header: { type: "TEXT", text: message.header } } : {}),
            body: { text: message.text },
            action: { title: message.button, sections: listSections(message.rows) },
          },
        },
      };
    case "template":
      return {
        path: "/whatsapp/1/message/template",
        body: {
          messages: [
            { from, to, content: { templateName: message.name, templateData: { body: { placeholders: message.params } }, language: message.language } },
          ],
        },
      };
  }
}

export async function sendInfobip(config: InfobipSendConfig, from: string, to: string, message: OutboundMessage): Promise<SendResult> {
  const { path, body } = renderInfobip(from, to, message);
  const doFetch = config.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(config.baseUrl.replace(/\/$/, "") + path, {
      method: "POST",
      headers: { authorization: `App ${config.apiKey}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (err) {
    throw new SendError(`network: ${(err as Error).message}`, { retryable: true });
  }
  const text = await res.text();
  if (!res.ok) {
    throw new SendError(`Infobip ${res.status}: ${text.slice(0, 300)}`, { status: res.status, retryable: res.status === 429 || res.status >= 500 });
  }
  const json = JSON.parse(text) as { messageId?: string; messages?: { messageId?: string }[] };
  const id = json.messageId ?? json.messages?.[0]?.messageId;
  if (!id) throw new SendError("Infobip answered without a messageId", { retryable: true });
  return { providerMessageId: id };
}
