import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bubble, customerSays, DESKTOP, expectOnScreen, logIn, PHONE, receivedCount, screenshot, startStack, type Stack } from "./support";

// The shop's team in the console: the owner adds a person from Ajustes (the token shows once),
// that person works from their phone and everyone sees their name on what they do, and the owner
// revokes them: their console closes at once and the token stops working.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe("the team", () => {
  it("owner adds Carla (desk) → Carla works from her phone, named on what she does → revoked: her console closes at once", async () => {
    const contact = "5491190000001";
    await customerSays(stack, contact, "hola", "Pablo");
    await receivedCount(stack, contact, 1);

    // The owner, at a desk: Ajustes → Equipo → Agregar persona.
    const desk = await (await stack.browser.newContext({ viewport: DESKTOP })).newPage();
    const problems: string[] = [];
    desk.on("pageerror", (e) => problems.push(`desk: ${e}`));
    desk.on("dialog", (d) => void d.accept());
    await logIn(desk, stack);
    await desk.click('[data-testid="tab-settings"]');
    await desk.locator('[data-testid="team"]').waitFor();
    await desk.fill('[data-testid="team-name"]', "Carla");
    await desk.click('[data-testid="team-add"]');
    const tokenField = desk.locator('[data-testid="team-token"]');
    await tokenField.waitFor();
    const token = await tokenField.inputValue();
    expect(token).toMatch(/^op-[a-z2-7]{16}\.[A-Za-z0-9_-]{43}$/);
    const carlaRow = desk.locator('[data-testid="team-row"]', { hasText: "Carla" });
    await carlaRow.waitFor();
    await screenshot(desk, "team-desktop.png");

    // Carla, on her phone, with her own token: no name to type, the token says who she is.
    const phone = await (await stack.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    phone.on("pageerror", (e) => problems.push(`phone: ${e}`));
    await logIn(phone, stack, token);
    // Staff see no team page.
    await phone.tap('[data-testid="tab-settings"]');
    await phone.locator('[data-testid="settings-form"]').waitFor();
    expect(await phone.locator('[data-testid="team"]').count()).toBe(0);
    await phone.tap('[data-testid="tab-inbox"]');
    await phone.locator(`.inbox-item[data-contact="${contact}"]`).tap();
    await bubble(phone, "agent", "Kiosco Don Tito");
    await phone.tap('[data-testid="take-over"]');
    await phone.locator(".conv-sub", { hasText: "atiende vos" }).waitFor();
    await phone.fill('[data-testid="composer-input"]', "Hola Pablo, soy Carla. ¿En qué te ayudo?");
    await phone.tap('[data-testid="send"]');
    expect((await receivedCount(stack, contact, 2))[1]).toBe("Hola Pablo, soy Carla. ¿En qué te ayudo?");

    // The owner sees Carla's name on the chat and on her message.
    await desk.click('[data-testid="tab-inbox"]');
    await desk.locator(`.inbox-item[data-contact="${contact}"]`, { hasText: "Atiende Carla" }).waitFor();
    await desk.locator(`.inbox-item[data-contact="${contact}"]`).click();
    await desk.locator(".conv-sub", { hasText: "atiende Carla" }).waitFor();
    await bubble(desk, "operator", "soy Carla");
    expect(await desk.locator('.msg[data-author="operator"] .msg-author').first().textContent()).toBe("Carla");
    await screenshot(desk, "team-named-desktop.png");

    // Revoked: Carla's console closes at once, back at the login with the reason.
    await desk.click('[data-testid="tab-settings"]');
    await carlaRow.locator('[data-testid="team-revoke"]').click();
    await desk.locator('[data-testid="team-row"]', { hasText: "acceso revocado" }).waitFor();
    await phone.locator("#login").waitFor({ timeout: 10_000 });
    await phone.locator("#login-error", { hasText: /revocado/ }).waitFor();
    await expectOnScreen(phone, "#login-submit");
    await screenshot(phone, "revoked-phone.png");

    // And the token is worth nothing now.
    const ticket = await fetch(`${stack.server.url}/api/operator/tickets`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ workspace: "demo" }) });
    expect(ticket.status).toBe(401);
    expect(problems).toEqual([]);
    await desk.context().close();
    await phone.context().close();
  });
});
