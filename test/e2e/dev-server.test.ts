import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { startDevServer, type DevServer } from "./support/dev-server";

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer();
});
afterAll(async () => server?.stop());

describe("wrangler dev, as a newcomer runs it", () => {
  it("serves the demo shop: a signed webhook is answered in the sandbox outbox", async () => {
    const contact = "5491100000042";
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ id: "W", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { phone_number_id: "100000000000001" }, messages: [{ from: contact, id: "wamid.E2E1", timestamp: "1700000000", type: "text", text: { body: "quiero 2 pepsi" } }] } }] }],
    });
    const sig = "sha256=" + createHmac("sha256", "e2e-app-secret").update(body).digest("hex");
    const res = await fetch(`${server.url}/webhooks/whatsapp`, { method: "POST", headers: { "x-hub-signature-256": sig, "content-type": "application/json" }, body });
    expect(res.status).toBe(200);
    let messages: { message: { text?: string } }[] = [];
    for (let i = 0; i < 100 && messages.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      messages = (await (await fetch(`${server.url}/sandbox/outbox?to=${contact}`)).json()).messages;
    }
    expect(messages[0]?.message.text).toMatch(/Agregué 2 Pepsi 1,5 L/);
  });
});
