import { describe, expect, it } from "vitest";
import { converse, env, graphRequests, newContact, replyText, say, settle } from "../helpers";
import { DEMO, elapse, HOUR, view } from "./followups-support";
import { api, DELIVERY_ORDER, listed, move, placeOrder, stockOf } from "./orders-support";
import { staff } from "./operator-support";

// An order's life after the customer's "sí", as the shop's staff move it and as the customer
// hears of it on WhatsApp: every transition, the impossible ones (409), the 24 h window, and
// the stock that comes back on a cancellation, once.

async function phone(contact: string): Promise<string[]> {
  return (await graphRequests(contact)).map(replyText);
}

async function history(orderId: number) {
  const { results } = await env.DB.prepare("SELECT version, from_status, to_status, changed_by, operator_id, note, notice FROM order_status_history WHERE order_id = ? ORDER BY version")
    .bind(orderId)
    .all();
  return results;
}

describe("the order lifecycle", () => {
  it("a pickup order: confirmed → preparing → ready_for_pickup → delivered, each told to the customer in order with the chat", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    const [listedOrder] = (await listed(`q=${order.number}`)).filter((o) => o.id === order.id);
    expect(listedOrder).toMatchObject({
      number: order.number,
      status: "confirmed",
      next: ["preparing", "cancelled"],
      total: 440000,
      fulfilment: "pickup",
      payment: "cash",
      customer: { name: "Juan Pérez", contact },
      items: [{ name: "Pepsi 1,5 L", quantity: 2, unitPrice: 220000, lineTotal: 440000 }],
      history: [{ version: 1, from: null, status: "confirmed", by: "agent", notice: "none" }],
    });
    const before = (await phone(contact)).length;

    const [ana, beto] = [await staff("ana"), await staff("beto")];
    const preparing = await move(contact, order.id, "preparing", { operator: "ana" });
    expect(preparing.res.status).toBe(200);
    expect(preparing.json).toMatchObject({ repeated: false, order: { status: "preparing", next: ["ready_for_pickup", "cancelled"] }, change: { from: "confirmed", status: "preparing", by: "operator", operatorId: ana.id, operatorName: "ana", notice: "message" } });
    const ready = await move(contact, order.id, "ready_for_pickup", { operator: "beto" });
    expect(ready.json.order.next).toEqual(["delivered", "cancelled"]);
    const delivered = await move(contact, order.id, "delivered", { operator: "ana" });
    expect(delivered.json.order).toMatchObject({ status: "delivered", next: [] });

    expect((await phone(contact)).slice(before)).toEqual([
      `Tu pedido ${order.number} ya se está preparando 👨‍🍳`,
      `Tu pedido ${order.number} está listo para retirar en Av. Corrientes 1234, CABA 🛍️`,
      `Tu pedido ${order.number} fue entregado. ¡Gracias por tu compra! 🙌`,
    ]);
    expect(await history(order.id)).toEqual([
      { version: 1, from_status: null, to_status: "confirmed", changed_by: "agent", operator_id: null, note: null, notice: "none" },
      { version: 2, from_status: "confirmed", to_status: "preparing", changed_by: "operator", operator_id: ana.id, note: null, notice: "message" },
      { version: 3, from_status: "preparing", to_status: "ready_for_pickup", changed_by: "operator", operator_id: beto.id, note: null, notice: "message" },
      { version: 4, from_status: "ready_for_pickup", to_status: "delivered", changed_by: "operator", operator_id: ana.id, note: null, notice: "message" },
    ]);
    // The operator's transcript has them too, as the shop's messages, after the confirmation.
    const log = (await view(contact, DEMO)).log;
    const confirmedAt = log.findIndex((m) => /quedó confirmado/.test(m.text));
    expect(log.slice(confirmedAt + 1).map((m) => `${m.author}: ${m.text}`)).toEqual([
      `system: Tu pedido ${order.number} ya se está preparando 👨‍🍳`,
      `system: Tu pedido ${order.number} está listo para retirar en Av. Corrientes 1234, CABA 🛍️`,
      `system: Tu pedido ${order.number} fue entregado. ¡Gracias por tu compra! 🙌`,
    ]);

    // The chat goes on after them: the customer's next message is answered after the notices.
    await converse(contact, ["gracias! quiero una fanta"]);
    const all = await phone(contact);
    expect(all.at(-2)).toMatch(/fue entregado/);
    expect(all.at(-1)).toMatch(/Fanta/);
  });

  it("a delivery order goes out_for_delivery, never ready_for_pickup (409 naming the allowed steps)", async () => {
    const contact = newContact();
    const order = await placeOrder(contact, DELIVERY_ORDER);
    await move(contact, order.id, "preparing");
    const wrong = await move(contact, order.id, "ready_for_pickup");
    expect(wrong.res.status).toBe(409);
    expect(wrong.json).toMatchObject({ status: "preparing", allowed: ["out_for_delivery", "cancelled"] });
    expect(wrong.json.error).toContain("En camino");
    const out = await move(contact, order.id, "out_for_delivery");
    expect(out.res.status).toBe(200);
    expect((await phone(contact)).at(-1)).toBe(`Tu pedido ${order.number} está en camino 🛵`);
    await move(contact, order.id, "delivered");
    expect((await listed(`q=${order.number}`))[0]).toMatchObject({ status: "delivered", address: "Av. Santa Fe 3200, 4B", customer: { name: "Ana Gómez" }, deliveryFee: 50000 });
  });

  it("impossible steps are 409s naming the allowed ones, and change nothing", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    const sent = (await phone(contact)).length;
    const skip = await move(contact, order.id, "delivered");
    expect(skip.res.status).toBe(409);
    expect(skip.json).toMatchObject({ status: "confirmed", allowed: ["preparing", "cancelled"] });
    expect((await move(contact, order.id, "out_for_delivery")).json.allowed).toEqual(["preparing", "cancelled"]);
    await move(contact, order.id, "preparing");
    expect((await move(contact, order.id, "confirmed")).res.status).toBe(409); // never backwards
    await move(contact, order.id, "ready_for_pickup");
    await move(contact, order.id, "delivered");
    for (const status of ["preparing", "cancelled", "confirmed", "ready_for_pickup"]) {
      const late = await move(contact, order.id, status);
      expect(late.res.status, status).toBe(409);
      expect(late.json).toMatchObject({ status: "delivered", allowed: [] });
    }
    expect((await history(order.id)).map((h) => h.to_status)).toEqual(["confirmed", "preparing", "ready_for_pickup", "delivered"]);
    expect((await phone(contact)).length).toBe(sent + 3);
  });

  it("asking again for the status an order already has is answered with that change and sends nothing twice", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    const first = await move(contact, order.id, "preparing");
    const again = await move(contact, order.id, "preparing");
    expect(again.res.status).toBe(200);
    expect(again.json).toMatchObject({ repeated: true, change: { version: first.json.change.version, status: "preparing" } });
    // Two operators tapping at once: one change, one message.
    const racers = await Promise.all([api("POST", `/api/workspaces/demo/orders/${order.id}/status`, { body: { status: "ready_for_pickup" } }), api("POST", `/api/workspaces/demo/orders/${order.id}/status`, { body: { status: "ready_for_pickup" }, operator: "beto" })]);
    expect(racers.map((r) => r.status)).toEqual([200, 200]);
    await settle(contact);
    expect((await history(order.id)).filter((h) => h.to_status === "ready_for_pickup")).toHaveLength(1);
    expect((await phone(contact)).filter((t) => t.includes("preparando"))).toHaveLength(1);
    expect((await phone(contact)).filter((t) => t.includes("listo para retirar"))).toHaveLength(1);
  });

  it("cancelling (with the reason told to the customer) puts the stock back exactly once, whoever cancels", async () => {
    const contact = newContact();
    const start = await stockOf("agua-500");
    const order = await placeOrder(contact, ["quiero 3 aguas", "listo", "retiro", "Eva Ruiz", "30111222", "efectivo", "sí"]);
    expect(await stockOf("agua-500")).toBe(start - 3);
    await move(contact, order.id, "preparing");
    const cancelled = await move(contact, order.id, "cancelled", { note: "se nos terminó el agua fría" });
    expect(cancelled.json).toMatchObject({ order: { status: "cancelled", next: [] }, change: { note: "se nos terminó el agua fría", notice: "message" } });
    expect((await phone(contact)).at(-1)).toBe(`Tu pedido ${order.number} fue cancelado: se nos terminó el agua fría`);
    expect(await stockOf("agua-500")).toBe(start);
    // Again (a retry, another operator): the same change, no stock, no message.
    const sent = (await phone(contact)).length;
    expect((await move(contact, order.id, "cancelled")).json.repeated).toBe(true);
    expect(await stockOf("agua-500")).toBe(start);
    // The customer asks the agent to cancel it too: it is already cancelled.
    const [reply] = (await converse(contact, ["quiero cancelar mi pedido"])).slice(sent);
    expect(reply).toContain("ya está cancelado");
    expect(await stockOf("agua-500")).toBe(start);
  });

  it("the agent's own cancellation (customer's request) is in the history and the operator cannot cancel it again", async () => {
    const contact = newContact();
    const start = await stockOf("agua-500");
    const order = await placeOrder(contact, ["quiero 2 aguas", "listo", "retiro", "Leo Paz", "30999888", "efectivo", "sí"]);
    // The agent asks first (a yes before anything destructive), then cancels.
    expect((await converse(contact, ["quiero cancelar mi pedido"])).at(-1)).toContain(`¿Cancelo tu pedido ${order.number}`);
    expect((await converse(contact, ["sí"])).at(-1)).toContain(`cancelé tu pedido ${order.number}`);
    expect(await stockOf("agua-500")).toBe(start);
    const h = await history(order.id);
    expect(h.at(-1)).toMatchObject({ from_status: "confirmed", to_status: "cancelled", changed_by: "agent", notice: "none" });
    const sent = (await phone(contact)).length;
    expect((await move(contact, order.id, "cancelled")).json).toMatchObject({ repeated: true, change: { by: "agent" } });
    expect((await move(contact, order.id, "preparing")).res.status).toBe(409);
    expect((await phone(contact)).length).toBe(sent);
    expect(await stockOf("agua-500")).toBe(start);
  });

  it("once the agent's 'can I still change it' window is gone (preparing), the customer is handed to a person", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    await move(contact, order.id, "preparing");
    const [reply] = (await converse(contact, ["quiero cancelar mi pedido"])).slice(-1);
    expect(reply).toContain("ya está en preparación");
    expect((await listed(`q=${order.number}`))[0].status).toBe("preparing");
  });
});

describe("order notices and the 24-hour window", () => {
  it("outside the window without an order_update template the notice is recorded as skipped, not sent", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    await elapse(contact, DEMO, 25 * HOUR, 0);
    const sent = (await graphRequests(contact)).length;
    const moved = await move(contact, order.id, "preparing");
    expect(moved.json.change.notice).toBe("skipped");
    expect((await graphRequests(contact)).length).toBe(sent);
    const skipped = (await view(contact, DEMO)).outbox.filter((o) => o.id.includes("/order/"));
    expect(skipped).toEqual([expect.objectContaining({ author: "system", status: "skipped", error: "outside the 24 h window; no template" })]);
    expect(JSON.parse(skipped[0].message).text).toContain(`Decía: Tu pedido ${order.number} ya se está preparando`);
    expect((await history(order.id)).at(-1)).toMatchObject({ to_status: "preparing", notice: "skipped" });
  });

  it("outside the window the shop's order_update template carries it; inside, plain text", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    await withOrderTemplate(async () => {
      await elapse(contact, DEMO, 25 * HOUR, 0);
      const moved = await move(contact, order.id, "preparing");
      expect(moved.json.change.notice).toBe("template");
      const last = (await graphRequests(contact)).at(-1)!.body as unknown as { type: string; template: { name: string; components: { parameters: { text: string }[] }[] } };
      expect(last.type).toBe("template");
      expect(last.template.name).toBe("novedad_pedido");
      expect(last.template.components[0].parameters.map((p) => p.text)).toEqual([order.number, "ya se está preparando 👨‍🍳"]);
      expect((await view(contact, DEMO)).log.at(-1)).toMatchObject({ author: "system", text: `Novedades de tu pedido ${order.number}: ya se está preparando 👨‍🍳` });
      // The customer writes again: the window is open, and the next notice is plain text.
      await say(contact, "buenísimo, gracias");
      await settle(contact);
      await move(contact, order.id, "ready_for_pickup");
      expect(replyText((await graphRequests(contact)).at(-1)!)).toBe(`Tu pedido ${order.number} está listo para retirar en Av. Corrientes 1234, CABA 🛍️`);
    });
  });
});

/** Runs `fn` with the demo shop's order_update template set through the settings API. */
async function withOrderTemplate(fn: () => Promise<void>): Promise<void> {
  const current = (await (await api("GET", "/api/workspaces/demo/settings")).json()) as { profile: Record<string, unknown> & { templates: Record<string, unknown> }; version: string };
  const templates = { ...current.profile.templates, order_update: { name: "novedad_pedido", language: "es_AR", body: "Novedades de tu pedido {{1}}: {{2}}" } };
  const put = await api("PUT", "/api/workspaces/demo/settings", { body: { profile: { ...current.profile, templates }, version: current.version } });
  expect(put.status, await put.clone().text()).toBe(200);
  // The write dropped this isolate's cached profile, so the conversation reads the template now.
  try {
    await fn();
  } finally {
    const now = (await (await api("GET", "/api/workspaces/demo/settings")).json()) as { profile: { templates: Record<string, unknown> }; version: string };
    const { order_update: _dropped, ...rest } = now.profile.templates;
    await api("PUT", "/api/workspaces/demo/settings", { body: { profile: { ...now.profile, templates: rest }, version: now.version } });
  }
}
