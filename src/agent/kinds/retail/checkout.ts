import { dropAnythingElse, dropCartRecaps } from "./one-recap";
import { formatMoney } from "../../../lib/money";
import { joinList, langOf, phrase, sentence, word } from "../../language";
import type { TurnEngine } from "../../engine";
import { cartPhrase, text, withLead } from "../../replies";
import { askNextDetail, missingDetails } from "../../subflows/details";
import { retailDetails } from "./details";
import { orderSummary } from "./replies";
import { closeOpenChoices, forgetAskedLists, oneRowAsks } from "./asked-lists";
import { letGoSwap } from "./repick";
import { summaryAskedAgain } from "../../other-question";
import { shelfInstead } from "./shelf-instead";

// The order thread's end: the details subflow asks what is missing, then the summary, the yes.

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

/** Continue towards the summary from wherever the order is; `lead` (a read-back) goes first. */
export async function advanceCheckout(t: TurnEngine, lead: string | null = null): Promise<void> {
  if (t.session.cart.length === 0) {
    // A "¿cuál?" asked for the order is what it waits for: what was noted, never "your cart is empty".
    // addresses35 (t34c 011): "me mandas 2 fernet branca | y 3 coca de 2 y cuarto | a rivadavia 800"
    // stored the address silently under "Tu carrito está vacío", below the list it had just shown:
    // a list shown this turn is the question, and the details taken are said back before it.
    const listShown = !!t.session.pendingChoice && t.replies.some((r) => r.type !== "text");
    if (t.session.pendingChoice?.order || (lead && listShown)) {
      leadBeforeOpenChoice(t, lead);
      return;
    }
    // lead35: "quiero 2 cervezas quilmes, mandalas a Av Santa Fe 3200" (not sold): the address noted is said, never stored silently.
    t.say(text(lead ? `${lead} ${sentence(t.session, "whatToOrder")}` : phrase(t.session, "cartEmpty")));
    if (t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") t.moveTo("COLLECTING_ORDER");
    return;
  }
  if (t.state === "COLLECTING_ORDER") await prefill(t);
  t.moveVia(["AWAITING_CONFIRMATION", "COLLECTING_ORDER", "NEEDS_DETAILS"]);
  const before = t.replies.length;
  if (askNextDetail(t, retailDetails, lead) === "asked") {
    detailAskedInOpenList(t, before);
    return;
  }
  await showSummary(t);
}

/** A WhatsApp list body holds at most this many characters (a catalog list's limit, the lower one). */
const LIST_BODY_MAX = 1024;

/**
 * t35b 022, t36c 003: the details noted and the next one asked, said after a list shown this same
 * turn, went as a message of their own after the list: two messages that may arrive out of order
 * (the customer read "Anoté…" a turn late). One message in the order of what happened: what was
 * added, the details noted and the next one asked, then the list's question with its rows.
 */
function detailAskedInOpenList(t: TurnEngine, from: number): void {
  const asked = t.replies[from];
  if (t.replies.length !== from + 1 || asked.type !== "text" || !t.session.pendingChoice?.order) return;
  const at = t.replies.slice(0, from).findLastIndex((r) => (r.type === "list" || r.type === "product_list") && typeof r.text === "string");
  if (at < 0) return;
  const list = t.replies[at] as { text: string };
  const folded = withNoteBeforeQuestion(list.text, asked.text);
  if (folded.length > LIST_BODY_MAX) return;
  t.replies[at] = { ...t.replies[at], text: folded } as (typeof t.replies)[number];
  t.replies.splice(from, 1);
}

/** A note put before a list's question: after the paragraphs that go before it ("Agregué …"), else in front. */
function withNoteBeforeQuestion(body: string, note: string): string {
  const parts = body.split(/\n{2,}/);
  return parts.length > 1 ? [...parts.slice(0, -1), note, parts.at(-1)].join("\n\n") : `${note}\n\n${body}`;
}

/**
 * t32a 043: "mandame unas 2 coca a mi casa que es en rivadavia 800" sent the coca list and then a
 * message of its own, "Anoté ✅ envío a domicilio…", after the question. What was noted is said
 * before the question the turn asks: inside the list asked in this same turn, else on its own.
 */
export function leadBeforeOpenChoice(t: TurnEngine, lead: string | null): void {
  if (!lead) return;
  // t36c 003: with two lists shown this turn the note goes with the first, so the turn reads in order.
  const at = t.replies.findIndex((r) => r.type !== "text" && "text" in r && typeof r.text === "string");
  if (at >= 0) t.replies[at] = withLead(t.replies[at], lead);
  else t.say(text(lead));
}

export async function showSummary(t: TurnEngine): Promise<void> {
  t.moveVia(["COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION"]);
  const cart = await t.call("get_cart");
  if (!cart.ok) return;
  const totals = await t.cartTotals();
  const now = t.now();
  t.session.pendingConfirmation = { total: totals.total, shownAt: now, expiresAt: now + t.def.confirmationTtlMs };
  t.session.expecting = "confirmation";
  summaryAskedAgain(t.session);
  sayLeftOut(t);
  // The summary's "¿Confirmamos?" is the reply's one question.
  dropAnythingElse(t);
  dropCartRecaps(t); // answers16
  t.say(orderSummary(t.session, totals, t.ports.currency, t.ports.profile));
}

/** What was asked for and never picked is said, once, not carried silently into the order. */
export function sayLeftOut(t: TurnEngine): void {
  // swaps25 (t24b 007): "no, la otra" never answered: the line it would replace stays in the order,
  // said so; the summary never says the product was left out while the order still holds it.
  const swap = letGoSwap(t.session);
  // t27c 006: "y 1 kg de harina pureza" was offered as its one fitting row ("¿Te agrego Harina
  // Leudante … Pureza 1 Kg?"): left out at the summary, the reason is the yes never given, not "no me dijiste cuál".
  const oneRow = oneRowAsks(t.session);
  const all = closeOpenChoices(t.session, swap?.rows ?? []);
  const left = all.filter((w) => !oneRow.includes(w));
  const unconfirmed = all.filter((w) => oneRow.includes(w));
  if (unconfirmed.length) t.say(text(sentence(t.session, "leftOutUnconfirmed", { items: joinList(langOf(t.session), unconfirmed) })));
  if (swap) {
    const line = t.session.cart.find((l) => l.productId === swap.lineId);
    if (line) t.say(text(sentence(t.session, "keptUnswapped", { name: line.name })));
  }
  if (left.length) t.say(text(sentence(t.session, left.length > 1 ? "leftOutMany" : "leftOutOne", { items: joinList(langOf(t.session), left) })));
}

/**
 * A "¿cuál?" let go ("sin producto", "sin leche") while the order was past the cart (a detail
 * asked, the summary shown) and nothing is missing: the summary is due again, so that
 * "confirmamos" confirms it.
 */
export function summaryDue(t: TurnEngine): boolean {
  if (!t.session.cart.length || t.session.pendingChoice || (t.state !== "NEEDS_DETAILS" && t.state !== "AWAITING_CONFIRMATION")) return false;
  return missingDetails(t, retailDetails).length === 0;
}

/** session.extra key: set when every detail was given beside a question still open; its answer brings the summary (picks22, t21c 011). */
export const SUMMARY_HELD = "summaryHeld";

/** session.extra key: the notes of the order last placed ({ number, notes }), for a reopened order. */
export const PLACED_NOTES = "placedNotes";
/**
 * session.extra key: the number of the placed order a reopened cart stands in for (orders.ts). The
 * reopen cancelled it; the confirmation of the new order names both, so that the customer knows
 * which order stands (trial 18).
 */
export const REPLACED_ORDER = "replacedOrder";

/** An explicit yes to a live summary: write the order. */
export async function confirm(t: TurnEngine): Promise<void> {
  const pending = t.session.pendingConfirmation;
  if (!pending || pending.expiresAt <= t.now()) {
    t.say(text(phrase(t.session, "summaryExpired")));
    await showSummary(t);
    return;
  }
  t.moveTo("EXECUTING");
  t.ctx.customerSaidYes = true;
  const notes = t.session.notes;
  const result = await t.call("confirm_order");
  t.ctx.customerSaidYes = false;
  if (result.ok) {
    const o = result.data as { number: string; total: number; fulfilment: string };
    // details16: the order's notes ("Cliente sin DNI.") go back with it if it is reopened (orders.ts).
    if (notes) t.session.extra[PLACED_NOTES] = { number: o.number, notes };
    else delete t.session.extra[PLACED_NOTES];
    t.moveTo("DONE");
    t.session.expecting = null;
    // The order is placed: lists still unanswered are not asked back in the next one.
    t.session.pendingChoice = null;
    forgetAskedLists(t.session);
    const lang = langOf(t.session);
    const where = o.fulfilment === "delivery" ? word(lang, "confirmedDelivery", { address: t.session.customer.address ?? "" }) : word(lang, "confirmedPickup", { address: t.ports.profile.address });
    const confirmed = phrase(t.session, "confirmed", { number: o.number, total: formatMoney(o.total, t.ports.currency), where });
    const replaced = t.session.extra[REPLACED_ORDER];
    delete t.session.extra[REPLACED_ORDER];
    t.say(text(typeof replaced === "string" && replaced !== o.number ? `${confirmed} ${sentence(t.session, "orderReplaces", { old: replaced })}` : confirmed));
    return;
  }
  t.session.expecting = null;
  if (result.code === ORDER_NOT_WRITTEN) {
    await orderNotWritten(t, result.code, result.error, result.data);
    return;
  }
  t.moveTo("COLLECTING_ORDER");
  t.say(text(`No pude confirmar el pedido: ${result.error} ¿Lo revisamos?`));
}

/**
 * The store refused the order it was asked to write (a line the stock no longer covers). Any
 * other failure of the store throws, and the conversation's actor retries the whole job.
 */
export const ORDER_NOT_WRITTEN = "out_of_stock";

/**
 * Writing the order failed because the stock no longer covers a line (sold since the summary, or
 * another customer took the last units): the cart follows the stock (the line drops to what is
 * left, or goes), the customer is told which, and the new summary waits for a new yes. Nothing is
 * written without that yes, so a changed order is never placed silently (t30a 015: a person taking
 * over an order the customer can finish alone is a handoff no customer expects). A failure the
 * cart cannot follow (the line is not in it, the cart tool refuses) still goes to a person.
 */
export async function orderNotWritten(t: TurnEngine, code: string, error: string, data: unknown): Promise<void> {
  const stock = code === "out_of_stock" ? (data as { productId?: string; name: string; available: number }) : null;
  const line = stock && t.session.cart.find((l) => l.productId === stock.productId);
  if (stock && line) {
    const left = Math.max(0, Math.floor(stock.available));
    t.moveTo("COLLECTING_ORDER");
    const followed = left > 0 ? await t.call("update_cart_item", { productId: line.productId, quantity: left }) : await t.call("remove_from_cart", { productId: line.productId });
    if (followed.ok) {
      t.intent("order_stock_short");
      if (!t.session.cart.length) {
        // offers38 (t37a 009): the order emptied by the stock offers what its shelf still has, for the
        // count the customer wanted ("De alfajor tengo Alfajor Jorgito ($700). ¿Te sirve?"), as a sold-out
        // product asked for does; only an empty shelf leaves the open "¿Querés llevar otra cosa?".
        const [gone] = await t.products([line.productId]);
        const shelf = gone ? await shelfInstead(t, gone, line.quantity) : null;
        t.say(text(shelf ? `${sentence(t.session, "stockGoneOrderEmpty", { name: line.name })} ${shelf}` : sentence(t.session, "stockGoneCartEmpty", { name: line.name })));
        return;
      }
      t.say(text(sentence(t.session, left > 0 ? "stockShortKept" : "stockGoneDropped", { name: line.name, available: String(left) })));
      await advanceCheckout(t);
      return;
    }
  }
  const totals = await t.cartTotals();
  const cart = `${cartPhrase(t.session.cart, await t.cartProducts())} (total ${formatMoney(totals.total, t.ports.currency)})`;
  const why = stock ? `justo se agotó ${stock.name} (quedan ${stock.available})` : "hubo un problema al guardarlo";
  t.intent("order_failed");
  t.say(text(`Uy, no pude registrar tu pedido: ${why} 😕 Te paso con una persona del equipo para terminarlo; tu pedido (${cart}) queda guardado tal cual.`));
  t.requestHandoff({
    trigger: "order_failed",
    reason: `No se pudo escribir el pedido: ${stock ? `sin stock de ${stock.name} (quedan ${stock.available})` : `${code}: ${error}`}.`,
    pendingIssue: `Pedido sin registrar: ${cart}`,
  });
}
