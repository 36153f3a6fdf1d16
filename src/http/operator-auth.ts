import type { Context } from "hono";
import type { Env } from "../env";
import { timingSafeEqualStrings } from "../lib/crypto";
import { isWorkspaceId } from "../lib/ids";
import { MIN_TICKET_SECRET_LENGTH, verifyTicket } from "../lib/tickets";
import { TtlCache } from "../lib/ttl-cache";
import { settings } from "../settings";
import { workspaceExists } from "../store/access";
import { ensureOwner, isOperatorId, operatorById, OWNER_ID, staffByToken, type OperatorRecord } from "../store/operators";
import { HttpError } from "./errors";

// Who may use the operator API, checked in this order before anything else happens: the
// workspace id has its shape, the credential (bearer token or single-use ticket) is that
// workspace's, and the workspace exists in D1. Only then may a route name a Durable Object.
//
// Operators are people (D1 `operators`): the bootstrap token of OPERATOR_TOKENS is the
// workspace's owner; staff carry their own token. A ticket names its operator by id, and that id
// is checked against D1 (still there, not revoked) and against the hub (not revoked meanwhile)
// when the ticket is used. Staff tokens are looked up on every request, never cached, so a
// revocation holds at once in every isolate.

type Ctx = Context<{ Bindings: Env }>;

/** Who is calling: a person of the workspace in the path. */
export type Operator = Pick<OperatorRecord, "id" | "name" | "role" | "workspaceId">;

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

/** The workspaces whose bootstrap (owner) token this is. Every entry is compared, so the answer takes as long whichever matches. */
function ownerWorkspacesOf(env: Env, given: string): string[] {
  if (!given) return [];
  const out: string[] = [];
  for (const [workspaceId, token] of settings(env).operator.tokens) if (timingSafeEqualStrings(given, token)) out.push(workspaceId);
  return out;
}

/** What a bearer token is, before any body is read: an owner token (of these workspaces), a staff member's, or nothing. */
export type Credential = { kind: "owner"; workspaces: string[] } | { kind: "staff"; operator: OperatorRecord } | null;

export async function credentialOf(c: Ctx): Promise<Credential> {
  const given = bearer(c);
  const owned = ownerWorkspacesOf(c.env, given);
  if (owned.length) return { kind: "owner", workspaces: owned };
  const staff = given ? await staffByToken(c.env.DB, given) : null;
  return staff ? { kind: "staff", operator: staff } : null;
}

const knownWorkspaces = new TtlCache<boolean>(30_000);

/** 404 unless the workspace is a row in D1 (cached briefly, misses too). */
export async function requireWorkspace(env: Env, workspaceId: string): Promise<void> {
  if (!(await knownWorkspaces.get(workspaceId, () => workspaceExists(env.DB, workspaceId)))) throw new HttpError(404, "workspace not found");
}

/** The owner's row, written the first time the bootstrap token is used; cached (a rename shows within 30 s). */
const owners = new TtlCache<OperatorRecord>(30_000);

export async function ownerOf(env: Env, workspaceId: string): Promise<Operator> {
  return owners.get(workspaceId, async () => {
    await ensureOwner(env.DB, workspaceId, Date.now());
    const row = await operatorById(env.DB, workspaceId, OWNER_ID);
    if (!row) throw new Error(`owner row of ${workspaceId} missing after it was written`);
    return row;
  });
}

/** This isolate forgets the owner's row (it was just renamed here). */
export function forgetOwner(workspaceId: string): void {
  owners.delete(workspaceId);
}

/**
 * The operator a ticket names, if they may still act: a staff member not revoked, or the owner
 * while the workspace still has a bootstrap token.
 */
async function ticketHolder(env: Env, workspaceId: string, operatorId: string): Promise<Operator> {
  if (!isOperatorId(operatorId)) throw new HttpError(401, "invalid operator credentials");
  if (operatorId === OWNER_ID) {
    if (!settings(env).operator.tokens.has(workspaceId)) throw new HttpError(401, "operator access revoked");
    return ownerOf(env, workspaceId);
  }
  const row = await operatorById(env.DB, workspaceId, operatorId);
  if (!row || row.revokedAt !== null) throw new HttpError(401, "operator access revoked");
  return row;
}

/**
 * The operator's bearer token, or a ticket from the URL (sockets: browsers cannot set headers on
 * them), for the workspace in the path. A ticket works once. Returns who the operator is.
 */
export async function authorise(c: Ctx, workspaceId: string): Promise<Operator> {
  // A malformed id is refused like a wrong credential: nothing tells a prober which ids exist.
  if (!isWorkspaceId(workspaceId)) throw new HttpError(401, "invalid operator credentials");
  const raw = c.req.query("ticket");
  if (raw !== undefined) {
    const check = await verifyTicket(ticketSecret(c.env), raw, workspaceId, Date.now());
    if (!check.ok) throw new HttpError(check.status, check.reason);
    await requireWorkspace(c.env, workspaceId);
    const operator = await ticketHolder(c.env, workspaceId, check.ticket.operatorId);
    const use = await c.env.WORKSPACE_HUB.getByName(workspaceId).consumeTicket(check.ticket.nonce, check.ticket.expiresAt, operator.id);
    if (use === "used") throw new HttpError(401, "ticket already used");
    if (use === "revoked") throw new HttpError(401, "operator access revoked");
    return operator;
  }
  ticketSecret(c.env); // operator access is off altogether without it
  const credential = await credentialOf(c);
  if (credential?.kind === "owner" && credential.workspaces.includes(workspaceId)) {
    await requireWorkspace(c.env, workspaceId);
    return ownerOf(c.env, workspaceId);
  }
  if (credential?.kind === "staff" && credential.operator.workspaceId === workspaceId) {
    await requireWorkspace(c.env, workspaceId);
    return credential.operator;
  }
  throw new HttpError(401, "invalid operator token");
}

/** Only the owner manages the team. */
export function requireOwner(operator: Operator): void {
  if (operator.role !== "owner") throw new HttpError(403, "only the owner can do this");
}
