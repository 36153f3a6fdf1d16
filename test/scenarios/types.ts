// A whole conversation as data: what the customer does, and after each step what they should
// see and what the shop should hold. Played in memory (test/support/play.ts) and, a few of
// them, through the real webhook → actor → queue path (runner.ts).

export type Step =
  | { say: string }
  /** Messages sent at once (within the debounce window): answered as one turn. */
  | { burst: string[] }
  /** A tapped reply button or list row, by the id the agent rendered. */
  | { tap: { id: string; title: string } }
  /** A raw WhatsApp message of another type (sticker, image, location…). */
  | { raw: Record<string, unknown> }
  /** Shop-side change between messages: the last order of this contact moves to a status. */
  | { orderStatus: string }
  /** Shop-side change between messages: a product's stock is set (another customer bought it). */
  | { stock: { productId: string; quantity: number } }
  /** Time passes (ms) with no message (follow-ups due meanwhile run); past 24 h the next message opens a new session. */
  | { wait: number };

export interface Expect {
  /** Fragments that must all appear in this step's replies (case-insensitive). */
  reply?: (string | RegExp)[];
  /** Fragments that must not appear. */
  notReply?: (string | RegExp)[];
  /** Exact number of replies this step produced (0 = silence). */
  replies?: number;
  state?: string;
  /** Exact cart: productId → quantity. */
  cart?: Record<string, number>;
  /** Orders written so far for this contact (D1). */
  orders?: number;
  /** The latest order as written: customerName is the stored first and last name, address the stored address. */
  lastOrder?: { total?: number; status?: string; fulfilment?: string; deliveryFee?: number; paymentMethod?: string | null; customerName?: string; address?: string };
  /** Trigger of the latest handoff request in D1. */
  handoff?: string;
  /** The agents that tried this step's batch, in order (the audit row's path): ["info:declined", "sales"]. */
  agents?: string[];
  /** The order number the latest handoff request carries (a complaint, a return). */
  handoffOrder?: RegExp;
  /** Customer data captured in the session. */
  customer?: Record<string, string>;
}

export type Turn = Step & { expect?: Expect; note?: string };

export interface Scenario {
  name: string;
  /** Defaults: the demo shop's WhatsApp channel. */
  workspace?: string;
  channel?: string;
  phoneNumberId?: string;
  turns: Turn[];
}
