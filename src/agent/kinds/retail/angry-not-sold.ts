import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import { writtenOrNull } from "../../subflows/as-written";
import { ORDER_VERBS } from "../../understand/items";
import type { Understanding } from "../../understand/types";

/**
 * Anger and complaints are never product searches ("nadie me contesta", "hace una hora"): only
 * words that clearly order (an order verb) keep their products. answers21 (trials 18a, 19a):
 * "QUILMES. solo quilmes. la puta madre" — a product insisted on that the shop does not sell is
 * said plainly before a person takes over, so the customer never waits for what is not there.
 * Without a handoff, a product the message asks about is left to that question's full answer.
 */
export async function setAsideAngryWords(t: TurnEngine, u: Understanding): Promise<void> {
  if (u.anger === "none") return;
  const ordering = u.normalized.split(" ").some((w) => ORDER_VERBS.has(w));
  const handoff = u.anger === "strong" && t.def.handoff.onStrongAnger;
  const questioned = new Set(u.questions.flatMap((q) => (q.kind === "product" ? [q.query.toLowerCase()] : [])));
  const named = [...u.items, ...u.mentions].map((m) => m.query.toLowerCase().trim()).filter((q) => q && (handoff || !questioned.has(q)));
  const asked = handoff || !ordering ? [...new Set(named)] : [];
  if (!ordering) {
    u.items = [];
    u.mentions = [];
  }
  for (const query of asked) {
    const said = writtenOrNull(t, query);
    if (said && (await t.search(query)).kind === "none") t.say(text(sentence(t.session, "notSold", { query: `"${said}"`, sell: "" })));
  }
}
