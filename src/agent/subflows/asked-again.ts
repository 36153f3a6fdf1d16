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

/**
 * details25 (t24b 001, t24b 005, t23c 001): a field asked three times in a row (the last with why
 * and the way out) and answered with other details again is set aside by a kind that can go on
 * without it (its `setAside`: a note for the shop, said so), never asked a fourth time.
 */
export function askedOut(t: TurnEngine, spec: { field: string; setAside?: (t: TurnEngine) => void } | undefined): boolean {
  const prev = t.session.extra[ASKS] as { field?: string; n?: number } | undefined;
  return !!spec?.setAside && prev?.field === spec.field && (prev.n ?? 0) >= 3;
}

/** Sets `spec`'s field aside when it was asked out; true when it did. */
export function setAsideAskedOut(t: TurnEngine, spec: { field: string; setAside?: (t: TurnEngine) => void } | undefined): boolean {
  if (!askedOut(t, spec)) return false;
  spec!.setAside!(t);
  return true;
}
