// Orders already placed: cancel, modify (reopen), repeat; and cancelling the cart being built.
import type { TurnEngine } from "../../engine";
import { cartPhrase, listJoin, text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { openCart, ORDER_STATES } from "./cart";
import type { RulesOutcome } from "../../kind";

export async function cancelCart(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("cancel_cart");
  t.moveTo("COLLECTING_ORDER");
  await t.call("clear_cart");
  t.moveTo("IDLE");
  t.session.expecting = null;
  t.say(text("Listo, cancelé el pedido. Si querés pedir otra cosa, escribime. 👋"));
  return { certain: true, understanding: u };
}

export async function cancelOrder(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("cancel_order");
  if (ORDER_STATES.has(t.state) && !t.session.lastOrderNumber) return cancelCart(t, u);
  if (ORDER_STATES.has(t.state)) t.moveVia(["AWAITING_CONFIRMATION", "COLLECTING_ORDER"]);
  if (t.state === "NEEDS_DETAILS") t.moveTo("COLLECTING_ORDER");
  const result = await t.call("cancel_order", {});
  if (result.ok) {
    const o = result.data as { number: string };
    t.say(text(`Listo, cancelé tu pedido ${o.number}. ¿Te ayudo con algo más?`));
  } else if (result.code === "order_already_processed") {
    const { number = "", status = "" } = (result.data ?? {}) as { number?: string; status?: string };
    t.say(text(`Tu pedido ${number} ${processedPhrase(status)}, así que no lo puedo cancelar yo. Te paso con una persona del equipo que te va a ayudar.`));
    t.requestHandoff({ trigger: "order_already_processed", reason: `Quiere cancelar ${number}, que ya está en proceso.`, pendingIssue: `Cancelar ${number}` });
  } else {
    t.say(text(result.error));
  }
  return { certain: true, understanding: u };
}

function processedPhrase(status: string): string {
  // The order lifecycle's vocabulary (src/lib/order-lifecycle.ts).
  if (status === "out_for_delivery") return "ya está en camino";
  if (status === "ready_for_pickup") return "ya está listo para retirar";
  if (status === "delivered") return "ya fue entregado";
  return "ya está en preparación";
}

export async function modifyOrder(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("modify_order");
  const result = await t.call("modify_order", {});
  if (result.ok) {
    const d = result.data as { reopened: string };
    t.moveTo("COLLECTING_ORDER");
    t.say(text(`Listo, reabrí tu pedido ${d.reopened}: tenés ${cartPhrase(t.session.cart)}. ¿Qué querés cambiar?`));
  } else if (result.code === "order_already_processed") {
    const { number = "", status = "" } = (result.data ?? {}) as { number?: string; status?: string };
    t.say(text(`Tu pedido ${number} ${processedPhrase(status)}, así que no lo puedo cambiar yo. Te paso con una persona del equipo que te va a ayudar.`));
    t.requestHandoff({ trigger: "order_already_processed", reason: `Quiere modificar ${number}, que ya está en proceso.`, pendingIssue: `Modificar ${number}` });
  } else {
    t.say(text(`${result.error} ¿Querés hacer un pedido nuevo?`));
  }
  return { certain: true, understanding: u };
}

export async function repeatLast(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("repeat_order");
  if (t.state === "NEEDS_DETAILS" || t.state === "AWAITING_CONFIRMATION") openCart(t);
  const result = await t.call("repeat_last_order");
  if (!result.ok) {
    t.say(text(`${result.error} ¿Qué te gustaría pedir?`));
    return { certain: true, understanding: u };
  }
  const d = result.data as { from: string; missing: string[] };
  if (t.session.cart.length === 0) {
    t.say(text(`No tengo stock de lo que pediste en ${d.from} (${listJoin(d.missing)}). ¿Querés otra cosa?`));
    return { certain: true, understanding: u };
  }
  if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
  const missing = d.missing.length ? ` (sin ${listJoin(d.missing)}, que no tengo ahora)` : "";
  t.say(text(`Cargué lo mismo que en ${d.from}: ${cartPhrase(t.session.cart)}${missing}. ¿Agregamos algo más o confirmamos?`));
  return { certain: true, understanding: u };
}
