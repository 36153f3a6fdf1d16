import type { AgentDefinition } from "./definition";
import type { Session } from "./session";

export class TransitionError extends Error {
  constructor(from: string, to: string) {
    super(`transition ${from} → ${to} is not allowed`);
    this.name = "TransitionError";
  }
}

/** A legal edge whose entry conditions (the state's `requires`) do not hold yet. */
export class GuardError extends Error {
  constructor(
    from: string,
    to: string,
    readonly unmet: string[],
  ) {
    super(`transition ${from} → ${to} needs ${unmet.join(", ")}`);
    this.name = "GuardError";
  }
}

export function canTransition(def: AgentDefinition, from: string, to: string): boolean {
  return from === to || (def.states[from]?.transitions.includes(to) ?? false);
}

/**
 * Moves the session to `to`, or throws: the definition, not the caller, decides what is legal.
 * A state's `requires` are checked with `holds`; without it, a state that requires anything is
 * refused (nothing enters a guarded state unchecked).
 */
export function transition(def: AgentDefinition, session: Session, to: string, now: number, holds?: (condition: string) => boolean): void {
  if (session.state === to) return;
  if (!canTransition(def, session.state, to)) throw new TransitionError(session.state, to);
  const unmet = (def.states[to]?.requires ?? []).filter((c) => !holds?.(c));
  if (unmet.length) throw new GuardError(session.state, to, unmet);
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

/** Where the agent picks up after a person: out of the silent state, back to the order if any. */
export function resumeState(def: AgentDefinition, session: Session): string {
  if (!isSilent(def, session.state)) return session.state;
  const onward = def.states[session.state]?.transitions ?? [];
  const withCart = onward.find((s) => s !== def.initialState && !isSilent(def, s));
  return session.cart.length && withCart ? withCart : def.initialState;
}
