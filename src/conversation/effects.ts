import { backoffMs } from "../lib/backoff";
import { auditStatement, type AuditRecord } from "../store/audit";
import { upsertHandoff } from "../store/handoffs";

// Side effects outside the actor (D1 audit rows, handoff requests) are written to the effects
// table in the same transaction as the change that caused them, then applied after the commit
// and retried by the alarm until they succeed. Each carries its own idempotency key.

export type EffectRow = {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
};

const RETRY = { baseMs: 1000, maxMs: 60_000 };

export class Effects {
  constructor(private readonly sql: SqlStorage) {}

  add(id: string, kind: string, payload: unknown, now: number): void {
    this.sql.exec("INSERT OR IGNORE INTO effects (id, kind, payload, created_at) VALUES (?, ?, ?, ?)", id, kind, JSON.stringify(payload), now);
  }

  /** An audit row for D1's turn_audit (idempotent by its id). */
  audit(record: AuditRecord): void {
    this.add(`audit:${record.id}`, "audit", record, record.createdAt);
  }

  pending(limit = 20): EffectRow[] {
    return this.sql.exec<EffectRow>("SELECT id, kind, payload, attempts FROM effects ORDER BY created_at, id LIMIT ?", limit).toArray();
  }

  count(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM effects").one().n;
  }

  done(id: string): void {
    this.sql.exec("DELETE FROM effects WHERE id = ?", id);
  }

  failed(id: string): number {
    return this.sql.exec<{ attempts: number }>("UPDATE effects SET attempts = attempts + 1 WHERE id = ? RETURNING attempts", id).one().attempts;
  }
}

/** Where an effect lands, and what it is about. */
export interface EffectTarget {
  db: D1Database;
  workspaceId: string;
  conversation: string;
  contact: string;
}

/** Applies pending effects to D1; a failure stays in the table and is retried later, with backoff. */
export async function applyEffects(effects: Effects, target: EffectTarget, retryAt: (when: number) => void, now: () => number): Promise<void> {
  for (const effect of effects.pending()) {
    try {
      const payload = JSON.parse(effect.payload);
      if (effect.kind === "audit") await auditStatement(target.db, payload).run();
      else if (effect.kind === "handoff") {
        await upsertHandoff(target.db, { ...payload, id: payload.id ?? effect.id, workspaceId: target.workspaceId, conversation: target.conversation, contact: target.contact });
      }
      effects.done(effect.id);
    } catch (err) {
      const attempts = effects.failed(effect.id);
      console.error(`effect ${effect.id} failed (${attempts}):`, err);
      retryAt(now() + backoffMs(attempts, RETRY));
    }
  }
}
