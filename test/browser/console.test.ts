import { createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page, type WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { startFakeGraph } from "../../scripts/fakes/graph.mjs";
import { startDevServer, type DevServer } from "../e2e/support/dev-server";

// The operator console in a real Chromium against the real `wrangler dev`, with the fake Graph
// API standing in for WhatsApp. What is asserted is what an operator sees on screen and what the
// customer receives.

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const APP_SECRET = "e2e-app-secret";
const ARTIFACT = join(import.meta.dirname, "..", "..", "test-results", "console.png");

interface FakeGraph {
  url: string;
  state: { requests: { body: { to: string; type: string; text?: { body: string }; interactive?: { body: { text: string } } } }[] };
  close: () => Promise<void>;
}

let server: DevServer;
let graph: FakeGraph;
let browser: Browser;

beforeAll(async () => {
  graph = await startFakeGraph({ port: 0 });
  server = await startDevServer({ WHATSAPP_ACCESS_TOKEN: "e2e-graph-token", WHATSAPP_API_BASE_URL: graph.url, DEBOUNCE_MS: "150" });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await graph?.close();
});

let seq = 0;
async function customerSays(contact: string, text: string): Promise<void> {
  seq += 1;
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "5491155550000", phone_number_id: "100000000000001" },
              contacts: [{ wa_id: contact, profile: { name: "Lucía" } }],
              messages: [{ from: contact, id: `wamid.BROWSER${Date.now()}${seq}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
  const signature = "sha256=" + createHmac("sha256", APP_SECRET).update(body).digest("hex");
  const res = await fetch(`${server.url}/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body });
  expect(res.status).toBe(200);
}

/** What the customer has received so far, as text. */
function received(contact: string): string[] {
  return graph.state.requests.filter((r) => r.body.to === contact).map((r) => r.body.text?.body ?? r.body.interactive?.body.text ?? `[${r.body.type}]`);
}

async function receivedCount(contact: string, n: number, timeoutMs = 15_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  while (received(contact).length < n) {
    if (Date.now() > until) throw new Error(`the customer got ${received(contact).length} messages, expected ${n}: ${JSON.stringify(received(contact))}\n${server.logs().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return received(contact);
}

/** Waits until a bubble with this text is on screen. */
async function bubble(page: Page, author: string, text: string | RegExp): Promise<void> {
  await page.locator(`.msg[data-author="${author}"]`, { hasText: text }).first().waitFor({ timeout: 15_000 });
}

describe("operator console in Chromium", () => {
  it("login, live inbox, handoff alert, take over, reply, reconnect, release, and the agent answers again", async () => {
    const contact = "5491160001234";
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(String(e)));
    // #12 item 8: the console runs under its Content-Security-Policy; any violation fails the test.
    page.on("console", (m) => void (/Content Security Policy/i.test(m.text()) && pageErrors.push(m.text())));

    // Every conversation socket passes through here, so the test can drop it like a bad network would.
    const sockets: WebSocketRoute[] = [];
    let refuse = false;
    await page.routeWebSocket(/\/conversations\/.+\/socket/, (ws) => {
      if (refuse) {
        ws.close({ code: 1011, reason: "test: network down" });
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    });

    // 1. Log in with the documented dev token.
    const loaded = await page.goto(server.url);
    expect(loaded!.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
    await page.fill("#login-workspace", "demo");
    await page.fill("#login-operator", "ana");
    await page.fill("#login-token", "dev-operator-token");
    await page.click("#login-submit");
    await page.locator('[data-testid="hub-status"]', { hasText: "En vivo" }).waitFor();

    // 2. A customer writes: the conversation appears in the inbox by itself.
    await customerSays(contact, "hola, quiero 2 pepsi");
    const line = page.locator(`.inbox-item[data-contact="${contact}"]`);
    await line.waitFor();
    await receivedCount(contact, 1);
    await line.filter({ hasText: /Agregué 2 Pepsi/ }).waitFor();

    // 3. The customer asks for a person: badge, highlighted line, title flash — live.
    await customerSays(contact, "quiero hablar con una persona");
    await page.locator('[data-testid="inbox-badge"]', { hasText: "1" }).waitFor();
    await line.filter({ hasText: "Necesita a una persona" }).waitFor();
    expect(await line.getAttribute("class")).toContain("needs-person");
    await page.waitForFunction(() => document.title.includes("pide una persona"));

    // 4. Open it: transcript, cart and handoff context.
    await line.click();
    await bubble(page, "customer", "quiero hablar con una persona");
    await bubble(page, "agent", /persona/);
    await page.locator(".banner", { hasText: "Pide una persona" }).waitFor();
    await page.locator('[data-testid="cart"]', { hasText: "2 × Pepsi 1,5 L" }).waitFor();
    await page.locator('[data-testid="state"]', { hasText: "Derivada a una persona" }).waitFor();

    // 5. Take over and write to the customer.
    await page.click('[data-testid="take-over"]');
    await page.locator(".conv-sub", { hasText: "atiende vos" }).waitFor();
    await page.fill('[data-testid="composer-input"]', "Hola Lucía, soy Ana del kiosco. ¿En qué te ayudo?");
    await page.press('[data-testid="composer-input"]', "Enter");
    expect((await receivedCount(contact, 3))[2]).toBe("Hola Lucía, soy Ana del kiosco. ¿En qué te ayudo?");
    await page.locator('.msg[data-author="operator"][data-status="sent"]').waitFor();

    // 6. The socket drops and stays down while the customer writes (HTML included: shown as text).
    refuse = true;
    await sockets.at(-1)!.close({ code: 1006, reason: "test: dropped" });
    await page.locator('[data-testid="conv-connection"]', { hasText: "Reconectando" }).waitFor();
    const tricky = '<img src=x onerror="window.__pwned=1"> ¿siguen ahí?';
    await customerSays(contact, tricky);
    await waitForServer(contact, (s) => s.messages.some((m) => m.text === tricky));
    refuse = false;
    // Back by itself with a fresh snapshot that has the message it missed.
    await page.locator('[data-testid="conv-connection"]', { hasText: "En vivo" }).waitFor({ timeout: 20_000 });
    await bubble(page, "customer", "¿siguen ahí?");
    expect(await page.locator('.msg[data-author="customer"] .msg-text', { hasText: "¿siguen ahí?" }).textContent()).toBe(tricky);
    expect(await page.locator(".messages img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(received(contact)).toHaveLength(3); // the agent stayed silent

    // 7. Release, keeping the cart, with the welcome-back message.
    await page.click('[data-testid="release"]');
    await page.click('[data-testid="release-confirm"]');
    expect((await receivedCount(contact, 4))[3]).toBe("¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?");
    await page.locator(".conv-sub", { hasText: "responde el agente" }).waitFor();

    // 8. The agent answers the next message, on the phone and on screen.
    await customerSays(contact, "agregá una fanta");
    expect((await receivedCount(contact, 5))[4]).toMatch(/Fanta/);
    await bubble(page, "agent", /Fanta/);
    await page.locator('[data-testid="cart"]', { hasText: "1 × Fanta" }).waitFor();
    await page.locator('.msg[data-author="agent"][data-status="sent"]', { hasText: /Fanta/ }).waitFor();

    mkdirSync(join(ARTIFACT, ".."), { recursive: true });
    await page.screenshot({ path: ARTIFACT });

    // 9. Close the help request: the badge goes away for everyone.
    await page.click('[data-testid="close-handoff"]');
    await page.click('[data-testid="close-confirm"]');
    await page.locator('[data-testid="inbox-badge"]').waitFor({ state: "hidden" });
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

async function waitForServer(contact: string, done: (s: { messages: { text: string }[] }) => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${server.url}/api/workspaces/demo/conversations/${contact}`, { headers: { authorization: "Bearer dev-operator-token" } });
    if (res.ok && done(await res.json())) return;
    if (Date.now() > until) throw new Error(`server never showed the expected state for ${contact}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
