import type { Env } from "../env";
import type { OutboundMessage } from "../lib/messages";
import { settings } from "../settings";
import type { Channel } from "../store/profile";
import { listSections, productsAsList } from "./product-fallback";
import { SendError, type SendResult } from "./send-error";

// ---------------------------------------------------------------------------------------------
// Sending: POST {base}/{version}/{phone_number_id}/messages, Bearer token, Meta's bodies.
// ---------------------------------------------------------------------------------------------

export interface WhatsAppSendConfig {
  baseUrl: string;
  version: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The Graph API settings for a channel: its own token or the default one; null is a sandbox. */
export function whatsAppApi(env: Env, channel: Pick<Channel, "accessToken"> | null, timeoutMs?: number): WhatsAppSendConfig | null {
  const s = settings(env);
  const token = channel?.accessToken ?? s.whatsapp.accessToken;
  if (!token) return null;
  return { baseUrl: s.whatsapp.apiBaseUrl.replace(/\/$/, ""), version: s.whatsapp.apiVersion, token, timeoutMs: timeoutMs ?? s.outboundSendTimeoutMs };
}

export interface RenderOptions {
  /** The shop's Meta catalog connected to this number; without it products go as a list. */
  catalogId?: string;
}

type Interactive = Record<string, unknown> & { type: string };

function interactiveOf(message: OutboundMessage, options: RenderOptions): Interactive | null {
  switch (message.type) {
    case "buttons":
      return {
        type: "button",
        body: { text: message.text },
        action: { buttons: message.buttons.map((b) => ({ type: "reply", reply: { id: b.id, title: b.title } })) },
      };
    case "list":
      return {
        type: "list",
        ...(message.header ? { header: { type: "text", text: message.header } } : {}),
        body: { text: message.text },
        action: { button: message.button, sections: listSections(message.rows) },
      };
    case "product":
      if (!options.catalogId) return interactiveOf(productsAsList(message), options);
      return {
        type: "product",
        body: { text: message.text },
        ...(message.footer ? { footer: { text: message.footer } } : {}),
        action: { catalog_id: options.catalogId, product_retailer_id: message.item.sku },
      };
    case "product_list":
      if (!options.catalogId) return interactiveOf(productsAsList(message), options);
      return {
        type: "product_list",
        header: { type: "text", text: message.header },
        body: { text: message.text },
        ...(message.footer ? { footer: { text: message.footer } } : {}),
        action: {
          catalog_id: options.catalogId,
          sections: message.sections.map((s) => ({ title: s.title, product_items: s.items.map((i) => ({ product_retailer_id: i.sku })) })),
        },
      };
    case "location_request":
      return { type: "location_request_message", body: { text: message.text }, action: { name: "send_location" } };
    default:
      return null;
  }
}

export function renderWhatsApp(to: string, message: OutboundMessage, options: RenderOptions = {}): Record<string, unknown> {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to };
  if (message.type === "text") return { ...base, type: "text", text: { preview_url: false, body: message.text } };
  if (message.type === "template") {
    return {
      ...base,
      type: "template",
      template: {
        name: message.name,
        language: { code: message.language },
        components: message.params.length ? [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }] : [],
      },
    };
  }
  return { ...base, type: "interactive", interactive: interactiveOf(message, options) };
}

async function post(config: WhatsAppSendConfig, path: string, body: unknown, timeoutMs: number): Promise<Response> {
  const doFetch = config.fetch ?? fetch;
  return doFetch(`${config.baseUrl.replace(/\/$/, "")}/${config.version}/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export async function sendWhatsApp(
  config: WhatsAppSendConfig,
  phoneNumberId: string,
  to: string,
  message: OutboundMessage,
  options: RenderOptions = {},
): Promise<SendResult> {
  let res: Response;
  try {
    res = await post(config, `${phoneNumberId}/messages`, renderWhatsApp(to, message, options), config.timeoutMs ?? 10_000);
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

/** The typing indicator lasts 25 s; one try well inside it, never a retry. */
export const READ_RECEIPT_TIMEOUT_MS = 5_000;

/**
 * Marks a customer's message (and the ones before it) read and shows "typing…" until we answer or
 * 25 s pass. Best-effort: one attempt, a short timeout, and it never throws — a lost receipt
 * costs two grey ticks, a failed webhook would cost a redelivery.
 */
export async function markReadWithTyping(config: WhatsAppSendConfig, phoneNumberId: string, messageId: string, typing = true): Promise<boolean> {
  try {
    const res = await post(
      config,
      `${phoneNumberId}/messages`,
      // No "typing…" when nobody will answer right away (a person holds the conversation).
      { messaging_product: "whatsapp", status: "read", message_id: messageId, ...(typing ? { typing_indicator: { type: "text" } } : {}) },
      Math.min(config.timeoutMs ?? READ_RECEIPT_TIMEOUT_MS, READ_RECEIPT_TIMEOUT_MS),
    );
    await res.body?.cancel();
    if (!res.ok) console.warn(`read receipt for ${messageId} answered ${res.status}`);
    return res.ok;
  } catch (err) {
    console.warn(`read receipt for ${messageId} failed: ${(err as Error).message}`);
    return false;
  }
}
