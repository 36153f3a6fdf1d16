import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost, HOUR, MIN } from "../support/conversation-host";
import { DEMO, PACKS } from "../support/demo-shops";

// The kinds' follow-ups in memory: what each timer writes, when, and what it changes, with the
// conversation's commit and arming played by the in-memory host. The Workers runtime's own
// alarm, eviction and queue are covered in test/integration/timers-*.test.ts and packs-flow.

const kiosk = () => new ConversationHost({ kind: kinds.get("retail"), shop: DEMO });
const mattresses = () => new ConversationHost({ kind: kinds.get("packs"), shop: PACKS });

async function toSummary(h: ConversationHost): Promise<void> {
  for (const say of ["quiero 2 pepsi", "listo", "retiro", "Juan", "30123456", "efectivo"]) await h.say(say);
  expect(h.session.state).toBe("AWAITING_CONFIRMATION");
}

describe("retail follow-ups", () => {
  it("a pending summary: the total after 10 minutes, a silent expiry at 30, and the summary again before a yes counts", async () => {
    const h = kiosk();
    await toSummary(h);
    expect(await h.advance(10 * MIN)).toEqual(["¡Hola, Juan! ¿Seguimos? 🙂 Tu pedido de 2 Pepsi 1,5 L suma $4.400. ¿Lo confirmamos?"]);
    expect(await h.advance(20 * MIN)).toEqual([]);
    const again = await h.say("sí");
    expect(again.join("\n")).toMatch(/El resumen anterior venció.*Total: \$4\.400.*Confirmamos/s);
    expect(h.orders()).toEqual([]);
    expect((await h.say("sí"))[0]).toMatch(/Tu pedido ORD-\d{5} quedó confirmado/);
    expect(h.orders().map((o) => o.total)).toEqual([440000]);
  });

  it("DONE goes back to IDLE after 30 minutes without writing to the customer", async () => {
    const h = kiosk();
    await toSummary(h);
    await h.say("sí");
    expect(await h.advance(29 * MIN)).toEqual([]);
    expect(h.session.state).toBe("DONE");
    expect(await h.advance(1 * MIN)).toEqual([]);
    expect(h.session.state).toBe("IDLE");
  });

  it("a reminder due inside the window that can only run after it goes as the approved template", async () => {
    const h = kiosk();
    await h.say("quiero 2 pepsi");
    const [template] = await h.jump(25 * HOUR);
    expect(template).toBe("¡Hola! Te escribimos de Kiosco Don Tito. Te quedó un pedido sin terminar: 2 Pepsi 1,5 L (subtotal $4.400). Si querés seguir, respondé este mensaje.");
    expect(h.sent.at(-1)!.message).toMatchObject({ type: "template", name: "seguimiento_pedido", language: "es_AR" });
  });

  it("the 24 h window closes the session; the next one remembers the abandoned cart", async () => {
    const h = kiosk();
    await h.say("quiero 2 pepsi");
    await h.advance(15 * MIN);
    await h.advance(24 * HOUR);
    expect(h.session).toMatchObject({ state: "IDLE", cart: [], history: [] });
    expect(h.session.previousSummary).toContain("carrito abandonado: 2 Pepsi 1,5 L");
    expect((await h.say("hola"))[0]).toMatch(/Hola.*Kiosco Don Tito/s);
  });
});

describe("packs follow-ups", () => {
  it("a question for what is missing, the promos with the data (no wait), and the default pack ordered after 10 silent minutes", async () => {
    const h = mattresses();
    await h.say("hola");
    await h.say("me interesa comprar"); // not "sí" to the promos (those come at once with the data)
    await h.say("me llamo Juan Pérez");
    expect(await h.advance(6 * MIN)).toEqual(["¡Hola, Juan! Para pasarte las promos solo me falta tu teléfono, tu ciudad y tu dirección. ¿Me pasás un teléfono de contacto?"]);
    await h.say("3415556677");
    await h.say("Rosario");
    const [promos] = await h.say("San Martín 1234");
    expect(promos).toContain("Ya tengo todo para el envío a San Martín 1234, Rosario");
    expect(promos).toContain("• 2 colchones: $699.000 (ahorrás $79.000)");
    expect(h.session.state).toBe("ofrecer_promos");
    const [auto] = await h.advance(10 * MIN);
    const [order] = h.orders();
    expect(auto).toContain("te reservé 2 colchones");
    expect(auto).toContain(`Tu pedido es el ${order.number}`);
    expect(order).toMatchObject({ status: "confirmed", total: 69900000, address: "San Martín 1234, Rosario", notes: expect.stringContaining("Pedido automático") });
    expect(h.session.state).toBe("compra_confirmada");
    // Changing the pack replaces the order, once the customer says yes to it.
    expect(await h.say("mejor el de 3")).toEqual([`¿Cambio tu pedido ${order.number} (2 colchones) por 3 colchones, total $949.000?`]);
    expect(h.orders()).toHaveLength(1);
    const [changed] = (await h.say("sí")).slice(-1);
    expect(h.orders().map((o) => [o.status, o.total])).toEqual([
      ["cancelled", 69900000],
      ["confirmed", 94900000],
    ]);
    expect(changed).toContain(`Cancelé el pedido ${order.number}`);
    expect(h.audit.filter((a) => a.kind === "timer").map((a) => [a.intent, a.stateBefore, a.stateAfter])).toEqual([
      ["ask_missing", "collecting_data", "collecting_data"],
      ["auto_order", "ofrecer_promos", "compra_confirmada"],
    ]);
  });

  it("silent with no data: one 'quedamos pendientes'; outside the window, with no template, nothing", async () => {
    const h = mattresses();
    await h.say("hola");
    await h.say("sí");
    const [nudge, ...more] = await h.advance(30 * MIN);
    expect(nudge).toContain("Quedamos pendientes");
    expect(more).toEqual([]);
    const late = mattresses();
    await late.say("quiero comprar");
    await late.say("me llamo Juan Pérez");
    expect(await late.jump(25 * HOUR)).toEqual([]);
    expect(late.sent.filter((s) => s.status === "skipped").map((s) => s.text)).toEqual([expect.stringContaining('Seguimiento "missing_data" no enviado')]);
  });

  it("the auto-order that fails after writing is redone under the same key: one order, one message", async () => {
    const h = mattresses();
    for (const say of ["quiero comprar", "soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456", "pasame las promos"]) await h.say(say);
    h.failNext = 1;
    expect(await h.advance(10 * MIN)).toHaveLength(1);
    expect(h.orders()).toHaveLength(1);
  });
});
