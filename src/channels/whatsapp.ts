import { z } from "zod";
import { hmacSha256, timingSafeEqualStrings, toHex } from "../lib/crypto";
import { normalizeContact } from "../lib/ids";
import type { DeliveryStatus, InboundMessage } from "./types";
import type { InboundContent } from "../lib/messages";
import { whatsAppContent } from "./whatsapp-content";

// ---------------------------------------------------------------------------------------------
// Verification: X-Hub-Signature-256 = "sha256=" + hex(HMAC-SHA256(app secret, RAW body)).
// ---------------------------------------------------------------------------------------------

export async function verifyWhatsAppSignature(secret: string, rawBody: ArrayBuffer, header: string | null): Promise<boolean> {
  if (!header || !header.startsWith("sha256=")) return false;
  const expected = "sha256=" + toHex(await hmacSha256(secret, rawBody));
  return timingSafeEqualStrings(expected, header.trim().toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Parsing: entry[] → changes[] → value.messages[] / value.statuses[] ("messages" field), plus the
// Coexistence fields (smb_message_echoes, history, smb_app_state_sync). Unknown message types are
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
    message_echoes: z.array(z.unknown()).optional(),
    history: z.array(z.unknown()).optional(),
    state_sync: z.array(z.unknown()).optional(),
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

/** A message the shop's owner sent from the WhatsApp Business app on the API's number (Coexistence). */
export interface EchoMessage {
  provider: "whatsapp";
  id: string;
  /** phone_number_id of the shop's number. */
  businessNumber: string;
  /** The customer it was sent to. */
  contact: string;
  timestamp: number;
  content: InboundContent;
}

export interface HistoryMessage {
  id: string;
  /** true: the shop sent it (from the app); false: the customer did. */
  fromBusiness: boolean;
  timestamp: number;
  /** history_context.status: the delivery state the app knew (sent, delivered, read, played…). */
  status?: string;
  content: InboundContent;
}

/** One chunk of the chat history Meta shares when a Business app number is onboarded. */
export interface HistoryChunk {
  businessNumber: string;
  phase?: number;
  chunkOrder?: number;
  /** 0–100; 100 means the whole history has been sent. */
  progress?: number;
  threads: { contact: string; messages: HistoryMessage[] }[];
  /** Present when the owner declined to share the history (code 2593109). */
  errors: { code: number; title: string }[];
}

/** An address-book change in the owner's WhatsApp Business app. */
export interface ContactSync {
  businessNumber: string;
  action: "add" | "remove";
  contact: string;
  fullName?: string;
  firstName?: string;
  timestamp: number;
}

export interface ParsedWebhook {
  messages: InboundMessage[];
  statuses: DeliveryStatus[];
  echoes: EchoMessage[];
  history: HistoryChunk[];
  appStateSync: ContactSync[];
  /** Parts that were authentic but of a shape we do not understand: recorded, not retried. */
  rejected: { reason: string; part: unknown }[];
}

export const emptyParsedWebhook = (): ParsedWebhook => ({ messages: [], statuses: [], echoes: [], history: [], appStateSync: [], rejected: [] });

export function parseWhatsAppWebhook(json: unknown): ParsedWebhook | { error: string } {
  const payload = PayloadSchema.safeParse(json);
  if (!payload.success) return { error: describe(payload.error) };
  const out = emptyParsedWebhook();
  for (const entry of payload.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") {
        parseCoexistence(change, out);
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
          content: whatsAppContent(msg),
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

// Coexistence: the owner keeps the WhatsApp Business app on the API's number. Shapes from Meta's
// smb_message_echoes, history and smb_app_state_sync webhook references.

const Ts = z.union([z.string(), z.number()]).transform((t) => Number(t) * 1000 || 0);
const Count = z.coerce.number().int().min(0).max(1e9).optional().catch(undefined);
const EchoSchema = z.object({ from: z.string().max(64), to: SenderSchema, id: z.string().min(1).max(256), timestamp: Ts, type: z.string() }).loose();
const HistoryEntrySchema = z
  .object({
    metadata: z.object({ phase: Count, chunk_order: Count, progress: Count }).loose().optional(),
    threads: z.array(z.unknown()).optional(),
    errors: z.array(z.object({ code: z.number(), title: z.string().optional(), message: z.string().optional() }).loose()).optional(),
  })
  .loose();
const ThreadSchema = z.object({ id: SenderSchema, messages: z.array(z.unknown()) }).loose();
const HistoryMessageSchema = z
  .object({
    from: z.string().max(64),
    id: z.string().min(1).max(256),
    timestamp: Ts,
    type: z.string(),
    history_context: z.object({ status: z.string().max(32).optional() }).loose().optional(),
  })
  .loose();
const StateSyncSchema = z
  .object({
    type: z.literal("contact"),
    action: z.enum(["add", "remove"]),
    contact: z.object({ phone_number: SenderSchema, full_name: z.string().max(256).optional(), first_name: z.string().max(256).optional() }).loose(),
    metadata: z.object({ timestamp: Ts }).loose().optional(),
  })
  .loose();

const digits = (phone: string) => phone.replace(/^\+/, "");

function parseCoexistence(change: { field: string; value: unknown }, out: ParsedWebhook): void {
  const known = ["smb_message_echoes", "history", "smb_app_state_sync"];
  if (!known.includes(change.field)) {
    out.rejected.push({ reason: `unhandled field ${change.field}`, part: change });
    return;
  }
  const value = ValueSchema.safeParse(change.value);
  if (!value.success) {
    out.rejected.push({ reason: describe(value.error), part: change.value });
    return;
  }
  const businessNumber = value.data.metadata.phone_number_id;
  const each = <T>(items: unknown[] | undefined, schema: z.ZodType<T>, use: (item: T) => void) => {
    for (const raw of items ?? []) {
      const r = schema.safeParse(raw);
      if (r.success) use(r.data);
      else out.rejected.push({ reason: describe(r.error), part: raw });
    }
  };
  each(value.data.message_echoes, EchoSchema, (e) =>
    out.echoes.push({ provider: "whatsapp", id: e.id, businessNumber, contact: e.to, timestamp: e.timestamp, content: whatsAppContent(e) }),
  );
  each(value.data.state_sync, StateSyncSchema, (s) =>
    out.appStateSync.push({
      businessNumber,
      action: s.action,
      contact: s.contact.phone_number,
      fullName: s.contact.full_name,
      firstName: s.contact.first_name,
      timestamp: s.metadata?.timestamp ?? 0,
    }),
  );
  each(value.data.history, HistoryEntrySchema, (h) => {
    const chunk: HistoryChunk = {
      businessNumber,
      phase: h.metadata?.phase,
      chunkOrder: h.metadata?.chunk_order,
      progress: h.metadata?.progress,
      threads: [],
      errors: (h.errors ?? []).map((e) => ({ code: e.code, title: e.title ?? e.message ?? "" })),
    };
    each(h.threads, ThreadSchema, (t) => {
      const messages: HistoryMessage[] = [];
      each(t.messages, HistoryMessageSchema, (m) =>
        messages.push({ id: m.id, fromBusiness: digits(m.from) !== digits(t.id), timestamp: m.timestamp, status: m.history_context?.status, content: whatsAppContent(m) }),
      );
      chunk.threads.push({ contact: t.id, messages });
    });
    out.history.push(chunk);
  });
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}

