import type { LlmPort } from "../../src/agent/claude/client";
import type { TimerSpec } from "../../src/agent/definition";
import { isSilent, resumeState } from "../../src/agent/fsm";
import { plannedTimers, stillDue } from "../../src/agent/followups";
import { runJob, type HandoffContext, type Job, type TurnResult } from "../../src/agent/job";
import type { AgentKind } from "../../src/agent/kind";
import { newSession, nextSession, pushHistory, type Session } from "../../src/agent/session";
import { acknowledgesWait, waitingAcknowledgement } from "../../src/agent/waiting";
import type { HandoffRequest } from "../../src/agent/tools";
import { describeInbound, mergeReplies, type InboundContent, type OutboundMessage } from "../../src/lib/messages";
import { nextOpening } from "../../src/lib/opening-hours";
import { MemoryStore } from "./memory-ports";
import type { ShopData } from "./seed";

// What the conversation's actor does around runJob, in memory: it commits each job's result
// (its replies merged into as few messages as the actor sends),
// answers a burst of messages as one job, arms the kind's follow-ups after every commit and
// fires them when the fake clock passes their time (at most once per arming, silent while a
// person holds the chat, as an approved template or not at all outside the 24 h window), opens
// a new session when the window closes, and redoes a failed job under the same key (so an
// order is never written twice). The memory scenario suites play conversations through it.

export const MIN = 60_000;
export const HOUR = 60 * MIN;
const WINDOW_MS = 24 * HOUR;
const MAX_ATTEMPTS = 6;
/** Monday 2 March 2026, 14:00 in Buenos Aires: the demo shops are open. */
export const MONDAY_2PM = Date.UTC(2026, 2, 2, 17, 0, 0);

export interface Sent {
  ref: string;
  author: "agent" | "system";
  message: OutboundMessage;
  /** What the customer reads: the text, an interactive message's body, a template's preview. */
  text: string;
  /** sent: reached the customer; discarded: an operator took over first; skipped: never sent. */
  status: "sent" | "discarded" | "skipped";
}

export interface AuditRow {
  kind: "turn" | "timer";
  key: string;
  intent: string;
  stateBefore: string;
  stateAfter: string;
  detail: string | null;
  /** The agents that tried the batch, in order (the audit row's path). */
  agents?: string[];
  /** The turn's tool calls and tips, as D1's turn_audit.tools holds them. */
  tools?: { name: string; ok: boolean; code?: string }[];
}

interface ArmedTimer {
  /** A spec id of the kind's definition, or "session_close". */
  spec: string;
  dueAt: number;
  /** The due time when armed: with the spec it keys the job (and any order it writes). */
  due: number;
  attempts: number;
}

export interface HostOptions {
  kind: AgentKind;
  /** A shop (a fresh store is made for it) or a store shared by several conversations. */
  shop: ShopData | MemoryStore;
  contact?: string;
  channel?: string;
  llm?: LlmPort;
  start?: number;
  /** Messages within this window are answered as one job; 0 answers each at once. */
  debounceMs?: number;
  maxCoalesceMs?: number;
}

export class ConversationHost {
  readonly kind: AgentKind;
  readonly store: MemoryStore;
  readonly contact: string;
  readonly name: string;
  session: Session;
  control: "agent" | "operator" = "agent";
  readonly sent: Sent[] = [];
  readonly handoffs: (HandoffRequest & { context: HandoffContext | null })[] = [];
  readonly audit: AuditRow[] = [];
  /** Jobs that run and then fail before their commit (after their side effects, like a crash). */
  failNext = 0;
  private clock: number;
  private seq = 0;
  private inbox: { seq: number; content: InboundContent; at: number }[] = [];
  private drainAt: { due: number; firstAt: number } | null = null;
  private lastInbound: number | null = null;
  private readonly armed = new Map<string, ArmedTimer>();
  private fired = new Set<string>();
  /** A help request nobody has taken yet, and when the customer was last told a person was told (null: not yet). */
  private waiting: { acknowledgedAt: number | null } | null = null;
  private readonly llm?: LlmPort;
  private readonly debounceMs: number;
  private readonly maxCoalesceMs: number;

  constructor(opts: HostOptions) {
    this.kind = opts.kind;
    this.store = opts.shop instanceof MemoryStore ? opts.shop : new MemoryStore(opts.shop);
    this.contact = opts.contact ?? "5491155550001";
    this.name = `${this.store.shop.workspaceId}:${opts.channel ?? "wa"}:${this.contact}`;
    this.clock = opts.start ?? MONDAY_2PM;
    this.llm = opts.llm;
    this.debounceMs = opts.debounceMs ?? 0;
    this.maxCoalesceMs = opts.maxCoalesceMs ?? 5_000;
    this.session = newSession(`${this.name}/s0`, this.clock, this.kind.definition.initialState);
  }

  now(): number {
    return this.clock;
  }

  // ---- what the customer does ------------------------------------------------------------

  /** The customer writes; returns what they read back (replies of this turn, none if held). */
  say(text: string): Promise<string[]> {
    return this.send({ type: "text", text });
  }

  /** The customer taps a reply button or list row the agent rendered (the latest with this id). */
  tap(id: string, title: string): Promise<string[]> {
    const rendered = [...this.sent].reverse().find(({ message: m }) => (m.type === "buttons" && m.buttons.some((b) => b.id === id)) || (m.type === "list" && m.rows.some((r) => r.id === id)));
    if (!rendered) throw new Error(`the agent never rendered a button or row "${id}"`);
    return this.send({ type: rendered.message.type === "list" ? "list" : "button", id, title });
  }

  /** Messages sent at once: answered as one job. */
  async burst(texts: string[]): Promise<string[]> {
    const before = this.sent.length;
    for (const text of texts) this.receive({ type: "text", text });
    await this.advance(0);
    return this.readSince(before);
  }

  async send(content: InboundContent): Promise<string[]> {
    const before = this.sent.length;
    this.receive(content);
    await this.advance(0);
    return this.readSince(before);
  }

  /** Appends a message to the inbox and (re)arms the drain, like the actor's receive(). */
  receive(content: InboundContent): void {
    this.inbox.push({ seq: ++this.seq, content, at: this.clock });
    this.lastInbound = this.clock;
    const firstAt = this.drainAt?.firstAt ?? this.clock;
    this.drainAt = { due: Math.min(this.clock + this.debounceMs, firstAt + this.maxCoalesceMs), firstAt };
  }

  /**
   * Time passes: everything due (the drain, follow-ups) runs in order, each at its own time.
   * Returns what the customer read meanwhile.
   */
  advance(ms: number): Promise<string[]> {
    return this.runUntil(this.clock + ms, false);
  }

  /**
   * The clock jumps and everything that fell due runs only then, late, as after an alarm that
   * could not run (a follow-up due inside the 24 h window may then fire outside it).
   */
  jump(ms: number): Promise<string[]> {
    this.clock += ms;
    return this.runUntil(this.clock, true);
  }

  private async runUntil(until: number, late: boolean): Promise<string[]> {
    const before = this.sent.length;
    for (;;) {
      const next = this.nextDue();
      if (!next || next.at > until) break;
      if (!late) this.clock = Math.max(this.clock, next.at);
      if (next.id === "drain") await this.drain();
      else await this.fire(next.id);
    }
    this.clock = until;
    return this.readSince(before);
  }

  // ---- what the shop sees ----------------------------------------------------------------

  /** Every message the customer received, as text. */
  inboxTexts(): string[] {
    return this.sent.filter((s) => s.status === "sent").map((s) => s.text);
  }

  orders() {
    return this.store.ordersOf(this.contact);
  }

  armedTimers(): { spec: string; dueAt: number }[] {
    return [...this.armed.values()].map(({ spec, dueAt }) => ({ spec, dueAt }));
  }

  /** An operator takes the conversation: the agent goes silent at once. */
  takeOver(): void {
    this.control = "operator";
    this.waiting = null; // a person took the request
  }

  /** The agent is back in charge, keeping the cart and the state (out of a silent one). */
  release(): void {
    this.control = "agent";
    this.session.state = resumeState(this.kind.definition, this.session);
    this.session.pendingConfirmation = null;
    this.session.pendingChoice = null;
    this.session.expecting = null;
    this.session.consecutiveToolErrors = 0;
    this.afterTurn();
  }

  private readSince(index: number): string[] {
    return this.sent.slice(index).filter((s) => s.status === "sent").map((s) => s.text);
  }

  private nextDue(): { id: string; at: number } | null {
    const due = [...this.armed].map(([id, t]) => ({ id, at: t.dueAt }));
    if (this.drainAt) due.push({ id: "drain", at: this.drainAt.due });
    return due.sort((a, b) => a.at - b.at)[0] ?? null;
  }

  private windowOpen(): boolean {
    return this.lastInbound !== null && this.clock - this.lastInbound < WINDOW_MS;
  }

  /** Runs one job, redoing it under the same key when it fails before its commit. */
  private async run(session: Session, job: Job, silent = false): Promise<TurnResult | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        const ports = this.store.ports(this.contact, { now: () => this.clock }, this.llm);
        const result = await runJob(this.kind, session, job, ports, { silent });
        if (this.failNext > 0) {
          this.failNext -= 1;
          throw new Error("failed after its side effects, before the commit");
        }
        return result;
      } catch (err) {
        if (attempt + 1 === MAX_ATTEMPTS) {
          console.warn(`job ${job.key} failed ${MAX_ATTEMPTS} times: ${(err as Error).message}`);
          return null;
        }
      }
    }
    return null;
  }

  // ---- a batch of customer messages ------------------------------------------------------

  private async drain(): Promise<void> {
    const batch = this.inbox.splice(0);
    this.drainAt = null;
    if (!batch.length) return;
    const key = `${this.name}/t${batch[0].seq}`;
    let session = this.session;
    if (session.history.length && this.clock - session.lastInboundAt > WINDOW_MS) session = nextSession(session, this.clock, this.kind.definition.initialState, key);
    const messages = batch.map((m) => ({ id: `m${m.seq}`, at: m.at, content: m.content }));
    const result = await this.run(session, { type: "messages", key, contact: this.contact, messages }, this.control === "operator");
    if (!result) {
      // Never lose the messages silently: a person takes over.
      this.session.state = this.kind.definition.handoff.state;
      this.handoffs.push({ trigger: "turn_failed", reason: "El agente no pudo procesar los mensajes.", context: null });
      this.waiting = { acknowledgedAt: null };
      this.audit.push({ kind: "turn", key, intent: "turn_failed", stateBefore: session.state, stateAfter: this.session.state, detail: batch.map((m) => describeInbound(m.content)).join(" | ") });
      return;
    }
    const silenced = this.control === "operator";
    if (silenced && result.replies.length) result.session.history.splice(-result.replies.length);
    this.session = result.session;
    // As the actor's commit does: one message where one will do.
    mergeReplies(result.replies).forEach((m, i) => this.deliver(`${key}/${i}`, "agent", m, silenced ? "discarded" : "sent"));
    if (result.handoff) {
      this.handoffs.push(result.handoff);
      this.waiting = { acknowledgedAt: null };
    } else if (this.waiting && acknowledgesWait(result.session) && (silenced || isSilent(this.kind.definition, result.session.state)) && this.windowOpen()) {
      // As the actor does: the first message while a person is awaited is acknowledged, again after 2 minutes, and "¿sos un bot?" every time.
      const text = waitingAcknowledgement(this.store.shop.profile, this.store.shop.timezone, this.clock, this.session);
      pushHistory(this.session, { role: "agent", text, at: this.clock });
      this.deliver(`${key}/ack`, "agent", { type: "text", text }, "sent");
      this.waiting.acknowledgedAt = this.clock;
    }
    this.audit.push({ kind: "turn", key, intent: result.intent, stateBefore: result.stateBefore, stateAfter: result.session.state, detail: silenced ? "replies discarded: operator in control" : null, agents: result.agents, tools: result.tools });
    this.afterTurn();
  }

  /** Any customer message re-arms the follow-ups from scratch. */
  private afterTurn(): void {
    this.armed.clear();
    this.fired = new Set();
    if (this.lastInbound !== null) this.armed.set("session_close", { spec: "session_close", dueAt: this.lastInbound + WINDOW_MS, due: this.lastInbound + WINDOW_MS, attempts: 0 });
    if (this.control !== "operator") this.arm();
  }

  private arm(): void {
    const { hours } = this.store.shop.profile;
    for (const { spec, dueAt: planned } of plannedTimers(this.kind, this.session, this.clock, this.fired)) {
      // As the actor does: a follow-up that writes never lands while the shop is closed.
      const dueAt = this.kind.timers.sends(spec.action) ? (nextOpening(hours, this.store.shop.timezone, planned) ?? planned) : planned;
      if (!this.armed.has(spec.id)) this.armed.set(spec.id, { spec: spec.id, dueAt, due: dueAt, attempts: 0 });
    }
  }

  private cancelFollowups(): void {
    for (const id of [...this.armed.keys()]) if (id !== "session_close") this.armed.delete(id);
  }

  // ---- a due follow-up -------------------------------------------------------------------

  private async fire(id: string): Promise<void> {
    const armed = this.armed.get(id)!;
    const key = `${this.name}/timer:${armed.spec}@${armed.due}`;
    if (id === "session_close") return this.closeSession(key);
    const def = this.kind.definition;
    const spec = def.timers.find((s) => s.id === armed.spec);
    const session = this.session;
    const reason = !spec
      ? "unknown timer"
      : this.inbox.length
        ? "the customer wrote"
        : this.control === "operator"
          ? "operator in control"
          : isSilent(def, session.state)
            ? `silent state ${session.state}`
            : stillDue(this.kind, spec, session, this.clock);
    if (reason || !spec) return this.skip(id, key, armed.spec, reason ?? "unknown timer");
    const sends = this.kind.timers.sends(spec.action);
    const open = this.windowOpen();
    const template = sends && !open && spec.template ? this.store.shop.profile.templates[spec.template] : undefined;
    if (sends && !open && !template) {
      this.deliver(`${key}/0`, "system", { type: "text", text: `Seguimiento "${spec.id}" no enviado: ventana de 24 h cerrada y sin plantilla aprobada.` }, "skipped");
      return this.skip(id, key, spec.action, "outside the 24 h window, no template");
    }
    const result = await this.run(session, { type: "timer", spec, contact: this.contact, key });
    if (!result) return this.skip(id, key, spec.id, `failed ${MAX_ATTEMPTS} times`);
    this.commitTimer(id, key, spec, result, template);
  }

  private commitTimer(id: string, key: string, spec: TimerSpec, result: TurnResult, template: { name: string; language: string; body?: string } | undefined): void {
    this.armed.delete(id);
    this.session = result.session;
    if (template && result.replies.length) {
      const params = result.templateParams;
      const preview = template.body ? template.body.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? "") : `[plantilla ${template.name}]`;
      this.deliver(`${key}/0`, "agent", { type: "template", name: template.name, language: template.language, params, preview }, "sent");
    } else mergeReplies(result.replies).forEach((m, i) => this.deliver(`${key}/${i}`, "agent", m, "sent"));
    this.fired.add(spec.id);
    if (result.stateBefore !== result.session.state) this.cancelFollowups();
    this.arm();
    this.audit.push({ kind: "timer", key, intent: spec.action, stateBefore: result.stateBefore, stateAfter: result.session.state, detail: template ? `outside the 24 h window: template ${template.name}` : null });
  }

  private skip(id: string, key: string, what: string, reason: string): void {
    this.armed.delete(id);
    this.audit.push({ kind: "timer", key, intent: what, stateBefore: this.session.state, stateAfter: this.session.state, detail: `skipped: ${reason}` });
  }

  /** The 24 h window closed: the next message opens a new session carrying a short summary. */
  private closeSession(key: string): void {
    if (this.windowOpen() || this.control === "operator" || !this.session.history.length) return this.skip("session_close", key, "session_close", "nothing to close");
    const before = this.session.state;
    this.session = nextSession(this.session, this.clock, this.kind.definition.initialState, key);
    this.armed.clear();
    this.audit.push({ kind: "timer", key, intent: "close_session", stateBefore: before, stateAfter: this.session.state, detail: this.session.previousSummary });
  }

  private deliver(ref: string, author: Sent["author"], message: OutboundMessage, status: Sent["status"]): void {
    this.sent.push({ ref, author, message, text: readable(message), status });
  }
}

/** What the customer's phone shows as the message's text (a template's filled-in body). */
function readable(message: OutboundMessage): string {
  if (message.type === "template") return message.preview ?? `[plantilla ${message.name}]`;
  return message.text;
}
