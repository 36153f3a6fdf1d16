import { describe, expect, it } from "vitest";
import { exports, graphRequests, newContact, settle, waitFor } from "../helpers";

const AUTH = "Basic " + btoa("infobip:infobip-secret");

function inbound(contact: string, message: Record<string, unknown>, id = `ib-${crypto.randomUUID()}`) {
  return {
    results: [{ messageId: id, from: contact, to: "5491155550000", integrationType: "WHATSAPP", receivedAt: "2026-11-21T12:00:00.000+0000", message, contact: { name: "Cliente Infobip" } }],
    messageCount: 1,
    pendingMessageCount: 0,
  };
}

function post(body: unknown, auth: string | null = AUTH) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (auth) headers.authorization = auth;
  return exports.default.fetch(new Request("https://t.test/webhooks/infobip", { method: "POST", headers, body: JSON.stringify(body) }));
}

describe("Infobip inbound and outbound", () => {
  it("refuses missing or wrong Basic credentials", async () => {
    const contact = newContact();
    expect((await post(inbound(contact, { type: "TEXT", text: "hola" }), null)).status).toBe(401);
    expect((await post(inbound(contact, { type: "TEXT", text: "hola" }), "Basic " + btoa("infobip:wrong"))).status).toBe(401);
  });

  it("answers an Infobip contact through Infobip's text API with App auth", async () => {
    const contact = newContact();
    expect((await post(inbound(contact, { type: "TEXT", text: "quiero 2 pepsi" }))).status).toBe(200);
    await settle(contact, "demo-ib");
    const [req] = await waitFor(() => graphRequests(contact), (r) => r.length === 1);
    const r = req as unknown as { provider: string; path: string; authorization: string; body: { from: string; content: { text: string } } };
    expect(r.provider).toBe("infobip");
    expect(r.path).toBe("/whatsapp/1/message/text");
    expect(r.authorization).toBe("App test-infobip-key");
    expect(r.body.from).toBe("5491155550000");
    expect(r.body.content.text).toMatch(/Agregué 2 Pepsi/);
  });

  it("understands an interactive button reply exactly like the words, and renders buttons for Infobip", async () => {
    const contact = newContact();
    await post(inbound(contact, { type: "TEXT", text: "quiero 3 cocas grandes, eso es todo" }));
    await settle(contact, "demo-ib");
    await post(inbound(contact, { type: "INTERACTIVE_BUTTON_REPLY", id: "fulfilment:pickup", title: "Retiro en el local" }));
    await settle(contact, "demo-ib");
    const reqs = (await graphRequests(contact)) as unknown as { path: string; body: { content: { text?: string; body?: { text: string } } } }[];
    expect(reqs.map((r) => r.path)).toContain("/whatsapp/1/message/interactive/buttons");
    expect(reqs.at(-1)!.body.content.text).toMatch(/A nombre de quién/);
  });

  it("records an authentic payload of an unknown shape and acknowledges it", async () => {
    const res = await post({ something: "else" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ recorded: true });
  });
});
