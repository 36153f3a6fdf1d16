import { formatMoney } from "../../../lib/money";
import type { TimerSpec } from "../../definition";
import type { TurnEngine } from "../../engine";
import { templateParam } from "../../followups";
import type { TimerHandlers } from "../../kind";
import { cartPhrase, FIELD_LABELS, hello, text } from "../../replies";
import type { Session } from "../../session";
import { askField, CONFIRM_BUTTONS } from "./replies";

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
  const items = cartPhrase(t.session.cart, await t.cartProducts());
  const expecting = t.session.expecting;
  if (t.state === "NEEDS_DETAILS" && expecting && expecting !== "confirmation" && expecting !== "product_choice") {
    const label = FIELD_LABELS[expecting] ?? expecting;
    t.say(text(`${hello(t.session)} 👋 Tu pedido (${items}, subtotal ${money}) está casi listo: solo me falta tu ${label}.`));
    t.say(askField(expecting, t.ports.profile, t.session));
  } else {
    t.say(text(`${hello(t.session)} 👋 Te quedó un pedido sin terminar: ${items} (subtotal ${money}). ¿Lo cerramos o querés agregar algo más?`));
  }
  return { templateParams: [templateParam(t.ports.profile.name), templateParam(`Te quedó un pedido sin terminar: ${items} (subtotal ${money}).`)] };
}

async function remindTotal(t: TurnEngine): Promise<{ templateParams: string[] }> {
  const f = await figures(t);
  if (!f || !t.session.cart.length) return { templateParams: [] };
  const money = formatMoney(f.total, t.ports.currency);
  const items = cartPhrase(t.session.cart, await t.cartProducts());
  t.say({
    type: "buttons",
    text: `${hello(t.session)} ¿Seguimos? 🙂 Tu pedido de ${items} suma ${money}${f.deliveryFee ? " con envío" : ""}. ¿Lo confirmamos?`,
    buttons: CONFIRM_BUTTONS,
  });
  return { templateParams: [templateParam(t.ports.profile.name), templateParam(`Tu pedido de ${items} suma ${money} y espera tu confirmación.`)] };
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
