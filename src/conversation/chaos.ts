import { sha256Hex } from "../lib/crypto";

/**
 * Chaos testing (CHAOS_TURN_FAILURE_RATE): should this first attempt of a turn or timer fail
 * after its side effects and before its commit? Never a retry, so every failure heals.
 */
export async function chaosShouldFail(rate: number, key: string, attempt: number): Promise<boolean> {
  if (rate <= 0 || attempt > 0) return false;
  const h = await sha256Hex(key + ":" + crypto.randomUUID());
  return parseInt(h.slice(0, 8), 16) / 0xffffffff < rate;
}
