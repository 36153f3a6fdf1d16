import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import { askAgain, askConsent, readConsent, withConsent } from "../../subflows/consent";
import { askedForConsent } from "../../tools/consent";
import type { ToolOutcome } from "../../tools";
import type { Understanding } from "../../understand/types";
import { packsData, updatePacksData } from "./data";
import { packLabel } from "./replies";
import { cancelCurrent, confirmedText, packs, placeOrder, selectAndSummarise } from "./steps";
import type { Pack } from "./tools";

// A confirmed purchase changes only with the customer's yes: another pack replaces the order
// (the old one cancelled, the new one written), "cancelar" cancels it. Both ask first.

export function askChangePack(t: TurnEngine, choice: Pack, current: Pack | undefined): void {
  const data = packsData(t.session);
  const now = current ? sentence(t.session, "packsParen", { what: packLabel(current, t.session) }) : "";
  askConsent(t, "change_pack", choice.productId, sentence(t.session, "packsAskChange", { number: data.orderNumber ?? "", now, pack: packLabel(choice, t.session), total: formatMoney(choice.price, t.ports.currency) }));
}

export function askCancelPurchase(t: TurnEngine, current: Pack | undefined): void {
  const data = packsData(t.session);
  const what = current ? sentence(t.session, "packsParen", { what: `${packLabel(current, t.session)}, ${formatMoney(current.price, t.ports.currency)}` }) : "";
  askConsent(t, "cancel_order", data.orderNumber, sentence(t.session, "packsAskCancel", { number: data.orderNumber ?? "", what }));
}

/** The answer to a pending question about the purchase; true when this message was it. */
export async function answerPurchaseConsent(t: TurnEngine, u: Understanding, tap: { id: string } | null): Promise<boolean> {
  const read = readConsent(t, u, tap);
  if (!read) return false;
  const { pending } = read;
  if (read.answer === "expired") {
    askAgain(t, pending);
    return true;
  }
  const current = (await packs(t)).find((p) => p.productId === packsData(t.session).pack);
  if (read.answer === "no") {
    t.intent("consent_declined");
    t.say(text(sentence(t.session, "packsKept", { number: packsData(t.session).orderNumber ?? "", now: current ? sentence(t.session, "packsParen", { what: packLabel(current, t.session) }) : "" }).replace("  ", " ")));
    return true;
  }
  t.intent("consent_given");
  if (pending.action === "cancel_order") await cancelPurchase(t, pending.subject);
  else if (pending.action === "change_pack") await changePack(t, pending.subject);
  return true;
}

async function cancelPurchase(t: TurnEngine, number: string | null): Promise<void> {
  if (!number || number !== packsData(t.session).orderNumber) {
    t.say(text(sentence(t.session, "packsNoActive")));
    return;
  }
  const result = await withConsent(t, { action: "cancel_order", subject: number }, () => cancelCurrent(t));
  if (result === "processed") {
    t.say(text(sentence(t.session, "packsTooLate", { number: number ?? "" })));
    return;
  }
  t.session.cart = [];
  t.ctx.changed.add("cart");
  updatePacksData(t.session, { pack: null });
  t.moveTo("conversacion");
  t.say(text(result === "cancelled" ? sentence(t.session, "packsCancelled", { number: number ?? "" }) : sentence(t.session, "packsNoActive")));
}

async function changePack(t: TurnEngine, productId: string | null): Promise<void> {
  const choice = (await packs(t)).find((p) => p.productId === productId);
  const old = packsData(t.session).orderNumber;
  if (!choice || !old) return;
  const cancelled = await withConsent(t, { action: "cancel_order", subject: old }, () => cancelCurrent(t));
  if (cancelled === "processed") return;
  if (!(await selectAndSummarise(t, choice, false))) return;
  // The customer's yes to the change is the yes for the replacement order.
  t.ctx.customerSaidYes = true;
  const order = await placeOrder(t);
  t.ctx.customerSaidYes = false;
  if (order) t.say(text(sentence(t.session, "packsCancelledOld", { old: old ?? "", confirmed: confirmedText(t, order, choice) })));
}

/**
 * Claude path: the model tried to cancel or replace the purchase without the customer's yes; the
 * tools changed nothing, and code asks the question instead of the model's words.
 */
export async function askForModelConsent(engine: TurnEngine, outcomes: ToolOutcome[]): Promise<boolean> {
  const asked = outcomes.map((o) => (o.ok ? askedForConsent(o.data) : null)).find(Boolean);
  if (!asked) return false;
  const all = await packs(engine);
  const current = all.find((p) => p.productId === packsData(engine.session).pack);
  engine.replies.splice(0);
  if (asked.action === "change_pack") {
    const choice = all.find((p) => p.productId === asked.subject);
    if (choice) askChangePack(engine, choice, current);
  } else askCancelPurchase(engine, current);
  return true;
}

/**
 * "quiero cancelar el pedido" while a detail is asked, before any order exists (t28a 031): a
 * cancel, never a detail not understood; the sale is left for later. A question about cancelling
 * ("¿puedo cancelar después?") is answered elsewhere.
 */
export function cancelledBeforeOrder(t: TurnEngine, u: Understanding): boolean {
  if ((t.state !== "collecting_data" && t.state !== "conversacion") || u.isQuestion || u.text.includes("?")) return false;
  t.intent("later");
  t.say(text(sentence(t.session, "packsNoRush")));
  return true;
}
