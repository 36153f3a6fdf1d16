import type { OutboundMessage } from "../lib/messages";
import { fold } from "../lib/fold";
import { formatMoney } from "../lib/money";
import type { CartTotals } from "./cart-math";
import { fieldWord, joinList, NAMED_FIELDS, sentence, word, type Lang } from "./language";
import type { CartLine, Session } from "./session";
import type { OfferedOption } from "./understand/options";

// What every kind of shop says the same way, rendered from raw data (tools never format text).
// A kind's own sentences live in its folder (kinds/<kind>/replies.ts).

export const text = (t: string): OutboundMessage => ({ type: "text", text: t });

/** A message with a line before its text ("Anoté ✅ …" before the next question). */
export function withLead(message: OutboundMessage, lead: string | null): OutboundMessage {
  if (!lead) return message;
  return "text" in message && typeof message.text === "string" ? { ...message, text: `${lead} ${message.text}` } : message;
}

/**
 * A turn's replies with no paragraph said twice: two readers of one message that answer the same
 * thing ("Sí, tenemos Dulce de Batata Arcor 700 Gr a $2.020." twice) say it once. Only plain text
 * is trimmed; a list or buttons message stays whole, and what it says counts as said.
 */
export function withoutRepeats(replies: OutboundMessage[]): OutboundMessage[] {
  const said = new Set<string>();
  const key = (p: string) => p.replace(/\s+/g, " ").trim().toLowerCase();
  const out: OutboundMessage[] = [];
  for (const r of replies) {
    if (r.type !== "text") {
      if ("text" in r && typeof r.text === "string") for (const p of r.text.split(/\n{2,}/)) said.add(key(p));
      out.push(r);
      continue;
    }
    const kept = r.text.split(/\n{2,}/).filter((p) => {
      const k = key(p);
      if (!k) return false;
      if (said.has(k)) return false;
      said.add(k);
      return true;
    });
    if (kept.length) out.push(kept.length === r.text.split(/\n{2,}/).length ? r : { ...r, text: kept.join("\n\n") });
  }
  return out;
}

const OFFERS = "offers";

/**
 * Remembers the buttons or list rows of the last interactive reply of a turn (a turn that said
 * something else forgets them), so that typing one of them reads as tapping it.
 */
export function rememberOffers(session: Session, replies: OutboundMessage[]): void {
  if (!replies.length) return;
  const last = [...replies].reverse().find((r) => r.type === "buttons" || r.type === "list");
  const options = !last ? [] : last.type === "buttons" ? last.buttons : last.type === "list" ? last.rows : [];
  if (options.length) session.extra[OFFERS] = { ids: options.map((o) => o.id), titles: options.map((o) => o.title) };
  else delete session.extra[OFFERS];
}

/** The options offered last (see rememberOffers). */
export function offeredOptions(session: Session): OfferedOption[] {
  const o = session.extra[OFFERS] as { ids?: unknown; titles?: unknown } | undefined;
  if (!o || !Array.isArray(o.ids) || !Array.isArray(o.titles)) return [];
  return o.ids.flatMap((id, k) => (typeof id === "string" && typeof (o.titles as unknown[])[k] === "string" ? [{ id, title: (o.titles as string[])[k] }] : []));
}

export const THANKS = "¡Gracias a vos! Cualquier cosa, escribime por acá. 😊";

/** "¡Hola, Ana!" once the name is known, else "¡Hola!". */
export function hello(session: Session): string {
  return session.customer.firstName ? sentence(session, "helloName", { name: session.customer.firstName }) : sentence(session, "helloPlain");
}

/** The details' Spanish names (the model's prompt reads them); customers read `fieldWord`'s, in their language. */
export const FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(NAMED_FIELDS.map((f) => [f, fieldWord("es", f)]));

const PAYMENT_NAMES: Record<string, string> = { cash: "efectivo", transfer: "transferencia", mercadopago: "Mercado Pago" };

export function paymentName(method: string | null | undefined): string {
  return method ? (PAYMENT_NAMES[method] ?? method) : "a definir";
}

/** What a catalog row tells about a name: its brand ("Alfajor Jorgito" is a Jorgito alfajor). */
type Named = { name: string; brand?: string | null };

/** Words that end the noun phrase a plural changes ("Aceite de girasol" → "Aceites de girasol"). */
const PHRASE_END = new Set(["de", "del", "con", "sin", "para", "en", "y", "x", "a"]);

/** Nouns said in the singular whatever the quantity ("2 Arroz Gallo Oro", not "2 Arroces"). */
const MASS_NOUNS = new Set(["arroz", "azucar", "sal", "miel", "maiz"]);
const UNACCENT: Record<string, string> = { "á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ú": "U" };

/**
 * "alfajor" → "alfajores", "agua" → "aguas", "limón" → "limones", "atún" → "atunes", "nuez" →
 * "nueces". Where the plural is unsure (a mass noun, a foreign word, "origen" that would need an
 * accent) the word comes back unchanged and the name is said as written.
 */
export function pluralWord(w: string): string {
  const lower = w.toLowerCase();
  if (/[sx]$/.test(lower) || MASS_NOUNS.has(fold(w))) return w;
  if (/z$/.test(lower)) return w.slice(0, -1) + (w.endsWith("Z") ? "CES" : "ces");
  // "-ón", "-ún": adding "es" moves the stress, the accent goes ("jabón" → "jabones").
  if (/[áéíóú]n$/.test(lower)) return `${w.slice(0, -2)}${UNACCENT[w[w.length - 2]] ?? w[w.length - 2]}${w.endsWith("N") ? "NES" : "nes"}`;
  if (/[aeiouáéó]$/.test(lower)) return `${w}s`;
  if (/[íú]$/.test(lower)) return `${w}es`;
  // "pan" → "panes"; "origen" → "orígenes" would need an accent: left as it is.
  if (/n$/.test(lower)) return (lower.match(/[aeiouáéíóú]+/g) ?? []).length === 1 ? `${w}es` : w;
  if (/[lrdjy]$/.test(lower)) return `${w}es`;
  return w;
}

/**
 * A quantity of a product as Spanish says it: "3 Alfajores Jorgito", "2 Aguas minerales 500 ml",
 * "2 Pepsi 1,5 L" (a brand does not take a plural). Where the words do not agree (a plural name
 * for one unit, or a name the catalog does not describe) the name as written after the count.
 */
export function quantityName(quantity: number, name: string, brand: string | null | undefined): string {
  const words = name.split(" ");
  const head = words[0] ?? "";
  const isBrand = !!brand && fold(brand).split(/[\s-]+/)[0] === fold(head).split("-")[0];
  // answers11: a shopkeeper says the count first ("1 Papas fritas Lays 150 g", "2 Alfajor Jorgito"),
  // never "Papas fritas Lays 150 g × 1" inside a Spanish sentence; the name is kept as written.
  if (brand === undefined || isBrand || !/^\p{L}+$/u.test(head) || quantity === 1) return `${quantity} ${name}`;
  if (/[sx]$/i.test(head)) return `${quantity} ${name}`;
  // A name in title case ("Leche Chocolatada Cindor") is said as the shop writes it.
  const second = words[1] ?? "";
  if (/^\p{Lu}\p{Ll}/u.test(second) && !(brand && fold(second) === fold(brand.split(/\s+/)[0]))) return `${quantity} ${name}`;
  // The head noun and the adjectives right after it agree: "Agua mineral" → "Aguas minerales".
  // A head whose plural is unsure ("Arroz", "Snack") leaves the name as the shop wrote it.
  if (pluralWord(head) === head) return `${quantity} ${name}`;
  const out = [pluralWord(head)];
  let k = 1;
  for (; k < words.length; k++) {
    const w = words[k];
    if (!/^\p{Ll}+$/u.test(w) || PHRASE_END.has(w) || (brand && fold(w) === fold(brand)) || pluralWord(w) === w) break;
    out.push(pluralWord(w));
  }
  return [String(quantity), ...out, ...words.slice(k)].join(" ");
}

/** A cart line in words; with the catalog at hand the plural agrees, else the neutral form. */
export function itemPhrase(l: { quantity: number; name: string }, catalog?: Named[], lang: Lang = "es"): string {
  if (lang !== "es") return `${l.quantity} × ${l.name}`;
  const row = catalog?.find((p) => p.name === l.name);
  return quantityName(l.quantity, l.name, row ? (row.brand ?? null) : undefined);
}

/** The cart in words; in English or Portuguese each line is "2 × Name", the name as the shop wrote it. */
export function cartPhrase(cart: CartLine[], catalog?: Named[], lang: Lang = "es"): string {
  if (lang !== "es") return joinList(lang, cart.map((l) => `${l.quantity} × ${l.name}`));
  return listJoin(cart.map((l) => itemPhrase(l, catalog)));
}

export function cartLines(totals: CartTotals, currency: string, lang: Lang = "es"): string {
  return totals.lines.map((l) => `• ${l.quantity} × ${l.name} (${word(lang, "unitPrice", { price: formatMoney(l.unitPrice, currency) })}) = ${formatMoney(l.lineTotal, currency)}`).join("\n");
}

/** "A, B y C" (or "A, B o C"). */
export function listJoin(items: string[], conjunction: "y" | "o" = "y"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
