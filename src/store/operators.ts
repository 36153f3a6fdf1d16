import { sha256Hex, timingSafeEqualStrings, toBase64Url } from "../lib/crypto";

// The people who use a workspace's console (D1 `operators`, migration 0006). The owner is the
// workspace's bootstrap token from OPERATOR_TOKENS: id "owner", no hash (the token lives in the
// settings). Staff are created by the owner with a token shown once: "<id>.<secret>", of which
// only the SHA-256 is kept; the id part finds the row, the hash is compared in constant time.
// Revoking keeps the row, so every takeover, message and order change still names who did it.

export type OperatorRole = "owner" | "staff";

export interface OperatorRecord {
  workspaceId: string;
  id: string;
  name: string;
  role: OperatorRole;
  createdAt: number;
  revokedAt: number | null;
}

interface OperatorRow {
  workspace_id: string;
  id: string;
  name: string;
  role: OperatorRole;
  token_hash: string | null;
  created_at: number;
  revoked_at: number | null;
}

/** The bootstrap owner's id in every workspace. */
export const OWNER_ID = "owner";
export const OWNER_DEFAULT_NAME = "Dueño";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
const STAFF_ID = /^op-[a-z2-7]{16}$/;
/** 32 random bytes, base64url. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** "owner" or a staff id: checked before an id from a ticket, a token or a path is looked up. */
export function isOperatorId(value: unknown): value is string {
  return typeof value === "string" && (value === OWNER_ID || STAFF_ID.test(value));
}

/** Names are shown to coworkers and travel in socket frames: 1–60 characters, none invisible or control. */
export function isOperatorName(value: string): boolean {
  return /^[^\p{C}]{1,60}$/u.test(value) && value.trim() === value;
}

function record(r: OperatorRow): OperatorRecord {
  return { workspaceId: r.workspace_id, id: r.id, name: r.name, role: r.role, createdAt: r.created_at, revokedAt: r.revoked_at };
}

function newStaffId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let id = "op-";
  for (const b of bytes) id += BASE32[b & 31];
  return id;
}

/** A staff token: the operator's id, a dot, and 256 random bits. */
function newStaffToken(id: string): string {
  return `${id}.${toBase64Url(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** The owner's row, written the first time the bootstrap token is used (idempotent). */
export async function ensureOwner(d1: D1Database, workspaceId: string, now: number): Promise<void> {
  await d1
    .prepare("INSERT INTO operators (workspace_id, id, name, role, token_hash, created_at) VALUES (?, ?, ?, 'owner', NULL, ?) ON CONFLICT DO NOTHING")
    .bind(workspaceId, OWNER_ID, OWNER_DEFAULT_NAME, now)
    .run();
}

/** A new staff member; the token is returned once and never stored. */
export async function createStaff(d1: D1Database, workspaceId: string, name: string, now: number): Promise<{ operator: OperatorRecord; token: string }> {
  const id = newStaffId();
  const token = newStaffToken(id);
  const row = await d1
    .prepare("INSERT INTO operators (workspace_id, id, name, role, token_hash, created_at) VALUES (?, ?, ?, 'staff', ?, ?) RETURNING *")
    .bind(workspaceId, id, name, await sha256Hex(token), now)
    .first<OperatorRow>();
  return { operator: record(row!), token };
}

/** The operator with this id in this workspace, revoked or not (null for an id of another shape). */
export async function operatorById(d1: D1Database, workspaceId: string, id: string): Promise<OperatorRecord | null> {
  if (!isOperatorId(id)) return null;
  const row = await d1.prepare("SELECT * FROM operators WHERE workspace_id = ? AND id = ?").bind(workspaceId, id).first<OperatorRow>();
  return row ? record(row) : null;
}

/**
 * The active staff member a bearer token belongs to, in any workspace, or null. Only a token of
 * the right shape reaches D1; the stored hash is compared in constant time.
 */
export async function staffByToken(d1: D1Database, token: string): Promise<OperatorRecord | null> {
  const dot = token.indexOf(".");
  const id = token.slice(0, dot);
  if (dot < 0 || !STAFF_ID.test(id) || !SECRET.test(token.slice(dot + 1))) return null;
  const hash = await sha256Hex(token);
  const { results } = await d1.prepare("SELECT * FROM operators WHERE id = ? AND role = 'staff' AND revoked_at IS NULL").bind(id).all<OperatorRow>();
  let found: OperatorRecord | null = null;
  // Every candidate is compared (random ids make it one), so the answer costs the same either way.
  for (const row of results) if (row.token_hash && timingSafeEqualStrings(hash, row.token_hash) && !found) found = record(row);
  return found;
}

/** Everyone who has had access to the workspace, the owner first, then by creation. */
export async function listOperators(d1: D1Database, workspaceId: string): Promise<OperatorRecord[]> {
  const { results } = await d1
    .prepare("SELECT * FROM operators WHERE workspace_id = ? ORDER BY role = 'owner' DESC, created_at, id LIMIT 500")
    .bind(workspaceId)
    .all<OperatorRow>();
  return results.map(record);
}

/** Revokes a staff member (the first revocation's time is kept); null if there is no such staff member. */
export async function revokeStaff(d1: D1Database, workspaceId: string, id: string, now: number): Promise<OperatorRecord | null> {
  if (!STAFF_ID.test(id)) return null;
  const row = await d1
    .prepare("UPDATE operators SET revoked_at = COALESCE(revoked_at, ?) WHERE workspace_id = ? AND id = ? AND role = 'staff' RETURNING *")
    .bind(now, workspaceId, id)
    .first<OperatorRow>();
  return row ? record(row) : null;
}

export async function renameOperator(d1: D1Database, workspaceId: string, id: string, name: string): Promise<OperatorRecord | null> {
  if (!isOperatorId(id)) return null;
  const row = await d1.prepare("UPDATE operators SET name = ? WHERE workspace_id = ? AND id = ? RETURNING *").bind(name, workspaceId, id).first<OperatorRow>();
  return row ? record(row) : null;
}

/** Names for operator ids (order history, audit views); ids not found are left out. */
export async function operatorNames(d1: D1Database, workspaceId: string, ids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(isOperatorId);
  if (!wanted.length) return new Map();
  const { results } = await d1
    .prepare("SELECT id, name FROM operators WHERE workspace_id = ? AND id IN (SELECT value FROM json_each(?))")
    .bind(workspaceId, JSON.stringify(wanted))
    .all<{ id: string; name: string }>();
  return new Map(results.map((r) => [r.id, r.name]));
}
