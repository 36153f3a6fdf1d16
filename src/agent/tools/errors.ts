import type { Lang } from "../language/detect";
import { langOf, paymentWord, word, type MessageKey, type Phrasing } from "../language/phrase";

// A tool's refusal as the customer may read it (the rules say some of them as they are, and the
// model reads them): in the conversation's language, from the message catalog by the error's
// code, never the Spanish a tool wrote for its logs (issue #14). Codes the catalog does not know
// (the gate's own refusals, bad input) keep the tool's text: they are for the model, never said.

type Data = Record<string, unknown>;

const KEYS: Record<string, (data: Data) => MessageKey> = {
  product_not_found: () => "toolProductNotFound",
  out_of_stock: (d) => (typeof d.available === "number" && d.available > 0 ? "toolStockLeft" : "toolStockNone"),
  delivery_unavailable: () => "toolNoDelivery",
  pickup_unavailable: () => "toolNoPickup",
  payment_method_unavailable: () => "toolPaymentNotAccepted",
  not_in_cart: () => "toolNotInCart",
  order_not_found: (d) => (typeof d.number === "string" ? "toolOrderNotFound" : "toolNoOrders"),
  no_previous_order: () => "toolNoOrders",
  order_cancelled: () => "toolOrderCancelled",
  order_already_processed: () => "toolOrderLocked",
  no_summary: () => "toolNoSummary",
  summary_expired: () => "toolSummaryExpired",
  no_explicit_yes: () => "toolNoYes",
  empty_cart: () => "toolEmptyCart",
  pack_not_found: () => "toolPackNotFound",
  no_pack: () => "toolNoPack",
  no_payment: () => "toolNoPayment",
};

/** The error codes the catalog words (tests check each renders in every language). */
export const WORDED_TOOL_ERRORS = Object.keys(KEYS);

const str = (v: unknown): string => (typeof v === "string" || typeof v === "number" ? String(v) : "");

/** A tool error's text in `lang`, or null when its code is not one the customer may read. */
export function toolErrorIn(lang: Lang, code: string, data: Data): string | null {
  if (!Object.hasOwn(KEYS, code)) return null;
  return word(lang, KEYS[code](data), {
    name: str(data.name),
    available: str(data.available),
    number: str(data.number),
    method: paymentWord(lang, str(data.method) || null),
  });
}

/** The same, in the session's language. */
export function toolErrorText(session: Phrasing, code: string, data: Data, fallback: string): string {
  return toolErrorIn(langOf(session), code, data) ?? fallback;
}
