import type { OutboundMessage } from "../lib/messages";
import { handoffWhenClosed } from "./waiting";
import { describeInbound, plainText } from "../lib/messages";
import { claudeTurn, type ClaudeTrace } from "./claude/brain";
import type { LlmCall, LlmPort } from "./claude/client";
import type { TimerSpec } from "./definition";
import { TurnEngine, type TurnMessage } from "./engine";
import { isSilent } from "./fsm";
import type { AgentKind, RulesOutcome } from "./kind";
import type { AgentPorts } from "./ports";
import { WriteBarred, withoutWrites } from "./dry-run";
import { rememberOffers } from "./replies";
import { pushHistory, type Session } from "./session";
import { phrase, readLanguage } from "./language";
import { text, withoutRepeats } from "./replies";
import { adviseTips, type TipEvent } from "./tips";
import { answerWhileWaiting } from "./stack/waiting-turn";
import type { HandoffRequest, ToolOutcome } from "./tools";

// One pipeline for everything the agent does: a job is either a batch of customer messages or
// a due timer. Both run on a draft of the session over ports and end in the same TurnResult,
// which the conversation's actor commits in one transaction (or drops, and redoes the job).

export type { TurnMessage };

export type Job =
  /**
   * Customer messages (a burst is one job). `key` is stable for the same batch: order idempotency
   * derives from it. `replay`: messages received during a takeover, handed to the agent on release.
   */
  | { type: "messages"; key: string; contact: string; messages: TurnMessage[]; replay?: boolean }
  /** A due timer of the kind's definition. `key` is stable per arming. */
  | { type: "timer"; key: string; contact: string; spec: TimerSpec };

export interface HandoffContext {
  state: string;
  cart: string;
  total: number;
  lastMessages: { role: string; text: string; at: number }[];
  customerName: string | null;
  phone: string;
  totalOrders: number;
  totalSpend: number;
  pendingIssue: string | null;
  /** The order the request is about (a complaint, a return), as the customer's own orders show it. */
  order: { number: string; status: string; total: number; fulfilment: string; createdAt: number; items: string } | null;
}

export interface TurnResult {
  session: Session;
  replies: OutboundMessage[];
  handoff: (HandoffRequest & { context: HandoffContext }) | null;
  /** The turn's main intent; a timer job reports its action. */
  intent: string;
  stateBefore: string;
  tools: { name: string; ok: boolean; code?: string }[];
  changed: string[];
  certain: boolean;
  /** Model calls of this job (Claude mode), one audit row each. */
  llmCalls: LlmCall[];
  /** The intent detector's confidence, when it ran. */
  confidence: number | null;
  /** Timer jobs: the parameters of the approved template that carries the same follow-up outside the 24 h window. */
  templateParams: string[];
  /** The agents that tried this batch, in order ("info:declined", "sales"); empty when none was routed. */
  agents: string[];
  /** Tips of this turn (src/agent/tips/): the previous one taken or ignored, a new one shown; also in `tools` as "tip:<kind>" for the audit. */
  tips: TipEvent[];
}

export interface JobOptions {
  /** An operator holds the conversation: messages are remembered, not answered. */
  silent?: boolean;
}

/** Runs one job over ports. Pure apart from the ports it is given; writes nothing else. */
export async function runJob(kind: AgentKind, session: Session, job: Job, ports: AgentPorts, opts: JobOptions = {}): Promise<TurnResult> {
  const draft: Session = structuredClone(session);
  const stateBefore = draft.state;
  let engine = new TurnEngine(kind, draft, ports, job.contact, job.key);
  let certain = true;
  let claude: ClaudeTrace | null = null;
  let templateParams: string[] = [];
  let tips: TipEvent[] = [];
  if (job.type === "messages") {
    draft.lastInboundAt = ports.clock.now();
    draft.turns = (draft.turns ?? 0) + 1;
    // Messages handed back after a takeover are already in the history (remembered while silent).
    if (!job.replay) for (const m of job.messages) pushHistory(draft, { role: "customer", text: describeInbound(m.content), at: m.at });
    // In a silent state or with an operator in control, messages are remembered, not answered.
    // The customer's language is followed even while silent; the rules read their words as Spanish.
    const messages = readLanguage(draft, job.messages);
    if (!opts.silent && !isSilent(kind.definition, draft.state)) {
      if (ports.llm) ({ engine, certain, claude } = await decideWithModel(kind, engine, messages, ports.llm));
      else certain = (await kind.rules(engine, messages)).certain;
      // Tips follow the rules' answers; a reply the model wrote already ends with its own question.
      if (!claude) tips = await adviseTips(engine, messages, kind.tips, stateBefore);
    } else if (!opts.silent) {
      // answers12: a person awaited, nobody has taken it: questions answered, an order taken.
      certain = (await answerWhileWaiting(kind, engine, messages))?.certain ?? true;
    }
  } else {
    engine.ctx.timer = job.spec.action;
    ({ templateParams } = await kind.timers.run(engine, job.spec.action));
    engine.intent(job.spec.action);
  }
  return finish(engine, stateBefore, certain, claude, templateParams, tips);
}

/**
 * Claude mode. The rules run first on a copy of the draft whose ports refuse writes (a dry run):
 * certain → that copy is the turn, with no model call; a write attempt means the rules acted on
 * something they understood (a yes, a DNI) → they run again for real; otherwise the model
 * decides, and the copy's answer is its fallback.
 */
async function decideWithModel(kind: AgentKind, engine: TurnEngine, messages: TurnMessage[], llm: LlmPort): Promise<{ engine: TurnEngine; certain: boolean; claude: ClaudeTrace | null }> {
  const trial = engine.fork(withoutWrites(engine.ports));
  let outcome: RulesOutcome;
  try {
    outcome = await kind.rules(trial, messages);
  } catch (err) {
    if (!(err instanceof WriteBarred)) throw err;
    return { engine, certain: (await kind.rules(engine, messages)).certain, claude: null };
  }
  if (outcome.certain) return { engine: trial, certain: true, claude: null };
  // The router's choice (and the context it loaded) carries over: the model gets that agent's tools.
  if (trial.session.agents) engine.session.agents = structuredClone(trial.session.agents);
  engine.ctx.agent = trial.ctx.agent;
  const { engine: chosen, trace } = await claudeTurn({ engine, rules: trial, understanding: outcome.understanding, messages, llm, hooks: kind.model });
  return { engine: chosen, certain: false, claude: trace };
}

/** Shared tail of every job: handoff, history, audit shape. */
async function finish(engine: TurnEngine, stateBefore: string, certain: boolean, claude: ClaudeTrace | null, templateParams: string[], tips: TipEvent[] = []): Promise<TurnResult> {
  const { def, session } = engine;
  engine.replies.splice(0, engine.replies.length, ...withoutRepeats(engine.replies)); // addr7: no paragraph said twice in a turn
  let handoff: TurnResult["handoff"] = null;
  if (engine.handoff) {
    const request = engine.handoff;
    if (!engine.replies.some((r) => /persona|person|pessoa/i.test(plainText(r)))) engine.say(text(phrase(session, "handoff")));
    handoffWhenClosed(engine); // stack9: closed now → when it opens, never "en breve"
    const context = await handoffContext(engine, request);
    if (session.state !== def.handoff.state) engine.moveTo(def.handoff.state);
    session.expecting = null;
    handoff = { ...request, context };
  }
  for (const r of engine.replies) pushHistory(session, { role: "agent", text: plainText(r), at: engine.now() });
  rememberOffers(session, engine.replies); // typed button labels read as taps next turn
  const intent = engine.intents[0] ?? "none";
  session.intentsSeen.push({ intent, at: engine.now() });
  if (session.intentsSeen.length > 50) session.intentsSeen.splice(0, session.intentsSeen.length - 50);
  return {
    session,
    replies: engine.replies,
    handoff,
    intent,
    stateBefore,
    tools: [
      ...engine.outcomes.map((o: ToolOutcome) => (o.ok ? { name: o.name, ok: true } : { name: o.name, ok: false, code: o.code })),
      ...tips.map((e) => ({ name: `tip:${e.kind}`, ok: true, code: e.event })),
    ],
    changed: [...engine.ctx.changed, ...(session.state !== stateBefore ? ["state"] : [])],
    certain,
    llmCalls: claude?.calls ?? [],
    confidence: claude?.detection?.confidence ?? null,
    templateParams,
    agents: session.agents?.last?.turn === engine.ctx.turnKey ? session.agents.last.path : [],
    tips,
  };
}

async function handoffContext(engine: TurnEngine, request: HandoffRequest): Promise<HandoffContext> {
  const { session, ports } = engine;
  const customer = await ports.customers.get(engine.ctx.contact).catch(() => null);
  const totals = await engine.cartTotals();
  const name = [session.customer.firstName ?? customer?.firstName, session.customer.lastName ?? customer?.lastName].filter(Boolean).join(" ");
  return {
    state: session.state,
    cart: session.cart.map((l) => `${l.quantity} × ${l.name}`).join(", "),
    total: totals.total,
    lastMessages: session.history.slice(-5).map((h) => ({ role: h.role, text: h.text, at: h.at })),
    customerName: name || null,
    phone: session.customer.phone ?? customer?.phone ?? engine.ctx.contact,
    totalOrders: customer?.orders ?? 0,
    totalSpend: customer?.spend ?? 0,
    pendingIssue: request.pendingIssue ?? null,
    order: request.order ? await attachedOrder(engine, request.order) : null,
  };
}

/** The order a request is about, from the customer's own orders (never another's). */
async function attachedOrder(engine: TurnEngine, number: string): Promise<HandoffContext["order"]> {
  const orders = await engine.ports.pastOrders.recent(engine.ctx.contact, 10).catch(() => []);
  const o = orders.find((x) => x.number === number);
  return o ? { number: o.number, status: o.status, total: o.total, fulfilment: o.fulfilment, createdAt: o.createdAt, items: o.items.map((i) => `${i.quantity} × ${i.name}`).join(", ") } : null;
}
