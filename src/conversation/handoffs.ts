import type { HandoffContext, TurnResult } from "../agent/job";
import { pushHistory } from "../agent/session";
import { acknowledgesWait, escalationNotice, waitingAcknowledgement } from "../agent/waiting";
import { afterOpenTime } from "../lib/opening-hours";
import { settings } from "../settings";
import type { Workspace } from "../store/profile";
import type { ConversationContext } from "./context";
import type { HandoffView, OperatorEvent } from "./protocol";

// A conversation waiting for a person: the request is opened (pending → assigned → resolved, in
// the actor and in D1), the customer's first message while nobody has taken it is acknowledged
// once, and a request nobody takes within the escalation time (counted in opening hours) is
// escalated once: operators are told again and the customer hears why the wait is long.

export const ESCALATION_TIMER = "handoff:escalation";

/** Why a person is needed (the agent's triggers, or the actor's own: turn_failed, config_error). */
export interface HandoffRequest {
  trigger: string;
  reason: string;
  context: HandoffContext | { messages: string[] } | null;
}

export class Handoffs {
  constructor(private readonly ctx: ConversationContext) {}

  /** Opens a request (inside a transaction) and arms its escalation. */
  open(request: HandoffRequest, id: string, now: number, events: OperatorEvent[], workspace: Workspace | null): void {
    const { state } = this.ctx;
    const record: HandoffView = { id, trigger: request.trigger, reason: request.reason, context: request.context, createdAt: now, status: "pending", operatorId: null };
    state.saveHandoff(record, now);
    events.push({ type: "handoff_requested", handoff: record });
    const wait = settings(this.ctx.env()).handoffEscalationMinutes * 60_000;
    if (wait <= 0) return;
    const due = (workspace && afterOpenTime(workspace.profile.hours, workspace.timezone, now, wait)) ?? now + wait;
    state.alarms.set(ESCALATION_TIMER, "handoff", due, { id });
  }

  /** True when someone should be looking at this conversation and nobody has taken it yet. */
  waiting(): HandoffView | null {
    const h = this.ctx.state.handoff();
    return h && h.status === "pending" ? h : null;
  }

  /**
   * The customer wrote while a person is awaited (inside the silent job's commit): every message
   * the agent did not answer itself gets one short acknowledgement, its wording rotating.
   */
  acknowledge(key: string, workspace: Workspace, result: TurnResult, now: number, events: OperatorEvent[]): void {
    const { state } = this.ctx;
    const waiting = this.waiting();
    // packs10: "¿sos un bot?" is answered at every message of the wait, not only the first.
    if (!waiting || !acknowledgesWait(result.session) || !state.windowOpen()) return; // answers12: every message the agent left unanswered
    const text = waitingAcknowledgement(workspace.profile, workspace.timezone, now, result.session); // lang8: in the customer's language
    events.push({ type: "message", message: state.queueReply(`${key}/ack`, "agent", { type: "text", text }, now) });
    pushHistory(result.session, { role: "agent", text, at: now });
    state.saveHandoff({ ...waiting, acknowledgedAt: now }, now);
  }

  /** The escalation timer fired: if the request is still waiting, tell everyone once. */
  escalate(events: OperatorEvent[]): void {
    const { state } = this.ctx;
    state.alarms.cancel(ESCALATION_TIMER);
    const waiting = this.waiting();
    if (!waiting || waiting.escalatedAt) return;
    const now = state.now();
    const escalated = { ...waiting, escalatedAt: now };
    state.saveHandoff(escalated, now);
    events.push({ type: "handoff_escalated", handoff: escalated });
    if (state.windowOpen()) events.push({ type: "message", message: state.queueReply(`${waiting.id}/escalated`, "agent", { type: "text", text: escalationNotice(state.hasSession() ? state.session("") : {}) }, now) });
  }
}
