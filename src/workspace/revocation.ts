import type { Env } from "../env";

// Revoking an operator closes their open sockets at once: the hub's own (tagged `op:<id>`) and
// every conversation socket they hold. The hub learns where those are from the Worker, which
// tells it before it hands a conversation socket to its actor (`noteSocket`, refused once the
// operator is revoked). Closing a conversation's sockets is an RPC to its actor; a batch goes
// out at once, the rest (and failures) from the hub's alarm. A socket whose upgrade was already
// on its way to the actor when the close arrived is caught by a second sweep a few seconds later.

/** How long after a revocation the conversations noted just before it are closed again. */
export const SECOND_SWEEP_MS = 5_000;
/** A socket noted this long before a revocation may still have been on its way to its actor. */
const IN_FLIGHT_MS = 60_000;
/** Conversations closed per pass (each is one RPC); the alarm takes the rest. */
const BATCH = 100;

/** WebSocket close code the console reads as "your access was revoked" (no reconnecting). */
export const REVOKED_CLOSE_CODE = 4003;

export class Revocations {
  constructor(
    private readonly sql: SqlStorage,
    private readonly env: Env,
  ) {
    sql.exec(`CREATE TABLE IF NOT EXISTS operator_sockets (
      operator_id TEXT NOT NULL, conversation TEXT NOT NULL, opened_at INTEGER NOT NULL, closed_at INTEGER,
      PRIMARY KEY (operator_id, conversation))`);
    sql.exec("CREATE TABLE IF NOT EXISTS revoked_operators (operator_id TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL, swept_at INTEGER)");
  }

  isRevoked(operatorId: string): boolean {
    return this.sql.exec("SELECT 1 FROM revoked_operators WHERE operator_id = ?", operatorId).toArray().length > 0;
  }

  /** An operator is about to open a socket in a conversation; false once they are revoked. */
  noteSocket(operatorId: string, conversation: string, now: number): boolean {
    if (this.isRevoked(operatorId)) return false;
    this.sql.exec(
      "INSERT INTO operator_sockets (operator_id, conversation, opened_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET opened_at = excluded.opened_at, closed_at = NULL",
      operatorId,
      conversation,
      now,
    );
    return true;
  }

  /** Records the revocation (the first time is kept) and marks every noted conversation to be closed again. */
  revoke(operatorId: string, now: number): void {
    this.sql.exec("INSERT INTO revoked_operators (operator_id, revoked_at) VALUES (?, ?) ON CONFLICT DO UPDATE SET swept_at = NULL", operatorId, now);
    this.sql.exec("UPDATE operator_sockets SET closed_at = NULL WHERE operator_id = ?", operatorId);
  }

  /**
   * One pass: closes up to BATCH conversations still to close, and runs the second sweep of
   * revocations old enough for it. Returns when the next pass is due (null: nothing left).
   */
  async pass(now: number): Promise<{ closed: number; nextAt: number | null }> {
    const todo = this.sql
      .exec<{ operator_id: string; conversation: string }>("SELECT operator_id, conversation FROM operator_sockets s WHERE closed_at IS NULL AND operator_id IN (SELECT operator_id FROM revoked_operators) LIMIT ?", BATCH)
      .toArray();
    const results = await Promise.allSettled(todo.map((t) => this.env.CONVERSATION.getByName(t.conversation).closeOperatorSockets(t.operator_id)));
    let closed = 0;
    results.forEach((r, i) => {
      if (r.status === "fulfilled") {
        closed += 1;
        this.sql.exec("UPDATE operator_sockets SET closed_at = ? WHERE operator_id = ? AND conversation = ?", now, todo[i].operator_id, todo[i].conversation);
      } else console.error(`closing ${todo[i].operator_id}'s sockets in ${todo[i].conversation} failed (retried):`, r.reason);
    });
    closed += await this.secondSweep(now);
    return { closed, nextAt: this.nextPassAt(now, results.some((r) => r.status === "rejected")) };
  }

  /** Revocations SECOND_SWEEP_MS old whose every conversation is closed: close the recent ones again, then forget them all. */
  private async secondSweep(now: number): Promise<number> {
    const due = this.sql
      .exec<{ operator_id: string; revoked_at: number }>(
        "SELECT operator_id, revoked_at FROM revoked_operators r WHERE swept_at IS NULL AND revoked_at <= ? AND NOT EXISTS (SELECT 1 FROM operator_sockets s WHERE s.operator_id = r.operator_id AND s.closed_at IS NULL)",
        now - SECOND_SWEEP_MS,
      )
      .toArray();
    let closed = 0;
    for (const { operator_id, revoked_at } of due) {
      const recent = this.sql
        .exec<{ conversation: string }>("SELECT conversation FROM operator_sockets WHERE operator_id = ? AND opened_at >= ?", operator_id, revoked_at - IN_FLIGHT_MS)
        .toArray();
      const results = await Promise.allSettled(recent.map((r) => this.env.CONVERSATION.getByName(r.conversation).closeOperatorSockets(operator_id)));
      if (results.some((r) => r.status === "rejected")) continue; // tried again on the next pass
      closed += recent.length;
      this.sql.exec("UPDATE revoked_operators SET swept_at = ? WHERE operator_id = ?", now, operator_id);
      this.sql.exec("DELETE FROM operator_sockets WHERE operator_id = ?", operator_id);
    }
    return closed;
  }

  private nextPassAt(now: number, failed: boolean): number | null {
    const open = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM operator_sockets WHERE closed_at IS NULL AND operator_id IN (SELECT operator_id FROM revoked_operators)").one().n;
    if (open) return now + (failed ? 2_000 : 0);
    const sweep = this.sql.exec<{ at: number | null }>("SELECT MIN(revoked_at) AS at FROM revoked_operators WHERE swept_at IS NULL").one().at;
    return sweep === null ? null : Math.max(now + (failed ? 2_000 : 0), sweep + SECOND_SWEEP_MS);
  }
}
