import type { TurnEngine } from "../engine";
import { joinList, langOf, paymentWord, sentence } from "../language";
import type { PaymentMethod, Understanding } from "../understand/types";
import { fold } from "../../lib/fold";
import { FOREIGN_PAYMENT } from "../understand/options";
import { writtenThisTurn } from "./as-written";

// A way to pay the shop does not have (trial 15a 210): "aceita pix? se não, dinheiro" reaches the
// rules read as "acepta transferencia? si no, efectivo" (Pix is read as a transfer), and was
// answered "Sim, aceitamos transferência" with the transfer chosen. Pix (or PayPal, crypto…) is
// no method of the shop: said so, with the methods it takes, and the fallback the customer named
// ("se não, dinheiro", "prefiro dinheiro mesmo") is the payment; with none named, nothing is chosen.
// Shared by every kind (answers18, trial 17: "pix?" alone in the kiosk got "No te entendí").

/** Ways to pay named by customers that no shop method is. */
const FOREIGN = FOREIGN_PAYMENT;
/** Where the customer's fallback or preference begins. */
const FALLBACK = /\b(?:ou|or|o|se nao|senao|si no|sino|if not|otherwise|or else|else|caso contrario|prefiro|prefiero|i prefer|i'?d rather|mejor|melhor|entao|entonces|then)\b/g;
/** details30 (t29c 006): "pix? no... efectivo", "pix? não, dinheiro": the foreign way taken back, a method said right after it. */
const TAKEN_BACK_FOR = /\b(?:no|nao)\b[\s.,;!…]*(?=(?:efectivo|dinheiro|cash|contado|transferencia|transfe|mercado ?pago|mp)\b)/g;
const METHOD_WORDS: [RegExp, Exclude<PaymentMethod, null>][] = [
  [/\b(?:efectivo|dinheiro|cash|contado|especie)\b/, "cash"],
  [/\b(?:transferencia|transfer|transfe|bank transfer)\b/, "transfer"],
  [/\b(?:mercado ?pago|mp)\b/, "mercadopago"],
];

/** The one method named in a text, or null (none or several). */
function methodIn(text: string): Exclude<PaymentMethod, null> | null {
  const named = METHOD_WORDS.filter(([re]) => re.test(text)).map(([, m]) => m);
  return named.length === 1 ? named[0] : null;
}

/** The customer's own words this turn name a way to pay no shop takes ("pix?", read "transferencia?" from Portuguese). */
export function foreignPaymentSaid(t: Pick<TurnEngine, "session">): boolean {
  return FOREIGN.test(fold(writtenThisTurn(t).join(". ")));
}

/**
 * When the customer's own words name a way to pay the shop lacks: its payment questions become
 * the answer that it is not taken (returned, to be said), and the payment is the fallback named
 * after it (when the shop takes it) or none.
 */
export function readForeignPayment(t: TurnEngine, u: Understanding, written: string[]): string[] {
  // openers22 (trial 21a 107): a Portuguese "pix?" reaches the rules read as "transferencia?"
  // (language/synonyms.ts); the customer's own words, kept in the history, still say Pix.
  const asWritten = writtenThisTurn(t);
  const text = fold((asWritten.length ? asWritten : written).join(". "));
  const foreign = FOREIGN.exec(text);
  if (!foreign) return [];
  const methods = t.ports.profile.paymentMethods;
  const at = [...text.matchAll(FALLBACK), ...text.matchAll(TAKEN_BACK_FOR)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).filter((m) => (m.index ?? 0) > foreign.index).at(-1);
  const fallback = at ? methodIn(text.slice((at.index ?? 0) + at[0].length)) : null;
  u.paymentMethod = fallback && methods.includes(fallback) ? fallback : null;
  u.questions = u.questions.filter((q) => q.kind !== "payment");
  u.infoTopics = u.infoTopics.filter((topic) => topic !== "payment");
  const lang = langOf(t.session);
  const name = foreign[1] === "pix" ? "Pix" : foreign[1] === "paypal" || foreign[1] === "pay pal" ? "PayPal" : foreign[1];
  return [sentence(t.session, "packsNoSuchPayment", { method: name, methods: joinList(lang, methods.map((m) => paymentWord(lang, m))) })];
}
