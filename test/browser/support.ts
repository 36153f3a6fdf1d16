import { createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { expect } from "vitest";
// @ts-expect-error plain ESM script without types
import { startFakeGraph } from "../../scripts/fakes/graph.mjs";
import { startDevServer, type DevServer } from "../e2e/support/dev-server";

// Shared by the browser suites: the real `wrangler dev` with the fake Graph API standing in for
// WhatsApp, Debian's Chromium, a customer who writes through signed webhooks, and what their
// phone received.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const APP_SECRET = "e2e-app-secret";
export const RESULTS = join(import.meta.dirname, "..", "..", "test-results");
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 800 };

export interface FakeGraph {
  url: string;
  state: { requests: { body: { to: string; type: string; text?: { body: string }; interactive?: { body: { text: string } }; template?: { name: string } } }[] };
  close: () => Promise<void>;
}

export interface Stack {
  server: DevServer;
  graph: FakeGraph;
  browser: Browser;
  stop: () => Promise<void>;
}

export async function startStack(vars: Record<string, string> = {}): Promise<Stack> {
  const graph = (await startFakeGraph({ port: 0 })) as FakeGraph;
  const server = await startDevServer({ WHATSAPP_ACCESS_TOKEN: "e2e-graph-token", WHATSAPP_API_BASE_URL: graph.url, DEBOUNCE_MS: "150", ...vars });
  // Routing a document (the orders suite serves it with a CSP) makes Chromium's local-network
  // checks refuse its WebSockets to 127.0.0.1; the console itself never needs that exemption.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-features=LocalNetworkAccessChecks"],
  });
  return {
    server,
    graph,
    browser,
    stop: async () => {
      await browser.close();
      await server.stop();
      await graph.close();
    },
  };
}

let seq = 0;

/** A webhook to the demo shop's number, signed like Meta signs it. */
async function webhook(stack: Stack, field: string, value: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "WABA", changes: [{ field, value: { messaging_product: "whatsapp", metadata: { display_phone_number: "5491155550000", phone_number_id: "100000000000001" }, ...value } }] }],
  });
  const signature = "sha256=" + createHmac("sha256", APP_SECRET).update(body).digest("hex");
  const res = await fetch(`${stack.server.url}/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body });
  expect(res.status).toBe(200);
}

/** A customer message to the demo shop's number. */
export async function customerSays(stack: Stack, contact: string, text: string, name = "Lucía"): Promise<void> {
  seq += 1;
  await webhook(stack, "messages", {
    contacts: [{ wa_id: contact, profile: { name } }],
    messages: [{ from: contact, id: `wamid.BROWSER${Date.now()}${seq}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
  });
}

/** The owner types in the WhatsApp Business app on the shop's own number (a Coexistence echo). */
export async function shopPhoneSays(stack: Stack, contact: string, text: string): Promise<void> {
  seq += 1;
  await webhook(stack, "smb_message_echoes", {
    message_echoes: [{ from: "5491155550000", to: contact, id: `wamid.ECHO${Date.now()}${seq}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
  });
}

/** The demo owner's token (OPERATOR_TOKENS in the dev server). */
export const OWNER_TOKEN = "dev-operator-token";

/** The owner adds a person to the demo shop's team; returns their id and the token shown once. */
export async function addStaff(stack: Stack, name: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${stack.server.url}/api/workspaces/demo/operators`, { method: "POST", headers: { authorization: `Bearer ${OWNER_TOKEN}`, "content-type": "application/json" }, body: JSON.stringify({ name }) });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { operator: { id: string }; token: string };
  return { id: body.operator.id, token: body.token };
}

/** What the customer has received so far, as text. */
export function received(stack: Stack, contact: string): string[] {
  return stack.graph.state.requests.filter((r) => r.body.to === contact).map((r) => r.body.text?.body ?? r.body.interactive?.body.text ?? `[${r.body.type}]`);
}

export async function receivedCount(stack: Stack, contact: string, n: number, timeoutMs = 15_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  while (received(stack, contact).length < n) {
    if (Date.now() > until) throw new Error(`the customer got ${received(stack, contact).length} messages, expected ${n}: ${JSON.stringify(received(stack, contact))}\n${stack.server.logs().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return received(stack, contact);
}

/** The customer orders for pickup, each message answered before the next; returns the order number. */
export async function customerOrders(stack: Stack, contact: string, name: string, lines = ["quiero 2 pepsi", "listo", "retiro", name, "30123456", "efectivo", "sí"]): Promise<string> {
  for (const line of lines) {
    const before = received(stack, contact).length;
    await customerSays(stack, contact, line, name);
    await receivedCount(stack, contact, before + 1);
  }
  const last = received(stack, contact).at(-1)!;
  const number = /ORD-\d{5}/.exec(last)?.[0];
  if (!number) throw new Error(`no order confirmed: ${last}`);
  return number;
}

/** Logs in with a token: the documented dev (owner) token unless another person's is given. */
export async function logIn(page: Page, stack: Stack, token = OWNER_TOKEN): Promise<void> {
  await page.goto(stack.server.url);
  await page.fill("#login-workspace", "demo");
  await page.fill("#login-token", token);
  await page.click("#login-submit");
  await page.locator('[data-testid="hub-status"]', { hasText: "En vivo" }).waitFor();
}

/** Waits until a bubble with this text is on screen. */
export async function bubble(page: Page, author: string, text: string | RegExp): Promise<void> {
  await page.locator(`.msg[data-author="${author}"]`, { hasText: text }).first().waitFor({ timeout: 15_000 });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, name) });
}

/** Nothing wider than the screen, and the element fully inside the viewport. */
export async function expectOnScreen(page: Page, selector: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = await page.locator(selector).first().boundingBox();
  expect(box, `${selector} is not displayed`).not.toBeNull();
  expect(box!.x, `${selector} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${selector} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${selector} right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height, `${selector} bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page scrolls sideways").toBeLessThanOrEqual(viewport.width);
}
