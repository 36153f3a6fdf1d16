import type { CommerceProfile } from "../lib/commerce-profile";
import type { SharedLocation } from "../lib/location";
import type { SearchResult } from "../lib/product-match";
import type { LlmPort } from "./claude/client";

// The agent's only window on the world. The actor builds these over D1; unit tests build them
// over arrays. Nothing in agent/ may import a binding.

export interface Product {
  id: string;
  sku: string;
  name: string;
  brand: string | null;
  aliases: string[];
  category: string;
  /** The shop's subcategory, when its catalog has one (searched, like the category). */
  subcategory?: string | null;
  description: string | null;
  /** Minor units. */
  price: number;
  active: boolean;
  /** Units on hand; null when the shop does not track stock for it. */
  stock: number | null;
}

/**
 * The catalog as a turn may read it: never the whole list. Every method reads a bounded number of
 * rows whatever the catalog's size (the D1 implementation is src/store/catalog.ts).
 */
export interface CatalogPort {
  /**
   * The product the customer's words mean, or up to `limit` (default 10) to ask between with the
   * words that tell them apart, or none. Never reads the whole catalog.
   */
  search(query: string, opts?: { limit?: number }): Promise<SearchResult<Product>>;
  /** These products (active or not) with their current stock, in the order asked; unknown ids are left out. */
  byIds(ids: string[]): Promise<Product[]>;
  /** Active products by SKU (the retailer ids of the shop's WhatsApp catalog), in the order asked; unknown or inactive SKUs are left out. */
  bySkus(skus: string[]): Promise<Product[]>;
  /** The categories with how many active products each has. */
  categories(): Promise<{ category: string; products: number }[]>;
  /** Up to `limit` (at most 100) active products of one category, named as categories() names it, by name. */
  inCategory(category: string, limit?: number): Promise<Product[]>;
  /** Units sold per product in the shop's recent orders, best sellers first (at most `limit`). */
  topSellers(limit?: number): Promise<{ productId: string; units: number }[]>;
  /**
   * Other products found in the shop's recent orders that hold any of these, with in how many
   * orders each was (most first, at most `limit`): what the cross-sell tip offers.
   */
  boughtWith(productIds: string[], limit?: number): Promise<{ productId: string; orders: number }[]>;
}

/** Where the customer dropped a pin (WhatsApp's location message). */
export type GeoLocation = SharedLocation;

export interface OrderLineInput {
  productId: string;
  quantity: number;
}

export interface NewOrder {
  /** Derived from the conversation and the turn: a redone turn writes nothing new. */
  idempotencyKey: string;
  contact: string;
  customer: Record<string, string | undefined>;
  lines: OrderLineInput[];
  fulfilment: "delivery" | "pickup";
  address: string | null;
  /** The pin the customer shared for a delivery, if any. */
  location?: GeoLocation | null;
  paymentMethod: string | null;
  notes: string | null;
}

export interface OrderItemRecord {
  productId: string;
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface OrderRecord {
  id: number;
  number: string;
  status: string;
  fulfilment: "delivery" | "pickup";
  address: string | null;
  location: GeoLocation | null;
  paymentMethod: string | null;
  subtotal: number;
  deliveryFee: number;
  total: number;
  currency: string;
  createdAt: number;
  items: OrderItemRecord[];
}

/** Raised by OrdersPort.create when a line cannot be covered; names the product. */
export class OutOfStockError extends Error {
  constructor(
    readonly productId: string,
    readonly productName: string,
    readonly available: number,
  ) {
    super(`Sin stock suficiente de ${productName} (quedan ${available})`);
    this.name = "OutOfStockError";
  }
}

export interface OrdersPort {
  create(order: NewOrder): Promise<OrderRecord>;
  get(number: string): Promise<OrderRecord | null>;
  history(contact: string, limit: number): Promise<OrderRecord[]>;
  /** Cancels a pending order and returns its stock; returns the order as it now is. */
  cancel(number: string, contact: string): Promise<OrderRecord | null>;
}

/** A past order as after-sale support reads it: when its status last changed, and the shop's note on it. */
export interface PastOrder extends OrderRecord {
  statusChangedAt: number;
  /** The shop's note on the last change (a cancellation's reason), if any. */
  statusNote: string | null;
}

/** A customer's own orders, for support and for a returning customer's context (src/store/past-orders.ts). */
export interface PastOrdersPort {
  /** This contact's latest orders, newest first, at most `limit` (≤ 10); never another contact's. */
  recent(contact: string, limit: number): Promise<PastOrder[]>;
}

export interface CustomerRecord {
  contact: string;
  firstName?: string;
  lastName?: string;
  dni?: string;
  phone?: string;
  email?: string;
  address?: string;
  city?: string;
  extra: Record<string, string>;
  debt: number;
  orders: number;
  spend: number;
}

export interface CustomersPort {
  get(contact: string): Promise<CustomerRecord | null>;
  upsert(contact: string, fields: Record<string, string>): Promise<void>;
}

export interface Clock {
  now(): number;
}

/** Model calls and prompt tokens (uncached input + cache writes + cache reads) in some window. */
export interface ModelUsage {
  calls: number;
  inputTokens: number;
}

/** Model use so far, as the spend budgets count it. */
export interface SpendUsage {
  conversationHour: ModelUsage;
  conversationDay: ModelUsage;
  workspaceDay: ModelUsage;
}

/** The spend budgets (0 = no limit): per conversation per hour and per day, per workspace per day. */
export interface SpendLimits {
  conversationCallsPerHour: number;
  conversationCallsPerDay: number;
  conversationTokensPerHour: number;
  conversationTokensPerDay: number;
  workspaceCallsPerDay: number;
  workspaceTokensPerDay: number;
}

export interface SpendPort {
  limits: SpendLimits;
  usage(): Promise<SpendUsage>;
}

export interface AgentPorts {
  workspaceId: string;
  currency: string;
  timezone: string;
  profile: CommerceProfile;
  catalog: CatalogPort;
  orders: OrdersPort;
  customers: CustomersPort;
  pastOrders: PastOrdersPort;
  clock: Clock;
  /** The Messages API; absent without ANTHROPIC_API_KEY, and then the agent is fully deterministic. */
  llm?: LlmPort;
  /** Model spend so far and its budgets; absent, no budget is enforced. */
  spend?: SpendPort;
  /** The tips' cooldowns (settings); absent, the defaults of src/agent/tips/. */
  tips?: TipSettings;
}

/** How often tips may come (src/agent/tips/): turns between any two, minutes between two of one kind. */
export interface TipSettings {
  conversationCooldownTurns: number;
  kindCooldownMinutes: number;
}
