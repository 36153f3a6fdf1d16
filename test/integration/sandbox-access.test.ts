import { describe, expect, it } from "vitest";
import { env, exports, newContact } from "../helpers";
import { BUILTIN_NAMES } from "../support/security";

// #12 item 1: replies "sent" through a sandbox channel (no send credentials: the local demo, or a
// production channel still missing its token) hold names, DNIs, addresses and totals. They are
// read through the operator API of their own workspace, with its operator token, and nowhere else.

/** A reply as the queue consumer stores it for a sandbox channel (src/channels/deliver.ts). */
async function sandboxReply(workspace: string, channel: string, contact: string, text: string): Promise<void> {
  const id = `${workspace}:${channel}:${contact}/t1/${crypto.randomUUID()}`;
  await env.DB.prepare(
    `INSERT INTO outbound_messages (id, workspace_id, conversation, channel_id, provider, to_contact, author, body, status, attempts, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'sandbox', ?, 'agent', ?, 'sent', 1, ?, ?)`,
  )
    .bind(id, workspace, `${workspace}:${channel}:${contact}`, channel, contact, JSON.stringify({ type: "text", text }), Date.now(), Date.now())
    .run();
}

const get = (path: string, token?: string) => exports.default.fetch(new Request(`https://tendero.test${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

describe("sandbox replies", () => {
  it("are not readable without credentials: the old open route is gone", async () => {
    const contact = newContact();
    await sandboxReply("demo", "demo-wa", contact, "Juan Pérez, DNI 30123456, total $9.400");
    const res = await get(`/sandbox/outbox?to=${contact}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("30123456");
  });

  it("are read with the workspace's operator token, and only that workspace's", async () => {
    const contact = newContact();
    await sandboxReply("demo", "demo-wa", contact, "Tu pedido ORD-00001, DNI 30123456");
    await sandboxReply("packs", "packs-wa", contact, "Colchón x2 para Ana");
    const path = `/api/workspaces/demo/sandbox/outbox?to=${contact}`;
    for (const token of [undefined, "wrong", "dev-packs-token"]) {
      const refused = await get(path, token);
      expect(refused.status, String(token)).toBe(401);
      expect(await refused.text()).not.toContain("30123456");
    }
    const demo = (await (await get(path, "dev-operator-token")).json()) as { messages: { seq: number; message: { text: string } }[] };
    expect(demo.messages.map((m) => m.message.text)).toEqual(["Tu pedido ORD-00001, DNI 30123456"]);
    const packs = (await (await get(`/api/workspaces/packs/sandbox/outbox?to=%2B${contact}`, "dev-packs-token")).json()) as { messages: { message: { text: string } }[] };
    expect(packs.messages.map((m) => m.message.text)).toEqual(["Colchón x2 para Ana"]);
    // `after` pages on: nothing newer than the last one seen.
    const after = (await (await get(`${path}&after=${demo.messages[0].seq}`, "dev-operator-token")).json()) as { messages: unknown[] };
    expect(after.messages).toEqual([]);
  });

  it("refuses a 'to' that is not a phone number, built-in names included", async () => {
    for (const to of [...BUILTIN_NAMES, "", "abc", "54911ABCD", "1".repeat(40)]) {
      expect((await get(`/api/workspaces/demo/sandbox/outbox?to=${encodeURIComponent(to)}`, "dev-operator-token")).status, to).toBe(400);
    }
  });
});
