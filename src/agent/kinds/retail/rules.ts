import { showCategory } from "../../answers";
import { refusedUnordered } from "./refused-unordered";
import type { TurnEngine, TurnMessage } from "../../engine";
import { lastTap } from "../../inbound";
import type { RulesOutcome } from "../../kind";
import { answerMedia, isAgreement, readInbound } from "../../media";
import { readMessage } from "../../read-message";
import { fieldWord, langOf, phrase, sentence, word } from "../../language";
import { cartPhrase, offeredOptions, text } from "../../replies";
import { askNextDetail, collectDetails, detailNotUnderstood, detailsContext, missingDetails } from "../../subflows/details";
import { askConsent, declinedWithMore } from "../../subflows/consent";
import { askedOut } from "../../subflows/asked-again";
import { apologise, checkEscalation, personButtons } from "../../subflows/escalation";
import { foreignPaymentSaid, readForeignPayment } from "../../subflows/foreign-payment";
import { setAsideAngryWords } from "./angry-not-sold";
import { typedOption, withoutGoOnLabel } from "../../understand/options";
import type { UnderstandContext } from "../../understand/types";
import { askOpenChoice, cartChanges, ORDER_STATES } from "./cart";
import { cartFromCatalog } from "./catalog-cart";
import { advanceCheckout, confirm, leadBeforeOpenChoice, showSummary, SUMMARY_HELD } from "./checkout";
import { keepWholeText } from "./refused-offer";
import { askedAtClose, closedWithListOpen, leaveOpenListsOut } from "./closed-cart";
import { yesOwedElsewhere } from "../../other-question";
import { detailsWithoutOrder, retailDetails } from "./details";
import { choiceOrNextDetail, detailsBesideChoice, mapExpecting } from "./beside-choice";
import { withoutRefusalInside } from "./refused-parts";
import { QUOTED_BEFORE } from "../../size-of-quoted";
import { namedAfterOffer } from "./offered-sizes";
import { readLocation } from "./location";
import { addToPlacedOrder, changePlacedAddress, answerConsent, askEmptyCart, cancelCart, cancelOrder, modifyOrder, repeatLast } from "./orders";
import { answerQuestions, continuesProductQuestion } from "./questions";
import { priceExtremeAnswer } from "./price-extreme"; // questions23
import { answerAddedQuestion } from "./added-question"; // questions23
import { askAgain, askChoiceBriefly, bridge, POINTED_OFFER } from "./replies";
import { yesAfterPickupAddressRemark, yesBeforeQuestion } from "./yes-with-question";
import { offerCheaperRows } from "./cheaper-rows";
import { complementFreeItems, withAddressAddOn, withoutRowWordsAsFlat, withoutNameRefusal } from "../../understand/address-addon";
import { readWithCorrection } from "../../understand/summary-corrections";
import { closesApartFromQuestion } from "../../understand/cues";
import { normalize } from "../../understand/normalize";
import { saidAgain } from "./line-said-again";
import { askStockOfferAgain } from "./stock-offers"; // kioskedits35 (t34a 007)
import { askToConfirmAsIs, keepsOrderAsIs } from "./kept-as-is"; // details32
import { applyTap } from "./taps";
import { keepsOnlyCart } from "./only-cart";
import { askKeepOnly } from "./keep-only-line";
import { earlierOffer, leftOutRowsShown } from "./asked-lists";
import { rowWithoutList } from "./row-without-list";
import { orderCheapestOfShop } from "./cheapest-ordered"; // weights37
import { answersStockOffer, CLOSING_ALONE, disownedLine, DROPS_ALL, DROPS_IT, justAdded, MERGE_ORDER, NOT_ORDERED, sharpenTotals, UNDO_ADD, WANT_ALONE } from "./order-words";

// The shop with a cart, one batch of customer messages at a time: what was asked first
// (a person, anger, cancellations), then the cart, the details, questions, and the order thread.
/** The retail shop's rules: deterministic, no model; whether it was certain, so the Claude path (when configured) can take over the turns it was not. */
export async function retailRules(t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> {
  // Media (captions, transcripts, documents, stickers, reactions, catalog carts): see agent/media.ts.
  const inbound = readInbound(messages);
  if (inbound.gesturesOnly && isAgreement(inbound.reaction) && t.ports.profile.reactionConfirms && t.state === "AWAITING_CONFIRMATION") {
    t.intent("confirm");
    await confirm(t);
    return { certain: true, understanding: null };
  }
  if (await answerMedia(t, inbound, () => askAgain(t))) return { certain: true, understanding: null };

  // A tap, or a button's label typed ("retiro"; never a "pix?" read "transferencia?", t21a 107); at a question asked with buttons a place alone ("la 2", lists20) is that button.
  const words = withoutGoOnLabel(inbound.texts.join(". "), offeredOptions(t.session), "person:no"); // «Seguir acá» beside other words: those words (t25c 018)
  const tap = lastTap(messages) ?? (foreignPaymentSaid(t) ? null : typedOption(words, offeredOptions(t.session), (t.state === "AWAITING_CONFIRMATION" && !leftOutRowsShown(t.session)) || t.session.expecting === "payment" || t.session.expecting === "fulfilment"));
  if (tap?.id.startsWith("category:")) {
    await showCategory(t, tap.id.slice("category:".length), "");
    return { certain: true, understanding: null };
  }
  // An offer of one product ("Sí, tenemos X") waits one turn for its "sí"; a choice waits longer.
  const offered = t.session.pendingChoice?.offer ? t.session.pendingChoice : tap ? null : earlierOffer(t.session, words);
  if (offered?.offer && t.session.pendingChoice === offered) t.session.pendingChoice = null;
  if (offered?.offer) t.session.extra[QUOTED_BEFORE] = offered.productIds;
  else delete t.session.extra[QUOTED_BEFORE]; // offers37 (t36c 049): "y la grande?" asks the size of this one
  const pointed = t.session.extra[POINTED_OFFER];
  delete t.session.extra[POINTED_OFFER];
  // A tap's words are the option, never details.
  const asked = tap ? {} : { expecting: mapExpecting(t), ...detailsContext(t, retailDetails) };
  // words18 (trial 17c 003): with a list open, "la comun no la light" is read without the row it refuses.
  const said = t.session.pendingChoice && !tap ? withoutRefusalInside(words) : words;
  const read = async (text: string) => readMessage(t, tap ? words : await namedAfterOffer(t, text, offered), { choices: t.session.pendingChoice?.productIds, ...asked });
  const u = await detailsBesideChoice(t, tap ? null : said, tap ? await read(said) : await readWithCorrection(said, t.state === "AWAITING_CONFIRMATION", t.session.customer, read));
  await applyTap(tap, u, t, offered);
  keepWholeText(u, words);
  // "¿Puedo pasar a retirar?", "¿envían a domicilio?", "¿me pasás el CBU?" ask; they choose only
  // as the answer to "¿envío o retiro?" / "¿cómo vas a pagar?", or next to an order.
  const ordering = u.items.length > 0 || u.wantsToCheckout;
  if (!ordering && t.session.expecting !== "fulfilment" && u.questions.some((q) => q.kind === "delivery" || (q.kind === "address" && q.pickup))) u.fulfilment = null;
  // details12: "pago transferencia, me pasás el alias?" chooses the way and asks its alias: kept.
  const asksItsAlias = (q: (typeof u.questions)[number]) => q.kind === "payment" && q.alias && u.paymentMethod !== null && u.paymentMethod !== "cash";
  if (!ordering && t.session.expecting !== "payment" && u.questions.some((q) => q.kind === "payment" && !asksItsAlias(q))) u.paymentMethod = null;
  // answers18 (trial 17): "aceptan mp no? bueno agregame 1 jorgito" with Mercado Pago stored confirms the way chosen: no "Sí, aceptamos" again beside the rest.
  const stored = t.session.paymentMethod;
  if (stored && (u.items.length || u.cartEdit || Object.keys(u.fields).length)) u.questions = u.questions.filter((q) => !(q.kind === "payment" && !q.alias && q.method === stored));
  // "¿cuánto es el total con envío?" asks; it does not choose delivery.
  if (!ordering && t.session.expecting !== "fulfilment" && u.questions.some((q) => q.kind === "total" && q.withDelivery)) u.fulfilment = null;
  // answers18 (trial 17): "pix?" is no method of the shop: said so with the ones it takes, and the sale goes on.
  const foreign = tap ? [] : readForeignPayment(t, u, inbound.texts);
  for (const said of foreign) t.say(text(said));
  if (foreign.length && !u.paymentMethod && !u.items.length && !u.questions.length && !u.infoTopics.length && !u.cartEdit && !Object.keys(u.fields).length && !u.fulfilment) {
    if (t.session.expecting !== "payment") await askAgain(t);
    return { certain: true, understanding: u };
  }
  await setAsideAngryWords(t, u); // anger is never a product search; a product not sold is said so
  keepsOnlyCart(t, u); // offers33 (t32c 009): "bueno, solo las cocas" keeps the cart, no list

  continuesProductQuestion(t, u); // answers11: "y papitas" after "¿tenés sprite?" asks too
  // stack9: "los confort sec de 60, 1 paquete. … me pasás con alguien?": the order part is done
  // first, then the chat goes to a person (the request never drops what came with it).
  if (u.wantsHuman && !tap && t.state !== t.def.handoff.state) await orderBesidePerson(t, words, asked);
  sharpenTotals(t, u);
  // edits12: "sumame una fanta al pedido" after it was placed (even said crossly): that order reopened with it, on the customer's yes.
  const toPlaced = u.wantsHuman || tap ? null : ((await changePlacedAddress(t, u)) ?? (await addToPlacedOrder(t, u)));
  if (toPlaced) return toPlaced;
  // A person asked for, anger, the second frustrated message, "¿sos un bot?".
  const escalated = checkEscalation(t, u, tap);
  if (escalated === "answered") await bridge(t);
  if (escalated) return { certain: true, understanding: u };

  // A pending "¿Cancelo …? Sí / No" is answered before anything else; a "no" that goes on with
  // an order lets the question go and the order is read below.
  const consent = declinedWithMore(t, u, tap) ? null : await answerConsent(t, u, tap);
  if (consent) return consent;
  if (readLocation(t, messages, u) === "asked") return { certain: true, understanding: u };
  if (await askKeepOnly(t, u)) return { certain: true, understanding: u }; // summary39 (t37b 039): "2 cocas nomás" beside a Fanta

  let acted = false;
  if (inbound.catalogOrders.length && (await cartFromCatalog(t, inbound.catalogOrders))) {
    await advanceCheckout(t);
    return { certain: true, understanding: u };
  }
  // mood29 (t28a 046): "tenés algo más barato?" about the cart: the cheaper rows of its shelf, never "no discounts".
  if (u.asksDiscount && !u.manipulation && !u.items.length && !u.cartEdit && (await offerCheaperRows(t, u.normalized))) return (await bridge(t), { certain: true, understanding: u });
  if (u.manipulation || (u.asksDiscount && !u.items.length && !u.cartEdit)) {
    // Answered by the rules without acting; not "certain", so with a model configured it decides
    // (and is still bound by the tool gate), with this as its fallback.
    t.intent(u.manipulation ? "manipulation" : "discount_request");
    t.say(text(u.manipulation ? "Solo puedo ayudarte con tus pedidos y con información del local 🙂" : "Los precios son los del catálogo y por ahora no tengo descuentos para ofrecerte 🙏"));
    await bridge(t);
    return { certain: false, understanding: u };
  }
  if (u.cancelOrder) return cancelOrder(t, u);
  // stack9: "me lo mandás junto con las cervezas? mismo pedido" after an order was written: honest —
  // this goes as a new order, and a person can put both in one delivery.
  if (t.session.lastOrderNumber && MERGE_ORDER.test(u.normalized)) {
    t.intent("merge_order");
    t.say({ type: "buttons", text: sentence(t.session, "mergeWithOrder", { number: t.session.lastOrderNumber }), buttons: personButtons(t.session) });
    return { certain: true, understanding: u };
  }
  if (u.repeatLastOrder) return repeatLast(t, u);
  if (u.modifyOrder && !ORDER_STATES.has(t.state)) return modifyOrder(t, u);
  if (u.cartEdit?.kind === "clear") return cancelCart(t, u);
  if (t.session.cart.length && ORDER_STATES.has(t.state) && !u.items.length && !u.cartEdit && (u.thanks || u.farewell) && DROPS_ALL.test(u.normalized)) return askEmptyCart(t, u);

  // "no quiero agregar nada, solo te pregunté el precio. sacalo": the line just added comes out;
  // "precio" there explains, it asks nothing.
  const last = t.session.cart.at(-1);
  const disowned = disownedLine(t, u);
  if (disowned) {
    u.cartEdit = { kind: "remove", query: "", match: { kind: "one", productId: disowned.productId } };
    if (!u.items.length) u.questions = []; // "solo te pregunté el precio. sacalo": the asking explains, it asks nothing
  }
  else if (last && !u.cartEdit && !u.items.length && (UNDO_ADD.test(u.normalized) || (NOT_ORDERED.test(u.normalized) && justAdded(t, last.name)))) {
    u.cartEdit = { kind: "remove", query: "", match: { kind: "one", productId: last.productId } };
    u.questions = [];
  }
  // stack9, answers10: "que golosinas hay", "y unos alfajores q tenés" are answered once (the
  // question's answer, with prices), never also offered as a pick.
  const browsed = new Set(u.questions.flatMap((q) => (q.kind === "product" ? [q.query] : [])));
  if (browsed.size) u.mentions = u.mentions.filter((m) => !browsed.has(m.query));
  // The cart: an open question's answer (which product, "¿te pongo 40?", an offer's "sí"), edits, new lines.
  if (await priceExtremeAnswer(t, u)) return { certain: true, understanding: u }; // questions23 (t22a 114): "¿cuál es la más barata?": from the prices, never a pick
  // questions23 (t22c 025): "¿agregaste el queso?" is answered from the cart and the open list, never searched.
  if (await answerAddedQuestion(t, u)) return { certain: true, understanding: u };
  answersStockOffer(t, u);
  const pointable = !offered && Array.isArray(pointed) && typeof pointed[1] === "string" ? { productIds: [pointed[1]], quantity: Number(pointed[0]) || 1, offer: true } : null;
  if (!tap && rowWithoutList(t, u, !!offered || !!pointable)) return { certain: true, understanding: u };
  if (t.session.customer.address) u.items = complementFreeItems(u.items); // addresses35 (t34b 011): "piso 3 A" is no product
  const heldBefore = t.session.cart.map((l) => l.productId);
  const listBefore = t.session.pendingChoice;
  await refusedUnordered(t, u); // offers32 (t31c 011): "no quiero el untable … confirmo" of what the summary left out
  if (await cartChanges(t, u, offered, pointable)) acted = true;
  if (t.handoff) return { certain: true, understanding: u };

  // "falta el timbre 4" at the summary (trial 17a 105): a doorbell or floor added to the address taken.
  const added = acted ? t.session.cart.filter((l) => !heldBefore.includes(l.productId)).map((l) => l.name) : [];
  const answeredList = !!listBefore && (acted || t.session.pendingChoice !== listBefore);
  const forDetails = withoutRowWordsAsFlat(answeredList ? withoutNameRefusal(u) : u, added);
  const details = await collectDetails(t, retailDetails, t.session.customer.address ? withAddressAddOn(forDetails, u.text, t.session.customer) : forDetails, tap);
  // Details given while a "¿cuál?" is open move toward checkout: the choice is named back, once.
  if (details.status === "asked" && !acted) await askOpenChoice(t, { once: !u.wantsToCheckout });
  if (details.status === "asked" || t.handoff) return { certain: true, understanding: u };
  if (details.status === "saved" && !t.session.cart.length && !acted) {
    // The cart is empty but a "¿cuál?" is open: that is what the order waits for.
    if (await choiceOrNextDetail(t, details.lead)) {
      if (u.wantsToCheckout && t.session.pendingChoice) closedWithListOpen(t.session);
      return { certain: true, understanding: u };
    }
    // lead35: "hola tenes coca? mandame a Av Cordoba 1500": the detail read back, then the question answered (it was dropped).
    if (!(await askStockOfferAgain(t, details.lead))) {
      const answered = u.questions.length > 0 && (await answerQuestions(t, u, offered?.productIds ?? []));
      detailsWithoutOrder(t, details.lead!, answered);
    }
    return { certain: true, understanding: u };
  }

  // Questions, answered from data (the question layer: understand/questions.ts, ./questions.ts).
  // What was shown last turn (an offer, a pointed one): what "¿cuánto sale?" asks about.
  const shown = offered?.productIds ?? (pointable?.productIds ?? []);
  // Round 10: "si. me pasás el alias?", "Sí, confirmo. ¿A qué hora paso mañana?" at the summary
  // confirm, then the question is answered (the summary was asked again, then "si ya te dije q
  // si"). A yes that hesitates ("sí, pero ¿cuánto sale el envío?") still waits for the answer.
  if (t.state === "AWAITING_CONFIRMATION" && !acted && details.status === "none" && u.questions.length && !u.items.length && !u.cartEdit && yesBeforeQuestion(words)) {
    t.intent("confirm");
    await confirm(t);
    await answerQuestions(t, u, shown);
    return { certain: true, understanding: u };
  }
  if (await answerQuestions(t, u, shown, heldBefore.filter((id) => !t.session.cart.some((l) => l.productId === id)))) {
    // details33 (t32b 016): "no, eso nomas. q tarda el envio?": the answer, then the checkout it closed.
    const closes = u.wantsToCheckout && t.state === "COLLECTING_ORDER" && t.session.cart.length > 0 && closesApartFromQuestion(normalize, u.text);
    if (!acted && details.status === "none" && !closes) {
      if (ORDER_STATES.has(t.state)) t.session.interruptedTopic = t.state;
      await bridge(t, u.thanks || u.farewell);
      return { certain: true, understanding: u };
    }
  }

  // The order thread.
  if (t.state === "AWAITING_CONFIRMATION" && !acted && details.status === "none") {
    if (tap?.id === "confirm:cancel" || (u.yesNo === "no" && /cancel/.test(u.normalized))) return cancelCart(t, u);
    if (u.yesNo === "yes" || (!u.items.length && !u.cartEdit && yesAfterPickupAddressRemark(u.text, t.session.fulfilment === "pickup"))) {
      // t28c 033: a list asked again at the summary ("cambialo a 2 los fideos") is the question a yes meets: the list first, never the order without it.
      const listAsked = t.session.expecting === "product_choice" && !!t.session.pendingChoice?.order && t.session.pendingChoice.productIds.length > 1;
      if (listAsked && (await askOpenChoice(t))) return { certain: true, understanding: u };
      t.intent("confirm"); // A yes to another question (t19a 106) gets the summary asked again.
      await (yesOwedElsewhere(t.session) ? showSummary(t) : confirm(t));
      return { certain: true, understanding: u };
    }
    if (!tap && keepsOrderAsIs(u)) {
      t.intent("confirm_again");
      askToConfirmAsIs(t);
      return { certain: true, understanding: u };
    }
    if (u.yesNo === "no" || tap?.id === "confirm:modify") {
      t.intent("modify");
      t.moveTo("COLLECTING_ORDER");
      t.session.pendingConfirmation = null;
      t.session.expecting = null;
      t.say(text(phrase(t.session, "modify", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)) })));
      return { certain: true, understanding: u };
    }
  }
  // A yes with nothing asked ("confirmamos" after "Dale, sin eso") goes on to the summary.
  const goesOn = t.state === "COLLECTING_ORDER" || (t.state === "NEEDS_DETAILS" && !t.session.expecting);
  const listOnly = !t.session.cart.length && !!t.session.pendingChoice && !t.session.pendingChoice.offer && u.yesNo === "yes" && !acted; // counts26 (t25a 109): "confirmo" with only a "¿cuál?" open closes like "listo"
  const wantsCheckout = u.wantsToCheckout || listOnly || (u.yesNo === "yes" && goesOn && t.session.cart.length > 0 && !acted);
  if (details.status === "saved" || (wantsCheckout && (t.session.cart.length > 0 || listOnly)) || (t.state === "AWAITING_CONFIRMATION" && acted)) {
    t.intent(details.status === "saved" ? "provide_details" : "checkout");
    if (acted && !wantsCheckout && details.status !== "saved") return { certain: true, understanding: u };
    // "listo" with a "¿cuál?" still open: the choice first, named back, never dropped; a second "listo" leaves it out.
    const leaves = wantsCheckout && !acted && askedAtClose(t.session);
    if (leaves) leaveOpenListsOut(t);
    // names23 (t22c 023): a detail corrected with a "¿cuál?" open asks it again, never the summary leaving it out.
    else if ((wantsCheckout || !acted) && (await askOpenChoice(t, { once: !wantsCheckout && !u.correction, lead: details.lead }))) {
      if (wantsCheckout) closedWithListOpen(t.session);
      return { certain: true, understanding: u };
    }
    // Everything given with a "¿cuál?" asked in this same turn: the details are kept and the
    // choice stays the question; the summary waits for it (it would leave the product out).
    // picks22 (t21c 011): a "¿Te agrego X?" asked beside the details waits the same way (its «Sí» was read off the summary's «Confirmar»).
    if (acted && (t.session.pendingChoice?.order || t.session.pendingChoice?.offer) && !missingDetails(t, retailDetails).length) {
      t.session.extra[SUMMARY_HELD] = true;
      leadBeforeOpenChoice(t, details.lead); // t32a 043: the note before the list's question
      return { certain: true, understanding: u };
    }
    await advanceCheckout(t, details.lead);
    return { certain: true, understanding: u };
  }
  // picks22 (t21c 011): the offer that held the summary back is answered with every detail given: the summary now, once.
  const held = t.session.extra[SUMMARY_HELD] === true && !t.session.pendingChoice;
  if (held) delete t.session.extra[SUMMARY_HELD];
  if (acted && held && t.session.cart.length) {
    await advanceCheckout(t);
    return { certain: true, understanding: u };
  }
  // Replies to cart changes and answers to questions already invite to go on.
  if (acted || u.questions.length) return { certain: true, understanding: u };

  if (retailDetails.active(t) && t.session.expecting) {
    // "listo", "confirmamos", "sí, confirmo" while a detail is asked: go on means the detail
    // still missing is asked again — never counted as a message not understood.
    if (u.yesNo === "yes" || u.wantsToCheckout || CLOSING_ALONE.test(u.normalized)) {
      t.intent("checkout");
      const next = missingDetails(t, retailDetails)[0];
      const lead = next && !askedOut(t, retailDetails.fields.find((f) => f.field === next)) ? phrase(t.session, "beforeGoingOn", { field: fieldWord(langOf(t.session), next) }) : null;
      if (askNextDetail(t, retailDetails, lead) === "asked") return { certain: true, understanding: u };
      // lang8: nothing missing, a "¿cuál?" was awaited: the summary, naming the pick left out.
      await advanceCheckout(t);
      return { certain: true, understanding: u };
    }
    // lang8: a "¿cuál?" awaited with every detail given: the choice asked again, never silence.
    if (!missingDetails(t, retailDetails).length && (await askAgain(t))) return { certain: false, understanding: u };
    detailNotUnderstood(t, retailDetails, u);
    return { certain: !!t.handoff, understanding: u };
  }

  if (u.greeting) {
    t.intent("greeting");
    const name = t.session.customer.firstName ? ` ${t.session.customer.firstName}` : "";
    if (ORDER_STATES.has(t.state) && t.session.cart.length) {
      t.say(text(phrase(t.session, "greetingBack", { name })));
      await bridge(t);
    } else {
      t.say(text(phrase(t.session, "greeting", { name, shop: t.ports.profile.name })));
    }
    return { certain: true, understanding: u };
  }
  if (u.thanks || u.farewell) {
    t.intent("thanks");
    t.say(text(phrase(t.session, "thanks")));
    await bridge(t, true);
    return { certain: true, understanding: u };
  }
  // trial 18b 005: "só isso" with only a "¿cuál?" open: the choice is named back, never "nothing in your cart".
  if (wantsCheckout && t.session.cart.length === 0) {
    t.intent("checkout");
    if (!(await askOpenChoice(t)) && !(await askStockOfferAgain(t))) t.say(text(phrase(t.session, "checkoutEmpty")));
    return { certain: true, understanding: u };
  }
  // "listo" with nothing in the cart: it is empty, what would they like (never "No te entendí").
  if (t.session.cart.length === 0 && (t.state === "IDLE" || t.state === "COLLECTING_ORDER") && CLOSING_ALONE.test(u.normalized)) {
    t.intent("checkout");
    if (!(await askOpenChoice(t)) && !(await askStockOfferAgain(t))) t.say(text(phrase(t.session, "checkoutEmpty")));
    return { certain: true, understanding: u };
  }
  // mood29 (t28c 027): a yes with an empty cart and nothing offered or listed: the cart is empty, what would they like.
  // A yes right after an order was placed is that yes said again (line-said-again.ts acknowledges it).
  if (t.session.cart.length === 0 && !t.session.pendingChoice && u.yesNo === "yes" && !u.items.length && !(t.state === "DONE" && t.session.lastOrderNumber)) {
    t.intent("checkout");
    t.say(text(phrase(t.session, "checkoutEmpty")));
    return { certain: true, understanding: u };
  }
  // "quiero", "necesito" alone: what would they like (never "No te entendí").
  if (!t.session.pendingChoice && WANT_ALONE.test(u.normalized)) {
    t.intent("order_prompt");
    t.say(text(phrase(t.session, "whatWanted")));
    return { certain: true, understanding: u };
  }
  // "sabés qué? mejor no, dejalo" with a cart and no question open: drop it? (asked, never guessed).
  if (t.session.cart.length > 0 && t.state === "COLLECTING_ORDER" && !t.session.pendingChoice && DROPS_IT.test(u.normalized)) {
    t.intent("cancel_cart");
    askConsent(t, "clear_cart", null, `¿Cancelo el pedido y vacío el carrito? Tenés ${cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session))}.`);
    return { certain: true, understanding: u };
  }
  if (u.anger === "mild") {
    apologise(t);
    const before = t.replies.length;
    await bridge(t);
    if (t.replies.length === before) await askChoiceBriefly(t, false);
    return { certain: false, understanding: u };
  }

  // Trial 13a 102: "y red bull" beside an open offer names another product: asked as "¿y red bull?" is.
  if (/^y (?:[a-z]+ ){0,3}[a-z]+$/.test(u.normalized) && !u.text.includes("?")) {
    const asked = await readMessage(t.fork(), `${u.text}?`);
    if (asked.questions.some((q) => q.kind === "product") && (await answerQuestions(t, asked, shown))) return { certain: true, understanding: asked };
  }
  if (await saidAgain(t, u)) return { certain: true, understanding: u };
  if (await orderCheapestOfShop(t, u)) return { certain: true, understanding: u }; // weights37 (t34a 010)
  t.intent("fallback");
  if (await askAgain(t, { choice: false }) || (await askChoiceBriefly(t))) return { certain: false, understanding: u };
  t.say(text(phrase(t.session, "notUnderstood")));
  return { certain: false, understanding: u };
}

/** Where a request for a person starts in a message: "…, pero tengo una duda…", "2 pepsi y pasame con…". */
const PERSON_CLAUSE = /[.;!?¿¡]+|\bpero\b|\by (?=(?:me )?(?:pasa|pasas|pasame|comunica|comunicame|deriva|derivame)\b|quiero hablar|hablar con)/i;

/** stack9: the order said with a request for a person is added before the chat is handed over. */
async function orderBesidePerson(t: TurnEngine, words: string, asked: UnderstandContext | Record<string, never>): Promise<void> {
  for (const clause of words.split(PERSON_CLAUSE).map((c) => c.trim()).filter(Boolean)) {
    const c = await readMessage(t, clause, { choices: t.session.pendingChoice?.productIds, ...asked });
    if (!c.wantsHuman && !c.isQuestion && (c.choice || c.items.some((i) => i.match.kind !== "none"))) {
      c.items = c.items.filter((i) => i.match.kind !== "none");
      await cartChanges(t, c, null, null);
    }
  }
}
