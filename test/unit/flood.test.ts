import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLOOD_WINDOW_MS, scheduleTurn } from "../../src/conversation/flood";

describe("flood limit", () => {
  it("0 is no limit: the debounce decides alone", () => {
    expect(scheduleTurn({ remembered: [1, 2, 3], now: 10, due: 20, maxTurnsPerMinute: 0 })).toEqual({ runAt: 20, remember: [] });
  });

  it("under the limit a turn runs when the debounce says, and is remembered", () => {
    expect(scheduleTurn({ remembered: [1_000, 2_000], now: 3_000, due: 4_500, maxTurnsPerMinute: 3 })).toEqual({ runAt: 4_500, remember: [1_000, 2_000, 4_500] });
  });

  it("the turn past the limit waits until the oldest of the last N is a minute old", () => {
    const remembered = Array.from({ length: 20 }, (_, i) => 10_000 + i * 1_000); // 20 turns, one a second
    const d = scheduleTurn({ remembered, now: 30_000, due: 31_500, maxTurnsPerMinute: 20 });
    expect(d.runAt).toBe(10_000 + FLOOD_WINDOW_MS);
    expect(d.remember).toHaveLength(21);
    expect(d.remember.at(-1)).toBe(10_000 + FLOOD_WINDOW_MS);
  });

  it("a message joining a turn that has not run yet does not count as another turn", () => {
    const remembered = Array.from({ length: 20 }, (_, i) => 10_000 + i * 1_000);
    const held = scheduleTurn({ remembered, now: 30_000, due: 31_500, maxTurnsPerMinute: 20 });
    const again = scheduleTurn({ remembered: held.remember, now: 40_000, due: 41_500, maxTurnsPerMinute: 20 });
    expect(again.runAt).toBe(held.runAt);
    expect(again.remember).toEqual(held.remember);
  });

  it("old turns fall out of the window", () => {
    const remembered = Array.from({ length: 20 }, (_, i) => i * 1_000);
    expect(scheduleTurn({ remembered, now: 200_000, due: 201_500, maxTurnsPerMinute: 20 }).runAt).toBe(201_500);
  });

  it("whatever a sender does, no minute holds more than N turns, and no message waits past the window", () => {
    // The actor in miniature: a message joins the waiting turn or starts one (debounce 1.5 s,
    // held at most 5 s from its first message), and a turn runs at its scheduled time.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4_000 }), { minLength: 1, maxLength: 400 }), fc.integer({ min: 1, max: 25 }), (gaps, max) => {
        let now = 0;
        let remembered: number[] = [];
        let waiting: { firstAt: number; runAt: number } | null = null;
        const started: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (waiting && waiting.runAt <= now) {
            started.push(waiting.runAt);
            waiting = null;
          }
          const firstAt: number = waiting?.firstAt ?? now;
          const due = Math.min(now + 1_500, firstAt + 5_000);
          const d = scheduleTurn({ remembered, now, due, maxTurnsPerMinute: max });
          remembered = d.remember;
          waiting = { firstAt, runAt: d.runAt };
          expect(d.runAt - now).toBeLessThanOrEqual(FLOOD_WINDOW_MS + 5_000);
        }
        if (waiting) started.push(waiting.runAt);
        for (const t of started) expect(started.filter((s) => s > t - FLOOD_WINDOW_MS && s <= t).length).toBeLessThanOrEqual(max);
      }),
      { numRuns: 300 },
    );
  });
});
