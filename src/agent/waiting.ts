import type { CommerceProfile } from "../lib/commerce-profile";
import { nextOpening, openNow } from "../lib/opening-hours";
import { describeHours } from "./hours";

// What the customer reads while a person is awaited: one acknowledgement of the first message
// after the handoff (later ones get none), and one line if nobody has taken it in time.

/** "Ya le avisé al equipo…", with when to expect an answer if the shop is closed now. */
export function waitingAcknowledgement(profile: CommerceProfile, timezone: string, now: number): string {
  if (openNow(profile.hours, timezone, now)) return "Ya le avisé al equipo, en breve te responden 🙏";
  const opens = nextOpening(profile.hours, timezone, now);
  const when = opens === null ? "" : ` Ahora estamos cerrados; abrimos ${describeHours(profile.hours)}, y te responden apenas abramos.`;
  return `Ya le avisé al equipo 🙏${when || " En breve te responden."}`;
}

/** Said once when a waiting handoff is escalated. */
export function escalationNotice(): string {
  return "Perdón la demora 🙏 Ya le volví a avisar al equipo; en cuanto se libere alguien te responde por acá.";
}
