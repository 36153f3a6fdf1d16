import { answerAfterSale } from "../../stack/after-sale";
import { answerImpatience } from "../../stack/impatience";
import { packsModel } from "./model";
import type { KindAgents } from "../../stack/types";
import { packsRules } from "./rules";
import { normalize } from "../../understand/normalize";
import { langOf, sentence } from "../../language";
import { text } from "../../replies";
import { orderBesideComplaint } from "./complaint-order";
import { shopText } from "../../shop-answers";
import { ASKS_WHEN, deliveryTime } from "./questions";

// The packs shop's agents, routed by src/agent/stack/: sales is the shop's own flow (its rules);
// support takes an order's status, a complaint or a return (src/agent/stack/after-sale.ts) and
// hands the rest back. Changing or cancelling a confirmed purchase stays the sale's (its rules
// ask first, purchase.ts). Support runs only its own tools, whatever the state allows.

const SUPPORT_TOOLS = ["get_order_details", "get_customer_info", "get_commerce_profile", "request_handoff"];

/** The states where a purchase is being put together: a status question there is about it. */
const BUYING = new Set(["collecting_data", "ofrecer_promos", "resumen"]);

export const packsAgents: KindAgents = {
  main: {
    name: "sales",
    wants: () => true,
    // "hola??? me van a contestar???": an apology and where the sale stands (a person the second time), never "no tengo ese dato".
    handle: async (t, messages, route) => {
      // "HACE 2 DIAS Q ESCRIBO Y NADIE CONTESTA. quiero comprar dos colchones": the wait apologised for, and the order read.
      const beside = route.tap ? null : orderBesideComplaint(messages);
      if (beside) {
        t.intent("frustration");
        t.say(text(sentence(t.session, "sorryWait")));
        return packsRules(t, beside);
      }
      return (await answerImpatience(t, messages, route, () => packsModel.recap(t))) ?? packsRules(t, messages);
    },
  },
  others: [
    {
      name: "support",
      tools: { "*": SUPPORT_TOOLS },
      stays: true,
      wants: (_t, route) => !!route.afterSale,
      handle: async (t, _m, route) => {
        const answer = (await answerAfterSale(t, route, BUYING.has(t.state))) ?? "declined";
        // "¿Cuándo me llega el pedido?": the status, and when it arrives (the shop's data, or said unknown).
        const last = t.replies.at(-1);
        // Once: the shared status answer may already carry the shop's delivery time (t28a 022/032/037).
        const eta = shopText(t.ports.profile, "eta", langOf(t.session));
        const told = !!eta && last?.type === "text" && last.text.includes(eta);
        if (answer !== "declined" && route.afterSale === "status" && last?.type === "text" && !told && ASKS_WHEN.test(normalize(route.text))) last.text += `\n${deliveryTime(eta, null, t.session)}`;
        return answer;
      },
    },
  ],
};
