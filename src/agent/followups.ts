import { conditionHolds } from "./contract";
import type { TimerSpec } from "./definition";
import type { AgentKind } from "./kind";
import type { Session } from "./session";

// Proactive follow-ups: the definition declares timers per state; the kind says when their
// condition holds and what their action does (kind.timers). The conversation's actor arms them
// with plannedTimers, re-checks them with stillDue, and fires one as a job of the one pipeline
// (agent/job.ts), exactly like a batch of customer messages.

export interface PlannedTimer {
  spec: TimerSpec;
  dueAt: number;
}

/** The timers the definition declares for the session's state whose condition holds now. */
export function plannedTimers(kind: AgentKind, session: Session, now: number, exclude: ReadonlySet<string> = new Set()): PlannedTimer[] {
  return kind.definition.timers
    .filter((spec) => spec.state === session.state && !exclude.has(spec.id))
    .filter((spec) => !spec.when || conditionHolds(kind, spec.when, session, now))
    .map((spec) => ({ spec, dueAt: kind.timers.dueAt?.(spec, session, now) ?? now + spec.afterMs }));
}

/** Is this armed timer still meant to fire for this session? (State and condition re-checked.) */
export function stillDue(kind: AgentKind, spec: TimerSpec, session: Session, now: number): string | null {
  if (spec.state !== session.state) return `state is ${session.state}, not ${spec.state}`;
  if (spec.when && !conditionHolds(kind, spec.when, session, now)) return `condition ${spec.when} no longer holds`;
  return null;
}

/** Template parameters must be one line without tabs or long runs of spaces (Meta rejects them). */
export function templateParam(text: string, max = 900): string {
  return text.replace(/\s+/g, " ").trim().slice(0, max) || "-";
}
