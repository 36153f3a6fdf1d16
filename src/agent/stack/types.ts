import type { TurnEngine, TurnMessage } from "../engine";
import type { Understanding } from "../understand/types";
import type { AfterSaleCue } from "./cues";

// The agents of a kind: data (a name, the tools it may run in each state, when the router
// tries it) plus code (how it answers one batch of messages). The machinery that routes between
// them is the same for every kind (router.ts); the agents live in the kind's folder.

/** What the router read of a batch before picking agents (cheap, deterministic). */
export interface RouteInput {
  text: string;
  /** After-sale words: a question about an order's status, a complaint, a return. */
  afterSale: AfterSaleCue | null;
  /** The taps' ids, if any (a tap belongs to the agent that rendered its buttons). */
  tap: { id: string; title: string } | null;
}

/** An agent's answer: it took the batch (as a kind's rules do), or handed it back to the router. */
export type AgentTook = { certain: boolean; understanding: Understanding | null };
export type AgentAnswer = AgentTook | "declined";

export interface StackAgent {
  name: string;
  /**
   * The tools this agent may run, per state ("*" for any state not named); intersected with the
   * state's own tools by the gate (tools/registry.ts). Absent: the state's tools.
   */
  tools?: Record<string, readonly string[]>;
  /** Whether the router tries this agent for the batch (the default agent is always tried last). */
  wants(t: TurnEngine, route: RouteInput): boolean;
  /** Answers the batch, or declines it for the next agent. The default agent never declines. */
  handle(t: TurnEngine, messages: TurnMessage[], route: RouteInput): Promise<AgentAnswer>;
  /** Stays on the stack after answering (support, until the customer moves on), or pops at once (info). */
  stays?: boolean;
  /** Context to load once when this agent starts (support: the order it is about). */
  onEnter?(t: TurnEngine): Promise<void>;
}

/** A kind's agents: the default one (its order flow) and the ones pushed over it. */
export interface KindAgents {
  /** Tried last, never declines: the kind's own rules. */
  main: StackAgent;
  /** Tried before the default agent, in this order, when they want the batch. */
  others: StackAgent[];
  /** Context a state loads once on entry (a returning customer when a new order starts…). */
  onState?(t: TurnEngine): Promise<void>;
}
