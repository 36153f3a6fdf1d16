import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OutboundJob } from "../../src/channels/types";
import type { OutboundMessage } from "../../src/lib/messages";
import worker from "../../src/index";
import { env, GRAPH, graphRequests, newContact, postWebhook, replies, settle, textMsg, waitFor, waPayload, wamid } from "../helpers";

// The WhatsApp channel through the real webhook route and queue consumer, against the fake
// Graph API: read receipts with the typing indicator, Coexistence webhooks, product messages.

interface Read {
  messageId: string;
  phoneNumberId: string;
  typing: string | null;
}

async function reads(messageId: string): Promise<Read[]> {
  return (await (await fetch(`${GRAPH()}/__fake/reads?message_id=${encodeURIComponent(messageId)}`)).json()) as Read[];
}

async function setReadFaults(faults: { delayMs?: number; mode?: "ok" | "fail" | "drop" }): Promise<void> {
  await fetch(`${GRAPH()}/__fake/read-faults`, { method: "POST", body: JSON.stringify(faults) });
}

const QUIET_PNID = "100000000000077";
const CATALOG_PNID = "100000000000078";

/** Two more shops: one with read receipts off, one with a Meta catalog on its number. */
beforeAll(async () => {
  const demo = await env.DB.prepare("SELECT profile FROM workspaces WHERE id = 'demo'").first<{ profile: string }>();
  const profile = JSON.parse(demo!.profile) as Record<string, unknown>;
  const shops = [
    { id: "quiet", channel: "quiet-wa", pnid: QUIET_PNID, profile: { ...profile, readReceipts: false } },
    { id: "catalog", channel: "catalog-wa", pnid: CATALOG_PNID, profile: { ...profile, whatsappCatalogId: "194836987003835" } },
  ];
  await env.DB.batch(
    shops.flatMap((s) => [
      env.DB.prepare("INSERT OR REPLACE INTO workspaces (id, name, definition, currency, timezone, profile, created_at) VALUES (?, ?, 'retail', 'ARS', 'America/Argentina/Buenos_Aires', ?, 1)").bind(
        s.id,
        s.id,
        JSON.stringify(s.profile),
      ),
      env.DB.prepare("INSERT OR REPLACE INTO channels (id, workspace_id, provider, external_id, created_at) VALUES (?, ?, 'whatsapp', ?, 1)").bind(s.channel, s.id, s.pnid),
    ]),
  );
});

afterEach(() => setReadFaults({ delayMs: 0, mode: "ok" }));

describe("read receipt with typing indicator", () => {
  it("marks an accepted message read with typing_indicator text, once, on the shop's number", async () => {
    const contact = newContact();
    const msg = textMsg(contact, "hola");
    expect((await postWebhook(waPayload([msg]))).status).toBe(200);
    const receipt = await waitFor(() => reads(msg.id!), (r) => r.length > 0, 10_000, "read receipt");
    expect(receipt).toEqual([expect.objectContaining({ messageId: msg.id, phoneNumberId: "100000000000001", typing: "text" })]);
    await replies(contact, 1);
    // Meta redelivers the same webhook: nothing new was accepted, so no second receipt.
    expect((await postWebhook(waPayload([msg]))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await reads(msg.id!)).toHaveLength(1);
  });

  it("a burst in one webhook gets one receipt, for its last message (which reads the ones before)", async () => {
    const contact = newContact();
    const burst = [textMsg(contact, "hola"), textMsg(contact, "quiero 2 pepsi"), textMsg(contact, "y una fanta")];
    await postWebhook(waPayload(burst));
    await waitFor(() => reads(burst[2]!.id!), (r) => r.length === 1, 10_000, "read receipt");
    expect([...(await reads(burst[0]!.id!)), ...(await reads(burst[1]!.id!))]).toEqual([]);
  });

  it("a slow Graph API does not slow the webhook; the receipt still goes out", async () => {
    await setReadFaults({ delayMs: 3000 });
    const contact = newContact();
    const msg = textMsg(contact, "hola");
    const started = Date.now();
    const res = await postWebhook(waPayload([msg]));
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    expect(took).toBeLessThan(2500);
    expect(await reads(msg.id!)).toEqual([]);
    await waitFor(() => reads(msg.id!), (r) => r.length === 1, 10_000, "the delayed receipt");
  });

  it("a Graph API that fails or drops the connection neither fails the webhook nor stops the reply", async () => {
    for (const mode of ["fail", "drop"] as const) {
      await setReadFaults({ mode });
      const contact = newContact();
      const msg = textMsg(contact, "hola");
      const res = await postWebhook(waPayload([msg]));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, delivered: 1 });
      expect((await replies(contact, 1))[0]).toMatch(/Hola/);
      expect(await reads(msg.id!)).toEqual([]);
    }
  });

  it("a shop that turned read receipts off gets none", async () => {
    const contact = newContact();
    const msg = textMsg(contact, "hola");
    expect(await (await postWebhook(waPayload([msg], { phoneNumberId: QUIET_PNID }))).json()).toMatchObject({ delivered: 1 });
    await settle(contact, "quiet-wa", "quiet");
    await new Promise((r) => setTimeout(r, 300));
    expect(await reads(msg.id!)).toEqual([]);
  });
});

// What the conversation does with carts, media, reactions and locations: inbound-kinds.test.ts.

describe("Coexistence webhooks", () => {
  function coexistence(field: string, value: Record<string, unknown>) {
    return {
      object: "whatsapp_business_account",
      entry: [{ id: "WABA_ID", changes: [{ field, value: { messaging_product: "whatsapp", metadata: { display_phone_number: "5491155550000", phone_number_id: "100000000000001" }, ...value } }] }],
    };
  }

  async function events(kind: string, contact: string) {
    const rows = await env.DB.prepare("SELECT ref, body FROM whatsapp_events WHERE kind = ? AND phone_number_id = '100000000000001' AND contact = ? ORDER BY id").bind(kind, contact).all<{ ref: string; body: string }>();
    return rows.results.map((r) => ({ ref: r.ref, body: JSON.parse(r.body) as Record<string, unknown> }));
  }

  it("records what the owner sent from the app once, however often Meta delivers it, and acknowledges", async () => {
    const contact = newContact();
    const echo = { from: "5491155550000", to: contact, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: "Hola, soy Tito, te atiendo yo" } };
    const payload = coexistence("smb_message_echoes", { message_echoes: [echo] });
    for (let i = 0; i < 3; i++) {
      const res = await postWebhook(payload);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, delivered: 0 });
    }
    const rows = await events("echo", contact);
    expect(rows).toEqual([{ ref: echo.id, body: expect.objectContaining({ contact, content: { type: "text", text: "Hola, soy Tito, te atiendo yo" } }) }]);
    expect(await graphRequests(contact)).toEqual([]); // an echo is not a customer message: no reply
  });

  it("records shared history threads and address-book changes", async () => {
    const contact = newContact();
    const history = {
      history: [
        {
          metadata: { phase: 1, chunk_order: 2, progress: 100 },
          threads: [{ id: contact, messages: [{ from: contact, id: wamid(), timestamp: "1739230955", type: "text", text: { body: "¿Abren el domingo?" }, history_context: { status: "READ" } }] }],
        },
      ],
    };
    const sync = { state_sync: [{ type: "contact", contact: { full_name: "Pablo Morales", first_name: "Pablo", phone_number: contact }, action: "add", metadata: { timestamp: "1739321024" } }] };
    expect((await postWebhook(coexistence("history", history))).status).toBe(200);
    expect((await postWebhook(coexistence("smb_app_state_sync", sync))).status).toBe(200);
    const [thread] = await events("history", contact);
    expect(thread!.body).toMatchObject({ phase: 1, chunkOrder: 2, progress: 100, contact, messages: [{ fromBusiness: false, status: "READ", content: { type: "text", text: "¿Abren el domingo?" } }] });
    expect((await events("app_state", contact)).map((r) => r.body)).toEqual([expect.objectContaining({ action: "add", fullName: "Pablo Morales", firstName: "Pablo" })]);
  });
});

describe("product messages through the queue", () => {
  function job(channelId: string, workspaceId: string, from: string, to: string, message: OutboundMessage): OutboundJob {
    return { outboxId: `test/${crypto.randomUUID()}`, workspaceId, conversation: `${workspaceId}:${channelId}:${to}`, channelId, provider: "whatsapp", from, to, author: "agent", message };
  }

  async function deliver(j: OutboundJob) {
    const batch = createMessageBatch<OutboundJob>("tendero-outbound", [{ id: "m0", timestamp: new Date(), attempts: 1, body: j }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    return getQueueResult(batch, ctx);
  }

  const drinks: OutboundMessage = {
    type: "product_list",
    header: "Bebidas",
    text: "Estas son las gaseosas",
    button: "Ver gaseosas",
    sections: [{ title: "Gaseosas", items: [{ sku: "COCA-15", id: "product:coca-15", title: "Coca-Cola 1,5 L", description: "$2.500" }, { sku: "PEPSI-15", id: "product:pepsi-15", title: "Pepsi 1,5 L", description: "$2.200" }] }],
  };

  it("a shop with a Meta catalog sends a multi-product message the Graph API accepts", async () => {
    const contact = newContact();
    expect((await deliver(job("catalog-wa", "catalog", CATALOG_PNID, contact, drinks))).explicitAcks).toEqual(["m0"]);
    const [sent] = await graphRequests(contact);
    expect(sent!.body.interactive).toEqual({
      type: "product_list",
      header: { type: "text", text: "Bebidas" },
      body: { text: "Estas son las gaseosas" },
      action: { catalog_id: "194836987003835", sections: [{ title: "Gaseosas", product_items: [{ product_retailer_id: "COCA-15" }, { product_retailer_id: "PEPSI-15" }] }] },
    });
  });

  it("a shop without one sends the same products as a list, and a location request as WhatsApp's button", async () => {
    const contact = newContact();
    await deliver(job("demo-wa", "demo", "100000000000001", contact, drinks));
    await deliver(job("demo-wa", "demo", "100000000000001", contact, { type: "location_request", text: "¿A dónde te lo mandamos?" }));
    const [list, location] = await graphRequests(contact);
    expect(list!.body.interactive).toMatchObject({ type: "list", action: { button: "Ver gaseosas", sections: [{ rows: [{ id: "product:coca-15", title: "Coca-Cola 1,5 L" }, { id: "product:pepsi-15" }] }] } });
    expect(location!.body.interactive).toEqual({ type: "location_request_message", body: { text: "¿A dónde te lo mandamos?" }, action: { name: "send_location" } });
  });
});
