import { formatMoney } from "../../../lib/money";
import { inAskingOrder } from "./asked";
import { cartTotals } from "../../cart-math";
import type { TurnEngine } from "../../engine";
import { joinList, langOf, sentence, word } from "../../language";
import { text } from "../../replies";
import { askedForConsent } from "../../tools/consent";
import { PACKS_OPTIONAL, PACKS_REQUIRED, packsData, updatePacksData } from "./data";
import { askPayment, knownPayment, paymentLine, paymentPromise } from "./payment";
import { fieldAsk, missingPhrase, once, onceSaid, packLabel, promosMessage, thanksName } from "./replies";
import { deliveryAddress, loadPacks, type Pack } from "./tools";
import { addressHasFlat } from "../../understand/address";
import { fold } from "../../../lib/fold";

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
  // A detail passed over while others were given is asked for last (asked.ts).
  missing.splice(0, missing.length, ...inAskingOrder(t.session, missing));
  t.session.expecting = missing[0] as typeof t.session.expecting;
  const all = missing.length === PACKS_REQUIRED.length;
  // A pack already chosen: the data is asked to put the order together, not to send promos.
  const chosen = packsData(t.session).wanted !== null && packsData(t.session).promosOfferedAt === null;
  const body = all
    ? onceSaid(t, chosen ? "need_data" : "ask_data", chosen ? "packsNeedData" : "packsAskData", { missing: missingPhrase(missing, t.session) })
    : lead
      ? onceSaid(t, "ask_missing_after", "packsAskMissingAfter", { missing: missingPhrase(missing, t.session) })
      : onceSaid(t, "ask_missing", "packsAskMissing", { missing: missingPhrase(missing, t.session) });
  t.say(text([lead, body, fieldAsk(t.session, missing[0])].filter(Boolean).join(" ")));
}

/**
 * A pack chosen before the data, said noted with what else the message gave ("Anoté ✅ el pack de
 * 2 colchones y pago en efectivo."): `lead` is the details' read-back, or null.
 */
export function notedPack(t: TurnEngine, pack: Pack, lead: string | null): string {
  const what = sentence(t.session, "packsNotedPack", { pack: packLabel(pack, t.session) });
  // The details' read-back ("Anotei ✅ cidade Córdoba.") is the subflow's line: its facts join the pack under one "noted".
  const [before, after] = sentence(t.session, "readBack", { facts: "\u0000" }).split("\u0000");
  const facts = lead && lead.startsWith(before) && lead.endsWith(after) ? lead.slice(before.length, lead.length - after.length) : null;
  // Facts already joined ("ciudad Rosario y dirección …") take the pack in front with a comma, never a second "y".
  const and = joinList(langOf(t.session), ["\u0001", "\u0002"]).slice(1, -1);
  const joined = facts === null ? what : facts.includes(and) ? `${what}, ${facts}` : joinList(langOf(t.session), [what, facts]);
  return sentence(t.session, "packsNotedBefore", { what: joined }) + (lead && !facts ? ` ${lead}` : "");
}

/** The floor or flat written in the address, in any of the customer's languages ("5th floor B", "apto 3"). */
const FLAT_WORDS = /\b(?:\d+\s*(?:st|nd|rd|th)\s+floor|floor\s+\d+|apt|apartment|flat|unit|suite|andar|apto|apartamento|dept|dep|depart|deptos?|dptos?|of|oficina|torre|ap)\b|\b\d{1,2}\s*(?:°|º|ro|do|er|to|vo|mo|no)\s*[a-h]?\b|\d{2,5}\s+\d{1,2}\s*°?\s*[a-h]\b/i;

function hasFlat(address: string | undefined): boolean {
  return addressHasFlat(address) || FLAT_WORDS.test(address ?? "");
}

/** "barrio centro", "neighborhood Palermo", "bairro Centro": a neighborhood written among the details. */
const NEIGHBORHOOD_SAID = /\b(?:barrio|neighbou?rhood|bairro)\s+\p{L}/u;
/** "es casa", "sin piso", "no tengo depto", "it's a house": no floor or flat to give. */
const NO_FLAT = /\b(?:es (?:una )?casa|casa \d|sin (?:piso|depto|dpto|departamento)|no (?:tengo|hay|es) (?:piso|depto|dpto|departamento)|(?:a|it'?s a) house|no (?:floor|apartment|flat)|e (?:uma )?casa|sem (?:andar|apto|apartamento))\b/;

/** The optional detail `f` is given or declined in what the customer wrote (the address, or any of their messages). */
function optionalSettled(t: TurnEngine, f: (typeof PACKS_OPTIONAL)[number]): boolean {
  const c = t.session.customer;
  if (c[f]) return true;
  const said = [c.address ?? "", ...t.session.history.filter((h) => h.role === "customer").map((h) => h.text)].map(fold);
  if (f === "neighborhood") return said.some((s) => NEIGHBORHOOD_SAID.test(s));
  if (f === "apartment") return hasFlat(c.address) || said.some((s) => NO_FLAT.test(s));
  return false;
}

/**
 * "Si querés, sumá tu apellido o correo." for the optional data not given or declined yet; said
 * once: after the request for the data already invited them, never again.
 */
function optionalAsk(t: TurnEngine): string {
  if (t.session.templatesSent.includes("ask_data#0")) return "";
  const names: Record<string, string> = { lastName: sentence(t.session, "packsOptLastName"), neighborhood: sentence(t.session, "packsOptNeighborhood"), apartment: sentence(t.session, "packsOptApartment"), email: sentence(t.session, "packsOptEmail") };
  const missing = PACKS_OPTIONAL.filter((f) => !optionalSettled(t, f));
  return missing.length ? sentence(t.session, "packsOptional", { fields: joinList(langOf(t.session), missing.map((f) => names[f]), "or") }) : "";
}

/**
 * All the minimum data is in: said ("Ya tengo todo para el envío a …", with the optional parts
 * not given yet), and the promos in the same reply — never a wait the customer has to sit out.
 * `lead`: a detail added afterwards, read back first ("Anoté ✅ …").
 */
export async function dataComplete(t: TurnEngine, lead: string | null = null): Promise<void> {
  const thanks = sentence(t.session, "packsThanksAll", { name: thanksName(t), address: deliveryAddress(t.session.customer) });
  // Said whole once; a detail completing the data again (after a no) is only read back.
  const said = once(t, "data_complete", [[thanks, optionalAsk(t).trim()].filter(Boolean).join(" ")], lead ?? thanks);
  await offerPacks(t, said);
}

/** Shows the packs and enters ofrecer_promos (which requires the minimum data). */
export async function offerPacks(t: TurnEngine, lead: string | null = null): Promise<void> {
  const list = await t.call("get_packs");
  const all = await packs(t);
  if (!list.ok || !all.length) {
    t.say(text(sentence(t.session, "packsNoPromos")));
    t.requestHandoff({ trigger: "tool_errors", reason: "No hay packs en el catálogo." });
    return;
  }
  t.moveTo("ofrecer_promos");
  updatePacksData(t.session, { promosOfferedAt: t.now() });
  t.session.expecting = null;
  const cur = t.ports.currency;
  // The pitch is said once either way: a re-offer after the data's own lead is paraphrased ("Te dejo de nuevo las opciones:").
  const pitch = onceSaid(t, "offer_packs", "packsOfferPacks", { name: thanksName(t) });
  const intro = lead ? sentence(t.session, "packsPromosLead", { lead }) : pitch;
  const closing = onceSaid(t, "offer_close", "packsOfferClose");
  t.say(promosMessage(intro, all, cur, closing, t.session));
}

/** The summary lines of the current selection, with totals from catalog prices. */
export async function summaryLines(t: TurnEngine): Promise<string[]> {
  const products = await t.products(t.session.cart.map((l) => l.productId));
  const totals = cartTotals(t.session.cart, products, t.ports.profile, "delivery");
  const cur = t.ports.currency;
  const c = t.session.customer;
  const pack = (await packs(t)).find((p) => p.productId === packsData(t.session).pack);
  return [
    `• ${pack ? `${packLabel(pack, t.session)} (${pack.name})` : t.session.cart[0]?.name}: ${formatMoney(totals.subtotal, cur)}`,
    totals.deliveryFee ? word(langOf(t.session), "summaryDelivery", { amount: formatMoney(totals.deliveryFee, cur) }) : word(langOf(t.session), "summaryDeliveryFree"),
    word(langOf(t.session), "summaryTotal", { amount: formatMoney(totals.total, cur) }),
    word(langOf(t.session), "summaryDeliverTo", { address: deliveryAddress(c) }),
    word(langOf(t.session), "summaryName", { name: sentence(t.session, "packsNameLine", { name: [c.firstName, c.lastName].filter(Boolean).join(" "), phone: c.phone ?? "" }) }),
    word(langOf(t.session), "summaryPayment", { method: paymentLine(knownPayment(t), t.ports.profile, t.session) }),
  ];
}

/**
 * Selects a pack and shows its summary (enters resumen: requires promos offered and a pack).
 * `ask`: the summary asks for the yes; false when the customer's words already were the yes.
 */
export async function selectAndSummarise(t: TurnEngine, pack: Pack, ask = true): Promise<boolean> {
  const selected = await t.call("select_pack", { productId: pack.productId });
  if (!selected.ok) {
    t.say(text(selected.code === "out_of_stock" ? sentence(t.session, "packsOutOfStock", { pack: packLabel(pack, t.session) }) : sentence(t.session, "packsNotSelected", { error: selected.error })));
    return false;
  }
  await summariseOrAskPayment(t, ask, sentence(t.session, "packsNoted", { pack: packLabel(pack, t.session), price: formatMoney(pack.price, t.ports.currency) }));
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
  const header = onceSaid(t, "summary", "packsSummary");
  const lines = await summaryLines(t);
  updatePacksData(t.session, { summarySentAt: t.now() });
  if (!ask) {
    t.say(text([header, ...lines].join("\n")));
    return;
  }
  t.session.expecting = "confirmation";
  t.say({
    type: "buttons",
    text: [header, ...lines, "", sentence(t.session, "packsConfirmQuestion")].join("\n"),
    buttons: [
      { id: "confirm:yes", title: sentence(t.session, "buttonConfirm") },
      { id: "confirm:modify", title: sentence(t.session, "buttonChangePack") },
    ],
  });
}

/** Writes the order of the summarised pack and enters compra_confirmada (requires the summary). */
export async function placeOrder(t: TurnEngine): Promise<{ number: string; total: number } | null> {
  const result = await t.call("place_pack_order");
  if (!result.ok) {
    // Writing it failed: a person finishes it, with the reason and the pack; the customer is told.
    const pack = t.session.cart[0]?.name ?? "tu pack";
    const why = sentence(t.session, result.code === "out_of_stock" ? "packsSoldOut" : "packsSaveFailed");
    t.say(text(sentence(t.session, "packsOrderFailed", { why })));
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
  return sentence(t.session, "packsConfirmed", { name: thanksName(t), number: order.number, pack: pack ? packLabel(pack, t.session) : sentence(t.session, "yourPack"), total: formatMoney(order.total, t.ports.currency), address: deliveryAddress(t.session.customer), payment: paymentPromise(knownPayment(t), t.session) });
}
