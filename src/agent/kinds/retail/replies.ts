import type { CommerceProfile } from "../../../lib/commerce-profile";
import type { OutboundMessage } from "../../../lib/messages";
import { formatMoney } from "../../../lib/money";
import type { CartTotals } from "../../cart-math";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { productOptions } from "../../product-lists";
import { cartReminderDue } from "./questions";
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
  // The address: WhatsApp's "Enviar ubicación" button, or the street and number typed.
  if (field === "address") return { type: "location_request", text: `${FIELD_QUESTIONS.address} Escribila o tocá «Enviar ubicación».` };
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

/** One product named in passing, asked back with Sí / No (never dropped). */
export function productOffer(p: Product, currency: string, quantity: number): OutboundMessage {
  return {
    type: "buttons",
    text: `¿Te agrego ${quantity > 1 ? `${quantity} de ` : ""}${p.name} (${formatMoney(p.price, currency)})?`,
    buttons: [
      { id: `product:${p.id}`, title: "Sí, agregalo" },
      { id: "choice:no", title: "No" },
    ],
  };
}

/** The products to choose between, with the words that tell them apart (a list, or the shop's WhatsApp catalog). */
export function productChoice(products: Product[], profile: CommerceProfile, currency: string, quantity: number, lead = "Tengo varias opciones"): OutboundMessage {
  const names = products.map((p) => p.name);
  const question = products.length === 2 ? `¿${names[0]} o ${names[1]}?` : `¿Cuál de estos querés?`;
  const body = `${lead}${quantity > 1 ? ` (para ${quantity})` : ""}. ${question}`;
  return productOptions(products.map((product) => ({ product })), profile, currency, { text: body, header: "Opciones" });
}

/**
 * What the conversation is waiting for, asked again (after a sticker, a picture, words it could
 * not read): the summary's yes, the missing detail, the product choice. False when nothing is awaited.
 */
export async function askAgain(t: TurnEngine, opts: { choice?: boolean } = {}): Promise<boolean> {
  const s = t.session;
  if (t.state === "AWAITING_CONFIRMATION" && s.pendingConfirmation) {
    t.say({ type: "buttons", text: "¿Confirmamos el pedido? Tocá «Confirmar» o escribime «sí».", buttons: CONFIRM_BUTTONS });
    return true;
  }
  if (t.state === "NEEDS_DETAILS" && s.expecting && s.expecting !== "confirmation" && s.expecting !== "product_choice") {
    t.say(askField(s.expecting, t.ports.profile));
    return true;
  }
  if (opts.choice !== false && s.expecting === "product_choice" && s.pendingChoice && !s.pendingChoice.offer) {
    t.say(productChoice(await t.products(s.pendingChoice.productIds), t.ports.profile, t.ports.currency, s.pendingChoice.quantity, "Quedó pendiente elegir"));
    return true;
  }
  return false;
}

/**
 * After an answer about something else: how the order goes on. The missing detail and the
 * summary's question come back every time; the cart only when it changed since the last
 * reminder or the customer seems to be leaving (cartReminderDue). A question asked here is the
 * one a plain "sí" answers next, so an offer of one product made before it is withdrawn.
 */
export async function bridge(t: TurnEngine, leaving = false): Promise<void> {
  const before = t.replies.length;
  await goOn(t, leaving);
  if (t.replies.length > before && t.session.pendingChoice?.offer) t.session.pendingChoice = null;
}

async function goOn(t: TurnEngine, leaving: boolean): Promise<void> {
  if (t.state === "COLLECTING_ORDER" && t.session.cart.length) {
    if (cartReminderDue(t, leaving)) t.say(text(`Por cierto, tenés ${cartPhrase(t.session.cart, await t.cartProducts())} en el carrito. ¿Agregamos algo más o confirmamos?`));
  } else if (t.state === "NEEDS_DETAILS" && t.session.expecting) {
    const label = FIELD_LABELS[t.session.expecting] ?? t.session.expecting;
    const ask = askField(t.session.expecting, t.ports.profile);
    t.say(ask.type === "text" ? text(`Para seguir con tu pedido me falta tu ${label}. ${ask.text}`) : ask);
  } else if (t.state === "AWAITING_CONFIRMATION" && t.session.pendingConfirmation) {
    const totals = await t.cartTotals();
    t.say({ type: "buttons", text: `Tu pedido suma ${formatMoney(totals.total, t.ports.currency)}. ¿Lo confirmamos?`, buttons: CONFIRM_BUTTONS });
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
