import { backoffMs } from "../lib/backoff";
import { auditStatement } from "../store/audit";
import { upsertHandoff } from "../store/handoffs";
import type { ConversationActor } from "./actor";

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

/** Applies pending effects to D1; a failure stays in the table and re-arms the alarm with backoff. */
export async function applyEffects(actor: ConversationActor): Promise<void> {
  for (const effect of actor.effects.pending()) {
    try {
      const payload = JSON.parse(effect.payload);
      const identity = actor.identity()!;
      if (effect.kind === "audit") await auditStatement(actor.bindings.DB, payload).run();
      else if (effect.kind === "handoff") {
        await upsertHandoff(actor.bindings.DB, { ...payload, id: payload.id ?? effect.id, workspaceId: identity.workspaceId, conversation: actor.name(), contact: identity.contact });
      }
      actor.effects.done(effect.id);
    } catch (err) {
      const attempts = actor.effects.failed(effect.id);
      console.error(`effect ${effect.id} failed (${attempts}):`, err);
      actor.timers.setIfEarlier("effects", "outbox", actor.now() + backoffMs(attempts, { baseMs: 1000, maxMs: 60_000 }));
    }
  }
}
