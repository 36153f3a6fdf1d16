import type { TurnEngine, TurnMessage } from "../engine";
import { lastTap, messageTexts } from "../inbound";
import type { AgentStackState } from "./state";
import { afterSaleCue, type AfterSaleCue } from "./cues";
import type { AgentTook, KindAgents, RouteInput, StackAgent } from "./types";

// The router of a kind's agents. Each batch of messages goes to the agent on top of the stack
// or one that wants it (support for after-sale words, info for a shop question), then down to
// the kind's default agent (sales), which never declines: at most MAX_HOPS agents try it in the
// same turn, so the customer never spends a turn on routing. An agent that hands a batch back
// must do so before it acts (no reply, no tool): the router checks it. The agent that answers
// runs with its own tools (the gate in tools/registry.ts reads ctx.agent); one that `stays`
// remains on top of the stack for the next batch, any other pops back at once.

export const MAX_HOPS = 3;

/** The stack of this session, created on first use with the default agent at the bottom. */
export function stackOf(t: TurnEngine, main: string): AgentStackState {
  const s = (t.session.agents ??= { stack: [main], last: null, context: { loaded: [] } });
  if (s.stack[0] !== main) s.stack = [main];
  return s;
}

/** The agents that try this batch, in order: the one on top, those that want it, then the default. */
export function candidates(agents: KindAgents, stack: AgentStackState, t: TurnEngine, route: RouteInput): StackAgent[] {
  const top = agents.others.find((a) => a.name === stack.stack.at(-1));
  const wanting = agents.others.filter((a) => a !== top && a.wants(t, route));
  return [...(top ? [top] : []), ...wanting].slice(0, MAX_HOPS - 1).concat(agents.main);
}

/** One batch through the kind's agents; the answer of the one that took it. */
export async function runStack(agents: KindAgents, t: TurnEngine, messages: TurnMessage[]): Promise<AgentTook> {
  const stack = stackOf(t, agents.main.name);
  const before = shown(stack);
  const answer = await routeBatch(agents, stack, t, messages);
  // What the operator sees of the stack (who answers, the context) changed: a live event.
  if (shown(stack) !== before) t.ctx.changed.add("agents");
  return answer;
}

/** The stack as the console shows it: who is on it and what was loaded (not the last path). */
function shown(stack: AgentStackState): string {
  return JSON.stringify([stack.stack, stack.context]);
}


/**
 * The after-sale reading of the Claude path's intent detector: in Claude mode its answer wins
 * over the words' cues ("y lo mío para cuándo?" is a status question the cues do not know).
 */
const INTENT_CUES: Partial<Record<string, AfterSaleCue>> = { order_status: "status", complaint: "complaint" };

/**
 * A batch the rules were not sure of, routed on the detector's intent (Claude mode): the agents
 * above the default one try it with the detector's reading; the default agent is not tried (the
 * model answers what none of them takes). Returns whether an agent took it.
 */
export async function routeByIntent(agents: KindAgents, t: TurnEngine, messages: TurnMessage[], intent: string): Promise<boolean> {
  const cue = Object.hasOwn(INTENT_CUES, intent) ? INTENT_CUES[intent]! : null;
  if (!cue) return false;
  const stack = stackOf(t, agents.main.name);
  const before = shown(stack);
  const answer = await routeBatch(agents, stack, t, messages, { afterSale: cue, withMain: false });
  if (shown(stack) !== before) t.ctx.changed.add("agents");
  return answer !== null;
}

async function routeBatch(agents: KindAgents, stack: AgentStackState, t: TurnEngine, messages: TurnMessage[]): Promise<AgentTook>;
async function routeBatch(agents: KindAgents, stack: AgentStackState, t: TurnEngine, messages: TurnMessage[], by: { afterSale: AfterSaleCue; withMain: false }): Promise<AgentTook | null>;
async function routeBatch(agents: KindAgents, stack: AgentStackState, t: TurnEngine, messages: TurnMessage[], by?: { afterSale: AfterSaleCue; withMain: false }): Promise<AgentTook | null> {
  await agents.onState?.(t);
  const route: RouteInput = { text: messageTexts(messages).join(". "), afterSale: null, tap: lastTap(messages) };
  route.afterSale = by ? by.afterSale : afterSaleCue(route.text);
  const path: string[] = [];
  const tried = candidates(agents, stack, t, route).filter((a) => !by || a !== agents.main);
  for (const agent of tried) {
    const entering = !stack.stack.includes(agent.name);
    if (entering) stack.stack.push(agent.name);
    t.ctx.agent = { name: agent.name, tools: agent.tools };
    const [replies, outcomes] = [t.replies.length, t.outcomes.length];
    if (entering) await agent.onEnter?.(t);
    const answer = await agent.handle(t, messages, route);
    if (answer === "declined") {
      if (t.replies.length !== replies || t.outcomes.length !== outcomes) throw new Error(`agent ${agent.name} declined after acting`);
      path.push(`${agent.name}:declined`);
      popTo(stack, agent.name, true);
      continue;
    }
    path.push(agent.name);
    if (!agent.stays) popTo(stack, agent.name, true);
    // The customer moved on to the sale: whatever was on top of it is done.
    if (agent === agents.main) stack.stack = [agents.main.name];
    stack.last = { turn: t.ctx.turnKey, path };
    await agents.onState?.(t);
    return answer;
  }
  if (by) {
    if (path.length) stack.last = { turn: t.ctx.turnKey, path };
    return null;
  }
  throw new Error("the default agent declined a batch");
}

/** A kind's rules that route every batch through its agents (the kind wraps them with its subflows). */
export function routed(agents: KindAgents): (t: TurnEngine, messages: TurnMessage[]) => Promise<AgentTook> {
  return (t, messages) => runStack(agents, t, messages);
}

/** Takes `name` (and anything above it) off the stack; the default agent at the bottom stays. */
function popTo(stack: AgentStackState, name: string, including: boolean): void {
  const at = stack.stack.indexOf(name);
  if (at <= 0) return;
  stack.stack.splice(including ? at : at + 1);
}
