import { describe, expect, it } from "vitest";
import { actor, converse, graphRequests, newContact, replyText, say, settle, waitFor } from "../helpers";

// #12 item 3, the flood limit: at most FLOOD_MAX_TURNS_PER_MINUTE (default 20) turns of one
// conversation start in a minute. Past that, the next turn waits for the minute to free up and
// takes every message that arrived meanwhile: a script cannot buy a turn (and model calls) per line.

describe("a contact that floods", () => {
  it("gets 20 turns in a minute; the next messages wait and are answered once, together", async () => {
    const contact = newContact();
    const lines = Array.from({ length: 20 }, (_, i) => (i % 2 ? "hola" : "buenas"));
    expect(await converse(contact, lines)).toHaveLength(20);

    for (const line of ["quiero 2 pepsi", "y una coca chica"]) expect((await say(contact, line)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    const stub = actor(contact);
    const state = await stub.debugState();
    expect(state.inbox).toBe(2); // held, not answered
    expect(await graphRequests(contact)).toHaveLength(20);
    const drain = state.timers.find((t) => t.kind === "drain")!;
    expect(drain.due_at - Date.now()).toBeGreaterThan(30_000);

    // The minute passes (this conversation's clock): one turn answers both messages.
    await stub.advanceClock(60_000);
    await settle(contact);
    const replies = await waitFor(() => graphRequests(contact), (r) => r.length >= 21);
    expect(replies).toHaveLength(21);
    expect(replyText(replies[20])).toMatch(/2 Pepsi/);
    expect((await stub.debugState()).session.cart.map((l) => [l.productId, l.quantity])).toEqual([
      ["pepsi-15", 2],
      ["coca-500", 1],
    ]);
  });
});
