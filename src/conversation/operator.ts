import { kinds } from "../agent/kinds";
import { isSilent, resumeState } from "../agent/fsm";
import { pushHistory } from "../agent/session";
import type { ConversationSummary } from "../workspace/hub";
import type { ConversationActor } from "./actor";
import { getMeta, setMeta } from "./sql";
import { decodeCommand, type ConversationSnapshot, type ControlView, type HandoffView, type OperatorCommand, type OperatorEvent } from "./protocol";

/** Who is on the other end of a socket; survives hibernation as the socket's attachment. */
interface Attachment {
  operatorId: string;
  workspaceId: string;
  connectedAt: number;
}

export const RELEASE_MESSAGE = "¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?";
const PING = JSON.stringify({ type: "ping" });
const PONG = JSON.stringify({ type: "pong" } satisfies OperatorEvent);

/** A command the operator can fix (window closed, nothing to close): told to them, not logged. */
class CommandError extends Error {}

/**
 * The operator side of a conversation: hibernatable WebSockets (the actor may be evicted between
 * frames, so nothing here lives in memory: the attachment says who a socket belongs to and
 * everything else is read from storage), live events, and the commands.
 */
export class OperatorSockets {
  constructor(private readonly actor: ConversationActor) {
    // Keep-alive pings are answered by the runtime without waking a hibernated actor.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  private get ctx(): DurableObjectState {
    return (this.actor as unknown as { ctx: DurableObjectState }).ctx;
  }

  /** The Worker has already checked the ticket; it passes who the operator is in headers. */
  accept(request: Request): Response {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    const operatorId = request.headers.get("x-operator-id");
    const workspaceId = request.headers.get("x-workspace-id");
    if (!operatorId || !workspaceId) return new Response("missing operator identity", { status: 401 });
    const identity = this.actor.identity();
    // Conversations begin with a customer's message; an operator cannot conjure an empty one.
    if (!identity) return Response.json({ error: "conversation not found" }, { status: 404 });
    if (identity.workspaceId !== workspaceId) return Response.json({ error: "conversation of another workspace" }, { status: 403 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, ["operator", `op:${operatorId}`]);
    server.serializeAttachment({ operatorId, workspaceId, connectedAt: Date.now() } satisfies Attachment);
    server.send(JSON.stringify({ type: "snapshot", snapshot: this.snapshot() } satisfies OperatorEvent));
    return new Response(null, { status: 101, webSocket: client });
  }

  broadcast(event: OperatorEvent): void {
    const frame = JSON.stringify(event);
    for (const ws of this.ctx.getWebSockets("operator")) {
      try {
        ws.send(frame);
      } catch {
        // A socket closing under us; the close handler cleans up.
      }
    }
  }

  onClose(ws: WebSocket, code: number): void {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
  }

  async onMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const decoded = decodeCommand(raw);
    if (!decoded.ok) {
      send(ws, { type: "error", error: decoded.error });
      return;
    }
    const who = ws.deserializeAttachment() as Attachment | null;
    if (!who) {
      ws.close(1008, "unknown operator");
      return;
    }
    try {
      await this.run(decoded.command, who.operatorId, ws);
    } catch (err) {
      if (!(err instanceof CommandError)) console.error(`operator command ${decoded.command.type} failed on ${this.actor.name()}:`, (err as Error).stack ?? err);
      send(ws, { type: "error", error: err instanceof CommandError ? err.message : "No se pudo completar la acción. Probá de nuevo." });
    }
  }

  /** Commands, callable from a socket or (tests, HTTP) directly. */
  async run(command: OperatorCommand, operatorId: string, replyTo?: WebSocket): Promise<void> {
    switch (command.type) {
      case "ping":
        if (replyTo) send(replyTo, { type: "pong" });
        return;
      case "take_over":
        await this.takeOver(operatorId);
        break;
      case "send":
        await this.send(command.text, operatorId);
        break;
      case "release":
        await this.release(command.mode, command.notify || command.message !== undefined ? (command.message ?? RELEASE_MESSAGE) : null, replyTo);
        break;
      case "close":
        await this.close(operatorId, command.resolution ?? null);
        break;
    }
    this.notifyHub();
  }

  /** The agent goes silent at once; its replies not yet handed to the queue never leave. */
  private async takeOver(operatorId: string): Promise<void> {
    const actor = this.actor;
    const now = actor.now();
    const control: ControlView = { mode: "operator", operatorId, since: now };
    let handoff = this.handoff();
    const events: OperatorEvent[] = [];
    this.actor.transaction(() => {
      actor.setControl(control);
      for (const id of actor.outbox.discardPendingAgentReplies(now)) {
        const entry = actor.log.setStatus(id, "discarded");
        if (entry) events.push({ type: "delivery", ref: id, status: "discarded" });
      }
      if (handoff && handoff.status !== "resolved" && handoff.operatorId !== operatorId) {
        handoff = { ...handoff, status: "assigned", operatorId, assignedAt: handoff.assignedAt ?? now };
        this.saveHandoff(handoff, now);
      }
    });
    this.broadcast({ type: "takeover", control, handoff });
    for (const e of events) this.broadcast(e);
    await actor.applyEffects();
  }

  /** Text to the customer through the same outbox and queue as the agent, marked as the operator's. */
  private async send(text: string, operatorId: string): Promise<void> {
    const actor = this.actor;
    if (!actor.windowOpen()) {
      throw new CommandError("La ventana de 24 h de WhatsApp está cerrada: solo se puede escribir con una plantilla aprobada.");
    }
    // A person writing is a person in charge: the agent must not answer over them.
    if (actor.control().mode !== "operator") await this.takeOver(operatorId);
    const now = actor.now();
    const events: OperatorEvent[] = [];
    this.actor.transaction(() => {
      actor.queueReply(`${actor.name()}/op/${crypto.randomUUID()}`, "operator", { type: "text", text }, now, "pending", events);
      const session = actor.session();
      pushHistory(session, { role: "operator", text, at: now });
      actor.saveSession(session);
    });
    for (const e of events) this.broadcast(e);
    await actor.dispatch();
  }

  /** The agent is active again: with the cart and state as they are, or from scratch. */
  private async release(mode: "keep" | "reset", message: string | null, replyTo?: WebSocket): Promise<void> {
    const actor = this.actor;
    const now = actor.now();
    const def = kinds.get(actor.definitionId()).definition;
    const control: ControlView = { mode: "agent", operatorId: null, since: now };
    const events: OperatorEvent[] = [];
    const canWrite = actor.windowOpen();
    this.actor.transaction(() => {
      const session = actor.session();
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
      actor.saveSession(session);
      actor.setControl(control);
      // The agent is back in charge: its follow-ups for this state count from now.
      actor.followups.afterTurn(session, now);
      if (message && canWrite) actor.queueReply(`${actor.name()}/op/${crypto.randomUUID()}`, "agent", { type: "text", text: message }, now, "pending", events);
      if (session.state !== previous) events.push({ type: "state", state: session.state, previous });
      events.push({ type: "cart", cart: actor.cartView(session) });
    });
    this.broadcast({ type: "release", control, mode });
    for (const e of events) this.broadcast(e);
    if (message && !canWrite && replyTo) send(replyTo, { type: "error", error: "La conversación volvió al agente, pero el mensaje no salió: la ventana de 24 h de WhatsApp está cerrada." });
    await actor.timers.rearm();
    await actor.dispatch();
  }

  /** Resolves the open handoff request. */
  private async close(operatorId: string, resolution: string | null): Promise<void> {
    const actor = this.actor;
    const handoff = this.handoff();
    if (!handoff || handoff.status === "resolved") throw new CommandError("No hay un pedido de ayuda abierto en esta conversación.");
    const now = actor.now();
    const resolved: HandoffView = { ...handoff, status: "resolved", operatorId: handoff.operatorId ?? operatorId, resolvedAt: now, resolution };
    const events: OperatorEvent[] = [];
    this.actor.transaction(() => {
      this.saveHandoff(resolved, now);
      // Closed with nobody holding the conversation: the agent must not stay silent in HANDOFF
      // with nobody watching, so it resumes where the order was.
      const session = actor.session();
      const def = kinds.get(actor.definitionId()).definition;
      if (actor.control().mode === "agent" && isSilent(def, session.state)) {
        const previous = session.state;
        session.state = resumeState(def, session);
        session.stateChangedAt = now;
        actor.saveSession(session);
        events.push({ type: "state", state: session.state, previous });
      }
    });
    this.broadcast({ type: "handoff_resolved", handoff: resolved });
    for (const e of events) this.broadcast(e);
    await actor.applyEffects();
  }

  handoff(): HandoffView | null {
    return getMeta<HandoffView>(this.actor.sql, "handoff") ?? null;
  }

  /** The actor's copy is the truth; D1 follows through a retried effect (inside a transaction). */
  private saveHandoff(handoff: HandoffView, now: number): void {
    setMeta(this.actor.sql, "handoff", handoff);
    this.actor.effects.add(`handoff:${handoff.id}:${handoff.status}:${now}:${crypto.randomUUID()}`, "handoff", handoff, now);
  }

  snapshot(): ConversationSnapshot {
    const actor = this.actor;
    const identity = actor.identity();
    const session = actor.session();
    return {
      conversation: actor.name(),
      contact: identity?.contact ?? "",
      workspaceId: identity?.workspaceId ?? "",
      state: session.state,
      control: actor.control(),
      cart: actor.cartView(session),
      customer: session.customer,
      messages: actor.log.recent(50),
      handoff: this.handoff(),
      lastInboundAt: actor.lastInboundAt() ?? null,
      windowOpen: actor.windowOpen(),
    };
  }

  /** Pushes this conversation's inbox line to the workspace hub (best effort, off the hot path). */
  notifyHub(): void {
    const actor = this.actor;
    const identity = actor.identity();
    if (!identity) return;
    const session = actor.session();
    const last = actor.log.last();
    const handoff = this.handoff();
    // Notifications may overtake each other on the way; the hub keeps the highest version.
    const version = (getMeta<number>(actor.sql, "hub_version") ?? 0) + 1;
    setMeta(actor.sql, "hub_version", version);
    const summary: ConversationSummary = {
      conversation: actor.name(),
      contact: identity.contact,
      // The name the customer gave us, else their WhatsApp profile name.
      customerName: [session.customer.firstName, session.customer.lastName].filter(Boolean).join(" ") || getMeta<string>(actor.sql, "contact_name") || null,
      state: session.state,
      control: actor.control().mode,
      operatorId: actor.control().operatorId,
      needsPerson: !!handoff && handoff.status !== "resolved",
      handoff,
      lastMessage: last ? { text: last.text.slice(0, 200), author: last.author, at: last.at } : null,
      waitingSince: actor.log.waitingSince(),
      updatedAt: actor.now(),
      version,
    };
    const hub = actor.bindings.WORKSPACE_HUB.getByName(identity.workspaceId);
    this.ctx.waitUntil(hub.conversationUpdated(summary).catch((err: unknown) => console.error("hub update failed", err)));
  }
}

function send(ws: WebSocket, event: OperatorEvent): void {
  try {
    ws.send(JSON.stringify(event));
  } catch {
    // closing socket
  }
}
