import { kinds } from "../agent/kinds";
import { runJob, type TurnResult } from "../agent/job";
import type { TimerSpec } from "../agent/definition";
import { isSilent } from "../agent/fsm";
import { nextSession, type Session } from "../agent/session";
import { plannedTimers, stillDue } from "../agent/followups"; // agent/timers.ts was renamed (kinds branch)
import type { OutboundMessage } from "../lib/messages";
import { settings } from "../settings";
import { backoffMs } from "../lib/backoff";
import type { TemplateConfig } from "../lib/commerce-profile";
import { WINDOW_MS, type ConversationActor } from "./actor";
import { chaosShouldFail } from "./chaos";
import type { OutboxRow } from "./outbox";
import { buildPorts, loadWorkspace } from "./ports";
import type { OperatorEvent } from "./protocol";
import { getMeta, setMeta } from "./sql";

// The actor's side of follow-ups: arming the definition's timers after each turn, firing them
// from the alarm (once per arming, committed like a turn), the 24 h session close, and the
// WhatsApp customer-service window (free-form only inside it; a template or nothing outside).

export const AGENT_TIMER_KIND = "agent";
const SESSION_CLOSE = "agent:session_close";
const MAX_ATTEMPTS = 6;
/** First retry of a failed firing; doubles up to a minute. */
export const RETRY_BASE_MS = 5_000;

interface ArmedPayload {
  spec: string;
  /** The due time when armed: with the spec id it keys the outbox rows and any order. */
  due: number;
  attempts?: number;
}

/** Meta's "outside the 24 h window" and "undeliverable" errors: never retried blindly. */
const DELIVERY_ERRORS: Record<string, string> = {
  "131047": "WhatsApp rechazó el mensaje porque pasaron más de 24 h desde el último mensaje del cliente (131047). Solo se le puede escribir con una plantilla aprobada.",
  "131026": "WhatsApp no pudo entregar el mensaje (131026): el número no puede recibirlo (sin WhatsApp, versión vieja o bloqueo). No se reintenta.",
};

export class Followups {
  constructor(private readonly actor: ConversationActor) {}

  /** After a customer turn, inside its commit: any customer message re-arms from scratch. */
  afterTurn(session: Session, now: number): void {
    const a = this.actor;
    this.cancelAll();
    setMeta(a.sql, "timers_fired", []);
    const last = a.lastInboundAt();
    if (last !== undefined) a.timers.set(SESSION_CLOSE, AGENT_TIMER_KIND, last + WINDOW_MS, { spec: "session_close", due: last + WINDOW_MS } satisfies ArmedPayload);
    // Nothing to follow up while a person holds the conversation.
    if (a.control().mode !== "operator") this.arm(session, now, new Set());
  }

  /** Agent timers, except the session close (which belongs to the window, not to a state). */
  private cancelAll(includeSessionClose = false): void {
    this.actor.timers.cancelKind(AGENT_TIMER_KIND, includeSessionClose ? undefined : SESSION_CLOSE);
  }

  private arm(session: Session, now: number, exclude: ReadonlySet<string>): void {
    const kind = kinds.get(this.actor.definitionId());
    for (const { spec, dueAt } of plannedTimers(kind, session, now, exclude)) {
      const id = `agent:${spec.id}`;
      if (this.actor.timers.get(id)) continue; // an armed timer keeps its time
      this.actor.timers.set(id, AGENT_TIMER_KIND, dueAt, { spec: spec.id, due: dueAt } satisfies ArmedPayload);
    }
  }

  private inboxWaiting(): boolean {
    return this.actor.log.pendingCount() > 0;
  }

  /** Fires one due agent timer. Safe to call again for the same arming: it fires at most once. */
  async fire(id: string, now: number): Promise<void> {
    const a = this.actor;
    const row = a.timers.get(id);
    if (!row || row.due_at > now) return; // moved or cancelled earlier in this alarm
    const payload = JSON.parse(row.payload) as ArmedPayload;
    const key = `${a.name()}/timer:${payload.spec}@${payload.due ?? row.due_at}`;
    if (id === SESSION_CLOSE) return this.closeSession(key, now);
    const kind = kinds.get(a.definitionId());
    const def = kind.definition;
    const spec = def.timers.find((s) => s.id === payload.spec);
    const session = a.session();
    const reason = !spec
      ? "unknown timer"
      : this.inboxWaiting()
        ? "the customer wrote"
        : a.control().mode === "operator"
          ? "operator in control"
          : isSilent(def, session.state)
            ? `silent state ${session.state}`
            : stillDue(kind, spec, session, now);
    if (reason || !spec) return this.skip(id, key, payload.spec, session.state, reason ?? "unknown timer", now);

    const workspace = await loadWorkspace(a.bindings, a.identity()!.workspaceId);
    const sends = kind.timers.sends(spec.action);
    const open = a.windowOpen();
    const template = sends && !open && spec.template ? workspace.profile.templates[spec.template] : undefined;
    if (sends && !open && !template) return this.skipOutsideWindow(id, key, spec, session.state, now);

    const attempt = payload.attempts ?? 0;
    let result: TurnResult;
    try {
      const ports = buildPorts(a.bindings, workspace, a.name(), { now: () => a.now() });
      result = await runJob(kind, session, { type: "timer", spec, contact: a.identity()!.contact, key }, ports);
      // Chaos testing: fail after the action's side effects (an order), before the commit.
      if (await chaosShouldFail(settings(a.bindings).chaosTurnFailureRate, key, attempt)) throw new Error("chaos: timer failed after its side effects, before the commit");
    } catch (err) {
      console.error(`timer ${key} attempt ${attempt + 1} failed:`, (err as Error).stack ?? err);
      if (attempt + 1 < MAX_ATTEMPTS) {
        // Same row, same key: the retry cannot send twice (outbox ids) nor order twice (order key).
        a.timers.set(id, AGENT_TIMER_KIND, a.now() + backoffMs(attempt, { baseMs: RETRY_BASE_MS, maxMs: 60_000 }), { ...payload, attempts: attempt + 1 } satisfies ArmedPayload);
        return;
      }
      return this.skip(id, key, spec.id, session.state, `failed ${MAX_ATTEMPTS} times: ${(err as Error).message}`, now);
    }
    this.commit(id, payload.due, key, spec, result, template, now);
  }

  /** A firing's changes in one transaction: session, outbox, log, audit, the next timers. */
  private commit(id: string, due: number, key: string, spec: TimerSpec, result: TurnResult, template: TemplateConfig | undefined, now: number): void {
    const a = this.actor;
    const events: OperatorEvent[] = [];
    let committed = false;
    let duplicate = false;
    this.actor.transaction(() => {
      // Another alarm invocation committed this arming while we ran: once is enough.
      const current = a.timers.get(id);
      if (!current || (JSON.parse(current.payload) as ArmedPayload).due !== due) {
        duplicate = true;
        return;
      }
      a.timers.cancel(id);
      // The customer wrote while the action ran: their turn answers instead (unless an order exists).
      if (this.inboxWaiting() && !result.changed.includes("order")) return;
      committed = true;
      a.saveSession(result.session);
      const messages: OutboundMessage[] = template && result.replies.length ? [templateMessage(template, result.templateParams)] : result.replies;
      messages.forEach((m, i) => a.queueReply(`${key}/${i}`, "agent", m, now, "pending", events));
      if (result.stateBefore !== result.session.state) events.push({ type: "state", state: result.session.state, previous: result.stateBefore });
      if (result.changed.includes("cart")) events.push({ type: "cart", cart: a.cartView(result.session) });
      const fired = new Set([...(getMeta<string[]>(a.sql, "timers_fired") ?? []), spec.id]);
      setMeta(a.sql, "timers_fired", [...fired]);
      if (result.stateBefore !== result.session.state) this.cancelAll();
      this.arm(result.session, now, fired);
      this.audit(key, spec.action, result.stateBefore, result.session.state, result.tools, template ? `outside the 24 h window: template ${template.name}` : null, now);
    });
    if (duplicate) return;
    if (!committed) {
      this.audit(key, spec.action, result.stateBefore, result.stateBefore, result.tools, "skipped: the customer wrote while it ran", now);
      return;
    }
    for (const e of events) a.sockets.broadcast(e);
    a.notifyHub();
  }

  private skip(id: string, key: string, specId: string, state: string, reason: string, now: number): void {
    this.actor.transaction(() => {
      this.actor.timers.cancel(id);
      this.audit(key, specId, state, state, [], `skipped: ${reason}`, now);
    });
  }

  /** Outside the window with no approved template: nothing is sent, and that is recorded. */
  private skipOutsideWindow(id: string, key: string, spec: TimerSpec, state: string, now: number): void {
    const a = this.actor;
    const events: OperatorEvent[] = [];
    const note = `Seguimiento "${spec.id}" no enviado: la ventana de 24 h de WhatsApp está cerrada y el local no tiene una plantilla aprobada${spec.template ? ` ("${spec.template}")` : ""}.`;
    this.actor.transaction(() => {
      a.timers.cancel(id);
      a.queueReply(`${key}/0`, "system", { type: "text", text: note }, now, "skipped", events, "outside the 24 h window; no template");
      this.audit(key, spec.action, state, state, [], "skipped: outside the 24 h window, no template", now);
    });
    for (const e of events) a.sockets.broadcast(e);
    a.notifyHub();
  }

  /** The 24 h window closed: the next message opens a new session carrying a short summary. */
  private closeSession(key: string, now: number): void {
    const a = this.actor;
    const last = a.lastInboundAt();
    const session = a.session();
    const def = kinds.get(a.definitionId()).definition;
    const reason = last !== undefined && now - last < WINDOW_MS ? "the window is open again" : a.control().mode === "operator" ? "operator in control" : !session.history.length ? "empty session" : null;
    // Skipping is safe: the next message opens a new session anyway (turn-runner).
    if (reason) return this.skip(SESSION_CLOSE, key, "session_close", session.state, reason, now);
    const next = nextSession(session, now, def.initialState, key);
    this.actor.transaction(() => {
      a.saveSession(next);
      this.cancelAll(true);
      this.audit(key, "close_session", session.state, next.state, [], next.previousSummary, now);
    });
    if (session.state !== next.state) a.sockets.broadcast({ type: "state", state: next.state, previous: session.state });
    a.sockets.broadcast({ type: "cart", cart: a.cartView(next) });
    a.notifyHub();
  }

  private audit(key: string, action: string, before: string, after: string, tools: unknown[], detail: string | null, now: number): void {
    const a = this.actor;
    const identity = a.identity()!;
    a.effects.add(`audit:${key}`, "audit", { id: key, workspaceId: identity.workspaceId, conversation: a.name(), kind: "timer", stateBefore: before, stateAfter: after, intent: action, tools, detail, createdAt: now }, now);
  }

  /**
   * Free-form messages never leave outside the window (WhatsApp would refuse them with 131047):
   * a pending one is marked skipped instead. Returns true when the row was held back.
   */
  holdBack(row: OutboxRow): boolean {
    const a = this.actor;
    if (row.status !== "pending" || a.windowOpen()) return false;
    const message = JSON.parse(row.message) as OutboundMessage;
    if (message.type === "template") return false;
    const error = "outside the 24 h window";
    if (!a.outbox.setStatus(row.id, "skipped", a.now(), null, error)) return false;
    a.log.setStatus(row.id, "skipped");
    a.sockets.broadcast({ type: "delivery", ref: row.id, status: "skipped", error });
    return true;
  }

  /** A send WhatsApp refused for good: say why in the conversation (the caller notifies the inbox). */
  onDeliveryFailed(error: string | null): void {
    const code = /\b(131047|131026)\b/.exec(error ?? "")?.[1];
    if (!code) return;
    const a = this.actor;
    const now = a.now();
    // WhatsApp's clock wins over ours: no free-form message until the customer writes again.
    if (code === "131047") setMeta(a.sql, "window_closed_at", now);
    const entry = a.log.append({ direction: "out", author: "system", text: DELIVERY_ERRORS[code], ref: null, status: "failed", at: now });
    a.sockets.broadcast({ type: "message", message: entry });
  }
}

/** The approved template for an out-of-window follow-up, with the text the console shows. */
export function templateMessage(template: TemplateConfig, params: string[]): OutboundMessage {
  const preview = template.body ? template.body.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? "") : `[plantilla ${template.name}] ${params.join(" · ")}`;
  return { type: "template", name: template.name, language: template.language, params, preview };
}
