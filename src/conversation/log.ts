import type { Author } from "../channels/types";

// What operators see: every message in and out, with author and delivery status.

export type LogEntry = {
  seq: number;
  direction: "in" | "out";
  author: Author | "customer";
  text: string;
  ref: string | null;
  status: string | null;
  at: number;
};

export class MessageLog {
  constructor(private readonly sql: SqlStorage) {}

  append(entry: Omit<LogEntry, "seq">): LogEntry {
    const row = this.sql
      .exec<{ seq: number }>(
        "INSERT INTO log (direction, author, text, ref, status, at) VALUES (?, ?, ?, ?, ?, ?) RETURNING seq",
        entry.direction,
        entry.author,
        entry.text,
        entry.ref,
        entry.status,
        entry.at,
      )
      .one();
    return { ...entry, seq: row.seq };
  }

  setStatus(ref: string, status: string): LogEntry | undefined {
    this.sql.exec("UPDATE log SET status = ? WHERE ref = ?", status, ref);
    return this.sql.exec<LogEntry>("SELECT * FROM log WHERE ref = ?", ref).toArray()[0];
  }

  recent(limit: number): LogEntry[] {
    return this.sql.exec<LogEntry>("SELECT * FROM log ORDER BY seq DESC LIMIT ?", limit).toArray().reverse();
  }

  last(): LogEntry | undefined {
    return this.sql.exec<LogEntry>("SELECT * FROM log ORDER BY seq DESC LIMIT 1").toArray()[0];
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
