import type { AgentKind } from "../agent/kind";
import type { Session } from "../agent/session";
import { plannedTimers } from "../agent/followups";
import { nextOpening, type OpeningHours } from "../lib/opening-hours";
import type { ConversationState } from "./state";
import { WINDOW_MS } from "./state";

// Arming the kind's follow-ups on the actor's alarms: after every customer job they are armed
// afresh for the state the conversation is in; a firing runs as a job of the one pipeline
// (jobs.ts) and may arm the next. The 24 h session close is armed here too.

export const AGENT_TIMER_KIND = "agent";
export const SESSION_CLOSE = "agent:session_close";

/** What an armed agent timer carries. The spec id and original due time key its job. */
export interface ArmedPayload {
  spec: string;
  due: number;
}

/** Every agent timer but (unless asked) the session close, which belongs to the window, not to a state. */
export function cancelFollowups(state: ConversationState, includeSessionClose = false): void {
  state.alarms.cancelKind(AGENT_TIMER_KIND, includeSessionClose ? undefined : SESSION_CLOSE);
}

/** The shop's opening hours, so a follow-up that writes to the customer never lands while it is closed. */
export interface ShopHours {
  hours: OpeningHours[];
  timezone: string;
}

/**
 * Arms the timers the kind declares for the session's state (an armed one keeps its time). A
 * timer that writes to the customer and would fall while the shop is closed is moved to the next
 * opening: nobody gets "¿seguimos?" at 5 a.m.
 */
export function armFollowups(state: ConversationState, kind: AgentKind, session: Session, now: number, exclude: ReadonlySet<string>, shop: ShopHours): void {
  for (const { spec, dueAt } of plannedTimers(kind, session, now, exclude)) {
    const id = `agent:${spec.id}`;
    if (state.alarms.get(id)) continue;
    const due = kind.timers.sends(spec.action) ? (nextOpening(shop.hours, shop.timezone, dueAt) ?? dueAt) : dueAt;
    state.alarms.set(id, AGENT_TIMER_KIND, due, { spec: spec.id, due } satisfies ArmedPayload);
  }
}

/** After a customer job, inside its commit: any customer message re-arms from scratch. */
export function rearmAfterCustomer(state: ConversationState, kind: AgentKind, session: Session, now: number, shop: ShopHours): void {
  cancelFollowups(state);
  state.setTimersFired([]);
  const last = state.lastInboundAt();
  if (last !== undefined) state.alarms.set(SESSION_CLOSE, AGENT_TIMER_KIND, last + WINDOW_MS, { spec: "session_close", due: last + WINDOW_MS } satisfies ArmedPayload);
  // Nothing to follow up while a person holds the conversation.
  if (state.control().mode !== "operator") armFollowups(state, kind, session, now, new Set(), shop);
}
