import { describe, expect, it } from "vitest";
import type { OrderView } from "../../src/store/order-list";
import { env, newContact } from "../helpers";
import { openHub, staff, ticket, TOKENS } from "./operator-support";
import { api, listed, move, placeOrder } from "./orders-support";

// The orders API at its edges: who may call it, what it accepts, and how it filters.

describe("orders API access", () => {
  it("refuses a missing token, a wrong one and another workspace's; a live ticket works", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    const path = `/api/workspaces/demo/orders/${order.id}/status`;
    expect((await api("GET", "/api/workspaces/demo/orders", { token: null })).status).toBe(401);
    expect((await api("GET", "/api/workspaces/demo/orders", { token: "not-the-token" })).status).toBe(401);
    expect((await api("GET", "/api/workspaces/demo/orders", { token: TOKENS.packs })).status).toBe(401);
    expect((await api("POST", path, { token: TOKENS.packs, body: { status: "preparing" } })).status).toBe(401);
    // The packs shop's own token, on its own path, cannot reach a demo order either.
    const crossed = await api("POST", `/api/workspaces/packs/orders/${order.id}/status`, { token: TOKENS.packs, body: { status: "preparing" } });
    expect(crossed.status).toBe(404);
    const packsList = await api("GET", "/api/workspaces/packs/orders", { token: TOKENS.packs });
    expect(((await packsList.json()) as { orders: OrderView[] }).orders.some((o) => o.id === order.id)).toBe(false);
    expect((await env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(order.id).first<{ status: string }>())!.status).toBe("confirmed");

    const viaTicket = await api("GET", `/api/workspaces/demo/orders?ticket=${encodeURIComponent(await ticket("carla"))}`, { token: null });
    expect(viaTicket.status).toBe(200);
    const moved = await api("POST", `${path}?ticket=${encodeURIComponent(await ticket("carla"))}`, { token: null, body: { status: "preparing" } });
    // The ticket's operator is who moved it: their id in the history, and their name beside it.
    expect(((await moved.json()) as { change: { operatorId: string; operatorName: string } }).change).toMatchObject({ operatorId: (await staff("carla")).id, operatorName: "carla" });
  });

  it("validates ids, bodies and queries before any lookup", async () => {
    for (const id of ["abc", "0", "-1", "1e3", "1.5", "99999999999999999999", "1%20OR%201=1"]) {
      const res = await api("POST", `/api/workspaces/demo/orders/${id}/status`, { body: { status: "preparing" } });
      expect(res.status, id).toBe(400);
    }
    expect((await api("POST", "/api/workspaces/demo/orders/999999999/status", { body: { status: "preparing" } })).status).toBe(404);
    const contact = newContact();
    const order = await placeOrder(contact);
    const path = `/api/workspaces/demo/orders/${order.id}/status`;
    for (const body of [{}, { status: "shipped" }, { status: "PREPARING" }, { status: "preparing", note: "x".repeat(501) }, { status: 3 }]) {
      expect((await api("POST", path, { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api("POST", path, { raw: "{not json" })).status).toBe(400);
    expect((await api("POST", path, { raw: JSON.stringify({ status: "preparing", note: "y".repeat(20_000) }) })).status).toBe(413);
    for (const query of ["status=shipped", "status=confirmed,nope", "from=yesterday", "to=2026-13-45T99", "limit=0", "limit=501", `q=${"a".repeat(101)}`]) {
      expect((await api("GET", `/api/workspaces/demo/orders?${query}`)).status, query).toBe(400);
    }
    expect((await api("GET", "/api/workspaces/de%20mo/orders")).status).toBe(400);
    // Nothing of that moved the order.
    expect((await listed(`q=${order.number}`))[0].status).toBe("confirmed");
  });
});

describe("orders list", () => {
  it("filters by status (one or several), by text (number, name, phone) and by creation time", async () => {
    const ana = newContact();
    const beto = newContact();
    const first = await placeOrder(ana, ["quiero 2 pepsi", "listo", "retiro", "Anabella Quiroga", "30123456", "efectivo", "sí"]);
    const second = await placeOrder(beto, ["quiero 1 pepsi", "listo", "retiro", "Bernardo Ledesma", "30654321", "efectivo", "sí"]);
    await move(beto, second.id, "preparing");

    const ids = (orders: OrderView[]) => orders.map((o) => o.id).filter((id) => id === first.id || id === second.id);
    expect(ids(await listed("status=confirmed"))).toEqual([first.id]);
    expect(ids(await listed("status=preparing"))).toEqual([second.id]);
    expect(ids(await listed("status=confirmed,preparing"))).toEqual([second.id, first.id]); // newest first
    expect(ids(await listed("q=quiroga"))).toEqual([first.id]);
    expect(ids(await listed("q=BERNARDO"))).toEqual([second.id]);
    expect(ids(await listed(`q=${first.number.toLowerCase()}`))).toEqual([first.id]);
    expect(ids(await listed(`q=${beto.slice(-6)}`))).toEqual([second.id]);
    expect(ids(await listed("q=%25"))).toEqual([]); // a literal %, not a wildcard
    const created = (await listed(`q=${second.number}`))[0].createdAt;
    expect(ids(await listed(`from=${created}&q=${second.number}`))).toEqual([second.id]);
    expect(ids(await listed(`to=${created}&q=${second.number}`))).toEqual([]);
    expect(ids(await listed(`from=${new Date(created - 60_000).toISOString()}&to=${new Date(created + 60_000).toISOString()}&q=${second.number}`))).toEqual([second.id]);
    expect((await listed("limit=1")).length).toBe(1);
  });

  it("every open console hears of a move at once (hub 'order' event)", async () => {
    const contact = newContact();
    const order = await placeOrder(contact);
    const hub = await openHub("beto");
    try {
      await move(contact, order.id, "preparing", { operator: "ana" });
      const frame = await hub.next("order", (f) => f.order.id === order.id);
      expect(frame.order).toMatchObject({ number: order.number, status: "preparing", next: ["ready_for_pickup", "cancelled"] });
      expect(frame.order.history.at(-1)).toMatchObject({ status: "preparing", operatorId: (await staff("ana")).id, operatorName: "ana", notice: "message" });
    } finally {
      hub.close();
    }
  });
});
