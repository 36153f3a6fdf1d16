import type { InboundContent, OutboundMessage } from "../channels/types";
import { inboundText, plainText } from "../channels/types";
import { cartTotals } from "./cart-math";
import type { AgentDefinition } from "./definition";
import { claudeTurn, type ClaudeTrace } from "./claude/brain";
import type { LlmCall, LlmPort } from "./claude/client";
import { TurnEngine, type TurnMessage } from "./engine";
import { isSilent } from "./fsm";
import type { AgentPorts } from "./ports";
import { packsPolicy } from "./policies/packs";
import { retailPolicy, type PolicyOutcome } from "./policies/retail";
import { pushHistory, type Session } from "./session";
import type { HandoffRequest, ToolOutcome } from "./tools";

export type { TurnMessage };

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
}

export interface TurnResult {
  session: Session;
  replies: OutboundMessage[];
  handoff: (HandoffRequest & { context: HandoffContext }) | null;
  intent: string;
  stateBefore: string;
  tools: { name: string; ok: boolean; code?: string }[];
  changed: string[];
  certain: boolean;
  /** Model calls of this turn (Claude mode), one audit row each. */
  llmCalls?: LlmCall[];
  /** The intent detector's confidence, when it ran. */
  confidence?: number | null;
}

export interface TurnInput {
  contact: string;
  /** Stable for the same inbox batch, so a redone turn derives the same order key. */
  turnKey: string;
  messages: TurnMessage[];
}

const HANDOFF_TEXT = "Te paso con una persona del equipo 🙋 En breve te responde por acá.";

/** One turn: understand → decide → act, over ports. Pure apart from the ports it is given. */
export async function runTurn(def: AgentDefinition, session: Session, input: TurnInput, ports: AgentPorts, opts: { silent?: boolean } = {}): Promise<TurnResult> {
  const draft: Session = structuredClone(session);
  const stateBefore = draft.state;
  const now = ports.clock.now();
  draft.lastInboundAt = now;
  for (const m of input.messages) pushHistory(draft, { role: "customer", text: describeInbound(m.content), at: m.at });

  let engine = new TurnEngine(def, draft, ports, input.contact, input.turnKey);
  let certain = true;
  let claude: ClaudeTrace | null = null;
  // In a silent state or with an operator in control, messages are remembered, not answered.
  if (!opts.silent && !isSilent(def, draft.state)) {
    // The packs shop runs on its own deterministic rules (the model path is retail's).
    if (def.policy === "packs") certain = (await packsPolicy(engine, input.messages)).certain;
    else if (ports.llm) ({ engine, certain, claude } = await decideWithModel(engine, input.messages, ports.llm));
    else certain = (await retailPolicy(engine, input.messages)).certain;
  }
  return finish(engine, stateBefore, certain, claude);
}

/** Thrown by the write-barred ports of a trial run: the rules wanted to write, so they acted. */
class WriteBarred extends Error {}

function withoutWrites(ports: AgentPorts): AgentPorts {
  const barred = () => Promise.reject(new WriteBarred("trial run: writes are barred"));
  return {
    ...ports,
    orders: { get: (n) => ports.orders.get(n), history: (c, l) => ports.orders.history(c, l), create: barred, cancel: barred },
    customers: { get: (c) => ports.customers.get(c), upsert: barred },
  };
}

/**
 * Claude mode. The rules run first on a copy of the draft whose ports refuse writes (a dry run):
 * certain → that copy is the turn, with no model call; a write attempt means the rules acted on
 * something they understood (a yes, a DNI) → they run again for real; otherwise the model
 * decides, and the copy's answer is its fallback.
 */
async function decideWithModel(engine: TurnEngine, messages: TurnMessage[], llm: LlmPort): Promise<{ engine: TurnEngine; certain: boolean; claude: ClaudeTrace | null }> {
  const trial = engine.fork(withoutWrites(engine.ports));
  let outcome: PolicyOutcome;
  try {
    outcome = await retailPolicy(trial, messages);
  } catch (err) {
    if (!(err instanceof WriteBarred)) throw err;
    return { engine, certain: (await retailPolicy(engine, messages)).certain, claude: null };
  }
  if (outcome.certain) return { engine: trial, certain: true, claude: null };
  const { engine: chosen, trace } = await claudeTurn({ engine, rules: trial, understanding: outcome.understanding, messages, llm });
  return { engine: chosen, certain: false, claude: trace };
}

/** Shared tail of every turn (rules, model, timers): handoff, history, audit shape. */
export async function finish(engine: TurnEngine, stateBefore: string, certain: boolean, claude: ClaudeTrace | null = null): Promise<TurnResult> {
  const { def, session } = engine;
  let handoff: TurnResult["handoff"] = null;
  if (engine.handoff) {
    const request = engine.handoff;
    if (!engine.replies.some((r) => plainText(r).includes("persona"))) engine.say({ type: "text", text: HANDOFF_TEXT });
    const context = await handoffContext(engine, request);
    if (session.state !== def.handoff.state) engine.moveTo(def.handoff.state);
    session.expecting = null;
    handoff = { ...request, context };
  }
  for (const r of engine.replies) pushHistory(session, { role: "agent", text: plainText(r), at: engine.now() });
  const intent = engine.intents[0] ?? "none";
  session.intentsSeen.push({ intent, at: engine.now() });
  if (session.intentsSeen.length > 50) session.intentsSeen.splice(0, session.intentsSeen.length - 50);
  return {
    session,
    replies: engine.replies,
    handoff,
    intent,
    stateBefore,
    tools: engine.outcomes.map((o: ToolOutcome) => (o.ok ? { name: o.name, ok: true } : { name: o.name, ok: false, code: o.code })),
    changed: [...engine.ctx.changed, ...(session.state !== stateBefore ? ["state"] : [])],
    certain,
    llmCalls: claude?.calls ?? [],
    confidence: claude?.detection?.confidence ?? null,
  };
}

async function handoffContext(engine: TurnEngine, request: HandoffRequest): Promise<HandoffContext> {
  const { session, ports } = engine;
  const customer = await ports.customers.get(engine.ctx.contact).catch(() => null);
  const totals = cartTotals(session.cart, await engine.catalog(), ports.profile, session.fulfilment);
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
  };
}

export function describeInbound(content: InboundContent): string {
  if (content.type === "unsupported") return `[${content.kind}]${content.caption ? " " + content.caption : ""}`;
  if (content.type === "location") return `[ubicación] ${inboundText(content) || `${content.latitude},${content.longitude}`}`;
  return inboundText(content);
}
