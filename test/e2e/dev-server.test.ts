import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "./support/dev-server";

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer({ DEBOUNCE_MS: "300" });
});
afterAll(async () => server?.stop());

describe("wrangler dev, as a newcomer runs it", () => {
  it("serves the demo shop: a signed webhook is answered in the sandbox outbox, read with the operator token", async () => {
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
      const outbox = await fetch(`${server.url}/api/workspaces/demo/sandbox/outbox?to=${contact}`, { headers: { authorization: "Bearer dev-operator-token" } });
      messages = (await outbox.json()).messages;
    }
    expect(messages[0]?.message.text).toMatch(/Agregué 2 Pepsi 1,5 L/);
    // Customer data: nobody reads it without the workspace's operator token.
    expect((await fetch(`${server.url}/api/workspaces/demo/sandbox/outbox?to=${contact}`)).status).toBe(401);
    expect((await fetch(`${server.url}/sandbox/outbox?to=${contact}`)).status).toBe(404);
  });

  it("npm run chat places the README's example order", async () => {
    const lines = ["Hola, quiero 2 cocas", "#1", "¿hasta qué hora abren?", "agregá 2 pepsi", "listo", "retiro", "Juan Pérez", "30123456", "efectivo", "sí"];
    const args = [join(import.meta.dirname, "..", "..", "scripts", "chat.mjs"), "--url", server.url, "--secret", "e2e-app-secret", "--contact", "5491100000077", "--wait", "6000", "--settle", "700"];
    const { stdout } = await promisify(execFile)(process.execPath, [...args, ...lines.flatMap((l) => ["--say", l])], { timeout: 120_000 });
    expect(stdout).toMatch(/Coca-Cola 1,5 L o Coca-Cola 500 ml/);
    expect(stdout).toMatch(/Abrimos lunes a viernes de 9 a 20/);
    expect(stdout).toMatch(/Por cierto, tenés 2 Coca-Cola 1,5 L en el carrito/);
    expect(stdout).toMatch(/Total: \$9\.400/);
    expect(stdout).toMatch(/Tu pedido ORD-\d{5} quedó confirmado/);
  });

  it("npm run chat sends a --burst as quick messages answered together, and prints a number's history before its next line", async () => {
    const chat = (extra: string[]) => promisify(execFile)(process.execPath, [join(import.meta.dirname, "..", "..", "scripts", "chat.mjs"), "--url", server.url, "--secret", "e2e-app-secret", "--contact", "5491100000078", "--wait", "8000", "--settle", "700", ...extra], { timeout: 120_000 });
    const first = await chat(["--burst", "hola | quiero 2 pepsi | y 1 agua"]);
    // One turn: the Pepsi and the water are added in the same reply.
    expect(first.stdout).toMatch(/Agregué 2 Pepsi 1,5 L[^\n]*Agua mineral 500 ml/);
    const again = await chat(["--say", "listo"]);
    const before = again.stdout.slice(0, again.stdout.indexOf("🙂 vos: listo"));
    expect(before).toMatch(/lo que la tienda le mandó antes/);
    expect(before).toMatch(/Agregué 2 Pepsi 1,5 L/);
    expect(again.stdout.slice(again.stdout.indexOf("🙂 vos: listo"))).toMatch(/envi|retir/i);
  });
});
