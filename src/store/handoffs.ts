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

export type HandoffWrite = Pick<HandoffRecord, "id" | "workspaceId" | "conversation" | "contact" | "trigger" | "reason" | "context" | "createdAt"> &
  Partial<Pick<HandoffRecord, "status" | "operatorId" | "resolution" | "assignedAt" | "resolvedAt">>;

const RANK = "CASE %s WHEN 'resolved' THEN 2 WHEN 'assigned' THEN 1 ELSE 0 END";

/**
 * Writes the conversation's view of a handoff request. The actor owns the truth and retries
 * these writes as effects, possibly out of order, so the row only ever moves forward
 * (pending → assigned → resolved), and first timestamps are kept.
 */
export function upsertHandoff(d1: D1Database, h: HandoffWrite) {
  return d1
    .prepare(
      `INSERT INTO handoff_requests (id, workspace_id, conversation, contact, trigger, reason, context, status, operator_id, resolution, created_at, assigned_at, resolved_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET
         status = CASE WHEN ${RANK.replace("%s", "excluded.status")} > ${RANK.replace("%s", "handoff_requests.status")} THEN excluded.status ELSE handoff_requests.status END,
         operator_id = CASE WHEN handoff_requests.status = 'resolved' THEN handoff_requests.operator_id ELSE COALESCE(excluded.operator_id, handoff_requests.operator_id) END,
         resolution = COALESCE(handoff_requests.resolution, excluded.resolution),
         assigned_at = COALESCE(handoff_requests.assigned_at, excluded.assigned_at),
         resolved_at = COALESCE(handoff_requests.resolved_at, excluded.resolved_at)`,
    )
    .bind(
      h.id,
      h.workspaceId,
      h.conversation,
      h.contact,
      h.trigger,
      h.reason,
      JSON.stringify(h.context ?? null),
      h.status ?? "pending",
      h.operatorId ?? null,
      h.resolution ?? null,
      h.createdAt,
      h.assignedAt ?? null,
      h.resolvedAt ?? null,
    )
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
