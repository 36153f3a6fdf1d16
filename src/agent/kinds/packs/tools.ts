import { z } from "zod";
import { multiplyMinor } from "../../../lib/money";
import type { CatalogReads } from "../../catalog-reads";
import type { Product } from "../../ports";
import { orderView, writeOrder } from "../../tools/order";
import { consented, withoutConsent } from "../../tools/consent";
import { defineTool, ToolError, type ToolContext } from "../../tools/registry";
import { addressHasFlat } from "../../understand/address";
import { packsData, updatePacksData } from "./data";

// One product sold in packs. A pack is a catalog product whose SKU ends in "-<n>X" (n units);
// prices and savings come from those rows, never from the caller.

export interface Pack {
  productId: string;
  name: string;
  units: number;
  price: number;
  /** What the same units cost bought one by one, minus the pack price (minor units, ≥ 0). */
  saving: number;
  description: string | null;
}

export function packsOf(catalog: Product[]): Pack[] {
  const units = (p: Product) => Number(/-(\d+)X$/i.exec(p.sku)?.[1] ?? NaN);
  const packs = catalog.filter((p) => Number.isInteger(units(p)) && units(p) > 0).sort((a, b) => units(a) - units(b));
  const single = packs.find((p) => units(p) === 1);
  return packs.map((p) => ({
    productId: p.id,
    name: p.name,
    units: units(p),
    price: p.price,
    saving: single ? Math.max(0, multiplyMinor(single.price, units(p)) - p.price) : 0,
    description: p.description,
  }));
}

/**
 * The shop's packs, from its categories (a packs shop sells one product, so they are few): a
 * bounded page per category, never the catalog.
 */
export async function loadPacks(catalog: CatalogReads): Promise<Pack[]> {
  const categories = await catalog.categories();
  const pages = await Promise.all(categories.slice(0, 3).map((c) => catalog.inCategory(c.category)));
  return packsOf(pages.flat());
}

/** The pack the shop offers by default (profile), else the single unit. */
export function defaultPack(ctx: Pick<ToolContext, "ports">, packs: Pack[]): Pack | null {
  const configured = ctx.ports.profile.packs?.defaultPack;
  return packs.find((p) => p.productId === configured) ?? packs.find((p) => p.units === 1) ?? packs[0] ?? null;
}

/** The delivery address as the courier needs it, from the captured fields. */
export function deliveryAddress(customer: ToolContext["session"]["customer"]): string {
  // A flat given again after an address that names it is not shown twice ("piso 4 departamento B, piso 4 B").
  const apartment = addressHasFlat(customer.address) ? null : customer.apartment;
  return [customer.address, apartment, customer.neighborhood, customer.city].filter(Boolean).join(", ");
}

export const packTools = [
  defineTool({
    name: "get_packs",
    description: "Los packs del producto (1, 2, 3 unidades) con precio y ahorro en centavos.",
    input: z.object({}),
    async run(ctx) {
      const packs = await loadPacks(ctx.catalog);
      return { packs, defaultPack: defaultPack(ctx, packs)?.productId ?? null, currency: ctx.ports.currency };
    },
  }),
  defineTool({
    name: "select_pack",
    description: "Elige el pack del pedido (reemplaza la elección anterior; hay que volver a mostrar el resumen). Con una compra ya confirmada, cambiarla necesita el sí del cliente: sin él no cambia nada y el sistema le pregunta.",
    input: z.object({ productId: z.string().min(1) }),
    async run(ctx, { productId }) {
      const pack = (await loadPacks(ctx.catalog)).find((p) => p.productId === productId);
      if (!pack) throw new ToolError("pack_not_found", `No existe el pack ${productId}.`);
      // Another pack for a purchase already written replaces it: only with the customer's yes.
      const current = packsData(ctx.session);
      if (current.orderNumber && current.pack !== productId && !consented(ctx, "change_pack", productId)) return withoutConsent("change_pack", productId, { pack });
      const [p] = await ctx.catalog.products([productId]);
      if (p.stock !== null && p.stock < 1) throw new ToolError("out_of_stock", `No hay stock de ${p.name}.`, { productId, name: p.name, available: p.stock });
      ctx.session.cart = [{ productId: p.id, sku: p.sku, name: p.name, unitPrice: p.price, quantity: 1 }];
      updatePacksData(ctx.session, { pack: p.id, summarySentAt: null });
      ctx.changed.add("cart");
      return { selected: pack };
    },
  }),
  defineTool({
    name: "place_pack_order",
    description: "Escribe el pedido del pack elegido. Solo después del resumen y de un sí explícito del cliente.",
    input: z.object({}),
    async run(ctx) {
      const data = packsData(ctx.session);
      if (!data.pack || ctx.session.cart.length !== 1) throw new ToolError("no_pack", "Todavía no hay un pack elegido.");
      if (data.summarySentAt === null) throw new ToolError("no_summary", "Primero hay que mostrar el resumen.");
      // Consent is the customer's own yes, or the auto-order the shop declares on silence (set by code).
      if (!ctx.customerSaidYes && ctx.timer !== "auto_order") throw new ToolError("no_explicit_yes", "El cliente todavía no confirmó.");
      // The payment is the customer's (or the shop's only one); never assumed. The order the shop
      // places on silence leaves it open, to agree with the customer.
      const methods = ctx.ports.profile.paymentMethods;
      const paymentMethod = ctx.session.paymentMethod ?? (methods.length === 1 ? methods[0] : null);
      if (!paymentMethod && ctx.timer !== "auto_order" && !data.paymentOpen) throw new ToolError("no_payment", "Falta saber cómo paga el cliente.", { accepted: methods });
      const order = await writeOrder(ctx, {
        lines: [{ productId: data.pack, quantity: 1 }],
        fulfilment: "delivery",
        address: deliveryAddress(ctx.session.customer),
        paymentMethod,
        notes: ctx.timer === "auto_order" ? "Pedido automático con el pack por defecto (el cliente no respondió a las promos)." : null,
      });
      ctx.session.lastOrderNumber = order.number;
      updatePacksData(ctx.session, { orderNumber: order.number, paymentOpen: !paymentMethod });
      ctx.changed.add("order");
      return orderView(order);
    },
  }),
];
