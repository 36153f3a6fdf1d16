import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { TurnEngine } from "../../src/agent/engine";
import { newSession } from "../../src/agent/session";
import { memoryPorts } from "../support/memory-ports";

function engine(state: string, ports = memoryPorts()) {
  const session = newSession("s", ports.clock.now(), "IDLE");
  session.state = state;
  return new TurnEngine(kinds.get("retail"), session, ports, "5491100000000", "conv/t1");
}

describe("tools are gated by the FSM state, in code", () => {
  it("refuses a tool the state does not allow, with a clear error, and changes nothing", async () => {
    const t = engine("NEEDS_DETAILS");
    const outcome = await t.call("add_to_cart", { productId: "pepsi", quantity: 2 });
    expect(outcome).toMatchObject({ ok: false, code: "tool_not_allowed" });
    expect(!outcome.ok && outcome.error).toMatch(/add_to_cart no está permitida en el estado NEEDS_DETAILS/);
    expect(t.session.cart).toEqual([]);
  });

  it("confirm_order is refused outside AWAITING_CONFIRMATION/EXECUTING and without an explicit yes", async () => {
    const ports = memoryPorts();
    const t = engine("COLLECTING_ORDER", ports);
    await t.call("add_to_cart", { productId: "pepsi", quantity: 1 });
    expect(await t.call("confirm_order")).toMatchObject({ ok: false, code: "tool_not_allowed" });
    t.session.state = "EXECUTING";
    t.session.pendingConfirmation = { total: 220000, shownAt: 0, expiresAt: ports.clock.now() + 60_000 };
    expect(await t.call("confirm_order")).toMatchObject({ ok: false, code: "no_explicit_yes" });
    expect(ports.ordersWritten).toHaveLength(0);
    t.ctx.customerSaidYes = true;
    expect(await t.call("confirm_order")).toMatchObject({ ok: true });
    expect(ports.ordersWritten).toHaveLength(1);
  });

  it("validates input with the same zod schema Claude sees as JSON schema", async () => {
    const t = engine("COLLECTING_ORDER");
    expect(await t.call("add_to_cart", { productId: "pepsi", quantity: -3 })).toMatchObject({ ok: false, code: "invalid_input" });
    const [schema] = kinds.get("retail").tools.schemas(["add_to_cart"]);
    expect(schema.input_schema).toMatchObject({ type: "object", required: ["productId", "quantity"], properties: { quantity: { type: "integer", minimum: 1 } } });
  });

  it("prices come from the catalog, never from the caller", async () => {
    const t = engine("COLLECTING_ORDER");
    const outcome = await t.call("add_to_cart", { productId: "pepsi", quantity: 2, unitPrice: 1 });
    expect(outcome.ok).toBe(true);
    const cart = await t.call("get_cart");
    expect(cart.ok && cart.data).toMatchObject({ subtotal: 440000, total: 440000 });
  });

  it("out of stock is a tool error naming the item", async () => {
    const t = engine("COLLECTING_ORDER");
    const outcome = await t.call("add_to_cart", { productId: "fanta", quantity: 2 });
    expect(outcome).toMatchObject({ ok: false, code: "out_of_stock", data: { name: "Fanta 1,5 L", available: 1 } });
  });

  it("two consecutive tool errors request a handoff; a success in between resets the count", async () => {
    const t = engine("COLLECTING_ORDER");
    await t.call("remove_from_cart", { productId: "pepsi" });
    await t.call("add_to_cart", { productId: "pepsi", quantity: 1 });
    await t.call("remove_from_cart", { productId: "fanta" });
    expect(t.handoff).toBeNull();
    await t.call("update_cart_item", { productId: "fanta", quantity: 1 });
    expect(t.handoff).toMatchObject({ trigger: "tool_errors" });
  });

  it("an illegal transition throws instead of moving", () => {
    const t = engine("IDLE");
    expect(() => t.moveTo("EXECUTING")).toThrow(/IDLE → EXECUTING is not allowed/);
    expect(t.session.state).toBe("IDLE");
  });
});
