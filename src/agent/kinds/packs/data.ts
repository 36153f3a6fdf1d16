import type { Conditions } from "../../contract";
import type { Session } from "../../session";

/** The minimum data before promos, and what else the shop asks for if the customer wants. */
export const PACKS_REQUIRED = ["firstName", "phone", "city", "address"] as const;
export const PACKS_OPTIONAL = ["lastName", "neighborhood", "apartment", "email"] as const;

/** What the packs shop remembers beyond the customer's data, kept in session.extra.packs. */
export type PacksData = {
  /** Selected pack (product id); also the single cart line. */
  pack: string | null;
  /** A pack the customer named before the promos could be shown (product id): used when they come. */
  wanted: string | null;
  promosOfferedAt: number | null;
  /** When the summary of the current selection was shown; cleared when the selection changes. */
  summarySentAt: number | null;
  /** The order placed for the current selection. */
  orderNumber: string | null;
  /** Known data of a returning customer was loaded once. */
  prefilled: boolean;
  /** The shop placed the order on silence with the payment still to agree: a replacement keeps it open. */
  paymentOpen: boolean;
  /** The last message gave the first name without a surname: a lone name next is the surname, not the city. */
  nameWithoutSurname: boolean;
  /** The detail last asked for, and how many details were known then (asked.ts). */
  askedField: string | null;
  knownAtAsk: number;
  /** Details asked for and passed over while the customer gave others: asked for last. */
  skipped: string[];
  /** The one pack whose price the last message asked (product id): "lo quiero" next takes it. */
  pricedLast: string | null;
};

export function packsData(session: Session): PacksData {
  const stored = (session.extra.packs ?? {}) as Partial<PacksData>;
  return {
    pack: stored.pack ?? null,
    wanted: stored.wanted ?? null,
    promosOfferedAt: stored.promosOfferedAt ?? null,
    summarySentAt: stored.summarySentAt ?? null,
    orderNumber: stored.orderNumber ?? null,
    prefilled: stored.prefilled ?? false,
    paymentOpen: stored.paymentOpen ?? false,
    nameWithoutSurname: stored.nameWithoutSurname ?? false,
    askedField: stored.askedField ?? null,
    knownAtAsk: stored.knownAtAsk ?? 0,
    skipped: stored.skipped ?? [],
    pricedLast: stored.pricedLast ?? null,
  };
}

export function updatePacksData(session: Session, patch: Partial<PacksData>): PacksData {
  const next = { ...packsData(session), ...patch };
  session.extra.packs = next;
  return next;
}

function requiredPresent(s: Session): number {
  return PACKS_REQUIRED.filter((f) => !!s.customer[f]).length;
}

/** The conditions the definition names: minimum data before promos, promos before a summary, a summary before an order. */
export const packsConditions: Conditions = {
  required_data: (s) => requiredPresent(s) === PACKS_REQUIRED.length,
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
