import type { TurnEngine, TurnMessage } from "../engine";
import { saysHurry } from "../understand/cues";
import type { RulesOutcome } from "../kind";
import { readInbound } from "../media";
import { readMessage } from "../read-message";
import { sentence } from "../language";
import { text } from "../replies";
import type { FieldName, Understanding } from "../understand/types";

// Nothing the customer writes is silently dropped. A burst is understood as one message; when
// one of its parts carried nothing the rules could read, the reply names it back instead of
// leaving it unanswered ("No entendí «asdf»"), for every kind.

const ALL_FIELDS: FieldName[] = ["firstName", "lastName", "dni", "phone", "email", "address", "city", "neighborhood", "apartment"];
/** Parts that carry nothing and need no answer. */
const FILLER = /^(?:ah+|eh+|uh+|mm+|bueno|che|y|ok|dale|jaja+|ja|jeje|listo|perdon|sorry|\.+|\?+|!+)$/;
// An ordering verb alone ("kiero", read "quiero") leads the next part of the burst: nothing to name back.
const LEAD_ALONE = /^(?:(?:y|che|hola|bueno|ah) )*(?:quiero|queria|quisiera|necesito|necesitaria|mandame|dame|me das|pasame|traeme|i want|i need)(?: (?:pedir|pedirte|comprar|encargar|unas?|unos))*$/;

/** Did the understanding find anything at all in this part? */
function readSomething(u: Understanding): boolean {
  // picksb18: a part that names a row of the open list ("2" in a burst) was read, whether the rules
  // take it as that row or as the count of the product said just before it.
  return (
    u.items.length > 0 || u.mentions.length > 0 || !!u.cartEdit || Object.keys(u.fields).length > 0 ||
    // "Not a name" means nothing could be read; a DNI too short was read, and is answered.
    Object.keys(u.invalidFields).some((f) => f !== "firstName" && f !== "lastName") ||
    u.infoTopics.length > 0 || u.questions.length > 0 || u.greeting || u.thanks || u.farewell || !!u.yesNo || u.wantsToCheckout || u.showCart || u.cancelOrder ||
    u.modifyOrder || u.repeatLastOrder || u.wantsHuman || u.asksIfBot || u.anger !== "none" || u.isQuestion || !!u.fulfilment ||
    !!u.paymentMethod || u.quantityOnly !== null || u.choice !== null || u.correction || u.asksDiscount || u.manipulation
  );
}

/** The parts of a burst that nothing in them could be read from. */
export async function unreadParts(t: TurnEngine, parts: string[]): Promise<string[]> {
  const expecting = t.session.expecting && t.session.expecting !== "fulfilment" && t.session.expecting !== "payment" ? t.session.expecting : null;
  const unread: string[] = [];
  const read = (said: string) => readMessage(t, said, { expecting, wants: ALL_FIELDS, choices: t.session.pendingChoice?.productIds });
  for (const [k, part] of parts.entries()) {
    const u = await read(part);
    // stack9: "rapido q me voy" is hurry, read (the order goes on), never a part not understood.
    if (u.normalized !== "" && !FILLER.test(u.normalized) && !LEAD_ALONE.test(u.normalized) && !readSomething(u) && !saysHurry(u.normalized) && !(await readWithPrevious(parts, k, read))) unread.push(part);
  }
  return unread;
}

/**
 * bursts40 (t38c 032): "tenes coca?" / "dame 2 de litro y medio" — a part naming only a count and a
 * size is read with the part before it (its product said there): an order line more than that part
 * alone gives is this part read, never named back as not understood.
 */
async function readWithPrevious(parts: string[], k: number, read: (said: string) => Promise<Understanding>): Promise<boolean> {
  if (k === 0) return false;
  const [alone, joined] = [await read(parts[k - 1]), await read(`${parts[k - 1]}. ${parts[k]}`)];
  return joined.items.length > alone.items.length;
}

/** A kind's rules that name back the parts of a burst they could not read. */
// `kindReads` — parts the kind's own reading takes (packs: "soy de cordoba capital" as the city).
export function withUnreadNamed(rules: (t: TurnEngine, messages: TurnMessage[]) => Promise<RulesOutcome>, kindReads: (part: string) => boolean = () => false) {
  return async (t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> => {
    const parts = readInbound(messages).texts;
    // Read before the rules run: what was expected then is what the parts answered.
    const unread = parts.length > 1 ? (await unreadParts(t, parts)).filter((p) => !kindReads(p)) : [];
    const outcome = await rules(t, messages);
    if (unread.length && !t.handoff && !t.intents.includes("fallback") && t.replies.length) {
      // Before the turn's last message, so the question the customer must answer stays last.
      t.replies.splice(t.replies.length - 1, 0, text(sentence(t.session, "unreadParts", { parts: unread.map((p) => `«${p.slice(0, 60)}»`).join(", ") })));
    }
    return outcome;
  };
}
