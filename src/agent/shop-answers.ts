import { deliveryFee, type CommerceProfile } from "../lib/commerce-profile";
import { formatMoney } from "../lib/money";
import { nextOpening } from "../lib/opening-hours";
import { describeHours, localTime, openNow } from "./hours";
import { listJoin, paymentName } from "./replies";
import type { Question } from "./understand/types";

// Answers about the shop, from its profile and the clock: hours of a day, today or now (in the
// shop's timezone), payment (a method, the transfer alias), delivery (its cost for this cart,
// its time, its area) and where the shop is. Each is one or two short sentences.

const DAY_NAMES = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

const time = (hhmm: string) => (hhmm.endsWith(":00") ? String(Number(hhmm.slice(0, 2))) : hhmm.replace(/^0/, ""));

function dayHours(profile: CommerceProfile, day: number): { open: string; close: string }[] {
  return profile.hours.filter((h) => h.days.includes(day)).sort((a, b) => a.open.localeCompare(b.open));
}

function spans(hours: { open: string; close: string }[]): string {
  return listJoin(hours.map((h) => `de ${time(h.open)} a ${time(h.close)}`));
}

/** "hoy a las 9", "mañana a las 8", "el lunes a las 9": when a moment falls, from now. */
function whenFrom(timezone: string, now: number, at: number): string {
  const a = localTime(timezone, now);
  const b = localTime(timezone, at);
  const hh = String(Math.floor(b.minutes / 60));
  const mm = b.minutes % 60 ? `:${String(b.minutes % 60).padStart(2, "0")}` : "";
  const day = at - now < 24 * 3_600_000 && b.day === a.day ? "hoy" : b.day === (a.day + 1) % 7 ? "mañana" : `el ${DAY_NAMES[b.day]}`;
  return `${day} a las ${hh}${mm}`;
}

type HoursQuestion = Extract<Question, { kind: "hours" }>;

export function hoursAnswer(q: HoursQuestion, profile: CommerceProfile, timezone: string, now: number): string {
  const open = openNow(profile.hours, timezone, now);
  const today = localTime(timezone, now).day;
  const closedNow = () => {
    const next = nextOpening(profile.hours, timezone, now);
    return next === null ? "Ahora estamos cerrados." : `Ahora estamos cerrados; abrimos ${whenFrom(timezone, now, next)}.`;
  };
  if (q.day === "holiday") return `Los feriados el horario puede cambiar; normalmente abrimos ${describeHours(profile.hours)}.`;
  if (q.day === null && q.aspect === "now") {
    if (!open) return closedNow();
    const closes = dayHours(profile, today).find((h) => {
      const m = localTime(timezone, now).minutes;
      const [oh, om] = h.open.split(":").map(Number);
      const [ch, cm] = h.close.split(":").map(Number);
      return m >= oh * 60 + (om || 0) && m < ch * 60 + (cm || 0);
    });
    return `Sí, estamos abiertos${closes ? ` hasta las ${time(closes.close)}` : ""}.`;
  }
  if (q.day === null) return `Abrimos ${describeHours(profile.hours)}. ${open ? "Ahora estamos abiertos." : closedNow()}`;
  const day = q.day === "today" ? today : q.day === "tomorrow" ? (today + 1) % 7 : q.day;
  const label = q.day === "today" ? "Hoy" : q.day === "tomorrow" ? "Mañana" : `El ${DAY_NAMES[day]}`;
  const hours = dayHours(profile, day);
  if (!hours.length) return `${label} no abrimos. Abrimos ${describeHours(profile.hours)}.`;
  if (q.aspect === "close") return `${label} cerramos a las ${time(hours[hours.length - 1].close)}.${q.day === "today" ? ` ${open ? "Ahora estamos abiertos." : closedNow()}` : ""}`;
  if (q.aspect === "open") return `${label} abrimos a las ${time(hours[0].open)}${hours.length === 1 ? ` (hasta las ${time(hours[0].close)})` : ""}.${q.day === "today" && open ? " Ahora estamos abiertos." : ""}`;
  return `${label} abrimos ${spans(hours)}.${q.day === "today" ? ` ${open ? "Ahora estamos abiertos." : closedNow()}` : ""}`;
}

type PaymentQuestion = Extract<Question, { kind: "payment" }>;

export function paymentAnswer(q: PaymentQuestion, profile: CommerceProfile): string {
  const methods = profile.paymentMethods;
  const all = `Aceptamos ${listJoin(methods.map(paymentName))}.`;
  const alias = profile.transferAlias && methods.includes("transfer") ? `El alias para transferir es ${profile.transferAlias}.` : null;
  if (q.alias) return alias ?? (methods.includes("transfer") ? "Aceptamos transferencia; los datos te los pasamos al confirmar el pedido." : `Transferencia no. ${all}`);
  if (q.method === "card") return `Con tarjeta no 🙏 ${all}`;
  if (q.method && methods.includes(q.method)) return `Sí, aceptamos ${paymentName(q.method)}.${q.method === "transfer" && alias ? ` ${alias}` : ""}`;
  if (q.method) return `${capitalise(paymentName(q.method))} no 🙏 ${all}`;
  return `${all}${alias ? ` ${alias}` : ""}`;
}

type DeliveryQuestion = Extract<Question, { kind: "delivery" }>;

/** The place a delivery question names: "¿hacen envíos a Villa Crespo?" → "Villa Crespo"; null when none. */
const PLACE_ASKED = /\b(?:env[ií]os?|env[ií]an|env[ií]as|mandan|mand[aá]s|llegan|lleg[aá]s|reparten|repart[ií]s|entregan|delivery)\s+(?:a|al|hasta|para|en)\s+(?:la zona de\s+|el barrio\s+|barrio\s+|zona\s+)?([a-zà-ü][a-zà-ü.]*(?:\s+[a-zà-ü][a-zà-ü.]*){0,3})/i;
const NOT_A_PLACE = /^(?:domicilio|casa|mi|tu|su|la casa|todo|todos|toda|cualquier|donde|d[oó]nde|qu[eé]|cu[aá]l|cu[aá]les|esa|esta|esa zona|ese|este|mismo|domicilios|ac[aá]|all[aá]|ah[ií])\b/i;
const PLACE_ENDS = /\s+(?:y|o|cu[aá]nto|que|qu[eé]|tambi[eé]n|hoy|ma[nñ]ana|gratis|con|por|sale|cuesta|me|les|tenes|ten[eé]s)\b.*$/i;

export function deliveryPlace(text: string): string | null {
  const m = PLACE_ASKED.exec(text);
  if (!m) return null;
  const place = m[1].replace(PLACE_ENDS, "").replace(/\.+$/, "").trim();
  if (place.length < 3 || NOT_A_PLACE.test(place)) return null;
  return place.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());
}

/**
 * Whether the shop delivers to a named place, from the profile's area: named in it, or the whole
 * country; otherwise the area as the profile states it and who confirms. Never silently dropped.
 */
function placeAnswer(place: string, profile: CommerceProfile): string {
  const area = profile.delivery.area;
  const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  if (area && (fold(area).includes(fold(place)) || /\btodo el pais\b/.test(fold(area)))) return `Sí, llegamos a ${place}: hacemos envíos ${area}.`;
  if (area) return `A ${place}: hacemos envíos ${area} desde ${profile.address}. Si te queda dentro, llegamos; si no estás seguro, pasame la dirección con el pedido y el equipo te lo confirma.`;
  return `A ${place} te lo confirma el equipo con la dirección del pedido; estamos en ${profile.address}.`;
}

/** Delivery, its cost for this cart when there is one (`subtotal`), its time and its area (or a place it names). */
export function deliveryAnswer(q: DeliveryQuestion, profile: CommerceProfile, currency: string, subtotal: number | null, place: string | null = null): string {
  const d = profile.delivery;
  if (!d.enabled) return `Por ahora no hacemos envíos; podés pasar a retirar por ${profile.address}.`;
  if (place) return [placeAnswer(place, profile), placeDetail(q, profile, currency, subtotal)].filter(Boolean).join(" ");
  const money = (n: number) => formatMoney(n, currency);
  const rule = d.fee ? `El envío cuesta ${money(d.fee)}${d.freeFrom !== null ? ` y es gratis desde ${money(d.freeFrom)}` : ""}.` : "El envío es gratis.";
  const cost = () => {
    if (subtotal === null || subtotal === 0 || !d.fee) return rule;
    const fee = deliveryFee(profile, subtotal, "delivery");
    const free = d.freeFrom !== null ? ` (es gratis desde ${money(d.freeFrom)})` : "";
    return fee ? `Con tu pedido de ${money(subtotal)}, el envío sale ${money(fee)}${free}.` : `Con tu pedido de ${money(subtotal)}, el envío es gratis.`;
  };
  const eta = d.eta ? `Tarda ${d.eta}.` : "El tiempo de entrega te lo confirmamos con el pedido.";
  const area = d.area ? `Hacemos envíos ${d.area}.` : "Hacemos envíos.";
  switch (q.aspect) {
    case "cost":
      return cost();
    case "time":
      return eta;
    case "area":
      return `${area}${d.eta ? ` ${eta}` : ""}`;
    default:
      return `Sí, hacemos envíos${d.area ? ` ${d.area}` : ""}. ${cost()}${d.eta ? ` ${eta}` : ""}`;
  }
}

/** What else a delivery question with a place asked: its cost, or its time. */
function placeDetail(q: DeliveryQuestion, profile: CommerceProfile, currency: string, subtotal: number | null): string {
  if (q.aspect === "cost" || q.aspect === "time") return deliveryAnswer(q, profile, currency, subtotal);
  return profile.delivery.eta ? `Tarda ${profile.delivery.eta}.` : "";
}

export function addressAnswer(profile: CommerceProfile, pickup = false): string {
  if (pickup) return profile.pickup ? `Sí, podés pasar a retirar tu pedido por ${profile.address} (abrimos ${describeHours(profile.hours)}).` : `Por ahora no tenemos retiro en el local; te lo enviamos. Estamos en ${profile.address}.`;
  return `Estamos en ${profile.address}.${profile.pickup ? " Podés pasar a retirar tu pedido ahí." : ""}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
