import type { TurnEngine } from "../../engine";
import type { RulesOutcome } from "../../kind";
import { certain } from "./outcome";
import { sentence } from "../../language";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { answerInfo } from "./answer-info";
import { packsData } from "./data";
import { askCancelPurchase, askChangePack } from "./purchase";
import { packLabel, thanksName } from "./replies";
import { packs } from "./steps";
import type { Pack } from "./tools";

// After the purchase is confirmed: another pack or a cancel asks first (subflows/consent.ts), a
// question is answered, a thanks thanked, anything else gets where the order stands.


export async function afterPurchase(t: TurnEngine, u: Understanding, choice: Pack | null, cancel: boolean, about: string[]): Promise<RulesOutcome> {
  const data = packsData(t.session);
  const all = await packs(t);
  const current = all.find((p) => p.productId === data.pack);
  // Replacing or cancelling a confirmed purchase asks first (subflows/consent.ts).
  if (choice && choice.productId !== data.pack) {
    t.intent("change_pack");
    askChangePack(t, choice, current);
    return certain(u);
  }
  if (cancel) {
    t.intent("cancel_order");
    askCancelPurchase(t, current);
    return certain(u);
  }
  if (choice) {
    t.say(text(sentence(t.session, "packsAlready", { number: data.orderNumber ?? "", pack: packLabel(choice, t.session) })));
    return certain(u);
  }
  if (u.infoTopics.length || about.length) {
    answerInfo(t, u, all, about);
    return certain(u);
  }
  if (u.thanks || u.farewell || u.yesNo === "yes") {
    t.intent("thanks");
    t.say(text(sentence(t.session, "packsThanksYou", { name: thanksName(t) })));
    return certain(u);
  }
  t.intent("fallback");
  t.say(text(sentence(t.session, "packsOrderStatus", { number: data.orderNumber ?? "", pack: current ? packLabel(current, t.session) : sentence(t.session, "yourPack") })));
  return certain(u, false);
}
