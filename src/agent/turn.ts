import type { InboundContent, OutboundMessage } from "../channels/types";
import { inboundText, plainText } from "../channels/types";
import { cartTotals } from "./cart-math";
import type { AgentDefinition } from "./definition";
import { TurnEngine, type TurnMessage } from "./engine";
import { isSilent } from "./fsm";
import type { AgentPorts } from "./ports";
import { retailPolicy } from "./policies/retail";
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

  const engine = new TurnEngine(def, draft, ports, input.contact, input.turnKey);
  let certain = true;
  // In a silent state or with an operator in control, messages are remembered, not answered.
  if (!opts.silent && !isSilent(def, draft.state)) {
    const outcome = await retailPolicy(engine, input.messages);
    certain = outcome.certain;
  }
  return finish(engine, stateBefore, certain);
}

/** Shared tail of every turn (rules, model, timers): handoff, history, audit shape. */
export async function finish(engine: TurnEngine, stateBefore: string, certain: boolean): Promise<TurnResult> {
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
