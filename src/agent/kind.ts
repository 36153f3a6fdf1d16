import { DEFAULT_MODEL_HOOKS, type ModelHooks } from "./claude/hooks";
import type { Conditions, KindContract } from "./contract";
export type { Conditions } from "./contract";
export type { ModelHooks } from "./claude/hooks";
import type { AgentDefinitionInput, TimerSpec } from "./definition";
import { defineAgent } from "./definition";
import type { TurnEngine, TurnMessage } from "./engine";
import type { Session } from "./session";
import { sharedTools, ToolRegistry, type ToolDefinition } from "./tools";
import type { KindTips } from "./tips";
import type { Understanding } from "./understand/types";

// A kind of shop (retail with a cart, one product in packs, …) is one folder, kinds/<kind>/:
// its definition, rules, follow-ups, conditions, tools, replies, labels and model hooks, as one
// AgentKind object registered in kinds/index.ts. The engine reads what it needs from the kind
// and never compares kind names.

/** What a kind's rules made of one batch of customer messages. */
export interface RulesOutcome {
  /** True when the rules understood the message with certainty (no model needed). */
  certain: boolean;
  /** The shared understanding of the words, when the rules read them (the model path reuses it). */
  understanding: Understanding | null;
}

/** A kind's follow-ups: the definition declares timers per state; the kind says what they do. */
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

export interface AgentKindInput {
  definition: AgentDefinitionInput;
  /** Tools only this kind has (the shared ones come with every kind). */
  tools?: ToolDefinition[];
  conditions: Conditions;
  /** The deterministic rules for one batch of customer messages. */
  rules(engine: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome>;
  timers: TimerHandlers;
  /** What the Claude path needs from this kind; without it, DEFAULT_MODEL_HOOKS. */
  model?: ModelHooks;
  /** What operators read for each state ("Armando el pedido", not COLLECTING_ORDER). */
  stateLabels: Record<string, string>;
  /** Where tips may follow a sales turn (src/agent/tips/); without it, the kind gets none. */
  tips?: KindTips;
}

export interface AgentKind extends Omit<AgentKindInput, "definition" | "tools" | "conditions" | "model">, KindContract {
  readonly model: ModelHooks;
}

/** A workspace names a kind that is not registered: a configuration error, never a silent fallback. */
export class UnknownKindError extends Error {
  constructor(
    readonly kindId: string,
    readonly known: string[],
  ) {
    super(`unknown agent kind "${kindId}" (known: ${known.join(", ")})`);
    this.name = "UnknownKindError";
  }
}

/**
 * Validates a kind at load: its definition against its tools, and every condition and label
 * the definition needs. A broken kind throws here, so the Worker fails to start loudly.
 */
export function defineKind(input: AgentKindInput): AgentKind {
  const tools = new ToolRegistry([...sharedTools, input.tools ?? []]);
  const definition = defineAgent(input.definition, tools.names());
  const problems: string[] = [];
  const conditionsUsed = [...Object.values(definition.states).flatMap((s) => s.requires), ...definition.timers.flatMap((t) => (t.when ? [t.when] : []))];
  for (const c of new Set(conditionsUsed)) if (!input.conditions[c]) problems.push(`condition "${c}" is not defined`);
  for (const s of Object.keys(definition.states)) if (!input.stateLabels[s]) problems.push(`state ${s} has no label`);
  if (problems.length) throw new Error(`Invalid agent kind "${definition.id}": ${problems.join("; ")}`);
  return { ...input, id: definition.id, definition, tools, model: input.model ?? DEFAULT_MODEL_HOOKS };
}

/** The registry of kinds by id. */
export class KindRegistry {
  private readonly byId = new Map<string, AgentKind>();

  constructor(kinds: AgentKind[]) {
    for (const k of kinds) {
      if (this.byId.has(k.id)) throw new Error(`duplicate agent kind ${k.id}`);
      this.byId.set(k.id, k);
    }
  }

  all(): AgentKind[] {
    return [...this.byId.values()];
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The kind a workspace names; throws UnknownKindError for any other id. */
  get(id: string): AgentKind {
    const kind = this.byId.get(id);
    if (!kind) throw new UnknownKindError(id, this.ids());
    return kind;
  }
}
