import { z } from "zod";
import type { HandoffContext } from "../agent/job";
import type { SharedLocation } from "../lib/location";
import type { AgentStackState } from "../agent/stack/state";

// The operator WebSocket protocol: one discriminated union each way, shared by the actor and the
// console (public/js/conversation.js mirrors the shapes; commands are validated here with zod).

export const OperatorCommandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("take_over") }),
  z.object({ type: z.literal("send"), text: z.string().trim().min(1).max(4096) }),
  z.object({
    type: z.literal("release"),
    /** keep: cart and state as they are; reset: back to the initial state with an empty cart. */
    mode: z.enum(["keep", "reset"]).default("keep"),
    /** Tell the customer the agent is back: `message` if given, else the standard "¡Listo! …". */
    notify: z.boolean().default(false),
    message: z.string().trim().min(1).max(4096).optional(),
    /** What the customer wrote during the takeover: the agent answers it now, or the operator already did. */
    held: z.enum(["agent", "handled"]).default("handled"),
    /** Resolve the open help request too (the usual case); false keeps it open. */
    resolve: z.boolean().default(true),
  }),
  z.object({ type: z.literal("close"), resolution: z.string().trim().max(1000).optional() }),
  z.object({ type: z.literal("ping") }),
]);
export type OperatorCommand = z.infer<typeof OperatorCommandSchema>;
/** A command as callers write it (defaults not yet applied). */
export type OperatorCommandInput = z.input<typeof OperatorCommandSchema>;

export interface MessageView {
  seq: number;
  direction: "in" | "out";
  author: "customer" | "agent" | "operator" | "system" | "shop";
  text: string;
  ref: string | null;
  status: string | null;
  at: number;
  /** Who wrote an operator's message (their operator id). */
  operatorId?: string | null;
}

export interface CartView {
  lines: { productId: string; name: string; quantity: number; unitPrice: number }[];
  subtotal: number;
}

export interface HandoffView {
  id: string;
  trigger: string;
  reason: string;
  status: "pending" | "assigned" | "resolved";
  operatorId: string | null;
  createdAt: number;
  /** What the agent knew when it asked for a person (a failed turn keeps the unanswered messages). */
  context: HandoffContext | { messages: string[] } | null;
  assignedAt?: number | null;
  resolvedAt?: number | null;
  resolution?: string | null;
  /** The customer's first message while waiting was acknowledged (once per handoff). */
  acknowledgedAt?: number | null;
  /** Nobody took it in time: operators were told again. */
  escalatedAt?: number | null;
}

export interface ControlView {
  mode: "agent" | "operator";
  operatorId: string | null;
  since: number | null;
}

export interface ConversationSnapshot {
  conversation: string;
  contact: string;
  workspaceId: string;
  /** The name the customer gave, else their WhatsApp profile name. */
  customerName: string | null;
  state: string;
  /** The state as operators read it (the kind's label). */
  stateLabel: string;
  control: ControlView;
  cart: CartView;
  customer: Record<string, string | undefined>;
  /** The pin the customer shared for a delivery (lib/location.ts mapLink opens it), or null. */
  location: SharedLocation | null;
  /** The agent stack: who answers, the last turn's path, and the context loaded on entry (returning customer, order, cart). */
  agents: AgentStackState | null;
  /** The language the agent answers this customer in (es, en, pt). */
  language: string;
  messages: MessageView[];
  handoff: HandoffView | null;
  /** Customer messages received during the current takeover (the release asks what to do with them). */
  held: MessageView[];
  lastInboundAt: number | null;
  windowOpen: boolean;
}

export type OperatorEvent =
  | { type: "snapshot"; snapshot: ConversationSnapshot }
  | { type: "message"; message: MessageView }
  | { type: "delivery"; ref: string; status: string; error?: string | null }
  | { type: "state"; state: string; previous: string; label?: string }
  | { type: "cart"; cart: CartView }
  /** The agent stack after a routed turn: who answers, the path, the context loaded (the detail panel). */
  | { type: "agents"; agents: AgentStackState | null }
  | { type: "handoff_requested"; handoff: HandoffView }
  | { type: "handoff_resolved"; handoff: HandoffView }
  | { type: "handoff_escalated"; handoff: HandoffView }
  | { type: "takeover"; control: ControlView; handoff: HandoffView | null }
  | { type: "release"; control: ControlView; mode: "keep" | "reset" }
  | { type: "error"; error: string; detail?: unknown }
  | { type: "pong" };

/** Validates a raw socket frame; never throws. */
export function decodeCommand(raw: string | ArrayBuffer): { ok: true; command: OperatorCommand } | { ok: false; error: string } {
  if (typeof raw !== "string") return { ok: false, error: "binary frames are not supported" };
  if (raw.length > 16_384) return { ok: false, error: "command too large" };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: "command is not JSON" };
  }
  const parsed = OperatorCommandSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join(".") || "command"}: ${i.message}`).join("; ") };
  return { ok: true, command: parsed.data };
}
