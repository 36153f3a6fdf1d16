import type { Author } from "../lib/messages";

// The conversation's journal: every message in and out, with author and delivery status, as
// operators see it. An inbound row is also the dedupe record (its ref, the provider message id,
// is unique) and, while its `message` column is set, part of the inbox the next turn answers.

export type LogEntry = {
  seq: number;
  direction: "in" | "out";
  /** "shop": the owner wrote from the WhatsApp Business app on the same number (Coexistence). */
  author: Author | "customer" | "shop";
  text: string;
  ref: string | null;
  status: string | null;
  at: number;
  /** Who wrote an operator's message (their operator id); null for everyone else. */
  operatorId?: string | null;
};

/** The operator-facing columns (not the pending message JSON). */
const COLUMNS = "seq, direction, author, text, ref, status, at, operator_id AS operatorId";

export class Journal {
  constructor(private readonly sql: SqlStorage) {}

  append(entry: Omit<LogEntry, "seq">): LogEntry {
    return this.insert(entry, null, "")!;
  }

  /**
   * Logs a customer message, pending for the next turn, unless its provider id is already logged:
   * the unique inbound ref is the dedupe record, so provider retries, however late, never make a
   * second row. One statement: the webhook's whole durable append.
   */
  appendInbound(entry: Omit<LogEntry, "seq" | "direction" | "ref"> & { ref: string }, message: string): LogEntry | undefined {
    // DO NOTHING covers only the unique ref: any other constraint still fails loudly.
    return this.insert({ ...entry, direction: "in" }, message, "ON CONFLICT DO NOTHING");
  }

  private insert(entry: Omit<LogEntry, "seq">, message: string | null, onConflict: "" | "ON CONFLICT DO NOTHING"): LogEntry | undefined {
    const row = this.sql
      .exec<{ seq: number }>(
        `INSERT INTO log (direction, author, text, ref, status, at, message, operator_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ${onConflict} RETURNING seq`,
        entry.direction,
        entry.author,
        entry.text,
        entry.ref,
        entry.status,
        entry.at,
        message,
        entry.operatorId ?? null,
      )
      .toArray()[0];
    return row && { ...entry, operatorId: entry.operatorId ?? null, seq: row.seq };
  }

  /** The customer messages not yet answered by a committed turn (the inbox), oldest first. */
  pending(): { seq: number; message: string }[] {
    return this.sql.exec<{ seq: number; message: string }>("SELECT seq, message FROM log WHERE message IS NOT NULL ORDER BY seq").toArray();
  }

  pendingCount(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM log WHERE message IS NOT NULL").one().n;
  }

  /** A turn committed: its messages leave the inbox (the log keeps what operators see). */
  markAnswered(throughSeq: number): void {
    this.sql.exec("UPDATE log SET message = NULL WHERE message IS NOT NULL AND seq <= ?", throughSeq);
  }

  /** When the customer last wrote (the actor's clock), or undefined if never. */
  lastInboundAt(): number | undefined {
    return this.sql.exec<{ at: number }>("SELECT at FROM log WHERE direction = 'in' ORDER BY seq DESC LIMIT 1").toArray()[0]?.at;
  }

  setStatus(ref: string, status: string): LogEntry | undefined {
    this.sql.exec("UPDATE log SET status = ? WHERE ref = ?", status, ref);
    return this.sql.exec<LogEntry>(`SELECT ${COLUMNS} FROM log WHERE ref = ?`, ref).toArray()[0];
  }

  /** A pending inbound row learned more about itself (a voice note's transcript): text and message. */
  rewritePending(seq: number, text: string, message: string): void {
    this.sql.exec("UPDATE log SET text = ?, message = ? WHERE seq = ? AND message IS NOT NULL", text, message, seq);
  }

  bySeq(seqs: number[]): LogEntry[] {
    if (!seqs.length) return [];
    return this.sql.exec<LogEntry>(`SELECT ${COLUMNS} FROM log WHERE seq IN (${seqs.map(() => "?").join(", ")}) ORDER BY seq`, ...seqs).toArray();
  }

  recent(limit: number): LogEntry[] {
    return this.sql.exec<LogEntry>(`SELECT ${COLUMNS} FROM log ORDER BY seq DESC LIMIT ?`, limit).toArray().reverse();
  }

  last(): LogEntry | undefined {
    return this.sql.exec<LogEntry>(`SELECT ${COLUMNS} FROM log ORDER BY seq DESC LIMIT 1`).toArray()[0];
  }

  /** Is there an outbound row with this ref (a provider id of the shop's own message)? */
  hasOutbound(ref: string): boolean {
    return this.sql.exec("SELECT 1 FROM log WHERE ref = ? AND direction = 'out' LIMIT 1", ref).toArray().length > 0;
  }

  /** Did an operator write to the customer at or after `since`? */
  operatorWroteSince(since: number): boolean {
    return this.sql.exec("SELECT 1 FROM log WHERE direction = 'out' AND author IN ('operator', 'shop') AND at >= ? LIMIT 1", since).toArray().length > 0;
  }

  /** When the customer started waiting: their first message after our last reply that left. */
  waitingSince(): number | null {
    return this.sql
      .exec<{ at: number | null }>(
        `SELECT MIN(at) AS at FROM log WHERE direction = 'in' AND seq > COALESCE(
           (SELECT MAX(seq) FROM log WHERE direction = 'out' AND status NOT IN ('discarded', 'skipped', 'failed')), 0)`,
      )
      .one().at;
  }
}
