import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import { parseConversationName } from "../lib/ids";
import { listOrders } from "../store/order-list";
import type { ConversationSummary, HubEvent, HubRpc, InboxStatus, OrderView, TicketUse } from "./protocol";
import { Revocations, REVOKED_CLOSE_CODE } from "./revocation";

const PING = JSON.stringify({ type: "ping" });
/** How long past its expiry a used ticket's nonce is still remembered. */
const TICKET_SKEW_MS = 60_000;
const PONG = JSON.stringify({ type: "pong" } satisfies HubEvent);

/**
 * The workspace's operator inbox: the latest summary of every conversation, pushed to every
 * connected operator at once. Conversations write here; they never read from here. Sockets are
 * hibernatable and the summaries live in SQLite, so nothing depends on the instance staying up.
 * It is also the workspace's single writer for tickets used and operators revoked (revocation.ts).
 */
export class WorkspaceHub extends DurableObject<Env> implements HubRpc {
  private readonly sql: SqlStorage;
  private readonly revocations: Revocations;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.revocations = new Revocations(this.sql, env);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS conversations (
      conversation TEXT PRIMARY KEY, summary TEXT NOT NULL, needs_person INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    this.sql.exec("CREATE TABLE IF NOT EXISTS used_tickets (nonce TEXT PRIMARY KEY, forget_at INTEGER NOT NULL)");
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  async conversationUpdated(summary: ConversationSummary): Promise<void> {
    const previous = this.sql.exec<{ summary: string }>("SELECT summary FROM conversations WHERE conversation = ?", summary.conversation).toArray()[0];
    const before = previous ? (JSON.parse(previous.summary) as ConversationSummary) : null;
    if (before && (before.version ?? 0) >= summary.version) return; // an older notification arriving late
    this.sql.exec(
      "INSERT INTO conversations (conversation, summary, needs_person, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(conversation) DO UPDATE SET summary = excluded.summary, needs_person = excluded.needs_person, updated_at = excluded.updated_at",
      summary.conversation,
      JSON.stringify(summary),
      summary.needsPerson ? 1 : 0,
      summary.updatedAt,
    );
    let event: HubEvent = { type: "conversation_updated", conversation: summary };
    if (summary.needsPerson && (!before?.needsPerson || before.handoff?.id !== summary.handoff?.id)) event = { type: "handoff_requested", conversation: summary };
    else if (!summary.needsPerson && before?.needsPerson) event = { type: "handoff_resolved", conversation: summary };
    else if (summary.needsPerson && summary.handoff?.escalatedAt && before?.handoff?.escalatedAt !== summary.handoff.escalatedAt) event = { type: "handoff_escalated", conversation: summary };
    this.broadcast(event);
  }

  /** An order moved (the orders API): every open board shows it at once. Nothing is stored. */
  async orderChanged(order: OrderView): Promise<void> {
    this.broadcast({ type: "order", order });
  }

  /**
   * The agent placed or cancelled an order in a conversation (its job just committed): the
   * conversation's latest orders, read from D1, reach every open board at once.
   */
  async ordersChanged(conversation: string): Promise<void> {
    const parts = parseConversationName(conversation);
    if (!parts) return;
    const orders = await listOrders(this.env.DB, parts.workspaceId, { conversation, limit: 3 });
    for (const order of orders.reverse()) this.broadcast({ type: "order", order });
  }

  private broadcast(event: HubEvent): void {
    const frame = JSON.stringify(event);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(frame);
      } catch {
        // closing socket
      }
    }
  }

  /**
   * Marks a ticket used; false when it already was. The hub is the workspace's single writer,
   * so two requests racing with the same ticket cannot both win. A nonce is kept a little past
   * its ticket's expiry (clocks of two machines may differ), then forgotten.
   */
  async consumeTicket(nonce: string, expiresAt: number, operatorId: string): Promise<TicketUse> {
    // D1 was checked just before; this closes the gap with a revocation that landed meanwhile.
    if (this.revocations.isRevoked(operatorId)) return "revoked";
    const now = Date.now();
    this.sql.exec("DELETE FROM used_tickets WHERE forget_at <= ?", now);
    const inserted = this.sql
      .exec("INSERT INTO used_tickets (nonce, forget_at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING nonce", nonce, Math.max(expiresAt, now) + TICKET_SKEW_MS)
      .toArray();
    return inserted.length === 1 ? "ok" : "used";
  }

  async conversationSocketOpening(operatorId: string, conversation: string): Promise<boolean> {
    return this.revocations.noteSocket(operatorId, conversation, Date.now());
  }

  /** Closes the operator's sockets here and in every conversation they have one in; refuses them from now on. */
  async revokeOperator(operatorId: string): Promise<{ hubSockets: number; conversations: number }> {
    const now = Date.now();
    this.revocations.revoke(operatorId, now);
    const mine = this.ctx.getWebSockets(`op:${operatorId}`);
    for (const ws of mine) {
      try {
        ws.close(REVOKED_CLOSE_CODE, "revoked");
      } catch {
        // already closing
      }
    }
    const { closed, nextAt } = await this.revocations.pass(now);
    if (nextAt !== null) await this.ctx.storage.setAlarm(nextAt);
    return { hubSockets: mine.length, conversations: closed };
  }

  /** What a revocation could not close at once, and its second sweep. */
  override async alarm(): Promise<void> {
    const { nextAt } = await this.revocations.pass(Date.now());
    if (nextAt !== null) await this.ctx.storage.setAlarm(nextAt);
  }

  /** Needs-a-person first, then most recent. */
  async list(status: InboxStatus = "all"): Promise<ConversationSummary[]> {
    const where = status === "needs_person" ? "WHERE needs_person = 1" : status === "active" ? "WHERE needs_person = 0" : "";
    return this.sql
      .exec<{ summary: string }>(`SELECT summary FROM conversations ${where} ORDER BY needs_person DESC, updated_at DESC LIMIT 500`)
      .toArray()
      .map((r) => JSON.parse(r.summary) as ConversationSummary);
  }

  /** The Worker has checked the ticket; it says who the operator is (their sockets are tagged, for revocation). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    const operatorId = request.headers.get("x-operator-id");
    if (operatorId && this.revocations.isRevoked(operatorId)) return Response.json({ error: "operator access revoked" }, { status: 401 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], operatorId ? ["operator", `op:${operatorId}`] : ["operator"]);
    pair[1].send(JSON.stringify({ type: "inbox", conversations: await this.list() } satisfies HubEvent));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Operators only listen on this socket; pings are answered by the runtime (auto-response). */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
  }
}
