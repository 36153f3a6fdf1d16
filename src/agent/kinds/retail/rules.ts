import type { TurnEngine, TurnMessage } from "../../engine";
import { openNow } from "../../hours";
import { lastTap, messageTexts } from "../../inbound";
import type { RulesOutcome } from "../../kind";
import type { Product } from "../../ports";
import { cartPhrase, infoAnswer, offeredOptions, ONLY_TEXT, text, THANKS } from "../../replies";
import { typedOption } from "../../understand/options";
import { understand } from "../../understand";
import type { Understanding } from "../../understand/types";
import { cartChanges, ORDER_STATES, showCart } from "./cart";
import { advanceCheckout, confirm } from "./checkout";
import { collectDetails, detailNotUnderstood, detailsContext } from "../../subflows/details";
import { detailsWithoutOrder, locationAsAddress, retailDetails } from "./details";
import { answerConsent, cancelCart, cancelOrder, modifyOrder, repeatLast } from "./orders";
import { bridge } from "./replies";
import { apologise, checkEscalation } from "../../subflows/escalation";

// The shop with a cart, one batch of customer messages at a time: what was asked first
// (a person, anger, cancellations), then the cart, the details, questions, and the order thread.

/**
 * The retail shop's rules: deterministic, no model. Returns whether it was certain, so the
 * Claude path (when configured) can take over the turns it was not.
 */
export async function retailRules(t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> {
  const catalog = await t.catalog();
  const textParts = messageTexts(messages);
  // Media, stickers, carts from the catalog…: anything that carries no words yet (issue 16/17 phase 2 reads them).
  const unsupported = messages.filter((m) => !["text", "button", "list", "location"].includes(m.content.type));

  if (textParts.length === 0 && unsupported.length > 0) {
    t.intent("unsupported_media");
    t.say(text(ONLY_TEXT));
    await bridge(t);
    return { certain: true, understanding: null };
  }

  // A tap, or an offered button's label typed ("modificar", "retiro", "efectivo").
  const tap = lastTap(messages) ?? typedOption(textParts.join(" "), offeredOptions(t.session));
  // A tap's words are the option, never details.
  const asked = tap ? {} : { expecting: mapExpecting(t), ...detailsContext(t, retailDetails) };
  const u = understand(textParts.join(". "), { catalog, choices: t.session.pendingChoice?.productIds, ...asked });
  applyTap(tap, u, catalog);

  // A person asked for, anger, the second frustrated message, "¿sos un bot?".
  const escalated = checkEscalation(t, u, tap);
  if (escalated === "answered") await bridge(t);
  if (escalated) return { certain: true, understanding: u };

  // A pending "¿Cancelo …? Sí / No" is answered before anything else.
  const consent = await answerConsent(t, u, tap);
  if (consent) return consent;

  locationAsAddress(t, messages, u);

  let acted = false;
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
  if (u.cartEdit?.kind === "clear") return cancelCart(t, u);

  // The cart: an open question's answer (which product, "¿te pongo 40?"), edits, new lines.
  if (await cartChanges(t, u, catalog)) acted = true;
  if (t.handoff) return { certain: true, understanding: u };

  const details = await collectDetails(t, retailDetails, u, tap);
  if (details.status === "asked" || t.handoff) return { certain: true, understanding: u };
  if (details.status === "saved" && !t.session.cart.length && !acted) {
    detailsWithoutOrder(t, details.lead!);
    return { certain: true, understanding: u };
  }

  if (u.infoTopics.length) {
    t.intent("info");
    const isOpen = openNow(t.ports.profile.hours, t.ports.timezone, t.now());
    await t.call("get_commerce_profile");
    t.say(text(u.infoTopics.map((topic) => infoAnswer(topic, t.ports.profile, t.ports.currency, isOpen, catalog)).join("\n")));
    if (!acted && details.status === "none") {
      if (ORDER_STATES.has(t.state)) t.session.interruptedTopic = t.state;
      await bridge(t);
      return { certain: true, understanding: u };
    }
  }

  // The order thread.
  if (t.state === "AWAITING_CONFIRMATION" && !acted && details.status === "none") {
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
      t.say(text(`Dale, ¿qué querés cambiar? Tenés ${cartPhrase(t.session.cart, await t.catalog())}.`));
      return { certain: true, understanding: u };
    }
  }

  const wantsCheckout = u.wantsToCheckout || (u.yesNo === "yes" && t.state === "COLLECTING_ORDER" && t.session.cart.length > 0 && !acted);
  if (details.status === "saved" || (wantsCheckout && t.session.cart.length > 0) || (t.state === "AWAITING_CONFIRMATION" && acted)) {
    t.intent(details.status === "saved" ? "provide_details" : "checkout");
    if (acted && !wantsCheckout && details.status !== "saved") return { certain: true, understanding: u };
    await advanceCheckout(t, details.lead);
    return { certain: true, understanding: u };
  }
  // Replies to cart changes and info answers already invite to go on.
  if (acted || u.infoTopics.length) return { certain: true, understanding: u };

  if (u.showCart) {
    t.intent("show_cart");
    await showCart(t);
    return { certain: true, understanding: u };
  }

  if (retailDetails.active(t) && t.session.expecting) {
    detailNotUnderstood(t, retailDetails, u);
    return { certain: !!t.handoff, understanding: u };
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
    return { certain: true, understanding: u };
  }
  if (wantsCheckout && t.session.cart.length === 0) {
    t.intent("checkout");
    t.say(text("Todavía no tenés nada en el carrito. ¿Qué te gustaría pedir?"));
    return { certain: true, understanding: u };
  }
  if (u.anger === "mild") {
    apologise(t);
    await bridge(t);
    return { certain: false, understanding: u };
  }

  t.intent("fallback");
  t.say(text('No te entendí bien 🤔 Podés pedirme productos (por ejemplo "quiero 2 cocas"), preguntarme horarios, envíos o medios de pago, o pedir hablar con una persona.'));
  await bridge(t);
  return { certain: false, understanding: u };
}

function mapExpecting(t: TurnEngine): Parameters<typeof understand>[1]["expecting"] {
  const e = t.session.expecting;
  if (e === "fulfilment" || e === "payment") return null;
  return e;
}

/** Button ids carry exact meaning; fold them into the understanding. */
function applyTap(tap: { id: string; title: string } | null, u: Understanding, catalog: Product[]): void {
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
  } else if (what === "product" && catalog.some((p) => p.id === value)) {
    u.items = [{ quantity: null, query: tap.title, match: { kind: "one", productId: value } }];
  }
}
