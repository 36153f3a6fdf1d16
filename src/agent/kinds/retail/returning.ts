import type { TurnEngine, TurnMessage } from "../../engine";
import { lastTap } from "../../inbound";
import { readMessage } from "../../read-message";
import { sentence } from "../../language";
import { hello, itemPhrase, listJoin, offeredOptions, text } from "../../replies";
import type { ReturningContext, StackOffer } from "../../stack/state";
import { typedOption } from "../../understand/options";
import type { Understanding } from "../../understand/types";
import type { AgentTook, RouteInput } from "../../stack/types";
import { advanceCheckout } from "./checkout";
import { repeatLast } from "./orders";
import { askField } from "./replies";
import { makeOffer, offerMade, yesNoButtons } from "./saved-offers";

// A returning customer, from the context the stack loaded when the order started: the last
// order offered back on a plain greeting ("¿Lo mismo que la última vez: 3 Pepsi 1,5 L?"); the
// saved address and the last payment are offered where the details subflow asks for them
// (saved-offers.ts). Each offer is made once per session and waits one turn for its "sí" or
// "no", read here before the rules; anything else goes to the rules as usual.

const OPENING = /^(?:\S+ ){0,3}(?:hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|que tal|holi|wenas|quiero (?:hacer |pedir )?(?:un )?pedido|quiero pedir|queria (?:hacer )?(?:un )?pedido)\b/;

/** Before the rules: the answer to a pending offer, or the usual order offered on a greeting. Null: the rules answer. */
export async function offersFirst(t: TurnEngine, messages: TurnMessage[], route: RouteInput): Promise<AgentTook | null> {
  const stack = t.session.agents!;
  const back = stack.context.returning;
  const pending = stack.offer;
  stack.offer = null;
  // A tap, or an offered button's label typed ("Otra dirección").
  const tap = lastTap(messages) ?? typedOption(route.text, offeredOptions(t.session));
  if (pending && back) {
    const u = await readMessage(t, tap ? "" : route.text);
    const plain = !tap && !u.items.length && !u.cartEdit && !u.questions.length && !Object.keys(u.fields).length;
    const answer = tap?.id === `${pending}:yes` || (plain && u.yesNo === "yes") ? "yes" : tap?.id === `${pending}:no` || (plain && u.yesNo === "no") ? "no" : null;
    if (!answer) return null;
    await take(t, pending, answer, back, u);
    return { certain: true, understanding: u };
  }
  const norm = route.text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const fresh = (t.state === "IDLE" || t.state === "DONE") && !t.session.cart.length;
  if (!tap && fresh && back?.lastOrder && !offerMade(stack, "usual") && OPENING.test(norm)) {
    const u = await readMessage(t, route.text);
    if (u.items.length || u.questions.length || u.cancelOrder || u.modifyOrder || u.repeatLastOrder || route.afterSale) return null;
    t.intent("greeting");
    const products = await t.products(back.lastOrder.items.map((i) => i.productId));
    const usual = listJoin(back.lastOrder.items.map((i) => itemPhrase(i, products)));
    const greet = u.greeting ? `${hello(t.session)} 👋 ` : "";
    t.say(makeOffer(stack, "usual", { type: "buttons", text: `${greet}¿Lo mismo que la última vez: ${usual}?`, buttons: yesNoButtons("usual", "Sí, lo mismo", "No, otra cosa") }));
    return { certain: true, understanding: u };
  }
  return null;
}

async function take(t: TurnEngine, pending: StackOffer, answer: "yes" | "no", back: ReturningContext, u: Understanding): Promise<void> {
  if (pending === "usual") {
    if (answer === "yes") await repeatLast(t, u);
    else {
      t.intent("decline_usual");
      t.say(text(sentence(t.session, "declineUsual")));
    }
    return;
  }
  const field = pending === "saved_address" ? "address" : "paymentMethod";
  if (answer === "no") {
    t.intent("decline_saved");
    t.say(pending === "saved_address" ? askField("address", t.ports.profile) : askField("payment", t.ports.profile));
    return;
  }
  t.intent("provide_details");
  const value = pending === "saved_address" ? back.address : back.paymentMethod;
  const saved = await t.call("update_customer_info", { [field]: value });
  if (!saved.ok) t.say(text(`No pude usar ese dato: ${saved.error}`));
  await advanceCheckout(t);
}
