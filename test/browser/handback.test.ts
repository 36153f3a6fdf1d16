import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bubble, customerSays, DESKTOP, expectOnScreen, logIn, OWNER_TOKEN, PHONE, received, receivedCount, screenshot, shopPhoneSays, startStack, type Stack } from "./support";

// Giving a chat back to the agent as the console shows it, at phone and desk sizes, against the
// real `wrangler dev`: what the customer wrote while a person held the chat (the agent answers
// it, or the person already did), the owner answering from the shop's own phone (WhatsApp
// Coexistence), and a help request nobody took in time (escalated after one minute here).

let stack: Stack;
/** Asked for a person when the suite started; nobody takes it, so it escalates. */
const WAITING = "5491180000009";
let askedAt = 0;

beforeAll(async () => {
  stack = await startStack({ HANDOFF_ESCALATION_MINUTES: "1" });
  // Open around the clock, so the escalation minute is opening time whenever the suite runs.
  const api = (method: string, body?: unknown) =>
    fetch(`${stack.server.url}/api/workspaces/demo/settings`, { method, headers: { authorization: `Bearer ${OWNER_TOKEN}`, "content-type": "application/json" }, body: body && JSON.stringify(body) });
  const { profile, version } = await (await api("GET")).json();
  const saved = await api("PUT", { profile: { ...profile, hours: [{ days: [0, 1, 2, 3, 4, 5, 6], open: "00:00", close: "24:00" }] }, version });
  expect(saved.status).toBe(200);
  await customerSays(stack, WAITING, "hola", "Rita");
  await receivedCount(stack, WAITING, 1);
  await customerSays(stack, WAITING, "quiero hablar con una persona", "Rita");
  await receivedCount(stack, WAITING, 2);
  askedAt = Date.now();
  // Their next message while waiting is acknowledged once ("Ya le avisé al equipo…").
  await customerSays(stack, WAITING, "¿hay alguien?", "Rita");
  await receivedCount(stack, WAITING, 3);
});

afterAll(async () => {
  await stack?.stop();
});

async function consolePage(viewport: typeof PHONE, phone = viewport === PHONE): Promise<{ page: Page; problems: string[] }> {
  const context = await stack.browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e}`));
  page.on("console", (m) => void (/Content Security Policy/i.test(m.text()) && problems.push(m.text())));
  // Every beep is an oscillator: counted, so the test hears the alert.
  await page.addInitScript(() => {
    const w = window as unknown as { __beeps: number };
    w.__beeps = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__beeps += 1;
      return create.call(this);
    };
  });
  await logIn(page, stack);
  return { page, problems };
}

const line = (page: Page, contact: string) => page.locator(`.inbox-item[data-contact="${contact}"]`);
const press = (page: Page, selector: string, phone: boolean) => (phone ? page.tap(selector) : page.click(selector));

async function openChat(page: Page, contact: string, phone: boolean): Promise<void> {
  await line(page, contact).waitFor();
  await (phone ? line(page, contact).tap() : line(page, contact).click());
  await page.locator('[data-testid="conv-title"]').waitFor();
}

const SIZES = [
  { size: "phone", viewport: PHONE, n: 1 },
  { size: "desktop", viewport: DESKTOP, n: 2 },
] as const;

for (const { size, viewport, n } of SIZES) {
  const phone = viewport === PHONE;
  describe(`release, on a ${size}: what the customer wrote during the takeover`, () => {
    it("take over → the customer writes → release → the agent answers it", async () => {
      const contact = `549118000001${n}`;
      await customerSays(stack, contact, "hola", "Lucía");
      await receivedCount(stack, contact, 1);
      const { page, problems } = await consolePage(viewport);
      await openChat(page, contact, phone);
      await press(page, '[data-testid="take-over"]', phone);
      await page.locator(".conv-sub", { hasText: "atiende vos" }).waitFor();

      // The customer writes while the person holds the chat: shown, marked unanswered, not answered.
      await customerSays(stack, contact, "quiero 2 pepsi", "Lucía");
      await page.locator('.msg[data-author="customer"][data-held="1"]', { hasText: "quiero 2 pepsi" }).waitFor();
      await page.locator(".msg-held .held-tag", { hasText: "sin responder" }).waitFor();
      await new Promise((r) => setTimeout(r, 800));
      expect(received(stack, contact)).toHaveLength(1);

      // Release: the panel lists it and proposes that the agent answers it (no "¡Listo!" then).
      await press(page, '[data-testid="release"]', phone);
      const panel = page.locator('[data-testid="release-panel"]');
      await panel.locator('[data-testid="held-list"] li', { hasText: "quiero 2 pepsi" }).waitFor();
      await panel.locator("legend", { hasText: "El cliente escribió 1 mensaje mientras atendías" }).waitFor();
      expect(await panel.locator('[data-testid="held-agent"]').isChecked()).toBe(true);
      expect(await panel.locator('[data-testid="release-notify"]').isChecked()).toBe(false);
      await expectOnScreen(page, '[data-testid="release-confirm"]');
      await screenshot(page, `release-held-${size}.png`);
      await press(page, '[data-testid="release-confirm"]', phone);

      // The agent answers what was held, on the phone and on screen; nothing is held any more.
      expect((await receivedCount(stack, contact, 2))[1]).toMatch(/Agregué 2 Pepsi/);
      await bubble(page, "agent", /Agregué 2 Pepsi/);
      await page.locator(".conv-sub", { hasText: "responde el agente" }).waitFor();
      expect(await page.locator(".msg-held").count()).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it("the person answered it themselves → 'ya los atendí' is proposed, the help request is resolved, the agent stays quiet about it", async () => {
      const contact = `549118000002${n}`;
      await customerSays(stack, contact, "quiero hablar con una persona", "Mario");
      await receivedCount(stack, contact, 1);
      const { page, problems } = await consolePage(viewport);
      await openChat(page, contact, phone);
      await page.locator(".banner", { hasText: "El cliente pidió una persona" }).waitFor(); // the trigger, in words
      await press(page, '[data-testid="take-over"]', phone);
      await page.locator(".conv-sub", { hasText: "atiende vos" }).waitFor();
      await customerSays(stack, contact, "¿tienen coca de 2 litros?", "Mario");
      await page.locator('.msg[data-held="1"]', { hasText: "coca de 2 litros" }).waitFor();
      await page.fill('[data-testid="composer-input"]', "Sí, te separo una Coca de 2,25 L.");
      await press(page, '[data-testid="send"]', phone);
      expect((await receivedCount(stack, contact, 2))[1]).toBe("Sí, te separo una Coca de 2,25 L.");

      await press(page, '[data-testid="release"]', phone);
      const panel = page.locator('[data-testid="release-panel"]');
      await panel.locator('[data-testid="held-list"] li', { hasText: "coca de 2 litros" }).waitFor();
      expect(await panel.locator('[data-testid="held-handled"]').isChecked()).toBe(true);
      expect(await panel.locator('[data-testid="release-keep-open"]').isVisible()).toBe(true);
      expect(await panel.locator('[data-testid="release-keep-open"]').isChecked()).toBe(false);
      await expectOnScreen(page, '[data-testid="release-confirm"]');
      await screenshot(page, `release-handled-${size}.png`);
      await press(page, '[data-testid="release-confirm"]', phone);

      // Only the welcome back; the question was answered by the person, not again by the agent.
      expect((await receivedCount(stack, contact, 3))[2]).toMatch(/Ya estoy de vuelta/);
      await new Promise((r) => setTimeout(r, 1500));
      expect(received(stack, contact)).toHaveLength(3);
      // Release resolved the help request: no banner, and the line no longer needs a person.
      await page.locator(".banner").waitFor({ state: "hidden" });
      await line(page, contact).filter({ hasNotText: "Necesita a una persona" }).waitFor({ state: "attached" });
      expect(await line(page, contact).getAttribute("class")).not.toContain("needs-person");
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });
}

describe("the owner answering from the shop's phone", () => {
  it("shows as the shop's message, labelled, with a banner saying who holds the chat (phone and desk)", async () => {
    const contact = "5491180000003";
    await customerSays(stack, contact, "hola, ¿abren mañana?", "Nora");
    await receivedCount(stack, contact, 1);
    await shopPhoneSays(stack, contact, "Hola Nora! Soy Tito, sí abrimos a las 9.");
    for (const [viewport, name] of [
      [DESKTOP, "owner-phone-desktop.png"],
      [PHONE, "owner-phone-phone.png"],
    ] as const) {
      const phone = viewport === PHONE;
      const { page, problems } = await consolePage(viewport);
      await line(page, contact).filter({ hasText: "Responde el dueño" }).waitFor();
      await openChat(page, contact, phone);
      const shop = page.locator('.msg[data-author="shop"]', { hasText: "Soy Tito" });
      await shop.waitFor();
      expect(await shop.locator(".msg-author").textContent()).toBe("El local📱 desde el teléfono");
      await page.locator(".banner-phone", { hasText: "El dueño está respondiendo desde el teléfono" }).waitFor();
      await page.locator(".conv-sub", { hasText: "atiende el dueño desde el teléfono" }).waitFor();
      await screenshot(page, name);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

describe("a help request nobody takes in time", () => {
  it("escalates: beep, urgent badge, the wait on the line, and the times in the conversation (phone and desk)", async () => {
    const pages = await Promise.all([consolePage(DESKTOP), consolePage(PHONE)]);
    for (const { page } of pages) {
      // Sound needs a gesture first (browsers' rule); the login was one, a tap on the list is another.
      await line(page, WAITING).filter({ hasText: "Necesita a una persona" }).waitFor();
      await page.locator(".inbox-head h2").click();
    }
    const beepsBefore = await Promise.all(pages.map(({ page }) => page.evaluate(() => (window as unknown as { __beeps: number }).__beeps)));
    // One minute of opening time after the request (HANDOFF_ESCALATION_MINUTES=1).
    const timeout = Math.max(10_000, askedAt + 60_000 - Date.now() + 30_000);
    for (const { page } of pages) await line(page, WAITING).locator('[data-testid="tag-escalated"]').waitFor({ timeout });
    for (const [i, { page }] of pages.entries()) {
      await line(page, WAITING).locator('[data-testid="tag-wait"]', { hasText: /espera \d+ min/ }).waitFor();
      expect(await page.locator('[data-testid="inbox-badge"]').getAttribute("class")).toContain("badge-urgent");
      await expect.poll(() => page.evaluate(() => (window as unknown as { __beeps: number }).__beeps)).toBeGreaterThan(beepsBefore[i]);
    }
    // The customer heard why the wait is long, once.
    // (It leaves through the Queue, so it may land a moment after the console shows the escalation.)
    await expect.poll(() => received(stack, WAITING).filter((t) => t.includes("Ya le volví a avisar al equipo")).length, { timeout: 15_000 }).toBe(1);
    await screenshot(pages[1].page, "escalated-inbox-phone.png");

    for (const { page } of pages) {
      const phone = page.viewportSize()!.width === PHONE.width;
      await openChat(page, WAITING, phone);
      await page.locator('[data-testid="banner-escalated"]', { hasText: "Nadie lo tomó a tiempo" }).waitFor();
      if (phone) await press(page, '[data-testid="details-open"]', true);
      const details = page.locator('[data-testid="handoff-details"]');
      await details.locator("dt", { hasText: "Escalado" }).waitFor();
      await details.locator("dt", { hasText: "Cliente avisado" }).waitFor();
      await details.locator("dd", { hasText: "El cliente pidió una persona" }).waitFor();
    }
    await screenshot(pages[0].page, "escalated-desktop.png");
    await screenshot(pages[1].page, "escalated-details-phone.png");
    for (const { page, problems } of pages) {
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
