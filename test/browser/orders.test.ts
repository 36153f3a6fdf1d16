import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, bubble, CHROMIUM, customerOrders, customerSays, DESKTOP, expectOnScreen, logIn, PHONE, received, receivedCount, screenshot, startStack, type Stack } from "./support";

// The console where a shop runs its day, mostly from a phone: the orders (a list on a phone, a
// board on a desk), moving them with one tap while the customer hears of it on WhatsApp, the
// chat behind an order, the settings page; installable, and strict about scripts (served here
// under the Content-Security-Policy the console is meant to live with).

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'";

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** A page whose document carries the CSP, recording violations and page errors. */
async function strictPage(options: Parameters<Stack["browser"]["newContext"]>[0]): Promise<{ page: Page; problems: string[] }> {
  const context = await stack.browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => ((window as unknown as { __csp: string[] }).__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.route((url) => url.pathname === "/" || url.pathname === "/index.html", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": CSP } });
  });
  return { page, problems };
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

const card = (page: Page, number: string) => page.locator(`[data-testid="order-card"][data-number="${number}"]`);

const MARTA = "5491170000001";
const NICO = "5491170000002";
const OSCAR = "5491170000003";

describe("orders and chats on a phone (390×844)", () => {
  it("list, live arrival, one-tap moves told to the customer, the order's chat, take over, release, details", async () => {
    const first = await customerOrders(stack, MARTA, "Marta Suárez");
    const { page, problems } = await strictPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await logIn(page, stack);

    // The inbox fills the screen; the section tabs sit at the bottom.
    await page.locator(`.inbox-item[data-contact="${MARTA}"]`).waitFor();
    await expectOnScreen(page, '[data-testid="tab-orders"]');
    expect((await page.locator('[data-testid="tab-orders"]').boundingBox())!.y).toBeGreaterThan(PHONE.height - 80);
    expect(await page.locator("#conversation").isVisible()).toBe(false);

    // Orders: a list, the new one waiting with its next step one tap away.
    await page.tap('[data-testid="tab-orders"]');
    await card(page, first).waitFor();
    await page.locator('[data-testid="orders-badge"]', { hasText: "1" }).waitFor();
    await expect.poll(() => card(page, first).textContent()).toContain("Marta Suárez");
    await expectOnScreen(page, `[data-number="${first}"] [data-testid="order-next"]`);

    // A new order arrives while the list is open: it shows up by itself, with the badge and the title.
    const second = await customerOrders(stack, NICO, "Nicolás Ferro", ["quiero una fanta", "listo", "retiro", "Nicolás Ferro", "31222333", "efectivo", "sí"]);
    await card(page, second).waitFor({ timeout: 25_000 });
    await page.locator('[data-testid="orders-badge"]', { hasText: "2" }).waitFor();
    await page.waitForFunction((n) => document.title.includes(`Nuevo pedido ${n}`), second);
    await screenshot(page, "orders-phone.png");

    // One tap: preparing; another: ready for pickup. The customer hears of each.
    const sent = received(stack, MARTA).length;
    await card(page, first).locator('[data-testid="order-next"]', { hasText: "Empezar a preparar" }).tap();
    await page.locator(`[data-testid="column-preparing"] [data-number="${first}"]`).waitFor();
    expect((await receivedCount(stack, MARTA, sent + 1))[sent]).toBe(`Tu pedido ${first} ya se está preparando 👨‍🍳`);
    await card(page, first).locator('[data-testid="order-next"]', { hasText: "Listo para retirar" }).tap();
    await page.locator(`[data-testid="column-ready_for_pickup"] [data-number="${first}"]`).waitFor();
    expect((await receivedCount(stack, MARTA, sent + 2))[sent + 1]).toBe(`Tu pedido ${first} está listo para retirar en Av. Corrientes 1234, CABA 🛍️`);
    await page.locator('[data-testid="orders-badge"]', { hasText: "1" }).waitFor();

    // The order opens its chat: the customer's name in the header, the notices in the transcript.
    await card(page, first).locator('[data-testid="order-chat"]').tap();
    await page.locator('[data-testid="conv-title"]', { hasText: "Marta Suárez" }).waitFor();
    await bubble(page, "system", "ya se está preparando");
    await bubble(page, "system", "listo para retirar");
    for (const target of ['[data-testid="conv-back"]', '[data-testid="take-over"]', '[data-testid="composer-input"]', '[data-testid="send"]']) await expectOnScreen(page, target);
    // Take over and release are by the thumb: in the bottom third of the screen.
    expect((await page.locator('[data-testid="take-over"]').boundingBox())!.y).toBeGreaterThan(PHONE.height * 0.66);
    await expect.poll(() => page.locator(".toast").count(), { timeout: 10_000 }).toBe(0);
    await screenshot(page, "conversation-phone.png");

    // Take over, write, release: all from the bottom of the screen.
    await page.tap('[data-testid="take-over"]');
    await page.locator(".conv-sub", { hasText: "atiende vos" }).waitFor();
    await page.fill('[data-testid="composer-input"]', "¡Hola Marta! Te esperamos cuando quieras.");
    await page.tap('[data-testid="send"]');
    expect((await receivedCount(stack, MARTA, sent + 3))[sent + 2]).toBe("¡Hola Marta! Te esperamos cuando quieras.");
    await page.tap('[data-testid="release"]');
    await expectOnScreen(page, '[data-testid="release-confirm"]');
    await page.tap('[data-testid="release-confirm"]');
    await page.locator(".conv-sub", { hasText: "responde el agente" }).waitFor();
    expect((await receivedCount(stack, MARTA, sent + 4))[sent + 3]).toMatch(/Ya estoy de vuelta/);

    // Marta asks after her order: support answers from D1, and the details show what it loaded.
    await customerSays(stack, MARTA, "¿ya está listo mi pedido?", "Marta Suárez");
    expect((await receivedCount(stack, MARTA, sent + 5))[sent + 4]).toContain(`Tu pedido ${first} está listo para retirar`);

    // Details, one pane at a time, and back the way it came.
    await page.tap('[data-testid="details-open"]');
    await page.locator('[data-testid="state"]').waitFor();
    const loaded = page.locator('[data-testid="agent-context"]');
    await loaded.filter({ hasText: "Posventa" }).waitFor();
    expect(await loaded.textContent()).toMatch(new RegExp(`Pedido consultado${first} · Listo para retirar · 2 × Pepsi`));
    await expectOnScreen(page, '[data-testid="details-back"]');
    expect(await page.locator('[data-testid="messages"]').isVisible()).toBe(false);
    await screenshot(page, "details-phone.png");
    await page.tap('[data-testid="details-back"]');
    await page.locator('[data-testid="messages"]').waitFor();
    await page.tap('[data-testid="conv-back"]');
    await page.locator(`.inbox-item[data-contact="${MARTA}"]`).waitFor();
    expect(await page.locator('[data-testid="messages"]').isVisible()).toBe(false);

    // Settings fit the phone too.
    await page.tap('[data-testid="tab-settings"]');
    await page.locator('[data-testid="settings-form"]').waitFor();
    await expectOnScreen(page, '[data-testid="settings-save"]');
    await screenshot(page, "settings-phone.png");

    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready).active)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("is installable: a manifest Chromium accepts, with its icons, standalone", async () => {
    // Chromium never offers to install from an incognito profile, which is what contexts are.
    const profile = mkdtempSync(join(tmpdir(), "tendero-pwa-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, viewport: PHONE, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(stack.server.url);
      await page.locator("#login-form").waitFor();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      const { url, data } = (await cdp.send("Page.getAppManifest")) as { url: string; data: string };
      expect(url).toBe(`${stack.server.url}/manifest.webmanifest`);
      expect(JSON.parse(data)).toMatchObject({ display: "standalone", start_url: "/", lang: "es" });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe("orders on a desk (1366×800)", () => {
  it("a board by status, live arrivals with a notification, cancel with a reason, search, and the settings page", async () => {
    const { page, problems } = await strictPage({ viewport: DESKTOP });
    await page.context().grantPermissions(["notifications"], { origin: stack.server.url });
    // Someone at the counter, not looking at the console: notifications are recorded here.
    await page.addInitScript(() => {
      const notes: string[] = ((window as unknown as { __notes: string[] }).__notes = []);
      document.hasFocus = () => false;
      ServiceWorkerRegistration.prototype.showNotification = async function (title: string) {
        notes.push(title);
      };
    });
    // Beto works the counter with his own token (the owner added him): what he does is his.
    const beto = await addStaff(stack, "Beto");
    await logIn(page, stack, beto.token);
    await page.click('[data-testid="tab-orders"]');

    // Every status a column, side by side.
    const columns = ["confirmed", "preparing", "out_for_delivery", "ready_for_pickup", "delivered", "cancelled"];
    const boxes = await Promise.all(columns.map((s) => page.locator(`[data-testid="column-${s}"]`).boundingBox()));
    expect(boxes.every((b) => b !== null && Math.abs(b.y - boxes[0]!.y) < 1)).toBe(true);
    expect(boxes.map((b) => b!.x)).toEqual([...boxes.map((b) => b!.x)].sort((a, b) => a - b));
    const ready = page.locator('[data-testid="column-ready_for_pickup"] [data-testid="order-card"]').first();
    await ready.waitFor();
    const marta = (await ready.getAttribute("data-number"))!;
    const nico = (await page.locator('[data-testid="column-confirmed"] [data-testid="order-card"]').first().getAttribute("data-number"))!;

    // A third customer orders: it arrives by itself, and a notification goes out.
    const third = await customerOrders(stack, OSCAR, "Óscar Ibáñez", ["quiero 3 aguas", "listo", "retiro", "Óscar Ibáñez", "32444555", "efectivo", "sí"]);
    await page.locator(`[data-testid="column-confirmed"] [data-number="${third}"]`).waitFor({ timeout: 25_000 });
    await page.waitForFunction((n) => (window as unknown as { __notes: string[] }).__notes.some((t) => t.includes(`Nuevo pedido ${n}`)), third);

    // Cancel with a reason: the customer reads it.
    const sent = received(stack, NICO).length;
    await card(page, nico).locator('[data-testid="order-cancel"]').click();
    await card(page, nico).locator('[data-testid="cancel-reason"]').fill("no nos queda Fanta fría");
    await card(page, nico).locator('[data-testid="cancel-confirm"]').click();
    await page.locator(`[data-testid="column-cancelled"] [data-number="${nico}"]`).waitFor();
    expect((await receivedCount(stack, NICO, sent + 1))[sent]).toBe(`Tu pedido ${nico} fue cancelado: no nos queda Fanta fría`);
    await page.locator(`[data-number="${nico}"] .order-note`, { hasText: "no nos queda Fanta fría" }).waitFor();
    await page.locator(`[data-number="${nico}"] [data-testid="order-by"]`, { hasText: "Beto" }).waitFor();

    // Delivered, and the other board moves as well (hub event), no reload.
    await card(page, marta).locator('[data-testid="order-next"]', { hasText: "Entregado" }).click();
    await page.locator(`[data-testid="column-delivered"] [data-number="${marta}"]`).waitFor();
    await screenshot(page, "orders-desktop.png");

    // A customer asks for a person: notified too.
    await customerSays(stack, OSCAR, "quiero hablar con una persona", "Óscar Ibáñez");
    await page.waitForFunction(() => (window as unknown as { __notes: string[] }).__notes.some((t) => t.includes("pide una persona")));

    // Search by name.
    await page.fill('[data-testid="orders-search"]', "ibáñez");
    await expect.poll(() => page.locator('[data-testid="order-card"]').count()).toBe(1);
    await card(page, third).waitFor();
    await page.fill('[data-testid="orders-search"]', "");
    await expect.poll(() => page.locator('[data-testid="order-card"]').count()).toBeGreaterThanOrEqual(3);

    // The settings page: what the agent says changes, and the agent says it.
    await page.click('[data-testid="tab-settings"]');
    await page.locator('[data-testid="set-eta"]').fill("en 20 minutos");
    await page.locator('[data-testid="set-fee"]').fill("650");
    await page.click('[data-testid="settings-save"]');
    await page.locator(".toast", { hasText: "Guardado" }).waitFor();
    await screenshot(page, "settings-desktop.png");
    const saved = await (await fetch(`${stack.server.url}/api/workspaces/demo/settings`, { headers: { authorization: "Bearer dev-operator-token" } })).json();
    expect(saved.profile.delivery).toMatchObject({ eta: "en 20 minutos", fee: 65000, freeFrom: 500000 });

    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
