import { describe, expect, it } from "vitest";
import { ConversationState } from "../../src/conversation/state";
import { actor, graphRequests, inside, newContact, postWebhook, replyText, settle, textMsg, waPayload, wamid } from "../helpers";

// The schema of version 1, as actors created before the log became the inbox still have it.
const V1 = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
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
  CREATE TABLE IF NOT EXISTS effects (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
  INSERT INTO meta (key, value) VALUES ('schema_version', '1');`;

const tables = (sql: SqlStorage) =>
  sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name").toArray().map((r) => r.name);

describe("the actor's schema", () => {
  it("a new actor starts at the current schema: no seen or inbox table, the log holds both", async () => {
    const contact = newContact();
    await postWebhook(waPayload([textMsg(contact, "hola")]));
    await settle(contact);
    await inside(actor(contact), (_actor, state) => {
      expect(tables(state.storage.sql)).toEqual(["effects", "log", "meta", "outbox", "timers"]);
    });
  });

  it("an actor of version 1 with a message waiting in its inbox upgrades, keeps it and answers it once", async () => {
    const contact = newContact();
    const stub = actor(contact);
    const pendingId = wamid();
    const answeredId = wamid();
    await inside(stub, async (_actor, state) => {
      const sql = state.storage.sql;
      for (const t of tables(sql)) sql.exec(`DROP TABLE ${t}`);
      sql.exec(V1);
      const now = Date.now();
      const identity = { workspaceId: "demo", channelId: "demo-wa", provider: "whatsapp", channelExternalId: "100000000000001", contact };
      sql.exec("INSERT INTO meta (key, value) VALUES ('identity', ?), ('definition', '\"retail\"'), ('last_inbound_at', ?)", JSON.stringify(identity), String(now));
      // An earlier message, answered; then "quiero 2 pepsi", received, its turn armed but not run.
      sql.exec("INSERT INTO seen (message_id, at) VALUES (?, ?), (?, ?)", answeredId, now, pendingId, now);
      sql.exec("INSERT INTO log (direction, author, text, ref, status, at) VALUES ('in', 'customer', 'hola', ?, 'received', ?)", answeredId, now);
      sql.exec("INSERT INTO log (direction, author, text, ref, status, at) VALUES ('in', 'customer', 'quiero 2 pepsi', ?, 'received', ?)", pendingId, now);
      const message = { provider: "whatsapp", id: pendingId, from: contact, to: "100000000000001", timestamp: now, content: { type: "text", text: "quiero 2 pepsi" } };
      sql.exec("INSERT INTO inbox (message_id, received_at, message) VALUES (?, ?, ?)", pendingId, now, JSON.stringify(message));

      // What a redeployed actor does when it starts: its state upgrades the schema.
      const upgraded = new ConversationState(state.storage);
      expect(tables(sql)).toEqual(["effects", "log", "meta", "outbox", "timers"]);
      expect(sql.exec("SELECT value FROM meta WHERE key = 'schema_version'").one().value).toBe("3");
      expect(sql.exec("SELECT ref FROM log WHERE message IS NOT NULL").toArray()).toEqual([{ ref: pendingId }]);
      // The old last_inbound_at row is gone: the window is read from the log.
      expect(upgraded.windowOpen()).toBe(true);
      upgraded.alarms.set("drain", "drain", upgraded.now(), { firstAt: now });
      await upgraded.alarms.rearm();
    });
    // Redeliveries of both messages, before the turn runs, are recognised as seen.
    const redelivered = { provider: "whatsapp" as const, from: contact, to: "100000000000001", timestamp: Date.now(), content: { type: "text" as const, text: "quiero 2 pepsi" } };
    const identity = { workspaceId: "demo", channelId: "demo-wa", provider: "whatsapp" as const, channelExternalId: "100000000000001", contact };
    expect(await stub.receive(identity, "retail", [{ ...redelivered, id: pendingId }, { ...redelivered, id: answeredId }])).toMatchObject({ accepted: 0, duplicates: 2 });
    await settle(contact);
    const state = await stub.debugState();
    expect(state.inbox).toBe(0);
    expect(state.session.cart.map((l) => [l.productId, l.quantity])).toEqual([["pepsi-15", 2]]);
    const replies = (await graphRequests(contact)).map(replyText);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/Pepsi/);
  });
});
