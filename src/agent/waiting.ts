import type { CommerceProfile } from "../lib/commerce-profile";
import { nextOpening, openNow } from "../lib/opening-hours";
import type { TurnEngine } from "./engine";
import { describeHours } from "./hours";
import { joinList, langOf, phrase, word, type Phrasing } from "./language";
import type { CartLine, HistoryEntry } from "./session";
import { readAsSpanish } from "./language/reading";
import { detectCues } from "./understand/cues";
import { normalize } from "./understand/normalize";
import { closedHandoffNote } from "./shop-answers";

// What the customer reads while a person is awaited: an acknowledgement of every message the
// agent did not answer itself (its wording rotating), and one line if nobody has taken it in
// time. Both in the conversation's language (`session`; none: Spanish).

/** "Ya le avisé al equipo…", with when to expect an answer if the shop is closed now. */
export function waitingAcknowledgement(profile: CommerceProfile, timezone: string, now: number, session: Phrasing & { cart?: CartLine[]; history?: HistoryEntry[] } = {}): string {
  const lang = langOf(session);
  // packs10: "¿sos un bot?" while waiting: answered honestly first, then that a person was told.
  const honest = lastAsksIfBot(session) ? `${word(lang, "imABotShort", { shop: profile.name })} ` : "";
  const ack = honest + (openNow(profile.hours, timezone, now)
    ? phrase(session, "waitingAck")
    : nextOpening(profile.hours, timezone, now) === null
      ? phrase(session, "waitingAckLater")
      : phrase(session, "waitingAckClosed", { hours: describeHours(profile.hours, lang) }));
  // stack9: "¿me los anotaste?" while waiting: what the cart holds, honestly, and that the person goes on from it.
  const cart = session.cart ?? [];
  if (!cart.length) return ack;
  return `${ack}\n${word(lang, "waitingCartKept", { cart: joinList(lang, cart.map((l) => `${l.quantity} ${l.name}`)) })}`;
}

/** The customer's last message asks whether a bot answers ("¿sos un bot?", "are you a robot?"): it gets an answer even while a person is awaited. */
export function lastAsksIfBot(session: Phrasing & { history?: HistoryEntry[] }): boolean {
  const last = session.history?.filter((h) => h.role === "customer").at(-1)?.text;
  if (!last) return false;
  const read = readAsSpanish(last, langOf(session));
  return detectCues(normalize(read), read).asksIfBot;
}

/**
 * Whether a message while a person is awaited gets "Ya le avisé al equipo…": every one the agent
 * did not answer itself (trial 12: "hola??? alguien???" a minute after the first acknowledgement
 * got silence). The wording rotates (`waitingAcknowledgement`), so it never reads as a loop.
 */
export function acknowledgesWait(session: Phrasing & { history?: HistoryEntry[] }): boolean {
  return session.history?.at(-1)?.role !== "agent";
}

/** Said once when a waiting handoff is escalated. */
export function escalationNotice(session: Phrasing = {}): string {
  return word(langOf(session), "waitingEscalated");
}

/** "En breve te responde por acá" in every language and every handoff phrasing that says it. */
const SOON = /[;.]?\s*(?:en breve te responden?(?: por acá)?|they'll answer (?:you )?(?:here )?shortly|em breve (?:ela )?te respondem?(?: por aqui)?)\s*[.!]?/i;

/**
 * stack9: a handoff while the shop is closed says so in its first line, with when it opens —
 * never "en breve" (round 8: "En breve te responde" and then "Ahora estamos cerrados").
 */
export function handoffWhenClosed(t: TurnEngine): void {
  const note = closedHandoffNote(t.ports.profile, t.ports.timezone, t.now(), langOf(t.session));
  if (!note) return;
  let told = false;
  for (const r of t.replies) {
    if ((r.type === "text" || r.type === "buttons") && SOON.test(r.text)) {
      r.text = r.text.replace(SOON, (m) => (m.startsWith(";") ? `; ${note.charAt(0).toLowerCase()}${note.slice(1)}` : `${m.startsWith(".") ? "." : ""} ${note}`));
      told = true;
    }
  }
  if (!told) t.say({ type: "text", text: note });
}
