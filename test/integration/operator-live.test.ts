import { evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OperatorEvent } from "../../src/conversation/protocol";
import { actor, converse, env, inside, graphRequests, newContact, postWebhook, replies, say, settle, waitFor, waPayload } from "../helpers";
import { interceptQueries, openConversation, openHub, staff, transcript, typesSince } from "./operator-support";

type Ev<T extends OperatorEvent["type"]> = Extract<OperatorEvent, { type: T }>;

describe("live events on the conversation socket", () => {
  it("arrive in order: inbound message, agent reply, state, cart, delivery; then read receipts", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const op = await openConversation(contact);
    const from = op.frames.length;

    await say(contact, "quiero 2 pepsi");
    const sent = await op.next("delivery", (d) => d.status === "sent", from);
    const frames = op.frames.slice(from);
    expect(typesSince(op, from)).toEqual(["message", "message", "state", "cart", "delivery"]);
    const [inbound, reply, state, cart] = frames as [Ev<"message">, Ev<"message">, Ev<"state">, Ev<"cart">];
    expect(inbound.message).toMatchObject({ direction: "in", author: "customer", text: "quiero 2 pepsi", status: "received" });
    expect(reply.message).toMatchObject({ direction: "out", author: "agent", status: "pending" });
    expect(reply.message.text).toMatch(/Agregué 2 Pepsi 1,5 L/);
    expect(reply.message.seq).toBeGreaterThan(inbound.message.seq);
    expect(state).toMatchObject({ state: "COLLECTING_ORDER", previous: "IDLE" });
    expect(cart.cart).toEqual({ lines: [{ productId: "pepsi-15", name: "Pepsi 1,5 L", quantity: 2, unitPrice: 220000 }], subtotal: 440000 });
    expect(sent.ref).toBe(reply.message.ref);

    // WhatsApp's own receipts reach the operator as they arrive.
    const [, graphReq] = await waitFor(() => graphRequests(contact), (r) => r.length === 2);
    const status = (s: string) => ({ id: graphReq.wamid, status: s, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: contact });
    await postWebhook(waPayload([], { statuses: [status("delivered")] }));
    await op.next("delivery", (d) => d.status === "delivered" && d.ref === reply.message.ref, from);
    await postWebhook(waPayload([], { statuses: [status("read")] }));
    await op.next("delivery", (d) => d.status === "read" && d.ref === reply.message.ref, from);
    op.close();
  });

  it("a customer asking for a person raises handoff_requested with its context, and every later message gets a short acknowledgement, never a sale", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi"]);
    const op = await openConversation(contact);
    const from = op.frames.length;

    await say(contact, "quiero hablar con una persona");
    const handoff = await op.next("handoff_requested", () => true, from);
    await op.next("delivery", (d) => d.status === "sent", from);
    expect(typesSince(op, from)).toEqual(["message", "message", "state", "handoff_requested", "delivery"]);
    expect(transcript(op.frames.slice(from))).toEqual(["customer: quiero hablar con una persona", expect.stringMatching(/^agent: .*persona/)]);
    expect(op.frames.slice(from).find((f) => f.type === "state")).toMatchObject({ state: "HANDOFF", previous: "COLLECTING_ORDER" });
    expect(handoff.handoff).toMatchObject({ status: "pending", operatorId: null, trigger: expect.any(String) });
    expect(handoff.handoff.context).toMatchObject({ cart: "2 × Pepsi 1,5 L", phone: contact });

    // In HANDOFF the customer's messages still arrive and are shown; each one is acknowledged
    // (trial 12: "hola??? alguien???" met silence), in a rotating wording, never with a sale.
    const before = (await graphRequests(contact)).length;
    await say(contact, "¿hay alguien?");
    await settle(contact);
    const first = (await replies(contact, before + 1)).at(-1);
    expect(first).toMatch(/avisé al equipo/);
    const mark = op.frames.length;
    await say(contact, "¿hola?");
    await settle(contact);
    await op.next("message", (m) => m.message.text === "¿hola?", mark);
    const again = (await replies(contact, before + 2)).at(-1);
    expect(again).toMatch(/equipo|persona/);
    expect(again).not.toBe(first);
    expect(again).not.toMatch(/confirmamos|¿Qué te gustaría|Agregué/);
    expect(await graphRequests(contact)).toHaveLength(before + 2);

    const row = await env.DB.prepare("SELECT status, conversation, trigger FROM handoff_requests WHERE id = ?").bind(handoff.handoff.id).first();
    expect(row).toMatchObject({ status: "pending", conversation: `demo:demo-wa:${contact}` });
    op.close();
  });
});

describe("a turn that fails every attempt", () => {
  it("hands off, and every operator is told, so the customer never waits unseen", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const stub = actor(contact);
    const op = await openConversation(contact);
    const hub = await openHub();
    await inside(stub, (instance) => {
      const real = instance.bindings;
      const db = interceptQueries(real.DB, /\bproducts p\b/, async () => {
        throw new Error("test: catalog unavailable");
      });
      Object.defineProperty(instance, "bindings", { configurable: true, get: () => ({ ...real, DB: db }) });
    });
    try {
      const from = op.frames.length;
      await say(contact, "quiero 2 pepsi");
      // Every retry backs off further; move this conversation's clock instead of waiting.
      for (let i = 0; i < 10 && !op.all("handoff_requested").length; i++) {
        await stub.advanceClock(61_000);
        await runDurableObjectAlarm(stub);
      }
      const raised = await op.next("handoff_requested", () => true, from);
      expect(raised.handoff).toMatchObject({ trigger: "turn_failed", status: "pending", context: { messages: ["quiero 2 pepsi"] } });
      expect(op.frames.slice(from).find((f) => f.type === "state")).toMatchObject({ state: "HANDOFF", previous: "IDLE" });
      expect((await hub.next("handoff_requested", (e) => e.conversation.contact === contact)).conversation.needsPerson).toBe(true);
    } finally {
      await inside(stub, (instance) => {
        delete (instance as unknown as Record<string, unknown>).bindings;
      });
    }
    op.close();
    hub.close();
  });
});

describe("two operators on one conversation", () => {
  it("see each other's take over, messages, release and close", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 1 fanta", "quiero hablar con una persona"]);
    const ana = await openConversation(contact, "ana");
    const beto = await openConversation(contact, "beto");
    const [a0, b0] = [ana.frames.length, beto.frames.length];

    ana.send({ type: "take_over" });
    const seenByBeto = await beto.next("takeover", () => true, b0);
    const anaId = (await staff("ana")).id;
    expect(seenByBeto.control).toMatchObject({ mode: "operator", operatorId: anaId });
    expect(seenByBeto.handoff).toMatchObject({ status: "assigned", operatorId: anaId });
    await ana.next("takeover", () => true, a0);

    ana.send({ type: "send", text: "Hola, soy Ana del kiosco. ¿En qué te ayudo?" });
    const written = await beto.next("message", (m) => m.message.author === "operator", b0);
    expect(written.message).toMatchObject({ direction: "out", text: "Hola, soy Ana del kiosco. ¿En qué te ayudo?", operatorId: anaId });
    await beto.next("delivery", (d) => d.ref === written.message.ref && d.status === "sent", b0);
    expect((await replies(contact, 3)).at(-1)).toBe("Hola, soy Ana del kiosco. ¿En qué te ayudo?");

    beto.send({ type: "close", resolution: "Atendido por Ana" });
    const resolved = await ana.next("handoff_resolved", () => true, a0);
    expect(resolved.handoff).toMatchObject({ status: "resolved", operatorId: anaId, resolution: "Atendido por Ana" });

    beto.send({ type: "release", mode: "keep" });
    const released = await ana.next("release", () => true, a0);
    expect(released).toMatchObject({ mode: "keep", control: { mode: "agent", operatorId: null } });

    // A third operator arriving now sees the same story in the snapshot.
    const carla = await openConversation(contact, "carla");
    const snap = (carla.frames[0] as Ev<"snapshot">).snapshot;
    expect(snap.control.mode).toBe("agent");
    expect(snap.handoff).toMatchObject({ status: "resolved" });
    expect(snap.messages.at(-1)).toMatchObject({ author: "operator", status: "sent" });
    for (const s of [ana, beto, carla]) s.close();
  });
});

describe("hibernation", () => {
  it("the actor evicted between events: operators keep receiving and commanding, the hub keeps pushing", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const stub = actor(contact);
    const hubStub = env.WORKSPACE_HUB.getByName("demo");
    const op = await openConversation(contact, "ana");
    const hub = await openHub("ana");

    await evictDurableObject(stub);
    await evictDurableObject(hubStub);
    let from = op.frames.length;
    await say(contact, "quiero 3 sprite");
    await op.next("delivery", (d) => d.status === "sent", from);
    expect(transcript(op.frames.slice(from))).toEqual(["customer: quiero 3 sprite", expect.stringMatching(/^agent: Agregué 3 Sprite/)]);
    await hub.next("conversation_updated", (e) => e.conversation.contact === contact && e.conversation.lastMessage?.author === "agent");

    // The socket's attachment (who the operator is) survived: the command is attributed to ana.
    await evictDurableObject(stub);
    from = op.frames.length;
    op.send({ type: "take_over" });
    expect((await op.next("takeover", () => true, from)).control.operatorId).toBe((await staff("ana")).id);

    await evictDurableObject(stub);
    await evictDurableObject(hubStub);
    from = op.frames.length;
    const hubFrom = hub.frames.length;
    op.send({ type: "send", text: "Te escribo yo, Ana." });
    await op.next("delivery", (d) => d.status === "sent", from);
    expect(transcript(op.frames.slice(from))).toEqual(["operator: Te escribo yo, Ana."]);
    await hub.next("conversation_updated", (e) => e.conversation.contact === contact && e.conversation.lastMessage?.text === "Te escribo yo, Ana.", hubFrom);

    // A keep-alive ping is answered even by a hibernated actor.
    await evictDurableObject(stub);
    from = op.frames.length;
    op.send({ type: "ping" });
    await op.next("pong", () => true, from);
    expect(op.closed).toBeNull();
    op.close();
    hub.close();
  });
});

describe("invalid commands", () => {
  it("get an error event, never a crash; the socket stays usable", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const op = await openConversation(contact);
    const bad: (string | Record<string, unknown>)[] = [
      "not json",
      "[]",
      { type: "fly" },
      { nope: true },
      { type: "send" },
      { type: "send", text: "   " },
      { type: "send", text: "x".repeat(5000) },
      { type: "release", mode: "forever" },
      "x".repeat(20_000),
    ];
    for (const [i, command] of bad.entries()) {
      const from = op.frames.length;
      op.send(command);
      const error = await op.next("error", () => true, from);
      expect(error.error, `command #${i}`).toBeTruthy();
    }
    op.ws.send(new Uint8Array([1, 2, 3]));
    await op.next("error", (e) => /binary/.test(e.error), op.frames.length - 1);

    // A well-formed command that cannot apply is explained in Spanish to the operator.
    let from = op.frames.length;
    op.send({ type: "close" });
    expect((await op.next("error", () => true, from)).error).toMatch(/No hay un pedido de ayuda abierto/);

    from = op.frames.length;
    op.send({ type: "take_over" });
    await op.next("takeover", () => true, from);
    expect(op.closed).toBeNull();
    expect(op.all("error")).toHaveLength(bad.length + 2);
    // Nothing was sent to the customer by any of it.
    expect(await graphRequests(contact)).toHaveLength(1);
    op.close();
  });
});
