import { z } from "zod";
import { InboundContentSchema, type Author, type OutboundMessage } from "../lib/messages";

export const ProviderSchema = z.enum(["whatsapp", "infobip"]);
export type Provider = z.infer<typeof ProviderSchema>;

export const InboundMessageSchema = z.object({
  provider: ProviderSchema,
  /** Provider message id (wamid / Infobip messageId): the dedupe key. */
  id: z.string().min(1).max(256),
  from: z.string().min(1).max(64),
  /** The business number the message was sent to (phone_number_id or Infobip sender). */
  to: z.string().min(1).max(64),
  contactName: z.string().max(256).optional(),
  /** Provider timestamp, epoch ms. */
  timestamp: z.number(),
  content: InboundContentSchema,
});
export type InboundMessage = z.infer<typeof InboundMessageSchema>;

export type DeliveryState = "sent" | "delivered" | "read" | "failed";

export interface DeliveryStatus {
  provider: Provider;
  providerMessageId: string;
  to: string;
  recipient: string;
  status: DeliveryState;
  timestamp: number;
  errors: { code: number; title: string }[];
}

/** The body of a message on the OUTBOUND queue: one outbox row to deliver, once. */
export interface OutboundJob {
  outboxId: string;
  workspaceId: string;
  conversation: string;
  channelId: string;
  provider: Provider;
  /** phone_number_id (WhatsApp) or sender number (Infobip). */
  from: string;
  to: string;
  author: Author;
  message: OutboundMessage;
}
