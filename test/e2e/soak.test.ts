import { describe, expect, it } from "vitest";
import { runSoak } from "./support/soak.ts";

// The CI-sized chaos soak (the full one is `npm run soak`): 120 customers ordering at once
// against wrangler dev, every webhook delivered at least twice, the send API failing ~30% of
// calls, 10% of turns crashing after the order write, bursts, and a race for the last units.

describe("chaos soak (CI size)", () => {
  it(
    "loses no message, writes no order twice, sends every reply exactly once and in order",
    async () => {
      const report = await runSoak({ conversations: 120, concurrency: 60, racers: 12, doomed: 3, maxMinutes: 12, log: () => undefined, keepStateOnFailure: false });
      console.log(report.verdict);
      expect(report.failures).toEqual([]);
      expect(report.counts.turnInputs).toBe(report.counts.messages);
      expect(report.counts.duplicates).toBe(0);
      expect(report.counts.deadLetters).toBe(report.counts.doomedReplies);
      expect(report.counts.racersWon).toBe(3);
      expect(report.counts.minStock).toBeGreaterThanOrEqual(0);
      expect(report.ok).toBe(true);
    },
    15 * 60_000,
  );
});
