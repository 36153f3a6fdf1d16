import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../src/env";
import { actor, converse, env, graphRequests, inside, newContact, replyText, say, settle, startOnMondayAfternoon, waitFor } from "../helpers";
import { interceptQueries } from "./operator-support";

// One writer per conversation, across awaits: a turn that is thinking (here paused at its
// catalog read) while an operator acts must never overwrite what the operator did, and its
// reply must never reach the customer if the operator took the conversation meanwhile.

const SILENCE_MS = 600;

interface Paused {
  /** Resolves when the turn is paused at its catalog read. */
  reached(): Promise<void>;
  /** Lets the turn go on. */
  release(): Promise<void>;
}

/** Pauses the next catalog read of this conversation's turns until released. */
async function pauseTurns(stub: ReturnType<typeof actor>): Promise<Paused> {
  await inside(stub, (instance) => {
    const flags = instance as typeof instance & { paused?: boolean; go?: boolean };
    flags.paused = false;
    flags.go = false;
    const real = instance.bindings;
    const gate = async () => {
      if (flags.go) return;
      flags.paused = true;
      const until = Date.now() + 10_000;
      while (!flags.go && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    };
    Object.defineProperty(instance, "bindings", { configurable: true, get: () => ({ ...real, DB: interceptQueries(real.DB, /FROM products/, gate) }) satisfies Env });
  });
  return {
    reached: async () => {
      await waitFor(() => inside(stub, (i) => (i as typeof i & { paused?: boolean }).paused === true), (p) => p, 10_000, "the turn to pause");
    },
    release: () =>
      inside(stub, (instance) => {
        (instance as typeof instance & { go?: boolean }).go = true;
        delete (instance as unknown as Record<string, unknown>).bindings; // back to the prototype's getter
      }),
  };
}

async function texts(contact: string): Promise<string[]> {
  return (await graphRequests(contact)).map(replyText);
}

async function quiet(contact: string, count: number): Promise<void> {
  await new Promise((r) => setTimeout(r, SILENCE_MS));
  expect(await texts(contact)).toHaveLength(count);
}

/** A customer with 2 Pepsi in the cart whose next message ("agregá una fanta") is paused mid-turn. */
async function thinking(contact: string, before: string[] = ["quiero 2 pepsi"]): Promise<{ stub: ReturnType<typeof actor>; pause: Paused }> {
  await startOnMondayAfternoon(actor(contact));
  await converse(contact, before);
  const stub = actor(contact);
  const pause = await pauseTurns(stub);
  await say(contact, "agregá una fanta");
  await pause.reached();
  return { stub, pause };
}

const cartOf = async (contact: string) => Object.fromEntries((await actor(contact).snapshot()).cart.lines.map((l) => [l.productId, l.quantity]));

describe("an operator acting while a turn is thinking", () => {
  it("take over: the turn's reply never leaves, the message is remembered, the cart is untouched", async () => {
    const contact = newContact();
    const { stub, pause } = await thinking(contact);
    await stub.command({ type: "take_over" }, "ana");
    await pause.release();
    await settle(contact);
    await quiet(contact, 1);
    const snap = await stub.snapshot();
    expect(snap.control).toMatchObject({ mode: "operator", operatorId: "ana" });
    expect(await cartOf(contact)).toEqual({ "pepsi-15": 2 });
    expect(snap.messages.at(-1)).toMatchObject({ author: "customer", text: "agregá una fanta" });
    expect((await stub.debugState()).session.history.at(-1)).toMatchObject({ role: "customer", text: "agregá una fanta" });
  });

  it("send: the operator's message reaches the customer and stays in the agent's memory; the turn says nothing", async () => {
    const contact = newContact();
    const { stub, pause } = await thinking(contact);
    await stub.command({ type: "send", text: "Hola, soy Ana del kiosco. ¿Fanta de 1,5?" }, "ana");
    await pause.release();
    await settle(contact);
    await quiet(contact, 2);
    expect((await texts(contact)).at(-1)).toBe("Hola, soy Ana del kiosco. ¿Fanta de 1,5?");
    const { session } = await stub.debugState();
    expect(session.history.map((h) => `${h.role}: ${h.text}`).slice(-2)).toEqual(["operator: Hola, soy Ana del kiosco. ¿Fanta de 1,5?", "customer: agregá una fanta"]);
  });

  it("release with reset: the reset is never undone; the turn is redone on the fresh state", async () => {
    const contact = newContact();
    const { stub, pause } = await thinking(contact);
    await stub.command({ type: "take_over" }, "ana");
    await stub.command({ type: "release", mode: "reset", notify: false }, "ana");
    await pause.release();
    await settle(contact);
    await quiet(contact, 2);
    // The pepsi the operator's reset removed does not come back; the fanta is added to the new cart.
    expect(await cartOf(contact)).toEqual({ "fanta-15": 1 });
    const last = (await texts(contact)).at(-1)!;
    expect(last).toMatch(/Fanta/);
    expect(last).not.toMatch(/Pepsi/);
  });

  it("release keeping the order: the redone turn sees the cart as the operator left it", async () => {
    const contact = newContact();
    const { stub, pause } = await thinking(contact);
    await stub.command({ type: "take_over" }, "ana");
    await stub.command({ type: "release", mode: "keep", notify: true }, "ana");
    await pause.release();
    await settle(contact);
    await quiet(contact, 3);
    const [, back, added] = await texts(contact);
    expect(back).toMatch(/Ya estoy de vuelta/);
    expect(added).toMatch(/Agregué 1 Fanta/);
    expect(await cartOf(contact)).toEqual({ "pepsi-15": 2, "fanta-15": 1 });
  });

  it("close: the help request stays resolved after the turn commits", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi", "quiero hablar con una persona"]);
    const stub = actor(contact);
    await stub.command({ type: "take_over" }, "ana");
    await stub.command({ type: "release", mode: "keep", notify: false, resolve: false }, "ana");
    const pause = await pauseTurns(stub);
    await say(contact, "agregá una fanta");
    await pause.reached();
    await stub.command({ type: "close", resolution: "Lo atendí por teléfono" }, "ana");
    await pause.release();
    await settle(contact);
    const snap = await stub.snapshot();
    expect(snap.handoff).toMatchObject({ status: "resolved", resolution: "Lo atendí por teléfono" });
    expect(await cartOf(contact)).toEqual({ "pepsi-15": 2, "fanta-15": 1 });
    const row = await waitFor(
      () => env.DB.prepare("SELECT status FROM handoff_requests WHERE contact = ?").bind(contact).first<{ status: string }>(),
      (r) => r?.status === "resolved",
    );
    expect(row?.status).toBe("resolved");
  });

  it("a follow-up due while the turn thinks waits for it, and counts from the customer's message", async () => {
    const contact = newContact();
    const { stub, pause } = await thinking(contact);
    // The cart reminder of the first message (15 min) falls due while the turn is paused.
    await stub.advanceClock(16 * 60_000);
    await pause.release();
    await settle(contact);
    await quiet(contact, 2); // the turn's reply only: the customer just wrote, no reminder
    expect((await texts(contact)).at(-1)).toMatch(/Agregué 1 Fanta/);
    // The reminder is re-armed from the new message and arrives once, 15 minutes later.
    await stub.advanceClock(15 * 60_000);
    await runDurableObjectAlarm(stub);
    await settle(contact);
    await quiet(contact, 3);
    expect((await texts(contact)).at(-1)).toMatch(/Te quedó un pedido sin terminar: 2 Pepsi 1,5 L y 1 Fanta 1,5 L/);
  });
});
