import { DurableObject } from "cloudflare:workers";
import type { AgentKind } from "../agent/kind";
import { kinds } from "../agent/kinds";
import type { DeliveryState, InboundMessage } from "../channels/types";
import type { Env } from "../env";
import { describeInbound } from "../lib/messages";
import { settings } from "../settings";
import type { ConversationContext } from "./context";
import { customerJob } from "./customer-job";
import { Dispatcher } from "./dispatch";
import { applyEffects } from "./effects";
import { SESSION_CLOSE } from "./followups";
import { Handoffs } from "./handoffs";
import type { ConversationIdentity } from "./identity";
import { JobPipeline } from "./jobs";
import { OperatorCommands } from "./operator-commands";
import { OperatorSockets } from "./operator-sockets";
import { OperatorCommandSchema, type OperatorCommandInput, type OperatorEvent } from "./protocol";
import type { ConversationRpc, DebugState, ReceiveResult } from "./rpc";
import type { EchoMessage } from "../channels/whatsapp";
import { OWNER_IDLE_TIMER, OWNER_PHONE, recordEchoes } from "./owner-phone";
import { announceOrderStatus } from "./order-notices";
import type { OrderNoticeOutcome, OrderStatusChange } from "../lib/order-notice";
import { notifyInbox, snapshot, type StateLabels } from "./snapshot";
import { ConversationState } from "./state";
import { closeSessionWrites, timerJob } from "./timer-job";
import { scheduleTurn } from "./flood";

/**
 * One conversation, as a Durable Object: the single writer of its state. Messages are appended
 * durably and answered from the alarm (so the webhook returns fast and a crash mid-turn redoes
 * the turn); every change goes through ConversationState, every turn and timer through the one
 * job pipeline, every operator command through OperatorCommands. This class only wires them.
 */
export class ConversationActor extends DurableObject<Env> implements ConversationRpc {
  private readonly state: ConversationState;
  private readonly context: ConversationContext;
  private readonly sockets: OperatorSockets;
  private readonly dispatcher: Dispatcher;
  private readonly handoffs: Handoffs;
  private readonly jobs: JobPipeline;
  private readonly commands: OperatorCommands;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.state = new ConversationState(ctx.storage);
    this.sockets = new OperatorSockets(ctx);
    this.context = {
      state: this.state,
      env: () => this.bindings,
      notify: { broadcast: (events) => this.sockets.broadcast(events), inbox: () => this.notifyInbox(), orders: () => this.notifyOrders() },
      waitUntil: (p) => ctx.waitUntil(p),
    };
    this.dispatcher = new Dispatcher(this.context);
    this.handoffs = new Handoffs(this.context);
    this.jobs = new JobPipeline(this.context, (events) => this.settle(events), (request, id, now, events, workspace) => this.handoffs.open(request, id, now, events, workspace));
    this.commands = new OperatorCommands(this.context, {
      kind: () => this.kind(),
      shopHours: async () => {
        const { workspace } = await this.jobs.load();
        return { hours: workspace.profile.hours, timezone: workspace.timezone };
      },
      settle: (events) => this.settle(events),
    });
  }

  /** The bindings, read at each use (tests wrap them to inject faults). */
  get bindings(): Env {
    return this.env;
  }

  private kind(): AgentKind {
    return kinds.get(this.state.kindId() ?? "");
  }

  private labels(): { initial: string; label: StateLabels } {
    const id = this.state.kindId();
    if (!id || !kinds.has(id)) return { initial: "", label: (s) => s };
    const kind = kinds.get(id);
    return { initial: kind.definition.initialState, label: (s) => kind.stateLabels[s] ?? s };
  }

  /** After any change: live events, the inbox line, replies out, D1 effects, the alarm. */
  private async settle(events: OperatorEvent[]): Promise<void> {
    this.sockets.broadcast(events);
    this.notifyInbox();
    await this.dispatcher.dispatch();
    await this.applyEffects();
    await this.state.alarms.rearm();
  }

  private notifyInbox(): void {
    const { initial, label } = this.labels();
    notifyInbox(this.context, initial, label);
  }

  /** The hub reads this conversation's latest orders from D1 and pushes them to open boards. */
  private notifyOrders(): void {
    const identity = this.state.identity();
    if (!identity) return;
    const hub = this.bindings.WORKSPACE_HUB.getByName(identity.workspaceId);
    this.ctx.waitUntil(hub.ordersChanged(this.state.name()).catch((err: unknown) => console.error("hub orders update failed", err)));
  }

  private applyEffects(): Promise<void> {
    const identity = this.state.identity();
    if (!identity) return Promise.resolve();
    return applyEffects(
      this.state.effects,
      { db: this.bindings.DB, workspaceId: identity.workspaceId, conversation: this.state.name(), contact: identity.contact },
      (when) => this.state.alarms.setIfEarlier("effects", "outbox", when),
      () => this.state.now(),
    );
  }

  // ---- ingress ----------------------------------------------------------------------------

  async receive(identity: ConversationIdentity, kindId: string, messages: InboundMessage[]): Promise<ReceiveResult> {
    const { state } = this;
    const now = state.now();
    const logged: ReturnType<ConversationState["journal"]["append"]>[] = [];
    state.transaction(() => {
      if (!state.identity()) state.setIdentity(identity, kindId);
      for (const m of messages) {
        const entry = state.journal.appendInbound({ author: "customer", text: describeInbound(m.content), ref: m.id, status: "received", at: now }, JSON.stringify(m));
        if (!entry) continue; // a provider retry of a message already logged
        logged.push(entry);
        if (m.contactName) state.setContactName(m.contactName); // written only when it changed
      }
      if (logged.length) {
        state.noteInbound(now);
        // Debounce: a burst is answered in one job, but never held longer than maxCoalesceMs.
        const existing = state.alarms.get("drain");
        const firstAt = existing ? (JSON.parse(existing.payload) as { firstAt: number }).firstAt : now;
        const { debounceMs, maxCoalesceMs, floodMaxTurnsPerMinute: maxTurns } = settings(this.env);
        const due = Math.min(now + debounceMs, firstAt + maxCoalesceMs);
        // Flood limit (flood.ts): past maxTurns a minute, the turn waits and takes every message meanwhile.
        const flood = scheduleTurn({ remembered: state.turnStarts(), now, due, maxTurnsPerMinute: maxTurns });
        if (maxTurns > 0) state.setTurnStarts(flood.remember);
        state.alarms.set("drain", "drain", flood.runAt, { firstAt });
      }
    });
    if (logged.length) {
      await state.alarms.rearm();
      this.sockets.broadcast(logged.map((message) => ({ type: "message", message })));
      // No hub update here: the job's commit (within the debounce window) tells the inbox, one
      // hub call per job instead of one per message (the ingress bench measured ~30% more webhooks/s).
    }
    return { accepted: logged.length, duplicates: messages.length - logged.length, held: state.control().mode === "operator" };
  }

  async receiveEchoes(identity: ConversationIdentity, kindId: string, echoes: EchoMessage[]): Promise<{ recorded: number }> {
    const { state } = this;
    let events: OperatorEvent[] = [];
    state.transaction(() => {
      if (!state.identity()) state.setIdentity(identity, kindId);
      events = recordEchoes(this.context, echoes, this.labels().initial);
    });
    await this.settle(events);
    return { recorded: events.filter((e) => e.type === "message").length };
  }

  // ---- the alarm: jobs, timers, retries ----------------------------------------------------

  override async alarm(): Promise<void> {
    const { state } = this;
    state.alarms.alarmFired();
    const now = state.now();
    for (const due of state.alarms.due(now)) {
      const timer = state.alarms.get(due.id);
      if (!timer || timer.due_at > now) continue; // moved or cancelled by an earlier job of this alarm
      if (timer.kind === "drain") await this.jobs.serial(() => this.runCustomerJob());
      else if (timer.id === SESSION_CLOSE) await this.jobs.serial(() => this.closeSession(timer));
      else if (timer.kind === "agent") await this.jobs.serial(() => this.jobs.execute(timerJob(this.context, timer)));
      else if (timer.kind === "handoff") await this.escalate();
      else if (timer.id === OWNER_IDLE_TIMER) await this.ownerIdle();
      else state.transaction(() => state.alarms.cancel(timer.id)); // "outbox"/"effects" wake-ups: handled below
    }
    await this.dispatcher.dispatch();
    await this.applyEffects();
    await state.alarms.rearm();
  }

  private async runCustomerJob(): Promise<void> {
    const run = this.state.transaction(() => customerJob(this.context, this.handoffs));
    if (run) await this.jobs.execute(run);
  }

  private async closeSession(timer: Parameters<typeof timerJob>[1]): Promise<void> {
    const events: OperatorEvent[] = [];
    try {
      const loaded = await this.jobs.load();
      this.state.transaction(() => closeSessionWrites(this.context, loaded, timer, events));
    } catch (err) {
      console.error(`session close of ${this.state.name()} failed:`, err);
      this.state.transaction(() => this.state.alarms.cancel(timer.id));
    }
    await this.settle(events);
  }

  /** The owner's phone takeover went idle: the agent is back (what they handled stays handled). */
  private async ownerIdle(): Promise<void> {
    const { state } = this;
    state.transaction(() => state.alarms.cancel(OWNER_IDLE_TIMER));
    if (state.control().operatorId !== OWNER_PHONE) return;
    await this.commands.run({ type: "release", mode: "keep", notify: false, held: "handled", resolve: false }, OWNER_PHONE);
  }

  private async escalate(): Promise<void> {
    const events: OperatorEvent[] = [];
    this.state.transaction(() => this.handoffs.escalate(events));
    await this.settle(events);
  }

  // ---- outbound ---------------------------------------------------------------------------

  onSent(outboxId: string, providerMessageId: string): Promise<void> {
    return this.dispatcher.onSent(outboxId, providerMessageId);
  }

  onSendFailed(outboxId: string, error: string): Promise<void> {
    return this.dispatcher.onSendFailed(outboxId, error);
  }

  onStatus(outboxId: string, status: DeliveryState, error: string | null): Promise<void> {
    return this.dispatcher.onStatus(outboxId, status, error);
  }

  /** An order of this conversation moved (the orders API): the customer is told once, in order. */
  async orderStatusChanged(change: OrderStatusChange): Promise<OrderNoticeOutcome> {
    const { outcome, events } = await announceOrderStatus(this.context, change, this.labels().initial);
    if (events.length) await this.settle(events);
    return outcome;
  }

  // ---- operators --------------------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    return this.sockets.accept(request, this.state.identity(), () => this.snapshotNow());
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.sockets.onMessage(ws, message, (command, operatorId, replyTo) => this.commands.run(command, operatorId, replyTo));
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.sockets.onClose(ws, code);
  }

  command(command: OperatorCommandInput, operatorId: string): Promise<void> {
    return this.commands.run(OperatorCommandSchema.parse(command), operatorId);
  }

  async snapshot() {
    return this.snapshotNow();
  }

  /** An operator's access was revoked: the hub fans this out to where they have sockets. */
  async closeOperatorSockets(operatorId: string): Promise<number> {
    return this.sockets.closeOperator(operatorId);
  }

  private snapshotNow() {
    const { initial, label } = this.labels();
    return snapshot(this.state, initial, label);
  }

  // ---- tests and diagnostics --------------------------------------------------------------

  async advanceClock(ms: number): Promise<number> {
    this.state.moveClock(ms);
    await this.state.alarms.rearm();
    return this.state.now();
  }

  async debugState(): Promise<DebugState> {
    const { state } = this;
    const { initial } = this.labels();
    return {
      session: state.session(initial),
      control: state.control(),
      inbox: state.journal.pendingCount(),
      outbox: state.outbox.rows(),
      timers: state.alarms.all(),
      effects: state.effects.count(),
      version: state.version(),
    };
  }
}
