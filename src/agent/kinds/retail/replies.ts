import type { CommerceProfile } from "../../../lib/commerce-profile";
import type { OutboundMessage } from "../../../lib/messages";
import { formatMoney } from "../../../lib/money";
import { summaryAskedAgain } from "../../other-question";
import type { CartTotals } from "../../cart-math";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { productOptions } from "../../product-lists";
export { listedIn } from "../../product-lists"; // mood28: picks asks whether a list went out this turn
import { cartReminderDue } from "./questions";
import { offerAfterAnswer } from "./lines"; // offers33
import { noteForCustomer } from "./no-dni-note"; // details9
import { fieldWord, isNamedField, joinList, langOf, paymentWord, phrase, sentence, word, type MessageKey, type NamedField, type Phrasing } from "../../language";
import { cartLines, cartPhrase, text } from "../../replies";
import type { Session } from "../../session";
import { labelAsWritten } from "../../subflows/as-written";

// What the shop with a cart says: the questions for each detail, the order summary, the product
// choice, and the line that brings the customer back to the order after something else.

// The questions for each detail, by field: the message catalog's keys (src/agent/language/).
const FIELD_QUESTIONS: Partial<Record<string, MessageKey>> = {
  firstName: "askFirstName",
  lastName: "askLastName",
  dni: "askDni",
  phone: "askPhone",
  email: "askEmail",
  city: "askCity",
};

/**
 * answers16 (trial 15c 004): a list's words named back in a later turn ("Still pending: milk"),
 * as the customer wrote them in any earlier message, never the reading's Spanish ("leche 1
 * litros"); `fallback` when they wrote none of it.
 */
export function saidBack(t: Pick<TurnEngine, "session">, said: string | undefined, fallback: string): string {
  if (!said) return fallback;
  if (langOf(t.session) === "es") return said;
  const customer = t.session.history.filter((h) => h.role === "customer").reverse();
  for (const h of customer) {
    const label = labelAsWritten({ session: { ...t.session, history: [h] } }, said);
    if (label !== null) return label.toLocaleLowerCase();
  }
  return fallback;
}

/** The buttons under a question about a summary; a tap is read like the words it stands for. */
export function confirmButtons(session: Phrasing = {}): { id: string; title: string }[] {
  const lang = langOf(session);
  return [
    { id: "confirm:yes", title: word(lang, "buttonConfirm") },
    { id: "confirm:modify", title: word(lang, "buttonModify") },
    { id: "confirm:cancel", title: word(lang, "buttonCancel") },
  ];
}

/** The Spanish buttons, for what is not said to one customer (the model's tools, templates). */
export const CONFIRM_BUTTONS = confirmButtons();

/** The question for one detail, in the customer's language (`session` carries it; none: Spanish). */
export function askField(field: NamedField, profile: CommerceProfile, session: Phrasing = {}): OutboundMessage {
  const lang = langOf(session);
  if (field === "fulfilment") {
    return {
      type: "buttons",
      text: phrase(session, "askFulfilment"),
      buttons: [
        { id: "fulfilment:delivery", title: word(lang, "buttonDelivery") },
        { id: "fulfilment:pickup", title: word(lang, "buttonPickup") },
      ],
    };
  }
  if (field === "payment") {
    return {
      type: "buttons",
      text: phrase(session, "askPayment", { methods: joinList(lang, profile.paymentMethods.map((m) => paymentWord(lang, m))) }),
      buttons: profile.paymentMethods.slice(0, 3).map((m) => ({ id: `payment:${m}`, title: capitalise(paymentWord(lang, m)) })),
    };
  }
  // The address: WhatsApp's "Enviar ubicación" button, or the street and number typed.
  if (field === "address") return { type: "location_request", text: phrase(session, "askAddress") };
  const key = Object.hasOwn(FIELD_QUESTIONS, field) ? FIELD_QUESTIONS[field] : undefined;
  return text(key ? phrase(session, key) : phrase(session, "askField", { field: fieldWord(lang, field) }));
}

export function orderSummary(session: Session, totals: CartTotals, currency: string, profile: CommerceProfile): OutboundMessage {
  const lang = langOf(session);
  const delivery = session.fulfilment === "delivery";
  const money = (n: number) => formatMoney(n, currency);
  const lines = [
    word(lang, "summaryTitle"),
    cartLines(totals, currency, lang),
    word(lang, "summarySubtotal", { amount: money(totals.subtotal) }),
    delivery ? (totals.deliveryFee ? word(lang, "summaryDelivery", { amount: money(totals.deliveryFee) }) : word(lang, "summaryDeliveryFree")) : word(lang, "summaryPickup"),
    word(lang, "summaryTotal", { amount: money(totals.total) }),
    delivery ? word(lang, "summaryDeliverTo", { address: session.customer.address ?? "" }) : word(lang, "summaryPickupAt", { address: profile.address }),
    word(lang, "summaryPayment", { method: paymentWord(lang, session.paymentMethod) }),
    // the phone the customer gave is shown with the name (issue 15).
    word(lang, "summaryName", { name: `${[session.customer.firstName, session.customer.lastName].filter(Boolean).join(" ")}${session.customer.dni ? ` (DNI ${session.customer.dni})` : ""}${session.customer.phone ? `, tel. ${session.customer.phone}` : ""}` }),
    // The order's note (when they pick up or want it, no DNI): what the shop will read.
    ...(session.notes ? [word(lang, "summaryNote", { note: noteForCustomer(session.notes, lang) })] : []),
    "",
    word(lang, "summaryQuestion"),
  ];
  return { type: "buttons", text: lines.join("\n"), buttons: confirmButtons(session) };
}

/** One product named in passing, asked back with Sí / No (never dropped). */
export function productOffer(p: Product, currency: string, quantity: number, session: Phrasing = {}): OutboundMessage {
  const lang = langOf(session);
  const what = quantity > 1 ? word(lang, "offerSome", { quantity, name: p.name }) : p.name;
  return {
    type: "buttons",
    text: phrase(session, "offerOne", { what, price: formatMoney(p.price, currency) }),
    buttons: [
      { id: `product:${p.id}`, title: word(lang, "buttonAddYes") },
      { id: "choice:no", title: word(lang, "buttonNo") },
    ],
  };
}

/** The products to choose between, with the words that tell them apart (a list, or the shop's WhatsApp catalog). */
export function productChoice(products: Product[], profile: CommerceProfile, currency: string, quantity: number, lead: string | null = null, session: Phrasing = {}): OutboundMessage {
  const lang = langOf(session);
  // picks9: two rows with the same name are told apart by their price (never "¿X o X?").
  const names = products.map((p) => (products.some((q) => q !== p && q.name === p.name) ? `${p.name} (${formatMoney(p.price, currency)})` : p.name));
  const question = products.length === 2 ? word(lang, "choiceTwo", { a: names[0], b: names[1] }) : phrase(session, "choiceMany");
  const opening = (lead ?? phrase(session, "choiceLead")).replace(/[.!]$/, "");
  const body = `${opening}${quantity > 1 ? word(lang, "choiceFor", { quantity }) : ""}. ${question}`;
  return productOptions(products.map((product) => ({ product })), profile, currency, { text: body, header: word(lang, "listHeader") });
}

/**
 * What the conversation is waiting for, asked again (after a sticker, a picture, words it could
 * not read): the summary's yes, the missing detail, the product choice. False when nothing is awaited.
 */
export async function askAgain(t: TurnEngine, opts: { choice?: boolean } = {}): Promise<boolean> {
  const s = t.session;
  if (t.state === "AWAITING_CONFIRMATION" && s.pendingConfirmation) {
    t.say({ type: "buttons", text: phrase(s, "confirmAgain"), buttons: confirmButtons(s) });
    return true;
  }
  if (t.state === "NEEDS_DETAILS" && s.expecting && isNamedField(s.expecting)) {
    t.say(askField(s.expecting, t.ports.profile, s));
    return true;
  }
  if (opts.choice !== false && s.expecting === "product_choice" && s.pendingChoice && !s.pendingChoice.offer) {
    t.say(productChoice(await t.products(s.pendingChoice.productIds), t.ports.profile, t.ports.currency, s.pendingChoice.quantity, word(langOf(s), "choicePending"), s));
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
/** session.extra key: the one-product offer a bridge question followed: [quantity, productId]. */
export const POINTED_OFFER = "pointedOffer";

export async function bridge(t: TurnEngine, leaving = false): Promise<void> {
  if (await offerAskedAgain(t)) return;
  const before = t.replies.length;
  await goOn(t, leaving);
  if (t.replies.length > before && t.session.pendingChoice?.offer) {
    // Still taken by words that point at it ("esa", "la de 1 kg"), never by a plain "sí".
    t.session.extra[POINTED_OFFER] = [t.session.pendingChoice.quantity, ...t.session.pendingChoice.productIds];
    t.session.pendingChoice = null;
  }
}

/**
 * offers38 (t37c 019): "¿Te agrego Coca Cola sin Azúcar 1.5 Lt?" open while the order is built, then
 * "cuanto sale el envio?": the offer is the question that ends the answer, so the next "sí" is
 * its yes (the trial's "listo" found it gone and said the cart was empty). Not when this reply
 * named the product already (the answer that made the offer).
 */
async function offerAskedAgain(t: TurnEngine): Promise<boolean> {
  const open = t.session.pendingChoice;
  const building = t.state === "IDLE" || t.state === "COLLECTING_ORDER";
  if (!building || !open?.offer || open.tip || open.productIds.length !== 1) return false;
  const [p] = await t.products(open.productIds);
  // The answer that made the offer ("Sí, tenemos X a $950") already names it: nothing to ask again.
  if (!p || t.replies.some((r) => "text" in r && typeof r.text === "string" && r.text.includes(p.name))) return false;
  t.say(text(sentence(t.session, "offerAgain", { product: p.name })));
  return true;
}

async function goOn(t: TurnEngine, leaving: boolean): Promise<void> {
  if (t.state === "COLLECTING_ORDER" && t.session.cart.length) {
    if (await offerAfterAnswer(t)) return;
    if (cartReminderDue(t, leaving)) t.say(text(phrase(t.session, "cartReminder", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) })));
  } else if (t.state === "NEEDS_DETAILS" && t.session.expecting === "product_choice") {
    // lang8: what is awaited is a pick, never a detail named "product_choice": the list comes back.
    await askAgain(t);
  } else if (t.state === "NEEDS_DETAILS" && t.session.expecting && isNamedField(t.session.expecting)) {
    const label = fieldWord(langOf(t.session), t.session.expecting);
    const ask = askField(t.session.expecting, t.ports.profile, t.session);
    t.say(ask.type === "text" ? text(phrase(t.session, "missingField", { field: label, question: ask.text })) : ask);
  } else if (t.state === "AWAITING_CONFIRMATION" && t.session.pendingConfirmation) {
    const totals = await t.cartTotals();
    summaryAskedAgain(t.session);
    t.say({ type: "buttons", text: phrase(t.session, "confirmTotal", { total: formatMoney(totals.total, t.ports.currency) }), buttons: confirmButtons(t.session) });
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** session.extra key: the turn a bare count set how many of a list whose rows were named in a sentence. */
export const LIST_COUNTED = "listCounted";

/**
 * chatter13: words not understood while a "¿cuál?" list or a one-product offer is open: that
 * question again, briefly (the list is above), never the generic help. The second time in a
 * row the stuck detection (subflows/escalation.ts) offers a person.
 */
export async function askChoiceBriefly(t: TurnEngine, notUnderstood = true): Promise<boolean> {
  const open = t.session.pendingChoice;
  if (!open || t.session.expecting !== "product_choice") return false;
  const products = await t.products(open.productIds);
  if (!products.length) return false;
  // counts26 (t25a 105): "2 please" to rows named in a sentence said how many: which one is asked with
  // the rows shown numbered for that count, never "didn't get that" about a list that was never shown.
  // counts36 (t35c 006): "2 please" to a numbered list is its count too: the rows asked again for it.
  if (products.length > 1 && t.session.extra[LIST_COUNTED] === (t.session.turns ?? 0)) {
    delete open.inWords;
    t.say(productChoice(products, t.ports.profile, t.ports.currency, open.quantity, null, t.session));
    return true;
  }
  const lang = langOf(t.session);
  const question = open.offer || products.length === 1
    ? sentence(t.session, "offerAgain", { product: products[0].name })
    : products.length === 2
      ? sentence(t.session, "choiceTwo", { a: products[0].name, b: products[1].name })
      : sentence(t.session, "choiceManyAgain");
  t.say(text(notUnderstood ? `${word(lang, "choiceNotUnderstood")} ${question}` : question));
  return true;
}
