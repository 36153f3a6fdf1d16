import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";

// "eran 3 docenas", "mejor 2 docenas": a quantity in dozens that names no product is about the
// line sold by the dozen (eggs, "… 12 Un"), never the last line touched (it made 36 cheeses of
// "eran 3 docenas" after "2 docenas de huevos y un queso"). The line is set in packs.

const DOZEN = /\bdocenas?\b/;

/** Units in one pack of the product, from its name ("Huevos … 12 Un" → 12), else 1. */
export function packUnits(name: string): number {
  const pack = /\b(\d+)\s*(?:un|u|unid|unidades)\b/i.exec(name);
  return pack ? Number(pack[1]) : 1;
}

/** Units counted in dozens, of a product sold in packs of units: that many packs. */
export function packsOf(name: string, units: number): number {
  const size = packUnits(name);
  return size > 1 && units % size === 0 ? units / size : units;
}

/** Points a dozens edit without a product at the cart's line sold by the dozen, counted in packs. */
export async function aimDozensEdit(t: TurnEngine, u: Understanding): Promise<void> {
  const edit = u.cartEdit;
  if (edit?.kind !== "set_quantity" || edit.match || !DOZEN.test(u.normalized) || edit.quantity % 12 !== 0) return;
  const products = await t.products(t.session.cart.map((l) => l.productId));
  const byDozen = products.filter((p) => packUnits(p.name) === 12);
  if (byDozen.length !== 1) return;
  u.cartEdit = { ...edit, quantity: packsOf(byDozen[0].name, edit.quantity), query: byDozen[0].name, match: { kind: "one", productId: byDozen[0].id } };
}
