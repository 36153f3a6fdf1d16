import { ANSWERS_EN } from "./answers-en";
import { ANSWERS_ES, type AnswerKey } from "./answers-es";
import { ANSWERS_PT } from "./answers-pt";
import { DEFAULT_LANG, type Lang } from "./detect";
import { EN } from "./messages-en";
import { ES, type MessageKey as OrderKey } from "./messages-es";
import { PT } from "./messages-pt";
import { PACKS_EN } from "./packs-en";
import { PACKS_ES, type PacksKey } from "./packs-es";
import { PACKS_PT } from "./packs-pt";
import type { FieldName } from "../understand/types";

// Replies from the message catalog, in the conversation's language, never the same phrasing of
// a reply kind twice in a row: the session remembers which phrasing of each kind it sent last
// and the next one takes the following phrasing (deterministic, so a conversation replays
// the same way).

/** A reply kind: the order path's (messages-*.ts) or the other answers' (answers-*.ts). */
export type MessageKey = OrderKey | AnswerKey | PacksKey;
export type Params = Record<string, string | number>;

const CATALOG: Record<Lang, Record<MessageKey, readonly string[]>> = {
  es: { ...ES, ...ANSWERS_ES, ...PACKS_ES },
  en: { ...EN, ...ANSWERS_EN, ...PACKS_EN },
  pt: { ...PT, ...ANSWERS_PT, ...PACKS_PT },
};

/** What phrase() needs of a session: its language and the phrasing memory (both kept in the session). */
export interface Phrasing {
  language?: Lang;
  /** Reply kind → index of the phrasing sent last. */
  phrasings?: Partial<Record<MessageKey, number>>;
}

export function langOf(session: Phrasing): Lang {
  return session.language ?? DEFAULT_LANG;
}

function fill(template: string, params: Params): string {
  return agree(template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole)));
}

/** Portuguese possessives agree with a feminine field ("sua cidade", "da sua cidade"), never "seu cidade". */
function agree(s: string): string {
  return s.replace(/\b(d?)o seu cidade\b/g, "$1a sua cidade").replace(/\b([Ss])eu cidade\b/g, (_m, first: string) => `${first === "S" ? "S" : "s"}ua cidade`);
}

/**
 * One reply of kind `key` in the session's language. Kinds with several phrasings rotate: the
 * session never gets the phrasing it got last time for this kind.
 */
export function phrase(session: Phrasing, key: MessageKey, params: Params = {}): string {
  const options = CATALOG[langOf(session)][key];
  if (options.length === 1) return fill(options[0], params);
  const last = session.phrasings?.[key];
  const index = last === undefined ? 0 : (last + 1) % options.length;
  session.phrasings = { ...session.phrasings, [key]: index };
  return fill(options[index], params);
}

/** A fixed word or label (a button title, a field's name) in a language; no rotation, no memory. */
export function word(lang: Lang, key: MessageKey, params: Params = {}): string {
  return fill(CATALOG[lang][key][0], params);
}

/** Every phrasing of a reply kind in a language, filled (a packs pitch said once per session picks among them). */
export function phrasings(lang: Lang, key: MessageKey, params: Params = {}): string[] {
  return CATALOG[lang][key].map((template) => fill(template, params));
}

/** A fixed sentence in the session's language (its first phrasing; no rotation, no memory). */
export function sentence(session: Phrasing, key: MessageKey, params: Params = {}): string {
  return word(langOf(session), key, params);
}

/** "A, B y C" / "A, B and C" / "A, B e C" (or with "o"/"or"/"ou"). */
export function joinList(lang: Lang, items: string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${word(lang, conjunction)} ${items[items.length - 1]}`;
}

const PAYMENT_KEYS: Record<string, MessageKey> = { cash: "paymentCash", transfer: "paymentTransfer", mercadopago: "paymentMercadopago" };

/** A payment method as the customer reads it. */
export function paymentWord(lang: Lang, method: string | null | undefined): string {
  if (!method) return word(lang, "paymentUnknown");
  const key = Object.hasOwn(PAYMENT_KEYS, method) ? PAYMENT_KEYS[method] : null;
  return key ? word(lang, key) : method;
}

/**
 * Every detail the agent may name to a customer, by the name the code gives it. The map is total
 * by type: a new detail without its words in the catalog does not compile, and a name outside it
 * (a step such as "product_choice", a typo) is said as "dato"/"detail", never as written (lang8).
 */
export type NamedField = FieldName | "fulfilment" | "payment" | "paymentMethod";

const FIELD_KEYS: Record<NamedField, MessageKey> = {
  firstName: "fieldFirstName",
  lastName: "fieldLastName",
  dni: "fieldDni",
  address: "fieldAddress",
  phone: "fieldPhone",
  email: "fieldEmail",
  city: "fieldCity",
  neighborhood: "fieldNeighborhood",
  apartment: "fieldApartment",
  fulfilment: "fieldFulfilment",
  payment: "fieldPayment",
  paymentMethod: "fieldPayment",
};

/** The details the agent names to customers. */
export const NAMED_FIELDS = Object.keys(FIELD_KEYS) as NamedField[];

export function isNamedField(field: string): field is NamedField {
  return Object.hasOwn(FIELD_KEYS, field);
}

/** A detail's name as the customer reads it ("dirección", "address", "endereço"); never the code's name. */
export function fieldWord(lang: Lang, field: string): string {
  return word(lang, isNamedField(field) ? FIELD_KEYS[field] : "fieldOther");
}

/** Every key of the catalog (tests check each language renders them). */
export const MESSAGE_KEYS = Object.keys(CATALOG.es) as MessageKey[];

/** A detail just stored, as the read-back names it in English or Portuguese ("name John Smith", "pickup at the shop"). */
export function factPhraseIn(lang: Lang, field: string, value: string): string {
  if (field === "fulfilment") return word(lang, value === "delivery" ? "buttonDelivery" : "buttonPickup").toLowerCase();
  if (field === "paymentMethod") return `${word(lang, "fieldPayment")}: ${paymentWord(lang, value)}`;
  if (field === "apartment") return `${word(lang, "fieldApartment")} ${value}`;
  return `${fieldWord(lang, field)} ${value}`;
}
