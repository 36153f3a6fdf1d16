import { z } from "zod";
import { InboundContentSchema, type InboundContent } from "../lib/messages";

// What a WhatsApp message object carries, by `type`, as Meta's "messages" webhook reference
// describes it (the same objects arrive in smb_message_echoes and history webhooks). Anything
// that does not fit its type's shape becomes "unsupported" with its kind: answered, never dropped.

/** Meta sends numbers; a proxy may stringify them. */
const Num = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]);
const Str = z.string();

const Media = z.object({ id: Str, mime_type: Str.optional(), caption: Str.optional() }).loose();

const Payloads = {
  text: z.object({ body: Str }).loose(),
  interactive: z
    .object({
      type: Str.optional(),
      button_reply: z.object({ id: Str, title: Str }).loose().optional(),
      list_reply: z.object({ id: Str, title: Str, description: Str.optional() }).loose().optional(),
    })
    .loose(),
  button: z.object({ payload: Str.optional(), text: Str }).loose(),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: Str.optional(), address: Str.optional() }).loose(),
  order: z
    .object({
      catalog_id: Str,
      text: Str.optional(),
      product_items: z.array(z.object({ product_retailer_id: Str, quantity: Num, item_price: Num.optional(), currency: Str.optional() }).loose()),
    })
    .loose(),
  audio: Media.extend({ voice: z.boolean().optional() }),
  image: Media,
  video: Media,
  document: Media.extend({ filename: Str.optional() }),
  sticker: Media.extend({ animated: z.boolean().optional() }),
  reaction: z.object({ message_id: Str, emoji: Str.optional() }).loose(),
};
type Payloads = { [K in keyof typeof Payloads]: z.infer<(typeof Payloads)[K]> };

function candidate(type: string, raw: unknown): Partial<InboundContent> | null {
  if (!Object.hasOwn(Payloads, type)) return null;
  const parsed = Payloads[type as keyof Payloads].safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  switch (type as keyof Payloads) {
    case "text":
      return { type: "text", text: (p as Payloads["text"]).body };
    case "interactive": {
      const i = p as Payloads["interactive"];
      if (i.button_reply) return { type: "button", id: i.button_reply.id, title: i.button_reply.title };
      if (i.list_reply) return { type: "list", id: i.list_reply.id, title: i.list_reply.title, description: i.list_reply.description };
      return null;
    }
    case "button": {
      // Template quick-reply: the payload is what the template author set; the text is what was tapped.
      const b = p as Payloads["button"];
      return { type: "button", id: b.payload ?? b.text, title: b.text };
    }
    case "location": {
      const l = p as Payloads["location"];
      return { type: "location", latitude: l.latitude, longitude: l.longitude, name: l.name, address: l.address };
    }
    case "order": {
      const o = p as Payloads["order"];
      const items = o.product_items.map((i) => ({ sku: i.product_retailer_id, quantity: i.quantity, itemPrice: i.item_price, currency: i.currency }));
      return { type: "order", catalogId: o.catalog_id, note: o.text || undefined, items };
    }
    case "audio": {
      const a = p as Payloads["audio"];
      return { type: "audio", mediaId: a.id, mimeType: a.mime_type, voice: a.voice === true };
    }
    case "image":
    case "video": {
      const m = p as Payloads["image"];
      return { type, mediaId: m.id, mimeType: m.mime_type, caption: m.caption || undefined } as InboundContent;
    }
    case "document": {
      const d = p as Payloads["document"];
      return { type: "document", mediaId: d.id, mimeType: d.mime_type, caption: d.caption || undefined, filename: d.filename };
    }
    case "sticker": {
      const s = p as Payloads["sticker"];
      return { type: "sticker", mediaId: s.id, mimeType: s.mime_type, animated: s.animated };
    }
    case "reaction": {
      const r = p as Payloads["reaction"];
      return { type: "reaction", messageId: r.message_id, emoji: r.emoji || undefined };
    }
  }
}

/** The content of one WhatsApp message object (`{ type, [type]: {...} }`), always valid. */
export function whatsAppContent(message: { type: string } & Record<string, unknown>): InboundContent {
  const type = message.type;
  const raw = Object.hasOwn(message, type) ? message[type] : undefined;
  const parsed = InboundContentSchema.safeParse(candidate(type, raw));
  if (parsed.success) return parsed.data;
  const caption = (raw as { caption?: unknown } | undefined)?.caption;
  const kind = type === "interactive" ? `interactive:${String((raw as { type?: unknown } | undefined)?.type ?? "unknown").slice(0, 40)}` : type.slice(0, 64);
  return { type: "unsupported", kind, caption: typeof caption === "string" ? caption.slice(0, 4096) : undefined };
}
