// The cart side of the retail rules: what a message does to the cart (picks, swaps; adding itself is
// add-items.ts), editing as a person means it (relative quantities, the line last touched). A
// question the agent asked (which product, "¿te pongo 40?", "Sí, tenemos X") stays open for the
// answers that fit it.
import { aimDozensEdit, dozensOfNamedLine, saidInDozens, unitsOfPacks } from "./dozens";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import type { Session } from "../../session";
import { joinList, langOf, sentence } from "../../language";
import { cartPhrase, itemPhrase, text } from "../../replies";
import type { ItemMention, ProductMatch, Understanding } from "../../understand/types";
import { declines } from "../../understand/yesno";
import { editsOf } from "../../understand/cart-edits";
import { coveredByCart } from "./list-covered";
import { rowsWord } from "./list-word";
import { splitAmongHead } from "./list-split";
import { ASKS_MORE, ONE_MORE, dropAskedList, orderAskedList, orderPendingList } from "./asked-lists";
import { otherListsNamedBack } from "./each-list"; // picksb18
import { namesOtherThan } from "./named-elsewhere";
import { bareQuantity, describedAnswer, leadQuantity, offerDescribed, offerTaken, pendingChoiceAnswer } from "./choice-answers";
import { askSwap, repick, takeSwapFrom } from "./repick";
import { rememberOfferPick, rememberPick, takeLastPick, takeOfferPick } from "./remembered-picks";
import { itemsOfShownRows, toldRowsOrdered } from "./shown-rows";
import { pointedOrder, pointedUnit, rowsByTheUnit } from "./pointed-orders";
import { showSummary, summaryDue } from "./checkout";
import { declinedList, keepsWhatIsInCart } from "./declined-lists";
import { addItems, setLine } from "./add-items";
import { editOfList, letGoOfList, namedIds, reopenEarlierList } from "./picks";
import { refusedListKind, sinAsRowWords, sinDescribesRow } from "./list-let-go";
import { askedAcrossLists, tappedRow } from "./list-twins";
import { pointsAtOffer } from "./pick-counts";
import { productChoice, productOffer, saidBack } from "./replies"; // saidBack: answers16
import { countsOfCartLines } from "./cart-line-counts";
import { correctsJustAdded, insistedOnJustAdded, linesBesideList, correctsOwnLine, countForOffer, notAlreadyHeld, withoutLine } from "./restated";
import { meantInstead, swapAsChange } from "./swap-phrases";
import { dropRefusedOptions, wantedInstead } from "./refused-parts";
import { describedInsteadOfOffer } from "./refused-offer";
import { askNamedTogether } from "./named-together-ask"; // counts26
import { askWhichOfNamed } from "./yes-to-named"; // offers37
import { swapPickForNamed, swapToNamedRow } from "./named-swaps";
import { oneCartRecap } from "./one-recap";
import { summaryAfterChange } from "./changed-summary"; // closing18
import { escapeRegExp } from "../../../lib/regexp";
import { answerStockOffer, keepStockOffer, takeStockOffer } from "./stock-offers";
import { takeLetGo, takeRemoved, undoLetGo, undoRemoval } from "./undo-removal";
import { sameBrandAs, variantOfTouchedLine } from "./touched-line-words";
import { LAST_LINE, openCart, type StockOffer } from "./lines";
import { editCart, inCart, lineFor, resolveInCart } from "./edit-cart";
import { besideAnswer, cartOfPicks, openListCounted } from "./cart-picks";
import { quotedProductMeant } from "./quoted-product";
import { namedTogetherNow } from "./named-together";
import { ofTheSameBrand } from "./same-brand";
import { listCountMore, listRecounted, offerRecounted } from "./recounted-offer";
import { cartLineNamedBack } from "./line-said-again";
import { sizeLabelToOpenList } from "./size-label";
import { editAfterOrdered, foldRemovalIntoOrder, oneMoreOfSame, recountOfOrder, withoutRecalledMore } from "./burst-order";

export { askOpenChoice } from "./picks";
export { openCart, STOCK_OFFER } from "./lines";
/** States where an order is open (the cart is being built, detailed or confirmed). */
export const ORDER_STATES = new Set(["COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION"]);
type PendingChoice = NonNullable<Session["pendingChoice"]>;

/**
 * Everything the message asks of the cart: the answer to an open question (stock offer, product choice,
 * the one product an answer offered), an edit, new lines, products named in passing. `offered` is the
 * one-product offer of the last answer (already off the session); `pointable` one a question followed,
 * taken only by words that point at it ("esa"). Returns whether the cart was acted on.
 */
export async function cartChanges(t: TurnEngine, u: Understanding, offered: PendingChoice | null, pointable: PendingChoice | null = null): Promise<boolean> {
  if (u.items.length === 1 && (offered ?? pointable) && (await namesOtherThan(t, u.normalized, (offered ?? pointable)!.productIds))) [offered, pointable] = [null, null]; // offers40 (t38b 034)
  await sizeLabelToOpenList(t, u); // sizes37 (t36c 058): "los de talle G" to the open Pampers list
  // t33b 023: "el pure marolio" naming a cart line back adds nothing; the list still open is asked again.
  if (await cartLineNamedBack(t, u)) {
    await reopenEarlierList(t, { openToo: true });
    return true;
  }
  await toldRowsOrdered(t, u); // picks9: a row named outside the question is a pick
  await dropRefusedOptions(t, u); // offers18: "un queso cremoso, no el untable" never offers the untable
  // "¿tenés red bull? … quiero 2 red bull": the order line answers the question about the same
  // product; one "No tenemos X" per product and turn.
  u.questions = u.questions.filter((q) => q.kind !== "product" || !u.items.some((i) => sameProduct(i.match, q.match)));
  const before = t.replies.length;
  const atSummary = t.state === "AWAITING_CONFIRMATION";
  // offersb18: "no perdón, era 1 nomás, dejala" right after a removal puts the line back (t18c 015).
  const removed = takeRemoved(t);
  if (await undoRemoval(t, u, removed)) return true;
  if (await undoLetGo(t, u, takeLetGo(t))) return true; // swaps29 (t28b 021)
  await variantOfTouchedLine(t, u, removed); // swaps26 (t25b 010): "y una light" right after the mayonesa
  await ofTheSameBrand(t, u); // t35b 031: "y un acondicionador del mismo" after the Sedal shampoo
  const stock = { offer: takeStockOffer(t, u, !!offered?.offer) };
  const acted = (await countsOfCartLines(t, u)) || (await changeCart(t, u, offered, pointable, stock));
  oneCartRecap(t, before);
  await keepStockOffer(t, u, stock.offer, before); // offersb18: asked again until answered
  if (acted && atSummary) await summaryAfterChange(t, u);
  // The cart's reply comes first: a hello after it would greet in the middle of the message.
  if (acted && t.replies.length > before) u.greeting = false;
  return acted;
}

function sameProduct(a: ProductMatch, b: ProductMatch): boolean {
  if (a.kind === "one" && b.kind === "one") return a.productId === b.productId;
  if (a.kind === "ambiguous" && b.kind === "ambiguous") return a.productIds.join() === b.productIds.join();
  return a.kind === "none" && b.kind === "none" && a.query === b.query;
}

/** "la 1", "y el 2", "#1 tambien": a row of the list just answered, named by its place alone. */
const LAST_LIST_ROW = /^(?:y )?(?:(?:la|el|numero|nro|opcion) )?#?\s*(\d{1,2})(?: tambien)?$/;
/** `stock.offer`: the stock offer still open, set to null once the message answers it. */
async function changeCart(t: TurnEngine, u: Understanding, offered: PendingChoice | null, pointable: PendingChoice | null, stock: { offer: StockOffer | null }): Promise<boolean> {
  await dozensOfNamedLine(t, u);
  // "bueno 1 y sumale un jorgito" to "me quedan 1, ¿te pongo 1?": the leading count answers the offer, the rest is read on.
  const answered = await answerStockOffer(t, u, stock.offer);
  if (answered) stock.offer = null;
  if (answered === "done") return true;
  if (!answered && (await askWhichOfNamed(t, u))) return true; // offers37: "dale" to "Sí, tenemos X y Y"
  // "mejor la de litro y medio" right after a pick: another row of that list, in place of the line.
  // A row named outright ("cambiame la light por la sabor original") before the size readers guess from a word of it.
  const last = takeLastPick(t.session);
  const offerPick = takeOfferPick(t.session, u.normalized);
  const swap = (await swapMeant(t, u, last)) ?? (last ? await repick(t, u, last) : null) ?? (await swapToNamedRow(t, u)) ?? (last ? null : await repick(t, u, null)) ?? (await swapSaidOtherwise(t, u)) ?? (await swapPickForNamed(t, u, offerPick));
  if (swap && swap.to.length > 1) askSwap(t, swap.from, swap.to, swap.quantity);
  else if (swap?.to.length) await swapLine(t, swap.from, swap.to[0].id, swap.quantity);
  if (swap) return true;
  // picks22 (t21c 009): "la 1" right after "#2" took a row of a list, nothing else open: that row too, with the count the pick took (counts25, t24a 101: "2" alone counts that line).
  const row = last && !last.inWords && !t.session.pendingChoice && !u.items.length && !/^\s*\d{1,2}\s*[.!]?\s*$/.test(u.text) ? LAST_LIST_ROW.exec(u.normalized) : null;
  const also = row && last ? last.ids[Number(row[1]) - 1] : undefined;
  if (also && also !== last!.id) {
    const quantity = t.session.cart.find((l) => l.productId === last!.id)?.quantity ?? 1;
    u.items = [{ quantity, query: also, match: { kind: "one", productId: also } }];
    u.quantityOnly = null;
    u.cartEdit = null;
  }
  // "mejor 3" after a tip's "¿Te agrego uno?" corrects the customer's own line; "dale", "ponele 3" answer the tip.
  if (offered?.tip && correctsOwnLine(u, t.session.cart.length)) offered = null;
  // A plain "sí" to the one product an answer named ("Sí, tenemos X").
  const forOffer = offered ? null : countForOffer(u, pointable);
  if (forOffer) u.cartEdit = null;
  if (!forOffer && (await offerRecounted(t, u, offered))) return true; // t32a 021: "no perdón 2" to an offer "(para 3)"
  const together = namedTogetherNow(t.session);
  // t34b 013: "2 del natura" after several products were priced: the quoted one its words fit (the one
  // offered is read after the offer's own readers, below).
  await quotedProductMeant(t, u, null, together?.filter((id) => offered?.productIds.length !== 1 || id !== offered.productIds[0]) ?? null);
  if (!forOffer && ((await askNamedTogether(t, u, offered)) || (await describedInsteadOfOffer(t, u, offered)))) return true;
  const taken = forOffer ?? offerTaken(offered, u, t.session.cart) ?? (await offerDescribed(t, offered ?? pointable, u));
  // "no" to "¿Te agrego …?": not added, said so; "no, el queso de horma, no el untable" searches what is wanted (t22c 018).
  if ((!offered || (offered.productIds.length === 1 && !offered.tip)) && u.yesNo === "no" && !u.items.length && !u.cartEdit) await wantedInstead(t, u, offered);
  if (offered && offered.productIds.length === 1 && !offered.tip && u.yesNo === "no" && declines(u.normalized) && !u.items.length && !u.cartEdit) {
    t.say(text(sentence(t.session, "notAdding")));
    // t28b 002: the offer that waited behind this one is asked now, never lost.
    dropAskedList(t.session, offered.productIds);
    if (!t.session.pendingChoice) await reopenEarlierList(t);
    return true;
  }
  if (taken) {
    // "dame una docena" to "Sí, tenemos Huevos … 12 Un": counted in dozens, a carton is one (trial 20c 010 added 12 cartons).
    const counted = !taken.dozen && saidInDozens(u.normalized) ? { ...taken, dozen: true as const } : taken;
    // "dame 2 de las grandes y un alfajor": the other products said beside the answer go in too.
    await addItems(t, [counted, ...besideAnswer(u, [...((offered ?? pointable)?.productIds ?? []), ...namedIds(taken.match)])]);
    const shown = (offered ?? pointable)?.productIds ?? [];
    if (taken.match.kind === "one" && shown.length > 1) rememberOfferPick(t.session, taken.match.productId, shown);
    // A list asked beside the offer ("6 huevos" with the leches list) comes back once it is answered.
    if (!t.session.pendingChoice) await reopenEarlierList(t);
    return true;
  }
  // While a detail is asked ("¿tu DNI?"), a bare number or a row answers it, not an old list.
  const detailAsked = !!t.session.expecting && t.session.expecting !== "product_choice" && t.session.expecting !== "confirmation";
  if (await cartOfPicks(t, u, offered, pointable, detailAsked)) return true;
  await quotedProductMeant(t, u, offered); // t28c 013: "medio kilo de cremoso" right after the Mendicrim was quoted
  // "dame 3 de los matarazzo" with the fideos list open: its Matarazzo row, not the catalog's first.
  const shown = await itemsOfShownRows(t, u);
  for (const ids of shown.answered) {
    if (t.session.pendingChoice?.productIds.some((id) => ids.includes(id))) t.session.pendingChoice = null;
    dropAskedList(t.session, ids);
  }
  // "tenes fanta? dame 2", "dame 2 de esas y un alfajor": the count goes to what was just shown.
  const open = t.session.pendingChoice && !t.session.pendingChoice.offer ? t.session.pendingChoice : null;
  const shownNow = offered ?? pointable ?? open;
  const unit = pointedUnit(u.text);
  const asked = unit ? await t.products(u.questions.flatMap((q) => (q.kind !== "product" ? [] : q.match.kind === "one" ? [q.match.productId] : q.match.kind === "ambiguous" ? q.match.productIds : []))) : [];
  const pointed = pointedOrder(u, offered ?? pointable, open, shownNow ? (await t.products(shownNow.productIds)).map((p) => p.name) : [], t.session.cart.map((l) => l.productId), unit && rowsByTheUnit(asked, unit));
  if (pointed) {
    if (bareQuantity(u.cartEdit) === pointed.quantity) u.cartEdit = null;
    if (open && !u.questions.length) t.session.pendingChoice = null;
    u.items.unshift(pointed);
    if (pointed.match.kind === "one" && shownNow && shownNow.productIds.length > 1) rememberOfferPick(t.session, pointed.match.productId, shownNow.productIds);
  }
  // "ya tengo las quilmes, no quiero otra birra": the cart's beers stay, the open list is let go.
  const noMore = keepsWhatIsInCart(t.session, u);
  if (noMore && noMore !== "kept") t.say(text(sentence(t.session, "withoutIt", { what: noMore.said ?? sentence(t.session, "thatWord") })));
  if (noMore && !u.items.length) {
    const cart = t.session.cart.length ? sentence(t.session, "inCart", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) }).trim() : "";
    t.say(text(`${cart} ${sentence(t.session, t.session.cart.length ? "anythingElseShort" : "whatToOrder")}`.trim()));
    return true;
  }
  // "sacá una quilmes", "mejor 3 quilmes" about a list not answered yet: asked again with it.
  // lead33 (t33b 013): "sin gas de 2 litros" describes a row of the open list (or the row it names): no removal, no list let go.
  await sinAsRowWords(t, u);
  if (await editOfList(t, u)) return true;
  // "no quiero rollo de cocina. el elite, 1": the list let go, the rest of the message read on.
  const declined = declinedList(t.session, u);
  if (declined) t.say(text(sentence(t.session, "withoutIt", { what: declined.said ?? sentence(t.session, "thatWord") })));
  // "no detergente" (the list's own kind refused): let go; what is named beside it is read on (t36c 039).
  const kindRefused = refusedListKind(t, u);
  if (kindRefused && u.items.length) t.say(text(sentence(t.session, "withoutIt", { what: kindRefused.said ?? sentence(t.session, "thatWord") })));
  // "no, la leche no" about a list not answered yet: let go, said so; an earlier list comes back.
  const dropped = kindRefused && !u.items.length ? kindRefused : await letGoOfList(t, u);
  if (dropped) {
    t.intent("product_choice_declined");
    t.say(text(`${sentence(t.session, "withoutIt", { what: dropped.said ?? sentence(t.session, "thatWord") })}${t.session.cart.length ? sentence(t.session, "inCart", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) }) : ""}`));
    if (await reopenEarlierList(t, { openToo: true })) return true; // t33b 019: the list still open is asked again, never dropped silently
    if (summaryDue(t)) await showSummary(t);
    else t.say(text(sentence(t.session, t.session.cart.length ? "anythingElseShort" : "whatToOrder")));
    return true;
  }
  const pending = t.session.pendingChoice;
  if (pending) {
    // t32a 021: "no perdon, 2" to a list asked "(para 3)" is its count, never the row sized 2.
    const answer = listRecounted(u, pending) || (u.items.length === 1 && (await namesOtherThan(t, u.normalized, pending.productIds))) ? null : ((await pendingChoiceAnswer(t, u)) ?? (await describedAnswer(t, u))); // picks5: async (reads the row's size)
    // lists32 (t31b 013); lists36 (t35c 033): a tapped row is never asked across lists.
    const picked = answer && answer !== "asked" && !tappedRow(u, answer) ? await askedAcrossLists(t, u.text, answer) : answer;
    if (picked === "asked") return true;
    if (picked) {
      t.session.pendingChoice = null;
      const from = takeSwapFrom(t.session, pending.productIds);
      if (from && picked.match.kind === "one") await swapLine(t, (await t.products([from]))[0], picked.match.productId, picked.quantity ?? 1);
      else await addItems(t, [picked], { picked: true, from: pending.productIds });
      // "dame 2 de las grandes y un alfajor": a product said beside the answer goes in too.
      const beside = besideAnswer(u, [...pending.productIds, ...namedIds(picked.match)]);
      if (beside.length) await addItems(t, beside);
      const counted = openListCounted(u, pending, namedIds(picked.match)); // t32c 014: "dame el aceite y 2 polentas"
      if (counted.length) await addItems(t, counted);
      if (picked.match.kind === "one") rememberPick(t.session, picked.match.productId, pending.productIds, pending.inWords);
      await reopenEarlierList(t);
      return true;
    }
    // t19b 015: "no, eran 3" right after a line was added behind this open list: that line's total; "te dije 6" too (t28b 010).
    const insisted = detailAsked ? null : insistedOnJustAdded(t, u);
    if (insisted !== null || (!detailAsked && correctsJustAdded(t, u))) {
      await setLine(t, t.session.extra[LAST_LINE] as string, insisted ?? (u.cartEdit as { quantity: number }).quantity);
      return true;
    }
    // Only the quantity changes ("3", "mejor 4"): the question stays open with it.
    const quantity = detailAsked ? null : (u.quantityOnly ?? bareQuantity(u.cartEdit) ?? leadQuantity(u) ?? listCountMore(t, u, pending));
    if (quantity !== null && !u.items.length) {
      for (const id of linesBesideList(t, u)) await setLine(t, id, quantity); // counts30: "2 de cada una" names the lines just added too
      pending.quantity = quantity;
      // trial 18b 006, 18a 102: a count said to a list the shop showed ("dale, una", "poneme 3")
      // orders one of its rows: an open order, named back before the summary, never dropped.
      pending.order = true;
      t.intent("product_choice");
      const options = await t.products(pending.productIds);
      orderAskedList(t.session, pending.productIds, quantity, pending.said ?? rowsWord(options) ?? undefined); // picks15, pending26 (t25b 001)
      t.say(options.length === 1 ? productOffer(options[0], t.ports.currency, quantity, t.session) : productChoice(options, t.ports.profile, t.ports.currency, quantity, null, t.session));
      await otherListsNamedBack(t, u.normalized, pending.productIds);
      return true;
    }
    // "esa" to a list of several: which one is still the question, asked again.
    if (pending.productIds.length > 1 && !pending.offer && pointsAtOffer(u)) {
      t.intent("product_choice");
      const rows = await t.products(pending.productIds);
      orderPendingList(t.session, pending, rows); // t28c 018: "esa dale" wants one of them: never dropped silently
      t.say(productChoice(rows, t.ports.profile, t.ports.currency, pending.quantity, sentence(t.session, "whichOfList"), t.session));
      return true;
    }
    if (pending.productIds.length === 1 && declines(u.normalized) && !u.items.length && !u.cartEdit) {
      t.session.pendingChoice = null;
      t.session.expecting = null;
      t.say(text(sentence(t.session, "notAdding")));
      return true;
    }
    // "sin fideos", "no, ninguno": the open choice is let go, said so.
    // lead33 (t33b 013): "sin gas de 2 litros" names a row ("… sin Gas …"), never the way out.
    const letGo = (/^(?:no )?(?:sin|ninguno|ninguna|ningun|nada de)\b/.test(u.normalized) && !sinDescribesRow(u.normalized, (await t.products(pending.productIds)).map((p) => p.name))) || u.normalized === "no";
    if (pending.order && letGo && !u.items.length && (!u.cartEdit || (u.cartEdit.kind === "remove" && !(u.cartEdit.match && lineFor(t.session.cart, u.cartEdit.match))))) {
      t.session.pendingChoice = null;
      t.session.expecting = null;
      t.intent("product_choice_declined");
      const without = sentence(t.session, "withoutIt", { what: saidBack(t, pending.said, sentence(t.session, "thatWord")) });
      // Everything given already: the summary again, which "confirmamos" answers.
      if (summaryDue(t)) {
        t.say(text(without));
        await showSummary(t);
      } else t.say(text(`${without} ${sentence(t.session, t.session.cart.length ? "anythingElseShort" : "whatToOrder")}`));
      return true;
    }
  }
  // "queria unas pepsi" → "3", "2 paquetes": a bare count right after an add is that line's total.
  if (!detailAsked && !pending && !u.items.length && !u.cartEdit && u.quantityOnly !== null && u.quantityOnly > 0 && !u.isQuestion) {
    const last = t.session.extra[LAST_LINE];
    if (t.session.cart.some((l) => l.productId === last)) {
      await setLine(t, last as string, u.quantityOnly);
      return true;
    }
  }
  let acted = false;
  await aimDozensEdit(t, u);
  await unitsOfPacks(t, u);
  // Edits said in later clauses apply after the lines ordered: "poneme una fanta. mejor 2 fantas" leaves 2.
  const [editSaid, ...laterEdits] = editsOf(u.cartEdit);
  // t32c 013: "2 sprite de 2 litros" / "sacá una sprite"; t38c 015: "1 aceite natura" / "no esperá, que sean 2"
  const folded = laterEdits.length ? null : (foldRemovalIntoOrder(t, u, editSaid) ?? recountOfOrder(t, u, editSaid));
  if (folded) u.items = folded;
  const firstEdit = folded ? undefined : editSaid;
  const outId = firstEdit?.kind === "remove" && laterEdits.length ? await resolveInCart(t, firstEdit.match, firstEdit.query) : null;
  const swappedOut = typeof outId === "string" ? (await t.products([outId]))[0] : undefined;
  const afterAdds = editAfterOrdered(t, u, firstEdit); // t31a 042: "2 fantas" / "sacá una fanta" in one burst
  // "1 kg de pan no, mejor 2 paquetes de fideos": a line turned down as it is ordered, never in the cart, is no removal to report.
  const turnedDown = !afterAdds && firstEdit?.kind === "remove" && (u.items.length > 0 || laterEdits.length > 0) && !(await resolveInCart(t, firstEdit.match, firstEdit.query));
  // "no mejor sacame la coca. y unas papas lays": a product said with its count beside an edit is ordered, never only offered.
  if (firstEdit && !u.isQuestion) u.items = [...u.items, ...u.mentions.filter((m) => counted(u.normalized, m) && m.match.kind === "one" && !inCart(t, m.match))];
  // "sacame la coca y 2 fantas": the removal reported after the new lines, never "tu carrito quedó vacío" before them.
  const removed = firstEdit?.kind === "remove" && !turnedDown && u.items.length > 0 ? await resolveInCart(t, firstEdit.match, firstEdit.query) : null;
  const removeAfter = typeof removed === "string" && !u.items.some((i) => namedIds(i.match).includes(removed));
  if (firstEdit && !turnedDown && !removeAfter && !afterAdds) acted = await editCart(t, firstEdit);
  // edits17: "sacame la pepsi light y poneme 2 pepsi comunes": the line going out is never the one the count is for.
  if (removeAfter) u.items = u.items.map((i) => withoutLine(i, removed as string));
  u.items = withoutRecalledMore(t.session.cart, u, editsOf(u.cartEdit)); // t32a 029: "eran 2 cocas, te dije otra coca"
  u.items = oneMoreOfSame(u, pending); // t31a 023: "quiero 1 coca" / "otra coca": one list for 2
  u.items = notAlreadyHeld(t, u); // edits17: "confirmame lo que tengo, las 2 yerbas y las oreo"
  u.items = splitAmongHead(u.items); // picks16: "dame 6 de los tatin, 3 blancos y 3 negros"
  if (u.items.length) {
    await addItems(t, u.items, { more: ASKS_MORE.test(u.normalized), oneMore: ONE_MORE.test(u.normalized) }); // lists32 (t31c 008)
    acted = true;
  }
  if (firstEdit && (removeAfter || afterAdds)) acted = (await editCart(t, firstEdit)) || acted;
  for (const later of laterEdits) {
    const edit = await sameBrandAs(t, later, swappedOut);
    // "cambiame las de 2 litros por 2 de 2.25" with two of that size: asked which, with the count.
    if (swappedOut && edit.kind === "set_quantity" && edit.match?.kind === "ambiguous" && !lineFor(t.session.cart, edit.match)) await addItems(t, [{ quantity: edit.quantity, query: edit.query ?? "", match: edit.match }]);
    else await editCart(t, edit);
    acted = true;
  }
  // The product choice asked before is still open: named back after the rest in one short line, once.
  if (acted && pending?.order && t.session.pendingChoice === pending && !pending.namedBack) {
    pending.namedBack = true;
    const rows = await t.products(pending.productIds), names = rows.map((p) => p.name); // questions23 (t22c 025): the list named by its rows' word
    t.say(text(sentence(t.session, "stillPending", { what: names.length <= 3 ? joinList(langOf(t.session), names, "or") : sentence(t.session, "whichOf", { what: saidBack(t, pending.said ?? rowsWord(rows) ?? undefined, sentence(t.session, "listBefore")) }) })));
  }
  // Named in passing, not asked about ("…ah y papas"): asked back, never dropped.
  // picks16: "los tatin te dije!! 3 blancos tatin y 3 negros tatin": words whose rows the cart already holds are no new question.
  const named = u.isQuestion ? [] : u.mentions.filter((m) => namedIds(m.match).length && !inCart(t, m.match) && !coveredByCart(t.session, namedIds(m.match), m.quantity ?? 1));
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

/** "y unas papas lays", "y 2 fantas": a mention with its count or an indefinite article (never "y las papas", a line named). */
function counted(normalized: string, m: ItemMention): boolean {
  return m.quantity !== null || new RegExp(`\\b(?:unas?|unos?|un) ${escapeRegExp(m.query)}\\b`).test(normalized);
}

/**
 * "ah tenés razón, cambiame las 2 de 900 por 2 de litro y medio", "en vez de la de 1,5 la de 500",
 * "no, la otra fanta, la retornable de 2": a swap said another way, read as "cambiame X por Y".
 */
async function swapSaidOtherwise(t: TurnEngine, u: Understanding): ReturnType<typeof repick> {
  const change = swapAsChange(u.normalized);
  return change && change !== u.normalized ? repick(t, { ...u, normalized: change }, null) : null;
}

/** One line for another ("mejor la de litro y medio"): the old one out, the new one in with its quantity. */
async function swapLine(t: TurnEngine, from: Product | undefined, to: string, quantity: number): Promise<void> {
  // edits17: a count of its own said for a row already in the cart is that row's total (1 común + 1 light, "poneme 2 comunes": 2).
  const outCount = t.session.cart.find((l) => l.productId === from?.id)?.quantity;
  const sets = outCount !== undefined && outCount !== quantity && t.session.cart.some((l) => l.productId === to);
  if (t.state !== "COLLECTING_ORDER") openCart(t); // t25c 017: a swap answered while details are asked (a frozen cart kept the line)
  if (from && t.session.cart.some((l) => l.productId === from.id) && (await t.call("remove_from_cart", { productId: from.id })).ok) t.say(text(sentence(t.session, "removing", { name: from.name })));
  await addItems(t, [{ quantity, query: to, match: { kind: "one", productId: to }, relation: sets ? "sets" : "adds" }]);
}

/**
 * edits15: "noo quería 2 leches de la clásica" right after the Larga Vida went in: that line is
 * swapped for the row meant (with the count said), never kept beside it (trial 14b 003).
 */
async function swapMeant(t: TurnEngine, u: Understanding, last: { id: string; ids: string[] } | null): ReturnType<typeof repick> {
  const meant = u.isQuestion ? null : meantInstead(u.normalized);
  if (!meant) return null;
  const said = { ...u, text: meant.words, normalized: meant.words, items: [], cartEdit: null };
  const swap = (last ? await repick(t, said, last) : null) ?? (await repick(t, { ...said, normalized: `mejor ${meant.words}` }, null));
  return swap && meant.count ? { ...swap, quantity: meant.count } : swap;
}
