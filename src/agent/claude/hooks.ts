import type { TurnEngine } from "../engine";
import { sentence } from "../language";
import { text } from "../replies";
import type { ToolOutcome } from "../tools";
import type { KindAgents } from "../stack/types";
import type { Intent } from "./intent";

// What the Claude path needs from a kind of shop beyond its definition and tools. The loop, the
// tool gate, the budget and the guards are the same for every kind; where the sale stands, and
// what code says about it, is the kind's. A kind that declares none gets DEFAULT_MODEL_HOOKS.

export interface ModelHooks {
  /**
   * State moves that follow a tool the model ran successfully, with what the tool returned
   * (the model never moves the state itself).
   */
  followTool(engine: TurnEngine, tool: string, result: unknown): void;
  /**
   * After the model's tools and reply: what code says next from the session, e.g. saved
   * details move the checkout on with the next question or the summary, rendered by code.
   */
  afterTools?(engine: TurnEngine, outcomes: ToolOutcome[]): Promise<void>;
  /** A reply built by code from the session, when the model's own cannot be used. */
  recap(engine: TurnEngine): Promise<void>;
  /**
   * A confident reading (the detector's proceed band) that the kind's code can act on alone,
   * with no orchestrator call, e.g. "checkout" with a filled cart. Returns true when it acted.
   */
  actOn?(engine: TurnEngine, intent: Intent): Promise<boolean>;
  /** Lines on where the sale stands that only the kind can read (its session.extra), for the orchestrator's prompt. */
  context?(engine: TurnEngine): string[];
  /**
   * The kind's agents (src/agent/stack/): a confident after-sale reading of the detector
   * (order_status, complaint) is routed to the agent that takes it, with no orchestrator call.
   */
  agents?: KindAgents;
}

/** A kind without hooks: no moves follow the model's tools, and the fallback reply asks how to help. */
export const DEFAULT_MODEL_HOOKS: ModelHooks = {
  followTool: () => {},
  recap: async (engine) => engine.say(text(sentence(engine.session, "helpWhat"))),
};
