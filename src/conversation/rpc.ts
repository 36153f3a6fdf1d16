import type { Session } from "../agent/session";
import type { DeliveryState, InboundMessage } from "../channels/types";
import type { EchoMessage } from "../channels/whatsapp";
import type { TimerRow } from "./alarms";
import type { OutboxSummary } from "./outbox";
import type { OrderNoticeOutcome, OrderStatusChange } from "../lib/order-notice";
import type { ConversationIdentity } from "./identity";
import type { ControlView, ConversationSnapshot, OperatorCommandInput } from "./protocol";

/**
 * What a ConversationActor offers over RPC to the Worker, the queue consumer and tests. env.ts
 * types the namespace with this, so the bindings never depend on the actor's implementation.
 */
export interface ConversationRpc extends Rpc.DurableObjectBranded {
  /** Durably appends new messages (a provider id seen before is ignored) and arms the turn. */
  receive(identity: ConversationIdentity, kindId: string, messages: InboundMessage[]): Promise<ReceiveResult>;
  /** What the owner typed on the shop's phone (Coexistence echoes): recorded, and the chat is theirs. */
  receiveEchoes(identity: ConversationIdentity, kindId: string, echoes: EchoMessage[]): Promise<{ recorded: number }>;
  onSent(outboxId: string, providerMessageId: string): Promise<void>;
  onSendFailed(outboxId: string, error: string): Promise<void>;
  onStatus(outboxId: string, status: DeliveryState, error: string | null): Promise<void>;
  /** An order of this conversation moved: tell the customer, once per change. */
  orderStatusChanged(change: OrderStatusChange): Promise<OrderNoticeOutcome>;
  /** An operator command, for callers that are not on a socket (HTTP, tests). */
  command(command: OperatorCommandInput, operatorId: string): Promise<void>;
  snapshot(): Promise<ConversationSnapshot>;
  /** Closes the sockets of an operator whose access was revoked (the workspace hub fans this out). */
  closeOperatorSockets(operatorId: string): Promise<number>;
  /** Moves this conversation's clock forward (tests and simulations of elapsed time). */
  advanceClock(ms: number): Promise<number>;
  /** Test and diagnostics view of the actor's tables. */
  debugState(): Promise<DebugState>;
}

export interface ReceiveResult {
  accepted: number;
  duplicates: number;
  /** A person holds the conversation: the agent will not answer (no "typing…" for the customer). */
  held: boolean;
}

export interface DebugState {
  session: Session;
  control: ControlView;
  inbox: number;
  outbox: OutboxSummary[];
  timers: TimerRow[];
  effects: number;
  version: number;
}
