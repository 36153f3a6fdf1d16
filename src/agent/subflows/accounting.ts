import type { TurnEngine, TurnMessage } from "../engine";
import { messageTexts } from "../inbound";
import type { RulesOutcome } from "../kind";
import { text } from "../replies";
import { understand } from "../understand";
import type { FieldName, Understanding } from "../understand/types";

// Nothing the customer writes is silently dropped. A burst is understood as one message; when
// one of its parts carried nothing the rules could read, the reply names it back instead of
// leaving it unanswered ("No entendí «asdf»"), for every kind.

const ALL_FIELDS: FieldName[] = ["firstName", "lastName", "dni", "phone", "email", "address", "city", "neighborhood", "apartment"];
/** Parts that carry nothing and need no answer. */
const FILLER = /^(?:ah+|eh+|uh+|mm+|bueno|che|y|ok|dale|jaja+|ja|jeje|listo|perdon|sorry|\.+|\?+|!+)$/;

/** Did the understanding find anything at all in this part? */
function readSomething(u: Understanding): boolean {
  return (
    u.items.length > 0 || u.mentions.length > 0 || !!u.cartEdit || Object.keys(u.fields).length > 0 ||
    // "Not a name" means nothing could be read; a DNI too short was read, and is answered.
    Object.keys(u.invalidFields).some((f) => f !== "firstName" && f !== "lastName") ||
    u.infoTopics.length > 0 || u.greeting || u.thanks || u.farewell || !!u.yesNo || u.wantsToCheckout || u.showCart || u.cancelOrder ||
    u.modifyOrder || u.repeatLastOrder || u.wantsHuman || u.asksIfBot || u.anger !== "none" || u.isQuestion || !!u.fulfilment ||
    !!u.paymentMethod || u.quantityOnly !== null || u.correction || u.asksDiscount || u.manipulation
  );
}

/** The parts of a burst that nothing in them could be read from. */
export function unreadParts(t: TurnEngine, parts: string[], catalog: Parameters<typeof understand>[1]["catalog"]): string[] {
  const expecting = t.session.expecting && t.session.expecting !== "fulfilment" && t.session.expecting !== "payment" ? t.session.expecting : null;
  return parts.filter((part) => {
    if (FILLER.test(understand(part, { catalog }).normalized)) return false;
    const u = understand(part, { catalog, expecting, wants: ALL_FIELDS, choices: t.session.pendingChoice?.productIds });
    return u.normalized !== "" && !readSomething(u);
  });
}

/** A kind's rules that name back the parts of a burst they could not read. */
export function withUnreadNamed(rules: (t: TurnEngine, messages: TurnMessage[]) => Promise<RulesOutcome>) {
  return async (t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> => {
    const parts = messageTexts(messages);
    // Read before the rules run: what was expected then is what the parts answered.
    const unread = parts.length > 1 ? unreadParts(t, parts, await t.catalog()) : [];
    const outcome = await rules(t, messages);
    if (unread.length && !t.handoff && !t.intents.includes("fallback") && t.replies.length) {
      // Before the turn's last message, so the question the customer must answer stays last.
      t.replies.splice(t.replies.length - 1, 0, text(`Esto no lo entendí: ${unread.map((p) => `«${p.slice(0, 60)}»`).join(", ")} 🤔`));
    }
    return outcome;
  };
}
