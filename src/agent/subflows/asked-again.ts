import type { TurnEngine } from "../engine";

// Never the same question a third time (issue 15, rule 4; trial 18c 001: the DNI asked four times
// while the customer gave the address, the payment and a "si"). The subflow counts how many times
// in a row it asks one field; from the third time on the kind words it differently (why it is
// needed and the way out), never the same question again.

/** session.extra key: the field asked last and how many times in a row. */
const ASKS = "detailsAsks";

/** Counts one more ask of `field`; true when it is the third in a row or later. */
export function askedAgain(t: TurnEngine, field: string): boolean {
  const prev = t.session.extra[ASKS] as { field?: string; n?: number } | undefined;
  const n = prev?.field === field ? (prev.n ?? 0) + 1 : 1;
  t.session.extra[ASKS] = { field, n };
  return n >= 3;
}
