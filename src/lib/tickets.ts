import { hmacSha256, timingSafeEqualStrings, toBase64Url } from "./crypto";

// Short-lived signed tickets: browsers cannot put headers on a WebSocket, so the console trades
// its operator token for one of these and puts it in the socket URL.

export interface Ticket {
  workspaceId: string;
  operatorId: string;
  expiresAt: number;
}

export const TICKET_TTL_MS = 60_000;

function encode(obj: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(obj)));
}

function decode(part: string): unknown {
  const b64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0))));
}

export async function issueTicket(secret: string, ticket: Ticket): Promise<string> {
  const payload = encode({ ws: ticket.workspaceId, op: ticket.operatorId, exp: ticket.expiresAt });
  return `${payload}.${toBase64Url(await hmacSha256(secret, payload))}`;
}

export type TicketCheck = { ok: true; ticket: Ticket } | { ok: false; status: 401 | 403; reason: string };

export async function verifyTicket(secret: string, raw: string | undefined | null, workspaceId: string, now: number): Promise<TicketCheck> {
  if (!raw) return { ok: false, status: 401, reason: "ticket required" };
  const [payload, signature, extra] = raw.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, status: 401, reason: "malformed ticket" };
  const expected = toBase64Url(await hmacSha256(secret, payload));
  if (!timingSafeEqualStrings(expected, signature)) return { ok: false, status: 401, reason: "invalid ticket signature" };
  let body: { ws?: unknown; op?: unknown; exp?: unknown };
  try {
    body = decode(payload) as typeof body;
  } catch {
    return { ok: false, status: 401, reason: "malformed ticket" };
  }
  if (typeof body.ws !== "string" || typeof body.op !== "string" || typeof body.exp !== "number") return { ok: false, status: 401, reason: "malformed ticket" };
  if (body.exp <= now) return { ok: false, status: 401, reason: "ticket expired" };
  if (body.ws !== workspaceId) return { ok: false, status: 403, reason: "ticket is for another workspace" };
  return { ok: true, ticket: { workspaceId: body.ws, operatorId: body.op, expiresAt: body.exp } };
}
