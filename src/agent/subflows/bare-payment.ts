import { normalize } from "../understand/normalize";
import type { PaymentMethod, Understanding } from "../understand/types";

/**
 * details17: "… tomas quiroga. dni 40111222. mp", "Tomas Ruiz, 39222333, pago con mp": a way of paying
 * said alone as one item of a list of details is the payment, even where the message reading took the
 * bare word for a question about it ("¿aceptan mp?"). Only beside other details, never with a "?".
 */
const BARE = /^(?:y |e )?(?:(?:pago|pagamos|abono) (?:con |en |por |x )?)?(?:por |con |en )?(mp|mercado ?pago|mpago|transfe|transf|transferencia|efectivo|efvo|cash)$/;
const METHODS: Record<string, Exclude<PaymentMethod, null>> = {
  mp: "mercadopago", mercadopago: "mercadopago", "mercado pago": "mercadopago", mpago: "mercadopago",
  transfe: "transfer", transf: "transfer", transferencia: "transfer", efectivo: "cash", efvo: "cash", cash: "cash",
};

export function barePayment(u: Understanding): PaymentMethod {
  if (u.paymentMethod || Object.keys(u.fields).length === 0) return u.paymentMethod;
  const found = new Set<Exclude<PaymentMethod, null>>();
  for (const clause of u.text.split(/[.,;\n]+/)) {
    if (clause.includes("?") || clause.includes("¿")) continue;
    const m = BARE.exec(normalize(clause).trim());
    if (m) found.add(METHODS[m[1]]);
  }
  return found.size === 1 ? [...found][0] : null;
}
