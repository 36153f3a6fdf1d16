// A full name said alone as the message ("juan perez", "María de la Fuente."), read when no order
// question is open, and how a name is stored (title-cased, split into first name and surname).
// Its own room because the details machine (details.ts) only asks whether the message is one.
import type { TurnEngine } from "../engine";
import { normalize } from "../understand/normalize";
import { capitalise, NOT_NAME, PARTICLES, plausibleName } from "../understand/personal-read";
import type { Understanding } from "../understand/types";
import type { Facts } from "./read-back";

/** A name stored as a name: "maria lopez" → "Maria Lopez"; accents, "de la" and mixed capitals kept (capitalise). */
export function titledNames(facts: Facts): Facts {
  return { ...facts, ...(facts.firstName ? { firstName: capitalise(facts.firstName) } : {}), ...(facts.lastName ? { lastName: capitalise(facts.lastName) } : {}) };
}

/** Two to four words of letters and nothing else ("juan perez", "María de la Fuente."). */
const LONE_NAME = /^\s*(\p{L}[\p{L}'’-]*)((?:\s+\p{L}[\p{L}'’-]*){1,3})\s*[.!]*\s*$/u;

/**
 * A full name alone as the message, with no order open ("juan perez") or at "¿Algo más o
 * confirmamos?" with nothing else open (t18c 008 "Ramiro Acosta": moving to checkout): two to four
 * name words, none a command, a greeting or a word a product search answered.
 */
export function loneName(t: TurnEngine, u: Understanding): Facts | null {
  const s = t.session;
  const cartWaits = t.state === "COLLECTING_ORDER" && s.cart.length > 0 && !s.expecting && !s.pendingChoice && !s.pendingConfirmation;
  if (s.customer.firstName || !((t.state === "IDLE" && !s.cart.length) || cartWaits)) return null;
  if (u.items.length || u.mentions.length || u.questions.length || u.infoTopics.length || u.cartEdit || u.yesNo || u.greeting || u.thanks || u.farewell || u.wantsHuman || u.isQuestion) return null;
  if (t.outcomes.some((o) => o.ok && (o.name === "add_to_cart" || o.name === "update_cart_item"))) return null; // t29c 011: a pick ("quilmes cristal de litro") is no name
  const m = LONE_NAME.exec(u.text);
  if (!m) return null;
  const words = normalize(u.text).split(" ").filter(Boolean);
  if (words.some((w) => NOT_NAME.has(w) && !PARTICLES.has(w)) || PARTICLES.has(words[0])) return null;
  const parts = u.text.trim().replace(/[.!]+$/u, "").split(/\s+/);
  // The shape of a name (no mashing, "asdkjh qwe"); no product answered its words (no mention above).
  const none = { match: () => ({ kind: "none" as const, query: "" }) };
  if (!plausibleName({ words: [], text: u.text, used: [], fields: {}, invalid: {}, doubtful: new Set(), matcher: none }, parts, true)) return null;
  return titledNames(splitName(parts.join(" ")));
}
export function splitName(full: string): Facts {
  const [first, ...rest] = full.split(/\s+/);
  return rest.length ? { firstName: first, lastName: rest.join(" ") } : { firstName: first };
}
