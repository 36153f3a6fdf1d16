import { describe, expect, it } from "vitest";
import { newContact } from "../helpers";
import { elapse, inbox, MIN, orderItems, orders, PACKS, requests, tap, tell, timerAudit, view, withChaos } from "./followups-support";

// The packs shop (a mattress in packs of 1, 2 and 3; seed: $389.000 / $699.000 / $949.000,
// default pack x2), end to end through the webhook, the actor, its alarm and D1.

const PROMOS = ["• 1 colchón: $389.000", "• 2 colchones: $699.000 (ahorrás $79.000)", "• 3 colchones: $949.000 (ahorrás $218.000)"];

describe("packs: the sale in order, with its follow-ups", () => {
  it("data, a question for what is missing, the promos with the data, and the default pack ordered after 10 silent minutes", async () => {
    const c = newContact();
    expect((await tell(c, PACKS, "hola"))[0]).toMatch(/Colchones Sueño Pleno.*packs de 1, 2 y 3.*¿Querés que te pase las promos\?/s);
    // Interest without a "sí" to the promos: those come 2 minutes after the data (a "sí" gets them at once).
    expect((await tell(c, PACKS, "me interesa comprar"))[0]).toContain("necesito tu nombre, un teléfono, tu ciudad y tu dirección");
    const [partial] = await tell(c, PACKS, "me llamo Juan Pérez");
    expect(partial).toContain("Me falta tu teléfono, tu ciudad y tu dirección");
    expect((await view(c, PACKS)).session.state).toBe("collecting_data");

    // Partial data and 6 silent minutes: one question for exactly what is missing.
    await elapse(c, PACKS, 5 * MIN, 0);
    const [ask] = await elapse(c, PACKS, 1 * MIN, 1);
    expect(ask).toBe("¡Hola, Juan! Para pasarte las promos solo me falta tu teléfono, tu ciudad y tu dirección. ¿Me pasás un teléfono de contacto?");
    expect(ask).not.toContain("nombre");

    expect((await tell(c, PACKS, "3415556677"))[0]).toContain("tu ciudad y tu dirección");
    expect((await tell(c, PACKS, "Rosario"))[0]).toContain("tu dirección");
    // Data complete: the promos in the same reply (no wait), as a list with prices from the catalog.
    const [promos] = await tell(c, PACKS, "San Martín 1234");
    expect(promos).toContain("Ya tengo todo para el envío a San Martín 1234, Rosario");
    for (const line of PROMOS) expect(promos).toContain(line);
    const list = (await requests(c)).at(-1)!.body.interactive!;
    expect(list.type).toBe("list");
    expect((await view(c, PACKS)).session.state).toBe("ofrecer_promos");

    // Promos unanswered for 10 minutes: the order with the default pack, and how to change it.
    await elapse(c, PACKS, 9 * MIN, 0);
    const [auto] = await elapse(c, PACKS, 1 * MIN, 1);
    const [order] = await orders(c);
    expect(auto).toContain("te reservé 2 colchones");
    expect(auto).toContain("*Total: $699.000*");
    expect(auto).toContain(`Tu pedido es el ${order.number}`);
    expect(auto).toContain('respondé 1, 2 o 3 y lo cambio; si no lo querés, escribí "cancelar"');
    expect(order).toMatchObject({ status: "confirmed", total: 69900000, address: "San Martín 1234, Rosario" });
    expect(await orderItems(order.id)).toEqual([{ product_id: "colchon-2x", quantity: 1, unit_price: 69900000 }]);
    expect((await view(c, PACKS)).session.state).toBe("compra_confirmada");

    // Changing the pack replaces the order, once the customer says yes to it.
    expect((await tell(c, PACKS, "mejor el de 3")).at(-1)).toContain(`¿Cambio tu pedido ${order.number}`);
    const [changed] = (await tell(c, PACKS, "sí")).slice(-1);
    const all = await orders(c);
    expect(all.map((o) => [o.status, o.total])).toEqual([
      ["cancelled", 69900000],
      ["confirmed", 94900000],
    ]);
    expect(changed).toContain(`Cancelé el pedido ${order.number}`);
    expect(changed).toContain(`Tu pedido ${all[1].number} quedó confirmado: 3 colchones, total $949.000`);

    expect((await timerAudit(c, PACKS)).map((a) => [a.intent, a.state_before, a.state_after])).toEqual([
      ["ask_missing", "collecting_data", "collecting_data"],
      ["auto_order", "ofrecer_promos", "compra_confirmada"],
    ]);
  });

  it("promos on request, a tapped pack, the summary, and an order only after an explicit yes", async () => {
    const c = newContact();
    expect((await tell(c, PACKS, "hola, quiero comprar"))[0]).toContain("necesito tu nombre");
    const [complete] = await tell(c, PACKS, "soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456");
    expect(complete).toContain("Ya tengo todo para el envío a Mitre 456, Rosario");
    // The promos in the same reply as the data.
    for (const line of PROMOS) expect(complete).toContain(line);
    const [payment] = await tap(c, PACKS, "pack:colchon-1x", "1 colchón");
    expect(payment).toContain("¿Cómo vas a pagar? Aceptamos efectivo, transferencia y Mercado Pago.");
    const [summary] = await tap(c, PACKS, "payment:cash", "Efectivo");
    expect(summary).toContain("Pago: efectivo al recibir");
    expect(summary).toContain("Resumen de tu compra:");
    expect(summary).toContain("*Total: $389.000*");
    expect(summary).toContain("Entrega en: Mitre 456, Rosario");
    expect(summary).toContain("A nombre de: Ana (tel. 3415556677)");
    expect(await orders(c)).toHaveLength(0);
    const [done] = await tell(c, PACKS, "sí");
    const [order] = await orders(c);
    expect(done).toBe(`¡Listo, Ana! Tu pedido ${order.number} quedó confirmado: 1 colchón, total $389.000. Te lo enviamos a Mitre 456, Rosario y pagás en efectivo al recibir. ¡Gracias por tu compra! 🙌`);
    expect(order.paymentMethod).toBe("cash");
    expect(order.total).toBe(38900000);
    const s = (await view(c, PACKS)).session;
    expect(s.state).toBe("compra_confirmada");
    expect(s.intentsSeen.map((i) => i.intent)).toEqual(["interest", "provide_details", "choose_pack", "provide_details", "confirm"]);
    expect(s.intentsSeen.every((i, k, all) => k === 0 || i.at >= all[k - 1].at)).toBe(true);
    expect(s.extra.packs).toMatchObject({ pack: "colchon-1x", orderNumber: order.number });
    // The 10-minute auto-order was cancelled by the choice: nothing else is ordered or sent.
    await elapse(c, PACKS, 30 * MIN, 0);
    expect(await orders(c)).toHaveLength(1);
  });

  it("silent for 6 minutes with no data: one 'quedamos pendientes'", async () => {
    const c = newContact();
    await tell(c, PACKS, "hola");
    await tell(c, PACKS, "sí");
    await elapse(c, PACKS, 5 * MIN, 0);
    const [nudge] = await elapse(c, PACKS, 1 * MIN, 1);
    expect(nudge).toContain("Quedamos pendientes");
    await elapse(c, PACKS, 30 * MIN, 0);
  });

  it("a re-offer never repeats the same pitch: it is paraphrased", async () => {
    const c = newContact();
    await tell(c, PACKS, "hola, quiero comprar");
    await tell(c, PACKS, "soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456");
    const [first] = await tell(c, PACKS, "pasame las promos");
    await tell(c, PACKS, "el de 2");
    const [second] = await tell(c, PACKS, "no, cambiar");
    // The first pitch came with the data; asked again and re-offered, each in other words.
    expect(first.split("\n")[0]).toBe("Te dejo de nuevo las opciones:");
    expect(second.split("\n")[0]).toBe("Estas son las promos vigentes:");
    expect((await view(c, PACKS)).session.templatesSent).toEqual(expect.arrayContaining(["offer_packs#0", "offer_packs#1"]));
  });

  it("the auto-order that fails after writing is retried: one order, one message", async () => {
    const c = newContact();
    await tell(c, PACKS, "quiero comprar");
    await tell(c, PACKS, "soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456");
    await tell(c, PACKS, "pasame las promos");
    const before = (await inbox(c)).length;
    await withChaos(c, PACKS, async () => {
      await elapse(c, PACKS, 10 * MIN, 0); // the order is written, then the firing fails
      expect(await orders(c)).toHaveLength(1);
      await elapse(c, PACKS, 6_000, 1); // the retry, 5 s later
    });
    await elapse(c, PACKS, 30 * MIN, 0);
    expect(await orders(c)).toHaveLength(1);
    expect((await inbox(c)).length).toBe(before + 1);
  });
});

describe("packs: forbidden jumps are refused", () => {
  it("a pack or a purchase before the data gets the data question, not promos, a summary or an order", async () => {
    const c = newContact();
    const [first] = await tell(c, PACKS, "quiero el pack de 2");
    expect(first).toContain("Antes de armar el pedido necesito tus datos");
    expect(first).not.toContain("Resumen");
    await tell(c, PACKS, "me llamo Juan");
    const [second] = await tell(c, PACKS, "sí, confirmo la compra");
    expect(second).toContain("tu teléfono, tu ciudad y tu dirección");
    expect(second).not.toContain("$");
    const s = (await view(c, PACKS)).session;
    expect(s.state).toBe("collecting_data");
    expect(s.cart).toEqual([]);
    expect(await orders(c)).toHaveLength(0);
  });
});
