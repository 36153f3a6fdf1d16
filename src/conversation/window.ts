import type { OutboundMessage } from "../lib/messages";
import type { ConversationContext } from "./context";
import type { OutboxRow } from "./outbox";

// WhatsApp's 24 h customer-service window, on the way out: free-form messages never leave
// outside it (WhatsApp would refuse them with 131047), and a refusal WhatsApp does send is told
// to the operators in the conversation.

/** Meta's "outside the 24 h window" and "undeliverable" errors: never retried blindly. */
const DELIVERY_ERRORS: Record<string, string> = {
  "131047": "WhatsApp rechazó el mensaje porque pasaron más de 24 h desde el último mensaje del cliente (131047). Solo se le puede escribir con una plantilla aprobada.",
  "131026": "WhatsApp no pudo entregar el mensaje (131026): el número no puede recibirlo (sin WhatsApp, versión vieja o bloqueo). No se reintenta.",
};

/** A pending free-form row outside the window is marked skipped instead of sent. True when held back. */
export function holdBackOutsideWindow(ctx: ConversationContext, row: OutboxRow): boolean {
  const { state } = ctx;
  if (row.status !== "pending" || state.windowOpen()) return false;
  const message = JSON.parse(row.message) as OutboundMessage;
  if (message.type === "template") return false;
  const error = "outside the 24 h window";
  if (!state.outbox.setStatus(row.id, "skipped", state.now(), null, error)) return false;
  state.journal.setStatus(row.id, "skipped");
  ctx.notify.broadcast([{ type: "delivery", ref: row.id, status: "skipped", error }]);
  return true;
}

/** A send WhatsApp refused for good: say why in the conversation (the caller notifies the inbox). */
export function noteDeliveryFailure(ctx: ConversationContext, error: string | null): void {
  const code = /\b(131047|131026)\b/.exec(error ?? "")?.[1];
  if (!code) return;
  const { state } = ctx;
  const now = state.now();
  // WhatsApp's clock wins over ours: no free-form message until the customer writes again.
  if (code === "131047") state.markWindowClosed(now);
  const entry = state.journal.append({ direction: "out", author: "system", text: DELIVERY_ERRORS[code], ref: null, status: "failed", at: now });
  ctx.notify.broadcast([{ type: "message", message: entry }]);
}
