import type { HandoffView } from "../conversation/protocol";
import type { OrderView } from "../store/order-list";

export type { OrderView };

// The workspace inbox's protocol: what conversations report and what operators' sockets hear.

/** One line of the operator inbox, as a conversation reports it. */
export interface ConversationSummary {
  conversation: string;
  contact: string;
  customerName: string | null;
  /** The state as operators read it (the kind's label). */
  stateLabel: string;
  state: string;
  control: "agent" | "operator";
  operatorId: string | null;
  needsPerson: boolean;
  handoff: HandoffView | null;
  lastMessage: { text: string; author: string; at: number } | null;
  /** When the customer started waiting for an answer; null when nobody is waiting. */
  waitingSince: number | null;
  updatedAt: number;
  /** Per conversation, increasing: notifications can overtake each other on the way here. */
  version: number;
}

export type InboxStatus = "all" | "needs_person" | "active";
export const INBOX_STATUSES: readonly InboxStatus[] = ["all", "needs_person", "active"];

export type HubEvent =
  | { type: "inbox"; conversations: ConversationSummary[] }
  | { type: "conversation_updated"; conversation: ConversationSummary }
  | { type: "handoff_requested"; conversation: ConversationSummary }
  | { type: "handoff_resolved"; conversation: ConversationSummary }
  /** A request nobody took in time: operators are told again. */
  | { type: "handoff_escalated"; conversation: ConversationSummary }
  /** An order moved (the orders API, or the agent placing or cancelling one): every open board shows it at once. */
  | { type: "order"; order: OrderView }
  | { type: "pong" };

/** What the hub offers over RPC (the Worker and conversations call it; env.ts types it). */
export interface HubRpc extends Rpc.DurableObjectBranded {
  conversationUpdated(summary: ConversationSummary): Promise<void>;
  list(status?: InboxStatus): Promise<ConversationSummary[]>;
  orderChanged(order: OrderView): Promise<void>;
  /** The agent placed or cancelled an order in this conversation (after its job's commit). */
  ordersChanged(conversation: string): Promise<void>;
  /** A ticket's nonce, used once ("ok" the first time it is seen before it expires), unless its operator was revoked. */
  consumeTicket(nonce: string, expiresAt: number, operatorId: string): Promise<TicketUse>;
  /** An operator is opening a socket in a conversation: noted for revocation; false once they are revoked. */
  conversationSocketOpening(operatorId: string, conversation: string): Promise<boolean>;
  /** Closes every socket of the operator (inbox and conversations) and refuses them from now on. */
  revokeOperator(operatorId: string): Promise<{ hubSockets: number; conversations: number }>;
}

export type TicketUse = "ok" | "used" | "revoked";
