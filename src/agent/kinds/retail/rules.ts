import { showCategory } from "../../answers";
import type { TurnEngine, TurnMessage } from "../../engine";
import { lastTap } from "../../inbound";
import type { RulesOutcome } from "../../kind";
import { answerMedia, isAgreement, readInbound } from "../../media";
import { readMessage } from "../../read-message";
import { cartPhrase, FIELD_LABELS, text, THANKS } from "../../replies";
import type { ItemMention, Understanding, UnderstandContext } from "../../understand/types";
import { addItems, editCart, ORDER_STATES } from "./cart";
import { cartFromCatalog } from "./catalog-cart";
import { advanceCheckout, confirm } from "./checkout";
import { captureDetails } from "./details";
import { readLocation } from "./location";
import { cancelCart, cancelOrder, modifyOrder, repeatLast } from "./orders";
import { answerQuestions } from "./questions";
import { askAgain, askField, bridge } from "./replies";

// The shop with a cart, one batch of customer messages at a time: what was asked first
// (a person, anger, cancellations), then the cart, the details, questions, and the order thread.

/**
 * The retail shop's rules: deterministic, no model. Returns whether it was certain, so the
 * Claude path (when configured) can take over the turns it was not.
 */
export async function retailRules(t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> {
  // Media (captions, transcripts, documents, stickers, reactions, catalog carts): see agent/media.ts.
  const inbound = readInbound(messages);
  if (inbound.gesturesOnly && isAgreement(inbound.reaction) && t.ports.profile.reactionConfirms && t.state === "AWAITING_CONFIRMATION") {
    t.intent("confirm");
    await confirm(t);
    return { certain: true, understanding: null };
  }
  if (await answerMedia(t, inbound, () => askAgain(t))) return { certain: true, understanding: null };

  const tap = lastTap(messages);
  if (tap?.id.startsWith("category:")) {
    await showCategory(t, tap.id.slice("category:".length), "");
    return { certain: true, understanding: null };
  }
  // An offer of one product ("Sí, tenemos X") waits one turn for its "sí"; a choice waits longer.
  const offered = t.session.pendingChoice?.offer ? t.session.pendingChoice : null;
  if (offered) t.session.pendingChoice = null;
  const u = await readMessage(t, inbound.texts.join(". "), { expecting: mapExpecting(t), choices: t.session.pendingChoice?.productIds });
  await applyTap(tap, u, t);
  // "¿Puedo pasar a retirar?", "¿envían a domicilio?", "¿me pasás el CBU?" ask; they choose only
  // as the answer to "¿envío o retiro?" / "¿cómo vas a pagar?", or next to an order.
  const ordering = u.items.length > 0 || u.wantsToCheckout;
  if (!ordering && t.session.expecting !== "fulfilment" && u.questions.some((q) => q.kind === "delivery" || (q.kind === "address" && q.pickup))) u.fulfilment = null;
  if (!ordering && t.session.expecting !== "payment" && u.questions.some((q) => q.kind === "payment")) u.paymentMethod = null;

  if (u.wantsHuman) return handOff(t, u, "customer_request", "El cliente pidió hablar con una persona.");
  if (u.anger === "strong" && t.def.handoff.onStrongAnger) return handOff(t, u, "anger", "El cliente está muy enojado.");

  if (readLocation(t, messages, u) === "asked") return { certain: true, understanding: u };

  let acted = false;
  if (inbound.catalogOrders.length && (await cartFromCatalog(t, inbound.catalogOrders))) {
    await advanceCheckout(t);
    return { certain: true, understanding: u };
  }
  if (u.manipulation || (u.asksDiscount && !u.items.length && !u.cartEdit)) {
    // Answered by the rules without acting; not "certain", so with a model configured it decides
    // (and is still bound by the tool gate), with this as its fallback.
    t.intent(u.manipulation ? "manipulation" : "discount_request");
    t.say(text(u.manipulation ? "Solo puedo ayudarte con tus pedidos y con información del local 🙂" : "Los precios son los del catálogo y por ahora no tengo descuentos para ofrecerte 🙏"));
    await bridge(t);
    return { certain: false, understanding: u };
  }
  if (u.cancelOrder) return cancelOrder(t, u);
  if (u.repeatLastOrder) return repeatLast(t, u);
  if (u.modifyOrder && !ORDER_STATES.has(t.state)) return modifyOrder(t, u);

  // Product choice after an ambiguous match ("la de 500", a tapped row), or a "sí" to an offer.
  const chosen = pendingChoiceAnswer(t, u) ?? offerTaken(offered, u);
  if (chosen) {
    t.session.pendingChoice = null;
    await addItems(t, [chosen]);
    acted = true;
  } else {
    if (u.cartEdit) acted = (await editCart(t, u.cartEdit)) || acted;
    if (u.items.length) {
      await addItems(t, u.items);
      acted = true;
    }
  }
  if (t.handoff) return handOff(t, u, t.handoff.trigger, t.handoff.reason);

  const details = await captureDetails(t, u);
  if (details === "invalid") return { certain: true, understanding: u };

  // Questions, answered from data (the question layer: understand/questions.ts, ./questions.ts).
  if (await answerQuestions(t, u)) {
    if (!acted && details === "none") {
      if (ORDER_STATES.has(t.state)) t.session.interruptedTopic = t.state;
      await bridge(t, u.thanks || u.farewell);
      return { certain: true, understanding: u };
    }
  }

  // The order thread.
  if (t.state === "AWAITING_CONFIRMATION" && !acted && details === "none") {
    if (tap?.id === "confirm:cancel" || (u.yesNo === "no" && /cancel/.test(u.normalized))) return cancelCart(t, u);
    if (u.yesNo === "yes") {
      t.intent("confirm");
      await confirm(t);
      return { certain: true, understanding: u };
    }
    if (u.yesNo === "no" || tap?.id === "confirm:modify") {
      t.intent("modify");
      t.moveTo("COLLECTING_ORDER");
      t.session.pendingConfirmation = null;
      t.session.expecting = null;
      t.say(text(`Dale, ¿qué querés cambiar? Tenés ${cartPhrase(t.session.cart)}.`));
      return { certain: true, understanding: u };
    }
  }

  const wantsCheckout = u.wantsToCheckout || (u.yesNo === "yes" && t.state === "COLLECTING_ORDER" && t.session.cart.length > 0 && !acted);
  if (details === "captured" || (wantsCheckout && t.session.cart.length > 0) || (t.state === "AWAITING_CONFIRMATION" && acted)) {
    t.intent(details === "captured" ? "provide_details" : "checkout");
    if (acted && !wantsCheckout && details !== "captured") return { certain: true, understanding: u };
    await advanceCheckout(t);
    return { certain: true, understanding: u };
  }
  // Replies to cart changes and answers to questions already invite to go on.
  if (acted || u.questions.length) return { certain: true, understanding: u };

  if (t.state === "NEEDS_DETAILS" && t.session.expecting) {
    t.intent("clarify_details");
    const label = FIELD_LABELS[t.session.expecting] ?? t.session.expecting;
    t.say(text(`Perdón, no llegué a entender tu ${label}.`));
    t.say(askField(t.session.expecting, t.ports.profile));
    return { certain: false, understanding: u };
  }

  if (u.greeting) {
    t.intent("greeting");
    const name = t.session.customer.firstName ? ` ${t.session.customer.firstName}` : "";
    if (ORDER_STATES.has(t.state) && t.session.cart.length) {
      t.say(text(`¡Hola${name}! 👋`));
      await bridge(t);
    } else {
      t.say(text(`¡Hola${name}! 👋 Soy el asistente de ${t.ports.profile.name}. ¿Qué te gustaría pedir hoy?`));
    }
    return { certain: true, understanding: u };
  }
  if (u.thanks || u.farewell) {
    t.intent("thanks");
    t.say(text(THANKS));
    await bridge(t, true);
    return { certain: true, understanding: u };
  }
  if (wantsCheckout && t.session.cart.length === 0) {
    t.intent("checkout");
    t.say(text("Todavía no tenés nada en el carrito. ¿Qué te gustaría pedir?"));
    return { certain: true, understanding: u };
  }
  if (u.anger === "mild") {
    t.intent("frustration");
    t.say(text("Perdón por la demora 🙏 Decime qué necesitás y lo resolvemos. Si preferís, te paso con una persona."));
    await bridge(t);
    return { certain: false, understanding: u };
  }

  t.intent("fallback");
  if (await askAgain(t, { choice: false })) return { certain: false, understanding: u };
  t.say(text('No te entendí bien 🤔 Podés pedirme productos ("quiero 2 cocas"), preguntarme precios, horarios o envíos, o pedir hablar con una persona.'));
  return { certain: false, understanding: u };
}

/** A plain "sí" ("dale", "uno") to the one product an answer named: that product, with the quantity asked. */
function offerTaken(offered: { productIds: string[]; quantity: number } | null, u: Understanding): ItemMention | null {
  if (!offered || offered.productIds.length !== 1 || u.yesNo !== "yes" || u.items.length || u.cartEdit || u.questions.length) return null;
  return { quantity: offered.quantity, query: offered.productIds[0], match: { kind: "one", productId: offered.productIds[0] } };
}

/** The answer to "¿Coca-Cola 1,5 L o 500 ml?": a tapped row, "la de 500", "la primera". */
function pendingChoiceAnswer(t: TurnEngine, u: Understanding): ItemMention | null {
  const pending = t.session.pendingChoice;
  if (!pending) return null;
  const picked =
    u.choice ?? (u.items.length === 1 && u.items[0].match.kind === "one" && pending.productIds.includes(u.items[0].match.productId) ? u.items[0].match.productId : null);
  if (!picked) return null;
  const quantity = u.items.length === 1 && u.items[0].quantity !== null ? u.items[0].quantity : pending.quantity;
  return { quantity, query: picked, match: { kind: "one", productId: picked } };
}

function mapExpecting(t: TurnEngine): UnderstandContext["expecting"] {
  const e = t.session.expecting;
  if (e === "fulfilment" || e === "payment") return null;
  return e;
}

/** Button ids carry exact meaning; fold them into the understanding. A product id is checked against the catalog. */
async function applyTap(tap: { id: string; title: string } | null, u: Understanding, t: TurnEngine): Promise<void> {
  if (!tap) return;
  const [what, value] = tap.id.split(":");
  if (what === "confirm") {
    u.yesNo = value === "yes" ? "yes" : "no";
    u.items = [];
    u.cartEdit = null;
  } else if (what === "fulfilment" && (value === "delivery" || value === "pickup")) {
    u.fulfilment = value;
    u.yesNo = null;
  } else if (what === "payment" && (value === "cash" || value === "transfer" || value === "mercadopago")) {
    u.paymentMethod = value;
    u.yesNo = null;
  } else if (what === "product" && value && (await t.products([value])).some((p) => p.active)) {
    u.items = [{ quantity: null, query: tap.title, match: { kind: "one", productId: value } }];
    u.questions = [];
  }
}

async function handOff(t: TurnEngine, u: Understanding | null, trigger: NonNullable<TurnEngine["handoff"]>["trigger"], reason: string): Promise<RulesOutcome> {
  t.intent("handoff");
  t.requestHandoff({ trigger, reason });
  return { certain: true, understanding: u };
}

