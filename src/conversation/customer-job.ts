import { isSilent } from "../agent/fsm";
import { nextSession } from "../agent/session";
import type { InboundMessage } from "../channels/types";
import { describeInbound } from "../lib/messages";
import type { ConversationContext } from "./context";
import { rearmAfterCustomer } from "./followups";
import type { Handoffs } from "./handoffs";
import type { JobRun } from "./jobs";
import { WINDOW_MS } from "./state";
import { transcribePending } from "./voice-notes";
import { armIdleRelease } from "./owner-phone";

// The job for the customer's pending messages: everything in the inbox is one job (a burst is
// answered in one turn), keyed by its first journal row so a redone job writes the same order
// and the same reply ids. Messages that arrive while it runs wait for the next job.

const RETRY = { baseMs: 1000, maxMs: 60_000 };
const FAILED_TEXT = "Perdón, tuve un problema para responderte 🙏 Te paso con una persona del equipo.";

/**
 * The job for what is waiting to be answered, or null when nothing is: first the messages an
 * operator handed back to the agent on release (already in the agent's memory), then the inbox.
 */
export function customerJob(ctx: ConversationContext, handoffs: Handoffs): JobRun | null {
  const { state } = ctx;
  const replay = state.replay();
  const inbox = replay.length ? [] : state.journal.pending().map((r) => ({ seq: r.seq, message: JSON.parse(r.message) as InboundMessage }));
  const rows = replay.length ? replay : inbox;
  if (!rows.length) {
    state.alarms.cancel("drain");
    return null;
  }
  const messages = rows.map((r) => r.message);
  const lastSeq = rows[rows.length - 1].seq;
  const key = `${state.name()}/${replay.length ? "replay/" : ""}t${rows[0].seq}`;
  const identity = state.identity()!;
  const answered = () => {
    if (replay.length) state.setReplay([]);
    else state.journal.markAnswered(lastSeq);
    // Messages that arrived meanwhile (or the inbox behind a replay) keep the drain armed.
    if (!state.journal.pendingCount()) state.alarms.cancel("drain");
    else state.alarms.setIfEarlier("drain", "drain", state.now(), { firstAt: state.now() });
  };

  return {
    key,
    retry: RETRY,
    before: async () => {
      await transcribePending(ctx, rows);
      rows.forEach((r, i) => (messages[i] = r.message));
    },
    prepare({ kind }) {
      const now = state.now();
      let session = state.session(kind.definition.initialState);
      // A new 24 h window opens a new session that remembers, in short, the previous one.
      if (session.history.length && now - session.lastInboundAt > WINDOW_MS) session = nextSession(session, now, kind.definition.initialState, key);
      return {
        session,
        silent: state.control().mode === "operator",
        job: { type: "messages", key, contact: identity.contact, replay: replay.length > 0, messages: messages.map((m) => ({ id: m.id, at: m.timestamp || now, content: m.content })) },
      };
    },
    commit({ kind, workspace }, result, tx) {
      answered();
      // An operator holds it: remembered, and kept for the hand-back on release (a chat the owner
      // took from the phone stays theirs while the customer keeps writing).
      if (state.control().mode === "operator") {
        state.addHeld(inbox);
        armIdleRelease(ctx, tx.now);
      }
      // Silent (an operator holds it, or it waits in the handoff state): the first message while
      // nobody has taken the request is acknowledged once.
      if (state.control().mode === "operator" || isSilent(kind.definition, result.session.state)) handoffs.acknowledge(key, workspace, result, tx.now, tx.events);
      rearmAfterCustomer(state, kind, result.session, tx.now, { hours: workspace.profile.hours, timezone: workspace.timezone });
      return "commit";
    },
    skipped: () => answered(),
    retryAt(when) {
      const existing = state.alarms.get("drain");
      const firstAt = existing ? (JSON.parse(existing.payload) as { firstAt: number }).firstAt : state.now();
      state.alarms.set("drain", "drain", when, { firstAt });
    },
    gaveUp(err, loaded, events) {
      // The job failed every attempt (or the shop is misconfigured): never lose the messages
      // silently — a person takes over, with what the customer wrote.
      answered();
      const now = state.now();
      if (handoffs.waiting()) return; // already waiting for a person: nothing new to say
      if (loaded) {
        const session = state.session(loaded.kind.definition.initialState);
        const previous = session.state;
        session.state = loaded.kind.definition.handoff.state;
        session.stateChangedAt = now;
        state.saveSession(session);
        if (previous !== session.state) events.push({ type: "state", state: session.state, previous, label: loaded.kind.stateLabels[session.state] });
      }
      if (state.windowOpen()) events.push({ type: "message", message: state.queueReply(`${key}/failed`, "agent", { type: "text", text: FAILED_TEXT }, now) });
      const reason = loaded ? "El agente no pudo procesar los mensajes." : `El local está mal configurado: ${(err as Error).message}`;
      handoffs.open({ trigger: loaded ? "turn_failed" : "config_error", reason, context: { messages: messages.map((m) => describeInbound(m.content)) } }, `h:${key}`, now, events, loaded?.workspace ?? null);
    },
  };
}
