import { describe, expect, it } from "vitest";
import { converse, env, graphRequests, newContact, replyText, say, settle } from "../helpers";

describe("stock under contention", () => {
  it("many customers racing for the last units never drive stock below zero; the losers are told", async () => {
    await env.DB.prepare("UPDATE stock SET quantity = 2 WHERE product_id = 'papas-lays'").run();
    const contacts = Array.from({ length: 4 }, () => newContact());
    // Everyone reaches the summary with 1 bag each...
    await Promise.all(contacts.map((c, i) => converse(c, ["quiero unas papas lays", "listo", "retiro", ["Ana", "Bruno", "Carla", "Dario"][i], `4000000${i}`, "efectivo"])));
    // ...then all say yes at once.
    await Promise.all(contacts.map((c) => say(c, "sí")));
    await Promise.all(contacts.map((c) => settle(c)));
    const stock = await env.DB.prepare("SELECT quantity FROM stock WHERE product_id = 'papas-lays'").first<{ quantity: number }>();
    const orders = await env.DB.prepare(`SELECT COUNT(*) AS n FROM orders WHERE contact IN (${contacts.map(() => "?").join(",")})`).bind(...contacts).first<{ n: number }>();
    expect(stock!.quantity).toBe(0);
    expect(orders!.n).toBe(2);
    const texts = (await Promise.all(contacts.map((c) => graphRequests(c)))).map((reqs) => replyText(reqs.at(-1)!));
    expect(texts.filter((t) => /quedó confirmado/.test(t))).toHaveLength(2);
    // The losers are told, and their cart follows the stock: the one line gone, the order is empty
    // and nothing was written for them.
    expect(texts.filter((t) => /justo se agotó Papas fritas Lays 150 g 😕 y el pedido quedó vacío/.test(t))).toHaveLength(2);
    await env.DB.prepare("UPDATE stock SET quantity = 100 WHERE product_id = 'papas-lays'").run();
  });
});
