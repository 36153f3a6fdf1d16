import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { editsOf } from "../../understand/cart-edits";
import { sentence } from "../../language";
import { text } from "../../replies";
import { packUnitsIn } from "../../../lib/pack-units";

// "eran 3 docenas", "mejor 2 docenas": a quantity in dozens that names no product is about the
// line sold by the dozen (eggs, "… 12 Un"), never the last line touched (it made 36 cheeses of
// "eran 3 docenas" after "2 docenas de huevos y un queso"). The line is set in packs.

const DOZEN = /\bdocenas?\b/;

/** A count said in dozens ("una docena", "2 docenas"): the units of a pack sold by the dozen, never that many packs. */
export function saidInDozens(normalized: string): boolean {
  return DOZEN.test(normalized);
}

const DOZENS_SAID = /\b(?:(media)|(\d{1,2}|un|una|dos|tres|cuatro|cinco) )?docenas?\b/;
const DOZEN_COUNTS: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 };

/**
 * "¿cuánto sale la docena?", "y media docena?" (t25c 016): the packs of a product that many units
 * make (12 alfajores, one carton of "Huevos … 12 Un"), or null when no dozen is said.
 */
export function dozenCount(normalized: string): ((p: { name: string }) => number) | null {
  const m = DOZENS_SAID.exec(normalized);
  if (!m) return null;
  const units = m[1] ? 6 : 12 * (m[2] ? (DOZEN_COUNTS[m[2]] ?? Number(m[2])) : 1);
  return (p) => dozenPacks(p.name, units);
}

/** Units in one pack of the product, from its name ("Huevos … 12 Un" → 12), else 1. */
export function packUnits(name: string): number {
  return packUnitsIn(name) ?? 1;
}

/** Units counted in dozens, of a product sold in packs of units: that many packs. */
export function packsOf(name: string, units: number): number {
  const size = packUnits(name);
  return size > 1 && units % size === 0 ? units / size : units;
}

/**
 * Units said in dozens ("media docena", "una docena") of a product sold in packs: whole packs,
 * rounded up ("media docena de huevos" with only 12-egg cartons is 1 carton, never 6: trial 19c 010).
 */
export function dozenPacks(name: string, units: number): number {
  const size = packUnits(name);
  return size > 1 ? Math.ceil(units / size) : units;
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

/**
 * edits15: "que sean 2 docenas de huevos" of eggs sold "… 12 Un": 2 packs, never 24 (trial 14b 009
 * made 24 maples). An edit in dozens, or in units of the product ("que sean 6 huevos"), of a
 * product sold in packs is counted in packs: units that fill whole packs are that many packs, and
 * any other count is said back with the packs it takes, rounded up ("pero yo pedí media docena, no
 * 12" made 6 cartons of 12 in t28b 020). A product sold by the unit keeps its units.
 */
export async function dozensOfNamedLine(t: TurnEngine, u: Understanding): Promise<void> {
  const dozens = DOZEN.test(u.normalized);
  for (const edit of editsOf(u.cartEdit)) {
    if ((edit.kind !== "set_quantity" && edit.kind !== "adjust") || edit.match?.kind !== "one") continue;
    const units = edit.kind === "set_quantity" ? edit.quantity : Math.abs(edit.delta);
    if (units === 0) continue;
    const [p] = await t.products([edit.match.productId]);
    const size = p ? packUnits(p.name) : 1;
    if (!p || size < 6 || !(dozens ? units % 12 === 0 || units < size : countOfUnits(u.normalized, units, p.name))) continue;
    const packs = Math.ceil(units / size);
    if (units % size !== 0) t.say(text(sentence(t.session, "packOnly", { name: p.name, units: size })));
    if (edit.kind === "set_quantity") edit.quantity = packs;
    else edit.delta = Math.sign(edit.delta) * packs;
  }
}

/** "6 huevos" of "Huevos … 12 Un": the count is followed by a word of the product's name or "unidades", never a pack word. */
function countOfUnits(normalized: string, count: number, name: string): boolean {
  const words = normalized.split(" ");
  const next = words[words.indexOf(String(count)) + 1] ?? "";
  if (count < 3 || !words.includes(String(count)) || !next || PACK_WORDS.test(next)) return false;
  if (/^(?:unidades|unidad|u)$/.test(next)) return true;
  const stem = next.replace(/e?s$/, "");
  return stem.length >= 3 && name.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/\s+/).some((w) => w.startsWith(stem));
}

/** "6 maples", "2 cajas": the count is of packs, said so. */
const PACK_WORDS = /^(?:maples?|cajas?|cajones?|packs?|paquetes?|bolsas?|docenas?|bultos?|blisters?|sixpacks?)$/;

/**
 * "6 huevos" of eggs sold by the dozen: units, never 6 dozen. A count that fills whole packs is
 * that many packs ("24 huevos" → 2); any other is said back and asked once, with the packs it
 * would take ("Huevos … 12 Un viene por 12 unidades" and the list to pick it from).
 */
export async function unitsOfPacks(t: TurnEngine, u: Understanding): Promise<void> {
  for (const item of u.items) {
    const q = item.quantity;
    if (item.match.kind !== "one" || item.dozen || q === null || q < 3) continue;
    const [p] = await t.products([item.match.productId]);
    const units = p ? packUnits(p.name) : 1;
    if (!p || units < 6) continue;
    const words = u.normalized.split(" ");
    const at = words.indexOf(String(q));
    if (at >= 0 && PACK_WORDS.test(words[at + 1] ?? "")) continue;
    if (q % units === 0) {
      item.quantity = q / units;
      continue;
    }
    t.say(text(sentence(t.session, "packOnly", { name: p.name, units })));
    item.quantity = Math.ceil(q / units);
    item.match = { kind: "ambiguous", productIds: [p.id] };
  }
}
