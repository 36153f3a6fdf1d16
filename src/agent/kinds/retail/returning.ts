import type { OutboundMessage } from "../../../lib/messages";
import type { TurnEngine, TurnMessage } from "../../engine";
import { lastTap } from "../../inbound";
import { readMessage } from "../../read-message";
import { hello, itemPhrase, listJoin, paymentName, text } from "../../replies";
import type { AgentStackState, ReturningContext, StackOffer } from "../../stack/state";
import type { Understanding } from "../../understand/types";
import type { AgentTook, RouteInput } from "../../stack/types";
import { advanceCheckout } from "./checkout";
import { repeatLast } from "./orders";
import { askField } from "./replies";

// A returning customer, from the context the stack loaded when the order started: the last
// order offered back on a plain greeting ("¿Lo mismo que la última vez: 3 Pepsi 1,5 L?"), the
// saved address offered where it would be asked ("¿Te lo mando a Mitre 456 como la otra vez?"),
// the last payment offered with the payment question. Each offer is made once per session and
// waits one turn for its "sí" or "no"; anything else goes to the rules as usual.

const OPENING = /^(?:\S+ ){0,3}(?:hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|que tal|holi|wenas|quiero (?:hacer |pedir )?(?:un )?pedido|quiero pedir|queria (?:hacer )?(?:un )?pedido)\b/;

function made(stack: AgentStackState, offer: StackOffer): boolean {
  return (stack.offered ?? []).includes(offer);
}

function offer(t: TurnEngine, stack: AgentStackState, kind: StackOffer, message: OutboundMessage): void {
  stack.offer = kind;
  stack.offered = [...(stack.offered ?? []), kind];
  t.say(message);
}

const yesNo = (kind: StackOffer, yes: string, no: string) => [
  { id: `${kind}:yes`, title: yes },
  { id: `${kind}:no`, title: no },
];

/** Before the rules: the answer to a pending offer, or the usual order offered on a greeting. Null: the rules answer. */
export async function offersFirst(t: TurnEngine, messages: TurnMessage[], route: RouteInput): Promise<AgentTook | null> {
  const stack = t.session.agents!;
  const back = stack.context.returning;
  const pending = stack.offer;
  stack.offer = null;
  const tap = lastTap(messages);
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
  if (!tap && fresh && back?.lastOrder && !made(stack, "usual") && OPENING.test(norm)) {
    const u = await readMessage(t, route.text);
    if (u.items.length || u.questions.length || u.cancelOrder || u.modifyOrder || u.repeatLastOrder || route.afterSale) return null;
    t.intent("greeting");
    const usual = listJoin(back.lastOrder.items.map(itemPhrase));
    const greet = u.greeting ? `${hello(t.session)} 👋 ` : "";
    offer(t, stack, "usual", { type: "buttons", text: `${greet}¿Lo mismo que la última vez: ${usual}?`, buttons: yesNo("usual", "Sí, lo mismo", "No, otra cosa") });
    return { certain: true, understanding: u };
  }
  return null;
}

async function take(t: TurnEngine, pending: StackOffer, answer: "yes" | "no", back: ReturningContext, u: Understanding): Promise<void> {
  if (pending === "usual") {
    if (answer === "yes") await repeatLast(t, u);
    else {
      t.intent("decline_usual");
      t.say(text("Dale, ¿qué te gustaría pedir?"));
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

/** After the rules: the saved address or the last payment offered where the rules asked for them. */
export function offersAfter(t: TurnEngine): void {
  const stack = t.session.agents!;
  const back = stack.context.returning;
  const last = t.replies.at(-1);
  if (!back || !last || t.handoff) return;
  if (last.type === "location_request" && back.address && t.session.fulfilment === "delivery" && !t.session.customer.address && !made(stack, "saved_address")) {
    t.replies.pop();
    offer(t, stack, "saved_address", { type: "buttons", text: `¿Te lo mando a ${back.address} como la otra vez?`, buttons: yesNo("saved_address", "Sí, a esa", "Otra dirección") });
    return;
  }
  const method = back.paymentMethod;
  if (last.type === "buttons" && last.buttons.some((b) => b.id.startsWith("payment:")) && method && t.ports.profile.paymentMethods.includes(method as never) && !made(stack, "saved_payment")) {
    t.replies.pop();
    // The payment buttons stay (a tap is read as always); a plain "sí" takes the saved one.
    const buttons = [...last.buttons].sort((a, b) => Number(b.id === `payment:${method}`) - Number(a.id === `payment:${method}`));
    offer(t, stack, "saved_payment", { type: "buttons", text: `¿Pagás con ${paymentName(method)} como la otra vez?`, buttons });
  }
}
