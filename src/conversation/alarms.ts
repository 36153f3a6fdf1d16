// Alarms over SQL: one Durable Object alarm, many named timers in the `timers` table. The alarm is always
// set to the earliest due timer, so adding, moving or cancelling a timer is one row write.
// A conversation has a handful of timers and this actor is their only writer, so the rows are
// mirrored in memory: reads cost no statement, and the alarm is only touched when it moves.

export type TimerRow = {
  id: string;
  kind: string;
  due_at: number;
  payload: string;
};

export class Alarms {
  private rows: Map<string, TimerRow> | null = null;
  /** The alarm as last set by us (wall ms, null = none); undefined = not known, ask storage. */
  private armed: number | null | undefined = undefined;

  constructor(
    private readonly sql: SqlStorage,
    private readonly storage: DurableObjectStorage,
    /** Offset between the actor's clock and wall time, so moved clocks still wake the alarm. */
    private readonly clockOffset: () => number,
  ) {}

  private table(): Map<string, TimerRow> {
    if (!this.rows) {
      const rows = this.sql.exec<TimerRow>("SELECT id, kind, due_at, payload FROM timers").toArray();
      this.rows = new Map(rows.map((r) => [r.id, { ...r }]));
    }
    return this.rows;
  }

  /** Forget the mirror: a transaction rolled back. */
  forget(): void {
    this.rows = null;
    this.armed = undefined;
  }

  /** The alarm fired: the runtime cleared it, so the next rearm asks storage again. */
  alarmFired(): void {
    this.armed = undefined;
  }

  /** Arm (or move) a timer. Same id → replaced: a timer fires at most once per arming. */
  set(id: string, kind: string, dueAt: number, payload: unknown = {}): void {
    const row = { id, kind, due_at: dueAt, payload: JSON.stringify(payload) };
    const table = this.table();
    const current = table.get(id);
    // Unchanged (a burst held at its coalescing cap): nothing to write.
    if (current && current.kind === kind && current.due_at === dueAt && current.payload === row.payload) return;
    this.sql.exec(
      "INSERT INTO timers (id, kind, due_at, payload) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, due_at = excluded.due_at, payload = excluded.payload",
      row.id,
      row.kind,
      row.due_at,
      row.payload,
    );
    table.set(id, row);
  }

  /** Arm only if not already armed earlier: for "at the latest" deadlines. */
  setIfEarlier(id: string, kind: string, dueAt: number, payload: unknown = {}): void {
    const existing = this.get(id);
    if (!existing || existing.due_at > dueAt) this.set(id, kind, dueAt, payload);
  }

  get(id: string): TimerRow | undefined {
    const row = this.table().get(id);
    return row && { ...row };
  }

  cancel(id: string): void {
    const table = this.table();
    if (!table.has(id)) return;
    this.sql.exec("DELETE FROM timers WHERE id = ?", id);
    table.delete(id);
  }

  /** Cancels every timer of a kind, but the one named in `except`. */
  cancelKind(kind: string, except?: string): void {
    for (const row of this.all()) if (row.kind === kind && row.id !== except) this.cancel(row.id);
  }

  due(now: number): TimerRow[] {
    return this.all().filter((r) => r.due_at <= now);
  }

  all(): TimerRow[] {
    return [...this.table().values()].map((r) => ({ ...r })).sort((a, b) => a.due_at - b.due_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /**
   * Make the single alarm fire no later than the earliest timer (or clear it). An alarm that is
   * already set earlier, still ahead, is kept: it fires, finds nothing due and follows the timer.
   * So a timer moved later — the debounce, on every message of a burst — costs no alarm write.
   */
  async rearm(): Promise<void> {
    let next: number | null = null;
    for (const r of this.table().values()) if (next === null || r.due_at < next) next = r.due_at;
    const wall = next === null ? null : next - this.clockOffset();
    if (this.armed === undefined) this.armed = await this.storage.getAlarm();
    if (this.armed === wall) return;
    if (wall !== null && this.armed !== null && this.armed < wall && this.armed > Date.now()) return;
    if (wall === null) await this.storage.deleteAlarm();
    else await this.storage.setAlarm(wall);
    this.armed = wall;
  }
}
