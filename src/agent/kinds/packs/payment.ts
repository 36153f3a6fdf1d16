import type { CommerceProfile } from "../../../lib/commerce-profile";
import type { TurnEngine } from "../../engine";
import { joinList, langOf, paymentWord, sentence, word, type Phrasing } from "../../language";
import type { PaymentMethod } from "../../session";
import { methodsListed } from "./payment-questions";

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
    // The methods listed already in this reply (a payment question answered): the question alone.
    text: [lead, methodsListed.has(t) ? sentence(t.session, "packsAskPaymentShort") : word(langOf(t.session), "askPayment", { methods: joinList(langOf(t.session), methods.map((m) => paymentWord(langOf(t.session), m))) })].filter(Boolean).join(" "),
    buttons: methods.slice(0, 3).map((m) => ({ id: `payment:${m}`, title: capital(paymentWord(langOf(t.session), m)) })),
  });
}

/** The summary's line: "efectivo al recibir", "transferencia (alias …)", "Mercado Pago", or still open. */
export function paymentLine(method: PaymentMethod | null, profile: CommerceProfile, session: Phrasing = {}): string {
  if (method === "cash") return sentence(session, "payCashOnDelivery");
  if (method === "transfer") return profile.transferAlias ? sentence(session, "payTransferAlias", { alias: profile.transferAlias }) : paymentWord(langOf(session), method);
  if (method) return paymentWord(langOf(session), method);
  return sentence(session, "payToAgree", { methods: joinList(langOf(session), profile.paymentMethods.map((m) => paymentWord(langOf(session), m)), "or") });
}

/** The confirmation's words on paying: "pagás en efectivo al recibir", "pagás con Mercado Pago". */
export function paymentPromise(method: PaymentMethod | null, session: Phrasing = {}): string {
  if (method === "cash") return sentence(session, "promiseCash");
  if (method === "transfer") return sentence(session, "promiseTransfer");
  if (method) return sentence(session, "promiseWith", { method: paymentWord(langOf(session), method) });
  return sentence(session, "promiseToAgree");
}
