import type { Context } from "hono";
import type { Env } from "../env";
import { timingSafeEqualStrings } from "../lib/crypto";
import { isWorkspaceId } from "../lib/ids";
import { MIN_TICKET_SECRET_LENGTH, verifyTicket } from "../lib/tickets";
import { TtlCache } from "../lib/ttl-cache";
import { settings } from "../settings";
import { workspaceExists } from "../store/access";
import { HttpError } from "./errors";

// Who may use the operator API, checked in this order before anything else happens: the
// workspace id has its shape, the credential (bearer token or single-use ticket) is that
// workspace's, and the workspace exists in D1. Only then may a route name a Durable Object.

type Ctx = Context<{ Bindings: Env }>;

let warnedMissingSecret = false;

/** OPERATOR_TICKET_SECRET, required: without it (or with a short one) operator access is off. */
export function ticketSecret(env: Env): string {
  const secret = settings(env).operator.ticketSecret;
  if (secret && secret.length >= MIN_TICKET_SECRET_LENGTH) return secret;
  const why = secret ? `shorter than ${MIN_TICKET_SECRET_LENGTH} characters` : "not set";
  if (!warnedMissingSecret) {
    warnedMissingSecret = true;
    console.error(`OPERATOR_TICKET_SECRET is ${why}: the operator console and API are disabled until it is set (wrangler secret put OPERATOR_TICKET_SECRET).`);
  }
  throw new HttpError(503, `operator access is disabled: OPERATOR_TICKET_SECRET is ${why}`);
}

function bearer(c: Ctx): string {
  const header = c.req.header("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7).trim() : "";
}

/** The workspaces whose operator token was presented (none for a wrong or missing token). */
export function workspacesOfToken(c: Ctx): string[] {
  const given = bearer(c);
  if (!given) return [];
  const out: string[] = [];
  // Every entry is compared, so the answer takes as long whichever one matches.
  for (const [workspaceId, token] of settings(c.env).operator.tokens) if (timingSafeEqualStrings(given, token)) out.push(workspaceId);
  return out;
}

function checkToken(c: Ctx, workspaceId: string): void {
  const expected = settings(c.env).operator.tokens.get(workspaceId);
  const given = bearer(c);
  if (!expected || !given || !timingSafeEqualStrings(given, expected)) throw new HttpError(401, "invalid operator token");
}

const knownWorkspaces = new TtlCache<boolean>(30_000);

/** 404 unless the workspace is a row in D1 (cached briefly, misses too). */
export async function requireWorkspace(env: Env, workspaceId: string): Promise<void> {
  if (!(await knownWorkspaces.get(workspaceId, () => workspaceExists(env.DB, workspaceId)))) throw new HttpError(404, "workspace not found");
}

/** Operator names travel in headers and socket tags: no control or invisible characters. */
export function isOperatorName(value: string): boolean {
  return /^[^\p{C}]{1,60}$/u.test(value);
}

/**
 * The operator's bearer token, or a ticket from the URL (sockets: browsers cannot set headers on
 * them), for the workspace in the path. A ticket works once. Returns who the operator is.
 */
export async function authorise(c: Ctx, workspaceId: string): Promise<string> {
  // A malformed id is refused like a wrong credential: nothing tells a prober which ids exist.
  if (!isWorkspaceId(workspaceId)) throw new HttpError(401, "invalid operator credentials");
  const raw = c.req.query("ticket");
  if (raw !== undefined) {
    const check = await verifyTicket(ticketSecret(c.env), raw, workspaceId, Date.now());
    if (!check.ok) throw new HttpError(check.status, check.reason);
    await requireWorkspace(c.env, workspaceId);
    if (!(await c.env.WORKSPACE_HUB.getByName(workspaceId).consumeTicket(check.ticket.nonce, check.ticket.expiresAt))) {
      throw new HttpError(401, "ticket already used");
    }
    return check.ticket.operatorId;
  }
  ticketSecret(c.env); // operator access is off altogether without it
  checkToken(c, workspaceId);
  await requireWorkspace(c.env, workspaceId);
  const named = c.req.header("x-operator-id")?.trim();
  return named && isOperatorName(named) ? named : "operator";
}
