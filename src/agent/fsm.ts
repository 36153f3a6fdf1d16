import type { AgentDefinition } from "./definition";
import type { Session } from "./session";

export class TransitionError extends Error {
  constructor(from: string, to: string) {
    super(`transition ${from} → ${to} is not allowed`);
    this.name = "TransitionError";
  }
}

export function canTransition(def: AgentDefinition, from: string, to: string): boolean {
  return from === to || (def.states[from]?.transitions.includes(to) ?? false);
}

/** Moves the session to `to`, or throws: the definition, not the caller, decides what is legal. */
export function transition(def: AgentDefinition, session: Session, to: string, now: number): void {
  if (session.state === to) return;
  if (!canTransition(def, session.state, to)) throw new TransitionError(session.state, to);
  session.state = to;
  session.stateChangedAt = now;
}

/** Follows a path of states, each hop checked. */
export function transitionVia(def: AgentDefinition, session: Session, path: string[], now: number): void {
  for (const to of path) transition(def, session, to, now);
}

export function allowedTools(def: AgentDefinition, state: string): string[] {
  return def.states[state]?.tools ?? [];
}

export function isSilent(def: AgentDefinition, state: string): boolean {
  return def.states[state]?.silent ?? false;
}
