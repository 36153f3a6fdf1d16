// Opening hours arithmetic in the shop's timezone: is it open, when does it open next, and what
// time is `duration` of opening time after a moment. Pure; `hours` are the profile's groups
// (days 0 = Sunday … 6 = Saturday, "HH:MM" local times).

export interface OpeningHours {
  days: number[];
  open: string;
  close: string;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MINUTE = 60_000;
/** A week of minutes: every search below ends within it (or finds the shop never opens). */
const WEEK_MINUTES = 7 * 24 * 60;

/** Local weekday and minutes since midnight in the shop's timezone. */
export function localTime(timezone: string, now: number): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: timezone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(new Date(now));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "0";
  return { day: WEEKDAYS.indexOf(get("weekday")), minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + (m || 0);
}

function openAt(hours: OpeningHours[], day: number, minutes: number): boolean {
  return hours.some((h) => h.days.includes(day) && minutes >= toMinutes(h.open) && minutes < toMinutes(h.close));
}

export function openNow(hours: OpeningHours[], timezone: string, now: number): boolean {
  const { day, minutes } = localTime(timezone, now);
  return openAt(hours, day, minutes);
}

/**
 * The first moment at or after `from` when the shop is open, to the minute; `from` itself when
 * open now; null when the hours never open. Walks minute by minute from the local time (at most
 * a week), so daylight-saving jumps are handled by the timezone, not by hand.
 */
export function nextOpening(hours: OpeningHours[], timezone: string, from: number): number | null {
  if (!hours.length) return null;
  const start = localTime(timezone, from);
  if (openAt(hours, start.day, start.minutes)) return from;
  // Align to the next whole minute, then step.
  const aligned = from - (from % MINUTE) + MINUTE;
  for (let i = 0; i < WEEK_MINUTES; i++) {
    const t = aligned + i * MINUTE;
    const { day, minutes } = localTime(timezone, t);
    if (openAt(hours, day, minutes)) return t;
    // Jump to the next opening edge of today or midnight instead of every minute.
    const edges = hours.filter((h) => h.days.includes(day)).map((h) => toMinutes(h.open)).filter((m) => m > minutes);
    const jump = (edges.length ? Math.min(...edges) : 24 * 60) - minutes - 1;
    if (jump > 0) i += jump;
  }
  return null;
}

/**
 * The moment when `duration` ms of opening time have passed since `from` (time while closed does
 * not count). Null when the hours never open.
 */
export function afterOpenTime(hours: OpeningHours[], timezone: string, from: number, duration: number): number | null {
  let t = nextOpening(hours, timezone, from);
  let left = duration;
  for (let guard = 0; t !== null && guard < 14; guard++) {
    // Time until this open stretch closes (minute resolution).
    const { day, minutes } = localTime(timezone, t);
    const closes = hours.filter((h) => h.days.includes(day) && minutes >= toMinutes(h.open) && minutes < toMinutes(h.close)).map((h) => toMinutes(h.close));
    const stretch = (Math.max(...closes) - minutes) * MINUTE - (t % MINUTE);
    if (left <= stretch) return t + left;
    left -= stretch;
    t = nextOpening(hours, timezone, t + stretch);
  }
  return null;
}
