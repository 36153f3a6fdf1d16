import { fold } from "../../lib/fold";
import { formatMoney } from "../../lib/money";
import type { TurnEngine } from "../engine";

// "efectivo, pago con 5000", "pago efectivo, llevo cambio de 10 mil", "abono con un billete de
// 20.000": the note the customer pays cash with, so the shop brings change. Nothing stores it
// but the order's note (shown in the summary), so it is kept there, never lost (trial 11b 009
// and 017 lost it).

const NOTE = /Paga con [^.]*\.\s*/;
// "pago efectivo con 10000", "abono en efectivo con 20 mil", "efectivo, con 5000" (trial 14b 007
// lost the note): the way may sit between the verb and the amount, or the amount follow the way.
const CASH = String.raw`(?:en\s+)?(?:efectivo|efvo|efe|cash)`;
const PAYS_WITH = new RegExp(
  String.raw`\b(?:(?:pago|pagaria|abono|llevo|tengo|te doy|les doy|doy)(?:\s+${CASH})?\s*,?\s+(?:con\s+|cambio\s+(?:de|para)\s+)?|${CASH}\s*,?\s+con\s+)(?:un\s+)?` +
    String.raw`(?:billete\s+de\s+)?\$?\s?(\d{1,3}(?:[.,]\d{3})+|\d{1,6})(?!\d|[.,]\d)\s*(mil|lucas)?\b`,
);

/** The amount (in whole currency units) a cash payment is made with, or null. */
export function cashGiven(said: string): number | null {
  const m = PAYS_WITH.exec(fold(said).toLowerCase());
  if (!m) return null;
  const amount = Number(m[1].replace(/[.,]/g, "")) * (m[2] ? 1000 : 1);
  return amount >= 100 && amount <= 1_000_000 ? amount : null;
}

/** With cash stored from this message: the note it is paid with goes into the order's note (replacing an earlier one). */
export function noteCashGiven(t: TurnEngine, said: string): void {
  const amount = cashGiven(said);
  if (amount === null) return;
  const note = `Paga con ${formatMoney(amount * 100, t.ports.currency)}.`;
  t.session.notes = [t.session.notes?.replace(NOTE, "").trim(), note].filter(Boolean).join(" ").slice(0, 500);
}
