import { pushHistory } from "../agent/session";
import type { OrderStatus } from "../lib/order-lifecycle";
import { ORDER_UPDATE_TEMPLATE, orderNoticeTemplateParams, orderNoticeText, type OrderNoticeInput } from "../lib/order-notice";
import type { OutboundMessage } from "../lib/messages";
import type { ConversationActor } from "./actor";
import { templateMessage } from "./followups";
import type { OutboxRow } from "./outbox";
import { loadWorkspace } from "./ports";
import type { OperatorEvent } from "./protocol";

// backoffice (issue 18): the conversation's side of an order status change. The orders API moves
// the order in D1, then asks the order's conversation to tell the customer: through this actor's
// outbox, so the notice is sent once and in order with the rest of the chat. Free text inside the
// 24 h window; outside it the shop's `order_update` template, or nothing (recorded as skipped).

export interface OrderStatusChange {
  orderNumber: string;
  status: OrderStatus;
  note: string | null;
  /** One per change (order id and version): a retried call finds its row and sends nothing. */
  changeId: string;
}

/** How the customer was told: message (free text), template, skipped (window closed, no template), none. */
export type OrderNotice = "message" | "template" | "skipped" | "none";

export interface OrderNoticeOutcome {
  notice: OrderNotice;
  /** This change had been handled before (a retry). */
  duplicate: boolean;
}

function noticeOf(row: OutboxRow): OrderNotice {
  if (row.status === "skipped") return "skipped";
  return (JSON.parse(row.message) as OutboundMessage).type === "template" ? "template" : "message";
}

export async function announceOrderStatus(actor: ConversationActor, change: OrderStatusChange): Promise<OrderNoticeOutcome> {
  const identity = actor.identity();
  if (!identity) return { notice: "none", duplicate: false }; // no chat to write in
  const id = `${actor.name()}/order/${change.changeId}`;
  const seen = actor.outbox.get(id);
  if (seen) return { notice: noticeOf(seen), duplicate: true };

  const workspace = await loadWorkspace(actor.bindings, identity.workspaceId);
  const input: OrderNoticeInput = { orderNumber: change.orderNumber, status: change.status, note: change.note, pickupAddress: workspace.profile.address };
  const text = orderNoticeText(input);
  if (!text) return { notice: "none", duplicate: false };
  const template = workspace.profile.templates[ORDER_UPDATE_TEMPLATE];

  const events: OperatorEvent[] = [];
  let outcome: OrderNoticeOutcome = { notice: "none", duplicate: false };
  actor.transaction(() => {
    // A concurrent call for the same change may have written it while we loaded the workspace.
    const raced = actor.outbox.get(id);
    if (raced) {
      outcome = { notice: noticeOf(raced), duplicate: true };
      return;
    }
    const now = actor.now();
    if (actor.windowOpen()) {
      actor.queueReply(id, "system", { type: "text", text }, now, "pending", events);
      outcome = { notice: "message", duplicate: false };
    } else if (template) {
      actor.queueReply(id, "system", templateMessage(template, orderNoticeTemplateParams(input)), now, "pending", events);
      outcome = { notice: "template", duplicate: false };
    } else {
      const note = `Aviso no enviado: la ventana de 24 h de WhatsApp está cerrada y el local no tiene la plantilla "${ORDER_UPDATE_TEMPLATE}". Decía: ${text}`;
      actor.queueReply(id, "system", { type: "text", text: note }, now, "skipped", events, "outside the 24 h window; no template");
      outcome = { notice: "skipped", duplicate: false };
      return;
    }
    // The agent's memory holds what the shop told the customer, so a later question finds it.
    const session = actor.session();
    pushHistory(session, { role: "operator", text, at: now });
    actor.saveSession(session);
  });
  for (const e of events) actor.sockets.broadcast(e);
  actor.notifyHub();
  await actor.dispatch();
  return outcome;
}
