import type { CommerceProfile } from "../lib/commerce-profile";
import { nextOpening, openNow } from "../lib/opening-hours";
import { describeHours } from "./hours";
import { langOf, word, type Phrasing } from "./language";

// What the customer reads while a person is awaited: one acknowledgement of the first message
// after the handoff (later ones get none), and one line if nobody has taken it in time. Both in
// the conversation's language (`session`; none: Spanish).

/** "Ya le avisé al equipo…", with when to expect an answer if the shop is closed now. */
export function waitingAcknowledgement(profile: CommerceProfile, timezone: string, now: number, session: Phrasing = {}): string {
  const lang = langOf(session);
  if (openNow(profile.hours, timezone, now)) return word(lang, "waitingAck");
  if (nextOpening(profile.hours, timezone, now) === null) return word(lang, "waitingAckLater");
  return word(lang, "waitingAckClosed", { hours: describeHours(profile.hours, lang) });
}

/** Said once when a waiting handoff is escalated. */
export function escalationNotice(session: Phrasing = {}): string {
  return word(langOf(session), "waitingEscalated");
}
