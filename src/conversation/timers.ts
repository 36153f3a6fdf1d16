// Alarm multiplexer: one Durable Object alarm, many logical timers in SQL. The alarm is always
// set to the earliest due timer, so adding, moving or cancelling a timer is one row write.

export type TimerRow = {
  id: string;
  kind: string;
  due_at: number;
  payload: string;
};

export class Timers {
  constructor(
    private readonly sql: SqlStorage,
    private readonly storage: DurableObjectStorage,
    /** Offset between the actor's clock and wall time, so moved clocks still wake the alarm. */
    private readonly clockOffset: () => number,
  ) {}

  /** Arm (or move) a timer. Same id → replaced: a timer fires at most once per arming. */
  set(id: string, kind: string, dueAt: number, payload: unknown = {}): void {
    this.sql.exec(
      "INSERT INTO timers (id, kind, due_at, payload) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, due_at = excluded.due_at, payload = excluded.payload",
      id,
      kind,
      dueAt,
      JSON.stringify(payload),
    );
  }

  /** Arm only if not already armed earlier: for "at the latest" deadlines. */
  setIfEarlier(id: string, kind: string, dueAt: number, payload: unknown = {}): void {
    const existing = this.get(id);
    if (!existing || existing.due_at > dueAt) this.set(id, kind, dueAt, payload);
  }

  get(id: string): TimerRow | undefined {
    return this.sql.exec<TimerRow>("SELECT id, kind, due_at, payload FROM timers WHERE id = ?", id).toArray()[0];
  }

  cancel(id: string): void {
    this.sql.exec("DELETE FROM timers WHERE id = ?", id);
  }

  cancelKinds(kinds: string[]): void {
    for (const k of kinds) this.sql.exec("DELETE FROM timers WHERE kind = ?", k);
  }

  due(now: number): TimerRow[] {
    return this.sql.exec<TimerRow>("SELECT id, kind, due_at, payload FROM timers WHERE due_at <= ? ORDER BY due_at, id", now).toArray();
  }

  all(): TimerRow[] {
    return this.sql.exec<TimerRow>("SELECT id, kind, due_at, payload FROM timers ORDER BY due_at, id").toArray();
  }

  /** Point the single alarm at the earliest timer (or clear it). */
  async rearm(): Promise<void> {
    const next = this.sql.exec<{ due: number | null }>("SELECT MIN(due_at) AS due FROM timers").one().due;
    if (next === null) {
      await this.storage.deleteAlarm();
      return;
    }
    const wall = next - this.clockOffset();
    const current = await this.storage.getAlarm();
    if (current !== wall) await this.storage.setAlarm(wall);
  }
}
