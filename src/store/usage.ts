import type { Clock, ModelUsage, SpendLimits, SpendPort } from "../agent/ports";
import { TtlCache } from "../lib/ttl-cache";

// Model use, read back from the rows the actor already writes: one turn_audit row per model call
// (kind = 'llm_call'). No new write path, so nothing here can drift from the audit. Prompt
// tokens count uncached input, cache writes and cache reads alike: the budget bounds what a
// conversation makes the model read, whatever the cache saves.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PROMPT_TOKENS = "input_tokens + cache_write_tokens + cache_read_tokens";

/** A workspace's daily total moves slowly and costs a scan of its day: read at most once a minute per isolate. */
const workspaceDays = new TtlCache<ModelUsage>(60_000);

async function conversationUsage(d1: D1Database, conversation: string, now: number): Promise<{ hour: ModelUsage; day: ModelUsage }> {
  const row = await d1
    .prepare(
      `SELECT COUNT(*) AS day_calls, COALESCE(SUM(${PROMPT_TOKENS}), 0) AS day_tokens,
              COALESCE(SUM(CASE WHEN created_at >= ?3 THEN 1 ELSE 0 END), 0) AS hour_calls,
              COALESCE(SUM(CASE WHEN created_at >= ?3 THEN ${PROMPT_TOKENS} ELSE 0 END), 0) AS hour_tokens
       FROM turn_audit WHERE conversation = ?1 AND kind = 'llm_call' AND created_at >= ?2`,
    )
    .bind(conversation, now - DAY_MS, now - HOUR_MS)
    .first<{ day_calls: number; day_tokens: number; hour_calls: number; hour_tokens: number }>();
  return {
    hour: { calls: row?.hour_calls ?? 0, inputTokens: row?.hour_tokens ?? 0 },
    day: { calls: row?.day_calls ?? 0, inputTokens: row?.day_tokens ?? 0 },
  };
}

async function workspaceUsage(d1: D1Database, workspaceId: string, now: number): Promise<ModelUsage> {
  const row = await d1
    .prepare(`SELECT COUNT(*) AS calls, COALESCE(SUM(${PROMPT_TOKENS}), 0) AS tokens FROM turn_audit WHERE workspace_id = ? AND kind = 'llm_call' AND created_at >= ?`)
    .bind(workspaceId, now - DAY_MS)
    .first<{ calls: number; tokens: number }>();
  return { calls: row?.calls ?? 0, inputTokens: row?.tokens ?? 0 };
}

/** The agent's spend port over D1, for one conversation, by the conversation's clock. */
export function d1Spend(d1: D1Database, workspaceId: string, conversation: string, clock: Clock, limits: SpendLimits): SpendPort {
  return {
    limits,
    async usage() {
      const now = clock.now();
      const [own, workspaceDay] = await Promise.all([conversationUsage(d1, conversation, now), workspaceDays.get(workspaceId, () => workspaceUsage(d1, workspaceId, now))]);
      return { conversationHour: own.hour, conversationDay: own.day, workspaceDay };
    },
  };
}
