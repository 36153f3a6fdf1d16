import type { OutboundMessage } from "../../lib/messages";
import { formatMoney } from "../../lib/money";
import type { TurnEngine } from "../engine";
import { FIELD_LABELS, listJoin } from "../replies";
import type { Pack } from "../tools/packs";

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

const UNIT_WORDS: Record<string, number> = { un: 1, uno: 1, una: 1, solo: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 };
const ORDINALS: Record<string, number> = { primero: 0, primera: 0, segundo: 1, segunda: 1, tercero: 2, tercera: 2 };
const N = "(\\d|un|uno|una|dos|tres|cuatro|cinco)";
const PATTERNS = [
  new RegExp(`\\b${N}\\s*x\\b`), // "2x", "2 x"
  new RegExp(`\\bx\\s*${N}\\b`), // "x2"
  new RegExp(`\\b(?:pack|combo|promo|promocion|opcion|kit)\\s+(?:de\\s+|x\\s*)?${N}\\b`), // "el pack de 3", "opción 2"
  new RegExp(`\\b(?:el|la)\\s+(?:de\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`), // "el de 2", "la 3"
  new RegExp(`\\b${N}\\s+colchon(?:es)?\\b`), // "3 colchones", "un colchón"
  new RegExp(`^(?:quiero\\s+|dame\\s+|mejor\\s+)?${N}(?:\\s+solo)?(?:\\s+por\\s+favor)?$`), // "2", "mejor uno solo"
];

/** A pack named in normalised text ("el de 2", "2x", "tres colchones", "el primero"), or null. */
export function parsePack(normalized: string, packs: Pack[]): Pack | null {
  if (!normalized || packs.length === 0) return null;
  for (const re of PATTERNS) {
    const m = re.exec(normalized);
    if (!m) continue;
    const units = /^\d$/.test(m[1]) ? Number(m[1]) : UNIT_WORDS[m[1]];
    const pack = packs.find((p) => p.units === units);
    if (pack) return pack;
  }
  const ordinal = /\b(?:el|la)\s+(primero|primera|segundo|segunda|tercero|tercera)\b/.exec(normalized);
  return ordinal ? (packs[ORDINALS[ordinal[1]]] ?? null) : null;
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

export function hello(t: TurnEngine): string {
  return t.session.customer.firstName ? `¡Hola, ${t.session.customer.firstName}!` : "¡Hola!";
}

export function thanksName(t: TurnEngine): string {
  return t.session.customer.firstName ? `, ${t.session.customer.firstName}` : "";
}
