export interface AuditRecord {
  id: string;
  workspaceId: string;
  conversation: string;
  kind: "turn" | "timer" | "llm_call";
  stateBefore?: string | null;
  stateAfter?: string | null;
  intent?: string | null;
  confidence?: number | null;
  tools?: unknown[];
  model?: string | null;
  inputTokens?: number;
  outputTokens?: number;
  cacheWriteTokens?: number;
  cacheReadTokens?: number;
  latencyMs?: number;
  detail?: string | null;
  createdAt: number;
}

/** Idempotent by id: a retried effect writes the row once. */
export function auditStatement(d1: D1Database, a: AuditRecord): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT OR IGNORE INTO turn_audit (id, workspace_id, conversation, kind, state_before, state_after, intent, confidence, tools, model,
         input_tokens, output_tokens, cache_write_tokens, cache_read_tokens, latency_ms, detail, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      a.id,
      a.workspaceId,
      a.conversation,
      a.kind,
      a.stateBefore ?? null,
      a.stateAfter ?? null,
      a.intent ?? null,
      a.confidence ?? null,
      JSON.stringify(a.tools ?? []),
      a.model ?? null,
      a.inputTokens ?? 0,
      a.outputTokens ?? 0,
      a.cacheWriteTokens ?? 0,
      a.cacheReadTokens ?? 0,
      a.latencyMs ?? 0,
      a.detail ?? null,
      a.createdAt,
    );
}
