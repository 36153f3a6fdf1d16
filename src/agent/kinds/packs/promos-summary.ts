// The packs kind's steps once the data is in: the promos offered (ofrecer_promos: a pack chosen, a
// detail corrected with the promos shown, the payment, a no) and the summary (resumen: a yes
// places the order, a pack or a detail changed shows it again, a no goes back to the promos),
// and a decline that starts the promos over. Their own room: how a pack is chosen and the order
// confirmed, apart from the message's reading and the steps before the data (rules.ts).
import type { TurnEngine } from "../../engine";
import type { RulesOutcome } from "../../kind";
import { certain } from "./outcome";
import { langOf, sentence } from "../../language";
import { readBack } from "../../subflows/read-back";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { packsData, updatePacksData } from "./data";
import { detailNotUnderstood } from "../../subflows/details";
import { packsDetails } from "./details";
import { thanksName } from "./replies";
import { askPayment, knownPayment } from "./payment";
import { confirmedText, offerPacks, packs, placeOrder, selectAndSummarise, showSummary } from "./steps";
import type { Pack } from "./tools";
import { fold } from "../../../lib/fold";
import { CHANGE_WORDS, KEEP_AS_IS, LEADING_PACK } from "./cues";


export async function offered(t: TurnEngine, u: Understanding, named: Pack | null, cancel: boolean, captured: string, lead: string | null): Promise<RulesOutcome> {
  const leading = LEADING_PACK.exec(u.normalized);
  const choice = named ?? (leading ? ((await packs(t)).find((p) => p.units === Number(leading[1])) ?? null) : null);
  if (choice) {
    t.intent("choose_pack");
    await selectAndSummarise(t, choice);
    return certain(u);
  }
  // A detail given or corrected with the promos shown ("no, a cidade é Córdoba"): read back, never a no to the promos.
  const chosen = packsData(t.session).pack !== null;
  if (captured === "captured" && !cancel) {
    if (chosen && knownPayment(t)) await showSummary(t);
    else if (chosen) askPayment(t, lead ?? sentence(t.session, "packsNotedShort"));
    else t.say(text(lead ? `${lead} ${sentence(t.session, "packsWhichPack")}` : sentence(t.session, "packsNotedWhichPack")));
    return certain(u);
  }
  // "no, cambiar" to the payment question goes back to the packs, as "no" to a summary does.
  if (u.yesNo === "no" && !cancel && chosen) {
    t.intent("modify");
    await offerPacks(t);
    return certain(u);
  }
  if (cancel || u.yesNo === "no") return decline(t, u);
  if (u.infoTopics.length) {
    if (chosen) askPayment(t, null);
    else t.say(text(sentence(t.session, "packsWhichPack")));
    return certain(u);
  }
  if (chosen && !knownPayment(t)) {
    detailNotUnderstood(t, packsDetails, u);
    return certain(u, !!t.handoff);
  }
  t.intent("promos");
  await offerPacks(t);
  return certain(u, false);
}

export async function summarised(t: TurnEngine, u: Understanding, choice: Pack | null, cancel: boolean, captured: string): Promise<RulesOutcome> {
  const current = packsData(t.session).pack;
  if (choice && choice.productId !== current) {
    t.intent("choose_pack");
    await selectAndSummarise(t, choice);
    return certain(u);
  }
  if (cancel) return decline(t, u);
  // "mejor dos" / "cambiámelo a 2" naming the pack already in the summary changes nothing, and a
  // change is no yes: the summary is shown again and the yes still waited for.
  if (choice && u.yesNo !== "yes" && CHANGE_WORDS.test(fold(u.text))) {
    t.intent("choose_pack");
    await selectAndSummarise(t, choice);
    return certain(u);
  }
  if (captured === "captured") {
    // The summary named the old data: show it again before any yes counts.
    t.intent("correction");
    const pack = (await packs(t)).find((p) => p.productId === current);
    if (pack) await selectAndSummarise(t, pack);
    return certain(u);
  }
  // "dejalo en 2", "no, dejalo así": the order kept as it stands, no yes yet — the summary again.
  if (u.yesNo !== "yes" && KEEP_AS_IS.test(u.normalized) && !CHANGE_WORDS.test(fold(u.text))) {
    t.intent("keep");
    const pack = (await packs(t)).find((p) => p.productId === current);
    if (pack) {
      await selectAndSummarise(t, pack);
      return certain(u);
    }
  }
  if ((u.yesNo === "yes" || choice) && !knownPayment(t)) {
    // A summary without the payment (the model's path) is not confirmable: it is asked first.
    askPayment(t, null);
    return certain(u);
  }
  if (u.yesNo === "yes" || choice) {
    t.intent("confirm");
    t.ctx.customerSaidYes = true;
    const order = await placeOrder(t);
    t.ctx.customerSaidYes = false;
    if (order) t.say(text(confirmedText(t, order, (await packs(t)).find((p) => p.productId === current))));
    return certain(u);
  }
  if (u.yesNo === "no") {
    t.intent("modify");
    t.moveTo("ofrecer_promos");
    await offerPacks(t);
    return certain(u);
  }
  // "mercado pago entonces" after "¿aceptan mercado pago?" was answered and stored (t32a 006): the
  // payment said is heard ("Anoté ✅ pago con Mercado Pago.") before its yes is asked again.
  const said = u.paymentMethod && u.paymentMethod === t.session.paymentMethod && !u.infoTopics.length ? `${readBack({ paymentMethod: u.paymentMethod }, false, langOf(t.session))}\n\n` : "";
  t.say(text(`${said}${sentence(t.session, u.infoTopics.length ? "packsConfirmOrderShort" : "packsConfirmOrder")}`));
  return certain(u, !!u.infoTopics.length);
}

async function decline(t: TurnEngine, u: Understanding): Promise<RulesOutcome> {
  t.intent("decline");
  t.session.cart = [];
  t.ctx.changed.add("cart");
  // The promos start over: a pack named when the customer comes back is taken with the data.
  updatePacksData(t.session, { pack: null, wanted: null, summarySentAt: null, promosOfferedAt: null });
  t.moveTo("conversacion");
  t.session.expecting = null;
  t.say(text(sentence(t.session, "packsNothing", { name: thanksName(t) })));
  return certain(u);
}
