import { formatMoney } from "../../lib/money";
import type { TurnEngine } from "../engine";
import type { PastOrder } from "../ports";
import { text } from "../replies";
import { loadOrder } from "./context";
import { isLate, type AfterSaleCue } from "./cues";
import type { AgentAnswer, RouteInput } from "./types";

// What support says and does about an order already placed, the same for every kind: its status
// as the back office set it (src/lib/order-lifecycle.ts, read fresh from the orders), and a
// complaint or a return handed to a person with the order attached and the customer's words as
// the reason. Nothing here touches the cart.

/** "hoy a las 14:05", or "el 02/03 a las 14:05" another day, in the shop's timezone. */
function when(at: number, now: number, timezone: string): string {
  const day = (ms: number) => new Intl.DateTimeFormat("es-AR", { timeZone: timezone, day: "2-digit", month: "2-digit" }).format(ms);
  const time = new Intl.DateTimeFormat("es-AR", { timeZone: timezone, hour: "2-digit", minute: "2-digit", hour12: false }).format(at);
  return day(at) === day(now) ? `hoy a las ${time}` : `el ${day(at)} a las ${time}`;
}

/** The answer to "¿ya está listo mi pedido?" from the order's real status. */
export function statusAnswer(o: PastOrder, t: Pick<TurnEngine, "ports" | "now">): string {
  const { profile, timezone, currency } = t.ports;
  const at = when(o.statusChangedAt, t.now(), timezone);
  const since = `desde ${at.replace(/^hoy a /, "")}`;
  const next = o.fulfilment === "delivery" ? "salga para tu casa" : "esté listo para retirar";
  switch (o.status) {
    case "confirmed":
      return `Tu pedido ${o.number} (${formatMoney(o.total, currency)}) está confirmado y todavía no empezamos a prepararlo. Te aviso por acá apenas ${next}.`;
    case "preparing":
      return `Todavía no: tu pedido ${o.number} se está preparando ${since} 👨‍🍳 Te aviso por acá apenas ${next}.`;
    case "out_for_delivery":
      return `¡Ya salió! Tu pedido ${o.number} está en camino ${since} 🛵${o.address ? ` Va a ${o.address}.` : ""}`;
    case "ready_for_pickup":
      return `¡Sí! Tu pedido ${o.number} está listo para retirar en ${profile.address} ${since} 🛍️`;
    case "delivered":
      return `Tu pedido ${o.number} figura entregado (${at}). Si hubo algún problema con el pedido, contame y te paso con el equipo.`;
    case "cancelled":
      return `Tu pedido ${o.number} fue cancelado${o.statusNote ? `: ${o.statusNote}` : ""}. Si querés, armamos uno nuevo.`;
    default:
      return `Tu pedido ${o.number} está en curso. Te aviso por acá cuando haya novedades.`;
  }
}

const ISSUE: Record<Exclude<AfterSaleCue, "status">, { said: string; label: string }> = {
  complaint: { said: "Uh, perdón por eso 🙏", label: "Reclamo" },
  return: { said: "Entiendo 🙏", label: "Devolución" },
};

/** A complaint or a return about a placed order: a person takes it, with the order and why. */
export function handOffIssue(t: TurnEngine, o: PastOrder, cue: Exclude<AfterSaleCue, "status">, words: string): void {
  const { said, label } = ISSUE[cue];
  t.intent(cue);
  // "no llegó", "hace 40 minutos que pedí": where the order stands first, then the person.
  if (cue === "complaint" && isLate(words) && o.status !== "delivered") t.say(text(statusAnswer(o, t)));
  t.say(text(`${said} Te paso con una persona del equipo para resolverlo con tu pedido ${o.number}. En breve te responde por acá.`));
  t.requestHandoff({ trigger: cue, reason: `${label} del pedido ${o.number} (${o.status}): "${words.slice(0, 300)}"`, pendingIssue: `${label} ${o.number}`, order: o.number });
}

/** A complaint about an order this contact has none of: said so, and a person takes it with why. */
function handOffMissingOrder(t: TurnEngine, words: string): void {
  t.intent("complaint");
  t.say(text("Perdón por la espera 🙏 No encuentro ningún pedido hecho desde este número. Te paso con una persona del equipo para que lo revise con vos; en breve te responde por acá."));
  t.requestHandoff({ trigger: "complaint", reason: `Reclamo sin pedido registrado desde este número: "${words.slice(0, 300)}"`, pendingIssue: "Reclamo sin pedido" });
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
    t.say(text(order ? statusAnswer(order, t) : "No tengo pedidos tuyos registrados todavía. ¿Querés hacer uno?"));
    return { certain: true, understanding: null };
  }
  const order = await loadOrder(t, stack);
  if (!order || order.status === "cancelled") {
    // "hace 40 minutos que pedí y no llegó nada" with no order of this number: said kindly, and a
    // person looks into it (it may have been ordered another way). A cart being built is the sale's.
    if (building || route.afterSale !== "complaint") return "declined";
    handOffMissingOrder(t, route.text);
    return { certain: true, understanding: null };
  }
  handOffIssue(t, order, route.afterSale, route.text);
  return { certain: true, understanding: null };
}
