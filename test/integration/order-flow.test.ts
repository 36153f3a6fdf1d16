import { describe, expect, it } from "vitest";
import { converse, env, graphRequests, newContact, replies, replyText, say, waitFor } from "../helpers";

describe("the demo order, end to end (webhook → actor → D1 → queue → Graph API)", () => {
  it("greets, fills the cart with catalog prices, collects details, and writes one order on yes", async () => {
    const contact = newContact();
    const steps: [string, RegExp][] = [
      ["hola", /Hola.*Kiosco Don Tito/s],
      ["quiero 2 pepsi", /Agregué 2 Pepsi 1,5 L \(\$2\.200 c\/u\).*subtotal \$4\.400/s],
      ["confirmo", /enviamos o pasás a retirarlo/],
      ["retiro", /A nombre de quién/],
      ["Juan Pérez", /DNI/],
      ["30.123.456", /Cómo vas a pagar/],
      ["efectivo", /Total: \$4\.400.*Confirmamos/s],
      ["sí", /Tu pedido ORD-\d{5} quedó confirmado/],
    ];
    let count = 0;
    for (const [message, expected] of steps) {
      const res = await say(contact, message);
      expect(res.status).toBe(200);
      count += 1;
      const texts = await replies(contact, count);
      expect(texts[count - 1], `reply to "${message}"`).toMatch(expected);
    }

    const order = await env.DB.prepare("SELECT * FROM orders WHERE contact = ?").bind(contact).first<Record<string, unknown>>();
    expect(order).toMatchObject({ subtotal: 440000, delivery_fee: 0, total: 440000, fulfilment: "pickup", status: "confirmed", currency: "ARS" });
    const items = await env.DB.prepare("SELECT product_id, quantity, unit_price, line_total FROM order_items WHERE order_id = ?").bind(order!.id).all();
    expect(items.results).toEqual([{ product_id: "pepsi-15", quantity: 2, unit_price: 220000, line_total: 440000 }]);

    // Replies reached the Graph API in order, with the token and to the right number.
    const reqs = await graphRequests(contact);
    expect(reqs).toHaveLength(steps.length);
    expect(reqs.every((r) => r.authorization === "Bearer test-access-token" && r.phoneNumberId === "100000000000001")).toBe(true);
    expect(replyText(reqs[reqs.length - 1])).toContain(String(order!.number));
    // The summary went out as reply buttons.
    expect(reqs[6].body.interactive?.type).toBe("button");
  });

  it("charges delivery under $5.000 and names the address in the summary", async () => {
    const contact = newContact();
    const texts = await converse(contact, ["quiero una fanta", "eso es todo", "envío", "Ana", "28123456", "Av. Santa Fe 3200, 4B", "mercado pago"]);
    const summary = texts[texts.length - 1];
    expect(summary).toMatch(/Envío: \$500/);
    expect(summary).toMatch(/Total: \$2\.800/);
    expect(summary).toMatch(/Santa Fe 3200/);
    expect((await converse(contact, ["dale"])).at(-1)).toMatch(/ORD-\d{5} quedó confirmado/);
    const order = await env.DB.prepare("SELECT total, delivery_fee, address, payment_method FROM orders WHERE contact = ?").bind(contact).first();
    expect(order).toEqual({ total: 280000, delivery_fee: 50000, address: "Av. Santa Fe 3200, 4B", payment_method: "mercadopago" });
  });

  it("stores the name given in a first message on the order's customer row, as the summary showed it", async () => {
    const contact = newContact();
    // Given before any order is open, the details are only remembered in the session; the order must still carry them.
    const texts = await converse(contact, ["Hola soy Martín, dni 29.888.777", "quiero 2 cocas grandes, mandamelas a Av. Córdoba 1500 3°C, pago en efectivo"]);
    expect(texts.at(-1)).toMatch(/A nombre de: Martín \(DNI 29888777\)/);
    expect((await converse(contact, ["si"])).at(-1)).toMatch(/ORD-\d{5} quedó confirmado/);
    const row = await env.DB.prepare(
      "SELECT o.address, o.fulfilment, o.payment_method, c.first_name, c.dni FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.contact = ?",
    )
      .bind(contact)
      .first();
    expect(row).toEqual({ address: "Av. Córdoba 1500 3°C", fulfilment: "delivery", payment_method: "cash", first_name: "Martín", dni: "29888777" });
  });

  it("updates delivery status from Meta's status webhooks", async () => {
    const contact = newContact();
    await say(contact, "hola");
    const [req] = await waitFor(() => graphRequests(contact), (r) => r.length === 1);
    const { postWebhook, waPayload } = await import("../helpers");
    const status = { id: req.wamid, status: "read", timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: contact };
    expect((await postWebhook(waPayload([], { statuses: [status] }))).status).toBe(200);
    const row = await waitFor(
      () => env.DB.prepare("SELECT status FROM outbound_messages WHERE provider_message_id = ?").bind(req.wamid).first<{ status: string }>(),
      (r) => r?.status === "read",
    );
    expect(row!.status).toBe("read");
  });
});
