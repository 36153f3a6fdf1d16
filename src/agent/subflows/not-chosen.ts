// details16: words that sound like a detail but choose nothing, set aside before the details are
// read. "ok gracias, después paso" with nothing ordered is a farewell, not a pickup (trial 15a 109
// stored "retiro en el local"); "¿cuánto tarda si me lo mandan? vivo en general paz" asks, and the
// barrio in it is no address to complete (trial 15c 012 asked for the street number and the
// location instead of answering).

import type { TurnEngine } from "../engine";
import type { Understanding } from "../understand/types";

/** Words that pick the order up; a farewell "paso" alone ("después paso", "mañana paso") is a visit. */
const PICKS_UP = /\b(?:retir\w*|buscar\w*|busco|llevo|me lo llevo)\b/;

/** Clears from `u` what this message only says in passing (a farewell's "paso", a barrio in a question). */
export function setAsideNotChosen(t: TurnEngine, u: Understanding): void {
  const nothingOrdered = !t.session.cart.length && !u.items.length && !u.wantsToCheckout;
  if (u.fulfilment === "pickup" && nothingOrdered && (u.thanks || u.farewell) && !PICKS_UP.test(u.normalized)) u.fulfilment = null;
  const asksDelivery = u.questions.some((q) => q.kind === "delivery");
  if (!asksDelivery || t.session.expecting === "address" || u.items.length) return;
  // A place with no street number beside a delivery question: never an address to complete.
  if (u.fields.address && !/\d/.test(u.fields.address)) delete u.fields.address;
  if (u.invalidFields.address && !u.fields.address) delete u.invalidFields.address;
  if (!u.fields.address && !u.wantsToCheckout && t.session.expecting !== "fulfilment") u.fulfilment = null;
}
