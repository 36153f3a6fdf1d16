import type { Session } from "../agent/session";
import type { ConversationSummary } from "../workspace/protocol";
import type { ConversationContext } from "./context";
import type { CartView, ConversationSnapshot } from "./protocol";
import type { ConversationState } from "./state";

// What operators see of a conversation: the full snapshot for its socket, and the one-line
// summary pushed to the workspace inbox.

export function cartView(session: Session): CartView {
  return {
    lines: session.cart.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, unitPrice: l.unitPrice })),
    subtotal: session.cart.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
  };
}

/** Human labels come from the kind; a conversation of a kind no longer registered shows raw states. */
export type StateLabels = (state: string) => string;

export function snapshot(state: ConversationState, initialState: string, label: StateLabels): ConversationSnapshot {
  const identity = state.identity();
  const session = state.session(initialState);
  return {
    conversation: state.name(),
    contact: identity?.contact ?? "",
    workspaceId: identity?.workspaceId ?? "",
    customerName: customerName(state, session),
    state: session.state,
    stateLabel: label(session.state),
    control: state.control(),
    cart: cartView(session),
    customer: session.customer,
    location: session.location ?? null,
    agents: session.agents ?? null,
    language: session.language ?? "es", // the customer's language
    messages: state.journal.recent(50),
    handoff: state.handoff(),
    held: state.journal.bySeq(state.held().map((h) => h.seq)),
    lastInboundAt: state.lastInboundAt() ?? null,
    windowOpen: state.windowOpen(),
  };
}

/** The name the customer gave us, else their WhatsApp profile name. */
function customerName(state: ConversationState, session: Session): string | null {
  return [session.customer.firstName, session.customer.lastName].filter(Boolean).join(" ") || state.contactName() || null;
}

/** Pushes this conversation's inbox line to the workspace hub (best effort, off the hot path). */
export function notifyInbox(ctx: ConversationContext, initialState: string, label: StateLabels): void {
  const { state } = ctx;
  const identity = state.identity();
  if (!identity) return;
  const session = state.session(initialState);
  const last = state.journal.last();
  const handoff = state.handoff();
  const summary: ConversationSummary = {
    conversation: state.name(),
    contact: identity.contact,
    customerName: customerName(state, session),
    state: session.state,
    stateLabel: label(session.state),
    control: state.control().mode,
    operatorId: state.control().operatorId,
    needsPerson: !!handoff && handoff.status !== "resolved",
    handoff,
    lastMessage: last ? { text: last.text.slice(0, 200), author: last.author, at: last.at } : null,
    // Waiting for a person counts from the request until a person writes (the agent's
    // acknowledgement does not end it); otherwise from the first unanswered message.
    waitingSince: handoff && handoff.status !== "resolved" && !state.journal.operatorWroteSince(handoff.createdAt) ? handoff.createdAt : state.journal.waitingSince(),
    updatedAt: state.now(),
    version: state.nextHubVersion(),
  };
  const hub = ctx.env().WORKSPACE_HUB.getByName(identity.workspaceId);
  ctx.waitUntil(hub.conversationUpdated(summary).catch((err: unknown) => console.error("hub update failed", err)));
}
