import { newSession, type Session } from "../agent/session";
import type { InboundMessage } from "../channels/types";
import { Alarms } from "./alarms";
import { Effects } from "./effects";
import type { ConversationIdentity } from "./identity";
import { conversationName } from "./identity";
import { Journal, type LogEntry } from "./journal";
import type { Author, OutboundMessage } from "../lib/messages";
import { plainText } from "../lib/messages";
import { Outbox } from "./outbox";
import type { ControlView, HandoffView } from "./protocol";
import { migrate } from "./schema";

/** A customer message kept for the hand-back: its journal row and what the provider sent. */
export interface HeldMessage {
  seq: number;
  message: InboundMessage;
}

/** WhatsApp's customer-service window: free-form messages only within 24 h of the customer's last. */
export const WINDOW_MS = 24 * 3600_000;

const AGENT_CONTROL: ControlView = { mode: "agent", operatorId: null, since: null };

/**
 * Everything a conversation stores, in its actor's SQLite: the schema and its upgrades, the meta
 * values (identity, session, control, handoff, clock), the journal (log, inbox and dedupe), the
 * outbox, the alarms and the pending effects. The actor is the only writer of this database, so
 * meta values are read once and served from memory; a rolled-back transaction drops every mirror.
 *
 * `version` counts changes to what a job reads (session, control, handoff): a job that ran while
 * something else changed them (an operator command during a model call) sees a new version at its
 * commit and is redone on the fresh state, so no update is ever lost across an await.
 */
export class ConversationState {
  readonly sql: SqlStorage;
  readonly journal: Journal;
  readonly outbox: Outbox;
  readonly alarms: Alarms;
  readonly effects: Effects;
  private meta = new Map<string, string | null>();
  /** Mirror of the journal's latest inbound time (null: none yet; undefined: not read yet). */
  private lastInbound: number | null | undefined = undefined;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
    migrate(this.sql, (fn) => storage.transactionSync(fn));
    this.journal = new Journal(this.sql);
    this.outbox = new Outbox(this.sql);
    this.effects = new Effects(this.sql);
    this.alarms = new Alarms(this.sql, storage, () => this.clockOffset());
  }

  /** One atomic change. A throw rolls SQLite back, and with it every in-memory mirror. */
  transaction<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(fn);
    } catch (err) {
      this.meta.clear();
      this.alarms.forget();
      this.lastInbound = undefined;
      throw err;
    }
  }

  // ---- meta ---------------------------------------------------------------------------------

  private get<T>(key: string): T | undefined {
    let raw = this.meta.get(key);
    if (raw === undefined) {
      raw = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0]?.value ?? null;
      this.meta.set(key, raw);
    }
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  /** Writes a meta value; false when it was already that (no write). */
  private set(key: string, value: unknown): boolean {
    const raw = JSON.stringify(value);
    if (this.get<unknown>(key) !== undefined && this.meta.get(key) === raw) return false;
    this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, raw);
    this.meta.set(key, raw);
    return true;
  }

  /** A change a running job must not overwrite: bumps the version its commit checks. */
  private setVersioned(key: string, value: unknown): void {
    if (this.set(key, value)) this.set("version", this.version() + 1);
  }

  version(): number {
    return this.get<number>("version") ?? 0;
  }

  // ---- clock --------------------------------------------------------------------------------

  clockOffset(): number {
    return this.get<number>("clock_offset") ?? 0;
  }

  /** The one clock of this conversation; tests move it with advanceClock. */
  now(): number {
    return Date.now() + this.clockOffset();
  }

  moveClock(ms: number): void {
    this.set("clock_offset", this.clockOffset() + ms);
  }

  // ---- who ----------------------------------------------------------------------------------

  identity(): ConversationIdentity | undefined {
    return this.get<ConversationIdentity>("identity");
  }

  /** Fixed at the first message. */
  setIdentity(identity: ConversationIdentity, kindId: string): void {
    this.set("identity", identity);
    this.set("definition", kindId);
  }

  name(): string {
    const id = this.identity();
    return id ? conversationName(id.workspaceId, id.channelId, id.contact) : "unknown";
  }

  /** The kind of shop this conversation was last run as (the workspace row decides at each job). */
  kindId(): string | undefined {
    return this.get<string>("definition");
  }

  setKindId(kindId: string): void {
    this.set("definition", kindId);
  }

  contactName(): string | undefined {
    return this.get<string>("contact_name");
  }

  setContactName(name: string): void {
    this.set("contact_name", name);
  }

  // ---- what jobs read (versioned) -----------------------------------------------------------

  /** The stored session, or a fresh one in `initialState`. */
  session(initialState: string): Session {
    return this.get<Session>("session") ?? newSession(crypto.randomUUID(), this.now(), initialState);
  }

  hasSession(): boolean {
    return this.get<Session>("session") !== undefined;
  }

  saveSession(session: Session): void {
    this.setVersioned("session", session);
  }

  control(): ControlView {
    return this.get<ControlView>("control") ?? AGENT_CONTROL;
  }

  setControl(control: ControlView): void {
    this.setVersioned("control", control);
  }

  handoff(): HandoffView | null {
    return this.get<HandoffView>("handoff") ?? null;
  }

  /** The actor's copy is the truth; D1 follows through a retried effect (inside a transaction). */
  saveHandoff(handoff: HandoffView, now: number): void {
    this.setVersioned("handoff", handoff);
    this.effects.add(`handoff:${handoff.id}:${handoff.status}:${now}:${crypto.randomUUID()}`, "handoff", handoff, now);
  }

  /** A message to the customer: an outbox row and the journal line operators see (inside a transaction). */
  queueReply(id: string, author: Author, message: OutboundMessage, now: number, status: "pending" | "discarded" | "skipped" = "pending", error: string | null = null, operatorId: string | null = null): LogEntry {
    this.outbox.add(id, author, message, now, status, error);
    return this.journal.append({ direction: "out", author, text: plainText(message), ref: id, status, at: now, operatorId });
  }

  // ---- what the customer wrote during a takeover -----------------------------------------

  /** Customer messages received while an operator held the conversation, with their journal rows. */
  held(): HeldMessage[] {
    return this.get<HeldMessage[]>("held") ?? [];
  }

  addHeld(messages: HeldMessage[]): void {
    if (messages.length) this.set("held", [...this.held(), ...messages]);
  }

  /** Empties the held list, returning it (on release). */
  takeHeld(): HeldMessage[] {
    const held = this.held();
    if (held.length) this.set("held", []);
    return held;
  }

  /** Held messages the operator handed to the agent on release: the next customer job answers them. */
  replay(): HeldMessage[] {
    return this.get<HeldMessage[]>("replay") ?? [];
  }

  setReplay(messages: HeldMessage[]): void {
    this.set("replay", messages);
  }

  // ---- bookkeeping that jobs do not read ----------------------------------------------------

  /** Attempts of the job in flight, keyed by its job key (one job runs at a time). */
  attempts(key: string): number {
    const a = this.get<{ key: string; n: number }>("turn_attempts");
    return a?.key === key ? a.n : 0;
  }

  setAttempts(key: string, n: number): void {
    this.set("turn_attempts", { key, n });
  }

  /** When recent customer jobs were scheduled (the flood limit's memory, flood.ts). */
  turnStarts(): number[] {
    return this.get<number[]>("turn_starts") ?? [];
  }

  setTurnStarts(times: number[]): void {
    this.set("turn_starts", times);
  }

  /** Agent timers fired since the customer last wrote (each fires once per arming). */
  timersFired(): string[] {
    return this.get<string[]>("timers_fired") ?? [];
  }

  setTimersFired(ids: string[]): void {
    this.set("timers_fired", ids);
  }

  /** Monotonic per conversation: hub notifications may overtake each other on the way. */
  nextHubVersion(): number {
    const v = (this.get<number>("hub_version") ?? 0) + 1;
    this.set("hub_version", v);
    return v;
  }

  // ---- the 24 h window ----------------------------------------------------------------------

  /** When the customer last wrote, by this conversation's clock; derived from the journal. */
  lastInboundAt(): number | undefined {
    if (this.lastInbound === undefined) this.lastInbound = this.journal.lastInboundAt() ?? null;
    return this.lastInbound ?? undefined;
  }

  noteInbound(at: number): void {
    this.lastInbound = at;
  }

  windowOpen(): boolean {
    const last = this.lastInboundAt();
    if (last === undefined || this.now() - last >= WINDOW_MS) return false;
    // WhatsApp said the window was closed (131047) after the last message we saw: it wins.
    const closedAt = this.get<number>("window_closed_at");
    return closedAt === undefined || closedAt < last;
  }

  markWindowClosed(now: number): void {
    this.set("window_closed_at", now);
  }
}
