import { z } from "zod";
import { cartTotals } from "../cart-math";
import type { ToolContext } from "./registry";
import { defineTool, ToolError } from "./registry";

const Quantity = z.number().int().min(1).max(999);

async function productOrError(ctx: ToolContext, productId: string) {
  const [p] = await ctx.catalog.products([productId]);
  if (!p || !p.active) throw new ToolError("product_not_found", `No existe el producto ${productId}.`);
  return p;
}

function ensureStock(name: string, stock: number | null, wanted: number, productId: string): void {
  if (stock !== null && stock < wanted) {
    throw new ToolError("out_of_stock", `No hay stock suficiente de ${name}: quedan ${stock}.`, { productId, name, available: stock, wanted });
  }
}

export async function cartView(ctx: ToolContext) {
  const totals = cartTotals(ctx.session.cart, await ctx.catalog.products(ctx.session.cart.map((l) => l.productId)), ctx.ports.profile, ctx.session.fulfilment);
  return {
    lines: totals.lines.map((l) => ({ productId: l.productId, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity, lineTotal: l.lineTotal })),
    subtotal: totals.subtotal,
    deliveryFee: totals.deliveryFee,
    total: totals.total,
    currency: ctx.ports.currency,
    fulfilment: ctx.session.fulfilment,
    paymentMethod: ctx.session.paymentMethod,
    notes: ctx.session.notes,
  };
}

/** Any cart change invalidates a summary the customer has not yet confirmed. */
function cartChanged(ctx: ToolContext) {
  ctx.changed.add("cart");
  ctx.session.pendingConfirmation = null;
}

export const OrderDetailsInput = z.object({
  notes: z.string().max(500).optional(),
  fulfilment: z.enum(["delivery", "pickup"]).optional(),
  paymentMethod: z.enum(["cash", "transfer", "mercadopago"]).optional(),
});

/** Shared by set_cart_notes and update_customer_info: how the order is delivered and paid. */
export function applyOrderDetails(ctx: ToolContext, input: z.infer<typeof OrderDetailsInput>): void {
  if (input.notes !== undefined) ctx.session.notes = input.notes;
  if (input.fulfilment) {
    if (input.fulfilment === "delivery" && !ctx.ports.profile.delivery.enabled) throw new ToolError("delivery_unavailable", "El local no hace envíos.");
    if (input.fulfilment === "pickup" && !ctx.ports.profile.pickup) throw new ToolError("pickup_unavailable", "El local no ofrece retiro.");
    ctx.session.fulfilment = input.fulfilment;
  }
  if (input.paymentMethod) {
    if (!ctx.ports.profile.paymentMethods.includes(input.paymentMethod)) {
      throw new ToolError("payment_method_unavailable", `El local no acepta ${input.paymentMethod}.`, { accepted: ctx.ports.profile.paymentMethods, method: input.paymentMethod });
    }
    ctx.session.paymentMethod = input.paymentMethod;
  }
  ctx.session.pendingConfirmation = null;
}

export const cartTools = [
  defineTool({
    name: "add_to_cart",
    description: "Agrega un producto al carrito (suma a la cantidad existente). El precio sale del catálogo.",
    input: z.object({ productId: z.string().min(1), quantity: Quantity }),
    async run(ctx, { productId, quantity }) {
      const p = await productOrError(ctx, productId);
      const line = ctx.session.cart.find((l) => l.productId === productId);
      ensureStock(p.name, p.stock, (line?.quantity ?? 0) + quantity, p.id);
      if (line) {
        line.quantity += quantity;
        line.unitPrice = p.price;
      } else {
        ctx.session.cart.push({ productId: p.id, sku: p.sku, name: p.name, unitPrice: p.price, quantity });
      }
      cartChanged(ctx);
      return { added: { productId: p.id, name: p.name, quantity, unitPrice: p.price }, cart: await cartView(ctx) };
    },
  }),
  defineTool({
    name: "update_cart_item",
    description: "Cambia la cantidad de un producto que ya está en el carrito.",
    input: z.object({ productId: z.string().min(1), quantity: Quantity }),
    async run(ctx, { productId, quantity }) {
      const line = ctx.session.cart.find((l) => l.productId === productId);
      if (!line) throw new ToolError("not_in_cart", "Ese producto no está en el carrito.", { productId });
      const p = await productOrError(ctx, productId);
      ensureStock(p.name, p.stock, quantity, p.id);
      line.quantity = quantity;
      cartChanged(ctx);
      return { updated: { productId, name: line.name, quantity }, cart: await cartView(ctx) };
    },
  }),
  defineTool({
    name: "remove_from_cart",
    description: "Saca un producto del carrito.",
    input: z.object({ productId: z.string().min(1) }),
    async run(ctx, { productId }) {
      const index = ctx.session.cart.findIndex((l) => l.productId === productId);
      if (index < 0) throw new ToolError("not_in_cart", "Ese producto no está en el carrito.", { productId });
      const [removed] = ctx.session.cart.splice(index, 1);
      cartChanged(ctx);
      return { removed: { productId, name: removed.name }, cart: await cartView(ctx) };
    },
  }),
  defineTool({
    name: "clear_cart",
    description: "Vacía el carrito.",
    input: z.object({}),
    async run(ctx) {
      ctx.session.cart = [];
      cartChanged(ctx);
      return { cart: await cartView(ctx) };
    },
  }),
  defineTool({
    name: "get_cart",
    description: "El carrito con precios del catálogo, subtotal, envío y total (centavos).",
    input: z.object({}),
    run: (ctx) => cartView(ctx),
  }),
  defineTool({
    name: "set_cart_notes",
    description: "Notas del pedido, forma de entrega (delivery/pickup) y medio de pago.",
    input: OrderDetailsInput,
    async run(ctx, input) {
      applyOrderDetails(ctx, input);
      return { cart: await cartView(ctx) };
    },
  }),
];
