import { formatMoney } from "../../../lib/money";
import { cartTotals } from "../../cart-math";
import type { TurnEngine } from "../../engine";
import { listJoin, text } from "../../replies";
import { askedForConsent } from "../../tools/consent";
import { PACKS_OPTIONAL, PACKS_REQUIRED, packsData, updatePacksData } from "./data";
import { askPayment, knownPayment, paymentLine, paymentPromise } from "./payment";
import { FIELD_ASK, missingPhrase, once, packLabel, promosMessage, thanksName } from "./replies";
import { deliveryAddress, loadPacks, type Pack } from "./tools";
import { addressHasFlat } from "../../understand/address";

// The steps of the packs flow, shared by customer turns and timers. Every move goes through
// t.moveTo, which checks the definition's edges and each state's `requires` in code.

export function missingFields(t: TurnEngine): string[] {
  return PACKS_REQUIRED.filter((f) => !t.session.customer[f]);
}

export async function packs(t: TurnEngine): Promise<Pack[]> {
  return loadPacks(t.catalog);
}

/** Loads what the shop already knows of a returning customer, once per session. */
export async function prefill(t: TurnEngine): Promise<void> {
  if (packsData(t.session).prefilled) return;
  updatePacksData(t.session, { prefilled: true });
  const info = await t.call("get_customer_info");
  if (!info.ok) return;
  const known = info.data as Record<string, unknown>;
  for (const f of ["firstName", "lastName", "phone", "email", "address", "city"] as const) {
    if (!t.session.customer[f] && typeof known[f] === "string") t.session.customer[f] = known[f] as string;
  }
}

export async function startCollecting(t: TurnEngine): Promise<void> {
  t.moveTo("collecting_data");
  await prefill(t);
}

/** Asks for exactly what is still missing (all of it the first time); `first` is asked first. */
export function askMissing(t: TurnEngine, lead: string | null, first?: string): void {
  const missing = missingFields(t);
  if (first && !missing.includes(first)) missing.unshift(first);
  else if (first) missing.sort((a, b) => (a === first ? -1 : b === first ? 1 : 0));
  if (!missing.length) return;
  t.session.expecting = missing[0] as typeof t.session.expecting;
  const all = missing.length === PACKS_REQUIRED.length;
  const body = all
    ? once(
        t,
        "ask_data",
        [
          "Para pasarte las promos y coordinar el envío necesito tu nombre, un teléfono, tu ciudad y tu dirección. Si querés, sumá apellido, barrio, piso/depto y correo.",
          "Así te armo las promos: pasame tu nombre, un teléfono de contacto, la ciudad y la dirección de entrega.",
        ],
        `Me falta ${missingPhrase(missing)}.`,
      )
    : lead
      ? once(t, "ask_missing_after", [`Me falta ${missingPhrase(missing)}.`, `Solo me queda ${missingPhrase(missing)}.`], `Me falta ${missingPhrase(missing)}.`)
      : once(t, "ask_missing", [`Anotado ✅ Me falta ${missingPhrase(missing)}.`, `¡Gracias! Solo me queda ${missingPhrase(missing)}.`, `Perfecto. Me falta ${missingPhrase(missing)}.`], `Me falta ${missingPhrase(missing)}.`);
  t.say(text([lead, body, FIELD_ASK[missing[0]]].filter(Boolean).join(" ")));
}

/** "Si querés, sumá tu apellido o correo." for the optional data not given yet. */
function optionalAsk(t: TurnEngine): string {
  const c = t.session.customer;
  const names: Record<string, string> = { lastName: "tu apellido", neighborhood: "barrio", apartment: "piso/depto", email: "correo" };
  const missing = PACKS_OPTIONAL.filter((f) => !c[f] && !(f === "apartment" && addressHasFlat(c.address)));
  return missing.length ? `Si querés, sumá ${listJoin(missing.map((f) => names[f]), "o")}. ` : "";
}

/** All the minimum data is in and the promos were asked for already: said, and the promos at once. */
export async function dataCompleteWithPromos(t: TurnEngine): Promise<void> {
  await offerPacks(t, `¡Gracias${thanksName(t)}! Ya tengo todo para el envío a ${deliveryAddress(t.session.customer)} 🙌`);
}

/** All the minimum data is in: say so; the promos follow after a short wait (a timer). */
export function dataComplete(t: TurnEngine, lead: string | null = null): void {
  t.session.expecting = null;
  const where = deliveryAddress(t.session.customer);
  t.say(
    text(
      once(
        t,
        "data_complete",
        [`¡Gracias${thanksName(t)}! Ya tengo todo para el envío a ${where} 🙌 ${optionalAsk(t)}En un par de minutos te paso las promos.`],
        // A detail added afterwards ("Córdoba capital") is read back, not passed over.
        lead ? `${lead} Enseguida te paso las promos.` : `¡Listo${thanksName(t)}! Ya tengo tus datos. Enseguida te paso las promos.`,
      ),
    ),
  );
}

/** Shows the packs and enters ofrecer_promos (which requires the minimum data). */
export async function offerPacks(t: TurnEngine, lead: string | null = null): Promise<void> {
  const list = await t.call("get_packs");
  const all = await packs(t);
  if (!list.ok || !all.length) {
    t.say(text("Uy, ahora no puedo mostrarte las promos. Te paso con una persona del equipo."));
    t.requestHandoff({ trigger: "tool_errors", reason: "No hay packs en el catálogo." });
    return;
  }
  t.moveTo("ofrecer_promos");
  updatePacksData(t.session, { promosOfferedAt: t.now(), promosAsked: false });
  t.session.expecting = null;
  const cur = t.ports.currency;
  const intro = lead ? `${lead} Estas son nuestras promos 🎁` : once(t, "offer_packs", [`¡Listo${thanksName(t)}! Estas son nuestras promos 🎁`, "Te dejo de nuevo las opciones:", "Estas son las promos vigentes:"], "Promos:");
  const closing = once(t, "offer_close", ["¿Cuál te llevás? Respondé 1, 2 o 3.", "¿Con cuál te quedás?"], "¿Cuál elegís?");
  t.say(promosMessage(intro, all, cur, closing));
}

/** The summary lines of the current selection, with totals from catalog prices. */
export async function summaryLines(t: TurnEngine): Promise<string[]> {
  const products = await t.products(t.session.cart.map((l) => l.productId));
  const totals = cartTotals(t.session.cart, products, t.ports.profile, "delivery");
  const cur = t.ports.currency;
  const c = t.session.customer;
  const pack = (await packs(t)).find((p) => p.productId === packsData(t.session).pack);
  return [
    `• ${pack ? `${packLabel(pack)} (${pack.name})` : t.session.cart[0]?.name}: ${formatMoney(totals.subtotal, cur)}`,
    `Envío: ${totals.deliveryFee ? formatMoney(totals.deliveryFee, cur) : "gratis"}`,
    `*Total: ${formatMoney(totals.total, cur)}*`,
    `Entrega en: ${deliveryAddress(c)}`,
    `A nombre de: ${[c.firstName, c.lastName].filter(Boolean).join(" ")} (tel. ${c.phone})`,
    `Pago: ${paymentLine(knownPayment(t), t.ports.profile)}`,
  ];
}

/**
 * Selects a pack and shows its summary (enters resumen: requires promos offered and a pack).
 * `ask`: the summary asks for the yes; false when the customer's words already were the yes.
 */
export async function selectAndSummarise(t: TurnEngine, pack: Pack, ask = true): Promise<boolean> {
  const selected = await t.call("select_pack", { productId: pack.productId });
  if (!selected.ok) {
    t.say(text(selected.code === "out_of_stock" ? `Uy, no me queda stock de ${packLabel(pack)}. ¿Te sirve otra opción?` : `No pude elegir ese pack: ${selected.error}`));
    return false;
  }
  await summariseOrAskPayment(t, ask, `Anotado ✅ ${packLabel(pack)}, total ${formatMoney(pack.price, t.ports.currency)}.`);
  return true;
}

/**
 * The pack is chosen: its summary, or first how the customer pays when that is still open (the
 * summary, and so the order, never carries a payment the customer did not give).
 */
export async function summariseOrAskPayment(t: TurnEngine, ask = true, lead: string | null = null): Promise<void> {
  if (!knownPayment(t) && ask) {
    askPayment(t, lead);
    return;
  }
  await showSummary(t, ask);
}

/** The summary of the pack already selected (enters resumen, which requires promos and a pack). */
export async function showSummary(t: TurnEngine, ask = true): Promise<void> {
  t.moveTo("resumen");
  const header = once(t, "summary", ["Resumen de tu compra:", "Te paso el resumen actualizado:", "Así queda tu compra:"], "Resumen:");
  const lines = await summaryLines(t);
  updatePacksData(t.session, { summarySentAt: t.now() });
  if (!ask) {
    t.say(text([header, ...lines].join("\n")));
    return;
  }
  t.session.expecting = "confirmation";
  t.say({
    type: "buttons",
    text: [header, ...lines, "", "¿Confirmamos?"].join("\n"),
    buttons: [
      { id: "confirm:yes", title: "Confirmar" },
      { id: "confirm:modify", title: "Cambiar pack" },
    ],
  });
}

/** Writes the order of the summarised pack and enters compra_confirmada (requires the summary). */
export async function placeOrder(t: TurnEngine): Promise<{ number: string; total: number } | null> {
  const result = await t.call("place_pack_order");
  if (!result.ok) {
    // Writing it failed: a person finishes it, with the reason and the pack; the customer is told.
    const pack = t.session.cart[0]?.name ?? "tu pack";
    const why = result.code === "out_of_stock" ? "justo se agotó ese pack" : "hubo un problema al guardarlo";
    t.say(text(`Uy, no pude registrar tu pedido: ${why} 😕 Te paso con una persona del equipo para terminarlo.`));
    t.requestHandoff({ trigger: "order_failed", reason: `No se pudo escribir el pedido: ${result.code}: ${result.error}`, pendingIssue: `Pedido sin registrar: ${pack}` });
    return null;
  }
  t.moveTo("compra_confirmada");
  t.session.expecting = null;
  return result.data as { number: string; total: number };
}

/** Cancels the current order (if the shop has not started on it) and forgets the selection. */
export async function cancelCurrent(t: TurnEngine): Promise<"cancelled" | "processed" | "none"> {
  const number = packsData(t.session).orderNumber;
  if (!number) return "none";
  const result = await t.call("cancel_order", { orderNumber: number });
  // Without the customer's yes on the turn the tool changes nothing.
  if (result.ok && askedForConsent(result.data)) return "none";
  if (!result.ok) {
    if (result.code === "order_already_processed") {
      t.requestHandoff({ trigger: "order_already_processed", reason: `Quiere cambiar o cancelar ${number}, que ya está en proceso.`, pendingIssue: `Cambiar/cancelar ${number}` });
      return "processed";
    }
    if (result.code !== "order_cancelled") return "none";
  }
  updatePacksData(t.session, { orderNumber: null, summarySentAt: null });
  return "cancelled";
}

export function confirmedText(t: TurnEngine, order: { number: string; total: number }, pack: Pack | undefined): string {
  return `¡Listo${thanksName(t)}! Tu pedido ${order.number} quedó confirmado: ${pack ? packLabel(pack) : "tu pack"}, total ${formatMoney(order.total, t.ports.currency)}. Te lo enviamos a ${deliveryAddress(t.session.customer)} y ${paymentPromise(knownPayment(t))}. ¡Gracias por tu compra! 🙌`;
}
