import { describe, expect, it } from "vitest";
import { answer, claudeRequests, intent, isDetector, script, tools } from "../claude-helpers";
import { actor, converse, graphRequests, newContact, replyText, say, settle, waitFor } from "../helpers";

// Claude mode: a turn spends seconds waiting for the model. An operator acting meanwhile must
// win: the model's reply is never sent after a takeover, and a reset is never undone.

const SILENCE_MS = 600;
const THINKING_MS = 1500;

const texts = async (contact: string) => (await graphRequests(contact)).map(replyText);
const cartOf = async (contact: string) => Object.fromEntries((await actor(contact).snapshot()).cart.lines.map((l) => [l.productId, l.quantity]));

async function modelIsThinking(contact: string): Promise<void> {
  await waitFor(() => claudeRequests(contact), (r) => r.some(isDetector), 10_000, "the detector call");
}

describe("Claude mode: an operator acting while the model thinks", () => {
  it("take over: the model's reply is never sent and the cart is untouched", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi"]); // the rules settle this: no model call
    await script(contact, [
      { ...intent("add_items", 92), delayMs: THINKING_MS },
      tools(["add_to_cart", { productId: "fanta-15", quantity: 1 }]),
      answer("Listo, te sumé una Fanta 1,5 L. ¿Algo más?"),
    ]);
    await say(contact, "che y algo de naranja para acompañar?");
    await modelIsThinking(contact);
    await actor(contact).command({ type: "take_over" }, "ana");
    await settle(contact, "demo-wa", "demo", 15_000);
    await new Promise((r) => setTimeout(r, SILENCE_MS));
    expect(await texts(contact)).toHaveLength(1);
    expect(await cartOf(contact)).toEqual({ "pepsi-15": 2 });
    expect((await actor(contact).snapshot()).control.mode).toBe("operator");
  });

  it("release with reset: the reset stands and the redone turn asks the model again on the fresh state", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi"]);
    await script(contact, [
      { ...intent("add_items", 92), delayMs: THINKING_MS },
      tools(["add_to_cart", { productId: "fanta-15", quantity: 1 }]),
      answer("Listo, te sumé una Fanta 1,5 L a tus Pepsi. ¿Algo más?"),
      // The redone turn, on the reset conversation:
      intent("add_items", 92),
      tools(["add_to_cart", { productId: "fanta-15", quantity: 1 }]),
      answer("Listo, te sumé una Fanta 1,5 L. ¿Algo más?"),
    ]);
    await say(contact, "che y algo de naranja para acompañar?");
    await modelIsThinking(contact);
    await actor(contact).command({ type: "take_over" }, "ana");
    await actor(contact).command({ type: "release", mode: "reset", notify: false }, "ana");
    await settle(contact, "demo-wa", "demo", 15_000);
    await new Promise((r) => setTimeout(r, SILENCE_MS));
    expect(await texts(contact)).toEqual([expect.stringMatching(/Agregué 2 Pepsi/), "Listo, te sumé una Fanta 1,5 L. ¿Algo más?"]);
    expect(await cartOf(contact)).toEqual({ "fanta-15": 1 });
  });
});
