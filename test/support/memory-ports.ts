import type { LlmPort } from "../../src/agent/claude/client";
import type { AgentPorts, Clock, CustomerRecord, NewOrder, OrderRecord, Product, TipSettings } from "../../src/agent/ports";
import { OutOfStockError } from "../../src/agent/ports";
import { deliveryFee, type CommerceProfile } from "../../src/lib/commerce-profile";
import { addMinor, multiplyMinor } from "../../src/lib/money";
import type { ShopData } from "./seed";
import { listSearcher, type SearchResult } from "../../src/lib/product-match";

// A shop in memory: the same contracts the D1 store honours (prices and totals from the catalog,
// orders idempotent by key, stock never below zero and returned once on a cancel, another
// customer's order never visible), with no bindings, so the agent runs in plain Node.

/** The customer columns D1 keeps; any other field goes to `extra`, as in store/customers.ts. */
const COLUMNS = ["firstName", "lastName", "dni", "phone", "email", "address", "city"] as const;

interface StoredOrder extends OrderRecord {
  contact: string;
  /** The customer's data as the customers row holds it (D1 joins it): kept in step by upsertCustomer. */
  customer: Record<string, string | undefined>;
  idempotencyKey: string;
  notes: string | null;
  stockReturned: boolean;
  statusChangedAt?: number;
  statusNote?: string | null;
}

export class MemoryStore {
  readonly products: Product[];
  readonly orders: StoredOrder[] = [];
  /** What the agent read: searches made and products fetched by id (a turn never lists the catalog). */
  readonly reads = { searches: 0, byIds: 0 };
  private readonly customers = new Map<string, Record<string, string>>();
  private readonly byId: Map<string, Product>;
  private search: ((query: string, limit?: number) => SearchResult<Product>) | null = null;
  /** The tips' cooldowns as the settings give them (absent: the agent's defaults). */
  tipSettings: TipSettings | null = null;

  constructor(readonly shop: ShopData) {
    this.products = structuredClone(shop.products);
    this.byId = new Map(this.products.map((p) => [p.id, p]));
  }

  /** The search over the active products, its terms computed once (a big catalog stays fast). */
  private searcher(): (query: string, limit?: number) => SearchResult<Product> {
    return (this.search ??= listSearcher(this.products.filter((p) => p.active)));
  }

  /** The agent's ports for one conversation, on this conversation's clock. */
  ports(contact: string, clock: Clock, llm?: LlmPort): AgentPorts {
    const { shop } = this;
    return {
      workspaceId: shop.workspaceId,
      currency: shop.currency,
      timezone: shop.timezone,
      profile: shop.profile,
      clock,
      catalog: {
        search: async (query, opts) => {
          this.reads.searches++;
          return structuredClone(this.searcher()(query, opts?.limit));
        },
        byIds: async (ids) => {
          this.reads.byIds += ids.length;
          return structuredClone([...new Set(ids)].flatMap((id) => this.byId.get(id) ?? []));
        },
        bySkus: async (skus) => structuredClone([...new Set(skus)].flatMap((sku) => this.products.find((p) => p.sku === sku && p.active) ?? [])),
        categories: async () => {
          const counts = new Map<string, number>();
          for (const p of this.products) if (p.active) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
          return [...counts].sort((a, b) => a[0].localeCompare(b[0])).map(([category, products]) => ({ category, products }));
        },
        inCategory: async (category, limit = 100) =>
          structuredClone(
            this.products
              .filter((p) => p.active && p.category === category)
              .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
              .slice(0, Math.min(limit, 100)),
          ),
        topSellers: async (limit = 100) => {
          const units = new Map<string, number>();
          for (const o of this.orders) if (o.status !== "cancelled") for (const i of o.items) units.set(i.productId, (units.get(i.productId) ?? 0) + i.quantity);
          return [...units].map(([productId, n]) => ({ productId, units: n })).sort((a, b) => b.units - a.units || a.productId.localeCompare(b.productId)).slice(0, limit);
        },
        boughtWith: async (ids, limit = 5) => {
          const together = new Map<string, number>();
          for (const o of this.orders) {
            if (o.status === "cancelled" || !o.items.some((i) => ids.includes(i.productId))) continue;
            for (const i of new Set(o.items.map((x) => x.productId))) if (!ids.includes(i)) together.set(i, (together.get(i) ?? 0) + 1);
          }
          return [...together].map(([productId, orders]) => ({ productId, orders })).sort((a, b) => b.orders - a.orders || a.productId.localeCompare(b.productId)).slice(0, limit);
        },
      },
      orders: {
        create: async (order) => this.create(order, clock.now()),
        get: async (number) => this.orders.find((o) => o.number === number.toUpperCase()) ?? null,
        history: async (c, limit) => this.ordersOf(c).reverse().slice(0, limit),
        cancel: async (number, c) => this.cancel(number, c),
      },
      pastOrders: {
        recent: async (c, limit) =>
          structuredClone(
            this.ordersOf(c)
              .reverse()
              .slice(0, Math.max(1, Math.min(10, limit)))
              .map(({ contact: _c, idempotencyKey: _k, notes: _n, stockReturned: _s, statusChangedAt, statusNote, ...o }) => ({ ...o, statusChangedAt: statusChangedAt ?? o.createdAt, statusNote: statusNote ?? null })),
          ),
      },
      customers: {
        get: async (c) => this.customer(c),
        upsert: async (c, fields) => {
          this.upsertCustomer(c, fields);
        },
      },
      ...(llm ? { llm } : {}),
      ...(this.tipSettings ? { tips: this.tipSettings } : {}),
    };
  }

  /** This contact's orders, oldest first. */
  ordersOf(contact: string): StoredOrder[] {
    return this.orders.filter((o) => o.contact === contact);
  }

  /** Shop-side change: the contact's last order moves to a status (a person started on it…), at `at` with a note. */
  setLastOrderStatus(contact: string, status: string, at?: number, note: string | null = null): void {
    const last = this.ordersOf(contact).at(-1);
    if (!last) return;
    last.status = status;
    last.statusChangedAt = at ?? last.createdAt;
    last.statusNote = note;
  }

  private create(order: NewOrder, now: number): StoredOrder {
    const existing = this.orders.find((o) => o.idempotencyKey === order.idempotencyKey);
    if (existing) return existing;
    if (order.lines.length === 0) throw new Error("an order needs at least one item");
    const merged = new Map<string, number>();
    for (const l of order.lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
    const items = [...merged].map(([productId, quantity]) => {
      const p = this.products.find((x) => x.id === productId && x.active);
      if (!p) throw new OutOfStockError(productId, productId, 0);
      if (p.stock !== null && p.stock < quantity) throw new OutOfStockError(p.id, p.name, p.stock);
      return { product: p, quantity };
    });
    for (const { product, quantity } of items) if (product.stock !== null) product.stock -= quantity;
    const lines = items.map(({ product: p, quantity }) => ({ productId: p.id, sku: p.sku, name: p.name, unitPrice: p.price, quantity, lineTotal: multiplyMinor(p.price, quantity) }));
    const subtotal = addMinor(0, ...lines.map((l) => l.lineTotal));
    const fee = deliveryFee(this.shop.profile, subtotal, order.fulfilment);
    const record: StoredOrder = {
      id: this.orders.length + 1,
      number: `ORD-${String(this.orders.length + 1).padStart(5, "0")}`,
      status: "confirmed",
      fulfilment: order.fulfilment,
      address: order.address,
      location: order.location ?? null,
      paymentMethod: order.paymentMethod,
      subtotal,
      deliveryFee: fee,
      total: addMinor(subtotal, fee),
      currency: this.shop.currency,
      createdAt: now,
      items: lines,
      contact: order.contact,
      // As D1: the order's customer is the customers row, written with the order's details in the same batch.
      customer: this.upsertCustomer(order.contact, order.customer),
      idempotencyKey: order.idempotencyKey,
      notes: order.notes,
      stockReturned: false,
    };
    this.orders.push(record);
    return record;
  }

  private cancel(number: string, contact: string): StoredOrder | null {
    const order = this.orders.find((o) => o.number === number.toUpperCase() && o.contact === contact);
    if (!order) return null;
    if (order.status === "confirmed") order.status = "cancelled";
    if (order.status === "cancelled" && !order.stockReturned) {
      for (const item of order.items) {
        const p = this.products.find((x) => x.id === item.productId);
        if (p && p.stock !== null) p.stock += item.quantity;
      }
      order.stockReturned = true;
    }
    return order;
  }

  private upsertCustomer(contact: string, fields: Record<string, string | undefined>): Record<string, string> {
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as Record<string, string>;
    const merged = { ...(this.customers.get(contact) ?? {}), ...clean };
    this.customers.set(contact, merged);
    // As D1, where an order is made out to the customers row (customer_id): a name corrected
    // later is the name the shop sees on the contact's orders.
    for (const o of this.ordersOf(contact)) o.customer = { ...merged };
    return { ...merged };
  }

  private customer(contact: string): CustomerRecord | null {
    const stored = this.customers.get(contact);
    if (!stored) return null;
    const placed = this.ordersOf(contact).filter((o) => o.status !== "cancelled");
    const record: CustomerRecord = { contact, extra: {}, debt: 0, orders: placed.length, spend: addMinor(0, ...placed.map((o) => o.total)) };
    for (const [k, v] of Object.entries(stored)) {
      if ((COLUMNS as readonly string[]).includes(k)) record[k as (typeof COLUMNS)[number]] = v;
      else record.extra[k] = v;
    }
    return record;
  }
}

// A small kiosk for unit tests of single tools and moves.

export const profile: CommerceProfile = {
  name: "Kiosco Test",
  address: "Calle Falsa 123",
  hours: [{ days: [1, 2, 3, 4, 5], open: "09:00", close: "20:00" }],
  delivery: { enabled: true, fee: 50000, freeFrom: 500000 },
  pickup: true,
  paymentMethods: ["cash", "transfer"],
  templates: {},
};

export const products: Product[] = [
  { id: "pepsi", sku: "PEPSI", name: "Pepsi 1,5 L", brand: "Pepsi", aliases: ["pepsi"], category: "Bebidas", description: null, price: 220000, active: true, stock: 10 },
  { id: "fanta", sku: "FANTA", name: "Fanta 1,5 L", brand: "Fanta", aliases: ["fanta"], category: "Bebidas", description: null, price: 230000, active: true, stock: 1 },
];

const TEST_SHOP: ShopData = { workspaceId: "test", kindId: "retail", currency: "ARS", timezone: "America/Argentina/Buenos_Aires", profile, products };

/** Ports over the small kiosk, with its written orders and live catalog exposed to the test. */
export function memoryPorts(now = () => 1_800_000_000_000): AgentPorts & { ordersWritten: OrderRecord[]; catalogItems: Product[] } {
  const store = new MemoryStore(TEST_SHOP);
  return { ...store.ports("5491100000000", { now }), ordersWritten: store.orders, catalogItems: store.products };
}
