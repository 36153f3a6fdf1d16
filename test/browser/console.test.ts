import { type WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bubble, customerSays, DESKTOP, logIn, received, receivedCount, screenshot, startStack, type Stack } from "./support";

// The operator console in a real Chromium against the real `wrangler dev`, with the fake Graph
// API standing in for WhatsApp. What is asserted is what an operator sees on screen and what the
// customer receives.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe("operator console in Chromium", () => {
  it("login, live inbox, handoff alert, take over, reply, reconnect, release, and the agent answers again", async () => {
    const contact = "5491160001234";
    const page = await stack.browser.newPage({ viewport: DESKTOP });
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
    await logIn(page, stack);
    expect((await page.request.get(stack.server.url)).headers()["content-security-policy"]).toMatch(/script-src 'self'/);

    // 2. A customer writes: the conversation appears in the inbox by itself.
    await customerSays(stack, contact, "hola, quiero 2 pepsi");
    const line = page.locator(`.inbox-item[data-contact="${contact}"]`);
    await line.waitFor();
    await receivedCount(stack, contact, 1);
    await line.filter({ hasText: /Agregué 2 Pepsi/ }).waitFor();

    // 3. The customer asks for a person: badge, highlighted line, title flash — live.
    await customerSays(stack, contact, "quiero hablar con una persona");
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
    await page.locator('[data-testid="state"]', { hasText: "Con una persona" }).waitFor(); // the kind's label (GET /meta)

    // 5. Take over and write to the customer.
    await page.click('[data-testid="take-over"]');
    await page.locator(".conv-sub", { hasText: "atiende vos" }).waitFor();
    await page.fill('[data-testid="composer-input"]', "Hola Lucía, soy Ana del kiosco. ¿En qué te ayudo?");
    await page.press('[data-testid="composer-input"]', "Enter");
    expect((await receivedCount(stack, contact, 3))[2]).toBe("Hola Lucía, soy Ana del kiosco. ¿En qué te ayudo?");
    await page.locator('.msg[data-author="operator"][data-status="sent"]').waitFor();

    // 6. The socket drops and stays down while the customer writes (HTML included: shown as text).
    refuse = true;
    await sockets.at(-1)!.close({ code: 1006, reason: "test: dropped" });
    await page.locator('[data-testid="conv-connection"]', { hasText: "Reconectando" }).waitFor();
    const tricky = '<img src=x onerror="window.__pwned=1"> ¿siguen ahí?';
    await customerSays(stack, contact, tricky);
    await waitForServer(contact, (s) => s.messages.some((m) => m.text === tricky));
    refuse = false;
    // Back by itself with a fresh snapshot that has the message it missed.
    await page.locator('[data-testid="conv-connection"]', { hasText: "En vivo" }).waitFor({ timeout: 20_000 });
    await bubble(page, "customer", "¿siguen ahí?");
    expect(await page.locator('.msg[data-author="customer"] .msg-text', { hasText: "¿siguen ahí?" }).textContent()).toBe(tricky);
    expect(await page.locator(".messages img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(received(stack, contact)).toHaveLength(3); // the agent stayed silent

    // 7. Release, keeping the cart, with the welcome-back message.
    await page.click('[data-testid="release"]');
    // What the customer wrote meanwhile is listed; the person says they handled it, and greets.
    await page.locator('[data-testid="held-list"] li', { hasText: "¿siguen ahí?" }).waitFor();
    await page.check('[data-testid="held-handled"]');
    await page.check('[data-testid="release-notify"]');
    await page.click('[data-testid="release-confirm"]');
    expect((await receivedCount(stack, contact, 4))[3]).toBe("¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?");
    await page.locator(".conv-sub", { hasText: "responde el agente" }).waitFor();

    // 8. The agent answers the next message, on the phone and on screen.
    await customerSays(stack, contact, "agregá una fanta");
    expect((await receivedCount(stack, contact, 5))[4]).toMatch(/Fanta/);
    await bubble(page, "agent", /Fanta/);
    await page.locator('[data-testid="cart"]', { hasText: "1 × Fanta" }).waitFor();
    await page.locator('.msg[data-author="agent"][data-status="sent"]', { hasText: /Fanta/ }).waitFor();

    await screenshot(page, "console.png");

    // 9. The release resolved the help request: the badge went away for everyone.
    await page.locator('[data-testid="inbox-badge"]').waitFor({ state: "hidden" });
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

async function waitForServer(contact: string, done: (s: { messages: { text: string }[] }) => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${stack.server.url}/api/workspaces/demo/conversations/${contact}`, { headers: { authorization: "Bearer dev-operator-token" } });
    if (res.ok && done(await res.json())) return;
    if (Date.now() > until) throw new Error(`server never showed the expected state for ${contact}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
