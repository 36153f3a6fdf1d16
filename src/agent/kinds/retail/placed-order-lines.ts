import type { TurnEngine } from "../../engine";
import { langOf, sentence } from "../../language";
import { cartPhrase } from "../../replies";

/** The order number whose missing items the last reply asked for: what is named next goes into it (orders.ts). */
export const MISSING_ASKED = "missingAskedOf";

/**
 * answers21 (trial 19a 106): "pero las cocas chicas??? no las agregaste" right after the order was
 * placed asks about THAT order: what it was placed with, and the way to add what is missing —
 * never "you have nothing", which reads as the order being lost.
 */
export async function placedOrderLines(t: TurnEngine, said: string): Promise<string | null> {
  if (!t.session.lastOrderNumber || t.state !== "DONE") return null;
  const order = (await t.ports.pastOrders.recent(t.ctx.contact, 3)).find((o) => o.number === t.session.lastOrderNumber);
  if (!order?.items.length) return null;
  t.session.extra[MISSING_ASKED] = order.number;
  const sorry = LEFT_OUT.test(said) ? `${sentence(t.session, "sorryShort")} ` : "";
  return sorry + sentence(t.session, "placedOrderHad", { number: order.number, lines: cartPhrase(order.items, await t.products(order.items.map((i) => i.productId)), langOf(t.session)) });
}

/** "no las agregaste", "no pusiste el pan", "te olvidaste", "faltó": something said left out (words already normalised). */
const LEFT_OUT = /\bno (?:(?:me )?(?:lo|la|los|las) )?(?:agregaste|pusiste|sumaste|anotaste|mandaste|trajiste)\b|\bte (?:olvidaste|comiste)\b|\bfalt(?:o|a|an|aron)\b|\b(?:you )?(?:forgot|missed|didn ?t add)\b|\b(?:esqueceu|faltou)\b/;
