import type { TurnEngine } from "../../engine";
import { joinList, langOf, paymentWord, sentence } from "../../language";
import type { Understanding } from "../../understand/types";
import { fold } from "../../../lib/fold";
import { ASKS_ARRIVAL } from "./yes-with-question";

// Questions about paying that the shared reading files elsewhere: "todo en efectivo cuando
// llega" is a payment (on arrival), never a question about when it arrives; "¿puedo pagar la
// mitad ahora y la mitad cuando llega?" is a split payment, which the shop's data cannot answer:
// said honestly, with the way to a person, never answered with the delivery time; "¿en cuotas?"
// gets a direct answer. Read on the folded words (English and Portuguese arrive as Spanish,
// readPacksWords).

const PAYING = /\b(?:pag\w*|abon\w*|efectivo|transferencia|transfiero|mercado ?pago|cash|pay\w*)\b/;
/**
 * "cuando llega", "al recibir", "contra entrega": paying on arrival. Not understand/info.ts's
 * PAY_ON_ARRIVAL: that one reads a method at the start of a message ("pago cuando llega") and
 * needs its paying verb; here any clause is searched, the paying word checked apart (PAYING),
 * and English and Portuguese words the packs shop reads are kept.
 */
const ON_ARRIVAL = /\b(?:cuando (?:me |lo |la )?(?:llega|llegue|lo traen|lo traigan|entreguen|reciba|recibo)|al recibir(?:lo)?|contra ?entrega|al que lo trae|on delivery|when it arrives|na entrega|quando chegar)\b/;
/** Paying in parts: half now, a deposit, the rest later. */
/** The words that only a split says ("el resto" alone may be the rest of the details). */
const SPLIT_SAID = /\b(?:la mitad|mitad ahora|parte ahora|(?:una )?sena|adelanto|anticipo|en dos (?:pagos|partes|veces)|half|a deposit|metade|sinal)\b/;
const SPLIT = /\b(?:la mitad|mitad ahora|una parte|parte ahora|el resto|(?:una )?sena|adelanto|anticipo|en dos (?:pagos|partes|veces)|half|the rest|a deposit|metade|o resto|sinal)\b/;
/** Instalments or financing asked (English and Portuguese arrive as "cuotas"). */
const INSTALLMENTS = /\b(?:cuotas?|financiacion|financian|financiar|financiado|sin interes)\b/;

/** Paying in parts asked ("¿la mitad por transferencia y la mitad en efectivo?"): no one method chosen. */
export function asksSplitPayment(u: Understanding): boolean {
  return SPLIT.test(u.normalized);
}

/** The message asks about instalments: filed as a payment topic so it is answered at every step. */
export function asksInstalments(u: Understanding): boolean {
  return INSTALLMENTS.test(u.normalized);
}

/**
 * "pago cuando llega", "efectivo cuando me lo traen": paying on arrival. "mercadopago. cuando me
 * llega?" is a method and then a question of its own (its clause asks, with no paying word in it).
 */
function paysOnArrival(u: Understanding): boolean {
  return fold(u.text)
    .split(/(?<=[.?!;\n])/)
    .some((clause) => {
      const words = fold(clause).replace(/[^\p{L}\p{N} ]+/gu, " ");
      return ON_ARRIVAL.test(words) && (PAYING.test(words) || !clause.includes("?"));
    });
}

/** The arrival asked outside the paying-on-arrival words ("efectivo al recibir, cuantos dias tarda?"). */
function asksArrivalApart(u: Understanding): boolean {
  const words = fold(u.text).replace(/[^\p{L}\p{N} ]+/gu, " ");
  return ASKS_ARRIVAL.test(words.replace(new RegExp(ON_ARRIVAL.source, "g"), " "));
}

/** Said on the turn's engine when the accepted methods were just listed (askPayment then asks only "¿Cómo vas a pagar?"). */
export const methodsListed = new WeakSet<TurnEngine>();

/**
 * Re-files the turn's payment words: a delivery-time question that is paying on arrival is
 * dropped; a split payment drops the delivery and payment readings and returns its answer.
 */
export function readPaymentTiming(t: TurnEngine, u: Understanding): string[] {
  const n = u.normalized;
  if (!PAYING.test(n)) return [];
  // Asked, or said outright with the words of a split alone ("quiero pagar la mitad ahora y la mitad cuando llega", t28a 030).
  const split = SPLIT.test(n) && (u.isQuestion || u.text.includes("?") || SPLIT_SAID.test(n));
  if (!split && !paysOnArrival(u)) return [];
  // "efectivo cuando llega. cuanto tarda en llegar?" (trial 12a 202): the payment and a time question of its own, both kept.
  if (!split && asksArrivalApart(u)) {
    // "efectivo cuando llega pero cuanto tarda?" is read as asking whether cash is taken: it is the method chosen.
    const asked = u.questions.find((q) => q.kind === "payment");
    if (asked?.kind === "payment" && asked.method && asked.method !== "card" && !u.paymentMethod) {
      u.paymentMethod = asked.method;
      u.questions = u.questions.filter((q) => q !== asked);
      if (!u.questions.some((q) => q.kind === "payment")) u.infoTopics = u.infoTopics.filter((topic) => topic !== "payment");
    }
    return [];
  }
  u.questions = u.questions.filter((q) => !(q.kind === "delivery" && (q.aspect === "time" || q.aspect === "any")) && !(split && q.kind === "payment"));
  const left = new Set(u.questions.map((q) => q.kind));
  u.infoTopics = u.infoTopics.filter((topic) => !(topic === "delivery" && !left.has("delivery")) && !(split && topic === "payment" && !left.has("payment")));
  return split ? [sentence(t.session, "packsSplitPayment")] : [];
}

/** "¿se puede en cuotas?": no installments (the shop takes no cards), and what it takes. */
export function installmentsAnswer(t: TurnEngine, u: Understanding): string | null {
  const methods = t.ports.profile.paymentMethods;
  if (!INSTALLMENTS.test(u.normalized)) return null;
  const lang = langOf(t.session);
  return sentence(t.session, "packsNoInstallments", { methods: joinList(lang, methods.map((m) => paymentWord(lang, m))) });
}
