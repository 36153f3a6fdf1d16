import { pushHistory } from "../agent/session";
import type { EchoMessage } from "../channels/whatsapp";
import { describeInbound } from "../lib/messages";
import { settings } from "../settings";
import type { ConversationContext } from "./context";
import type { ControlView, OperatorEvent } from "./protocol";

// The owner answers from the phone (WhatsApp Coexistence): what they type in the Business app
// arrives as an echo. It is recorded in the conversation as the shop's message and taken as a
// takeover: the agent stays silent until an operator releases the chat from the console, or it
// has been idle (no echo, no customer message) for OWNER_IDLE_RELEASE_MINUTES.

/** Who holds a conversation taken from the owner's phone. */
export const OWNER_PHONE = "owner-phone";
export const OWNER_IDLE_TIMER = "owner:idle";

/** Records new echoes and takes the conversation (inside a transaction); returns the live events. */
export function recordEchoes(ctx: ConversationContext, echoes: EchoMessage[], initialState: string): OperatorEvent[] {
  const { state } = ctx;
  const now = state.now();
  const events: OperatorEvent[] = [];
  const fresh = echoes.filter((e) => !state.journal.hasOutbound(e.id));
  if (!fresh.length) return events;
  const session = state.session(initialState);
  for (const echo of fresh) {
    const text = describeInbound(echo.content);
    events.push({ type: "message", message: state.journal.append({ direction: "out", author: "shop", text, ref: echo.id, status: "sent", at: now }) });
    pushHistory(session, { role: "operator", text, at: now });
  }
  state.saveSession(session);
  if (state.control().mode !== "operator") {
    const control: ControlView = { mode: "operator", operatorId: OWNER_PHONE, since: now };
    state.setControl(control);
    // Replies the agent had prepared but not yet sent would talk over the owner.
    for (const id of state.outbox.discardPendingAgentReplies(now)) if (state.journal.setStatus(id, "discarded")) events.push({ type: "delivery", ref: id, status: "discarded" });
    events.unshift({ type: "takeover", control, handoff: state.handoff() });
  }
  armIdleRelease(ctx, now);
  return events;
}

/** The owner's takeover ends by itself after this long without an echo or a customer message. */
export function armIdleRelease(ctx: ConversationContext, now: number): void {
  const { state } = ctx;
  if (state.control().operatorId !== OWNER_PHONE) return;
  const minutes = settings(ctx.env()).ownerIdleReleaseMinutes;
  if (minutes > 0) state.alarms.set(OWNER_IDLE_TIMER, "owner", now + minutes * 60_000);
}
