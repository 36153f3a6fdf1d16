import { describe, expect, it } from "vitest";
import { actor, env, newContact } from "../helpers";
import { playScenario } from "../scenarios/runner";
import { stackScenarios } from "../scenarios/stack";

// One conversation per agent of the stack through the real path — signed webhook, the
// conversation's actor, D1 (orders moved by the back office, handoff rows, turn_audit), the
// queue and the Graph API — the rest of the stack's scenarios run in memory (test/agent/scenarios.test.ts).

const scenario = (prefix: string) => {
  const found = stackScenarios.find((s) => s.name.startsWith(prefix));
  if (!found) throw new Error(`no stack scenario "${prefix}"`);
  return found;
};

async function auditPaths(contact: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT detail FROM turn_audit WHERE conversation LIKE ? AND kind = 'turn' ORDER BY created_at, id").bind(`%:${contact}`).all<{ detail: string | null }>();
  return results.map((r) => r.detail ?? "");
}

describe("the agent stack through the real webhook path", () => {
  it("support: the status the back office set, then a complaint handed to a person with the order", async () => {
    const asking = newContact();
    await playScenario(scenario("support: the order's status"), asking);
    expect(await auditPaths(asking)).toContain("agents: support");
    const contact = newContact();
    await playScenario(scenario("support: a complaint"), contact);
    const row = await env.DB.prepare("SELECT trigger, reason, context FROM handoff_requests WHERE contact = ? ORDER BY created_at DESC LIMIT 1").bind(contact).first<{ trigger: string; reason: string; context: string }>();
    expect(row?.trigger).toBe("complaint");
    expect(row?.reason).toContain("vino rota");
    expect(JSON.parse(row!.context).order).toMatchObject({ status: "delivered", items: "2 × Pepsi 1,5 L" });
  });

  it("support: a cancel is asked first; only the yes cancels the order in D1 and puts its stock back", async () => {
    const contact = newContact();
    const stock = () => env.DB.prepare("SELECT quantity FROM stock WHERE product_id = 'pepsi-15'").first<number>("quantity");
    const cancel = scenario("support: cancel within the order rules");
    const asked = cancel.turns.findIndex((t) => "say" in t && t.say === "quiero cancelar mi pedido") + 1;
    await playScenario({ ...cancel, turns: cancel.turns.slice(0, asked) }, contact);
    const order = () => env.DB.prepare("SELECT status FROM orders WHERE contact = ? ORDER BY id DESC LIMIT 1").bind(contact).first<string>("status");
    expect(await order()).toBe("confirmed");
    const before = await stock();
    await playScenario({ ...cancel, turns: cancel.turns.slice(asked) }, contact);
    expect(await order()).toBe("cancelled");
    expect(await stock()).toBe(before! + 2);
    expect((await auditPaths(contact)).slice(-2)).toEqual(["agents: support", "agents: support:declined > sales"]);
  });

  it("packs: support answers the purchase's status from D1 and hands a complaint to a person with the order", async () => {
    const contact = newContact();
    await playScenario(scenario("packs: support answers"), contact);
    const row = await env.DB.prepare("SELECT trigger, context FROM handoff_requests WHERE contact = ? ORDER BY created_at DESC LIMIT 1").bind(contact).first<{ trigger: string; context: string }>();
    expect(row?.trigger).toBe("complaint");
    expect(JSON.parse(row!.context).order).toMatchObject({ status: "delivered", fulfilment: "delivery" });
  });

  it("info: a shop question mid-order is answered and the sale goes on, the path in turn_audit", async () => {
    const contact = newContact();
    await playScenario(scenario("routing: info answers"), contact);
    expect(await auditPaths(contact)).toEqual(["agents: sales", "agents: info", "agents: sales"]);
  });

  it("sales: a returning customer is offered the usual order, the saved address and payment; the operator sees the context", async () => {
    const contact = newContact();
    await playScenario(scenario("returning customer: the same as last time accepted"), contact);
    const snapshot = await actor(contact).snapshot();
    expect(snapshot.agents?.context.returning).toMatchObject({ name: "Ana", address: "Mitre 456", paymentMethod: "transfer" });
    expect(snapshot.agents?.stack).toEqual(["sales"]);
    const { results } = await env.DB.prepare("SELECT address, payment_method AS payment FROM orders WHERE contact = ? ORDER BY id").bind(contact).all<{ address: string; payment: string }>();
    expect(results).toEqual([
      { address: "Mitre 456", payment: "transfer" },
      { address: "Mitre 456", payment: "transfer" },
    ]);
  });
});
