// The cart side of the retail rules: adding (with product choice and stock), editing as a person
// means it (relative quantities, the line last touched). A question the agent asked (which
// product, "¿te pongo 40?", "Sí, tenemos X") stays open for the answers that fit it.
import { aimDozensEdit, packsOf } from "./dozens";
import type { OutboundMessage } from "../../../lib/messages";
import { formatMoney } from "../../../lib/money";
import { insteadOf } from "../../answers";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import type { Session } from "../../session";
import { joinList, langOf, phrase, sentence, word } from "../../language";
import { cartPhrase, itemPhrase, text } from "../../replies";
import { matchProduct } from "../../understand";
import type { CartEdit, ItemMention, ProductMatch, Understanding } from "../../understand/types";
import { declines } from "../../understand/yesno";
import { askedForMore, askedLists, ASKS_MORE, dropAskedList, rememberAskedList, takeAskedQuantity } from "./asked-lists";
import { askSwap, bareQuantity, describedAnswer, leadQuantity, offerDescribed, offerTaken, pendingChoiceAnswer, rememberPick, repick, takeLastPick, takeSwapFrom } from "./choice-answers";
import { showSummary, summaryDue } from "./checkout";
import { declinedList } from "./declined-lists";
import { editOfList, letGoOfList, namedIds, readPicks, reopenEarlierList } from "./picks";
import { pointsAtOffer } from "./pick-counts";
import { productChoice, productOffer } from "./replies";

import { correctsOwnLine, restatedLines } from "./restated";
import { LAST_LINE, offerStock, openCart, over, rememberLines, setEachLine, setLines, STOCK_OFFER } from "./lines";

export { askOpenChoice } from "./picks";
export { openCart, STOCK_OFFER } from "./lines";

/** States where an order is open (the cart is being built, detailed or confirmed). */
export const ORDER_STATES = new Set(["COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION"]);


type PendingChoice = NonNullable<Session["pendingChoice"]>;

/**
 * Everything the message asks of the cart: the answer to an open question (stock offer, product
 * choice, the one product an answer offered), an edit, new lines, products named in passing.
 * `offered` is the one-product offer of the last answer (already taken off the session);
 * `pointable` one a question followed, taken only by words that point at it ("esa"). Returns
 * whether the cart was acted on.
 */
export async function cartChanges(t: TurnEngine, u: Understanding, offered: PendingChoice | null, pointable: PendingChoice | null = null): Promise<boolean> {
  // "¿tenés red bull? … quiero 2 red bull": the order line answers the question about the same
  // product; one "No tenemos X" per product and turn.
  u.questions = u.questions.filter((q) => q.kind !== "product" || !u.items.some((i) => sameProduct(i.match, q.match)));
  const before = t.replies.length;
  const acted = await changeCart(t, u, offered, pointable);
  // The cart's reply comes first: a hello after it would greet in the middle of the message.
  if (acted && t.replies.length > before) u.greeting = false;
  return acted;
}

function sameProduct(a: ProductMatch, b: ProductMatch): boolean {
  if (a.kind === "one" && b.kind === "one") return a.productId === b.productId;
  if (a.kind === "ambiguous" && b.kind === "ambiguous") return a.productIds.join() === b.productIds.join();
  return a.kind === "none" && b.kind === "none" && a.query === b.query;
}

async function changeCart(t: TurnEngine, u: Understanding, offered: PendingChoice | null, pointable: PendingChoice | null): Promise<boolean> {
  const offer = t.session.extra[STOCK_OFFER] as { productId: string; max: number } | undefined;
  delete t.session.extra[STOCK_OFFER];
  if (offer && !u.items.length && !u.cartEdit) {
    // "me quedan 40, ¿te pongo 40?" → "bueno 30", "dale".
    const quantity = u.quantityOnly ?? (u.yesNo === "yes" ? offer.max : null);
    if (quantity !== null) {
      await setLine(t, offer.productId, quantity);
      return true;
    }
    if (declines(u.normalized)) {
      t.intent("stock_declined");
      const line = t.session.cart.find((l) => l.productId === offer.productId);
      t.say(text(`${line ? sentence(t.session, "keepLine", { item: itemPhrase(line, await t.cartProducts(), langOf(t.session)) }) : sentence(t.session, "keepLineNone")}. ${sentence(t.session, "anythingElseShort")}`));
      return true;
    }
  }
  // "mejor la de litro y medio" right after a pick: another row of that list, in place of the line.
  const swap = await repick(t, u, takeLastPick(t.session));
  if (swap && swap.to.length > 1) askSwap(t, swap.from, swap.to, swap.quantity);
  else if (swap) await swapLine(t, swap.from, swap.to[0].id, swap.quantity);
  if (swap) return true;
  // "mejor 3" after a tip's "¿Te agrego uno?" corrects the customer's own line; "dale", "ponele 3" answer the tip.
  if (offered?.tip && correctsOwnLine(u, t.session.cart.length)) offered = null;
  // A plain "sí" to the one product an answer named ("Sí, tenemos X").
  const taken = offerTaken(offered, u) ?? (await offerDescribed(t, offered ?? pointable, u));
  if (taken) {
    await addItems(t, [taken]);
    return true;
  }
  // While a detail is asked ("¿tu DNI?"), a bare number or a row answers it, not an old list.
  const detailAsked = !!t.session.expecting && t.session.expecting !== "product_choice" && t.session.expecting !== "confirmation";
  // "la 1 y la 3", "la playadito y la clásica": several rows of the lists still open.
  // With a detail asked, the list's own words still pick from it ("girasol" to "¿Girasol o Mezcla?").
  // A lone word may read as a name too ("girasol" is no product's first word): the open list's word wins.
  const nameOnly = Object.keys(u.fields).every((f) => f === "firstName" || f === "lastName");
  const detailFree = nameOnly && !u.fulfilment && !u.paymentMethod;
  const picks = u.items.some((i) => i.quantity !== null && i.match.kind === "one") ? null : await readPicks(t, u.text, { rows: !detailAsked, single: detailAsked && detailFree });
  if (picks && detailAsked && detailFree) {
    delete u.fields.firstName;
    delete u.fields.lastName;
  }
  if (picks) {
    for (const ids of picks.answered) if (t.session.pendingChoice?.productIds.some((id) => ids.includes(id))) t.session.pendingChoice = null;
    for (const line of picks.totals) await setLine(t, line.productId, line.quantity); // picks5: "la 3, 1 sola" sets the line
    if (picks.items.length) await addItems(t, picks.items, { picked: true });
    for (const ids of picks.answered) dropAskedList(t.session, ids);
    await reopenEarlierList(t);
    return true;
  }
  // "sacá una quilmes", "mejor 3 quilmes" about a list not answered yet: asked again with it.
  if (await editOfList(t, u)) return true;
  // "no quiero rollo de cocina. el elite, 1": the list let go, the rest of the message read on.
  const declined = declinedList(t.session, u);
  if (declined) t.say(text(sentence(t.session, "withoutIt", { what: declined.said ?? sentence(t.session, "thatWord") })));
  // "no, la leche no" about a list not answered yet: let go, said so; an earlier list comes back.
  const dropped = letGoOfList(t, u);
  if (dropped) {
    t.intent("product_choice_declined");
    t.say(text(`${sentence(t.session, "withoutIt", { what: dropped.said ?? sentence(t.session, "thatWord") })}${t.session.cart.length ? sentence(t.session, "inCart", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) }) : ""}`));
    if (await reopenEarlierList(t)) return true;
    if (summaryDue(t)) await showSummary(t);
    else t.say(text(sentence(t.session, t.session.cart.length ? "anythingElseShort" : "whatToOrder")));
    return true;
  }
  const pending = t.session.pendingChoice;
  if (pending) {
    const picked = (await pendingChoiceAnswer(t, u)) ?? (await describedAnswer(t, u)); // picks5: async (reads the row's size)
    if (picked === "asked") return true;
    if (picked) {
      t.session.pendingChoice = null;
      const from = takeSwapFrom(t.session, pending.productIds);
      if (from && picked.match.kind === "one") await swapLine(t, (await t.products([from]))[0], picked.match.productId, picked.quantity ?? 1);
      else await addItems(t, [picked], { picked: true });
      if (picked.match.kind === "one") rememberPick(t.session, picked.match.productId, pending.productIds);
      await reopenEarlierList(t);
      return true;
    }
    // Only the quantity changes ("3", "mejor 4"): the question stays open with it.
    const quantity = detailAsked ? null : (u.quantityOnly ?? bareQuantity(u.cartEdit) ?? leadQuantity(u));
    if (quantity !== null && !u.items.length) {
      pending.quantity = quantity;
      t.intent("product_choice");
      const options = await t.products(pending.productIds);
      t.say(options.length === 1 ? productOffer(options[0], t.ports.currency, quantity, t.session) : productChoice(options, t.ports.profile, t.ports.currency, quantity, null, t.session));
      return true;
    }
    // "esa" to a list of several: which one is still the question, asked again.
    if (pending.productIds.length > 1 && !pending.offer && pointsAtOffer(u)) {
      t.intent("product_choice");
      t.say(productChoice(await t.products(pending.productIds), t.ports.profile, t.ports.currency, pending.quantity, sentence(t.session, "whichOfList"), t.session));
      return true;
    }
    if (pending.productIds.length === 1 && declines(u.normalized) && !u.items.length && !u.cartEdit) {
      t.session.pendingChoice = null;
      t.session.expecting = null;
      t.say(text(sentence(t.session, "notAdding")));
      return true;
    }
    // "sin fideos", "no, ninguno": the open choice is let go, said so.
    const letGo = /^(?:no )?(?:sin|ninguno|ninguna|nada de)\b/.test(u.normalized) || u.normalized === "no";
    if (pending.order && letGo && !u.items.length && (!u.cartEdit || (u.cartEdit.kind === "remove" && !(u.cartEdit.match && lineFor(t.session.cart, u.cartEdit.match))))) {
      t.session.pendingChoice = null;
      t.session.expecting = null;
      t.intent("product_choice_declined");
      const without = sentence(t.session, "withoutIt", { what: pending.said ?? sentence(t.session, "thatWord") });
      // Everything given already: the summary again, which "confirmamos" answers.
      if (summaryDue(t)) {
        t.say(text(without));
        await showSummary(t);
      } else t.say(text(`${without} ${sentence(t.session, t.session.cart.length ? "anythingElseShort" : "whatToOrder")}`));
      return true;
    }
  }
  let acted = false;
  await aimDozensEdit(t, u);
  if (u.cartEdit) acted = await editCart(t, u.cartEdit);
  if (u.items.length) {
    await addItems(t, u.items, { more: ASKS_MORE.test(u.normalized) });
    acted = true;
  }
  // The product choice asked before is still open: named back after the rest in one short line, once.
  if (acted && pending?.order && t.session.pendingChoice === pending && !pending.namedBack) {
    pending.namedBack = true;
    const names = (await t.products(pending.productIds)).map((p) => p.name);
    t.say(text(sentence(t.session, "stillPending", { what: names.length <= 3 ? joinList(langOf(t.session), names, "or") : sentence(t.session, "whichOf", { what: pending.said ?? sentence(t.session, "listBefore") }) })));
  }
  // Named in passing, not asked about ("…ah y papas"): asked back, never dropped.
  const named = u.isQuestion ? [] : u.mentions.filter((m) => namedIds(m.match).length && !inCart(t, m.match));
  // While a detail is asked, words named in passing are more likely its answer ("ya te dije, ana").
  if (named.length && !t.session.pendingChoice && !detailAsked) {
    const m = named[0];
    const ids = namedIds(m.match);
    const options = await t.products(ids);
    if (options.length) {
      t.session.pendingChoice = { productIds: options.map((p) => p.id), quantity: m.quantity ?? 1, order: true };
      t.session.expecting = "product_choice";
      t.say(options.length === 1 ? productOffer(options[0], t.ports.currency, m.quantity ?? 1, t.session) : productChoice(options, t.ports.profile, t.ports.currency, m.quantity ?? 1, null, t.session));
      acted = true;
    }
  }
  return acted;
}

function inCart(t: TurnEngine, match: ProductMatch): boolean {
  return match.kind === "one" && t.session.cart.some((l) => l.productId === match.productId);
}

/**
 * `picked`: answers to a list; a pick of a product already in the cart sets its line to the
 * quantity (the total restated: "quiero 2 yerbas de 1 kg, no 1" → "la 2"), unless the list was
 * asked for more ("2 más") or the quantity is below the line's (then it can only mean more). `more`: the message asks for more, remembered with the lists it opens.
 */
export async function addItems(t: TurnEngine, said: ItemMention[], opts: { picked?: boolean; more?: boolean } = {}): Promise<void> {
  t.intent("add_items");
  // A quantity said again for a line in the cart is its total (restated.ts); picks decide below.
  const { sets, rest: items } = opts.picked ? { sets: [], rest: said } : await restatedLines(t, said);
  if (sets.length) await setLines(t, sets);
  const added: string[] = [];
  const addedIds: string[] = [];
  const problems: string[] = [];
  const choices: OutboundMessage[] = [];
  const cur = t.ports.currency;
  let notSold: string | null = null;
  // "falta la manteca!! la sancor de 500": a list whose row another phrase of the message names is answered by it.
  const namedRows = new Set(items.flatMap((i) => (i.match.kind === "one" ? [i.match.productId] : [])));
  for (const item of items) {
    if (item.match.kind === "ambiguous" && item.match.productIds.some((id) => namedRows.has(id))) continue;
    const onTop = !opts.picked || (item.match.kind === "one" && askedForMore(t.session, item.match.productId));
    // A product picked without a quantity from a list offered before: the quantity asked with it.
    const listed = item.match.kind === "one" ? takeAskedQuantity(t.session, item.match.productId) : null;
    const asked = item.quantity ?? listed ?? 1;
    if (item.match.kind === "none") {
      // Not sold: the closest products are offered to pick ("coca zero", "fanta de 500").
      const near = await t.products(item.match.near ?? []);
      if (near.length) {
        offerChoice(t, near, asked, near.length === 1, item, opts.more);
        choices.push(productChoice(near, t.ports.profile, cur, asked, phrase(t.session, "notFound", { query: item.query }), t.session));
      } else {
        problems.push(phrase(t.session, "notFound", { query: item.query }));
        notSold ??= item.query;
      }
      continue;
    }
    if (item.match.kind === "ambiguous") {
      const options = await t.products(item.match.productIds);
      offerChoice(t, options, asked, false, item, opts.more);
      // Several lists in one answer: each names what it is for ("Fideos (para 3)").
      choices.push(productChoice(options, t.ports.profile, cur, asked, items.length > 1 ? upperFirst(item.said ?? item.query) : null, t.session));
      continue;
    }
    const productId = item.match.productId;
    const [p] = await t.products([productId]);
    if (!p) {
      problems.push(phrase(t.session, "notFound", { query: item.query }));
      continue;
    }
    const quantity = item.dozen ? packsOf(p.name, asked) : asked;
    const existing = t.session.cart.find((l) => l.productId === productId)?.quantity ?? 0;
    if (existing && !onTop && quantity >= existing) {
      await setLine(t, productId, quantity);
      continue;
    }
    if (over(p, existing + quantity)) {
      problems.push(offerStock(t, p, existing));
      continue;
    }
    if (t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") openCart(t);
    const result = await t.call("add_to_cart", { productId, quantity });
    if (result.ok) {
      if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
      t.session.extra[LAST_LINE] = productId;
      addedIds.push(productId);
      const lang = langOf(t.session);
      added.push(`${lang === "es" ? itemPhrase({ quantity, name: p.name }, [p]) : `${quantity} × ${p.name}`} (${word(lang, "unitPrice", { price: formatMoney(p.price, cur) })})`);
      if (t.session.expecting === "product_choice" && !t.session.pendingChoice) t.session.expecting = null;
    } else {
      problems.push(result.error);
    }
  }
  rememberLines(t, [...sets.map((s) => s.productId), ...addedIds]);
  if (notSold !== null) problems.push(await insteadOf(t, notSold));
  const parts: string[] = [];
  if (added.length) {
    const totals = await t.cartTotals();
    const lang = langOf(t.session);
    parts.push(phrase(t.session, "added", { items: joinList(lang, added), cart: cartPhrase(t.session.cart, await t.cartProducts(), lang), subtotal: formatMoney(totals.subtotal, cur) }));
  }
  parts.push(...problems);
  if (added.length && !t.session.pendingChoice && !t.session.extra[STOCK_OFFER]) parts.push(word(langOf(t.session), "anythingElse"));
  // The words first, the choice last: the list carries them in its body (one message).
  if (parts.length) t.say(text(parts.join(" ")));
  for (const c of choices) t.say(c);
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Products to pick from; a detail being asked keeps its question (the choice is read by its words or a tap). */
function offerChoice(t: TurnEngine, products: Product[], quantity: number, single: boolean, item: ItemMention, more?: boolean): void {
  const said = (item.said ?? item.query).slice(0, 60);
  // The products an answer just named ("Sí, tenemos Coca-Cola 1,5 L y 500 ml") stay a list to pick
  // from ("las chicas, 2") once this list takes the open question.
  const answered = t.session.pendingChoice;
  if (answered && !answered.order && !answered.offer && answered.productIds.length > 1 && !askedLists(t.session).some((l) => l.ids.join() === answered.productIds.join())) {
    rememberAskedList(t.session, answered.productIds, answered.quantity);
  }
  t.session.pendingChoice = { productIds: products.map((p) => p.id), quantity, said, ...(item.dozen ? { dozen: true } : {}), ...(single ? { offer: true } : { order: true }) };
  rememberAskedList(t.session, products.map((p) => p.id), quantity, { said, ...(item.match.kind === "ambiguous" ? { which: true } : {}), ...(item.dozen ? { dozen: true } : {}), ...(more ? { more } : {}) });
  if (!single) t.session.expecting = "product_choice";
  if (t.state === "AWAITING_CONFIRMATION" || t.state === "NEEDS_DETAILS") openCart(t);
}

/**
 * The line an edit means: the one named (by the catalog's match, else by its words among the
 * cart's own products), or with no product named the one last touched.
 */
async function resolveInCart(t: TurnEngine, match: ProductMatch | null, query: string | null): Promise<string | null> {
  const cart = t.session.cart;
  if (!match) {
    const last = t.session.extra[LAST_LINE];
    return cart.find((l) => l.productId === last)?.productId ?? cart.at(-1)?.productId ?? null;
  }
  const found = lineFor(cart, match);
  if (found || !query) return found;
  const own = matchProduct(query, await t.cartProducts());
  return own.kind === "one" ? own.productId : null;
}

function lineFor(cart: Session["cart"], match: ProductMatch): string | null {
  if (match.kind === "one") return cart.some((l) => l.productId === match.productId) ? match.productId : null;
  if (match.kind === "ambiguous") {
    const inCartIds = match.productIds.filter((id) => cart.some((l) => l.productId === id));
    return inCartIds.length === 1 ? inCartIds[0] : null;
  }
  return null;
}

/** "mejor 2 havanna", "una más de coca" for a product not in the cart: that many, added. */
function addedByEdit(edit: CartEdit): ItemMention | null {
  if (edit.kind === "remove" || edit.kind === "clear" || edit.match?.kind !== "one") return null;
  if (edit.kind === "set_quantity") return { quantity: edit.quantity, query: edit.query ?? "", match: edit.match };
  return edit.delta > 0 ? { quantity: edit.delta, query: edit.query ?? "", match: edit.match } : null;
}

export async function editCart(t: TurnEngine, edit: CartEdit): Promise<boolean> {
  t.intent("cart_edit");
  if (t.session.cart.length === 0 && edit.kind !== "clear") {
    const adding = addedByEdit(edit);
    if (adding) await addItems(t, [adding]);
    else t.say(text(word(langOf(t.session), "cartEmpty")));
    return true;
  }
  if (edit.kind === "clear") return false; // asked first: see orders.ts (clearing a full cart)
  openCart(t);
  if (edit.kind !== "remove" && edit.each) return setEachLine(t, edit).then(() => true);
  const productId = await resolveInCart(t, edit.match, edit.query);
  if (!productId) {
    // A quantity for a product not yet in the cart reads as adding it.
    const adding = addedByEdit(edit);
    if (adding) await addItems(t, [adding]);
    else t.say(text(sentence(t.session, "notInCart", { what: edit.query ? `"${edit.query}"` : sentence(t.session, "thatProduct"), cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) })));
    return true;
  }
  const line = t.session.cart.find((l) => l.productId === productId)!;
  const target = edit.kind === "remove" ? 0 : edit.kind === "set_quantity" ? edit.quantity : line.quantity + edit.delta;
  await setLine(t, productId, target);
  return true;
}

/** One line for another ("mejor la de litro y medio"): the old one out, the new one in with its quantity. */
async function swapLine(t: TurnEngine, from: Product | undefined, to: string, quantity: number): Promise<void> {
  if (from && t.session.cart.some((l) => l.productId === from.id) && (await t.call("remove_from_cart", { productId: from.id })).ok) t.say(text(sentence(t.session, "removing", { name: from.name })));
  await addItems(t, [{ quantity, query: to, match: { kind: "one", productId: to }, relation: "adds" }]);
}

/** Sets a line to a quantity (0 removes it): a product not in the cart yet is added with it. */
async function setLine(t: TurnEngine, productId: string, quantity: number): Promise<void> {
  if (t.session.cart.some((l) => l.productId === productId)) return setLines(t, [{ productId, quantity }]);
  const [p] = await t.products([productId]);
  if (p && quantity > 0) await addItems(t, [{ quantity, query: p.name, match: { kind: "one", productId } }]);
}
