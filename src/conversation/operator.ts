import { definitionFor } from "../agent/definitions";
import { pushHistory } from "../agent/session";
import { assignHandoff, resolveHandoff } from "../store/handoffs";
import type { ConversationActor } from "./actor";
import { getMeta, setMeta } from "./sql";
import { decodeCommand, type ConversationSnapshot, type HandoffView, type OperatorCommand, type OperatorEvent } from "./protocol";

/** Who is on the other end of a socket; survives hibernation as the socket's attachment. */
interface Attachment {
  operatorId: string;
  workspaceId: string;
  connectedAt: number;
}

const RELEASE_MESSAGE = "¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?";

/**
 * The operator side of a conversation: hibernatable WebSockets (the actor may be evicted between
 * frames; the attachment says who the socket belongs to), live events, and the commands.
 */
export class OperatorSockets {
  constructor(private readonly actor: ConversationActor) {}

  private get ctx(): DurableObjectState {
    return (this.actor as unknown as { ctx: DurableObjectState }).ctx;
  }

  /** The Worker has already checked the ticket; it passes who the operator is in headers. */
  accept(request: Request): Response {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    const operatorId = request.headers.get("x-operator-id");
    const workspaceId = request.headers.get("x-workspace-id");
    if (!operatorId || !workspaceId) return new Response("missing operator identity", { status: 401 });
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
      ws.send(JSON.stringify({ type: "error", error: decoded.error } satisfies OperatorEvent));
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
      ws.send(JSON.stringify({ type: "error", error: (err as Error).message } satisfies OperatorEvent));
    }
  }

  /** Commands, callable from a socket or (tests, HTTP) directly. */
  async run(command: OperatorCommand, operatorId: string, replyTo?: WebSocket): Promise<void> {
    const actor = this.actor;
    const now = actor.now();
    switch (command.type) {
      case "ping":
        replyTo?.send(JSON.stringify({ type: "pong" } satisfies OperatorEvent));
        return;
      case "take_over": {
        const control = { mode: "operator" as const, operatorId, since: now };
        const handoff = this.handoff();
        this.ctx.storage.transactionSync(() => {
          actor.setControl(control);
          // Silence at once: agent replies not yet handed to the queue never leave.
          for (const id of actor.outbox.discardPendingAgentReplies(now)) actor.log.setStatus(id, "discarded");
          if (handoff && handoff.status === "pending") setMeta(actor.sql, "handoff", { ...handoff, status: "assigned", operatorId });
        });
        if (handoff && handoff.status === "pending") await assignHandoff(actor.bindings.DB, handoff.id, operatorId, now);
        this.broadcast({ type: "takeover", control });
        break;
      }
      case "send": {
        if (!actor.windowOpen()) {
          throw new Error("La ventana de 24 h de WhatsApp está cerrada: solo se puede escribir con una plantilla aprobada.");
        }
        const events: OperatorEvent[] = [];
        this.ctx.storage.transactionSync(() => {
          actor.queueReply(`${actor.name()}/op/${crypto.randomUUID()}`, "operator", { type: "text", text: command.text }, now, "pending", events);
          const session = actor.session();
          pushHistory(session, { role: "operator", text: command.text, at: now });
          actor.saveSession(session);
        });
        for (const e of events) this.broadcast(e);
        await actor.dispatch();
        break;
      }
      case "release": {
        const def = definitionFor(actor.definitionId());
        const control = { mode: "agent" as const, operatorId: null, since: now };
        const events: OperatorEvent[] = [];
        const previousState = actor.session().state;
        this.ctx.storage.transactionSync(() => {
          const session = actor.session();
          if (command.mode === "reset") {
            session.state = def.initialState;
            session.cart = [];
            session.pendingConfirmation = null;
            session.pendingChoice = null;
          } else if (session.state === def.handoff.state) {
            // Keep the cart; leave the silent state for where the order was.
            session.state = session.cart.length ? "COLLECTING_ORDER" in def.states ? "COLLECTING_ORDER" : def.initialState : def.initialState;
          }
          session.expecting = null;
          session.consecutiveToolErrors = 0;
          session.stateChangedAt = now;
          actor.saveSession(session);
          actor.setControl(control);
          if (command.message !== undefined && actor.windowOpen()) {
            actor.queueReply(`${actor.name()}/op/${crypto.randomUUID()}`, "agent", { type: "text", text: command.message || RELEASE_MESSAGE }, now, "pending", events);
          }
          if (session.state !== previousState) events.push({ type: "state", state: session.state, previous: previousState });
          events.push({ type: "cart", cart: actor.cartView(session) });
        });
        this.broadcast({ type: "release", control, mode: command.mode });
        for (const e of events) this.broadcast(e);
        await actor.dispatch();
        break;
      }
      case "close": {
        const handoff = this.handoff();
        if (!handoff || handoff.status === "resolved") throw new Error("No hay un pedido de ayuda abierto en esta conversación.");
        const resolved: HandoffView = { ...handoff, status: "resolved", operatorId: handoff.operatorId ?? operatorId };
        setMeta(actor.sql, "handoff", resolved);
        await resolveHandoff(actor.bindings.DB, handoff.id, operatorId, command.resolution ?? null, now);
        this.broadcast({ type: "handoff_resolved", handoff: resolved });
        break;
      }
    }
    this.notifyHub();
  }

  handoff(): HandoffView | null {
    return getMeta<HandoffView>(this.actor.sql, "handoff") ?? null;
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
      lastInboundAt: getMeta<number>(actor.sql, "last_inbound_at") ?? null,
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
    const summary = {
      conversation: actor.name(),
      contact: identity.contact,
      state: session.state,
      control: actor.control().mode,
      needsPerson: !!handoff && handoff.status !== "resolved",
      handoff,
      lastMessage: last ? { text: last.text.slice(0, 200), author: last.author, at: last.at } : null,
      waitingSince: getMeta<number>(actor.sql, "last_inbound_at") ?? null,
      updatedAt: actor.now(),
    };
    const hub = actor.bindings.WORKSPACE_HUB.getByName(identity.workspaceId);
    this.ctx.waitUntil(hub.conversationUpdated(summary).catch((err: unknown) => console.error("hub update failed", err)));
  }
}
