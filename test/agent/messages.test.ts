import { expect, it } from "vitest";
import { messagesPerTurn } from "../support/message-count";

// Issue 17.8: one outbound message per turn where one will do, ≤ 1.2 on the scenario corpus.
it("sends at most 1.2 messages per answered turn over the scenario corpus", async () => {
  const count = await messagesPerTurn();
  console.log(`messages per turn: ${count.perTurn.toFixed(2)} (${count.messages} over ${count.turns} turns)\n${count.examples.join("\n")}`);
  expect(count.turns).toBeGreaterThan(100);
  expect(count.perTurn).toBeLessThanOrEqual(1.2);
});
