import { isSilent } from "../agent/fsm";
import { nextSession } from "../agent/session";
import { stillDue } from "../agent/followups";
import type { TimerSpec } from "../agent/definition";
import type { TemplateConfig } from "../lib/commerce-profile";
import type { OutboundMessage } from "../lib/messages";
import type { ConversationContext } from "./context";
import { AGENT_TIMER_KIND, armFollowups, cancelFollowups, type ArmedPayload } from "./followups";
import type { JobRun, Loaded } from "./jobs";
import type { OperatorEvent } from "./protocol";
import type { TimerRow } from "./alarms";
import { cartView } from "./snapshot";
import { WINDOW_MS } from "./state";

// The job for a due follow-up of the kind's definition. It fires at most once per arming (its
// key is the timer's spec and original due time), stays silent while a person holds the chat or
// the customer has written, and outside WhatsApp's 24 h window it goes as the shop's approved
// template — or, with none, is not sent and that is recorded.

const RETRY = { baseMs: 5_000, maxMs: 60_000 };

export function timerJob(ctx: ConversationContext, row: TimerRow): JobRun {
  const { state } = ctx;
  const payload = JSON.parse(row.payload) as ArmedPayload;
  const key = `${state.name()}/timer:${payload.spec}@${payload.due ?? row.due_at}`;
  const identity = state.identity()!;
  let template: TemplateConfig | undefined;
  let spec: TimerSpec | undefined;

  const audit = (stateName: string, detail: string, action = payload.spec) =>
    state.effects.audit({ id: key, workspaceId: identity.workspaceId, conversation: state.name(), kind: "timer", stateBefore: stateName, stateAfter: stateName, intent: action, tools: [], detail, createdAt: state.now() });

  return {
    key,
    retry: RETRY,
    prepare({ kind, workspace }) {
      spec = kind.definition.timers.find((s) => s.id === payload.spec);
      const session = state.session(kind.definition.initialState);
      const now = state.now();
      const reason = !spec
        ? "unknown timer"
        : state.journal.pendingCount() > 0
          ? "the customer wrote"
          : state.control().mode === "operator"
            ? "operator in control"
            : isSilent(kind.definition, session.state)
              ? `silent state ${session.state}`
              : stillDue(kind, spec, session, now);
      if (reason || !spec) return { skip: reason ?? "unknown timer" };
      const sends = kind.timers.sends(spec.action);
      const open = state.windowOpen();
      template = sends && !open && spec.template ? workspace.profile.templates[spec.template] : undefined;
      if (sends && !open && !template) return { skip: "outside the 24 h window, no template" };
      return { session, silent: false, job: { type: "timer", key, contact: identity.contact, spec } };
    },
    commit({ kind, workspace }, result, tx) {
      // Fired already by another invocation of this arming, or moved meanwhile: once is enough.
      const current = state.alarms.get(row.id);
      if (!current || (JSON.parse(current.payload) as ArmedPayload).due !== payload.due) return "drop";
      state.alarms.cancel(row.id);
      // The customer wrote while the action ran: their job answers instead (unless an order exists).
      if (state.journal.pendingCount() > 0 && !result.changed.includes("order")) {
        audit(result.stateBefore, "skipped: the customer wrote while it ran", spec!.action);
        return "drop";
      }
      if (template && result.replies.length) tx.outbound = [templateMessage(template, result.templateParams)];
      tx.audit = { kind: "timer", detail: template ? `outside the 24 h window: template ${template.name}` : null };
      const fired = new Set([...state.timersFired(), spec!.id]);
      state.setTimersFired([...fired]);
      if (result.stateBefore !== result.session.state) cancelFollowups(state);
      armFollowups(state, kind, result.session, tx.now, fired, { hours: workspace.profile.hours, timezone: workspace.timezone });
      return "commit";
    },
    skipped(loaded: Loaded, reason: string, events: OperatorEvent[]) {
      state.alarms.cancel(row.id);
      const stateName = state.session(loaded.kind.definition.initialState).state;
      if (reason.startsWith("outside the 24 h window") && spec) {
        // Told to the operators in the conversation: nothing reached the customer, and why.
        const note = `Seguimiento "${spec.id}" no enviado: la ventana de 24 h de WhatsApp está cerrada y el local no tiene una plantilla aprobada${spec.template ? ` ("${spec.template}")` : ""}.`;
        events.push({ type: "message", message: state.queueReply(`${key}/0`, "system", { type: "text", text: note }, state.now(), "skipped", "outside the 24 h window; no template") });
        audit(stateName, "skipped: outside the 24 h window, no template", spec.action);
        return;
      }
      audit(stateName, `skipped: ${reason}`);
    },
    retryAt(when) {
      state.alarms.set(row.id, AGENT_TIMER_KIND, when, payload);
    },
    gaveUp(err, loaded) {
      state.alarms.cancel(row.id);
      audit(loaded ? state.session(loaded.kind.definition.initialState).state : "unknown", `skipped: failed: ${(err as Error).message}`);
    },
  };
}

/** The approved template for an out-of-window follow-up, with the text the console shows. */
export function templateMessage(template: TemplateConfig, params: string[]): OutboundMessage {
  const preview = template.body ? template.body.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? "") : `[plantilla ${template.name}] ${params.join(" · ")}`;
  return { type: "template", name: template.name, language: template.language, params, preview };
}

/** The 24 h window closed: the next message opens a new session carrying a short summary. */
export function closeSessionWrites(ctx: ConversationContext, loaded: Loaded, row: TimerRow, events: OperatorEvent[]): void {
  const { state } = ctx;
  const { kind } = loaded;
  const payload = JSON.parse(row.payload) as ArmedPayload;
  const key = `${state.name()}/timer:session_close@${payload.due ?? row.due_at}`;
  const identity = state.identity()!;
  const now = state.now();
  const last = state.lastInboundAt();
  const session = state.session(kind.definition.initialState);
  const initial = kind.definition.initialState;
  state.alarms.cancel(row.id);
  const reason = last !== undefined && now - last < WINDOW_MS ? "the window is open again" : state.control().mode === "operator" ? "operator in control" : !session.history.length ? "empty session" : null;
  const audit = (after: string, detail: string | null) =>
    state.effects.audit({ id: key, workspaceId: identity.workspaceId, conversation: state.name(), kind: "timer", stateBefore: session.state, stateAfter: after, intent: "close_session", tools: [], detail, createdAt: now });
  // Skipping is safe: the next message opens a new session anyway (customer-job.ts).
  if (reason) return audit(session.state, `skipped: ${reason}`);
  const next = nextSession(session, now, initial, key);
  state.saveSession(next);
  cancelFollowups(state, true);
  audit(next.state, next.previousSummary);
  if (session.state !== next.state) events.push({ type: "state", state: next.state, previous: session.state, label: kind.stateLabels[next.state] });
  events.push({ type: "cart", cart: cartView(next) });
}
