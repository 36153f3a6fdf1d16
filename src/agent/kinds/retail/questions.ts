import { deliveryFee } from "../../../lib/commerce-profile";
import { formatMoney } from "../../../lib/money";
import { resultProducts } from "../../../lib/product-match";
import { answerCatalog, answerPrices, answerProduct, showMore } from "../../answers";
import { PRICE_LIST_ASKED } from "../../price-list";
import { showMoreOfAnswered, showMoreOfChoice } from "./more-rows";
import type { TurnEngine } from "../../engine";
import { langOf, sentence } from "../../language";
import { cartPhrase, hello, text } from "../../replies";
import { addressAnswer, deliveryAnswer, deliveryPlace, hoursAnswer, paymentAnswer } from "../../shop-answers";
import { INSTALLMENTS } from "../../understand/info";
import { ORDER_VERBS } from "../../understand/items";
import type { Question, Understanding } from "../../understand/types";
import { isLate } from "../../stack/cues";
import { rememberAskedList } from "./asked-lists";
import { placedOrderLines } from "./placed-order-lines";
import { stockOfferLine } from "./lines";
import { rememberNamedBeside, rememberNamedTogether, type ShownBeside } from "./named-together";
import { describedRows } from "./described-rows";
import { dozenCount } from "./dozens";
import { orderedByPronoun } from "./add-it";
import { namedIds } from "./named-ids";
import { fold } from "../../../lib/fold";

// The shop with a cart answers questions from data: products through the catalog's search, the
// shop through its profile, the total and the cart through the catalog's current prices. A
// greeting that carries a question answers the question with a short hello. No reminder of the
// cart is added to an answer; the cart comes back only when it changed since the last reminder
// or the customer seems to be leaving, at most once every few messages.

/** "cuánto sale", "y cuanto cuestan", "precio de": the price asked, no word about which row. */
const PRICE_ASKED = /^(?:y |e )?(?:a )?(?:cuanto|cuanta|precio|que precio)(?: (?:sale|salen|cuesta|cuestan|vale|valen|esta|estan|es|son|tiene|tienen))?(?: de)? /;

/**
 * picksb22 (t21c 013): "cuanto sale el de 3 kg" after Querubín 3 Kg, Querubín 800 Gr and Zorro 3 Kg were shown: the
 * rows the words describe are priced (both 3 Kg), never one of them picked for the customer; none described, all shown.
 */
async function describedOfShown(t: TurnEngine, u: Understanding, ids: string[]): Promise<string[]> {
  const words = u.normalized.replace(/[?¿!]/g, " ").trim();
  const asked = PRICE_ASKED.exec(words);
  if (!asked || ids.length < 2) return ids;
  const rows = describedRows(words.slice(asked[0].length), await t.products(ids));
  return rows?.length ? rows.map((p) => p.id) : ids;
}

/** Customer messages between two reminders of the same cart. */
const REMIND_EVERY = 3;

/** The intents of a turn that answered what there is of a product. */
const PRODUCT_ASKED = new Set(["availability", "price", "browse", "not_sold"]);
/** "y papitas", "¿y de coca?", "e unas galletitas": a message that only goes on from the last one. */
const GOES_ON = /^(?:y|e|y de|y del|y las|y los|y la|y el|y unas|y unos|y algo de|y tambien)\b/;

/**
 * answers11: "y papitas" right after "¿tenés sprite?" was answered asks the same of another product
 * ("¿y papitas tenés?"): answered, never added. A quantity or an order verb ("y 2 papitas", "y
 * dame papitas") orders as before.
 */
export function continuesProductQuestion(t: TurnEngine, u: Understanding): void {
  if (orderedByPronoun(u)) return;
  if (!u.items.length || u.cartEdit || u.wantsToCheckout || !GOES_ON.test(u.normalized)) return;
  if (!PRODUCT_ASKED.has(t.session.intentsSeen.at(-1)?.intent ?? "")) return;
  if (u.items.some((i) => i.quantity !== null) || u.normalized.split(" ").some((w) => ORDER_VERBS.has(w))) return;
  for (const i of u.items) u.questions.push({ kind: "product", ask: "availability", query: i.query, match: i.match, quantity: null, ...(i.said ? { said: i.said } : {}) });
  u.items = [];
}

/** Answers every question of the message; returns whether there was any. */
export async function answerQuestions(t: TurnEngine, u: Understanding, shown: string[] = [], removed: string[] = []): Promise<boolean> {
  if (!u.questions.length) return false;
  u.questions = await withoutBrowseLeadIn(t, u);
  if (!u.questions.length) return true;
  // t27a 107: "no hay fanta chica? bueno sacá la fanta entonces" removed the Fanta, then offered it
  // back ("Sí, tenemos Fanta 1,5 L"), and "listo" re-added it: what the message itself removed is
  // its answer, so a question that finds only products just removed is never answered as an offer.
  if (removed.length) u.questions = await withoutRemoved(t, u.questions, removed);
  // counts30 (t29b 025): "y la coca? te dije 2 de cada una": the question points at the cart line the count
  // is for (it was set), never a browse of every coca.
  if (u.cartEdit?.kind === "set_quantity" && u.cartEdit.each) u.questions = await withoutRemoved(t, u.questions, t.session.cart.map((l) => l.productId), "some");
  if (!u.questions.length) return true;
  // answers11: "hace media hora que pregunto si tienen pañales": the wait owned, then the answer.
  let greet = isLate(u.text) ? `${sentence(t.session, "sorryWait")} ` : u.greeting ? `${hello(t.session)} 👋 ` : "";
  const first = () => {
    const g = greet;
    greet = "";
    return g;
  };
  const shop: string[] = [];
  const named: string[] = []; // counts26: the products the answers named one each
  const shownBeside: ShownBeside[] = []; // ofeach39 (t37c 018): the lists the answers showed beside them
  for (const q of u.questions) {
    if (q.kind === "product") {
      // cart8: a list shown by an earlier answer of this message stays pickable ("2 de la Arcor").
      const before = t.session.pendingChoice;
      await answerProduct(t, q, first(), u.questions.length === 1 ? u.text : "");
      const one = t.session.pendingChoice;
      if (one && one !== before && one.offer && one.productIds.length === 1) named.push(one.productIds[0]);
      else if (one && one !== before && !one.offer && one.productIds.length > 1) shownBeside.push({ ids: one.productIds, said: q.said ?? q.query }); // ofeach39
      // t20b 010: "Sí, tenemos Fideos Spaghetti Lucchetti" then the purés' list: the product named in
      // the answer stays the one "2 spaghetti" means (read as a shown row), never asked back as owed.
      const offered = before?.offer && before.productIds.length === 1;
      if (before && (offered || (!before.offer && before.productIds.length > 1)) && t.session.pendingChoice !== before) rememberAskedList(t.session, before.productIds, before.quantity, { ...(before.said ? { said: before.said } : {}), ...(offered ? { named: true } : {}), ...(before.order ? { which: true } : {}) }); // t28c 018: an ordered list stays owed
    }
    else if (q.kind === "catalog" && q.brands && t.session.browsing?.query && !t.session.browsing.category) {
      // voice25 (t22c 006): "¿y de qué marcas?" alone: the brands of what was just browsed.
      await answerProduct(t, { kind: "product", ask: "browse", query: t.session.browsing.query, match: { kind: "none", query: t.session.browsing.query }, quantity: null, brands: true }, first());
    }
    else if (q.kind === "catalog") {
      // Trial 13a 110: "buenas cuanto sale la coca chica" read a price of what was shown beside the
      // product's own price question, and said the price twice: the product's answer is the answer.
      if (q.pricesOf === "shown" && u.questions.some((o) => o.kind === "product" && o.ask === "price")) continue;
      // A price asked right after products were shown is about them, never the whole catalog.
      const ids = q.pricesOf === "shown" ? await describedOfShown(t, u, t.session.pendingChoice?.productIds ?? shown) : (q.pricesOf ?? []);
      const h = first();
      if (!ids.length || !(await answerPrices(t, ids, h, q.pricesOf === "shown" ? dozenCount(u.normalized) : null))) await answerCatalog(t, h, q.pricesOf === "shown" && PRICE_LIST_ASKED.test(u.normalized));
    }
    else if (q.kind === "more") {
      const h = first();
      if (!(await showMoreOfAnswered(t, h)) && !(await showMore(t, h)) && !(await showMoreOfChoice(t, h))) await answerCatalog(t, "");
    } else {
      t.intent(q.kind);
      shop.push(await shopAnswer(t, q, u));
    }
  }
  rememberNamedTogether(t.session, named);
  rememberNamedBeside(t.session, named, shownBeside);
  if (shop.length) t.say(text(`${first()}${shop.join("\n")}`));
  return true;
}

/**
 * sizes37 (t36b 059): "q hay de limpieza? necesito un limpiador de piso" answered the floor cleaners' list
 * and then "Sí, tenemos Limpieza para Baño Gatillo…" (the one product named "limpieza"), which the next
 * "#1" added. "What is there of <area>?" beside a product ordered from that area is the lead-in to the
 * order: the product asked answers it. Only a browse question ("qué hay/tenés de …") whose every word is
 * a word of the category (or subcategory) of each product the message's items found.
 */
async function withoutBrowseLeadIn(t: TurnEngine, u: Understanding): Promise<Question[]> {
  const itemIds = u.items.map((i) => namedIds(i.match)).filter((ids) => ids.length);
  if (!itemIds.length) return u.questions;
  const areas = await Promise.all(itemIds.map(async (ids) => (await t.products(ids)).map((p) => `${areaWords(p.category)} ${areaWords(p.subcategory ?? "")}`)));
  const kept: Question[] = [];
  for (const q of u.questions) {
    const words = q.kind === "product" && q.ask === "browse" ? areaWords(q.said ?? q.query).split(" ").filter(Boolean) : [];
    const leadIn = words.length > 0 && areas.some((rows) => rows.length > 0 && rows.every((a) => words.every((w) => a.split(" ").includes(w))));
    if (!leadIn) kept.push(q);
  }
  return kept;
}

const areaWords = (s: string): string => fold(s).toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** The questions left once those about the given products are taken out: every product found is one of them, or ("some") any. */
async function withoutRemoved(t: TurnEngine, questions: Question[], removed: string[], fits: "every" | "some" = "every"): Promise<Question[]> {
  const kept: Question[] = [];
  for (const q of questions) {
    if (q.kind === "product") {
      const found = resultProducts(await t.search((q.said ?? q.query).toLowerCase()));
      if (found.length && found[fits]((p) => removed.includes(p.id))) continue;
    }
    kept.push(q);
  }
  return kept;
}

async function shopAnswer(t: TurnEngine, q: Exclude<Question, { kind: "product" | "catalog" | "more" }>, u: Understanding): Promise<string> {
  const { profile, currency, timezone } = t.ports;
  switch (q.kind) {
    case "hours":
      return hoursAnswer(q, profile, timezone, t.now(), langOf(t.session));
    case "payment":
      // answers11: "¿en cuotas?" is answered as such (the shop takes one payment), whatever the method.
      if (INSTALLMENTS.test(u.normalized)) return sentence(t.session, "paymentNoInstallments", { all: paymentAnswer({ kind: "payment", method: null, alias: false }, profile, langOf(t.session)) });
      // chatter13: while the payment is asked, the ask that follows lists the methods: said once.
      return paymentAnswer(q, profile, langOf(t.session), t.session.expecting === "payment" && t.state === "NEEDS_DETAILS");
    case "address":
      // questions36 (t35a 005): "¿a qué hora puedo pasar a buscarlo?" answers the hours beside the pickup: said once.
      return addressAnswer(profile, q.pickup, langOf(t.session), u.questions.some((o) => o.kind === "hours"));
    case "delivery":
      return deliveryAnswer(q, profile, currency, t.session.cart.length ? (await t.cartTotals()).subtotal : null, deliveryPlace(u.text), langOf(t.session), u.text, { timezone, now: t.now() });
    case "total":
      return totalAnswer(t, q.withDelivery === true);
    case "cart":
      return cartAnswer(t, u);
  }
}

/** What the cart comes to, with the delivery fee when it applies or may. */
async function totalAnswer(t: TurnEngine, withDelivery: boolean): Promise<string> {
  if (!t.session.cart.length) return sentence(t.session, "nothingInCart");
  const totals = await t.cartTotals();
  const cur = t.ports.currency;
  const base = sentence(t.session, "totalBase", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)), subtotal: formatMoney(totals.subtotal, cur) });
  const d = t.ports.profile.delivery;
  if (t.session.fulfilment === "delivery") return `${base}${totals.deliveryFee ? sentence(t.session, "totalPlusFee", { fee: formatMoney(totals.deliveryFee, cur), total: formatMoney(totals.total, cur) }) : sentence(t.session, "totalFreeDelivery")}.`;
  if (t.session.fulfilment === "pickup" || !d.enabled) return `${base}.`;
  const fee = deliveryFee(t.ports.profile, totals.subtotal, "delivery");
  // "¿cuánto es el total con envío?": the sum with the fee, not the fee alone.
  if (withDelivery) return `${base}${fee ? sentence(t.session, "totalWithFee", { fee: formatMoney(fee, cur), total: formatMoney(totals.subtotal + fee, cur) }) : sentence(t.session, "totalWithFreeFee")}.`;
  return `${base}${fee ? sentence(t.session, "totalIfDelivered", { fee: formatMoney(fee, cur) }) : sentence(t.session, "totalIfDeliveredFree")}.`;
}

/** The cart line by line with the subtotal, prices from the catalog. */
async function cartAnswer(t: TurnEngine, u: Understanding): Promise<string> {
  // offersb18: "¿agregaste los havanna?" with "¿te la pongo?" open: not yet, and the offer again.
  const offer = await stockOfferLine(t);
  if (!t.session.cart.length) return [(await placedOrderLines(t, u.normalized)) ?? sentence(t.session, "nothingInCart"), offer].filter(Boolean).join(" ");
  const totals = await t.cartTotals();
  const cur = t.ports.currency;
  const lines = totals.lines.map((l) => `• ${l.quantity} × ${l.name} = ${formatMoney(l.lineTotal, cur)}`).join("\n");
  return [sentence(t.session, "cartTitle", { lines, subtotal: formatMoney(totals.subtotal, cur) }), offer].filter(Boolean).join("\n");
}

function cartSignature(t: TurnEngine): string {
  return t.session.cart.map((l) => `${l.productId}×${l.quantity}`).join(",");
}

/**
 * Whether the cart may be brought up again after an answer: only with something in it, when it
 * changed since the last reminder or the customer seems to be leaving, and not within a few
 * messages of the last reminder. Records the reminder when it says yes.
 */
export function cartReminderDue(t: TurnEngine, leaving: boolean): boolean {
  if (!t.session.cart.length) return false;
  // An answer about the cart or its total already said what is in it.
  if (t.intents.includes("total") || t.intents.includes("cart")) {
    t.session.reminded = { turn: t.session.turns ?? 0, cart: cartSignature(t) };
    return false;
  }
  const last = t.session.reminded ?? null;
  const turn = t.session.turns ?? 0;
  const changed = !last || last.cart !== cartSignature(t);
  const due = (changed || leaving) && (!last || turn - last.turn >= REMIND_EVERY);
  if (due) t.session.reminded = { turn, cart: cartSignature(t) };
  return due;
}

