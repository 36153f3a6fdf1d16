import { describe, expect, it } from "vitest";
import { actor, APP_SECRET, env, exports, graphRequests, newContact, postWebhook, replies, replyText, say, settle, sign, textMsg, waPayload } from "../helpers";

// Named bad inputs at the front door and through a whole conversation. Each case asserts what
// the provider sees (the status code) and what the customer and the shop see afterwards.

async function hmacBytes(bytes: Uint8Array, secret = APP_SECRET): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes));
  return "sha256=" + [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function postBytes(bytes: Uint8Array, signature: string): Promise<Response> {
  return exports.default.fetch(
    new Request("https://tendero.test/webhooks/whatsapp", { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body: bytes }),
  );
}

async function rejectsCount(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_rejects").first<{ n: number }>())!.n;
}

/** Customer messages the conversation has logged (what the operator console shows). */
async function loggedInbound(contact: string): Promise<string[]> {
  const snap = await actor(contact).snapshot();
  return snap.messages.filter((m) => m.direction === "in").map((m) => m.text);
}

describe("bad input at the webhook", () => {
  it("refuses a signed body over 3 MB with 413 and nothing reaches a conversation", async () => {
    const contact = newContact();
    const body = JSON.stringify(waPayload([textMsg(contact, "quiero 2 pepsi " + "x".repeat(3 * 1024 * 1024))]));
    const res = await postWebhook(null, { raw: body });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "body too large" });
    expect(await loggedInbound(contact)).toEqual([]);
  });

  it("records and acknowledges deeply nested JSON, at the top and inside a message, without a 500", async () => {
    const deepArray = "[".repeat(100_000) + "]".repeat(100_000);
    const deepObject = '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000);
    const before = await rejectsCount();
    for (const raw of [deepArray, deepObject]) {
      const res = await postWebhook(null, { raw });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, recorded: true });
    }
    // Inside an otherwise valid message: the message is recorded as rejected, its neighbour kept.
    const contact = newContact();
    const good = textMsg(contact, "hola");
    const payload = JSON.stringify(waPayload([good])).replace(`"type":"text"`, `"type":"text","extra":${deepObject}`);
    const inValue = JSON.stringify(waPayload([textMsg(contact, "quiero 2 pepsi")])).replace('"messaging_product"', `"deep":${deepArray},"messaging_product"`);
    expect((await postWebhook(null, { raw: payload })).status).toBe(200);
    expect((await postWebhook(null, { raw: inValue })).status).toBe(200);
    expect(await rejectsCount()).toBeGreaterThanOrEqual(before + 2);
    await settle(contact);
    expect(await loggedInbound(contact)).toEqual(["hola", "quiero 2 pepsi"]);
  });

  it("accepts invalid UTF-8 inside a correctly signed body: the bad bytes become U+FFFD and the customer is answered", async () => {
    const contact = newContact();
    const json = JSON.stringify(waPayload([textMsg(contact, "quiero 2 pepsi @@@@")]));
    const bytes = new TextEncoder().encode(json);
    const at = json.indexOf("@@@@");
    bytes.set([0xc3, 0x28, 0xff, 0xfe], at); // an invalid two-byte sequence and two bytes that never occur in UTF-8
    const res = await postBytes(bytes, await hmacBytes(bytes));
    expect(res.status).toBe(200);
    const [reply] = await replies(contact, 1);
    expect(reply).toMatch(/Agregué 2 Pepsi/);
    const [logged] = await loggedInbound(contact);
    expect(logged).toContain("\uFFFD");
  });

  it("answers 401 for a signature of the wrong length, whatever its content", async () => {
    const contact = newContact();
    const body = JSON.stringify(waPayload([textMsg(contact, "hola")]));
    const good = await sign(body);
    const hex = good.slice("sha256=".length);
    const wrong = [
      "sha256=",
      good.slice(0, -1),
      good + "0",
      good + good.slice(7),
      "sha256=" + hex.slice(0, 40), // a SHA-1 sized MAC
      "sha1=" + hex,
      "sha256=" + hex.toUpperCase() + "00",
      " ".repeat(71),
    ];
    for (const signature of wrong) {
      const res = await postWebhook(null, { raw: body, signature });
      expect(res.status, signature).toBe(401);
    }
    expect(await loggedInbound(contact)).toEqual([]);
  });

  it("refuses a replayed signature on a changed body, and the original message is not re-run", async () => {
    const contact = newContact();
    const original = JSON.stringify(waPayload([textMsg(contact, "quiero 2 pepsi", "wamid.REPLAY1")]));
    const signature = await sign(original);
    expect((await postWebhook(null, { raw: original, signature })).status).toBe(200);
    await replies(contact, 1);
    // The same header, a new body: another contact, another text, another message id.
    const forged = [
      original.replace("quiero 2 pepsi", "quiero 9 havanna"),
      original.replace("wamid.REPLAY1", "wamid.REPLAY2"),
      original.replace(contact, newContact()),
      original + " ",
    ];
    for (const raw of forged) expect((await postWebhook(null, { raw, signature })).status).toBe(401);
    // Replaying the genuine request byte for byte is authentic, and deduplicated.
    expect((await postWebhook(null, { raw: original, signature })).status).toBe(200);
    await settle(contact);
    expect(await loggedInbound(contact)).toEqual(["quiero 2 pepsi"]);
    expect(await graphRequests(contact)).toHaveLength(1);
  });

  it("records a message whose sender number has letters, creates no conversation and sends nothing", async () => {
    const before = await rejectsCount();
    const from = "54911ABCD1234";
    const res = await postWebhook(waPayload([textMsg(from, "hola")]));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, delivered: 0 });
    expect(await rejectsCount()).toBe(before + 1);
    const row = await env.DB.prepare("SELECT reason, body FROM webhook_rejects ORDER BY id DESC LIMIT 1").first<{ reason: string; body: string }>();
    expect(row!.reason).toMatch(/from/);
    expect(row!.body).toContain(from);
    expect(await graphRequests(from)).toHaveLength(0);
  });
});

describe("bad input inside a conversation", () => {
  it("keeps SQL-looking and HTML text verbatim: in the D1 customer row, the order and the replies", async () => {
    const contact = newContact();
    const productsBefore = (await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first<{ n: number }>())!.n;
    const script = "<script>alert('x')</script>";
    const sql = "'; DROP TABLE products;--";
    const address = `Av. <b>Corrientes</b> & ${"<i>"}1234 "piso" 5`;
    const steps = [`quiero 2 ${script}`, `tenés ${sql}`, "quiero 2 pepsi", "listo", "envío", "Ana", "30123456", address, "efectivo"];
    for (const m of steps) {
      expect((await say(contact, m)).status).toBe(200);
      await settle(contact);
    }
    // The customer's own words are kept as typed (this is what the operator console shows).
    expect(await loggedInbound(contact)).toEqual(steps);
    const texts = (await graphRequests(contact)).map(replyText);
    // Unknown products get a clear "no" rather than an error or a handoff.
    expect(texts[0]).toMatch(/No tengo/);
    expect(texts[1]).toMatch(/No tengo|no/i);
    // The summary shows the address exactly as stored, with no HTML escaping (WhatsApp is plain text).
    const customer = await env.DB.prepare("SELECT first_name, dni, address FROM customers WHERE contact = ?").bind(contact).first<Record<string, string>>();
    expect(customer).toMatchObject({ first_name: "Ana", dni: "30123456" });
    expect(customer!.address).toContain("<b>Corrientes</b>");
    const summary = texts[texts.length - 1];
    expect(summary).toContain(`Entrega en: ${customer!.address}`);
    expect(summary).not.toMatch(/&lt;|&amp;|&quot;/);

    await say(contact, "sí");
    await settle(contact);
    const order = await env.DB.prepare("SELECT address, total FROM orders WHERE contact = ?").bind(contact).first<{ address: string; total: number }>();
    expect(order!.address).toBe(customer!.address);
    // Nothing was executed: the catalog is intact.
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first<{ n: number }>())!.n).toBe(productsBefore);
  });

  it("answers a name that is SQL or HTML with a clear question, and stores nothing for it", async () => {
    const contact = newContact();
    for (const m of ["quiero 1 fanta", "listo", "retiro", "Robert'); DROP TABLE customers;--", "<img src=x onerror=alert(1)>"]) {
      await say(contact, m);
      await settle(contact);
    }
    const texts = (await graphRequests(contact)).map(replyText);
    expect(texts.slice(-2).join("\n")).toMatch(/nombre/);
    expect(await env.DB.prepare("SELECT first_name FROM customers WHERE contact = ?").bind(contact).first()).toBeNull();
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM customers").first<{ n: number }>())!.n).toBeGreaterThanOrEqual(0);
    // The conversation goes on normally with a real name.
    await say(contact, "Juan");
    await settle(contact);
    expect(replyText((await graphRequests(contact)).at(-1)!)).toMatch(/DNI/);
  });

  it("answers an emoji-only message", async () => {
    const contact = newContact();
    await say(contact, "😀🙏🏽🔥");
    const [reply] = await replies(contact, 1);
    expect(reply.length).toBeGreaterThan(0);
    await settle(contact);
    expect((await actor(contact).debugState()).session.state).not.toMatch(/HANDOFF/i);
  });

  it("answers a 4,096-character message and still understands the order in it", async () => {
    const contact = newContact();
    const text = ("quiero 2 pepsi. " + "bla ".repeat(2000)).slice(0, 4096);
    expect(text).toHaveLength(4096);
    await say(contact, text);
    const [reply] = await replies(contact, 1);
    expect(reply).toMatch(/Agregué 2 Pepsi/);
    expect(await loggedInbound(contact)).toEqual([text]);
  });

  it("answers a phone number with letters with what is wrong with it", async () => {
    const contact = newContact();
    await say(contact, "mi cel es 11-ABCD-1234");
    const [reply] = await replies(contact, 1);
    expect(reply).toMatch(/teléfono lleva solo números/);
    expect(await env.DB.prepare("SELECT phone FROM customers WHERE contact = ?").bind(contact).first()).toBeNull();
  });
});
