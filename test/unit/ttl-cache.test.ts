import { describe, expect, it } from "vitest";
import { TtlCache } from "../../src/lib/ttl-cache";

describe("TtlCache", () => {
  it("loads a key once while fresh, concurrent readers included, and caches a miss", async () => {
    const cache = new TtlCache<string | null>(60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await Promise.all([cache.get("x", load), cache.get("x", load)])).toEqual([null, null]);
    expect(await cache.get("x", load)).toBeNull();
    expect(loads).toBe(1);
  });

  it("loads again once the entry is older than its time to live", async () => {
    const cache = new TtlCache<number>(0);
    let loads = 0;
    await cache.get("x", async () => ++loads);
    expect(await cache.get("x", async () => ++loads)).toBe(2);
  });

  it("does not keep a failed load: the next reader tries again", async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.get("x", async () => Promise.reject(new Error("D1 down")))).rejects.toThrow("D1 down");
    expect(await cache.get("x", async () => "ok")).toBe("ok");
  });
});
