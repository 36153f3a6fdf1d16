import { describe, expect, it } from "vitest";
import type { OrderView } from "../../src/store/order-list";
import { actor, converse, env, graphRequests, newContact, postWebhook, replies, settle, waPayload, wamid } from "../helpers";
import { api } from "./orders-support";

// What WhatsApp sends besides text, through the real webhook route, the conversation's actor,
// D1 and the fake Graph API (issue 17, phase 2): a cart from the shop's catalog, a shared
// location (stored with the order, in the orders API with a map link and in the operator's
// snapshot), a document (a person looks at it), a sticker (no reply).

const ts = () => String(Math.floor(Date.now() / 1000));
const raw = (contact: string, message: Record<string, unknown>) => ({ from: contact, id: wamid(), timestamp: ts(), ...message });

async function send(contact: string, message: Record<string, unknown>): Promise<void> {
  const res = await postWebhook(waPayload([raw(contact, message)]));
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ delivered: 1 });
}

describe("a cart from the WhatsApp catalog", () => {
  it("becomes the cart priced by our catalog, names unknown SKUs, and goes on to the checkout; nothing is rejected", async () => {
    const contact = newContact();
    const order = {
      type: "order",
      order: { catalog_id: "194836987003835", product_items: [{ product_retailer_id: "COCA-15", quantity: 2, item_price: 1, currency: "ARS" }, { product_retailer_id: "GONE-1", quantity: 1, item_price: 1, currency: "ARS" }] },
    };
    await send(contact, order);
    const [reply] = await replies(contact, 1);
    expect(reply).toContain("Recibí tu pedido del catálogo");
    expect(reply).toContain("2 × Coca-Cola 1,5 L ($2.500 c/u)");
    expect(reply).toContain("GONE-1");
    expect(reply).toContain("enviamos o pasás a retirarlo");
    const snapshot = await actor(contact).snapshot();
    expect(snapshot.cart.lines).toEqual([expect.objectContaining({ productId: "coca-15", quantity: 2, unitPrice: 250000 })]);
    const rejects = await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_rejects WHERE body LIKE ?").bind(`%${contact}%`).first<{ n: number }>();
    expect(rejects!.n).toBe(0);
  });
});

describe("a shared location", () => {
  it("is written with the delivery order, shown by the orders API with a map link and by the operator's snapshot", async () => {
    const contact = newContact();
    const before = await converse(contact, ["quiero 3 cocas grandes", "listo", "envío", "Beto Díaz", "30555666"]);
    expect(before.at(-1)).toContain("A qué dirección");
    // The address question is WhatsApp's location request button.
    const asked = (await graphRequests(contact)).at(-1)!;
    expect((asked.body as { interactive?: { type?: string } }).interactive?.type).toBe("location_request_message");
    await send(contact, { type: "location", location: { latitude: -34.6037, longitude: -58.3816, name: "Casa", address: "Tucumán 1500" } });
    await settle(contact);
    expect((await actor(contact).snapshot()).location).toEqual({ latitude: -34.6037, longitude: -58.3816, name: "Casa", address: "Tucumán 1500" });
    const after = await converse(contact, ["efectivo", "sí"]);
    expect(after.at(-1)).toMatch(/quedó confirmado/);
    const row = await env.DB.prepare("SELECT id, address, location_latitude, location_longitude, location_name, location_address FROM orders WHERE contact = ?").bind(contact).first<Record<string, unknown>>();
    expect(row).toMatchObject({ address: "Casa, Tucumán 1500", location_latitude: -34.6037, location_longitude: -58.3816, location_name: "Casa", location_address: "Tucumán 1500" });
    const res = await api("GET", `/api/workspaces/demo/orders?q=${contact}`);
    const { orders } = (await res.json()) as { orders: OrderView[] };
    expect(orders[0].location).toEqual({ latitude: -34.6037, longitude: -58.3816, name: "Casa", address: "Tucumán 1500", mapUrl: "https://www.google.com/maps/search/?api=1&query=-34.603700,-58.381600" });
  });

  it("a pickup order has none", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi", "listo", "retiro", "Nora Paz", "30999888", "efectivo", "sí"]);
    const { orders } = (await (await api("GET", `/api/workspaces/demo/orders?q=${contact}`)).json()) as { orders: OrderView[] };
    expect(orders[0].location).toBeNull();
  });
});

describe("documents and stickers", () => {
  it("a document is acknowledged and flagged to the operator as a help request", async () => {
    const contact = newContact();
    await send(contact, { type: "document", document: { id: "doc-1", mime_type: "application/pdf", filename: "comprobante.pdf", caption: "te paso el comprobante" } });
    const [reply] = await replies(contact, 1);
    expect(reply).toContain("Recibí tu archivo");
    await new Promise((r) => setTimeout(r, 50));
    const request = await env.DB.prepare("SELECT trigger, reason FROM handoff_requests WHERE contact = ? ORDER BY created_at DESC").bind(contact).first<{ trigger: string; reason: string }>();
    expect(request).toMatchObject({ trigger: "document" });
    expect(request!.reason).toContain("comprobante.pdf");
    expect(request!.reason).toContain("te paso el comprobante");
  });

  it("a sticker gets no reply when nothing is awaited", async () => {
    const contact = newContact();
    await send(contact, { type: "sticker", sticker: { id: "stk-1", mime_type: "image/webp", animated: false } });
    await settle(contact);
    await new Promise((r) => setTimeout(r, 200));
    expect(await graphRequests(contact)).toEqual([]);
  });
});
