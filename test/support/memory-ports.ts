import type { AgentPorts, CustomerRecord, NewOrder, OrderRecord, Product } from "../../src/agent/ports";
import { OutOfStockError } from "../../src/agent/ports";
import type { CommerceProfile } from "../../src/lib/commerce-profile";
import { deliveryFee } from "../../src/lib/commerce-profile";
import { searchList } from "../../src/lib/product-match";

// In-memory ports for unit tests of the agent: the same contracts the D1 ports honour
// (idempotent orders by key, stock never below zero), with no bindings at all.

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

export function memoryPorts(now = () => 1_800_000_000_000): AgentPorts & { ordersWritten: OrderRecord[]; catalogItems: Product[] } {
  const catalogItems = structuredClone(products);
  const ordersWritten: OrderRecord[] = [];
  const keys = new Map<string, OrderRecord>();
  const customers = new Map<string, Record<string, string>>();
  return {
    workspaceId: "test",
    currency: "ARS",
    timezone: "America/Argentina/Buenos_Aires",
    profile,
    clock: { now },
    catalogItems,
    ordersWritten,
    catalog: {
      list: async () => catalogItems,
      search: async (query, opts) => searchList(query, catalogItems.filter((p) => p.active), opts?.limit),
      byIds: async (ids) => ids.flatMap((id) => catalogItems.find((p) => p.id === id) ?? []),
      categories: async () => {
        const counts = new Map<string, number>();
        for (const p of catalogItems) if (p.active) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
        return [...counts].sort((a, b) => a[0].localeCompare(b[0])).map(([category, products]) => ({ category, products }));
      },
    },
    orders: {
      async create(order: NewOrder) {
        const existing = keys.get(order.idempotencyKey);
        if (existing) return existing;
        for (const l of order.lines) {
          const p = catalogItems.find((x) => x.id === l.productId)!;
          if (p.stock !== null && p.stock < l.quantity) throw new OutOfStockError(p.id, p.name, p.stock);
        }
        const items = order.lines.map((l) => {
          const p = catalogItems.find((x) => x.id === l.productId)!;
          if (p.stock !== null) p.stock -= l.quantity;
          return { productId: p.id, sku: p.sku, name: p.name, unitPrice: p.price, quantity: l.quantity, lineTotal: p.price * l.quantity };
        });
        const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
        const fee = deliveryFee(profile, subtotal, order.fulfilment);
        const record: OrderRecord = {
          id: ordersWritten.length + 1,
          number: `ORD-${String(ordersWritten.length + 1).padStart(5, "0")}`,
          status: "pending",
          fulfilment: order.fulfilment,
          address: order.address,
          paymentMethod: order.paymentMethod,
          subtotal,
          deliveryFee: fee,
          total: subtotal + fee,
          currency: "ARS",
          createdAt: now(),
          items,
        };
        keys.set(order.idempotencyKey, record);
        ordersWritten.push(record);
        return record;
      },
      get: async (number) => ordersWritten.find((o) => o.number === number) ?? null,
      history: async () => [...ordersWritten].reverse(),
      cancel: async (number) => {
        const o = ordersWritten.find((x) => x.number === number);
        if (o && o.status === "pending") o.status = "cancelled";
        return o ?? null;
      },
    },
    customers: {
      get: async (contact): Promise<CustomerRecord | null> => {
        const c = customers.get(contact);
        return c ? { contact, ...c, extra: {}, debt: 0, orders: ordersWritten.length, spend: 0 } : null;
      },
      upsert: async (contact, fields) => {
        customers.set(contact, { ...(customers.get(contact) ?? {}), ...fields });
      },
    },
  };
}
