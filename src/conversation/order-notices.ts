import { pushHistory } from "../agent/session";
import { ORDER_UPDATE_TEMPLATE, orderNoticeTemplateParams, orderNoticeText, type OrderNotice, type OrderNoticeInput, type OrderNoticeOutcome, type OrderStatusChange } from "../lib/order-notice";
import type { OutboundMessage } from "../lib/messages";
import { loadWorkspace } from "./agent-wiring";
import type { ConversationContext } from "./context";
import type { OutboxRow } from "./outbox";
import type { OperatorEvent } from "./protocol";
import { templateMessage } from "./timer-job";

// The conversation's side of an order status change (issue 18). The orders API moves the order
// in D1, then asks the order's conversation to tell the customer: through this actor's outbox,
// so the notice is sent once and in order with the rest of the chat. Free text inside the 24 h
// window; outside it the shop's `order_update` template, or nothing (recorded as skipped).

function noticeOf(row: OutboxRow): OrderNotice {
  if (row.status === "skipped") return "skipped";
  return (JSON.parse(row.message) as OutboundMessage).type === "template" ? "template" : "message";
}

/** Writes the notice (once per change); the caller settles the events (sockets, inbox, outbox). */
export async function announceOrderStatus(ctx: ConversationContext, change: OrderStatusChange, initialState: string): Promise<{ outcome: OrderNoticeOutcome; events: OperatorEvent[] }> {
  const { state } = ctx;
  const events: OperatorEvent[] = [];
  const identity = state.identity();
  if (!identity) return { outcome: { notice: "none", duplicate: false }, events }; // no chat to write in
  const id = `${state.name()}/order/${change.changeId}`;
  const seen = state.outbox.get(id);
  if (seen) return { outcome: { notice: noticeOf(seen), duplicate: true }, events };

  const workspace = await loadWorkspace(ctx.env(), identity.workspaceId);
  const input: OrderNoticeInput = { orderNumber: change.orderNumber, status: change.status, note: change.note, pickupAddress: workspace.profile.address };
  const text = orderNoticeText(input);
  if (!text) return { outcome: { notice: "none", duplicate: false }, events };
  const template = workspace.profile.templates[ORDER_UPDATE_TEMPLATE];

  let outcome: OrderNoticeOutcome = { notice: "none", duplicate: false };
  state.transaction(() => {
    // A concurrent call for the same change may have written it while we loaded the workspace.
    const raced = state.outbox.get(id);
    if (raced) {
      outcome = { notice: noticeOf(raced), duplicate: true };
      return;
    }
    const now = state.now();
    const queue = (message: OutboundMessage, status: "pending" | "skipped" = "pending", error: string | null = null) => events.push({ type: "message", message: state.queueReply(id, "system", message, now, status, error) });
    if (state.windowOpen()) {
      queue({ type: "text", text });
      outcome = { notice: "message", duplicate: false };
    } else if (template) {
      queue(templateMessage(template, orderNoticeTemplateParams(input)));
      outcome = { notice: "template", duplicate: false };
    } else {
      queue({ type: "text", text: `Aviso no enviado: la ventana de 24 h de WhatsApp está cerrada y el local no tiene la plantilla "${ORDER_UPDATE_TEMPLATE}". Decía: ${text}` }, "skipped", "outside the 24 h window; no template");
      outcome = { notice: "skipped", duplicate: false };
      return;
    }
    // The agent's memory holds what the shop told the customer, so a later question finds it.
    const session = state.session(initialState);
    pushHistory(session, { role: "operator", text, at: now });
    state.saveSession(session);
  });
  return { outcome, events };
}
