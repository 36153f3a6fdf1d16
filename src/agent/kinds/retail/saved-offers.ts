import type { OutboundMessage } from "../../../lib/messages";
import type { TurnEngine } from "../../engine";
import { paymentName } from "../../replies";
import type { AgentStackState, StackOffer } from "../../stack/state";
import type { DetailField } from "../../subflows/details";

// A returning customer's saved details, offered where the details subflow would ask for them
// (retailDetails.ask): "¿Te lo mando a Mitre 456 como la otra vez?" instead of the address
// question, "¿Pagás con transferencia como la otra vez?" with the payment buttons. Each offer is
// made once per session and waits one turn for its "sí" or "no" (returning.ts reads it).

export function offerMade(stack: AgentStackState, offer: StackOffer): boolean {
  return (stack.offered ?? []).includes(offer);
}

/** Notes the offer as waiting for its answer and made; the message goes out as the turn's question. */
export function makeOffer(stack: AgentStackState, kind: StackOffer, message: OutboundMessage): OutboundMessage {
  stack.offer = kind;
  stack.offered = [...(stack.offered ?? []), kind];
  return message;
}

export const yesNoButtons = (kind: StackOffer, yes: string, no: string) => [
  { id: `${kind}:yes`, title: yes },
  { id: `${kind}:no`, title: no },
];

/**
 * The offer to make instead of asking `field` (the question `asked` the subflow would send), or
 * null to ask as usual: no stack, no returning customer, no saved value, or offered already.
 */
export function savedOffer(t: TurnEngine, field: DetailField, asked: OutboundMessage): OutboundMessage | null {
  const stack = t.session.agents;
  const back = stack?.context.returning;
  if (!stack || !back || t.ctx.agent?.name !== stack.stack[0]) return null;
  if (field === "address" && back.address && t.session.fulfilment === "delivery" && !offerMade(stack, "saved_address")) {
    return makeOffer(stack, "saved_address", { type: "buttons", text: `¿Te lo mando a ${back.address} como la otra vez?`, buttons: yesNoButtons("saved_address", "Sí, a esa", "Otra dirección") });
  }
  const method = back.paymentMethod;
  if (field === "payment" && asked.type === "buttons" && method && t.ports.profile.paymentMethods.includes(method as never) && !offerMade(stack, "saved_payment")) {
    // The payment buttons stay (a tap is read as always), the saved one first; a plain "sí" takes it.
    const buttons = [...asked.buttons].sort((a, b) => Number(b.id === `payment:${method}`) - Number(a.id === `payment:${method}`));
    return makeOffer(stack, "saved_payment", { type: "buttons", text: `¿Pagás con ${paymentName(method)} como la otra vez?`, buttons });
  }
  return null;
}
