export interface HandoffRecord {
  id: string;
  workspaceId: string;
  conversation: string;
  contact: string;
  trigger: string;
  reason: string;
  context: unknown;
  status: "pending" | "assigned" | "resolved";
  operatorId: string | null;
  resolution: string | null;
  createdAt: number;
  assignedAt: number | null;
  resolvedAt: number | null;
}

export function insertHandoff(d1: D1Database, h: Pick<HandoffRecord, "id" | "workspaceId" | "conversation" | "contact" | "trigger" | "reason" | "context" | "createdAt">) {
  return d1
    .prepare(
      `INSERT OR IGNORE INTO handoff_requests (id, workspace_id, conversation, contact, trigger, reason, context, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
    )
    .bind(h.id, h.workspaceId, h.conversation, h.contact, h.trigger, h.reason, JSON.stringify(h.context), h.createdAt)
    .run();
}

export function assignHandoff(d1: D1Database, id: string, operatorId: string, at: number) {
  return d1
    .prepare("UPDATE handoff_requests SET status = 'assigned', operator_id = ?, assigned_at = COALESCE(assigned_at, ?) WHERE id = ? AND status != 'resolved'")
    .bind(operatorId, at, id)
    .run();
}

export function resolveHandoff(d1: D1Database, id: string, operatorId: string | null, resolution: string | null, at: number) {
  return d1
    .prepare(
      "UPDATE handoff_requests SET status = 'resolved', operator_id = COALESCE(operator_id, ?), resolution = ?, resolved_at = ? WHERE id = ? AND status != 'resolved'",
    )
    .bind(operatorId, resolution, at, id)
    .run();
}

interface HandoffRow {
  id: string;
  workspace_id: string;
  conversation: string;
  contact: string;
  trigger: string;
  reason: string;
  context: string;
  status: HandoffRecord["status"];
  operator_id: string | null;
  resolution: string | null;
  created_at: number;
  assigned_at: number | null;
  resolved_at: number | null;
}

export async function listHandoffs(d1: D1Database, workspaceId: string, conversation?: string): Promise<HandoffRecord[]> {
  const { results } = await d1
    .prepare(`SELECT * FROM handoff_requests WHERE workspace_id = ? ${conversation ? "AND conversation = ?" : ""} ORDER BY created_at DESC LIMIT 200`)
    .bind(...(conversation ? [workspaceId, conversation] : [workspaceId]))
    .all<HandoffRow>();
  return results.map((r) => ({
    id: r.id,
    workspaceId: r.workspace_id,
    conversation: r.conversation,
    contact: r.contact,
    trigger: r.trigger,
    reason: r.reason,
    context: JSON.parse(r.context),
    status: r.status,
    operatorId: r.operator_id,
    resolution: r.resolution,
    createdAt: r.created_at,
    assignedAt: r.assigned_at,
    resolvedAt: r.resolved_at,
  }));
}
