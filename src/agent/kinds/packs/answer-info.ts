import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { langOf } from "../../language";
import { text } from "../../replies";
import { addressAnswer, deliveryAnswer, hoursAnswer, paymentAnswer, shopText } from "../../shop-answers";
import type { Understanding } from "../../understand/types";
import { packsData } from "./data";
import { priceAnswer } from "./price-answers";
import { deliveryTime } from "./questions";
import { installmentsAnswer, methodsListed } from "./payment-questions";
import type { Pack } from "./tools";

// The answers to what a packs customer asked (shop questions, the packs' prices, the mattress
// itself), said in one message before the sale goes on.

/** The place a delivery question named, kept beside its understanding for the answer. */
export const deliveryPlaces = new WeakMap<Understanding, string | null>();

export function answerInfo(t: TurnEngine, u: Understanding, all: Pack[], about: string[]): void {
  for (const q of u.questions) t.intent(q.kind === "product" || q.kind === "catalog" || q.kind === "more" ? "price" : q.kind);
  t.intent("info");
  const { profile, currency: cur, timezone } = t.ports;
  // Phrased only when said (each phrasing of a price is said once).
  let price: string | undefined;
  const prices = () => (price ??= priceAnswer(t, u, all));
  const answers = new Set<string>();
  for (const q of u.questions) {
    if (q.kind === "hours") answers.add(hoursAnswer(q, profile, timezone, t.now(), langOf(t.session)));
    else if (q.kind === "payment") {
      answers.add(installmentsAnswer(t, u) ?? paymentAnswer(q, profile, langOf(t.session)));
      // The methods were just listed: a payment question asked next says only "¿Cómo vas a pagar?".
      if (!q.method || q.method === "card") methodsListed.add(t);
    }
    // Ordered: when it arrives, from the shop's data, or said unknown (never "we confirm it with the order").
    else if (q.kind === "delivery" && q.aspect === "time" && t.state === "compra_confirmada") answers.add(deliveryTime(shopText(profile, "eta", langOf(t.session)), packsData(t.session).orderNumber, t.session));
    else if (q.kind === "delivery") answers.add(deliveryAnswer(q, profile, cur, null, deliveryPlaces.get(u) ?? null, langOf(t.session)));
    else if (q.kind === "address") answers.add(addressAnswer(profile, q.pickup, langOf(t.session), u.questions.some((o) => o.kind === "hours")));
    // The product, its price, what the shop sells: the packs (not when it asked the mattress's size or warranty).
    else if (!about.length || (q.kind === "product" && q.ask === "price")) answers.add(prices());
  }
  // "¿y en cuotas?" with no payment question read: answered from the shop's payment methods all the same.
  const instalments = installmentsAnswer(t, u);
  if (instalments && !answers.has(instalments)) answers.add(instalments);
  // The price asked beside another question ("llegan a Quilmes? cuanto salen 2?") is answered too, never held back.
  if (!about.length && ((!answers.size && !instalments) || u.infoTopics.includes("prices"))) answers.add(prices());
  for (const a of about) answers.add(a);
  t.say(text([...answers].join("\n")));
}
