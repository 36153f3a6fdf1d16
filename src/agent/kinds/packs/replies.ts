import type { OutboundMessage } from "../../../lib/messages";
import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { FIELD_LABELS, listJoin } from "../../replies";
import type { Pack } from "./tools";

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

export function packLabel(p: Pack): string {
  return p.units === 1 ? "1 colchón" : `${p.units} colchones`;
}

function packLine(p: Pack, currency: string): string {
  return `• ${packLabel(p)}: ${formatMoney(p.price, currency)}${p.saving > 0 ? ` (ahorrás ${formatMoney(p.saving, currency)})` : ""}`;
}

/** The promos as a list message; tapping a row answers with its id ("pack:<productId>"). */
export function promosMessage(intro: string, packs: Pack[], currency: string, closing: string): OutboundMessage {
  return {
    type: "list",
    text: `${intro}\n${packs.map((p) => packLine(p, currency)).join("\n")}\n${closing}`,
    button: "Ver promos",
    rows: packs.slice(0, 10).map((p) => ({
      id: `pack:${p.productId}`,
      title: packLabel(p).slice(0, 24),
      description: `${formatMoney(p.price, currency)}${p.saving > 0 ? ` · ahorrás ${formatMoney(p.saving, currency)}` : ""}`.slice(0, 72),
    })),
  };
}

/** "tu teléfono, tu ciudad y tu dirección" */
export function missingPhrase(fields: readonly string[]): string {
  return listJoin(fields.map((f) => `tu ${FIELD_LABELS[f] ?? f}`));
}

export const FIELD_ASK: Record<string, string> = {
  firstName: "¿Cómo es tu nombre?",
  phone: "¿Me pasás un teléfono de contacto?",
  city: "¿En qué ciudad estás?",
  address: "¿Cuál es la dirección de entrega? (calle y número, y piso/depto si hay)",
};

export function thanksName(t: TurnEngine): string {
  return t.session.customer.firstName ? `, ${t.session.customer.firstName}` : "";
}
