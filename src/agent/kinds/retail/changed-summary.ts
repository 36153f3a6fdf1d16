// The cart changed at the summary ("che mejor que sean 2 jabones"): with every detail given and
// nothing asked, the updated summary at once (its yes confirms), never "¿Algo más o confirmamos?"
// again. A yes said in the same message as the change ("ah no, saca la pepsi. si confirmo", trial
// 18a 103) was given to a total the customer no longer has: confirming would write an order for an
// amount they never saw, and re-asking in silence reads as if the yes were ignored. So the new
// summary comes with a line saying the total changed and that its own yes is needed.

import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import { missingDetails } from "../../subflows/details";
import type { Understanding } from "../../understand/types";
import { showSummary } from "./checkout";
import { retailDetails } from "./details";
import { dropAnythingElse } from "./one-recap";

/** A word of consent anywhere in the message ("si confirmo", "dale", "yes", "sim"); `u.yesNo` is null beside a change by design. */
export const CONSENT = /(?:^|[\s.,;!¡¿?])(?:si|sí|sim|yes|dale|ok|confirm(?:o|a|á|amos|ado)?)(?=$|[\s.,;!?])/i;

export async function summaryAfterChange(t: TurnEngine, u: Understanding): Promise<void> {
  if (t.state !== "COLLECTING_ORDER" || !t.session.cart.length || t.session.pendingChoice || t.session.expecting) return;
  if (missingDetails(t, retailDetails).length) return;
  dropAnythingElse(t);
  if (CONSENT.test(u.normalized || u.text)) {
    const totals = await t.cartTotals();
    t.say(text(sentence(t.session, "yesForNewTotal", { total: formatMoney(totals.total, t.ports.currency) })));
  }
  await showSummary(t);
}
