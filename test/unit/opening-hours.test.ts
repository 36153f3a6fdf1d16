import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterOpenTime, nextOpening, openNow } from "../../src/lib/opening-hours";

// Opening-hours arithmetic the actor relies on: follow-ups never land while a shop is closed,
// and a help request's escalation counts only opening time.

const TZ = "America/Argentina/Buenos_Aires"; // UTC-3 all year
const KIOSK = [
  { days: [1, 2, 3, 4, 5], open: "09:00", close: "20:00" },
  { days: [6], open: "10:00", close: "14:00" },
];
/** A moment in Buenos Aires, 2026-11-23 being a Monday. */
const ba = (day: number, hh: number, mm = 0) => Date.UTC(2026, 10, 23 + day, hh + 3, mm);
const MIN = 60_000;

describe("opening hours", () => {
  it("the next opening: now when open, the same day's opening, the next working day, over the weekend", () => {
    expect(nextOpening(KIOSK, TZ, ba(0, 14))).toBe(ba(0, 14));
    expect(nextOpening(KIOSK, TZ, ba(0, 5, 30))).toBe(ba(0, 9));
    expect(nextOpening(KIOSK, TZ, ba(0, 20, 5))).toBe(ba(1, 9));
    expect(nextOpening(KIOSK, TZ, ba(4, 20, 5))).toBe(ba(5, 10)); // Friday night → Saturday 10:00
    expect(nextOpening(KIOSK, TZ, ba(5, 14))).toBe(ba(7, 9)); // Saturday closing → Monday 9:00
    expect(nextOpening([], TZ, ba(0, 12))).toBeNull();
  });

  it("opening time after a moment skips the closed hours", () => {
    expect(afterOpenTime(KIOSK, TZ, ba(0, 12), 10 * MIN)).toBe(ba(0, 12, 10));
    expect(afterOpenTime(KIOSK, TZ, ba(0, 19, 55), 10 * MIN)).toBe(ba(1, 9, 5)); // 5 minutes today, 5 tomorrow
    expect(afterOpenTime(KIOSK, TZ, ba(6, 12), 10 * MIN)).toBe(ba(7, 9, 10)); // Sunday → Monday
  });

  it("whatever the moment, the next opening is open and no earlier minute was", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * 24 * 60 - 1 }), (minutes) => {
        const from = ba(0, 0) + minutes * MIN;
        const at = nextOpening(KIOSK, TZ, from)!;
        expect(at).toBeGreaterThanOrEqual(from);
        expect(openNow(KIOSK, TZ, at)).toBe(true);
        if (at > from) expect(openNow(KIOSK, TZ, at - MIN)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
