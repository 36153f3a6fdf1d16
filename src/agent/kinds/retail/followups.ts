import { formatMoney } from "../../../lib/money";
import type { TimerSpec } from "../../definition";
import type { TurnEngine } from "../../engine";
import { templateParam } from "../../followups";
import type { TimerHandlers } from "../../kind";
import { fieldWord, langOf, sentence } from "../../language";
import { cartPhrase, hello, text } from "../../replies";
import type { Session } from "../../session";
import { askField, confirmButtons } from "./replies";

// The retail shop's follow-ups. Reminders show figures read through get_cart (catalog prices),
// never remembered ones; expiry and reset change state silently.

interface CartFigures {
  subtotal: number;
  total: number;
  deliveryFee: number;
}

async function figures(t: TurnEngine): Promise<CartFigures | null> {
  const cart = await t.call("get_cart");
  return cart.ok ? (cart.data as CartFigures) : null;
}

async function remindCart(t: TurnEngine): Promise<{ templateParams: string[] }> {
  const f = await figures(t);
  if (!f || !t.session.cart.length) return { templateParams: [] };
  const money = formatMoney(f.subtotal, t.ports.currency);
  const products = await t.cartProducts();
  const items = cartPhrase(t.session.cart, products, langOf(t.session));
  // The shop's approved templates are Spanish: their parameters name the cart in Spanish.
  const itemsEs = cartPhrase(t.session.cart, products);
  const expecting = t.session.expecting;
  if (t.state === "NEEDS_DETAILS" && expecting && expecting !== "confirmation" && expecting !== "product_choice") {
    const label = fieldWord(langOf(t.session), expecting);
    t.say(text(sentence(t.session, "nudgeAlmostDone", { hello: hello(t.session), items, subtotal: money, field: label })));
    t.say(askField(expecting, t.ports.profile, t.session));
  } else {
    t.say(text(sentence(t.session, "nudgeUnfinished", { hello: hello(t.session), items, subtotal: money })));
  }
  return { templateParams: [templateParam(t.ports.profile.name), templateParam(`Te quedó un pedido sin terminar: ${itemsEs} (subtotal ${money}).`)] };
}

async function remindTotal(t: TurnEngine): Promise<{ templateParams: string[] }> {
  const f = await figures(t);
  if (!f || !t.session.cart.length) return { templateParams: [] };
  const money = formatMoney(f.total, t.ports.currency);
  const products = await t.cartProducts();
  const items = cartPhrase(t.session.cart, products, langOf(t.session));
  // The shop's approved templates are Spanish: their parameters name the cart in Spanish.
  const itemsEs = cartPhrase(t.session.cart, products);
  t.say({
    type: "buttons",
    text: sentence(t.session, "nudgeConfirm", { hello: hello(t.session), items, total: money, withDelivery: f.deliveryFee ? sentence(t.session, "withDelivery") : "" }),
    buttons: confirmButtons(t.session),
  });
  return { templateParams: [templateParam(t.ports.profile.name), templateParam(`Tu pedido de ${itemsEs} suma ${money} y espera tu confirmación.`)] };
}

export const retailTimers: TimerHandlers = {
  dueAt(spec: TimerSpec, session: Session): number | null {
    // The expiry belongs to the summary shown, not to the last message about something else.
    if (spec.action === "expire_confirmation") return session.pendingConfirmation?.expiresAt ?? null;
    return null;
  },

  sends: (action) => action === "remind_cart" || action === "remind_total",

  async run(t, action) {
    switch (action) {
      case "remind_cart":
        return remindCart(t);
      case "remind_total":
        return remindTotal(t);
      case "expire_confirmation":
        // Silently: the next "sí" meets no live summary, so confirm() shows it again first.
        t.session.pendingConfirmation = null;
        return { templateParams: [] };
      case "reset_to_idle":
        t.moveTo("IDLE");
        t.session.expecting = null;
        t.session.pendingChoice = null;
        t.session.interruptedTopic = null;
        return { templateParams: [] };
      default:
        throw new Error(`retail: unknown timer action "${action}"`);
    }
  },
};
