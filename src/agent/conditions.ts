import type { AgentDefinition } from "./definition";
import type { Session } from "./session";
import { packsData } from "./policies/packs-data";

// Named conditions a definition refers to (timer `when`, state `requires`), evaluated in code
// over the session. Unknown names never hold: a typo refuses a transition instead of allowing it.

type Conditions = Record<string, (session: Session, now: number) => boolean>;

const RETAIL: Conditions = {
  cart_not_empty: (s) => s.cart.length > 0,
  /** A summary is waiting for the yes and still valid. */
  confirmation_pending: (s, now) => !!s.pendingConfirmation && s.pendingConfirmation.expiresAt > now,
  /** A summary was shown and not yet used or cleared (valid or not). */
  confirmation_shown: (s) => !!s.pendingConfirmation,
};

/** The packs shop: minimum data before promos, promos before a summary, a summary before an order. */
export const PACKS_REQUIRED = ["firstName", "phone", "city", "address"] as const;
export const PACKS_OPTIONAL = ["lastName", "neighborhood", "apartment", "email"] as const;

function requiredPresent(s: Session): number {
  return PACKS_REQUIRED.filter((f) => !!s.customer[f]).length;
}

const PACKS: Conditions = {
  required_data: (s) => requiredPresent(s) === PACKS_REQUIRED.length,
  data_complete: (s) => requiredPresent(s) === PACKS_REQUIRED.length,
  no_data: (s) => [...PACKS_REQUIRED, ...PACKS_OPTIONAL].every((f) => !s.customer[f]),
  partial_data: (s) => {
    const n = requiredPresent(s);
    return n < PACKS_REQUIRED.length && (n > 0 || PACKS_OPTIONAL.some((f) => !!s.customer[f]));
  },
  promos_offered: (s) => packsData(s).promosOfferedAt !== null,
  pack_selected: (s) => packsData(s).pack !== null && s.cart.length === 1 && s.cart[0].productId === packsData(s).pack,
  summary_sent: (s) => packsData(s).summarySentAt !== null,
  order_placed: (s) => packsData(s).orderNumber !== null,
};

const BY_POLICY: Record<AgentDefinition["policy"], Conditions> = { retail: RETAIL, packs: PACKS };

export function conditionHolds(def: AgentDefinition, condition: string, session: Session, now: number): boolean {
  return BY_POLICY[def.policy][condition]?.(session, now) ?? false;
}
