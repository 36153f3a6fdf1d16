import type { OutboundMessage } from "../../../lib/messages";
import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { fieldWord, joinList, langOf, phrasings, sentence, type Lang, type MessageKey, type Params, type Phrasing } from "../../language";
import type { Pack } from "./tools";
import { forSomeoneElse } from "./for-someone";

// What the packs shop says. Scripted messages are "templates" in the sales sense: each one is
// said once per session; a second time it is paraphrased, and when the paraphrases run out a
// short fallback is used, so a customer never reads the same pitch twice.

/** The first variant of `id` not yet sent in this session, else the fallback. Records the choice. */
export function once(t: TurnEngine, id: string, variants: string[], fallback: string): string {
  const sent = t.session.templatesSent;
  for (let k = 0; k < variants.length; k++) {
    const key = `${id}#${k}`;
    if (!sent.includes(key)) {
      sent.push(key);
      return variants[k];
    }
  }
  return fallback;
}

/** `once` over a catalog reply kind in the customer's language: its phrasings in order, the last one the fallback (unless one is given). */
export function onceSaid(t: TurnEngine, id: string, key: MessageKey, params: Params = {}, fallback?: string): string {
  const all = phrasings(langOf(t.session), key, params);
  return once(t, id, all.slice(0, -1), fallback ?? all[all.length - 1]);
}

/** "1 colchón", "3 colchones" (in the customer's language; none: Spanish, as the operator reads it). */
export function packLabel(p: Pack, session: Phrasing = {}): string {
  return p.units === 1 ? sentence(session, "packOne") : sentence(session, "packMany", { units: p.units });
}

export function packLine(p: Pack, currency: string, session: Phrasing): string {
  return `• ${packLabel(p, session)}: ${formatMoney(p.price, currency)}${p.saving > 0 ? sentence(session, "packSaving", { saving: formatMoney(p.saving, currency) }) : ""}`;
}

/** The promos as a list message; tapping a row answers with its id ("pack:<productId>"). */
export function promosMessage(intro: string, packs: Pack[], currency: string, closing: string, session: Phrasing = {}): OutboundMessage {
  return {
    type: "list",
    text: `${intro}\n${packs.map((p) => packLine(p, currency, session)).join("\n")}\n${closing}`,
    button: sentence(session, "buttonSeePromos"),
    rows: packs.slice(0, 10).map((p) => ({
      id: `pack:${p.productId}`,
      title: packLabel(p, session).slice(0, 24),
      description: `${formatMoney(p.price, currency)}${p.saving > 0 ? sentence(session, "packRowSaving", { saving: formatMoney(p.saving, currency) }) : ""}`.slice(0, 72),
    })),
  };
}

/** "tu teléfono, tu ciudad y tu dirección" (none: Spanish, for the shop's templates). */
export function missingPhrase(fields: readonly string[], session: Phrasing = {}): string {
  const lang: Lang = langOf(session);
  return joinList(lang, fields.map((f) => sentence(session, "yourField", { field: fieldWord(lang, f) })));
}

const FIELD_ASK: Record<string, MessageKey> = { firstName: "packsAskName", phone: "askPhone", city: "packsAskCity", address: "packsAskAddress" };

/** The question for one of the packs' data, in the customer's language ("" for a field with none). */
export function fieldAsk(session: Phrasing, field: string | undefined): string {
  return field && Object.hasOwn(FIELD_ASK, field) ? sentence(session, FIELD_ASK[field]) : "";
}

export function thanksName(t: TurnEngine): string {
  // The name of the person the order is for is not the customer's: "¡Gracias!" alone (t31a 037).
  return t.session.customer.firstName && !forSomeoneElse(t) ? `, ${t.session.customer.firstName}` : "";
}
