import type { CommerceProfile } from "../../../lib/commerce-profile";
import type { TurnEngine } from "../../engine";
import { listJoin, paymentName } from "../../replies";
import type { PaymentMethod } from "../../session";

// How the customer pays, in the packs sale: never assumed. A shop with one method has it
// decided by code (the summary shows it before the yes); otherwise the customer says it, named
// at any step ("pago con mercado pago", a tap on the buttons) and read by the details subflow.

/** The payment a summary and an order may carry: the customer's, or the shop's only one; else null. */
export function knownPayment(t: Pick<TurnEngine, "session" | "ports">): PaymentMethod | null {
  if (t.session.paymentMethod) return t.session.paymentMethod;
  const methods = t.ports.profile.paymentMethods;
  return methods.length === 1 ? methods[0] : null;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "¿Cómo vas a pagar?" with one button per accepted method (WhatsApp allows three). */
export function askPayment(t: TurnEngine, lead: string | null): void {
  const methods = t.ports.profile.paymentMethods;
  t.session.expecting = "payment";
  t.say({
    type: "buttons",
    text: [lead, `¿Cómo vas a pagar? Aceptamos ${listJoin(methods.map(paymentName))}.`].filter(Boolean).join(" "),
    buttons: methods.slice(0, 3).map((m) => ({ id: `payment:${m}`, title: capital(paymentName(m)) })),
  });
}

/** The summary's line: "efectivo al recibir", "transferencia (alias …)", "Mercado Pago", or still open. */
export function paymentLine(method: PaymentMethod | null, profile: CommerceProfile): string {
  if (method === "cash") return "efectivo al recibir";
  if (method === "transfer") return profile.transferAlias ? `transferencia (alias ${profile.transferAlias})` : "transferencia";
  if (method) return paymentName(method);
  return `a coordinar (${listJoin(profile.paymentMethods.map(paymentName), "o")})`;
}

/** The confirmation's words on paying: "pagás en efectivo al recibir", "pagás con Mercado Pago". */
export function paymentPromise(method: PaymentMethod | null): string {
  if (method === "cash") return "pagás en efectivo al recibir";
  if (method === "transfer") return "pagás por transferencia";
  if (method) return `pagás con ${paymentName(method)}`;
  return "coordinamos el pago por acá";
}
