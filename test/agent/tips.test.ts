import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost, MONDAY_2PM } from "../support/conversation-host";
import { DEMO } from "../support/demo-shops";
import { MemoryStore } from "../support/memory-ports";
import { playInMemory } from "../support/play";
import { tipScenarios } from "../scenarios/tips";

// Each tip rule, its cooldowns, a tip ignored twice, and what the audit counts, over in-memory
// ports with the kiosk's real rules.

const host = (store = new MemoryStore(DEMO), contact = "5491155550001") => new ConversationHost({ kind: kinds.get("retail"), shop: store, contact });
const tipsOf = (h: ConversationHost) => (h.audit.at(-1)?.tools ?? []).filter((t) => t.name.startsWith("tip:")).map((t) => `${t.name}/${t.code}`);

/** Orders placed by other customers (or this one), through the same port the agent writes with. */
async function pastOrder(store: MemoryStore, contact: string, lines: [string, number][], key: string): Promise<void> {
  await store.ports(contact, { now: () => MONDAY_2PM - 86_400_000 }).orders.create({ idempotencyKey: key, contact, customer: {}, lines: lines.map(([productId, quantity]) => ({ productId, quantity })), fulfilment: "pickup", address: null, paymentMethod: "cash", notes: null });
}

describe("tip scenarios (the kiosk, in memory)", () => {
  for (const scenario of tipScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("tip rules", () => {
  it("cross-sell from the shop's orders: offered, and a 'sí' takes it (counted as accepted)", async () => {
    const store = new MemoryStore(DEMO);
    await pastOrder(store, "5491100000001", [["pepsi-15", 1], ["alfajor-jorgito", 2]], "a");
    await pastOrder(store, "5491100000002", [["pepsi-15", 2], ["alfajor-jorgito", 1]], "b");
    const h = host(store);
    expect((await h.say("quiero 2 pepsi")).join("\n")).toContain("💡 Con Pepsi 1,5 L suelen llevar Alfajor Jorgito ($700). ¿Te agrego uno?");
    expect(tipsOf(h)).toEqual(["tip:cross_sell/shown"]);
    await h.say("sí");
    expect(h.session.cart.map((l) => [l.productId, l.quantity])).toEqual([["pepsi-15", 2], ["alfajor-jorgito", 1]]);
    expect(tipsOf(h)).toEqual(["tip:cross_sell/accepted"]);
  });

  it("'listo' after a cross-sell tip closes the cart: the tip is not taken and delivery is asked (found by the chaos soak)", async () => {
    const store = new MemoryStore(DEMO);
    await pastOrder(store, "5491100000001", [["pepsi-15", 1], ["alfajor-jorgito", 2]], "a");
    await pastOrder(store, "5491100000002", [["pepsi-15", 2], ["alfajor-jorgito", 1]], "b");
    const h = host(store);
    expect((await h.say("quiero 2 pepsi")).join("\n")).toContain("💡");
    expect((await h.say("listo")).join("\n")).toMatch(/enviamos o pasás a retirarlo/);
    expect(h.session.cart.map((l) => [l.productId, l.quantity])).toEqual([["pepsi-15", 2]]);
    expect(tipsOf(h)).toEqual(["tip:cross_sell/ignored"]);
  });

  it("a returning customer who said no to 'lo mismo que la última vez' is not offered the usual again as a tip", async () => {
    const store = new MemoryStore(DEMO);
    const contact = "5491155550019";
    await pastOrder(store, contact, [["fanta-15", 2]], "x");
    await pastOrder(store, contact, [["fanta-15", 2]], "y");
    const h = host(store, contact);
    expect((await h.say("hola")).join("\n")).toContain("¿Lo mismo que la última vez");
    await h.say("no");
    const reply = (await h.say("quiero 1 pepsi")).join("\n");
    expect(reply).toContain("Pepsi");
    expect(reply).not.toContain("lo de siempre");
  });

  it("a product named with its own quantity after a tip's offer keeps that quantity ('3 papas' to '¿Te agrego uno?'; the chaos soak's burst racer stalled on it)", async () => {
    const store = new MemoryStore({ ...DEMO, profile: { ...DEMO.profile, crossSell: [{ when: ["Bebidas"], offer: "PAPAS-LAYS" }] } });
    const h = host(store);
    expect((await h.say("quiero 2 fanta. 3 pepsi. 3 sprite. 2 agua")).join("\n")).toContain("¿Te agrego uno?");
    await h.say("3 papas");
    expect(h.session.cart.find((l) => l.productId === "papas-lays")?.quantity).toBe(3);
  });

  it("offers30 (t29a 048): 'si dale, uno' to the cross-sell tip shown after 'No me queda stock de Pepsi' adds the tip's product, never answers the refusal", async () => {
    const store = new MemoryStore({ ...DEMO, profile: { ...DEMO.profile, crossSell: [{ when: ["Bebidas"], offer: "PAPAS-LAYS" }] } });
    store.products.find((p) => p.id === "pepsi-15")!.stock = 0;
    const h = host(store);
    const first = (await h.say("hola quiero 2 aguas y 1 pepsi")).join("\n");
    expect(first).toContain("No me queda stock de Pepsi");
    expect(first).toContain("¿Te agrego uno?");
    expect((await h.say("si dale, uno")).join("\n")).not.toContain("sigo sin stock");
    expect(h.session.cart.find((l) => l.productId === "papas-lays")?.quantity).toBe(1);
    expect(h.session.cart.find((l) => l.productId === "agua-500")?.quantity).toBe(2);
  });

  it("offers30 (t29a 048, verbatim): the Havanna with none left is answered with the Jorgito offered, and 'si dale, uno' adds one Jorgito", async () => {
    const store = new MemoryStore({ ...DEMO, profile: { ...DEMO.profile, crossSell: [{ when: ["Bebidas"], offer: "ALF-JORGITO" }] } });
    store.products.find((p) => p.id === "alfajor-havanna")!.stock = 0;
    const h = host(store);
    const first = (await h.say("hola quiero 2 aguas y 1 havana")).join("\n");
    expect(first).toContain("No me queda stock de Alfajor Havanna");
    expect(first).toContain("Alfajor Jorgito ($700)");
    expect((await h.say("si dale, uno")).join("\n")).not.toContain("sigo sin stock");
    expect(h.session.cart.find((l) => l.productId === "alfajor-jorgito")?.quantity).toBe(1);
  });

  it("cross-sell from the shop's own rule table when its orders have nothing yet", async () => {
    const store = new MemoryStore({ ...DEMO, profile: { ...DEMO.profile, crossSell: [{ when: ["Bebidas"], offer: "PAPAS-LAYS" }] } });
    const h = host(store);
    expect((await h.say("quiero 2 pepsi")).join("\n")).toContain("💡 Con Pepsi 1,5 L suelen llevar Papas fritas Lays 150 g ($2.800). ¿Te agrego uno?");
  });

  it("reorder of the usual: a product in two of the customer's last orders, not in the cart", async () => {
    const store = new MemoryStore(DEMO);
    const contact = "5491155550009";
    await pastOrder(store, contact, [["fanta-15", 2]], "x");
    await pastOrder(store, contact, [["fanta-15", 2], ["agua-500", 1]], "y");
    const h = host(store, contact);
    expect((await h.say("quiero 1 pepsi")).join("\n")).toContain("💡 ¿Sumamos lo de siempre, 2 Fanta 1,5 L?");
    await h.say("dale");
    expect(h.session.cart.find((l) => l.productId === "fanta-15")?.quantity).toBe(2);
  });

  it("a tip kind's cooldown holds it back, and the clock past it lets it come again", async () => {
    const store = new MemoryStore(DEMO);
    store.tipSettings = { conversationCooldownTurns: 0, kindCooldownMinutes: 30 };
    const h = host(store);
    expect((await h.say("quiero 1 coca chica")).join("\n")).toContain("💡 Coca-Cola 1,5 L te sale");
    await h.say("sacá la coca");
    expect((await h.say("quiero 1 coca chica")).join("\n")).not.toContain("💡");
    await h.say("sacá la coca");
    await h.advance(31 * 60_000);
    expect((await h.say("quiero 1 coca chica")).join("\n")).toContain("💡 Conviene Coca-Cola 1,5 L");
  });

  it("a tip ignored twice is not offered again in the session", async () => {
    const store = new MemoryStore(DEMO);
    store.tipSettings = { conversationCooldownTurns: 0, kindCooldownMinutes: 0 };
    const h = host(store);
    expect((await h.say("quiero 1 coca chica")).join("\n")).toContain("💡");
    await h.say("sacá la coca");
    expect(tipsOf(h)).toEqual(["tip:bigger_size/ignored"]);
    expect((await h.say("quiero 1 coca chica")).join("\n")).toContain("💡");
    await h.say("sacá la coca");
    expect((await h.say("quiero 1 coca chica")).join("\n")).not.toContain("💡");
    expect(h.session.tips?.ignored.bigger_size).toBe(2);
  });

  it("no two tips in one turn, and the same tip phrased another way the next time", async () => {
    const store = new MemoryStore(DEMO);
    store.tipSettings = { conversationCooldownTurns: 0, kindCooldownMinutes: 0 };
    const h = host(store);
    const first = (await h.say("quiero 1 coca chica")).join("\n");
    await h.say("sacá la coca");
    const second = (await h.say("quiero 1 coca chica")).join("\n");
    expect(first.match(/💡/g)).toHaveLength(1);
    expect(second).toContain("💡 Conviene Coca-Cola 1,5 L");
    expect(second).not.toContain("te sale");
  });
});
