import { DurableObject } from "cloudflare:workers";
import { kinds } from "../agent/kinds";
import { newSession, type Session } from "../agent/session";
import type { TurnResult } from "../agent/job";
import { describeInbound } from "../lib/messages";
import type { DeliveryState, InboundMessage } from "../channels/types";
import type { OutboundMessage } from "../lib/messages";
import { plainText } from "../lib/messages";
import { settings } from "../settings";
import { backoffMs } from "../lib/backoff";
import type { Env } from "../env";
import { applyEffects, Effects } from "./effects";
import type { ConversationIdentity } from "./identity";
import { conversationName } from "./identity";
import { MessageLog } from "./log";
import { Delivery } from "./delivery";
import { Outbox } from "./outbox";
import { dropMetaCache, getMeta, migrate, setMeta } from "./sql";
import { Timers } from "./timers";
import { runConversationTurn } from "./turn-runner";
import type { ControlView, OperatorEvent } from "./protocol";
import { OperatorSockets } from "./operator";
import { Followups } from "./followups";
import { scheduleTurn } from "./flood"; // SECURITY(#12.3)

const MAX_TURN_ATTEMPTS = 6;
/** Retries of a failed turn: 1 s, 2 s, 4 s… up to a minute. */
const RETRY = { baseMs: 1000, maxMs: 60_000 };
export const WINDOW_MS = 24 * 3600_000;

/**
 * One conversation: the single writer of its state. Messages are appended durably and answered
 * from the alarm, so the webhook returns fast and a crash mid-turn redoes the turn.
 */
export class ConversationActor extends DurableObject<Env> {
  readonly sql: SqlStorage;
  readonly timers: Timers;
  readonly outbox: Outbox;
  readonly log: MessageLog;
  readonly effects: Effects;
  readonly sockets: OperatorSockets;
  readonly followups: Followups;
  readonly delivery: Delivery;
  /** Mirror of the log's latest inbound time (null: none yet; undefined: not read yet). */
  private lastInbound: number | null | undefined = undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    migrate(this.sql, (fn) => ctx.storage.transactionSync(fn));
    this.timers = new Timers(this.sql, ctx.storage, () => this.clockOffset());
    this.outbox = new Outbox(this.sql);
    this.log = new MessageLog(this.sql);
    this.effects = new Effects(this.sql);
    this.sockets = new OperatorSockets(this);
    this.delivery = new Delivery(this);
    this.followups = new Followups(this);
  }

  /**
   * One atomic change to this actor's tables. A throw rolls SQLite back, and with it the
   * in-memory mirrors of meta and timers, so memory never claims what storage lost.
   */
  transaction<T>(fn: () => T): T {
    try {
      return this.ctx.storage.transactionSync(fn);
    } catch (err) {
      dropMetaCache(this.sql);
      this.timers.forget();
      this.lastInbound = undefined;
      throw err;
    }
  }

  /** The bindings, for the modules that work on this actor's behalf. */
  get bindings(): Env {
    return this.env;
  }

  // ---- clock ------------------------------------------------------------------------------

  private clockOffset(): number {
    return getMeta<number>(this.sql, "clock_offset") ?? 0;
  }

  /** The one clock of this conversation; tests move it with advanceClock. */
  now(): number {
    return Date.now() + this.clockOffset();
  }

  /** Moves this conversation's clock forward (tests and simulations of elapsed time). */
  async advanceClock(ms: number): Promise<number> {
    setMeta(this.sql, "clock_offset", this.clockOffset() + ms);
    await this.timers.rearm();
    return this.now();
  }

  // ---- state accessors ----------------------------------------------------------------------

  identity(): ConversationIdentity | undefined {
    return getMeta<ConversationIdentity>(this.sql, "identity");
  }

  name(): string {
    const id = this.identity();
    return id ? conversationName(id.workspaceId, id.channelId, id.contact) : "unknown";
  }

  session(): Session {
    const stored = getMeta<Session>(this.sql, "session");
    if (stored) return stored;
    const identity = this.identity();
    return newSession(crypto.randomUUID(), this.now(), kinds.get(identity ? this.definitionId() : "retail").definition.initialState);
  }

  definitionId(): string {
    return getMeta<string>(this.sql, "definition") ?? "retail";
  }

  saveSession(session: Session): void {
    setMeta(this.sql, "session", session);
  }

  control(): ControlView {
    return getMeta<ControlView>(this.sql, "control") ?? { mode: "agent", operatorId: null, since: null };
  }

  setControl(control: ControlView): void {
    setMeta(this.sql, "control", control);
  }

  /** When the customer last wrote, by this conversation's clock; derived from the log. */
  lastInboundAt(): number | undefined {
    if (this.lastInbound === undefined) this.lastInbound = this.log.lastInboundAt() ?? null;
    return this.lastInbound ?? undefined;
  }

  windowOpen(): boolean {
    const last = this.lastInboundAt();
    if (last === undefined || this.now() - last >= WINDOW_MS) return false;
    // WhatsApp said the window was closed (131047) after the last message we saw: it wins.
    const closedAt = getMeta<number>(this.sql, "window_closed_at");
    return closedAt === undefined || closedAt < last;
  }

  // ---- ingress ----------------------------------------------------------------------------

  /**
   * Durably appends new messages and arms the turn. A provider message id seen before is
   * ignored, so a webhook replayed any number of times, even concurrently, yields one turn.
   */
  async receive(identity: ConversationIdentity, definition: string, messages: InboundMessage[]): Promise<{ accepted: number; duplicates: number }> {
    const now = this.now();
    const accepted: InboundMessage[] = [];
    const logged: ReturnType<MessageLog["append"]>[] = [];
    this.transaction(() => {
      if (!this.identity()) {
        setMeta(this.sql, "identity", identity);
        setMeta(this.sql, "definition", definition);
      }
      for (const m of messages) {
        const entry = this.log.appendInbound({ author: "customer", text: describeInbound(m.content), ref: m.id, status: "received", at: now }, JSON.stringify(m));
        if (!entry) continue; // a provider retry of a message already logged
        logged.push(entry);
        accepted.push(m);
        if (m.contactName) setMeta(this.sql, "contact_name", m.contactName); // written only when it changed
      }
      if (accepted.length) {
        this.lastInbound = now;
        // Debounce: a burst is answered in one turn, but never held longer than maxCoalesceMs.
        const existing = this.timers.get("drain");
        const firstAt = existing ? (JSON.parse(existing.payload) as { firstAt: number }).firstAt : now;
        const { debounceMs, maxCoalesceMs, floodMaxTurnsPerMinute: maxTurns } = settings(this.env);
        const due = Math.min(now + debounceMs, firstAt + maxCoalesceMs);
        // SECURITY(#12.3) flood limit (src/conversation/flood.ts): past maxTurns a minute, the turn waits and takes every message meanwhile.
        const flood = scheduleTurn({ remembered: getMeta<number[]>(this.sql, "turn_starts") ?? [], now, due, maxTurnsPerMinute: maxTurns }); // SECURITY(#12.3)
        if (maxTurns > 0) setMeta(this.sql, "turn_starts", flood.remember); // SECURITY(#12.3)
        this.timers.set("drain", "drain", flood.runAt, { firstAt });
      }
    });
    if (accepted.length) {
      await this.timers.rearm();
      for (const entry of logged) this.sockets.broadcast({ type: "message", message: entry });
      // No hub update here: the turn's commit (within the debounce window, silent turns included)
      // tells the workspace inbox. One hub call per turn instead of one per message keeps the
      // webhook's path to this actor's own transaction (the bench measured ~30% more webhooks/s).
    }
    return { accepted: accepted.length, duplicates: messages.length - accepted.length };
  }

  // ---- the alarm ----------------------------------------------------------------------------

  override async alarm(): Promise<void> {
    this.timers.alarmFired();
    const now = this.now();
    for (const timer of this.timers.due(now)) {
      if (timer.kind === "drain") await this.drain(now);
      else if (timer.kind === "outbox") this.timers.cancel(timer.id);
      else await this.fireAgentTimer(timer.id, timer.kind, now);
    }
    await this.dispatch();
    await this.applyEffects();
    await this.timers.rearm();
  }

  /** Agent-declared timers (follow-ups, session close); unknown kinds are dropped. */
  protected async fireAgentTimer(id: string, kind: string, now: number): Promise<void> {
    if (kind === "agent") await this.followups.fire(id, now);
    else this.timers.cancel(id);
  }

  private async drain(now: number): Promise<void> {
    const rows = this.log.pending();
    if (!rows.length) {
      this.timers.cancel("drain");
      return;
    }
    const messages = rows.map((r) => JSON.parse(r.message) as InboundMessage);
    const lastSeq = rows[rows.length - 1].seq;
    const turnKey = `${this.name()}/t${rows[0].seq}`;
    const attempts = (getMeta<{ key: string; n: number }>(this.sql, "turn_attempts") ?? { key: "", n: 0 });
    const attempt = attempts.key === turnKey ? attempts.n : 0;
    setMeta(this.sql, "turn_attempts", { key: turnKey, n: attempt + 1 });

    let result: TurnResult | null = null;
    try {
      result = await runConversationTurn(this, messages, turnKey, attempt);
    } catch (err) {
      console.error(`turn ${this.name()} ${turnKey} attempt ${attempt + 1} failed:`, (err as Error).stack ?? err);
      if (attempt + 1 < MAX_TURN_ATTEMPTS) {
        // Leave the inbox untouched; the same turn is redone (same key, so no duplicate order).
        this.timers.set("drain", "drain", this.now() + backoffMs(attempt, RETRY), { firstAt: now });
        return;
      }
      result = null;
    }
    this.commitTurn(result, lastSeq, turnKey, messages);
  }

  /** Everything a turn changed, in one transaction: session, inbox, outbox, log, timers, effects. */
  private commitTurn(result: TurnResult | null, lastSeq: number, turnKey: string, messages: InboundMessage[]): void {
    const now = this.now();
    const identity = this.identity()!;
    const events: OperatorEvent[] = [];
    this.transaction(() => {
      this.log.markAnswered(lastSeq);
      if (!this.log.pendingCount()) this.timers.cancel("drain");
      setMeta(this.sql, "turn_attempts", { key: "", n: 0 });
      if (!result) {
        // The turn failed every attempt: never lose the messages silently; a person takes over.
        const session = this.session();
        const previousState = session.state;
        session.state = kinds.get(this.definitionId()).definition.handoff.state;
        this.saveSession(session);
        const record = { id: `h:${turnKey}`, createdAt: now, trigger: "turn_failed", reason: "El agente no pudo procesar los mensajes.", context: { messages: messages.map((m) => describeInbound(m.content)) } };
        this.effects.add(`handoff:h:${turnKey}`, "handoff", record, now);
        // Operators must hear of it like any handoff, or the customer waits in silence unseen.
        setMeta(this.sql, "handoff", { ...record, status: "pending", operatorId: null });
        if (previousState !== session.state) events.push({ type: "state", state: session.state, previous: previousState });
        events.push({ type: "handoff_requested", handoff: { ...record, status: "pending", operatorId: null } });
        return;
      }
      const previous = this.session();
      // An operator may have taken over while the turn was thinking: its replies are discarded,
      // and the agent's memory must not claim it said them.
      const silenced = this.control().mode === "operator";
      if (silenced && result.replies.length) result.session.history.splice(-result.replies.length);
      this.saveSession(result.session);
      result.replies.forEach((reply, i) => {
        const id = `${turnKey}/${i}`;
        this.queueReply(id, "agent", reply, now, silenced ? "discarded" : "pending", events);
      });
      if (previous.state !== result.session.state) events.push({ type: "state", state: result.session.state, previous: previous.state });
      if (result.changed.includes("cart")) events.push({ type: "cart", cart: this.cartView(result.session) });
      this.effects.add(`audit:${turnKey}`, "audit", {
        id: turnKey,
        workspaceId: identity.workspaceId,
        conversation: this.name(),
        kind: "turn",
        stateBefore: result.stateBefore,
        stateAfter: result.session.state,
        intent: result.intent,
        tools: result.tools,
        detail: silenced ? "replies discarded: operator in control" : null,
        confidence: result.confidence ?? null,
        createdAt: now,
      }, now);
      // One row per model call (Claude mode): tokens, cache use, latency and model, for cost and tuning.
      (result.llmCalls ?? []).forEach((call, i) => {
        const id = `${turnKey}/llm/${i}`;
        this.effects.add(`audit:${id}`, "audit", {
          id, workspaceId: identity.workspaceId, conversation: this.name(), kind: "llm_call", intent: result.intent, confidence: result.confidence ?? null,
          model: call.model, inputTokens: call.inputTokens, outputTokens: call.outputTokens, cacheWriteTokens: call.cacheWriteTokens, cacheReadTokens: call.cacheReadTokens,
          latencyMs: call.latencyMs, detail: call.ok ? call.purpose : `${call.purpose} failed: ${call.error}`, createdAt: now,
        }, now);
      });
      if (result.handoff) {
        const handoffId = `h:${turnKey}`;
        const record = { id: handoffId, trigger: result.handoff.trigger, reason: result.handoff.reason, context: result.handoff.context, createdAt: now };
        setMeta(this.sql, "handoff", { ...record, status: "pending", operatorId: null });
        this.effects.add(`handoff:${handoffId}`, "handoff", record, now);
        events.push({ type: "handoff_requested", handoff: { ...record, status: "pending", operatorId: null } });
      }
      this.afterTurn(result, now);
    });
    for (const e of events) this.sockets.broadcast(e);
    this.notifyHub();
  }

  /** State-declared timers after a committed turn: cancel or re-arm (runs inside the commit). */
  protected afterTurn(result: TurnResult, now: number): void {
    this.followups.afterTurn(result.session, now);
  }

  /** Adds a reply to the outbox and the log (inside a transaction). */
  queueReply(id: string, author: "agent" | "operator" | "system", message: OutboundMessage, now: number, status: "pending" | "discarded" | "skipped" = "pending", events?: OperatorEvent[], error: string | null = null): void {
    this.outbox.add(id, author, message, now, status, error);
    const entry = this.log.append({ direction: "out", author, text: plainText(message), ref: id, status, at: now });
    events?.push({ type: "message", message: entry });
  }

  cartView(session: Session) {
    return {
      lines: session.cart.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, unitPrice: l.unitPrice })),
      subtotal: session.cart.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
    };
  }

  // ---- outbound ---------------------------------------------------------------------------

  /** Sends the head of the outbox to the queue, one row in flight at a time. Serialised. */
  dispatch(): Promise<void> {
    return this.delivery.dispatch();
  }

  /** The consumer delivered a row: record it and send the next. */
  async onSent(outboxId: string, providerMessageId: string): Promise<void> {
    await this.delivery.onSent(outboxId, providerMessageId);
  }

  /** The consumer gave up on a row for good: record why and send the next. */
  async onSendFailed(outboxId: string, error: string): Promise<void> {
    await this.delivery.onSendFailed(outboxId, error);
  }

  /** Provider delivery receipts (sent/delivered/read/failed) for a row we sent. */
  async onStatus(outboxId: string, status: DeliveryState, error: string | null): Promise<void> {
    await this.delivery.onStatus(outboxId, status, error);
  }

  // ---- effects ----------------------------------------------------------------------------

  applyEffects(): Promise<void> {
    return applyEffects(this);
  }

  /** Tell the workspace inbox this conversation changed (best effort; the hub re-reads on demand). */
  notifyHub(): void {
    this.sockets.notifyHub();
  }

  // ---- operators --------------------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    return this.sockets.accept(request);
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.sockets.onMessage(ws, message);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.sockets.onClose(ws, code);
  }

  snapshot() {
    return this.sockets.snapshot();
  }

  /** Test and diagnostics view of the actor's tables. */
  debugState() {
    return {
      session: this.session(),
      control: this.control(),
      inbox: this.log.pendingCount(),
      outbox: this.sql.exec("SELECT id, author, status, message, provider_message_id FROM outbox ORDER BY seq").toArray(),
      timers: this.timers.all(),
      effects: this.effects.pending(100).length,
    };
  }
}
