// The actor's own SQLite schema, applied as ordered migrations (tracked in the meta table) so
// that a redeploy adds columns without losing a conversation in flight.

const MIGRATIONS: string[] = [
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS seen (message_id TEXT PRIMARY KEY, at INTEGER NOT NULL);
   CREATE TABLE IF NOT EXISTS inbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL, received_at INTEGER NOT NULL, message TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS outbox (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, author TEXT NOT NULL, message TEXT NOT NULL,
     status TEXT NOT NULL, provider_message_id TEXT, queued_at INTEGER, error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
   CREATE TABLE IF NOT EXISTS timers (id TEXT PRIMARY KEY, kind TEXT NOT NULL, due_at INTEGER NOT NULL, payload TEXT NOT NULL DEFAULT '{}');
   CREATE TABLE IF NOT EXISTS log (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, direction TEXT NOT NULL, author TEXT NOT NULL, text TEXT NOT NULL,
     ref TEXT, status TEXT, at INTEGER NOT NULL);
   CREATE INDEX IF NOT EXISTS log_ref ON log(ref);
   CREATE TABLE IF NOT EXISTS effects (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);`,
];

export function migrate(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").toArray()[0];
  const current = row ? Number(row.value) : 0;
  for (let v = current; v < MIGRATIONS.length; v++) {
    sql.exec(MIGRATIONS[v]);
    sql.exec("INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", String(v + 1));
  }
}

export function getMeta<T>(sql: SqlStorage, key: string): T | undefined {
  const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export function setMeta(sql: SqlStorage, key: string, value: unknown): void {
  sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, JSON.stringify(value));
}
