import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { cartPhrase, text } from "../../replies";
import { askField, orderSummary } from "./replies";

// The order thread's end: find the next missing detail, show the summary, take the yes.

/** The next thing we must know before a summary, in the order a shop assistant would ask. */
export function nextMissing(t: TurnEngine): string | null {
  const { session, def, ports } = t;
  const p = ports.profile;
  if (!session.fulfilment) {
    if (p.delivery.enabled && p.pickup) return "fulfilment";
    session.fulfilment = p.delivery.enabled ? "delivery" : "pickup";
  }
  const required = [...def.requiredFields.always, ...(session.fulfilment === "delivery" ? def.requiredFields.delivery : [])];
  for (const field of required) if (!session.customer[field as keyof typeof session.customer]) return field;
  if (!session.paymentMethod) {
    if (p.paymentMethods.length > 1) return "payment";
    session.paymentMethod = p.paymentMethods[0];
  }
  return null;
}

/** Prefill from what the shop already knows of this customer (earlier orders), once per session. */
async function prefill(t: TurnEngine): Promise<void> {
  if (t.session.extra.prefilled) return;
  t.session.extra.prefilled = true;
  const info = await t.call("get_customer_info");
  if (!info.ok) return;
  const known = info.data as Record<string, unknown>;
  // Not the address: a returning customer is asked "¿Te lo mando a … como la otra vez?" instead (returning.ts).
  for (const f of ["firstName", "lastName", "dni", "phone", "email", "city"] as const) {
    if (!t.session.customer[f] && typeof known[f] === "string") t.session.customer[f] = known[f] as string;
  }
}

/** Continue towards the summary from wherever the order is. */
export async function advanceCheckout(t: TurnEngine): Promise<void> {
  if (t.session.cart.length === 0) {
    t.say(text("Tu carrito está vacío. ¿Qué te gustaría pedir?"));
    if (t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") t.moveTo("COLLECTING_ORDER");
    return;
  }
  if (t.state === "COLLECTING_ORDER") await prefill(t);
  const missing = nextMissing(t);
  if (missing) {
    t.moveVia(["AWAITING_CONFIRMATION", "COLLECTING_ORDER", "NEEDS_DETAILS"]);
    t.session.expecting = missing === "fulfilment" || missing === "payment" ? missing : (missing as typeof t.session.expecting);
    t.say(askField(missing, t.ports.profile));
    return;
  }
  await showSummary(t);
}

export async function showSummary(t: TurnEngine): Promise<void> {
  t.moveVia(["COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION"]);
  const cart = await t.call("get_cart");
  if (!cart.ok) return;
  const totals = await t.cartTotals();
  const now = t.now();
  t.session.pendingConfirmation = { total: totals.total, shownAt: now, expiresAt: now + t.def.confirmationTtlMs };
  t.session.expecting = "confirmation";
  t.say(orderSummary(t.session, totals, t.ports.currency, t.ports.profile));
}

/** An explicit yes to a live summary: write the order. */
export async function confirm(t: TurnEngine): Promise<void> {
  const pending = t.session.pendingConfirmation;
  if (!pending || pending.expiresAt <= t.now()) {
    t.say(text("El resumen anterior venció, te lo muestro actualizado:"));
    await showSummary(t);
    return;
  }
  t.moveTo("EXECUTING");
  t.ctx.customerSaidYes = true;
  const result = await t.call("confirm_order");
  t.ctx.customerSaidYes = false;
  if (result.ok) {
    const o = result.data as { number: string; total: number; fulfilment: string };
    t.moveTo("DONE");
    t.session.expecting = null;
    const where = o.fulfilment === "delivery" ? `Te lo enviamos a ${t.session.customer.address}.` : `Te esperamos en ${t.ports.profile.address}.`;
    t.say(text(`¡Listo! Tu pedido ${o.number} quedó confirmado. Total: ${formatMoney(o.total, t.ports.currency)}. ${where} ¡Gracias por tu compra! 🙌`));
    return;
  }
  t.moveTo("COLLECTING_ORDER");
  t.session.expecting = null;
  if (result.code === "out_of_stock") {
    const d = result.data as { name: string; available: number };
    t.say(text(`Uy, no me alcanza el stock de ${d.name} (quedan ${d.available}). ¿Querés cambiar la cantidad o sacarlo? Tenés ${cartPhrase(t.session.cart)}.`));
    return;
  }
  t.say(text(`No pude confirmar el pedido: ${result.error} ¿Lo revisamos?`));
}
