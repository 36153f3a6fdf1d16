import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost, MONDAY_2PM } from "../support/conversation-host";
import { DEMO } from "../support/demo-shops";
import { MemoryStore } from "../support/memory-ports";

// counts25 (t24a 113): "ponele 2 de cada una" with a cross-sell tip open ("¿Te agrego Agua mineral?") is
// every line just added, never the product the tip offered. The tip needs the shop's past orders, which a
// scenario cannot seed, so these play over the in-memory ports with the kiosk's real rules.

async function pastOrder(store: MemoryStore, contact: string, lines: [string, number][], key: string): Promise<void> {
  await store.ports(contact, { now: () => MONDAY_2PM - 86_400_000 }).orders.create({ idempotencyKey: key, contact, customer: {}, lines: lines.map(([productId, quantity]) => ({ productId, quantity })), fulfilment: "pickup", address: null, paymentMethod: "cash", notes: null });
}

async function withWaterTip(): Promise<ConversationHost> {
  const store = new MemoryStore(DEMO);
  await pastOrder(store, "5491100000001", [["pepsi-15", 1], ["agua-500", 2]], "a");
  await pastOrder(store, "5491100000002", [["pepsi-15", 2], ["agua-500", 1]], "b");
  return new ConversationHost({ kind: kinds.get("retail"), shop: store, contact: "5491155550001" });
}

const cartOf = (h: ConversationHost) => Object.fromEntries(h.session.cart.map((l) => [l.productId, l.quantity]));

describe("de cada una beside an open tip (counts25)", () => {
  it("'ponele 2 de cada una' sets the Fanta and the Pepsi to 2, never adds the tip's water (verbatim t24a 113)", async () => {
    const h = await withWaterTip();
    await h.say("buenas, q gaseosas tenes?");
    expect((await h.say("una fanta y una pepsi")).join("\n")).toContain("¿Te agrego uno?");
    const reply = (await h.say("ponele 2 de cada una")).join("\n");
    expect(cartOf(h)).toEqual({ "fanta-15": 2, "pepsi-15": 2 });
    expect(reply).not.toContain("Agregué 2 Agua");
  });

  it("'dame 3 de cada uno' beside the tip sets both lines to 3", async () => {
    const h = await withWaterTip();
    expect((await h.say("una coca chica y una pepsi")).join("\n")).toContain("¿Te agrego uno?");
    await h.say("dame 3 de cada uno");
    expect(cartOf(h)).toEqual({ "coca-500": 3, "pepsi-15": 3 });
  });

  it("'ponele 2' beside the tip still answers the tip (the offer named no line)", async () => {
    const h = await withWaterTip();
    expect((await h.say("quiero una pepsi")).join("\n")).toContain("¿Te agrego uno?");
    await h.say("ponele 2");
    expect(cartOf(h)).toEqual({ "pepsi-15": 1, "agua-500": 2 });
  });
});
