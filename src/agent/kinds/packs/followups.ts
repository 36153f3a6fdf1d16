import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { templateParam } from "../../followups";
import type { TimerHandlers } from "../../kind";
import { hello, text } from "../../replies";
import { packsData, updatePacksData } from "./data";
import { fieldAsk, missingPhrase, onceSaid, packLabel } from "./replies";
import { sentence } from "../../language";
import { missingFields, packs, placeOrder, summaryLines } from "./steps";
import { defaultPack, deliveryAddress } from "./tools";

// The packs shop's follow-ups: a nudge when no data came, a question for exactly what is
// missing, and the order with the default pack when the promos go unanswered (the customer is
// told how to change or cancel it). The promos themselves never wait: they come with the data.

export const packsTimers: TimerHandlers = {
  sends: () => true,

  async run(t, action) {
    const shop = templateParam(t.ports.profile.name);
    switch (action) {
      case "nudge_pending": {
        t.say(text(onceSaid(t, "nudge_pending", "packsNudgePending")));
        return { templateParams: [shop, "Quedamos pendientes: cuando puedas, pasanos tus datos y te enviamos las promos."] };
      }
      case "ask_missing": {
        const missing = missingFields(t);
        t.session.expecting = missing[0] as typeof t.session.expecting;
        const ask = onceSaid(t, "nudge_missing", "packsNudgeMissing", { hello: hello(t.session), missing: missingPhrase(missing, t.session) });
        t.say(text(`${ask} ${fieldAsk(t.session, missing[0])}`.trim()));
        return { templateParams: [shop, templateParam(`Para enviarte las promos solo nos falta ${missingPhrase(missing)}.`)] };
      }
      case "auto_order":
        return autoOrder(t, shop);
      default:
        throw new Error(`packs: unknown timer action "${action}"`);
    }
  },
};

/** Promos unanswered: order the default pack (through the orders port, keyed by this arming). */
async function autoOrder(t: TurnEngine, shop: string): Promise<{ templateParams: string[] }> {
  const all = await packs(t);
  const pack = all.find((p) => p.productId === packsData(t.session).pack) ?? defaultPack(t.ctx, all);
  if (!pack) throw new Error("packs: no pack to order");
  const selected = await t.call("select_pack", { productId: pack.productId });
  if (!selected.ok) throw new Error(`packs: select_pack failed: ${selected.error}`);
  t.moveTo("resumen");
  const lines = await summaryLines(t);
  // The summary goes out in this same message, before the order it describes.
  updatePacksData(t.session, { summarySentAt: t.now() });
  const order = await placeOrder(t);
  if (!order) return { templateParams: [] };
  const money = formatMoney(order.total, t.ports.currency);
  t.say(
    text(
      [
        sentence(t.session, "packsReserved", { hello: hello(t.session), pack: packLabel(pack, t.session) }),
        ...lines,
        sentence(t.session, "packsReservedOrder", { number: order.number, address: deliveryAddress(t.session.customer) }),
        sentence(t.session, "packsReservedChange"),
      ].join("\n"),
    ),
  );
  return { templateParams: [shop, templateParam(`Te reservamos el pedido ${order.number}: ${packLabel(pack)} por ${money}. Para cambiarlo respondé 1, 2 o 3; para cancelarlo, escribí cancelar.`)] };
}
