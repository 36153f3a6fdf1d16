import { fold } from "../../lib/fold";
import { capitalise, NAME_RE, NOT_NAME, PARTICLES, PLACE_OPENERS } from "./personal-read";
import type { FieldName, Understanding } from "./types";

// A full name sent alone at the summary ("Rocio Paz" under a summary made out to someone else) is
// the customer correcting the name: it was ignored and the summary asked again (trial 19c 008).
// Only a message that is nothing but a name counts: two to four name words, none of them a word
// customers say for something else (a yes, a command, a place opener), nothing else read in it
// (no product found, no question, no other detail), and different from the name stored.

/** The name a message at the summary replaces the stored one with, or null when it is not only a name. */
export function bareNameAtSummary(u: Understanding, customer: Partial<Record<FieldName, string>>): { firstName: string; lastName: string } | null {
  if (!customer.firstName || Object.keys(u.fields).length || u.items.some((i) => i.match.kind !== "none") || u.mentions.some((i) => i.match.kind !== "none")) return null;
  if (u.isQuestion || u.questions.length || u.yesNo || u.cartEdit || u.choice || u.quantityOnly !== null || u.fulfilment || u.paymentMethod || u.wantsToCheckout) return null;
  if (u.greeting || u.thanks || u.farewell || u.wantsHuman || u.anger !== "none" || u.cancelOrder || u.modifyOrder || u.infoTopics.length) return null;
  const words = u.text.trim().replace(/[.!]+$/u, "").split(/\s+/);
  if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_RE.test(w))) return null;
  const folded = words.map((w) => fold(w));
  if (folded.some((w) => NOT_NAME.has(w) || (PARTICLES.has(w) && w !== "de" && w !== "del")) || PLACE_OPENERS.has(folded[0]) || PARTICLES.has(folded.at(-1)!)) return null;
  const named = { firstName: words.slice(0, -1).map(capitalise).join(" "), lastName: capitalise(words.at(-1)!) };
  const stored = fold(`${customer.firstName} ${customer.lastName ?? ""}`).trim();
  return fold(`${named.firstName} ${named.lastName}`) === stored ? null : named;
}
