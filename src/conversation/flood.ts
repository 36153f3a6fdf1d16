// The flood limit: a script writing to one conversation as fast as it can would get a turn (and
// model calls) per message. At most `maxTurnsPerMinute` turns of a conversation start in any
// minute; past that, the next turn waits until the minute frees up, and every message arriving
// meanwhile joins it: they are answered once, together. Pure: the actor keeps the scheduled start
// times of its recent turns and asks here when the turn it is about to (re)schedule may run.

export const FLOOD_WINDOW_MS = 60_000;

export interface FloodInput {
  /** Scheduled start times of recent turns, as last returned in `remember` (oldest first). */
  remembered: readonly number[];
  now: number;
  /** When the debounce would run the turn. */
  due: number;
  /** 0: no limit. */
  maxTurnsPerMinute: number;
}

export interface FloodDecision {
  /** When the turn may run: `due`, or later when the conversation is flooding. */
  runAt: number;
  /** What to keep for the next call: the last maxTurnsPerMinute starts before this turn, and this turn's. */
  remember: number[];
}

/**
 * A remembered start still in the future is a turn not yet run: the new message joins it, so it
 * is rescheduled rather than counted again. A start in the past is a turn that ran (or is
 * running): the message makes a turn of its own.
 */
export function scheduleTurn({ remembered, now, due, maxTurnsPerMinute }: FloodInput): FloodDecision {
  if (maxTurnsPerMinute <= 0) return { runAt: due, remember: [] };
  const waiting = remembered.length > 0 && remembered[remembered.length - 1] > now;
  const previous = waiting ? remembered.slice(0, -1) : [...remembered];
  const recent = previous.filter((t) => t > due - FLOOD_WINDOW_MS).sort((a, b) => a - b);
  // Full: the turn may start once the oldest of the last `max` starts is a minute old.
  const runAt = recent.length < maxTurnsPerMinute ? due : Math.max(due, recent[recent.length - maxTurnsPerMinute] + FLOOD_WINDOW_MS);
  return { runAt, remember: [...previous.sort((a, b) => a - b).slice(-maxTurnsPerMinute), runAt] };
}
