import { isSilent, resumeState } from "../agent/fsm";
import type { AgentKind } from "../agent/kind";
import { pushHistory } from "../agent/session";
import type { ConversationContext } from "./context";
import { rearmAfterCustomer, type ShopHours } from "./followups";
import { CommandError, send } from "./operator-sockets";
import type { ControlView, HandoffView, OperatorCommand, OperatorEvent } from "./protocol";
import { cartView } from "./snapshot";

// What an operator can do to a conversation: take it over (the agent goes silent at once), write
// to the customer through the same outbox, give it back, and close the help request. Each command
// is one transaction over the conversation's state; the ones that change what a job reads bump
// its version, so a job that was thinking meanwhile is redone on what the operator left.

export const RELEASE_MESSAGE = "¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?";

export interface CommandDeps {
  /** The kind the conversation runs as (commands that move its state need it). */
  kind(): AgentKind;
  /** The shop's opening hours (a release re-arms follow-ups, which never land while it is closed). */
  shopHours(): Promise<ShopHours>;
  /** After a command: events to sockets and inbox, replies out, effects applied, alarms rearmed. */
  settle(events: OperatorEvent[]): Promise<void>;
}

export class OperatorCommands {
  constructor(
    private readonly ctx: ConversationContext,
    private readonly deps: CommandDeps,
  ) {}

  async run(command: OperatorCommand, operatorId: string, replyTo?: WebSocket): Promise<void> {
    let events: OperatorEvent[];
    switch (command.type) {
      case "ping":
        return;
      case "take_over":
        events = this.takeOver(operatorId);
        break;
      case "send":
        events = this.send(command.text, operatorId);
        break;
      case "release": {
        const hours = await this.deps.shopHours();
        const message = command.notify || command.message !== undefined ? (command.message ?? RELEASE_MESSAGE) : null;
        const released = this.release(command.mode, message, command.held, command.resolve, operatorId, hours);
        events = released.events;
        if (message && !released.sent && replyTo) send(replyTo, { type: "error", error: "La conversación volvió al agente, pero el mensaje no salió: la ventana de 24 h de WhatsApp está cerrada." });
        break;
      }
      case "close":
        events = this.close(operatorId, command.resolution ?? null);
        break;
    }
    await this.deps.settle(events);
  }

  /** The agent goes silent at once; its replies not yet handed to the queue never leave. */
  private takeOver(operatorId: string): OperatorEvent[] {
    const { state } = this.ctx;
    const now = state.now();
    const control: ControlView = { mode: "operator", operatorId, since: now };
    const events: OperatorEvent[] = [];
    state.transaction(() => {
      state.setControl(control);
      for (const id of state.outbox.discardPendingAgentReplies(now)) {
        if (state.journal.setStatus(id, "discarded")) events.push({ type: "delivery", ref: id, status: "discarded" });
      }
      let handoff = state.handoff();
      if (handoff && handoff.status !== "resolved" && handoff.operatorId !== operatorId) {
        handoff = { ...handoff, status: "assigned", operatorId, assignedAt: handoff.assignedAt ?? now };
        state.saveHandoff(handoff, now);
      }
      events.unshift({ type: "takeover", control, handoff });
    });
    return events;
  }

  /** Text to the customer through the same outbox and queue as the agent, marked as the operator's. */
  private send(text: string, operatorId: string): OperatorEvent[] {
    const { state } = this.ctx;
    if (!state.windowOpen()) throw new CommandError("La ventana de 24 h de WhatsApp está cerrada: solo se puede escribir con una plantilla aprobada.");
    // A person writing is a person in charge: the agent must not answer over them.
    const events = state.control().mode === "operator" ? [] : this.takeOver(operatorId);
    const now = state.now();
    const initial = this.deps.kind().definition.initialState;
    state.transaction(() => {
      events.push({ type: "message", message: state.queueReply(`${state.name()}/op/${crypto.randomUUID()}`, "operator", { type: "text", text }, now, "pending", null, operatorId) });
      const session = state.session(initial);
      pushHistory(session, { role: "operator", text, at: now });
      state.saveSession(session);
    });
    return events;
  }

  /**
   * The agent is active again: with the cart and state as they are, or from scratch. What the
   * customer wrote during the takeover is answered by the agent now (`held: "agent"`) or was
   * already handled by the person; the help request is resolved unless kept open.
   */
  private release(mode: "keep" | "reset", message: string | null, held: "agent" | "handled", resolve: boolean, operatorId: string, hours: ShopHours): { events: OperatorEvent[]; sent: boolean } {
    const { state } = this.ctx;
    const kind = this.deps.kind();
    const def = kind.definition;
    const now = state.now();
    const control: ControlView = { mode: "agent", operatorId: null, since: now };
    const events: OperatorEvent[] = [{ type: "release", control, mode }];
    const canWrite = state.windowOpen();
    state.transaction(() => {
      const session = state.session(def.initialState);
      const previous = session.state;
      if (mode === "reset") {
        session.state = def.initialState;
        session.cart = [];
      } else {
        session.state = resumeState(def, session);
      }
      // Whatever the agent was waiting for may have been settled by the person meanwhile.
      session.pendingConfirmation = null;
      session.pendingChoice = null;
      session.expecting = null;
      session.consecutiveToolErrors = 0;
      if (session.state !== previous) session.stateChangedAt = now;
      if (message && canWrite) pushHistory(session, { role: "agent", text: message, at: now });
      state.saveSession(session);
      state.setControl(control);
      // The agent is back in charge: its follow-ups for this state count from now.
      rearmAfterCustomer(state, kind, session, now, hours);
      if (message && canWrite) events.push({ type: "message", message: state.queueReply(`${state.name()}/op/${crypto.randomUUID()}`, "agent", { type: "text", text: message }, now) });
      if (session.state !== previous) events.push({ type: "state", state: session.state, previous, label: kind.stateLabels[session.state] });
      events.push({ type: "cart", cart: cartView(session) });
      const messages = state.takeHeld();
      if (held === "agent" && messages.length) {
        state.setReplay(messages);
        state.alarms.set("drain", "drain", now, { firstAt: now });
      }
      const handoff = state.handoff();
      if (resolve && handoff && handoff.status !== "resolved") {
        const resolved: HandoffView = { ...handoff, status: "resolved", operatorId: handoff.operatorId ?? operatorId, resolvedAt: now, resolution: handoff.resolution ?? "Devuelta al agente" };
        state.saveHandoff(resolved, now);
        events.push({ type: "handoff_resolved", handoff: resolved });
      }
    });
    return { events, sent: canWrite };
  }

  /** Resolves the open handoff request. */
  private close(operatorId: string, resolution: string | null): OperatorEvent[] {
    const { state } = this.ctx;
    const handoff = state.handoff();
    if (!handoff || handoff.status === "resolved") throw new CommandError("No hay un pedido de ayuda abierto en esta conversación.");
    const kind = this.deps.kind();
    const now = state.now();
    const resolved: HandoffView = { ...handoff, status: "resolved", operatorId: handoff.operatorId ?? operatorId, resolvedAt: now, resolution };
    const events: OperatorEvent[] = [{ type: "handoff_resolved", handoff: resolved }];
    state.transaction(() => {
      state.saveHandoff(resolved, now);
      // Closed with nobody holding the conversation: the agent must not stay silent in the
      // handoff state with nobody watching, so it resumes where the order was.
      const session = state.session(kind.definition.initialState);
      if (state.control().mode === "agent" && isSilent(kind.definition, session.state)) {
        const previous = session.state;
        session.state = resumeState(kind.definition, session);
        session.stateChangedAt = now;
        state.saveSession(session);
        events.push({ type: "state", state: session.state, previous, label: kind.stateLabels[session.state] });
      }
    });
    return events;
  }
}
