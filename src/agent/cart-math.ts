import { addMinor, multiplyMinor } from "../lib/money";
import { deliveryFee, type CommerceProfile } from "../lib/commerce-profile";
import type { Product } from "./ports";
import type { CartLine, Fulfilment } from "./session";

export interface CartTotals {
  lines: (CartLine & { lineTotal: number })[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  itemCount: number;
}

/** Totals from catalog prices (never from the cart's remembered price or from the model). */
export function cartTotals(cart: CartLine[], catalog: Product[], profile: CommerceProfile, fulfilment: Fulfilment | null): CartTotals {
  const byId = new Map(catalog.map((p) => [p.id, p]));
  const lines = cart.map((l) => {
    const unitPrice = byId.get(l.productId)?.price ?? l.unitPrice;
    return { ...l, unitPrice, lineTotal: multiplyMinor(unitPrice, l.quantity) };
  });
  const subtotal = addMinor(0, ...lines.map((l) => l.lineTotal));
  const fee = deliveryFee(profile, subtotal, fulfilment ?? "pickup");
  return { lines, subtotal, deliveryFee: fee, total: addMinor(subtotal, fee), itemCount: lines.reduce((n, l) => n + l.quantity, 0) };
}
