import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost, MONDAY_2PM } from "../support/conversation-host";
import { DEMO } from "../support/demo-shops";
import { MemoryStore } from "../support/memory-ports";

// Blind trial 6: "mejor 3" right after a product was added, while a cross-sell tip asked "¿Te
// agrego uno?", took 3 of the tip's product. A correction ("mejor 3", "que sean 3") is about the
// customer's own line; an answer to the offer ("dale", "ponele 3") still takes the tip.

/** The kiosk with two past orders that pair Pepsi with Jorgito: "quiero 2 pepsi" gets the cross-sell tip. */
async function afterTip(): Promise<{ h: ConversationHost; first: string }> {
  const store = new MemoryStore(DEMO);
  for (const [i, lines] of [[["pepsi-15", 1], ["alfajor-jorgito", 2]], [["pepsi-15", 2], ["alfajor-jorgito", 1]]].entries()) {
    const contact = `549110000000${i + 1}`;
    await store.ports(contact, { now: () => MONDAY_2PM - 86_400_000 }).orders.create({ idempotencyKey: `past-${i}`, contact, customer: {}, lines: (lines as [string, number][]).map(([productId, quantity]) => ({ productId, quantity })), fulfilment: "pickup", address: null, paymentMethod: "cash", notes: null });
  }
  const h = new ConversationHost({ kind: kinds.get("retail"), shop: store, contact: "5491155550006" });
  return { h, first: (await h.say("quiero 2 pepsi")).join("\n") };
}

const cart = (h: ConversationHost) => Object.fromEntries(h.session.cart.map((l) => [l.productId, l.quantity]));

describe("a quantity corrected after a cross-sell tip (blind trial 6)", () => {
  for (const said of ["mejor 3", "que sean 3", "no, mejor 3"]) {
    it(`'${said}' sets the customer's own line, not the tip's product`, async () => {
      const { h, first } = await afterTip();
      expect(first).toContain("¿Te agrego uno?");
      const reply = (await h.say(said)).join("\n");
      expect(cart(h)).toEqual({ "pepsi-15": 3 });
      expect(reply).toContain("ahora son 3 Pepsi 1,5 L");
    });
  }

  it("'ponele 3' answers the tip: 3 of its product", async () => {
    const { h } = await afterTip();
    await h.say("ponele 3");
    expect(cart(h)).toEqual({ "pepsi-15": 2, "alfajor-jorgito": 3 });
  });
});
