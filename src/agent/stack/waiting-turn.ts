import type { TurnEngine, TurnMessage } from "../engine";
import { resumeState } from "../fsm";
import { messageTexts } from "../inbound";
import type { AgentKind, RulesOutcome } from "../kind";
import { readMessage } from "../read-message";
import { handedOffOnMisreads } from "../subflows/escalation";

// A person was asked for and nobody has taken the conversation yet (an operator who takes it
// silences the agent completely; that path never comes here). The customer keeps writing: a
// question the shop's data answers (a price, the stock, the hours, the delivery) is answered,
// and an order is taken — after a complaint a customer who wants to buy another one can buy it
// (trial 12: "igual quiero otro, uno solo. cuanto es?" got a canned line and then silence). The
// request stays open for the team either way. Anything else ("hola??? alguien???") is left to
// the wait's acknowledgement (waiting.ts), which answers every message.

/** "¿hay alguien?", "¿estás?", "¿me atienden?": asking for the person, which the acknowledgement answers. */
const PRESENCE = /\b(?:alguien|estas ahi|estan ahi|sigue ahi|siguen ahi|estas|me (?:atienden|contestan|responden|van a (?:atender|contestar|responder)))\b/;

/** Whether a batch asks something the data answers or orders something. */
async function asksOrOrders(t: TurnEngine, messages: TurnMessage[]): Promise<boolean> {
  for (const text of messageTexts(messages)) {
    const u = await readMessage(t.fork(), text);
    if (u.wantsHuman || u.cancelOrder || u.anger === "strong" || PRESENCE.test(u.normalized)) return false;
    // "hola??? alguien???" reads "alguien" as a product browsed and found nowhere: no question the data answers.
    const asked = u.questions.some((q) => q.kind !== "product" || q.match.kind !== "none" || q.ask !== "browse");
    // An order with its count is taken even when the words need a "¿cuál?" ("anotame 2 harinas
    // pureza 000", trial 13); details given with it ("retiro yo, jorge paz 25666777, efectivo") are kept.
    const ordered = u.items.some((i) => i.match.kind !== "none" || i.quantity !== null);
    const details = Object.keys(u.fields).length > 0 || !!u.fulfilment || !!u.paymentMethod;
    if (asked || ordered || u.cartEdit || u.quantityOnly !== null || (details && t.session.cart.length > 0)) return true;
  }
  return false;
}

/** The kind's rules over a batch while a person is awaited; null when the batch is only the wait's to acknowledge. */
export async function answerWhileWaiting(kind: AgentKind, t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome | null> {
  if (handedOffOnMisreads(t.session) || !(await asksOrOrders(t, messages))) return null;
  const waitingIn = t.state;
  const before = JSON.stringify([t.session.cart, t.session.customer]);
  t.session.state = resumeState(kind.definition, t.session);
  const outcome = await kind.rules(t, messages);
  // Only asked: back to waiting for the person, so the next "¿hola?" is acknowledged again. An
  // order the customer placed or started goes on with the agent; the request stays for the team.
  // A summary shown (details given with the order) waits for its yes with the agent.
  const untouched = JSON.stringify([t.session.cart, t.session.customer]) === before && t.state !== "AWAITING_CONFIRMATION";
  if (!t.handoff && untouched && t.state !== waitingIn) t.session.state = waitingIn;
  return outcome;
}
