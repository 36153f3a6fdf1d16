// Orders already placed: cancel, modify (reopen), repeat; and dropping the cart being built.
// Anything destructive asks first (subflows/consent.ts): cancelling or reopening a placed order,
// emptying a cart with more than one item. The yes expires like a summary's.
import { answerKeepOnly, KEEP_ONLY } from "./keep-only-line";
import { fold } from "../../../lib/fold";
import { deliveryFee } from "../../../lib/commerce-profile";
import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import type { RulesOutcome } from "../../kind";
import { joinList, langOf, sentence } from "../../language";
import { cartPhrase, itemPhrase, text } from "../../replies";
import { askAgain, askConsent, readConsent, withConsent } from "../../subflows/consent";
import type { ToolOutcome } from "../../tools";
import { askedForConsent, type PendingConsent } from "../../tools/consent";
import type { Understanding } from "../../understand/types";
import { openCart, ORDER_STATES } from "./cart";
import { bridge } from "./replies";
import { forgetAskedLists } from "./asked-lists";
import { addItems } from "./add-items";
import { advanceCheckout, PLACED_NOTES, REPLACED_ORDER } from "./checkout";
import { MISSING_ASKED } from "./placed-order-lines";
import { withSummaryCorrection } from "../../understand/summary-corrections";

const certain = (u: Understanding): RulesOutcome => ({ certain: true, understanding: u });

/** "Cancelar" the order being built: with more than one item in it, asked first. */
export async function cancelCart(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("cancel_cart");
  const units = t.session.cart.reduce((n, l) => n + l.quantity, 0);
  if (units > 1) {
    askConsent(t, "clear_cart", null, sentence(t.session, "askClearCart", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) }));
    return certain(u);
  }
  await clearCart(t);
  return certain(u);
}

/** stack9: "mejor no, dejalo. gracias igual" with a cart: whether to empty it is asked, never left behind silently. */
export async function askEmptyCart(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("cancel_cart");
  askConsent(t, "clear_cart", null, sentence(t.session, "askClearCart", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) }));
  return certain(u);
}

async function clearCart(t: TurnEngine): Promise<void> {
  if (t.state !== "COLLECTING_ORDER") openCart(t);
  await t.call("clear_cart");
  // An emptied cart stands in for no order: the next one is new, not a replacement.
  delete t.session.extra[REPLACED_ORDER];
  t.moveTo("IDLE");
  t.session.expecting = null;
  t.session.pendingChoice = null;
  forgetAskedLists(t.session);
  t.say(text(sentence(t.session, "cartCleared")));
}

function processedPhrase(t: TurnEngine, status: string): string {
  // The order lifecycle's vocabulary (src/lib/order-lifecycle.ts).
  if (status === "out_for_delivery") return sentence(t.session, "processedOnTheWay");
  if (status === "ready_for_pickup") return sentence(t.session, "processedReady");
  if (status === "delivered") return sentence(t.session, "processedDelivered");
  return sentence(t.session, "processedPreparing");
}

/** The lines to add to a placed order once the customer's yes reopens it. */
const ADD_TO_ORDER = "addToPlacedOrder";
/** "al pedido", "al pedido anterior", "en el pedido ORD-00003", "junto con el pedido", "al que ya hice": the order already placed. */
const TO_PLACED_ORDER = /\b(?:al|en el|para el|con el|junto con el|junto al|dentro del) (?:pedido|orden)\b(?! (?:nuevo|aparte|otro))|\bal (?:pedido )?anterior\b|\bal (?:que|q) ya (?:hice|te hice|pedi|mande)\b|\bord ?0*\d+\b/;
/** "agregala al pedido", "que la fanta vaya en el pedido": the cart's lines meant, none named anew. */
const THESE_LINES = /\b(?:agrega|agregale|agregala|agregalo|agregalas|agregalos|suma|sumala|sumalo|sumalas|sumalos|ponela|ponelo|ponelas|ponelos|metela|metelo|mandala|mandalo|vaya|vayan)\b/;

/**
 * "sumame una fanta al pedido", "agregala al pedido anterior" after an order was placed: what a shop
 * owner does is put it in that order, with the customer's yes (the same consent that reopens it):
 * reopened, the products added, the new summary confirmed again. Never a silent new order.
 */
export async function addToPlacedOrder(t: TurnEngine, u: Understanding): Promise<RulesOutcome | null> {
  if (!t.session.lastOrderNumber || u.cancelOrder) return null;
  if (await keepAsNewOrder(t, u)) return certain(u);
  const named = [...u.items, ...u.mentions].flatMap((i) => (i.match.kind === "one" ? [{ productId: i.match.productId, quantity: i.quantity ?? 1 }] : []));
  const justPlaced = t.state === "DONE" && !t.session.cart.length;
  // answers21: what is named right after "si te faltó algo, decime qué" is for that order.
  const missingAsked = t.session.extra[MISSING_ASKED] === t.session.lastOrderNumber;
  delete t.session.extra[MISSING_ASKED];
  let lines: { productId: string; quantity: number }[] = [];
  if (TO_PLACED_ORDER.test(u.normalized)) lines = named.length ? named : THESE_LINES.test(u.normalized) ? t.session.cart.map((l) => ({ productId: l.productId, quantity: l.quantity })) : [];
  // edits14: "uh me olvidé, ¿le podés sumar 2 latas más?" right after the order was placed, the
  // cart empty: "más" is on top of that order; with no product named, more of its line.
  const forgot = FORGOT.test(u.normalized) || missingAsked;
  if (!lines.length && justPlaced && (forgot || MORE_COUNT.test(u.normalized))) lines = named.length ? (forgot ? named : []) : await moreOfPlacedLine(t, u.normalized);
  if (!lines.length) return null;
  t.session.extra[ADD_TO_ORDER] = Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));
  return askAboutOrder(t, u, "modify_order");
}

/** The corrected address waiting for a reopened order. */
const ADDRESS_FOR_ORDER = "addressForPlacedOrder";

/**
 * addresses38 (t37a 020): "es 5to D no 4to" right after the order was placed got "No te entendí" and
 * the order kept "piso 4": a detail of the order just placed said wrong is read as it is at the
 * summary, against the order's own address, and changing it is offered as adding to it is (the
 * customer's yes reopens it with the new address, to confirm again). An address that corrects
 * nothing of that order (a new order's) is no change.
 */
export async function changePlacedAddress(t: TurnEngine, u: Understanding): Promise<RulesOutcome | null> {
  if (!t.session.lastOrderNumber || t.state !== "DONE" || t.session.cart.length || u.cancelOrder || u.wantsHuman) return null;
  const order = (await t.ports.pastOrders.recent(t.ctx.contact, 3)).find((o) => o.number === t.session.lastOrderNumber);
  if (!order?.address || order.fulfilment !== "delivery" || order.status === "cancelled") return null;
  const read = withSummaryCorrection(u, true, { address: order.address });
  const address = read !== u ? read.fields.address : undefined;
  if (!address || fold(address) === fold(order.address)) return null;
  t.session.extra[ADDRESS_FOR_ORDER] = address;
  return askAboutOrder(t, read, "modify_order");
}

/** "hacelo nuevo", "que sea otro pedido", "un pedido aparte": a new order it is. */
const KEEP_NEW = /\b(?:hacelo|hace|haceme|armalo|arma|armame|que sea|va como) (?:uno |un pedido |como )?(?:nuevo|aparte)\b|\b(?:hacelo|hace|haceme|que sea|va como) otro pedido\b|\b(?:pedido|uno) (?:nuevo|aparte)\b/;

/**
 * edits14: "seguir acá, hacelo nuevo a la misma dirección" after "esto va como un pedido nuevo …
 * [Hablar con alguien] [Seguir acá]": the cart goes on as a new order, towards its summary (the
 * details the customer gave for the last one are offered again there).
 */
async function keepAsNewOrder(t: TurnEngine, u: Understanding): Promise<boolean> {
  if (!t.session.cart.length || u.items.length || u.cartEdit || u.wantsHuman || !KEEP_NEW.test(u.normalized)) return false;
  t.intent("continue_with_agent");
  await advanceCheckout(t, sentence(t.session, "goOnHere"));
  return true;
}

/** "me olvidé", "me re olvidé": something left out of the order just placed. */
const FORGOT = /\bme (?:re )?olvide\b/;
/** "2 más", "2 latas más", "sumale 2 mas": a count on top of what was ordered. */
const MORE_COUNT = /\b(\d{1,3}|un|una|dos|tres|cuatro|cinco|seis) (?:[a-z]+ )?mas\b/;
const COUNT_WORDS: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };

/**
 * "sumale 2 más" with no product after an order was placed: more of that order's line — its only
 * line, or the one a word of the message names ("2 latas más" of the one can). Several lines and
 * nothing to tell them apart: nothing guessed.
 */
async function moreOfPlacedLine(t: TurnEngine, words: string): Promise<{ productId: string; quantity: number }[]> {
  const m = MORE_COUNT.exec(words);
  if (!m) return [];
  const quantity = COUNT_WORDS[m[1]] ?? Number(m[1]);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100) return [];
  const order = (await t.ports.pastOrders.recent(t.ctx.contact, 3)).find((o) => o.number === t.session.lastOrderNumber);
  if (!order) return [];
  const unit = m[0].split(" ").length === 3 ? m[0].split(" ")[1].replace(/s$/, "") : "";
  const items = order.items.length > 1 && unit ? order.items.filter((i) => fold(i.name).toLowerCase().includes(unit)) : order.items;
  return items.length === 1 ? [{ productId: items[0].productId, quantity }] : [];
}

/** "1 Fanta 1,5 L": the lines waiting for the reopened order, as the question names them. */
/** The lines waiting for a reopened order as the question names them, with what they add to it at the catalog's prices. */
interface LinesToAdd {
  items: string;
  /** The sum the lines add, and the unit price when they are one line of several units. */
  added: number;
  unit: number | null;
}

async function linesPhrase(t: TurnEngine): Promise<LinesToAdd | null> {
  const lines = linesForOrder(t);
  if (!lines.length) return null;
  const products = await t.products(lines.map((l) => l.productId));
  const found = lines.flatMap((l) => {
    const p = products.find((x) => x.id === l.productId);
    return p ? [{ line: l, product: p }] : [];
  });
  if (!found.length) return null;
  const items = joinList(langOf(t.session), found.map(({ line, product }) => itemPhrase({ quantity: line.quantity, name: product.name }, products, langOf(t.session))));
  const added = found.reduce((sum, { line, product }) => sum + line.quantity * product.price, 0);
  const unit = found.length === 1 && found[0].line.quantity > 1 ? found[0].product.price : null;
  return { items, added, unit };
}

/** The lines waiting for a reopened order (product id → count, as the session keeps them). */
function linesForOrder(t: TurnEngine): { productId: string; quantity: number }[] {
  const v = t.session.extra[ADD_TO_ORDER];
  if (!v || typeof v !== "object" || Array.isArray(v)) return [];
  return Object.entries(v).flatMap(([productId, quantity]) => (typeof quantity === "number" && Number.isInteger(quantity) && quantity > 0 ? [{ productId, quantity }] : []));
}

/** A change to a placed order the customer did not take (or that failed): nothing of it waits. */
function forgetOrderChange(t: TurnEngine): void {
  delete t.session.extra[ADD_TO_ORDER];
  delete t.session.extra[ADDRESS_FOR_ORDER];
}

/** The lines waiting for a reopened order, taken once. */
function takeLinesForOrder(t: TurnEngine): { productId: string; quantity: number }[] {
  const lines = linesForOrder(t);
  delete t.session.extra[ADD_TO_ORDER];
  return lines;
}

/** A placed order the customer wants to cancel or change: asked first, or a person if it is too late. */
async function askAboutOrder(t: TurnEngine, u: Understanding, action: "cancel_order" | "modify_order"): Promise<RulesOutcome> {
  t.intent(action);
  if (ORDER_STATES.has(t.state)) t.moveVia(["AWAITING_CONFIRMATION", "COLLECTING_ORDER"]);
  if (t.state === "NEEDS_DETAILS") t.moveTo("COLLECTING_ORDER");
  // The tool, without the customer's yes, checks the order and changes nothing.
  const result = await t.call(action, {});
  const verb = action === "cancel_order" ? "cancelar" : "cambiar";
  if (result.ok) askOrderConsent(t, result, await linesPhrase(t));
  else if (result.code === "order_already_processed") {
    const { number = "", status = "" } = (result.data ?? {}) as { number?: string; status?: string };
    t.say(text(sentence(t.session, "cannotTouchOrder", { number, processed: processedPhrase(t, status), verb: sentence(t.session, action === "cancel_order" ? "verbCancel" : "verbChange") })));
    t.requestHandoff({ trigger: "order_already_processed", reason: `Quiere ${verb} ${number}, que ya está en proceso.`, pendingIssue: `${verb === "cancelar" ? "Cancelar" : "Modificar"} ${number}` });
  } else {
    t.say(text(action === "modify_order" ? sentence(t.session, "newOrderInstead", { error: result.error }) : result.error));
  }
  if (!result.ok) forgetOrderChange(t);
  return certain(u);
}

/**
 * A cancel_order or modify_order that stopped for the customer's yes (by the rules, or by the
 * model on the Claude path): code asks the question. Returns whether it asked.
 */
export function askOrderConsent(t: TurnEngine, outcome: ToolOutcome, adding: LinesToAdd | null = null): boolean {
  const asked = outcome.ok ? askedForConsent(outcome.data) : null;
  const order = outcome.ok ? (outcome.data as { order?: { number: string; total: number; subtotal?: number; fulfilment?: string | null } }).order : undefined;
  if (!asked || !order) return false;
  const money = (n: number) => formatMoney(n, t.ports.currency);
  if (adding && asked.action === "modify_order") {
    // questions36 (t35a 009): "¿Sumo 1 Fanta a tu pedido ($2.400)?" read $2.400 as the Fanta's
    // price: the question says what the lines add and the total the order goes to, by code.
    const subtotal = (order.subtotal ?? order.total) + adding.added;
    const newTotal = subtotal + deliveryFee(t.ports.profile, subtotal, order.fulfilment === "delivery" ? "delivery" : "pickup");
    const unit = adding.unit !== null ? sentence(t.session, "eachPrice", { price: money(adding.unit) }) : "";
    askConsent(t, asked.action, order.number, sentence(t.session, "askAddToOrder", { number: order.number, items: adding.items, added: money(adding.added), unit, total: money(order.total), newTotal: money(newTotal) }));
    return true;
  }
  const address = t.session.extra[ADDRESS_FOR_ORDER];
  if (asked.action === "modify_order" && typeof address === "string") {
    askConsent(t, asked.action, order.number, sentence(t.session, "askAddressOfOrder", { number: order.number, address }));
    return true;
  }
  const question = asked.action === "cancel_order" ? "askCancelOrder" : "askReopenOrder";
  askConsent(t, asked.action, order.number, sentence(t.session, question, { number: order.number, total: money(order.total) }));
  return true;
}

/** A placed order named in a cancel ("el pedido", "mi compra", "la orden", "ORD-00001"). */
const NAMES_ORDER = /\b(?:pedido|pedidos|compra|orden|encargo|ord \d+)\b/;

export async function cancelOrder(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  // words38 (t37c 003): "entonces no quiero nada, cancelá" with a cart open is about that cart; a
  // placed order is cancelled only when the message names it ("cancelá el pedido", "ORD-00001").
  if (ORDER_STATES.has(t.state) && (!t.session.lastOrderNumber || (t.session.cart.length > 0 && !NAMES_ORDER.test(u.normalized)))) return cancelCart(t, u);
  return askAboutOrder(t, u, "cancel_order");
}

export async function modifyOrder(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  return askAboutOrder(t, u, "modify_order");
}

/** The customer's answer to a pending "¿Cancelo …?": the action with their yes, or nothing. */
export async function answerConsent(t: TurnEngine, u: Understanding, tap: { id: string } | null): Promise<RulesOutcome | null> {
  const read = readConsent(t, u, tap);
  if (!read) return null;
  if (read.answer === "expired") {
    askAgain(t, read.pending);
    return certain(u);
  }
  if (read.pending.action === KEEP_ONLY) return (await answerKeepOnly(t, read.pending.subject, read.answer), certain(u)); // summary39
  if (read.answer === "no") {
    t.intent("consent_declined");
    forgetOrderChange(t);
    t.say(text(sentence(t.session, "consentDeclined")));
    await bridge(t);
    return certain(u);
  }
  t.intent("consent_given");
  await withConsent(t, read.pending, () => act(t, read.pending));
  return certain(u);
}

async function act(t: TurnEngine, pending: PendingConsent): Promise<void> {
  if (pending.action === "clear_cart") return clearCart(t);
  const result = await t.call(pending.action, { orderNumber: pending.subject ?? undefined });
  if (result.ok && pending.action === "cancel_order") {
    t.say(text(sentence(t.session, "orderCancelled", { number: pending.subject ?? "" })));
  } else if (result.ok) {
    if (t.state !== "COLLECTING_ORDER") t.moveTo("COLLECTING_ORDER");
    keepPlacedNotes(t, pending.subject);
    if (pending.subject) t.session.extra[REPLACED_ORDER] = pending.subject;
    const adding = takeLinesForOrder(t);
    const address = t.session.extra[ADDRESS_FOR_ORDER];
    delete t.session.extra[ADDRESS_FOR_ORDER];
    // The corrected address goes into the reopened order, shown at once in its summary to confirm.
    if (typeof address === "string") {
      t.session.customer = { ...t.session.customer, address };
      delete t.session.customer.apartment;
      if (!adding.length) return advanceCheckout(t);
    }
    // The products asked for go into the reopened order; its cart comes back with them. The
    // customer said what to add and yes to it: the order is done, so its new summary (with the
    // details already given) comes at once, never "¿Algo más?" (trial 18).
    if (adding.length) {
      await addItems(t, adding.map((l) => ({ quantity: l.quantity, query: "", match: { kind: "one" as const, productId: l.productId }, relation: "adds" as const })));
      return advanceCheckout(t);
    }
    t.say(text(sentence(t.session, "orderReopened", { number: pending.subject ?? "", cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) })));
  } else if (result.code === "order_already_processed") {
    const { status = "" } = (result.data ?? {}) as { status?: string };
    t.say(text(sentence(t.session, "tooLateToChange", { number: pending.subject ?? "", processed: processedPhrase(t, status) })));
    t.requestHandoff({ trigger: "order_already_processed", reason: `Quiso ${pending.action === "cancel_order" ? "cancelar" : "modificar"} ${pending.subject}, que ya está en proceso.` });
  } else {
    t.say(text(result.error));
  }
}

/** details16: a reopened order keeps the notes it was placed with ("Cliente sin DNI."), trial 15c 005. */
function keepPlacedNotes(t: TurnEngine, number: string | null): void {
  const placed = t.session.extra[PLACED_NOTES] as { number?: string; notes?: string } | undefined;
  if (!placed?.notes || placed.number !== number) return;
  const now = t.session.notes ?? "";
  if (!now.includes(placed.notes)) t.session.notes = [placed.notes, now].filter(Boolean).join(" ").slice(0, 500);
}

export async function repeatLast(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("repeat_order");
  if (t.state === "NEEDS_DETAILS" || t.state === "AWAITING_CONFIRMATION") openCart(t);
  const result = await t.call("repeat_last_order");
  if (!result.ok) {
    t.say(text(sentence(t.session, "errorWhatToOrder", { error: result.error })));
    return certain(u);
  }
  const d = result.data as { from: string; missing: string[] };
  if (t.session.cart.length === 0) {
    t.say(text(sentence(t.session, "repeatNoStock", { from: d.from, missing: joinList(langOf(t.session), d.missing) })));
    return certain(u);
  }
  if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
  const missing = d.missing.length ? sentence(t.session, "repeatMissing", { missing: joinList(langOf(t.session), d.missing) }) : "";
  t.say(text(sentence(t.session, "repeated", { from: d.from, cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)), missing })));
  return certain(u);
}
