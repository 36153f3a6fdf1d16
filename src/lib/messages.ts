import { z } from "zod";

// The message shapes shared by channels (which parse and render them) and the agent (which reads
// and writes them): provider-neutral, validated with zod, no provider detail.

/** One provider-neutral inbound message. Both WhatsApp Cloud API and Infobip parse into this. */
export const InboundContentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string() }),
  /** An interactive reply button or a template quick-reply button. */
  z.object({ type: z.literal("button"), id: z.string(), title: z.string() }),
  z.object({ type: z.literal("list"), id: z.string(), title: z.string(), description: z.string().optional() }),
  z.object({
    type: z.literal("location"),
    latitude: z.number(),
    longitude: z.number(),
    name: z.string().optional(),
    address: z.string().optional(),
  }),
  /** Media, stickers, reactions, unknown types: recorded and answered politely, never dropped. */
  z.object({ type: z.literal("unsupported"), kind: z.string(), caption: z.string().optional() }),
]);
export type InboundContent = z.infer<typeof InboundContentSchema>;

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
    text: z.string().min(1).max(4096),
    button: z.string().min(1).max(20),
    rows: z
      .array(z.object({ id: z.string().max(200), title: z.string().min(1).max(24), description: z.string().max(72).optional() }))
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
]);
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;

/** The text a person would read for a message, for history, console and sandbox. */
export function plainText(message: OutboundMessage): string {
  switch (message.type) {
    case "text":
      return message.text;
    case "buttons":
      return `${message.text}\n${message.buttons.map((b) => `[${b.title}]`).join(" ")}`;
    case "list":
      return `${message.text}\n${message.rows.map((r, i) => `${i + 1}. ${r.title}`).join("\n")}`;
    case "template":
      return message.preview ?? `[plantilla ${message.name}]`;
  }
}

/** What the agent reads of an inbound message: a tapped button or row reads like its title. */
export function inboundText(content: InboundContent): string {
  switch (content.type) {
    case "text":
      return content.text;
    case "button":
    case "list":
      return content.title;
    case "location":
      return [content.name, content.address].filter(Boolean).join(", ");
    case "unsupported":
      return content.caption ?? "";
  }
}

export type Author = "agent" | "operator" | "system";

/** One line for history, console and audit: what the customer sent, media included. */
export function describeInbound(content: InboundContent): string {
  if (content.type === "unsupported") return `[${content.kind}]${content.caption ? " " + content.caption : ""}`;
  if (content.type === "location") return `[ubicación] ${inboundText(content) || `${content.latitude},${content.longitude}`}`;
  return inboundText(content);
}
