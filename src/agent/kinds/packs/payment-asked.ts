import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { LEADING_PACK } from "./cues";
import { packsData } from "./data";
import { knownPayment } from "./payment";
import { asksInstalments, asksSplitPayment } from "./payment-questions";
import type { Pack } from "./tools";

// "2 please. can I pay by bank transfer?", "el de 2, ¿se puede en efectivo?" (trial 14a 204): a
// payment asked about, once a pack is chosen and the payment is what the sale waits for, is the
// payment chosen. The question is still answered ("Sí, aceptamos transferencia"), and the sale
// never asks "¿Cómo vas a pagar?" right after it. Only a method the shop accepts, named alone,
// and no instalments asked ("¿en cuotas con tarjeta?" stays a question).

/** Takes the one accepted method a payment question names as the customer's payment; returns whether it did. */
export function paymentAskedIsChosen(t: Pick<TurnEngine, "session" | "ports" | "state">, u: Understanding, choice: Pack | null): boolean {
  if (u.paymentMethod || knownPayment(t) || u.cancelOrder || u.yesNo === "no" || asksInstalments(u) || asksSplitPayment(u)) return false;
  // The pack chosen now ("el de 2", or "2 please" leading with the promos shown) or before.
  if (!choice && !(t.state === "ofrecer_promos" && (packsData(t.session).pack !== null || LEADING_PACK.test(u.normalized)))) return false;
  const named = [...new Set(u.questions.flatMap((q) => (q.kind === "payment" && q.method ? [q.method] : [])))];
  if (named.length !== 1) return false;
  const method = named[0];
  if (method === "card" || !t.ports.profile.paymentMethods.includes(method)) return false;
  u.paymentMethod = method;
  return true;
}
