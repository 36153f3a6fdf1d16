import type { TurnEngine, TurnMessage } from "../engine";
import { resumeState } from "../fsm";
import { messageTexts } from "../inbound";
import type { AgentKind, RulesOutcome } from "../kind";
import { readMessage } from "../read-message";
import { handedOffOnMisreads, notUnderstood } from "../subflows/escalation";
import { WriteBarred, withoutWrites } from "../dry-run";

// A person was asked for and nobody has taken the conversation yet (an operator who takes it
// silences the agent completely; that path never comes here). The customer keeps writing: a
// question the shop's data answers (a price, the stock, the hours, the delivery) is answered,
// and an order is taken — after a complaint a customer who wants to buy another one can buy it
// (trial 12: "igual quiero otro, uno solo. cuanto es?" got a canned line and then silence). The
// request stays open for the team either way. Anything else ("hola??? alguien???") is left to
// the wait's acknowledgement (waiting.ts), which answers every message.
//
// waiting26 (t25b 021, t25b 016): what the rules understand with certainty is taken in any wait —
// a pick of the list left open ("el de medio kilo") or products found and added ("el jamon
// feteado cagnoli de 200 y el pan de mesa grande") — even after a handoff the agent made because
// it could not follow. There, nothing else is answered (t22a 106, t23a 105: no "No tengo X", no
// "Tu carrito está vacío"): the rules are tried on a copy first, and only a turn that changed the
// cart and understood what it read is played for real.

/** "¿hay alguien?", "¿estás?", "¿me atienden?": asking for the person, which the acknowledgement answers. */
const PRESENCE = /\b(?:alguien|estas ahi|estan ahi|sigue ahi|siguen ahi|estas|me (?:atienden|contestan|responden|van a (?:atender|contestar|responder)))\b/;

/**
 * What a batch is while a person is awaited: "wait" when it asks for the person, cancels or is
 * angry (only the acknowledgement answers it), "asks" when it asks something the data answers or
 * orders something, "other" for the rest (a pick of an open list reads as nothing on its own).
 */
async function readWhileWaiting(t: TurnEngine, messages: TurnMessage[]): Promise<"wait" | "asks" | "other"> {
  let asks = false;
  for (const text of messageTexts(messages)) {
    const u = await readMessage(t.fork(), text);
    if (u.wantsHuman || u.cancelOrder || u.anger === "strong" || PRESENCE.test(u.normalized)) return "wait";
    // "hola??? alguien???" reads "alguien" as a product browsed and found nowhere: no question the data answers.
    const asked = u.questions.some((q) => q.kind !== "product" || q.match.kind !== "none" || q.ask !== "browse");
    // An order with its count is taken even when the words need a "¿cuál?" ("anotame 2 harinas
    // pureza 000", trial 13); details given with it ("retiro yo, jorge paz 25666777, efectivo") are kept.
    const ordered = u.items.some((i) => i.match.kind !== "none" || i.quantity !== null);
    const details = Object.keys(u.fields).length > 0 || !!u.fulfilment || !!u.paymentMethod;
    if (asked || ordered || u.cartEdit || u.quantityOnly !== null || (details && t.session.cart.length > 0)) asks = true;
  }
  return asks ? "asks" : "other";
}

/**
 * Whether the rules, tried on a copy that cannot write, understood the batch and changed the cart
 * with it. A batch that reads as nothing on its own counts only as the answer to the list left
 * open: "ok espero" after a price is no yes to the offer that came with it.
 */
async function takenForCertain(kind: AgentKind, t: TurnEngine, messages: TurnMessage[], onlyAPick: boolean): Promise<boolean> {
  const list = JSON.stringify(t.session.pendingChoice ?? null);
  const open = t.session.pendingChoice;
  // A one-product offer ("¿Te agrego 1 Pepsi?") is answered by a yes, which a wait's "ok" is not.
  if (onlyAPick && (!open || open.offer || open.productIds.length < 2)) return false;
  const trial = t.fork(withoutWrites(t.ports));
  trial.session.state = resumeState(kind.definition, trial.session);
  try {
    await kind.rules(trial, messages);
  } catch (err) {
    // A write wanted (a yes to a summary, details stored) is left to the person awaited.
    if (err instanceof WriteBarred) return false;
    throw err;
  }
  if (trial.handoff || notUnderstood(trial.intents)) return false;
  if (onlyAPick && JSON.stringify(trial.session.pendingChoice ?? null) === list) return false;
  return JSON.stringify(trial.session.cart) !== JSON.stringify(t.session.cart);
}

/** The kind's rules over a batch while a person is awaited; null when the batch is only the wait's to acknowledge. */
export async function answerWhileWaiting(kind: AgentKind, t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome | null> {
  const read = await readWhileWaiting(t, messages);
  if (read === "wait") return null;
  if ((read === "other" || handedOffOnMisreads(t.session)) && !(await takenForCertain(kind, t, messages, read === "other"))) return null;
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
