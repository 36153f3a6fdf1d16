import { fold } from "../../lib/fold";
import { formatMoney } from "../../lib/money";
import type { TurnEngine } from "../engine";
import { langOf, sentence, type MessageKey } from "../language";
import type { PastOrder } from "../ports";
import { text } from "../replies";
import { deliveryAnswer } from "../shop-answers";
import { personButtons } from "../subflows/escalation";
import { loadOrder } from "./context";
import { asksArrival, isLate, orderBesideComplaint, ordersBesideWait, waitsOnTheChat, type AfterSaleCue } from "./cues";
import type { AgentAnswer, RouteInput } from "./types";

// What support says and does about an order already placed, the same for every kind: its status
// as the back office set it (src/lib/order-lifecycle.ts, read fresh from the orders), and a
// complaint or a return handed to a person with the order attached and the customer's words as
// the reason. Nothing here touches the cart.

/** "hoy a las 14:05" or "el 02/03 a las 14:05", and "desde las 14:05" or "desde el 02/03 a las 14:05", in the shop's timezone. */
function when(t: Pick<TurnEngine, "session">, at: number, now: number, timezone: string): { at: string; since: string } {
  const day = (ms: number) => new Intl.DateTimeFormat("es-AR", { timeZone: timezone, day: "2-digit", month: "2-digit" }).format(ms);
  const time = new Intl.DateTimeFormat("es-AR", { timeZone: timezone, hour: "2-digit", minute: "2-digit", hour12: false }).format(at);
  if (day(at) === day(now)) return { at: sentence(t.session, "statusToday", { time }), since: sentence(t.session, "statusSinceToday", { time }) };
  const on = sentence(t.session, "statusOn", { day: day(at), time });
  return { at: on, since: sentence(t.session, "statusSince", { at: on }) };
}

/** The answer to "¿ya está listo mi pedido?" from the order's real status. */
export function statusAnswer(o: PastOrder, t: Pick<TurnEngine, "ports" | "now" | "session">): string {
  const { profile, timezone, currency } = t.ports;
  const { at, since } = when(t, o.statusChangedAt, t.now(), timezone);
  const next = sentence(t.session, o.fulfilment === "delivery" ? "statusNextDelivery" : "statusNextPickup");
  const number = o.number;
  switch (o.status) {
    case "confirmed":
      return sentence(t.session, "statusConfirmed", { number, total: formatMoney(o.total, currency), next });
    case "preparing":
      return sentence(t.session, "statusPreparing", { number, since, next });
    case "out_for_delivery":
      return sentence(t.session, "statusOnTheWay", { number, since, to: o.address ? sentence(t.session, "statusGoesTo", { address: o.address }) : "" });
    case "ready_for_pickup":
      return sentence(t.session, "statusReady", { number, address: profile.address, since });
    case "delivered":
      return sentence(t.session, "statusDelivered", { number, at });
    case "cancelled":
      return sentence(t.session, "statusCancelled", { number, note: o.statusNote ? `: ${o.statusNote}` : "" });
    default:
      return sentence(t.session, "statusOther", { number });
  }
}

const ISSUE: Record<Exclude<AfterSaleCue, "status">, { said: MessageKey; label: string }> = {
  complaint: { said: "issueComplaint", label: "Reclamo" },
  return: { said: "issueReturn", label: "Devolución" },
};

/** A complaint or a return about a placed order: a person takes it, with the order and why. */
export function handOffIssue(t: TurnEngine, o: PastOrder, cue: Exclude<AfterSaleCue, "status">, words: string): void {
  const { said, label } = ISSUE[cue];
  t.intent(cue);
  // "no llegó", "hace 40 minutos que pedí": where the order stands first, then the person.
  if (cue === "complaint" && isLate(words) && o.status !== "delivered") t.say(text(statusAnswer(o, t)));
  t.say(text(sentence(t.session, "issueHandoff", { said: sentence(t.session, said), number: o.number })));
  t.requestHandoff({ trigger: cue, reason: `${label} del pedido ${o.number} (${o.status}): "${words.slice(0, 300)}"`, pendingIssue: `${label} ${o.number}`, order: o.number });
}

/** A complaint about an order this contact has none of: said so, and a person takes it with why. */
function handOffMissingOrder(t: TurnEngine, words: string): void {
  t.intent("complaint");
  // mood27 (t26b 023): "me llegó mal" with no wait said is sorry for the trouble, never for a wait.
  t.say(text(`${sentence(t.session, isLate(words) ? "sorryWait" : "sorryTrouble")} ${sentence(t.session, "complaintNoOrder")}`));
  t.requestHandoff({ trigger: "complaint", reason: `Reclamo sin pedido registrado desde este número: "${words.slice(0, 300)}"`, pendingIssue: "Reclamo sin pedido" });
}

/**
 * angry36 (t35b 026): a complaint about an order this number never placed, said beside a new order:
 * sorry, no order found and a person offered for it (never a handoff), and the new order's words
 * to read; null when the batch is not that one message.
 */
export function complaintBeside(t: TurnEngine, said: string[]): string | null {
  const order = said.length === 1 && !t.session.cart.length && t.state !== "HANDOFF" ? orderBesideComplaint(said[0]) : null;
  if (!order || waitsOnTheChat(said[0])) return null;
  t.intent("complaint");
  t.say(text(`${sentence(t.session, isLate(said[0]) ? "sorryWait" : "sorryTrouble")} ${sentence(t.session, "complaintNoOrderOffer")}`));
  return order;
}

/** "¿lo pueden mandar antes de las 10?", "¿a qué hora llega?": a clock time asked of an order on its way ("¿cuándo llega?" is the status question). */
const TIME_ASKED = /\b(?:antes de las?|a las?|para las?|a eso de las?|despues de las?|tipo) ?\d{1,2}\b|\ba que hora (?:llega|me llega|lo traen|lo mandan|lo envian|viene|sale)\b|\bhoy mismo\b/;

/**
 * answers10: the time asked beside the status (round 9: "¿ya está listo? ¿lo pueden mandar antes
 * de las 10?" got the status only): how long delivery takes, from the shop's data, and an exact
 * time is the team's to promise — the offer of a person.
 */
function answerArrivalTime(t: TurnEngine, o: PastOrder, words: string): void {
  const clock = TIME_ASKED.test(fold(words).toLowerCase());
  if (o.fulfilment !== "delivery" || o.status === "delivered" || o.status === "cancelled" || !(clock || asksArrival(words))) return;
  const eta = deliveryAnswer({ kind: "delivery", aspect: "time" }, t.ports.profile, t.ports.currency, null, null, langOf(t.session));
  // mood27 (t26a 201): "¿cuándo me llega?" asks no hour: how long it takes, no person offered for an exact one.
  if (!clock) return void t.say(text(eta));
  t.say({ type: "buttons", text: `${eta} ${sentence(t.session, "exactTimeByTeam")}`, buttons: personButtons(t.session) });
}

/**
 * Support's answer to after-sale words, the same for every kind: the order's status, or a
 * complaint or a return handed to a person. Null when the batch has no after-sale words (the
 * kind's support may still take it); "declined" when it is the sale's. `building`: an order is
 * being put together now, so "¿cómo va mi pedido?" is about it.
 */
export async function answerAfterSale(t: TurnEngine, route: RouteInput, building: boolean): Promise<AgentAnswer | null> {
  if (!route.afterSale) return null;
  const stack = t.session.agents!;
  if (route.afterSale === "status") {
    if (building) return "declined";
    const order = await loadOrder(t, stack);
    // No order at all: "¿cuánto demora el pedido?" asks how long one takes (info, the sale).
    if (!order && !/\bmis? (?:pedido|compra|orden)/.test(route.text.toLowerCase())) return "declined";
    t.intent("order_status");
    t.say(text(order ? statusAnswer(order, t) : sentence(t.session, "noOrdersYet")));
    if (order) answerArrivalTime(t, order, route.text);
    return { certain: true, understanding: null };
  }
  const order = await loadOrder(t, stack);
  if (!order || order.status === "cancelled") {
    // "hace 40 minutos que pedí y no llegó nada" with no order of this number: said kindly, and a
    // person looks into it (it may have been ordered another way). A cart being built is the sale's.
    if (building || route.afterSale !== "complaint") return "declined";
    // mood28 (t27b 013): "apurate que hace media hora que espero" mid-conversation waits on the chat: impatience, the sale's.
    if (waitsOnTheChat(route.text) && t.session.history.filter((h) => h.role === "customer").length > 1) return "declined";
    // mood29 (t28c 017): the same wait with an order beside it, even as the first message, is the sale's.
    if (ordersBesideWait(route.text)) return "declined";
    // angry36 (t35b 026): "ayer pedí y no llegó nada. ahora quiero 2 sprite": the new order is the sale's
    // (it says no order was found and offers a person, complaintBeside); a handoff here swallowed it.
    if (orderBesideComplaint(route.text)) return "declined";
    handOffMissingOrder(t, route.text);
    return { certain: true, understanding: null };
  }
  handOffIssue(t, order, route.afterSale, route.text);
  return { certain: true, understanding: null };
}
