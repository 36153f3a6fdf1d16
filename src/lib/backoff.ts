// The one retry delay rule: exponential from a base, capped, with optional jitter. Turns,
// timer firings, D1 effects, queue sends and model calls all retry through it.

export interface BackoffPolicy {
  /** Delay before the first retry (attempt 0). */
  baseMs: number;
  /** No delay is ever longer than this. */
  maxMs: number;
  /** ±share of randomness (0.25 → 75%–125%), so many retries do not land at once. */
  jitter?: number;
}

/** Delay before retry number `attempt` + 1 (attempt 0 is the first failure): base × 2^attempt, capped. */
export function backoffMs(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const exact = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt));
  if (!policy.jitter) return exact;
  return Math.round(exact * (1 - policy.jitter + random() * 2 * policy.jitter));
}
