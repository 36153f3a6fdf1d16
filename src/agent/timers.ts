import type { OutboundMessage } from "../channels/types";
import { plainText } from "../channels/types";
import { conditionHolds } from "./conditions";
import type { AgentDefinition, TimerSpec } from "./definition";
import { TurnEngine } from "./engine";
import { packsTimers } from "./policies/packs-timers";
import { retailTimers } from "./policies/retail-timers";
import type { AgentPorts } from "./ports";
import { pushHistory, type Session } from "./session";

// Proactive follow-ups: the definition declares timers per state; the policy says when their
// condition holds and what their action does. The actor arms, fires and commits them; this
// module only decides, over ports, exactly like a turn.

/** What a policy knows about its own timers. */
export interface TimerHandlers {
  /** A due time other than "afterMs from now" (e.g. a summary's own expiry), or null. */
  dueAt?(spec: TimerSpec, session: Session, now: number): number | null;
  /** Actions that write to the customer; the others only change state and run even outside the window. */
  sends(action: string): boolean;
  /**
   * Runs an action through the engine (tools gated by state, transitions checked). Returns the
   * parameters of the approved template that carries the same follow-up outside the 24 h window.
   */
  run(t: TurnEngine, action: string): Promise<{ templateParams: string[] }>;
}

// Resolved at call time, not at module load: the handler modules import this one.
export function timerHandlers(def: AgentDefinition): TimerHandlers {
  return def.policy === "packs" ? packsTimers : retailTimers;
}

export interface PlannedTimer {
  spec: TimerSpec;
  dueAt: number;
}

/** The timers the definition declares for the session's state whose condition holds now. */
export function plannedTimers(def: AgentDefinition, session: Session, now: number, exclude: ReadonlySet<string> = new Set()): PlannedTimer[] {
  const handlers = timerHandlers(def);
  return def.timers
    .filter((spec) => spec.state === session.state && !exclude.has(spec.id))
    .filter((spec) => !spec.when || conditionHolds(def, spec.when, session, now))
    .map((spec) => ({ spec, dueAt: handlers.dueAt?.(spec, session, now) ?? now + spec.afterMs }));
}

/** Is this armed timer still meant to fire for this session? (State and condition re-checked.) */
export function stillDue(def: AgentDefinition, spec: TimerSpec, session: Session, now: number): string | null {
  if (spec.state !== session.state) return `state is ${session.state}, not ${spec.state}`;
  if (spec.when && !conditionHolds(def, spec.when, session, now)) return `condition ${spec.when} no longer holds`;
  return null;
}

export interface TimerResult {
  session: Session;
  replies: OutboundMessage[];
  /** Parameters of the template version of this follow-up (used outside the 24 h window). */
  templateParams: string[];
  stateBefore: string;
  tools: { name: string; ok: boolean; code?: string }[];
  changed: string[];
}

export interface TimerInput {
  contact: string;
  /** Stable per arming (timer id + original due time): an order written by the action is keyed by it. */
  key: string;
}

/** Runs one timer's action on a draft of the session. Writes nothing but through the ports. */
export async function runTimer(def: AgentDefinition, session: Session, spec: TimerSpec, input: TimerInput, ports: AgentPorts): Promise<TimerResult> {
  const draft: Session = structuredClone(session);
  const stateBefore = draft.state;
  const engine = new TurnEngine(def, draft, ports, input.contact, input.key);
  engine.ctx.timer = spec.action;
  const { templateParams } = await timerHandlers(def).run(engine, spec.action);
  for (const r of engine.replies) pushHistory(draft, { role: "agent", text: plainText(r), at: engine.now() });
  return {
    session: draft,
    replies: engine.replies,
    templateParams,
    stateBefore,
    tools: engine.outcomes.map((o) => (o.ok ? { name: o.name, ok: true } : { name: o.name, ok: false, code: o.code })),
    changed: [...engine.ctx.changed, ...(draft.state !== stateBefore ? ["state"] : [])],
  };
}

/** Template parameters must be one line without tabs or long runs of spaces (Meta rejects them). */
export function templateParam(text: string, max = 900): string {
  return text.replace(/\s+/g, " ").trim().slice(0, max) || "-";
}
