// The actor's own SQLite schema. A new actor creates the current schema at once; an older one
// applies the upgrades since its version (tracked in the meta table), so a redeploy changes the
// schema without losing a conversation in flight.

/** The schema a new actor starts with. Keep it equal to version 1 plus every upgrade below. */
const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, author TEXT NOT NULL, message TEXT NOT NULL,
    status TEXT NOT NULL, provider_message_id TEXT, queued_at INTEGER, error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
  CREATE TABLE timers (id TEXT PRIMARY KEY, kind TEXT NOT NULL, due_at INTEGER NOT NULL, payload TEXT NOT NULL DEFAULT '{}');
  -- Everything in and out, as operators see it. An inbound row is also the dedupe record (its ref,
  -- the provider message id, is unique) and, while \`message\` is set, the turn's inbox.
  CREATE TABLE log (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, direction TEXT NOT NULL, author TEXT NOT NULL, text TEXT NOT NULL,
    ref TEXT, status TEXT, at INTEGER NOT NULL, message TEXT, operator_id TEXT);
  CREATE INDEX log_ref ON log(ref);
  CREATE UNIQUE INDEX log_inbound_ref ON log(ref) WHERE direction = 'in';
  CREATE INDEX log_pending ON log(seq) WHERE message IS NOT NULL;
  CREATE TABLE effects (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);`;

/** UPGRADES[v] takes a database from version v + 1 to v + 2. */
const UPGRADES: string[] = [
  // 1 → 2: the log becomes the dedupe record and the inbox (one insert per webhook instead of
  // three): the seen and inbox tables go, pending inbox rows move into the log. (A turn pending
  // across this upgrade is keyed by its first log row from now on.) The seen table forgot ids
  // after 7 days, so a very late redelivery may have logged an id twice: later copies get a
  // suffixed ref before the unique index is built.
  `ALTER TABLE log ADD COLUMN message TEXT;
   UPDATE log SET message = (SELECT i.message FROM inbox i WHERE i.message_id = log.ref)
     WHERE seq IN (SELECT MAX(seq) FROM log WHERE direction = 'in' AND ref IN (SELECT message_id FROM inbox) GROUP BY ref);
   UPDATE log SET ref = ref || '#' || seq WHERE direction = 'in' AND ref IS NOT NULL
     AND seq NOT IN (SELECT MIN(seq) FROM log WHERE direction = 'in' AND ref IS NOT NULL GROUP BY ref);
   CREATE UNIQUE INDEX log_inbound_ref ON log(ref) WHERE direction = 'in';
   CREATE INDEX log_pending ON log(seq) WHERE message IS NOT NULL;
   DROP TABLE seen;
   DROP TABLE inbox;
   DELETE FROM meta WHERE key IN ('last_inbound_at', 'seen_pruned_at');`,
  // 2 → 3: an operator's message records which operator wrote it.
  `ALTER TABLE log ADD COLUMN operator_id TEXT;`,
];
const VERSION = UPGRADES.length + 1;

export function migrate(sql: SqlStorage, transaction: (fn: () => void) => void): void {
  // One statement when the schema is current (every wake-up of the actor pays this).
  let current = 0;
  try {
    const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").toArray()[0];
    current = row ? Number(row.value) : 0;
  } catch {
    current = 0; // a new actor: no meta table yet
  }
  if (current === VERSION) return;
  transaction(() => {
    if (current === 0) sql.exec(SCHEMA);
    else for (let v = current; v < VERSION; v++) sql.exec(UPGRADES[v - 1]);
    sql.exec("INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", String(VERSION));
  });
}
