// The D1 reads the operator API makes before it names any Durable Object: does the workspace
// exist, which channel of it is meant, and (for sandbox channels) what was "sent" to a contact.

export async function workspaceExists(d1: D1Database, workspaceId: string): Promise<boolean> {
  return (await d1.prepare("SELECT 1 AS ok FROM workspaces WHERE id = ?").bind(workspaceId).first<{ ok: number }>()) !== null;
}

/** The workspace's channel with this id, or its first channel when none is named. */
export async function channelOfWorkspace(d1: D1Database, workspaceId: string, channelId?: string): Promise<string | null> {
  const row = channelId
    ? await d1.prepare("SELECT id FROM channels WHERE workspace_id = ? AND id = ?").bind(workspaceId, channelId).first<{ id: string }>()
    : await d1.prepare("SELECT id FROM channels WHERE workspace_id = ? ORDER BY created_at, id LIMIT 1").bind(workspaceId).first<{ id: string }>();
  return row?.id ?? null;
}

export interface SandboxMessage {
  seq: number;
  id: string;
  author: string;
  status: string;
  at: number;
  message: unknown;
}

/** Replies "sent" through a sandbox channel (no send credentials) to one contact of one workspace. */
export async function sandboxOutbox(d1: D1Database, workspaceId: string, contact: string, afterSeq: number): Promise<SandboxMessage[]> {
  const { results } = await d1
    .prepare(
      "SELECT seq, id, author, body, status, created_at FROM outbound_messages WHERE workspace_id = ? AND provider = 'sandbox' AND to_contact = ? AND seq > ? ORDER BY seq LIMIT 500",
    )
    .bind(workspaceId, contact, afterSeq)
    .all<{ seq: number; id: string; author: string; body: string; status: string; created_at: number }>();
  return results.map((r) => ({ seq: r.seq, id: r.id, author: r.author, status: r.status, at: r.created_at, message: JSON.parse(r.body) }));
}
