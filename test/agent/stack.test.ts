import { describe, expect, it } from "vitest";
import { stackScenarios } from "../scenarios/stack";
import { hostFor, playInMemory } from "../support/play";

// The agent stack's conversations (support, info, routing, returning customers) are part of the
// corpus (test/agent/scenarios.test.ts, and their buttons in buttons.test.ts); a few run through
// the Workers runtime in test/integration/agent-stack.test.ts. Here: what the session keeps.

describe("agent stack (the kiosk, in memory)", () => {
  it("keeps the context loaded on entry in the session, read once, and writes the path in the audit", async () => {
    const scenario = stackScenarios.find((s) => s.name.startsWith("returning customer: the same as last time accepted"))!;
    const host = hostFor(scenario);
    await playInMemory({ ...scenario, turns: scenario.turns.slice(0, 9) }, host);
    const context = host.session.agents!.context;
    expect(context.returning).toMatchObject({ name: "Ana", address: "Mitre 456", paymentMethod: "transfer", lastOrder: { items: [{ productId: "pepsi-15", quantity: 3 }] } });
    expect(context.loaded.filter((l) => l === "returning")).toHaveLength(1);
    expect(host.audit.at(-1)!.agents).toEqual(["sales"]);
  });
});
