import type { CommerceProfile } from "../../../lib/commerce-profile";
import type { OutboundMessage } from "../../../lib/messages";
import { formatMoney } from "../../../lib/money";
import { cartTotals, type CartTotals } from "../../cart-math";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { cartLines, cartPhrase, FIELD_LABELS, listJoin, paymentName, text } from "../../replies";
import type { Session } from "../../session";

// What the shop with a cart says: the questions for each detail, the order summary, the product
// choice, and the line that brings the customer back to the order after something else.

const FIELD_QUESTIONS: Record<string, string> = {
  firstName: "¿A nombre de quién hacemos el pedido?",
  lastName: "¿Me pasás tu apellido?",
  dni: "¿Me pasás tu DNI? (7 u 8 números)",
  address: "¿A qué dirección te lo enviamos? (calle, número y piso/depto si hay)",
  phone: "¿Me pasás un teléfono de contacto?",
  email: "¿Me pasás tu email?",
  city: "¿En qué ciudad?",
  fulfilment: "¿Te lo enviamos o pasás a retirarlo?",
  payment: "¿Cómo vas a pagar?",
};

/** The buttons under a question about a summary; a tap is read like the words it stands for. */
export const CONFIRM_BUTTONS = [
  { id: "confirm:yes", title: "Confirmar" },
  { id: "confirm:modify", title: "Modificar" },
  { id: "confirm:cancel", title: "Cancelar" },
];

export function askField(field: string, profile: CommerceProfile): OutboundMessage {
  if (field === "fulfilment") {
    return { type: "buttons", text: FIELD_QUESTIONS.fulfilment, buttons: [{ id: "fulfilment:delivery", title: "Envío" }, { id: "fulfilment:pickup", title: "Retiro en el local" }] };
  }
  if (field === "payment") {
    return {
      type: "buttons",
      text: `${FIELD_QUESTIONS.payment} Aceptamos ${listJoin(profile.paymentMethods.map(paymentName))}.`,
      buttons: profile.paymentMethods.slice(0, 3).map((m) => ({ id: `payment:${m}`, title: capitalise(paymentName(m)) })),
    };
  }
  return text(FIELD_QUESTIONS[field] ?? `¿Me pasás tu ${FIELD_LABELS[field] ?? field}?`);
}

export function orderSummary(session: Session, totals: CartTotals, currency: string, profile: CommerceProfile): OutboundMessage {
  const delivery = session.fulfilment === "delivery";
  const lines = [
    "Resumen de tu pedido:",
    cartLines(totals, currency),
    `Subtotal: ${formatMoney(totals.subtotal, currency)}`,
    delivery ? `Envío: ${totals.deliveryFee ? formatMoney(totals.deliveryFee, currency) : "gratis"}` : "Retiro en el local (sin costo de envío)",
    `*Total: ${formatMoney(totals.total, currency)}*`,
    delivery ? `Entrega en: ${session.customer.address}` : `Retirás en: ${profile.address}`,
    `Pago: ${paymentName(session.paymentMethod)}`,
    `A nombre de: ${[session.customer.firstName, session.customer.lastName].filter(Boolean).join(" ")}${session.customer.dni ? ` (DNI ${session.customer.dni})` : ""}`,
    "",
    "¿Confirmamos el pedido?",
  ];
  return { type: "buttons", text: lines.join("\n"), buttons: CONFIRM_BUTTONS };
}

export function productChoice(products: Product[], currency: string, quantity: number): OutboundMessage {
  if (products.length === 1) {
    // One product named in passing: asked back, never dropped.
    const [p] = products;
    return {
      type: "buttons",
      text: `¿Te agrego ${quantity > 1 ? `${quantity} de ` : ""}${p.name} (${formatMoney(p.price, currency)})?`,
      buttons: [
        { id: `product:${p.id}`, title: "Sí, agregalo" },
        { id: "choice:no", title: "No" },
      ],
    };
  }
  const names = products.map((p) => p.name);
  const question = products.length === 2 ? `¿${names[0]} o ${names[1]}?` : `¿Cuál de estos querés?`;
  return {
    type: "list",
    text: `Tengo varias opciones${quantity > 1 ? ` (para ${quantity})` : ""}. ${question}`,
    button: "Ver opciones",
    rows: products.slice(0, 10).map((p) => ({ id: `product:${p.id}`, title: p.name.slice(0, 24), description: formatMoney(p.price, currency) })),
  };
}

const CART_NAG = "Por cierto, tenés";
/** Customer messages that must come between two cart reminders. */
const NAG_GAP = 3;

/** Was this said within the customer's last few messages (this one included)? */
function saidRecently(t: TurnEngine, opening: string): boolean {
  const h = t.session.history;
  const last = h.findLastIndex((e) => e.role === "agent" && e.text.startsWith(opening));
  return last >= 0 && h.slice(last + 1).filter((e) => e.role === "customer").length < NAG_GAP;
}

/** After an answer about something else: where the order stands and how it goes on. */
export async function bridge(t: TurnEngine): Promise<void> {
  if (t.state === "COLLECTING_ORDER" && t.session.cart.length) {
    // The cart reminder at most once every few turns: never a nag.
    if (saidRecently(t, CART_NAG)) return;
    t.say(text(`${CART_NAG} ${cartPhrase(t.session.cart, await t.catalog())} en el carrito. ¿Agregamos algo más o confirmamos?`));
  } else if (t.state === "NEEDS_DETAILS" && t.session.expecting) {
    const label = FIELD_LABELS[t.session.expecting] ?? t.session.expecting;
    const ask = askField(t.session.expecting, t.ports.profile);
    t.say(ask.type === "text" ? text(`Para seguir con tu pedido me falta tu ${label}. ${ask.text}`) : ask);
  } else if (t.state === "AWAITING_CONFIRMATION" && t.session.pendingConfirmation) {
    const totals = cartTotals(t.session.cart, await t.catalog(), t.ports.profile, t.session.fulfilment);
    t.say({ type: "buttons", text: `Tu pedido suma ${formatMoney(totals.total, t.ports.currency)}. ¿Lo confirmamos?`, buttons: CONFIRM_BUTTONS });
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
