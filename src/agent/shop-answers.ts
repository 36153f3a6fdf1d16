import { deliveryFee, type CommerceProfile } from "../lib/commerce-profile";
import { fold } from "../lib/fold";
import { formatMoney } from "../lib/money";
import { nextOpening } from "../lib/opening-hours";
import { dayNames, describeHours, localTime, openNow } from "./hours";
import { detectLanguage, joinList, paymentWord, word, type Lang } from "./language";
import type { Question } from "./understand/types";

// Answers about the shop, from its profile and the clock: hours of a day, today or now (in the
// shop's timezone), payment (a method, the transfer alias), delivery (its cost for this cart,
// its time, its area) and where the shop is. Each is one or two short sentences.

const time = (hhmm: string) => (hhmm.endsWith(":00") ? String(Number(hhmm.slice(0, 2))) : hhmm.replace(/^0/, ""));

function dayHours(profile: CommerceProfile, day: number): { open: string; close: string }[] {
  return profile.hours.filter((h) => h.days.includes(day)).sort((a, b) => a.open.localeCompare(b.open));
}

function spans(hours: { open: string; close: string }[], lang: Lang): string {
  return joinList(lang, hours.map((h) => word(lang, "span", { open: time(h.open), close: time(h.close) })));
}

/** "hoy a las 9", "mañana a las 8", "el lunes a las 9": when a moment falls, from now. */
function whenFrom(timezone: string, now: number, at: number, lang: Lang): string {
  const a = localTime(timezone, now);
  const b = localTime(timezone, at);
  const hh = String(Math.floor(b.minutes / 60));
  const mm = b.minutes % 60 ? `:${String(b.minutes % 60).padStart(2, "0")}` : "";
  const key = at - now < 24 * 3_600_000 && b.day === a.day ? "whenToday" : b.day === (a.day + 1) % 7 ? "whenTomorrow" : "whenDay";
  return word(lang, key, { day: dayNames(lang)[b.day], time: `${hh}${mm}` });
}

/**
 * The delivery area or time as a reply in `lang` says it: the shop's own words in that language
 * when its profile has them, as written when they already read in it, else quoted as the shop's
 * words ("“en el día” (in the shop's words)"), never Spanish passed off as English (issue #14).
 */
export function shopText(profile: CommerceProfile, field: "area" | "eta", lang: Lang): string | undefined {
  const own = profile.delivery[field];
  if (!own || lang === "es") return own;
  const translated = profile.delivery.translated?.[lang]?.[field];
  if (translated) return translated;
  return detectLanguage(own) === lang ? own : word(lang, "shopQuoted", { text: own });
}

/**
 * stack9: the line a handoff says instead of "en breve te responde" while the shop is closed
 * ("Ahora estamos cerrados; abrimos mañana a las 9, y te responde apenas abramos."); null when open.
 */
export function closedHandoffNote(profile: CommerceProfile, timezone: string, now: number, lang: Lang = "es"): string | null {
  if (openNow(profile.hours, timezone, now)) return null;
  const next = nextOpening(profile.hours, timezone, now);
  return next === null ? word(lang, "handoffClosedLater") : word(lang, "handoffClosedOpens", { when: whenFrom(timezone, now, next, lang) });
}

type HoursQuestion = Extract<Question, { kind: "hours" }>;

export function hoursAnswer(q: HoursQuestion, profile: CommerceProfile, timezone: string, now: number, lang: Lang = "es"): string {
  const open = openNow(profile.hours, timezone, now);
  const today = localTime(timezone, now).day;
  const all = describeHours(profile.hours, lang);
  const closedNow = () => {
    const next = nextOpening(profile.hours, timezone, now);
    return next === null ? word(lang, "closedNow") : word(lang, "closedNowOpens", { when: whenFrom(timezone, now, next, lang) });
  };
  const openSentence = () => word(lang, "openNowSentence");
  if (q.day === "holiday") return word(lang, "hoursHoliday", { hours: all });
  if (q.day === null && q.aspect === "now") {
    if (!open) return closedNow();
    const closes = dayHours(profile, today).find((h) => {
      const m = localTime(timezone, now).minutes;
      const [oh, om] = h.open.split(":").map(Number);
      const [ch, cm] = h.close.split(":").map(Number);
      return m >= oh * 60 + (om || 0) && m < ch * 60 + (cm || 0);
    });
    return closes ? word(lang, "openNowUntil", { time: time(closes.close) }) : word(lang, "openNowPlain");
  }
  // "¿hasta qué hora están abiertos?" with no day: today's closing time, with whether it is open now.
  if (q.day === null && q.aspect === "close") return hoursAnswer({ ...q, day: "today" }, profile, timezone, now, lang);
  if (q.day === null) return word(lang, "hoursAll", { hours: all, now: open ? openSentence() : closedNow() });
  const day = q.day === "today" ? today : q.day === "tomorrow" ? (today + 1) % 7 : q.day;
  const label = q.day === "today" ? word(lang, "labelToday") : q.day === "tomorrow" ? word(lang, "labelTomorrow") : word(lang, "labelDay", { day: dayNames(lang)[day] });
  const hours = dayHours(profile, day);
  if (!hours.length) return word(lang, "dayClosed", { label, hours: all });
  const nowToday = q.day === "today" ? ` ${open ? openSentence() : closedNow()}` : "";
  if (q.aspect === "close") return word(lang, "dayCloses", { label, time: time(hours[hours.length - 1].close), now: nowToday });
  if (q.aspect === "open") return word(lang, "dayOpens", { label, time: time(hours[0].open), until: hours.length === 1 ? word(lang, "openUntil", { time: time(hours[0].close) }) : "", now: q.day === "today" && open ? ` ${openSentence()}` : "" });
  return word(lang, "daySpans", { label, spans: spans(hours, lang), now: nowToday });
}

type PaymentQuestion = Extract<Question, { kind: "payment" }>;

/** `listedNext`: the payment ask follows and lists the methods, so a "no" does not list them too. */
export function paymentAnswer(q: PaymentQuestion, profile: CommerceProfile, lang: Lang = "es", listedNext = false): string {
  const methods = profile.paymentMethods;
  const every = word(lang, "paymentAll", { methods: joinList(lang, methods.map((m) => paymentWord(lang, m))) });
  const all = listedNext ? "" : every;
  const alias = profile.transferAlias && methods.includes("transfer") ? word(lang, "paymentAlias", { alias: profile.transferAlias }) : null;
  if (q.alias) return alias ?? (methods.includes("transfer") ? word(lang, "paymentTransferLater") : word(lang, "paymentNoTransfer", { all }));
  if (q.method === "card") return word(lang, "paymentNoCard", { all }).trim();
  if (q.method && methods.includes(q.method)) return `${word(lang, "paymentYes", { method: paymentWord(lang, q.method) })}${q.method === "transfer" && alias ? ` ${alias}` : ""}`;
  if (q.method) return word(lang, "paymentNo", { method: capitalise(paymentWord(lang, q.method)), all }).trim();
  return `${every}${alias ? ` ${alias}` : ""}`;
}

type DeliveryQuestion = Extract<Question, { kind: "delivery" }>;

/** The place a delivery question names: "¿hacen envíos a Villa Crespo?" → "Villa Crespo"; null when none. */
const PLACE_ASKED = /\b(?:env[ií]os?|env[ií]an|env[ií]as|mandan|mand[aá]s|llegan|lleg[aá]s|reparten|repart[ií]s|entregan|delivery)\s+(?:a|al|hasta|para|en)\s+(?:la zona de\s+|el barrio\s+|barrio\s+|zona\s+)?([a-zà-ü][a-zà-ü.]*(?:\s+[a-zà-ü][a-zà-ü.]*){0,3})/i;
// t36a 056: the end is "no letter follows", never \b: JS's \b counts "á" as no word character,
// so "hasta acá" was the place "Acá".
const NOT_A_PLACE = /^(?:domicilio|casa|mi|tu|su|la casa|todo|todos|toda|cualquier|donde|d[oó]nde|qu[eé]|cu[aá]l|cu[aá]les|esa|esta|esa zona|ese|este|mismo|domicilios|ac[aá]|all[aá]|ah[ií]|here|there)(?![a-zà-ü])/i;
const PLACE_ENDS = /\s+(?:y|o|cu[aá]nto|que|qu[eé]|tambi[eé]n|hoy|ma[nñ]ana|gratis|con|por|sale|cuesta|me|les|tenes|ten[eé]s)\b.*$/i;

export function deliveryPlace(text: string): string | null {
  const m = PLACE_ASKED.exec(text);
  if (!m) return null;
  // answers16: "envío a santa rosa 1020" names a street and its number, an address, never a town.
  if (/^\s*(?:n[°º]?\s*)?\d/.test(text.slice(m.index + m[0].length))) return null;
  const place = m[1].replace(PLACE_ENDS, "").replace(/\.+$/, "").trim();
  if (place.length < 3 || NOT_A_PLACE.test(place)) return null;
  return place.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());
}

/**
 * Whether the shop delivers to a named place, from the profile's area: named in it, or the whole
 * country; otherwise the area as the profile states it and who confirms. Never silently dropped.
 */
function placeAnswer(place: string, profile: CommerceProfile, lang: Lang): string {
  const own = profile.delivery.area;
  const area = shopText(profile, "area", lang);
  if (own && area && (fold(own).includes(fold(place)) || fold(area).includes(fold(place)) || /\btodo el pais\b/.test(fold(own)))) return word(lang, "placeYes", { place, area });
  if (area) return word(lang, "placeArea", { place, area, address: profile.address });
  return word(lang, "placeUnknown", { place, address: profile.address });
}

/** Delivery, its cost for this cart when there is one (`subtotal`), its time and its area (or a place it names). */
/** "¿me pueden traer la mercadería a mi casa?", "¿hacen envíos?": a yes/no about delivering at all. */
const ASKS_IF_DELIVERED = /\b(?:(?:me|nos) (?:pueden|podes|podrian|podrias) (?:traer|mandar|llevar|enviar)|(?:hacen|haces|tienen|tenes) (?:envios?|delivery|reparto)|(?:traen|llevan|envian|mandan) a (?:domicilio|casa)|a domicilio)\b/;

/** The shop's clock, for when a delivery can go out ("sale cuando abrimos, mañana a las 9"). */
export interface ShopClock {
  timezone: string;
  now: number;
}

/**
 * chatter13: a delivery's time as the shop's hours allow it: open, it goes out today and takes
 * the shop's time; closed, it goes out when the shop opens (when that is), never "Tarda en el
 * día." alone at 2 am.
 */
function etaNow(profile: CommerceProfile, lang: Lang, clock: ShopClock | undefined): string {
  const etaText = shopText(profile, "eta", lang);
  if (!clock || !profile.hours.length) return etaText ? word(lang, "eta", { eta: etaText }) : word(lang, "etaUnknown");
  const eta = etaText ? word(lang, "etaThen", { eta: etaText }) : "";
  if (openNow(profile.hours, clock.timezone, clock.now)) return word(lang, "etaOpen", { eta }).trim();
  const next = nextOpening(profile.hours, clock.timezone, clock.now);
  return (next === null ? word(lang, "etaClosedLater", { eta }) : word(lang, "etaClosed", { when: whenFrom(clock.timezone, clock.now, next, lang), eta })).trim();
}

export function deliveryAnswer(q: DeliveryQuestion, profile: CommerceProfile, currency: string, subtotal: number | null, place: string | null = null, lang: Lang = "es", asked = "", clock?: ShopClock): string {
  const d = profile.delivery;
  if (!d.enabled) return word(lang, "noDelivery", { address: profile.address });
  if (place) return [placeAnswer(place, profile, lang), placeDetail(q, profile, currency, subtotal, lang, clock)].filter(Boolean).join(" ");
  const money = (n: number) => formatMoney(n, currency);
  const rule = d.fee ? word(lang, "feeRule", { fee: money(d.fee), free: d.freeFrom !== null ? word(lang, "feeFreeFrom", { from: money(d.freeFrom) }) : "" }) : word(lang, "feeFree");
  const cost = () => {
    if (subtotal === null || subtotal === 0 || !d.fee) return rule;
    const fee = deliveryFee(profile, subtotal, "delivery");
    const free = d.freeFrom !== null ? word(lang, "feeFromNote", { from: money(d.freeFrom) }) : "";
    return fee ? word(lang, "feeForOrder", { subtotal: money(subtotal), fee: money(fee), free }) : word(lang, "feeForOrderFree", { subtotal: money(subtotal) });
  };
  const etaText = shopText(profile, "eta", lang);
  const areaText = shopText(profile, "area", lang);
  const eta = etaText ? word(lang, "eta", { eta: etaText }) : word(lang, "etaUnknown");
  const area = areaText ? word(lang, "areaSentence", { area: areaText }) : word(lang, "areaPlain");
  switch (q.aspect) {
    case "cost":
      return cost();
    case "cost_time":
      // questions36 (t35c 038): the fee for this cart and when it goes out, both asked, both said.
      return `${cost()} ${etaNow(profile, lang, clock)}`;
    case "time":
      // stack9: "¿me pueden traer la mercadería a casa …, cuando llega el muchacho?": the yes first.
      return ASKS_IF_DELIVERED.test(fold(asked)) ? `${word(lang, "deliveryYes", { area: areaText ? ` ${areaText}` : "", cost: "", eta: "" }).trim()} ${etaNow(profile, lang, clock)}` : etaNow(profile, lang, clock);
    case "area":
      return `${area}${d.eta ? ` ${eta}` : ""}`;
    default:
      return word(lang, "deliveryYes", { area: areaText ? ` ${areaText}` : "", cost: cost(), eta: d.eta ? ` ${eta}` : "" });
  }
}

/** What else a delivery question with a place asked: its cost, or its time. */
function placeDetail(q: DeliveryQuestion, profile: CommerceProfile, currency: string, subtotal: number | null, lang: Lang, clock?: ShopClock): string {
  if (q.aspect === "cost" || q.aspect === "time" || q.aspect === "cost_time") return deliveryAnswer(q, profile, currency, subtotal, null, lang, "", clock);
  const eta = shopText(profile, "eta", lang);
  return eta ? word(lang, "eta", { eta }) : "";
}

/** Where the shop is, or whether a pickup is possible; `hoursSaid` when the same reply answers the hours already (said once, t35a 005). */
export function addressAnswer(profile: CommerceProfile, pickup = false, lang: Lang = "es", hoursSaid = false): string {
  if (pickup && profile.pickup && hoursSaid) return word(lang, "pickupYesPlain", { address: profile.address });
  if (pickup) return profile.pickup ? word(lang, "pickupYes", { address: profile.address, hours: describeHours(profile.hours, lang) }) : word(lang, "pickupNo", { address: profile.address });
  return word(lang, "weAreAt", { address: profile.address, pickup: profile.pickup ? word(lang, "pickupThere") : "" });
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
