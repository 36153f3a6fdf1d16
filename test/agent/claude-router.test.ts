import { describe, expect, it } from "vitest";
import { llmUserId } from "../../src/agent/claude/client";
import { kinds } from "../../src/agent/kinds";
import { kioskWithOrder } from "../support/claude-kiosk";
import { ConversationHost } from "../support/conversation-host";
import { useFakeModel } from "../support/fake-model";
import { DEMO } from "../support/demo-shops";
import { answer, intent, isDetector, modelControl } from "../support/model-script";

// Issue 14.1/14.5: in Claude mode the intent detector's reading wins for routing. A message the
// rules' cues do not file as after-sale ("y lo mío para cuándo?") but the detector reads as
// order_status goes to the support agent, which answers from the order's real status with no
// orchestrator call; a complaint goes to a person with the order attached, never to the cart.

const fake = useFakeModel();

describe("Claude mode: the router takes the intent detector's reading", () => {
  it("order_status from the detector: support answers the order's real status, no orchestrator call", async () => {
    const { host, model } = await kioskWithOrder(fake, "5491177770001");
    host.store.setLastOrderStatus(host.contact, "preparing", host.now());
    await model.script([intent("order_status", 93), answer("Tu pedido ya salió hace rato 🛵")]);
    const replies = await host.say("che y lo mío para cuándo?");
    expect(replies.join("\n")).toMatch(/Todavía no: tu pedido ORD-\d{5} se está preparando/);
    expect(replies.join("\n")).not.toContain("ya salió");
    expect((await model.requests()).filter((r) => !isDetector(r))).toEqual([]);
    expect(host.session.agents?.last?.path).toEqual(["support"]);
    expect(host.session.cart).toEqual([]);
  });

  it("complaint from the detector: a person takes it with the order attached, nothing goes to the cart", async () => {
    const { host, model } = await kioskWithOrder(fake, "5491177770002");
    host.store.setLastOrderStatus(host.contact, "delivered", host.now());
    await model.script([intent("complaint", 91), answer("¡Qué bueno! ¿Querés pedir algo más?")]);
    const replies = await host.say("la verdad las pepsi un desastre, cero gas");
    expect(replies.join("\n")).toMatch(/Te paso con una persona del equipo para resolverlo con tu pedido ORD-\d{5}/);
    expect(host.handoffs.at(-1)?.trigger).toBe("complaint");
    expect(host.handoffs.at(-1)?.context?.order?.number).toMatch(/^ORD-\d{5}$/);
    expect(host.session.cart).toEqual([]);
    expect((await model.requests()).filter((r) => !isDetector(r))).toEqual([]);
  });

  it("an English customer's unclear message gets the clarifying question in English (the detector's clarify band)", async () => {
    const host = new ConversationHost({ kind: kinds.get("retail"), shop: DEMO, llm: fake.llm, contact: "5491177770004" });
    const model = modelControl(fake.url, await llmUserId(`${DEMO.workspaceId}:${host.contact}`));
    await host.say("I want 2 pepsi please");
    await model.script([intent("order_status", 50, { alternatives: [{ intent: "add_items", confidence: 45 }] })]);
    const replies = await host.say("and that thing for my brother, how would it go?");
    expect(replies.join("\n")).toContain("Sorry, I'm not sure I understood 🤔 Would you like to know how your order is going or add products to your order?");
    expect(replies.join("\n")).not.toMatch(/[¿¡]/);
  });

  it("a confident reading no agent takes (a status with a cart being built) still goes to the orchestrator", async () => {
    const host = new ConversationHost({ kind: kinds.get("retail"), shop: DEMO, llm: fake.llm, contact: "5491177770003" });
    const model = modelControl(fake.url, await llmUserId(`${DEMO.workspaceId}:${host.contact}`));
    await host.say("quiero 2 pepsi");
    await model.script([intent("order_status", 90), answer("Todavía no hiciste ningún pedido; tenés 2 Pepsi en el carrito.")]);
    const replies = await host.say("y eso para cuándo sería?");
    expect((await model.requests()).some((r) => !isDetector(r))).toBe(true);
    expect(replies.join("\n")).toContain("tenés 2 Pepsi en el carrito");
    expect(host.session.cart.map((l) => [l.productId, l.quantity])).toEqual([["pepsi-15", 2]]);
  });
});
