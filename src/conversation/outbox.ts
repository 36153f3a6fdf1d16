import type { Author, OutboundMessage } from "../lib/messages";

// Replies leave one at a time per conversation: the next row is queued only after the previous
// one is acknowledged by the consumer (sent or finally failed). That keeps replies in order per
// contact even though the queue itself does not promise order.

export type OutboxRow = {
  seq: number;
  id: string;
  author: Author;
  message: string;
  status: "pending" | "queued" | "sent" | "delivered" | "read" | "failed" | "discarded" | "skipped";
  provider_message_id: string | null;
  queued_at: number | null;
  error: string | null;
  created_at: number;
};

export type OutboxSummary = { id: string; author: string; status: string; message: string; provider_message_id: string | null; error: string | null };

/** A queued row not acknowledged within this time is queued again (the consumer dedupes by id). */
export const REQUEUE_AFTER_MS = 5 * 60_000;

export class Outbox {
  constructor(private readonly sql: SqlStorage) {}

  add(id: string, author: Author, message: OutboundMessage, now: number, status: OutboxRow["status"] = "pending", error: string | null = null): void {
    this.sql.exec(
      "INSERT OR IGNORE INTO outbox (id, author, message, status, error, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      id,
      author,
      JSON.stringify(message),
      status,
      error,
      now,
      now,
    );
  }

  get(id: string): OutboxRow | undefined {
    return this.sql.exec<OutboxRow>("SELECT * FROM outbox WHERE id = ?", id).toArray()[0];
  }

  /** The row that must go out next, if any: the oldest not yet acknowledged. */
  head(): OutboxRow | undefined {
    return this.sql.exec<OutboxRow>("SELECT * FROM outbox WHERE status IN ('pending', 'queued') ORDER BY seq LIMIT 1").toArray()[0];
  }

  markQueued(id: string, now: number): void {
    this.sql.exec("UPDATE outbox SET status = 'queued', queued_at = ?, updated_at = ? WHERE id = ? AND status IN ('pending', 'queued')", now, now, id);
  }

  /** A queue send failed: the row goes back to pending for the next dispatch. */
  requeue(id: string): void {
    this.sql.exec("UPDATE outbox SET status = 'pending', queued_at = NULL WHERE id = ? AND status = 'queued'", id);
  }

  /** Statuses only move forward (a late "sent" never overwrites "read"). */
  setStatus(id: string, status: OutboxRow["status"], now: number, providerMessageId?: string | null, error?: string | null): boolean {
    const rank: Record<string, number> = { pending: 0, queued: 1, sent: 2, delivered: 3, read: 4, failed: 5, discarded: 5, skipped: 5 };
    const row = this.get(id);
    if (!row) return false;
    if (status !== "failed" && rank[status] <= rank[row.status]) return false;
    if (status === "failed" && (row.status === "delivered" || row.status === "read")) return false;
    this.sql.exec(
      "UPDATE outbox SET status = ?, provider_message_id = COALESCE(?, provider_message_id), error = COALESCE(?, error), updated_at = ? WHERE id = ?",
      status,
      providerMessageId ?? null,
      error ?? null,
      now,
      id,
    );
    return true;
  }

  /** Drop unsent agent replies (an operator took over mid-turn or before they left). */
  discardPendingAgentReplies(now: number): string[] {
    const rows = this.sql.exec<{ id: string }>("SELECT id FROM outbox WHERE status = 'pending' AND author = 'agent'").toArray();
    this.sql.exec("UPDATE outbox SET status = 'discarded', updated_at = ? WHERE status = 'pending' AND author = 'agent'", now);
    return rows.map((r) => r.id);
  }

  /** Every row, oldest first (diagnostics). */
  rows(): OutboxSummary[] {
    return this.sql.exec<OutboxSummary>("SELECT id, author, status, message, provider_message_id, error FROM outbox ORDER BY seq").toArray();
  }

  byProviderId(providerMessageId: string): OutboxRow | undefined {
    return this.sql.exec<OutboxRow>("SELECT * FROM outbox WHERE provider_message_id = ?", providerMessageId).toArray()[0];
  }

  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of this.sql.exec<{ status: string; n: number }>("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").toArray()) out[r.status] = r.n;
    return out;
  }
}
