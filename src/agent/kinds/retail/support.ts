import type { TurnEngine, TurnMessage } from "../../engine";
import { readMessage } from "../../read-message";
import { answerAfterSale } from "../../stack/after-sale";
import { answerImpatience as answerShared } from "../../stack/impatience";
import type { AgentAnswer, RouteInput } from "../../stack/types";
import { foreignPaymentSaid } from "../../subflows/foreign-payment";
import type { Question } from "../../understand/types";
import { ORDER_STATES } from "./cart";
import { cancelOrder, modifyOrder } from "./orders";
import { answerQuestions } from "./questions";
import { askChoiceBriefly, bridge, productOffer } from "./replies";
import { sharpenTotals } from "./order-words";

// The retail shop's support and info agents (declared in agents.ts). Support: after the sale —
// an order's status as the back office set it, cancel and modify within the order rules, a
// complaint or a return to a person with the order attached. Info: the shop's own questions
// (hours, payment, delivery, where), answered from the profile, then back to the sale.

/** Cancel or change an order already placed: the words the shared understanding reads. */
const CANCEL_OR_MODIFY = /\b(?:cancel|anul|modific|cambi)\w*\b/;

/** After-sale words, or a cancel or change while a placed order is the latest thing. */
export function supportWants(t: TurnEngine, route: RouteInput): boolean {
  const building = ORDER_STATES.has(t.state) && t.session.cart.length > 0;
  return !!route.afterSale || (!route.tap && !building && !!t.session.lastOrderNumber && CANCEL_OR_MODIFY.test(route.text.toLowerCase()));
}

export async function supportAnswer(t: TurnEngine, route: RouteInput): Promise<AgentAnswer> {
  const building = ORDER_STATES.has(t.state) && t.session.cart.length > 0;
  const afterSale = await answerAfterSale(t, route, building);
  if (afterSale) return afterSale;
  // A cancel or change of the placed order, within the order rules (orders.ts).
  if (!building && CANCEL_OR_MODIFY.test(route.text.toLowerCase()) && t.session.lastOrderNumber) {
    const u = await readMessage(t, route.text);
    if (u.cancelOrder) return cancelOrder(t, u);
    if (u.modifyOrder) return modifyOrder(t, u);
  }
  return "declined";
}

/** The shop's own questions: answered here; anything else (products, the cart) is the sale's. */
const SHOP_QUESTIONS = new Set<Question["kind"]>(["hours", "payment", "delivery", "address"]);
const ASKS = /[?¿]|^\s*(?:a que hora|hasta que hora|cuando|donde|como|cuanto|hacen|tienen|aceptan|abren|cierran|llegan|envian|puedo)\b/i;

export function infoWants(route: RouteInput): boolean {
  return !route.afterSale && !route.tap && ASKS.test(route.text.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
}

export async function infoAnswer(t: TurnEngine, route: RouteInput): Promise<AgentAnswer> {
  const expecting = t.session.expecting === "fulfilment" || t.session.expecting === "payment" ? null : t.session.expecting;
  const u = await readMessage(t, route.text, { expecting, choices: t.session.pendingChoice?.productIds });
  sharpenTotals(t, u); // "¿cuánto me sale todo con envío?" is the order's total: the sale's
  const ordering = u.items.length > 0 || !!u.choice || !!u.cartEdit || u.wantsToCheckout || u.cancelOrder || u.modifyOrder || u.repeatLastOrder || u.wantsHuman || u.anger !== "none";
  // "efectivo, ¿cuánto es el envío?": a choice said beside a question about something else is the sale's (trial 10b 001).
  // details30 (t29c 010): "transferencia, me pasás el alias?" chooses the way and asks its alias: the sale's, so the way is stored.
  // lead35 (t32a 031): "card? if not, cash": a way named as the fallback to a card is the choice too.
  const chose = (u.paymentMethod && !u.questions.some((q) => q.kind === "payment" && q.method !== "card" && !(q.alias && u.paymentMethod !== "cash"))) || (u.fulfilment && !u.questions.some((q) => q.kind === "delivery" || q.kind === "address"));
  const details = Object.keys(u.fields).length > 0 || Object.keys(u.invalidFields).length > 0 || !!chose;
  // openers22 (trial 21a 107): a Portuguese "pix?" is read "transferencia?" and was answered "Sim,
  // aceitamos": a way to pay the shop lacks, as written, is the sale's to refuse (subflows/foreign-payment.ts).
  if (foreignPaymentSaid(t) || ordering || details || u.yesNo || u.manipulation || !u.questions.length || !u.questions.every((q) => SHOP_QUESTIONS.has(q.kind))) return "declined";
  await answerQuestions(t, u);
  if (ORDER_STATES.has(t.state)) t.session.interruptedTopic = t.state;
  await bridge(t, u.thanks || u.farewell);
  return { certain: true, understanding: u };
}

/** Impatience (stack/impatience.ts), going on with the retail bridge. */
export function answerImpatience(t: TurnEngine, messages: TurnMessage[], route: RouteInput): Promise<AgentAnswer | null> {
  return answerShared(t, messages, route, async () => {
    if (!(await askOpenAgain(t))) await bridge(t);
  });
}

/**
 * mood23 (trial 22b 016): the open "¿Te agrego …?" (with its buttons) or "¿cuál?" asked again
 * after the wait, never wiped by it ("el primero" then answered it).
 */
async function askOpenAgain(t: TurnEngine): Promise<boolean> {
  const open = t.session.pendingChoice;
  if (open?.offer && open.productIds.length === 1) {
    const [product] = await t.products(open.productIds);
    if (product) return (t.say(productOffer(product, t.ports.currency, open.quantity, t.session)), true);
  }
  return askChoiceBriefly(t, false);
}
