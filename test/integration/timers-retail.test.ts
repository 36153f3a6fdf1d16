import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newContact, startAt } from "../helpers";
import { DEMO, elapse, HOUR, inbox, MIN, orders, tell, timerAudit, view, withChaos, stubOf } from "./followups-support";

// The kiosk's follow-ups, on the conversation's own clock: each fires once at its time and
// never before, a customer message in time re-arms it, and an operator in control silences it.

async function toSummary(contact: string): Promise<void> {
  for (const m of ["quiero 2 pepsi", "listo", "retiro", "Juan Pérez", "30.123.456", "efectivo"]) await tell(contact, DEMO, m);
  expect((await inbox(contact)).at(-1)).toMatch(/Total: \$4\.400.*Confirmamos/s);
}

describe("retail follow-ups", () => {
  it("an open cart gets one reminder with its summary after 15 silent minutes, not before", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await elapse(contact, DEMO, 14 * MIN, 0);
    const [reminder] = await elapse(contact, DEMO, 1 * MIN, 1);
    expect(reminder).toBe("¡Hola! 👋 Te quedó un pedido sin terminar: 2 Pepsi 1,5 L (subtotal $4.400). ¿Lo cerramos o querés agregar algo más?");
    // Once per arming: more silence brings nothing more.
    await elapse(contact, DEMO, 2 * HOUR, 0);
    const audit = await timerAudit(contact, DEMO);
    expect(audit.filter((a) => a.intent === "remind_cart")).toEqual([{ intent: "remind_cart", detail: null, state_before: "COLLECTING_ORDER", state_after: "COLLECTING_ORDER" }]);
  });

  it("a reminder that would fall while the shop is closed waits for the next opening", async () => {
    const contact = newContact();
    // Friday 19:50 in Buenos Aires: the kiosk closes at 20:00 and opens again Saturday at 10:00.
    const friday = await startAt(stubOf(contact, DEMO), 5, 19, 50);
    await tell(contact, DEMO, "quiero 2 pepsi");
    const reminder = (await view(contact, DEMO)).timers.find((t) => t.id === "agent:cart_reminder")!;
    const saturday10 = friday + (14 * 60 + 10) * MIN;
    expect(reminder.due_at).toBe(saturday10);
    await elapse(contact, DEMO, 15 * MIN, 0); // 20:05 on Friday: closed, nothing sent
    await elapse(contact, DEMO, saturday10 - friday - 16 * MIN, 0);
    const [sent] = await elapse(contact, DEMO, 2 * MIN, 1);
    expect(sent).toMatch(/Te quedó un pedido sin terminar/);
  });

  it("an armed timer survives the conversation being evicted from memory", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await evictDurableObject(stubOf(contact, DEMO));
    const [reminder] = await elapse(contact, DEMO, 15 * MIN, 1);
    expect(reminder).toContain("2 Pepsi 1,5 L (subtotal $4.400)");
  });

  it("a customer message in time re-arms the reminder from that message", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await elapse(contact, DEMO, 10 * MIN, 0);
    await tell(contact, DEMO, "y una fanta");
    await elapse(contact, DEMO, 10 * MIN, 0); // 20 min after the first message, 10 after the second
    const [reminder] = await elapse(contact, DEMO, 5 * MIN, 1);
    expect(reminder).toContain("2 Pepsi 1,5 L y 1 Fanta 1,5 L (subtotal $6.700)");
  });

  it("a pending confirmation: the total after 10 minutes, expiry at 30, and the summary again before a yes counts", async () => {
    const contact = newContact();
    await toSummary(contact);
    await elapse(contact, DEMO, 9 * MIN, 0);
    const [nudge] = await elapse(contact, DEMO, 1 * MIN, 1);
    expect(nudge).toBe("¡Hola, Juan! ¿Seguimos? 🙂 Tu pedido de 2 Pepsi 1,5 L suma $4.400. ¿Lo confirmamos?");
    // The expiry is silent; it only makes the old summary unusable.
    await elapse(contact, DEMO, 20 * MIN, 0);
    expect((await view(contact, DEMO)).session.pendingConfirmation).toBeNull();
    const again = await tell(contact, DEMO, "sí");
    expect(again.join("\n")).toMatch(/El resumen anterior venció.*Total: \$4\.400.*Confirmamos/s);
    expect(await orders(contact)).toHaveLength(0);
    const done = await tell(contact, DEMO, "sí");
    expect(done[0]).toMatch(/Tu pedido ORD-\d{5} quedó confirmado/);
    expect((await orders(contact)).map((o) => o.total)).toEqual([440000]);
  });

  it("DONE goes back to IDLE after 30 minutes, without writing to the customer", async () => {
    const contact = newContact();
    await toSummary(contact);
    await tell(contact, DEMO, "sí");
    expect((await view(contact, DEMO)).session.state).toBe("DONE");
    await elapse(contact, DEMO, 29 * MIN, 0);
    expect((await view(contact, DEMO)).session.state).toBe("DONE");
    await elapse(contact, DEMO, 1 * MIN, 0);
    expect((await view(contact, DEMO)).session.state).toBe("IDLE");
    expect((await timerAudit(contact, DEMO)).map((a) => a.intent)).toContain("reset_to_idle");
  });

  it("stays silent while an operator holds the conversation", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await stubOf(contact, DEMO).command({ type: "take_over" }, "ana");
    await elapse(contact, DEMO, 20 * MIN, 0);
    expect((await timerAudit(contact, DEMO)).map((a) => a.detail)).toContain("skipped: operator in control");
    // A customer message while the operator is in charge arms nothing either.
    await tell(contact, DEMO, "hola?");
    expect((await view(contact, DEMO)).timers.filter((t) => t.kind === "agent").map((t) => t.id)).toEqual(["agent:session_close"]);
    await elapse(contact, DEMO, 20 * MIN, 0);
  });

  it("after an operator gives the conversation back, the agent's follow-ups count from the release", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await stubOf(contact, DEMO).command({ type: "take_over" }, "ana");
    await elapse(contact, DEMO, 20 * MIN, 0);
    await stubOf(contact, DEMO).command({ type: "release", mode: "keep", notify: false }, "ana");
    await elapse(contact, DEMO, 14 * MIN, 0);
    const [reminder] = await elapse(contact, DEMO, 1 * MIN, 1);
    expect(reminder).toMatch(/Te quedó un pedido sin terminar: 2 Pepsi 1,5 L/);
  });

  it("a firing that throws after its side effects is retried, and the customer gets one reminder", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await withChaos(contact, DEMO, async () => {
      await elapse(contact, DEMO, 15 * MIN, 0); // the first attempt fails; nothing leaves
      expect((await view(contact, DEMO)).timers.find((t) => t.id === "agent:cart_reminder")).toMatchObject({ kind: "agent" });
      await elapse(contact, DEMO, 6_000, 1); // the retry (5 s later) goes through
    });
    await elapse(contact, DEMO, HOUR, 0);
    const rows = (await view(contact, DEMO)).outbox.filter((o) => o.id.includes("/timer:cart_reminder@"));
    expect(rows.map((r) => r.status)).toEqual(["sent"]);
  });

  it("the 24 h window closes the session; the next message starts a new one that remembers the last", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await elapse(contact, DEMO, 14 * MIN, 0);
    await tell(contact, DEMO, "mmm");
    // Past the window: the cart reminder goes as the approved template, then the session closes.
    await elapse(contact, DEMO, 24 * HOUR, 1);
    const closed = (await view(contact, DEMO)).session;
    expect(closed).toMatchObject({ state: "IDLE", cart: [], history: [] });
    expect(closed.previousSummary).toContain("carrito abandonado: 2 Pepsi 1,5 L");
    expect((await timerAudit(contact, DEMO)).map((a) => a.intent)).toEqual(["remind_cart", "close_session"]);
    const [hello] = await tell(contact, DEMO, "hola");
    expect(hello).toMatch(/Hola.*Kiosco Don Tito/s);
    expect((await view(contact, DEMO)).session.previousSummary).toContain("carrito abandonado");
  });
});
