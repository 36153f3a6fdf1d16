import type { AgentDefinition } from "./definition";
import type { Session } from "./session";
import type { ToolRegistry } from "./tools";

// What the engine enforces for a kind of shop, whoever drives the turn (rules or model): the
// definition (states, tools per state, transitions), its named conditions and its tools.

/** Named conditions a definition refers to (state `requires`, timer `when`), over the session. */
export type Conditions = Record<string, (session: Session, now: number) => boolean>;

export interface KindContract {
  readonly id: string;
  readonly definition: AgentDefinition;
  readonly conditions: Conditions;
  /** Shared tools plus the kind's own: the only tools a turn of this kind can run. */
  readonly tools: ToolRegistry;
}

/** Does a named condition hold? Unknown names never hold: a typo refuses a move instead of allowing it. */
export function conditionHolds(kind: KindContract, condition: string, session: Session, now: number): boolean {
  return Object.hasOwn(kind.conditions, condition) ? kind.conditions[condition](session, now) : false;
}
