import { describe, expect, it } from "vitest";
import { CORPUS } from "../scenarios/corpus";
import { playInMemory } from "../support/play";

// The conversation corpora over in-memory ports: every step's replies, cart, state, orders and
// handoffs, with the agent's real code and the actor's commit around it played in memory, and
// what must hold for every conversation (test/support/corpus-checks.ts). test/scenarios/*.test.ts
// plays a few of them through the Workers runtime's real path.

for (const { theme, scenarios } of CORPUS) {
  describe(`${theme} (in memory)`, () => {
    for (const scenario of scenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
  });
}

describe("the corpus", () => {
  it("has at least 150 conversations across both demo shops, each with a unique name", () => {
    const all = CORPUS.flatMap((c) => c.scenarios);
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((s) => s.name)).size).toBe(all.length);
    expect(all.filter((s) => s.workspace === "packs").length).toBeGreaterThanOrEqual(30);
  });
});
