import type { Env } from "../env";
import type { OperatorEvent } from "./protocol";
import type { ConversationState } from "./state";

// What the conversation's helpers are given, instead of the Durable Object itself: its state,
// its bindings (read at use, so tests can wrap them to inject faults), and a way to tell people.

export interface Notifier {
  /** Live events to this conversation's operator sockets. */
  broadcast(events: OperatorEvent[]): void;
  /** Tells the workspace inbox this conversation changed (best effort, off the hot path). */
  inbox(): void;
  /** A committed job placed or cancelled an order: open boards hear of it (best effort). */
  orders(): void;
}

export interface ConversationContext {
  state: ConversationState;
  env(): Env;
  notify: Notifier;
  waitUntil(promise: Promise<unknown>): void;
}
