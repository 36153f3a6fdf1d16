import { hmacSha256, randomId, timingSafeEqualStrings, toBase64Url } from "./crypto";

// Short-lived signed tickets: browsers cannot put headers on a WebSocket, so the console trades
// its operator token for one of these and puts it in the socket URL. URLs end up in logs, so a
// ticket is also single-use: its random nonce is remembered (by the workspace's hub) until it
// expires, and a second presentation is refused.

export interface Ticket {
  workspaceId: string;
  operatorId: string;
  expiresAt: number;
  /** Random, unique per ticket: what "used" is remembered by. */
  nonce: string;
}

export const TICKET_TTL_MS = 60_000;
/** Shorter secrets are refused: the ticket signature is only as strong as its key. */
export const MIN_TICKET_SECRET_LENGTH = 16;

function encode(obj: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(obj)));
}

function decode(part: string): unknown {
  const b64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0))));
}

export async function issueTicket(secret: string, ticket: Omit<Ticket, "nonce"> & { nonce?: string }): Promise<string> {
  const payload = encode({ ws: ticket.workspaceId, op: ticket.operatorId, exp: ticket.expiresAt, n: ticket.nonce ?? randomId() });
  return `${payload}.${toBase64Url(await hmacSha256(secret, payload))}`;
}

export type TicketCheck = { ok: true; ticket: Ticket } | { ok: false; status: 401 | 403; reason: string };

export async function verifyTicket(secret: string, raw: string | undefined | null, workspaceId: string, now: number): Promise<TicketCheck> {
  if (!raw) return { ok: false, status: 401, reason: "ticket required" };
  const [payload, signature, extra] = raw.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, status: 401, reason: "malformed ticket" };
  const expected = toBase64Url(await hmacSha256(secret, payload));
  if (!timingSafeEqualStrings(expected, signature)) return { ok: false, status: 401, reason: "invalid ticket signature" };
  let body: { ws?: unknown; op?: unknown; exp?: unknown; n?: unknown };
  try {
    body = decode(payload) as typeof body;
  } catch {
    return { ok: false, status: 401, reason: "malformed ticket" };
  }
  if (!body || typeof body !== "object") return { ok: false, status: 401, reason: "malformed ticket" };
  const { ws, op, exp, n } = body;
  if (typeof ws !== "string" || typeof op !== "string" || typeof exp !== "number" || typeof n !== "string" || !/^[0-9a-f]{32}$/.test(n)) {
    return { ok: false, status: 401, reason: "malformed ticket" };
  }
  if (exp <= now) return { ok: false, status: 401, reason: "ticket expired" };
  if (ws !== workspaceId) return { ok: false, status: 403, reason: "ticket is for another workspace" };
  return { ok: true, ticket: { workspaceId: ws, operatorId: op, expiresAt: exp, nonce: n } };
}
