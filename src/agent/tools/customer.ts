import { z } from "zod";
import { applyOrderDetails, OrderDetailsInput } from "./cart";
import { defineTool, type ToolContext } from "./registry";
import { capitalise } from "../understand/personal-read";

/** Why a value is refused (Spanish: what the tool returns; subflows/refusals.ts words them for the customer). */
export const CUSTOMER_REASONS = {
  dni: "el DNI tiene 7 u 8 números",
  phone: "el teléfono tiene entre 8 y 15 números",
  email: "el email no es válido",
  addressShort: "la dirección es muy corta",
} as const;

/** Field validation lives here, once: the deterministic path and the model both go through it. */
export const CustomerFields = z.object({
  firstName: z.string().trim().min(1).max(60).optional(),
  lastName: z.string().trim().min(1).max(60).optional(),
  dni: z.string().regex(/^\d{7,8}$/, CUSTOMER_REASONS.dni).optional(),
  phone: z.string().regex(/^\+?\d{8,15}$/, CUSTOMER_REASONS.phone).optional(),
  email: z.email(CUSTOMER_REASONS.email).max(120).optional(),
  address: z.string().trim().min(4, CUSTOMER_REASONS.addressShort).max(200).optional(),
  city: z.string().trim().min(2).max(80).optional(),
  neighborhood: z.string().trim().min(2).max(80).optional(),
  apartment: z.string().trim().min(1).max(40).optional(),
});

/**
 * Each field checked on its own with the same schema the tool uses: the valid ones, and a
 * reason for each invalid one. The rules check before they store, even where nothing is saved yet.
 */
export function checkCustomerFields(fields: Record<string, string>): { valid: Record<string, string>; invalid: Record<string, string> } {
  const valid: Record<string, string> = {};
  const invalid: Record<string, string> = {};
  const shape = CustomerFields.shape as Record<string, z.ZodType>;
  for (const [field, value] of Object.entries(fields)) {
    const schema = shape[field];
    if (!schema) continue;
    const r = schema.safeParse(value);
    if (r.success && typeof r.data === "string") valid[field] = r.data;
    else invalid[field] = r.success ? "falta el dato" : (r.error.issues[0]?.message ?? "no es válido");
  }
  return { valid, invalid };
}

export async function customerInfo(ctx: ToolContext) {
  const stored = await ctx.ports.customers.get(ctx.contact);
  // What this conversation captured wins over what is on file from earlier orders.
  return {
    contact: ctx.contact,
    ...(stored ? { firstName: stored.firstName, lastName: stored.lastName, dni: stored.dni, phone: stored.phone, email: stored.email, address: stored.address, city: stored.city } : {}),
    ...ctx.session.customer,
    orders: stored?.orders ?? 0,
    spend: stored?.spend ?? 0,
  };
}

export const customerTools = [
  defineTool({
    name: "get_customer_info",
    description: "Datos del cliente de esta conversación (nunca de otro).",
    input: z.object({}),
    run: (ctx) => customerInfo(ctx),
  }),
  defineTool({
    name: "update_customer_info",
    description: "Guarda o corrige datos del cliente (nombre, DNI, teléfono, email, dirección) y la forma de entrega o pago.",
    input: CustomerFields.extend(OrderDetailsInput.shape),
    async run(ctx, input) {
      const { notes, fulfilment, paymentMethod, ...fields } = input;
      const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
      // Names are stored as the rules path stores them: "maria lopez" → "Maria Lopez".
      for (const field of ["firstName", "lastName"]) if (clean[field]) clean[field] = capitalise(clean[field]);
      Object.assign(ctx.session.customer, clean);
      applyOrderDetails(ctx, { notes, fulfilment, paymentMethod });
      if (Object.keys(clean).length) {
        await ctx.ports.customers.upsert(ctx.contact, clean);
        ctx.changed.add("customer");
      }
      return { saved: clean, customer: ctx.session.customer, fulfilment: ctx.session.fulfilment, paymentMethod: ctx.session.paymentMethod };
    },
  }),
  defineTool({
    name: "get_customer_debt",
    description: "Saldo pendiente (fiado) del cliente, en centavos.",
    input: z.object({}),
    async run(ctx) {
      const stored = await ctx.ports.customers.get(ctx.contact);
      return { debt: stored?.debt ?? 0, currency: ctx.ports.currency };
    },
  }),
  defineTool({
    name: "get_order_history",
    description: "Últimos pedidos del cliente.",
    input: z.object({ limit: z.number().int().min(1).max(10).default(3) }),
    async run(ctx, { limit }) {
      const orders = await ctx.ports.orders.history(ctx.contact, limit);
      return { orders: orders.map((o) => ({ number: o.number, status: o.status, total: o.total, createdAt: o.createdAt, items: o.items.map((i) => ({ name: i.name, quantity: i.quantity })) })) };
    },
  }),
];
