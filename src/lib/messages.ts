import { z } from "zod";

// The message shapes shared by channels (which parse and render them) and the agent (which reads
// and writes them): provider-neutral, validated with zod, no provider detail. Bounds are Meta's
// where Meta has one, and otherwise generous limits against hostile input.

/**
 * How the provider lets us fetch a media file later: a Graph media id for WhatsApp, Infobip's
 * download URL for Infobip. Validated again by whatever fetches it.
 */
const MediaRef = z.string().min(1).max(2048);
const MimeType = z.string().min(1).max(255);
const Caption = z.string().max(4096);

export const OrderItemSchema = z.object({
  /** The product's retailer id in the shop's Meta catalog: our SKU. */
  sku: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(100_000),
  /** The unit price WhatsApp showed the customer, in major units. Never trusted: our catalog prices. */
  itemPrice: z.number().nonnegative().max(1e12).optional(),
  currency: z.string().min(1).max(8).optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** One provider-neutral inbound message. Both WhatsApp Cloud API and Infobip parse into this. */
export const InboundContentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string().max(65_536) }),
  /** An interactive reply button or a template quick-reply button. */
  z.object({ type: z.literal("button"), id: z.string().max(256), title: z.string().max(1024) }),
  z.object({ type: z.literal("list"), id: z.string().max(256), title: z.string().max(1024), description: z.string().max(1024).optional() }),
  z.object({
    type: z.literal("location"),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    name: z.string().max(1024).optional(),
    address: z.string().max(1024).optional(),
  }),
  /** A cart sent from the shop's WhatsApp catalog. */
  z.object({
    type: z.literal("order"),
    catalogId: z.string().min(1).max(100),
    /** What the customer wrote with the cart. */
    note: z.string().max(4096).optional(),
    items: z.array(OrderItemSchema).min(1).max(100),
  }),
  /** A voice note (`voice`) or an audio file. `transcript` is set once it has been transcribed. */
  z.object({
    type: z.literal("audio"),
    mediaId: MediaRef,
    mimeType: MimeType.optional(),
    voice: z.boolean(),
    seconds: z.number().nonnegative().max(86_400).optional(),
    transcript: z.string().max(16_384).optional(),
    /** Why it could not be transcribed (then the agent asks the customer to write). */
    unheard: z.enum(["too_long", "too_big", "failed", "not_configured"]).optional(),
  }),
  z.object({ type: z.literal("image"), mediaId: MediaRef, mimeType: MimeType.optional(), caption: Caption.optional() }),
  z.object({ type: z.literal("video"), mediaId: MediaRef, mimeType: MimeType.optional(), caption: Caption.optional() }),
  z.object({
    type: z.literal("document"),
    mediaId: MediaRef,
    mimeType: MimeType.optional(),
    caption: Caption.optional(),
    filename: z.string().max(1024).optional(),
  }),
  z.object({ type: z.literal("sticker"), mediaId: MediaRef, mimeType: MimeType.optional(), animated: z.boolean().optional() }),
  /** An emoji put on (or, with no emoji, taken off) one of our messages. */
  z.object({ type: z.literal("reaction"), messageId: z.string().min(1).max(256), emoji: z.string().max(32).optional() }),
  /** Unknown types and malformed known ones: recorded and answered politely, never dropped. */
  z.object({ type: z.literal("unsupported"), kind: z.string().max(64), caption: Caption.optional() }),
]);
export type InboundContent = z.infer<typeof InboundContentSchema>;
export type InboundKind = InboundContent["type"];

const Footer = z.string().min(1).max(60);

export const ProductItemSchema = z.object({
  /** Our SKU, which is also the product's retailer id in the shop's Meta catalog. */
  sku: z.string().min(1).max(100),
  /** What a tap answers with when the product is shown as a list row (no Meta catalog). */
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(200),
  /** Shown under the title in a list row, e.g. the price. */
  description: z.string().max(200).optional(),
});
export type ProductItem = z.infer<typeof ProductItemSchema>;

/** What the agent or an operator says, before a provider renders it. */
export const OutboundMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string().min(1).max(4096) }),
  z.object({
    type: z.literal("buttons"),
    text: z.string().min(1).max(1024),
    buttons: z.array(z.object({ id: z.string().max(256), title: z.string().min(1).max(20) })).min(1).max(3),
  }),
  z.object({
    type: z.literal("list"),
    header: z.string().min(1).max(60).optional(),
    text: z.string().min(1).max(4096),
    button: z.string().min(1).max(20),
    rows: z
      .array(
        z.object({
          id: z.string().max(200),
          title: z.string().min(1).max(24),
          description: z.string().max(72).optional(),
          /** Rows in a row with the same section title are shown under it. */
          section: z.string().min(1).max(24).optional(),
        }),
      )
      .min(1)
      .max(10),
  }),
  z.object({
    type: z.literal("template"),
    name: z.string().min(1),
    language: z.string().min(2),
    params: z.array(z.string()).default([]),
    /** What the operator console shows for this template. */
    preview: z.string().optional(),
  }),
  /** One product of the catalog; a WhatsApp product card when the shop has a Meta catalog. */
  z.object({ type: z.literal("product"), text: z.string().min(1).max(1024), footer: Footer.optional(), item: ProductItemSchema }),
  /** Up to 30 products in up to 10 sections; a WhatsApp multi-product message with a Meta catalog. */
  z.object({
    type: z.literal("product_list"),
    header: z.string().min(1).max(60),
    text: z.string().min(1).max(1024),
    footer: Footer.optional(),
    /** The list's button when it is shown as an interactive list instead. */
    button: z.string().min(1).max(20),
    sections: z
      .array(z.object({ title: z.string().min(1).max(24), items: z.array(ProductItemSchema).min(1).max(30) }))
      .min(1)
      .max(10)
      .refine((sections) => sections.reduce((n, s) => n + s.items.length, 0) <= 30, "at most 30 products in all"),
  }),
  /** Asks for the customer's location with WhatsApp's "Send location" button; a typed answer works too. */
  z.object({ type: z.literal("location_request"), text: z.string().min(1).max(1024) }),
]);
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;

const bullet = (item: ProductItem) => `• ${item.title}${item.description ? ` — ${item.description}` : ""}`;

/** The text a person would read for a message, for history, console and sandbox. */
export function plainText(message: OutboundMessage): string {
  switch (message.type) {
    case "text":
      return message.text;
    case "buttons":
      return `${message.text}\n${message.buttons.map((b) => `[${b.title}]`).join(" ")}`;
    case "list":
      return [message.header, message.text, ...message.rows.map((r, i) => `${i + 1}. ${r.title}`)].filter(Boolean).join("\n");
    case "template":
      return message.preview ?? `[plantilla ${message.name}]`;
    case "product":
      return `${message.text}\n${bullet(message.item)}`;
    case "product_list":
      return [message.header, message.text, ...message.sections.flatMap((s) => [`${s.title}:`, ...s.items.map(bullet)])].join("\n");
    case "location_request":
      return `${message.text}\n[Enviar ubicación]`;
  }
}

/**
 * What the agent reads of an inbound message: a tapped button or row reads like its title, media
 * like its caption, a voice note like its transcript once it has one. Nothing to read is "".
 */
export function inboundText(content: InboundContent): string {
  switch (content.type) {
    case "text":
      return content.text;
    case "button":
    case "list":
      return content.title;
    case "location":
      return [content.name, content.address].filter(Boolean).join(", ");
    case "order":
      return content.note ?? "";
    case "audio":
      return content.transcript ?? "";
    case "image":
    case "video":
    case "document":
    case "unsupported":
      return content.caption ?? "";
    case "sticker":
    case "reaction":
      return "";
  }
}

export type Author = "agent" | "operator" | "system";

const withText = (label: string, text: string | undefined) => (text ? `${label} ${text}` : label);

function duration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** One line for history, console and audit: what the customer sent, media included. */
export function describeInbound(content: InboundContent): string {
  switch (content.type) {
    case "unsupported":
      return withText(`[${content.kind}]`, content.caption);
    case "location":
      return `[ubicación] ${inboundText(content) || `${content.latitude},${content.longitude}`}`;
    case "order": {
      const lines = content.items.map((i) => `${i.quantity} × ${i.sku}`).join(", ");
      return withText(`[pedido del catálogo: ${lines}]`, content.note);
    }
    case "audio": {
      const label = `[${content.voice ? "nota de voz" : "audio"}${content.seconds !== undefined ? ` ${duration(content.seconds)}` : ""}]`;
      return withText(label, content.transcript);
    }
    case "image":
      return withText("[imagen]", content.caption);
    case "video":
      return withText("[video]", content.caption);
    case "document":
      return withText(content.filename ? `[documento ${content.filename}]` : "[documento]", content.caption);
    case "sticker":
      return "[sticker]";
    case "reaction":
      return content.emoji ? `[reacción ${content.emoji}]` : "[reacción quitada]";
    default:
      return inboundText(content);
  }
}

/**
 * Shortens text to at most `max` characters (UTF-16 units, as WhatsApp counts) at a word
 * boundary, with "…" when anything was left out. Only a single word longer than `max` is cut
 * inside, since nothing else fits.
 */
export function shortenAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1); // one unit is the ellipsis
  const boundary = clean.charAt(max - 1) === " " ? room.length : room.lastIndexOf(" ");
  let head = boundary > 0 ? room.slice(0, boundary) : room;
  if (boundary <= 0 && /[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1); // never half an emoji
  return head.replace(/[\s,;:.\-–—]+$/u, "") + "…";
}

/** The longest body each interactive kind may carry (Meta's limits). */
const BODY_LIMIT: Partial<Record<OutboundMessage["type"], number>> = {
  buttons: 1024,
  list: 4096,
  product: 1024,
  product_list: 1024,
  location_request: 1024,
};
const TEXT_LIMIT = 4096;

/**
 * Fewer messages for the same words (Meta bills every free-form message): consecutive texts of
 * one turn become one, and an interactive message (buttons, list, product, location request)
 * takes the texts right before it into its body when the result fits. Order is kept; templates
 * and texts after an interactive message stay as they are.
 */
export function mergeReplies(messages: OutboundMessage[]): OutboundMessage[] {
  const out: OutboundMessage[] = [];
  let pending: string[] = []; // texts waiting for the next message
  const flushTexts = () => {
    for (const text of pending) {
      const last = out[out.length - 1];
      if (last?.type === "text" && last.text.length + 2 + text.length <= TEXT_LIMIT) out[out.length - 1] = { type: "text", text: `${last.text}\n\n${text}` };
      else out.push({ type: "text", text });
    }
    pending = [];
  };
  for (const message of messages) {
    if (message.type === "text") {
      pending.push(message.text);
      continue;
    }
    const limit = BODY_LIMIT[message.type];
    if (limit !== undefined && "text" in message && pending.length) {
      const body = [...pending, message.text].join("\n\n");
      if (body.length <= limit) {
        pending = [];
        out.push({ ...message, text: body });
        continue;
      }
    }
    flushTexts();
    out.push(message);
  }
  flushTexts();
  return out;
}
