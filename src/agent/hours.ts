import type { CommerceProfile } from "../lib/commerce-profile";
import type { Lang } from "./language/detect";
import { word } from "./language/phrase";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

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

/** "lunes a viernes de 9 a 20 y sábado de 10 a 14", in the customer's language ("monday to friday from 9 to 20 and …"). */
export function describeHours(hours: CommerceProfile["hours"], lang: Lang = "es"): string {
  const time = (t: string) => (t.endsWith(":00") ? String(Number(t.slice(0, 2))) : t);
  const names = dayNames(lang);
  return hours
    .map((h) => {
      const days = [...h.days].sort((a, b) => a - b);
      const contiguous = days.every((d, i) => i === 0 || d === days[i - 1] + 1);
      const dayText =
        days.length === 1 ? names[days[0]] : contiguous ? word(lang, "dayRange", { from: names[days[0]], to: names[days[days.length - 1]] }) : days.map((d) => names[d]).join(", ");
      return word(lang, "hoursSpan", { days: dayText, open: time(h.open), close: time(h.close) });
    })
    .join(` ${word(lang, "and")} `);
}

/** The week's day names, Sunday first, in a language ("domingo", "sunday", "domingo"). */
export function dayNames(lang: Lang): string[] {
  return word(lang, "dayNames").split("|");
}
