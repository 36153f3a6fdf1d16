import { Hono } from "hono";
import { z } from "zod";
import type { Env } from "../env";
import { isChannelId, normalizeContact, parseConversationName } from "../lib/ids";
import { issueTicket, TICKET_TTL_MS } from "../lib/tickets";
import { conversationName } from "../conversation/identity";
import { channelOfWorkspace, sandboxOutbox } from "../store/access";
import { listHandoffs } from "../store/handoffs";
import { INBOX_STATUSES, type InboxStatus } from "../workspace/protocol";
import { MAX_TICKET_REQUEST_BYTES, parseJson, readRawBody } from "./body";
import { HttpError } from "./errors";
import { operatorAccountRoutes } from "./operator-accounts";
import { authorise, credentialOf, ownerOf, requireWorkspace, ticketSecret, type Operator } from "./operator-auth";

export const operatorRoutes = new Hono<{ Bindings: Env }>();

operatorRoutes.route("/", operatorAccountRoutes);

/** Who the ticket is for comes from the token, never from the body (operators are people, not names). */
const TicketRequest = z.object({ workspace: z.string().min(1).max(100) });

operatorRoutes.post("/operator/tickets", async (c) => {
  const secret = ticketSecret(c.env);
  // The token is checked before a byte of the body is read: strangers cannot make us parse.
  const credential = await credentialOf(c);
  if (!credential) throw new HttpError(401, "invalid operator token");
  const parsed = TicketRequest.safeParse(parseJson(await readRawBody(c, MAX_TICKET_REQUEST_BYTES)));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "invalid request");
  const { workspace } = parsed.data;
  const allowed = credential.kind === "owner" ? credential.workspaces.includes(workspace) : credential.operator.workspaceId === workspace;
  if (!allowed) throw new HttpError(401, "invalid operator token");
  await requireWorkspace(c.env, workspace);
  const operator: Operator = credential.kind === "owner" ? await ownerOf(c.env, workspace) : credential.operator;
  const expiresAt = Date.now() + TICKET_TTL_MS;
  const ticket = await issueTicket(secret, { workspaceId: workspace, operatorId: operator.id, expiresAt });
  return c.json({ ticket, expiresAt, workspace, operator: { id: operator.id, name: operator.name, role: operator.role } });
});

operatorRoutes.get("/workspaces/:ws/conversations", async (c) => {
  const ws = c.req.param("ws");
  await authorise(c, ws);
  const status = c.req.query("status") ?? "all";
  if (!INBOX_STATUSES.includes(status as InboxStatus)) throw new HttpError(400, `status must be one of ${INBOX_STATUSES.join(", ")}`);
  const conversations = await c.env.WORKSPACE_HUB.getByName(ws).list(status as InboxStatus);
  return c.json({ conversations });
});

operatorRoutes.get("/workspaces/:ws/handoffs", async (c) => {
  const ws = c.req.param("ws");
  await authorise(c, ws);
  const conversation = c.req.query("conversation");
  if (conversation !== undefined && parseConversationName(conversation)?.workspaceId !== ws) throw new HttpError(400, "conversation is not one of this workspace");
  return c.json({ handoffs: await listHandoffs(c.env.DB, ws, conversation) });
});

/**
 * Replies "sent" through a sandbox channel (one with no send credentials) to a contact: the
 * local demo's phone (`npm run chat` reads them here). Customer data, so operators only.
 */
operatorRoutes.get("/workspaces/:ws/sandbox/outbox", async (c) => {
  const ws = c.req.param("ws");
  await authorise(c, ws);
  const to = normalizeContact(c.req.query("to") ?? "");
  if (!to) throw new HttpError(400, "query parameter 'to' must be the contact's phone number");
  const after = Number(c.req.query("after") ?? "0");
  return c.json({ messages: await sandboxOutbox(c.env.DB, ws, to, Number.isSafeInteger(after) && after > 0 ? after : 0) });
});

/** The request handed to a Durable Object, saying who the (checked) operator is; a client's own header never passes. */
function asOperator(c: { req: { raw: Request } }, operator: Operator): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set("x-operator-id", operator.id);
  headers.set("x-workspace-id", operator.workspaceId);
  return new Request(c.req.raw.url, { headers, method: "GET" });
}

operatorRoutes.get("/workspaces/:ws/socket", async (c) => {
  const ws = c.req.param("ws");
  const operator = await authorise(c, ws);
  return c.env.WORKSPACE_HUB.getByName(ws).fetch(asOperator(c, operator));
});

/**
 * Upgrades into the conversation's actor, after the ticket is checked here at the edge. The hub
 * notes which conversations an operator has sockets in, so revoking them closes those at once.
 */
operatorRoutes.get("/workspaces/:ws/conversations/:contact/socket", async (c) => {
  const ws = c.req.param("ws");
  const operator = await authorise(c, ws);
  const name = await resolveConversation(c.env, ws, c.req.param("contact"), c.req.query("channel"));
  if (!(await c.env.WORKSPACE_HUB.getByName(ws).conversationSocketOpening(operator.id, name))) throw new HttpError(401, "operator access revoked");
  return c.env.CONVERSATION.getByName(name).fetch(asOperator(c, operator));
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

/**
 * `contact` is a full conversation name or a contact on one of the workspace's channels (the
 * first, unless `channel` names one). Every part is checked, and the channel must be the
 * workspace's in D1, before the conversation's actor is named.
 */
async function resolveConversation(env: Env, ws: string, contact: string, channel?: string): Promise<string> {
  if (contact.includes(":")) {
    const parts = parseConversationName(contact);
    if (!parts) throw new HttpError(400, "not a conversation name");
    if (parts.workspaceId !== ws) throw new HttpError(403, "conversation of another workspace");
    if (!(await channelOfWorkspace(env.DB, ws, parts.channelId))) throw new HttpError(404, "workspace or channel not found");
    return conversationName(ws, parts.channelId, parts.contact);
  }
  const number = normalizeContact(contact);
  if (!number) throw new HttpError(400, "contact must be a phone number");
  if (channel !== undefined && !isChannelId(channel)) throw new HttpError(400, "not a channel id");
  const channelId = await channelOfWorkspace(env.DB, ws, channel);
  if (!channelId) throw new HttpError(404, "workspace or channel not found");
  return conversationName(ws, channelId, number);
}
