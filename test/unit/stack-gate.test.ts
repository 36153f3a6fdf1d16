import { describe, expect, it } from "vitest";
import { toolsFor } from "../../src/agent/claude/prompts";
import { TurnEngine } from "../../src/agent/engine";
import { kinds } from "../../src/agent/kinds";
import { newSession } from "../../src/agent/session";
import { retailAgents } from "../../src/agent/kinds/retail/agents";
import { runStack } from "../../src/agent/stack/router";
import { memoryPorts } from "../support/memory-ports";

// The router's choice is the gate's: the agent that took a batch runs only its own tools, in
// code (tools/registry.ts) and in what the model is offered (claude/prompts.ts toolsFor), so in
// Claude mode the router decides which tools the model sees.

const retail = kinds.get("retail");
const CONTACT = "5491100000000";

async function engineAfter(text: string, placeOrder: boolean) {
  const ports = memoryPorts();
  if (placeOrder) await ports.orders.create({ idempotencyKey: "k1", contact: CONTACT, customer: {}, lines: [{ productId: "pepsi", quantity: 2 }], fulfilment: "pickup", address: null, paymentMethod: "cash", notes: null });
  const session = newSession("s", ports.clock.now(), "DONE");
  session.lastOrderNumber = placeOrder ? "ORD-00001" : null;
  const t = new TurnEngine(retail, session, ports, CONTACT, "conv/t1");
  await runStack(retailAgents, t, [{ id: "m1", at: ports.clock.now(), content: { type: "text", text } }]);
  return t;
}

describe("each agent runs its own tools", () => {
  it("support answers a status question and is offered only support's tools", async () => {
    const t = await engineAfter("¿ya está listo mi pedido?", true);
    expect(t.ctx.agent?.name).toBe("support");
    expect(t.replies.map((r) => (r.type === "text" ? r.text : ""))).toEqual([expect.stringContaining("ORD-00001")]);
    const offered = toolsFor(t).map((tool) => tool.name);
    expect(offered).toContain("get_order_details");
    expect(offered).not.toContain("add_to_cart");
    expect(offered).not.toContain("search_products");
    // The state allows add_to_cart; support does not, whoever asks.
    expect(retail.definition.states.DONE.tools).toContain("add_to_cart");
    const refused = await t.call("add_to_cart", { productId: "pepsi", quantity: 1 });
    expect(refused).toMatchObject({ ok: false, code: "tool_not_allowed" });
    expect(t.session.cart).toEqual([]);
  });

  it("sales, the default agent, is offered every tool of the state", async () => {
    const t = await engineAfter("quiero 2 pepsi", false);
    expect(t.ctx.agent?.name).toBe("sales");
    expect(t.session.agents?.last?.path).toEqual(["sales"]);
    expect(toolsFor(t).map((tool) => tool.name)).toEqual(retail.definition.states[t.state].tools);
  });

  it("info declines an order line before acting, and the sale takes it in the same turn", async () => {
    const t = await engineAfter("¿hacen envíos? quiero 2 pepsi", false);
    expect(t.session.agents?.last?.path).toEqual(["info:declined", "sales"]);
    expect(t.session.cart).toMatchObject([{ productId: "pepsi", quantity: 2 }]);
  });
});
