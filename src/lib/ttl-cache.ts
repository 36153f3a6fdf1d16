// Rarely changing D1 rows (channels, workspace profiles) read on every webhook, turn or send are
// kept per isolate for a short while. Misses are cached too (an unknown number stays unknown
// without a query per webhook); a failed load is not cached.

export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets a key (its row just changed here); other isolates keep theirs until it expires. */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
