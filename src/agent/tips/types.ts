// The tips' shared shapes: what a tip is, and what a session remembers of the tips it was offered.

export const TIP_KINDS = ["reorder", "cross_sell", "bigger_size", "free_delivery"] as const;
export type TipKind = (typeof TIP_KINDS)[number];

/** One tip an adviser would add to this turn's reply. */
export interface Tip {
  kind: TipKind;
  text: string;
  /** The product the tip is about (taken when it enters the cart), or null (free delivery: the subtotal). */
  productId: string | null;
  /** A plain "sí" adds this many of the product (the tip asked "¿te agrego…?"); null when the tip asks nothing. */
  offerQuantity: number | null;
  /**
   * answers15: words that, found in this turn's replies, mean the answer already said what the tip
   * says ("es gratis desde $5.000" beside "te faltan $2.200 para el envío gratis"): then no tip.
   */
  echoes?: string[];
}

/** The session's memory of tips: kept as JSON in the session. */
export interface TipsMemory {
  /** The last tip shown, waiting for the next turn to tell whether the customer took it. */
  pending: { kind: TipKind; turn: number; productId: string | null; before: number } | null;
  /** The turn of the last tip (the per-conversation cooldown). */
  lastTurn: number | null;
  /** When each kind was last shown (the per-kind cooldown), ms. */
  lastAt: Partial<Record<TipKind, number>>;
  /** How many times each kind was ignored; twice, and it is not offered again in this session. */
  ignored: Partial<Record<TipKind, number>>;
  /** The cart's products when the last turn ended, to see what the customer took out since. */
  cartSeen?: string[];
  /** Products taken out of the cart in this conversation: no tip offers them back. */
  removed?: string[];
}

/** What happened to tips in one turn, for the audit. */
export interface TipEvent {
  kind: TipKind;
  event: "shown" | "accepted" | "ignored";
}

export function emptyTipsMemory(): TipsMemory {
  return { pending: null, lastTurn: null, lastAt: {}, ignored: {} };
}
