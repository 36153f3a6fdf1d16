import { describe, expect, it } from "vitest";
import { actor, converse, env, graphRequests, newContact, replyText, settle, waitFor } from "../helpers";

// Giving the conversation back: what the customer wrote while a person held it is never lost.
// The console shows it on release and the operator chooses: the agent answers it now, or the
// person already did. The help request is resolved with the release unless kept open.

const SILENCE_MS = 600;
const texts = async (contact: string) => (await graphRequests(contact)).map(replyText);

describe("release after a takeover", () => {
  it("messages written during the takeover are shown, and answered by the agent when handed to it", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const stub = actor(contact);
    await stub.command({ type: "take_over" }, "ana");
    await converse(contact, ["quiero 2 pepsi", "y una fanta"]);
    expect(await texts(contact)).toHaveLength(1); // silent while held
    const held = (await stub.snapshot()).held;
    expect(held.map((m) => m.text)).toEqual(["quiero 2 pepsi", "y una fanta"]);

    await stub.command({ type: "release", mode: "keep", held: "agent" }, "ana");
    await settle(contact);
    const all = await texts(contact);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatch(/Agregué 2 Pepsi 1,5 L .*y 1 Fanta 1,5 L/);
    const snap = await stub.snapshot();
    expect(snap.held).toEqual([]);
    expect(Object.fromEntries(snap.cart.lines.map((l) => [l.productId, l.quantity]))).toEqual({ "pepsi-15": 2, "fanta-15": 1 });
    // The agent's memory has each customer message once.
    const { session } = await stub.debugState();
    expect(session.history.filter((h) => h.text === "quiero 2 pepsi")).toHaveLength(1);
  });

  it("messages the person already handled are not answered again", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const stub = actor(contact);
    await stub.command({ type: "take_over" }, "ana");
    await converse(contact, ["quiero 2 pepsi"]);
    await stub.command({ type: "send", text: "Te las separo, pasá cuando quieras" }, "ana");
    await stub.command({ type: "release", mode: "keep", held: "handled" }, "ana");
    await settle(contact);
    await new Promise((r) => setTimeout(r, SILENCE_MS));
    expect(await texts(contact)).toHaveLength(2);
    expect((await stub.snapshot()).held).toEqual([]);
  });

  it("the release resolves the help request, unless the operator keeps it open", async () => {
    const resolved = newContact();
    await converse(resolved, ["quiero hablar con una persona"]);
    await actor(resolved).command({ type: "take_over" }, "ana");
    await actor(resolved).command({ type: "release", mode: "keep" }, "ana");
    expect((await actor(resolved).snapshot()).handoff).toMatchObject({ status: "resolved", operatorId: "ana" });
    const row = await waitFor(
      () => env.DB.prepare("SELECT status FROM handoff_requests WHERE contact = ?").bind(resolved).first<{ status: string }>(),
      (r) => r?.status === "resolved",
    );
    expect(row?.status).toBe("resolved");

    const open = newContact();
    await converse(open, ["quiero hablar con una persona"]);
    await actor(open).command({ type: "take_over" }, "ana");
    await actor(open).command({ type: "release", mode: "keep", resolve: false }, "ana");
    expect((await actor(open).snapshot()).handoff).toMatchObject({ status: "assigned" });
  });
});
