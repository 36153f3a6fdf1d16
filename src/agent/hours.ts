import type { CommerceProfile } from "../lib/commerce-profile";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY_NAMES = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** Local weekday and minutes since midnight in the shop's timezone. */
export function localTime(timezone: string, now: number): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: timezone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(new Date(now));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "0";
  return { day: WEEKDAYS.indexOf(get("weekday")), minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + (m || 0);
};

export function openNow(hours: CommerceProfile["hours"], timezone: string, now: number): boolean {
  const { day, minutes } = localTime(timezone, now);
  return hours.some((h) => h.days.includes(day) && minutes >= toMinutes(h.open) && minutes < toMinutes(h.close));
}

/** "lunes a viernes de 9 a 20 y sábado de 10 a 14" */
export function describeHours(hours: CommerceProfile["hours"]): string {
  const time = (t: string) => (t.endsWith(":00") ? String(Number(t.slice(0, 2))) : t);
  return hours
    .map((h) => {
      const days = [...h.days].sort((a, b) => a - b);
      const contiguous = days.every((d, i) => i === 0 || d === days[i - 1] + 1);
      const dayText =
        days.length === 1 ? DAY_NAMES[days[0]] : contiguous ? `${DAY_NAMES[days[0]]} a ${DAY_NAMES[days[days.length - 1]]}` : days.map((d) => DAY_NAMES[d]).join(", ");
      return `${dayText} de ${time(h.open)} a ${time(h.close)}`;
    })
    .join(" y ");
}
