import { Hono, type Context } from "hono";
import { z } from "zod";
import { settings } from "../settings";
import type { Env } from "../env";
import { timingSafeEqualStrings } from "../lib/crypto";
import { issueTicket, TICKET_TTL_MS, verifyTicket } from "../lib/tickets";
import { conversationName } from "../conversation/identity";
import { listHandoffs } from "../store/handoffs";
import { INBOX_STATUSES, type InboxStatus } from "../workspace/protocol";
import { HttpError } from "./errors";

export const operatorRoutes = new Hono<{ Bindings: Env }>();

function ticketSecret(env: Env): string {
  const s = settings(env);
  // Without a dedicated secret, tickets are signed with the app secret; never with nothing.
  const secret = s.operator.ticketSecret ?? s.whatsapp.appSecret;
  if (!secret) throw new HttpError(401, "operator access is not configured");
  return secret;
}

/** Bearer operator token of the workspace (HTTP calls) — the console's long-lived credential. */
function checkToken(c: Context<{ Bindings: Env }>, workspaceId: string): void {
  const expected = settings(c.env).operator.tokens[workspaceId];
  const header = c.req.header("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!expected || !given || !timingSafeEqualStrings(given, expected)) throw new HttpError(401, "invalid operator token");
}

/** Token or a live ticket (sockets and the console's fetches both work). */
// Exported for the orders and settings routes (src/http/orders.ts, settings.ts).
export async function authorise(c: Context<{ Bindings: Env }>, workspaceId: string): Promise<string> {
  const ticket = c.req.query("ticket");
  if (ticket) {
    const check = await verifyTicket(ticketSecret(c.env), ticket, workspaceId, Date.now());
    if (!check.ok) throw new HttpError(check.status, check.reason);
    return check.ticket.operatorId;
  }
  checkToken(c, workspaceId);
  return c.req.header("x-operator-id") ?? "operator";
}

const TicketRequest = z.object({ workspace: z.string().min(1).max(100), operator: z.string().trim().min(1).max(60).default("operator") });

operatorRoutes.post("/operator/tickets", async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "body is not JSON");
  }
  const parsed = TicketRequest.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "invalid request");
  checkToken(c, parsed.data.workspace);
  const expiresAt = Date.now() + TICKET_TTL_MS;
  const ticket = await issueTicket(ticketSecret(c.env), { workspaceId: parsed.data.workspace, operatorId: parsed.data.operator, expiresAt });
  return c.json({ ticket, expiresAt, workspace: parsed.data.workspace, operator: parsed.data.operator });
});

operatorRoutes.get("/workspaces/:ws/conversations", async (c) => {
  const ws = c.req.param("ws");
  await authorise(c, ws);
  const status = (c.req.query("status") ?? "all") as InboxStatus;
  if (!INBOX_STATUSES.includes(status)) throw new HttpError(400, `status must be one of ${INBOX_STATUSES.join(", ")}`);
  const conversations = await c.env.WORKSPACE_HUB.getByName(ws).list(status);
  return c.json({ conversations });
});

operatorRoutes.get("/workspaces/:ws/handoffs", async (c) => {
  const ws = c.req.param("ws");
  await authorise(c, ws);
  return c.json({ handoffs: await listHandoffs(c.env.DB, ws, c.req.query("conversation")) });
});

operatorRoutes.get("/workspaces/:ws/socket", async (c) => {
  const ws = c.req.param("ws");
  await authorise(c, ws);
  return c.env.WORKSPACE_HUB.getByName(ws).fetch(c.req.raw);
});

/** Upgrades into the conversation's actor, after the ticket is checked here at the edge. */
operatorRoutes.get("/workspaces/:ws/conversations/:contact/socket", async (c) => {
  const ws = c.req.param("ws");
  const operatorId = await authorise(c, ws);
  const name = await resolveConversation(c.env, ws, c.req.param("contact"), c.req.query("channel"));
  const headers = new Headers(c.req.raw.headers);
  headers.set("x-operator-id", operatorId);
  headers.set("x-workspace-id", ws);
  return c.env.CONVERSATION.getByName(name).fetch(new Request(c.req.raw.url, { headers, method: "GET" }));
});

operatorRoutes.get("/workspaces/:ws/conversations/:contact", async (c) => {
  const ws = c.req.param("ws");
  await authorise(c, ws);
  const name = await resolveConversation(c.env, ws, c.req.param("contact"), c.req.query("channel"));
  const snapshot = await c.env.CONVERSATION.getByName(name).snapshot();
  // Conversations begin with a customer's message; there is nothing to show before that.
  if (!snapshot.contact) throw new HttpError(404, "conversation not found");
  return c.json(snapshot);
});

/** `contact` may be a full conversation name or a contact on the workspace's (first) channel. */
async function resolveConversation(env: Env, ws: string, contact: string, channel?: string): Promise<string> {
  if (contact.includes(":")) {
    if (!contact.startsWith(`${ws}:`)) throw new HttpError(403, "conversation of another workspace");
    return contact;
  }
  const row = channel
    ? await env.DB.prepare("SELECT id FROM channels WHERE workspace_id = ? AND id = ?").bind(ws, channel).first<{ id: string }>()
    : await env.DB.prepare("SELECT id FROM channels WHERE workspace_id = ? ORDER BY created_at, id LIMIT 1").bind(ws).first<{ id: string }>();
  if (!row) throw new HttpError(404, "workspace or channel not found");
  return conversationName(ws, row.id, contact);
}
