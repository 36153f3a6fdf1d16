import type { Lang } from "./language/detect";
import type { MessageKey } from "./language/messages-es";
import type { GeoLocation } from "./ports";
import type { AgentStackState } from "./stack/state";
import type { TipsMemory } from "./tips/types";
import type { FieldName } from "./understand/types";

export interface CartLine {
  productId: string;
  sku: string;
  name: string;
  /** Catalog price when added, minor units; re-read from the catalog at summary and order time. */
  unitPrice: number;
  quantity: number;
}

export interface HistoryEntry {
  role: "customer" | "agent" | "operator";
  text: string;
  at: number;
}

export type Fulfilment = "delivery" | "pickup";
export type PaymentMethod = "cash" | "transfer" | "mercadopago";

/** Everything the agent remembers about one conversation. Stored as JSON by the actor. */
/**
 * What a definition may keep in session.extra: plain JSON two levels deep. Not a recursive JSON
 * type on purpose: the session crosses RPC, and recursive types defeat its type mapping.
 */
type Scalar = string | number | boolean | null;
export type SessionExtra = Record<string, Scalar | Scalar[] | Record<string, Scalar | Scalar[]>>;

export interface Session {
  id: string;
  startedAt: number;
  lastInboundAt: number;
  /** Summary of the previous session (24 h window), carried into this one. */
  previousSummary: string | null;
  state: string;
  cart: CartLine[];
  notes: string | null;
  fulfilment: Fulfilment | null;
  paymentMethod: PaymentMethod | null;
  customer: Partial<Record<FieldName, string>>;
  /** What the agent asked for last, so a bare answer ("30123456") is read as that. */
  expecting: FieldName | "confirmation" | "product_choice" | "fulfilment" | "payment" | null;
  /**
   * Products offered to pick after an ambiguous match or a question ("¿tenés coca?"). `offer`:
   * one product named in an answer, which a plain "sí"/"dale" adds; forgotten after one turn.
   * `order`: asked for a line of the order (not to answer a question); asked again, once, when
   * the next message changes the cart without answering it.
   * `said`: the customer's words for it ("fideos"), to name it back ("¿cuál de los fideos querés?");
   * `namedBack`: it was, at the move to checkout (`timesNamed`: how often). `dozen`: the quantity was said in dozens (units).
   */
  pendingChoice: { productIds: string[]; quantity: number; offer?: boolean; /** counts22: the rows were named in a sentence, never numbered: a bare number is how many. */ inWords?: boolean; order?: boolean; said?: string; namedBack?: boolean; timesNamed?: number; dozen?: boolean; tip?: boolean } | null;
  /** A summary shown and waiting for an explicit yes; expires. */
  pendingConfirmation: { total: number; shownAt: number; expiresAt: number } | null;
  /** The order thread topic interrupted by an info question. */
  interruptedTopic: string | null;
  consecutiveToolErrors: number;
  consecutiveFailures: number;
  intentsSeen: { intent: string; at: number }[];
  templatesSent: string[];
  history: HistoryEntry[];
  summary: string;
  tokens: { input: number; output: number; cacheRead: number; cacheWrite: number };
  lastOrderNumber: string | null;
  stateChangedAt: number;
  /** Definition-specific captured data (packs: selected pack, promos offered…). */
  extra: SessionExtra;
  /** The pin the customer shared for a delivery (stored with the order; the operator gets a map link). */
  location?: GeoLocation | null;
  /** The list the customer is browsing, for "ver más": the words or category, and how many were shown. */
  browsing?: { query: string; category: string | null; shown: number } | null;
  /** Batches of customer messages answered in this session. */
  turns?: number;
  /** The last reminder of the cart after answering something else: at which turn, of which cart. */
  reminded?: { turn: number; cart: string } | null;
  /** The agent stack (src/agent/stack/): who answers, the last turn's path, context loaded on entry. */
  agents?: AgentStackState;
  /** The customer's language (src/agent/language/): replies follow it; unset reads as Spanish. */
  language?: Lang;
  /** How many messages told `language` so far, and another language the last one was in (language/detect.ts `followLanguage`). */
  languageTold?: number;
  languageNext?: Lang | null;
  /** Reply kind → the phrasing sent last, so the next one of that kind is phrased another way. */
  phrasings?: Partial<Record<MessageKey, number>>;
  /** The tips offered in this session (src/agent/tips/): cooldowns, the one awaiting an answer, the ignored ones. */
  tips?: TipsMemory;
}

export function newSession(id: string, now: number, initialState: string, previousSummary: string | null = null): Session {
  return {
    id,
    startedAt: now,
    lastInboundAt: now,
    previousSummary,
    state: initialState,
    cart: [],
    notes: null,
    fulfilment: null,
    paymentMethod: null,
    customer: {},
    expecting: null,
    pendingChoice: null,
    pendingConfirmation: null,
    interruptedTopic: null,
    consecutiveToolErrors: 0,
    consecutiveFailures: 0,
    intentsSeen: [],
    templatesSent: [],
    history: [],
    summary: "",
    tokens: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
    lastOrderNumber: null,
    stateChangedAt: now,
    extra: {},
  };
}

export const HISTORY_VERBATIM = 20;

export function pushHistory(session: Session, entry: HistoryEntry): void {
  session.history.push(entry);
  // Keep the stored history bounded; the summary carries what falls off.
  if (session.history.length > 60) {
    const dropped = session.history.splice(0, session.history.length - 60);
    session.summary = (session.summary + " " + dropped.map((h) => `${h.role}: ${h.text.slice(0, 80)}`).join(" | ")).slice(-2000);
  }
}

/** A new 24 h window opens a new session that remembers, in short, the previous one. */
export function nextSession(previous: Session, now: number, initialState: string, turnKey: string): Session {
  const parts: string[] = [];
  if (previous.lastOrderNumber) parts.push(`último pedido ${previous.lastOrderNumber}`);
  if (previous.cart.length) parts.push(`carrito abandonado: ${previous.cart.map((l) => `${l.quantity} ${l.name}`).join(", ")}`);
  const lastCustomer = [...previous.history].reverse().find((h) => h.role === "customer");
  if (lastCustomer) parts.push(`último mensaje: "${lastCustomer.text.slice(0, 120)}"`);
  const next = newSession(turnKey, now, initialState, parts.join("; ") || null);
  next.customer = { ...previous.customer };
  next.lastOrderNumber = previous.lastOrderNumber;
  return next;
}
