import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { settings } from "../../src/settings";
import type { Env } from "../../src/env";
import { actor, converse, env, graphRequests, inside, newContact, replies, replyText, say, settle, waitFor } from "../helpers";
import { interceptQueries, openConversation, staff, transcript } from "./operator-support";

const SILENCE_MS = 600; // long enough for a stray reply to cross the queue to the fake Graph API

async function nothingMoreSent(contact: string, count: number): Promise<void> {
  await new Promise((r) => setTimeout(r, SILENCE_MS));
  expect((await graphRequests(contact)).map(replyText)).toHaveLength(count);
}

/** The actor's outbox as the queue sees it. */
async function outbox(contact: string) {
  return (await actor(contact).debugState()).outbox;
}

describe("take_over silences the agent at once", () => {
  it("between the webhook and the turn: the message is stored and shown, nothing is answered", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const stub = actor(contact);
    const op = await openConversation(contact);
    // Hold the turn back (a long debounce) so the take over lands before the alarm fires.
    await inside(stub, (instance) => {
      settings(instance.bindings).debounceMs = 60_000;
    });
    try {
      const from = op.frames.length;
      await say(contact, "quiero 2 pepsi");
      await op.next("message", (m) => m.message.text === "quiero 2 pepsi", from);
      op.send({ type: "take_over" });
      await op.next("takeover", () => true, from);
      // Now let the turn run: move this conversation's clock past the debounce and fire the alarm.
      await stub.advanceClock(10_000);
      await runDurableObjectAlarm(stub);
      await settle(contact);
      await nothingMoreSent(contact, 1);
      expect(transcript(op.frames.slice(from))).toEqual(["customer: quiero 2 pepsi"]);
      const state = await stub.snapshot();
      expect(state.messages.at(-1)).toMatchObject({ author: "customer", text: "quiero 2 pepsi" });
      expect(state.control).toMatchObject({ mode: "operator", operatorId: (await staff("ana")).id });
    } finally {
      await inside(stub, (instance) => {
        settings(instance.bindings).debounceMs = 0;
      });
    }
    op.close();
  });

  it("mid-turn: the reply being prepared is never sent, and the turn is redone silently", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const stub = actor(contact);
    const op = await openConversation(contact);
    // Pause the turn at its catalog lookup — after it started, before it commits — until an
    // operator has taken over through the socket.
    await inside(stub, (instance) => {
      const paused = instance as typeof instance & { pausedTurn?: boolean };
      const real = instance.bindings;
      const gate = async () => {
        paused.pausedTurn = true;
        const until = Date.now() + 10_000;
        while (instance.state.control().mode !== "operator" && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      };
      const db = interceptQueries(real.DB, /\bproducts p\b/, gate);
      Object.defineProperty(instance, "bindings", { configurable: true, get: () => ({ ...real, DB: db }) satisfies Env });
    });
    const from = op.frames.length;
    await say(contact, "quiero 2 pepsi");
    await waitFor(() => inside(stub, (i) => (i as typeof i & { pausedTurn?: boolean }).pausedTurn === true), (p) => p, 10_000, "the turn to pause");
    op.send({ type: "take_over" });
    await op.next("takeover", () => true, from);
    await settle(contact);
    await inside(stub, (instance) => {
      delete (instance as unknown as Record<string, unknown>).bindings; // back to the prototype's getter
    });
    await nothingMoreSent(contact, 1);
    // Only the greeting ever left; the reply the paused turn prepared was never even queued.
    expect((await outbox(contact)).map((r) => [r.author, r.status])).toEqual([["agent", "sent"]]);
    expect(transcript(op.frames.slice(from))).toEqual(["customer: quiero 2 pepsi"]);
    // The agent remembers the message, not a reply that never left, and holds no cart it never showed.
    const { session } = await stub.debugState();
    expect(session.history.map((h) => h.text)).not.toContainEqual(expect.stringMatching(/Agregué 2 Pepsi/));
    expect(session.history.at(-1)).toMatchObject({ role: "customer", text: "quiero 2 pepsi" });
    expect(session.cart).toEqual([]);
    op.close();
  });
});

describe("operator commands", () => {
  it("send goes out through the queue to the Graph API, recorded as the operator's", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const op = await openConversation(contact, "ana");
    const from = op.frames.length;
    op.send({ type: "take_over" });
    op.send({ type: "send", text: "Hola! Te atiende Ana 👋" });
    const msg = await op.next("message", (m) => m.message.author === "operator", from);
    await op.next("delivery", (d) => d.ref === msg.message.ref && d.status === "sent", from);
    const texts = await replies(contact, 2);
    expect(texts[1]).toBe("Hola! Te atiende Ana 👋");
    const row = await env.DB.prepare("SELECT author, status, provider FROM outbound_messages WHERE id = ?").bind(msg.message.ref).first();
    expect(row).toEqual({ author: "operator", status: "sent", provider: "whatsapp" });
    op.close();
  });

  it("send while the agent is in control takes over first, so the agent never answers over a person", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const op = await openConversation(contact, "beto");
    const from = op.frames.length;
    op.send({ type: "send", text: "Buenas, te escribo yo." });
    expect((await op.next("takeover", () => true, from)).control).toMatchObject({ mode: "operator", operatorId: (await staff("beto")).id });
    await replies(contact, 2);
    await say(contact, "quiero 2 pepsi");
    await settle(contact);
    await nothingMoreSent(contact, 2);
    op.close();
  });

  it("release keep: the agent answers again with the cart as it was, after an optional welcome back", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi", "quiero hablar con una persona"]);
    const op = await openConversation(contact);
    const from = op.frames.length;
    op.send({ type: "take_over" });
    op.send({ type: "release", mode: "keep", notify: true });
    const released = await op.next("release", () => true, from);
    expect(released.mode).toBe("keep");
    expect(await op.next("state", () => true, from)).toMatchObject({ state: "COLLECTING_ORDER", previous: "HANDOFF" });
    expect((await op.next("cart", () => true, from)).cart.lines).toEqual([expect.objectContaining({ productId: "pepsi-15", quantity: 2 })]);
    expect((await replies(contact, 3))[2]).toBe("¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?");
    const texts = await converse(contact, ["agregá una fanta"]);
    expect(texts.at(-1)).toMatch(/Fanta/);
    const snap = await actor(contact).snapshot();
    expect(snap.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ["pepsi-15", 2],
      ["fanta-15", 1],
    ]);
    op.close();
  });

  it("release reset: back to the start with an empty cart, and no message unless asked", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi", "quiero hablar con una persona"]);
    const op = await openConversation(contact);
    const from = op.frames.length;
    op.send({ type: "take_over" });
    op.send({ type: "release", mode: "reset" });
    await op.next("release", (e) => e.mode === "reset", from);
    expect(await op.next("state", () => true, from)).toMatchObject({ state: "IDLE", previous: "HANDOFF" });
    expect((await op.next("cart", () => true, from)).cart).toEqual({ lines: [], subtotal: 0 });
    await nothingMoreSent(contact, 2);
    const texts = await converse(contact, ["quiero una sprite"]);
    expect(texts).toHaveLength(3);
    expect(texts.at(-1)).toMatch(/Agregué 1 Sprite.*subtotal \$2\.\d{3}/s);
    op.close();
  });

  it("release with an operator-written message sends that text", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const op = await openConversation(contact);
    op.send({ type: "take_over" });
    op.send({ type: "release", mode: "keep", message: "Listo, te dejo con el asistente. ¿Necesitás algo más?" });
    expect((await replies(contact, 2))[1]).toBe("Listo, te dejo con el asistente. ¿Necesitás algo más?");
    op.close();
  });

  it("close resolves the handoff in D1: pending → assigned (operator) → resolved, with timestamps and resolution", async () => {
    const contact = newContact();
    await converse(contact, ["quiero hablar con una persona"]);
    const conversation = `demo:demo-wa:${contact}`;
    const row = () => env.DB.prepare("SELECT * FROM handoff_requests WHERE conversation = ?").bind(conversation).first<Record<string, unknown>>();
    const pending = await waitFor(row, (r) => r !== null);
    expect(pending).toMatchObject({ status: "pending", operator_id: null, assigned_at: null, resolved_at: null, resolution: null, workspace_id: "demo", contact });
    expect(pending!.created_at).toEqual(expect.any(Number));

    const op = await openConversation(contact, "ana");
    let from = op.frames.length;
    op.send({ type: "take_over" });
    await op.next("takeover", () => true, from);
    const assigned = await waitFor(row, (r) => r?.status === "assigned");
    const anaId = (await staff("ana")).id;
    expect(assigned).toMatchObject({ operator_id: anaId, resolved_at: null });
    expect(assigned!.assigned_at as number).toBeGreaterThanOrEqual(pending!.created_at as number);

    from = op.frames.length;
    op.send({ type: "close", resolution: "Le confirmé el horario por teléfono" });
    await op.next("handoff_resolved", () => true, from);
    const resolved = await waitFor(row, (r) => r?.status === "resolved");
    expect(resolved).toMatchObject({ operator_id: anaId, resolution: "Le confirmé el horario por teléfono", assigned_at: assigned!.assigned_at });
    expect(resolved!.resolved_at as number).toBeGreaterThanOrEqual(assigned!.assigned_at as number);

    // Closing twice is refused, and the record does not move.
    from = op.frames.length;
    op.send({ type: "close" });
    expect((await op.next("error", () => true, from)).error).toMatch(/No hay un pedido de ayuda abierto/);
    expect(await row()).toEqual(resolved);
    op.close();
  });

  it("close without anyone taking over lets the agent answer again instead of staying silent", async () => {
    const contact = newContact();
    await converse(contact, ["quiero hablar con una persona"]);
    const op = await openConversation(contact);
    const from = op.frames.length;
    op.send({ type: "close" });
    await op.next("handoff_resolved", () => true, from);
    expect(await op.next("state", () => true, from)).toMatchObject({ state: "IDLE", previous: "HANDOFF" });
    expect((await converse(contact, ["quiero 2 pepsi"])).at(-1)).toMatch(/Agregué 2 Pepsi/);
    op.close();
  });
});
