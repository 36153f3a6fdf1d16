// Side effects outside the actor (D1 audit rows, handoff requests, hub notifications) are
// written to the effects table in the same transaction as the turn, then applied after the
// commit and retried by the alarm until they succeed. Each carries its own idempotency key.

export type EffectRow = {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
};

export class Effects {
  constructor(private readonly sql: SqlStorage) {}

  add(id: string, kind: string, payload: unknown, now: number): void {
    this.sql.exec("INSERT OR IGNORE INTO effects (id, kind, payload, created_at) VALUES (?, ?, ?, ?)", id, kind, JSON.stringify(payload), now);
  }

  pending(limit = 20): EffectRow[] {
    return this.sql.exec<EffectRow>("SELECT id, kind, payload, attempts FROM effects ORDER BY created_at, id LIMIT ?", limit).toArray();
  }

  done(id: string): void {
    this.sql.exec("DELETE FROM effects WHERE id = ?", id);
  }

  failed(id: string): number {
    return this.sql.exec<{ attempts: number }>("UPDATE effects SET attempts = attempts + 1 WHERE id = ? RETURNING attempts", id).one().attempts;
  }
}
