import { decodeCommand, type ConversationSnapshot, type OperatorCommand, type OperatorEvent } from "./protocol";

// The operator side of a conversation's transport: hibernatable WebSockets (the actor may be
// evicted between frames, so nothing here lives in memory: the attachment says who a socket
// belongs to, everything else is read from storage) and the live events.

/** Who is on the other end of a socket; survives hibernation as the socket's attachment. */
interface Attachment {
  operatorId: string;
  workspaceId: string;
  connectedAt: number;
}

const PING = JSON.stringify({ type: "ping" });
const PONG = JSON.stringify({ type: "pong" } satisfies OperatorEvent);

/** A command the operator can fix (window closed, nothing to close): told to them, not logged. */
export class CommandError extends Error {}

export class OperatorSockets {
  constructor(private readonly ctx: DurableObjectState) {
    // Keep-alive pings are answered by the runtime without waking a hibernated actor.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  /** The Worker has already checked the ticket; it passes who the operator is in headers. */
  accept(request: Request, conversation: { workspaceId: string } | undefined, snapshot: () => ConversationSnapshot): Response {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    const operatorId = request.headers.get("x-operator-id");
    const workspaceId = request.headers.get("x-workspace-id");
    if (!operatorId || !workspaceId) return new Response("missing operator identity", { status: 401 });
    // Conversations begin with a customer's message; an operator cannot conjure an empty one.
    if (!conversation) return Response.json({ error: "conversation not found" }, { status: 404 });
    if (conversation.workspaceId !== workspaceId) return Response.json({ error: "conversation of another workspace" }, { status: 403 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, ["operator", `op:${operatorId}`]);
    server.serializeAttachment({ operatorId, workspaceId, connectedAt: Date.now() } satisfies Attachment);
    server.send(JSON.stringify({ type: "snapshot", snapshot: snapshot() } satisfies OperatorEvent));
    return new Response(null, { status: 101, webSocket: client });
  }

  broadcast(events: OperatorEvent[]): void {
    if (!events.length) return;
    const sockets = this.ctx.getWebSockets("operator");
    for (const event of events) {
      const frame = JSON.stringify(event);
      for (const ws of sockets) {
        try {
          ws.send(frame);
        } catch {
          // A socket closing under us; the close handler cleans up.
        }
      }
    }
  }

  /** The operator's access was revoked: their sockets here close at once (4003: the console stops reconnecting). */
  closeOperator(operatorId: string): number {
    const sockets = this.ctx.getWebSockets(`op:${operatorId}`);
    for (const ws of sockets) {
      try {
        ws.close(4003, "revoked");
      } catch {
        // already closing
      }
    }
    return sockets.length;
  }

  onClose(ws: WebSocket, code: number): void {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
  }

  /** Decodes a frame and runs it as the socket's operator; errors go back to that socket only. */
  async onMessage(ws: WebSocket, raw: string | ArrayBuffer, run: (command: OperatorCommand, operatorId: string, replyTo: WebSocket) => Promise<void>): Promise<void> {
    const decoded = decodeCommand(raw);
    if (!decoded.ok) return send(ws, { type: "error", error: decoded.error });
    const who = ws.deserializeAttachment() as Attachment | null;
    if (!who) return ws.close(1008, "unknown operator");
    if (decoded.command.type === "ping") return send(ws, { type: "pong" });
    try {
      await run(decoded.command, who.operatorId, ws);
    } catch (err) {
      if (!(err instanceof CommandError)) console.error(`operator command ${decoded.command.type} failed:`, (err as Error).stack ?? err);
      send(ws, { type: "error", error: err instanceof CommandError ? err.message : "No se pudo completar la acción. Probá de nuevo." });
    }
  }
}

export function send(ws: WebSocket, event: OperatorEvent): void {
  try {
    ws.send(JSON.stringify(event));
  } catch {
    // closing socket
  }
}
