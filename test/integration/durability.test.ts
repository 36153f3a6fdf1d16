import { describe, expect, it } from "vitest";
import { settings } from "../../src/settings";
import { actor, converse, inside, env, graphRequests, newContact, postWebhook, replyText, settle, textMsg, waPayload, wamid } from "../helpers";

describe("at-least-once in, exactly-once out", () => {
  it("a wamid replayed 20 times at once yields one turn and one reply", async () => {
    const contact = newContact();
    const msg = textMsg(contact, "hola", wamid());
    const results = await Promise.all(Array.from({ length: 20 }, () => postWebhook(waPayload([msg]))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    await settle(contact);
    const reqs = await graphRequests(contact);
    expect(reqs).toHaveLength(1);
    expect(replyText(reqs[0])).toMatch(/Hola/);
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM turn_audit WHERE conversation = ?").bind(`demo:demo-wa:${contact}`).first<{ n: number }>();
    expect(audit!.n).toBe(1);
  });

  it("two different messages at once are both answered, in order", async () => {
    const contact = newContact();
    const [a, b] = [textMsg(contact, "quiero 2 pepsi"), textMsg(contact, "y una fanta")];
    const results = await Promise.all([postWebhook(waPayload([a])), postWebhook(waPayload([b]))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    await settle(contact);
    const state = await actor(contact).debugState();
    // Two requests in flight at once have no order between them: either may reach the actor
    // first. Whichever it took first, both lines are in the cart and the replies follow it.
    const lines = state.session.cart.map((l) => [l.productId, l.quantity] as [string, number]);
    expect([...lines].sort()).toEqual([
      ["fanta-15", 1],
      ["pepsi-15", 2],
    ]);
    const [first, second] = lines[0][0] === "pepsi-15" ? ["Pepsi", "Fanta"] : ["Fanta", "Pepsi"];
    const texts = (await graphRequests(contact)).map(replyText).join("\n");
    expect(texts.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(texts.indexOf(first)).toBeLessThan(texts.lastIndexOf(second));
  });

  it("several messages in one POST are all delivered in order", async () => {
    const contact = newContact();
    const res = await postWebhook(waPayload([textMsg(contact, "quiero 1 sprite"), textMsg(contact, "y 3 alfajores jorgito")]));
    expect(await res.json()).toMatchObject({ delivered: 2 });
    await settle(contact);
    const state = await actor(contact).debugState();
    expect(state.session.cart.map((l) => l.productId)).toEqual(["sprite-15", "alfajor-jorgito"]);
  });

  it("a turn that dies after writing the order and before committing is redone without a second order", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi", "listo", "retiro", "Laura", "31222333", "efectivo"]);
    const stub = actor(contact);
    // Make the next turn fail once after its side effects (the chaos setting), then let it retry.
    await inside(stub, (instance) => {
      settings(instance.bindings).chaosTurnFailureRate = 1;
    });
    try {
      await postWebhook(waPayload([textMsg(contact, "sí")]));
      await settle(contact, "demo-wa", "demo", 15_000);
    } finally {
      await inside(stub, (instance) => {
        settings(instance.bindings).chaosTurnFailureRate = 0;
      });
    }
    const orders = await env.DB.prepare("SELECT number, total FROM orders WHERE contact = ?").bind(contact).all<{ number: string; total: number }>();
    expect(orders.results).toHaveLength(1);
    const texts = (await graphRequests(contact)).map(replyText);
    expect(texts.filter((t) => t.includes("quedó confirmado"))).toHaveLength(1);
    expect(texts.at(-1)).toContain(orders.results[0].number);
  });

  it("non-text messages are answered politely (a sticker with nothing awaited is kept, unanswered), not dropped", async () => {
    const contact = newContact();
    await postWebhook(waPayload([{ from: contact, id: wamid(), timestamp: "1700000000", type: "image", image: { id: "1", mime_type: "image/jpeg" } }]));
    await settle(contact);
    expect((await graphRequests(contact)).map(replyText)[0]).toMatch(/No puedo ver imágenes/);
    await postWebhook(waPayload([{ from: contact, id: wamid(), timestamp: "1700000001", type: "sticker", sticker: { id: "2" } }]));
    await settle(contact);
    expect(await graphRequests(contact)).toHaveLength(1);
    expect((await actor(contact).snapshot()).messages.map((m) => m.text)).toContain("[sticker]");
  });
});
