// What the agent stack keeps in the session (src/agent/session.ts): who is answering, the path
// the last turn took, and the context each state or agent loaded once on entry. Plain JSON, no
// imports: the session crosses RPC and is stored as JSON by the actor.

/** One past order as the context keeps it (what the operator and the replies need, nothing more). */
export interface OrderContext {
  number: string;
  status: string;
  statusChangedAt: number;
  fulfilment: "delivery" | "pickup";
  total: number;
  items: { productId: string; name: string; quantity: number }[];
}

/** A returning customer, loaded once when a new order starts. */
export interface ReturningContext {
  name: string | null;
  lastOrder: OrderContext | null;
  /** The saved delivery address and the payment of the last order, offered instead of asked. */
  address: string | null;
  paymentMethod: string | null;
}

/** A question the stack asked that a plain "sí"/"no" answers next turn. */
export type StackOffer = "usual" | "saved_address" | "saved_payment";

export interface AgentStackState {
  /** Bottom to top; the kind's default agent (sales) is always at the bottom. */
  stack: string[];
  /** The hops of the last routed turn, in order ("info:declined", "sales"), keyed by that turn (also in its audit row). */
  last: { turn: string; path: string[] } | null;
  /** Context loaded on entry, once per session; `loaded` names what was read (so it is not read again). */
  context: {
    loaded: string[];
    returning?: ReturningContext | null;
    /** The order support is about (loaded when support starts; its status re-read when asked). */
    order?: OrderContext | null;
    /** The cart when the confirmation started: what the customer was asked to confirm. */
    cart?: { lines: { productId: string; name: string; quantity: number }[]; total: number } | null;
  };
  /** An offer waiting for its yes or no. */
  offer?: StackOffer | null;
  /** Offers already made this session (each is made once). */
  offered?: StackOffer[];
}
