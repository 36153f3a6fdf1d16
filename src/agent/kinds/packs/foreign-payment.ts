import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { readForeignPayment as readForeign } from "../../subflows/foreign-payment";
import { methodsListed } from "./payment-questions";

/** A way to pay the shop lacks, said so (subflows/foreign-payment.ts), remembered as the methods listed. */
export function readForeignPayment(t: TurnEngine, u: Understanding, written: string[]): string[] {
  const said = readForeign(t, u, written);
  // The methods are listed here: "¿Cómo vas a pagar?" after it does not list them again (trial 16a 206).
  if (said.length) methodsListed.add(t);
  return said;
}
