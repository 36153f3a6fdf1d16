// "no, la otra", "el otro": another row than the line just taken, in its place and with its
// count; never one more of it (t21c 006 made the Oreo 2). From the list just answered, or, for a
// line added by its name, the rows that name finds.
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { analyze } from "../../understand";
import { LAST_LINE } from "./lines";

/** A product's name without its size ("Pan de Mesa Lactal 560 Gr" → "pan de mesa lactal"). */
export const bareName = (name: string) => analyze(name).filter((w) => !/\d/.test(w.n) && !["gr", "g", "kg", "lt", "l", "ml", "cc", "un"].includes(w.n)).map((w) => w.n).join(" ");

/** "no, la otra", "uy no, el otro", "la otra mejor": another row, with no words to say which. */
export const OTHER_ALONE = /^(?:no |nono |uy |ay |perdon |ah )*(?:(?:la|el) )?(?:otra|otro)(?: (?:mejor|porfa|por favor|perdon))?$/;

/** The rows of the list just answered other than the one taken, in place of its line and with its count. */
export async function otherRows(t: TurnEngine, last: { id: string; ids: string[] }): Promise<{ from: Product; to: Product[]; quantity: number } | null> {
  const line = t.session.cart.find((l) => l.productId === last.id);
  const products = await t.products(last.ids);
  const from = products.find((p) => p.id === last.id);
  const to = products.filter((p) => p.id !== last.id);
  return line && from && to.length ? { from, to, quantity: line.quantity } : null;
}

/**
 * picks22 (t21c 006): "no, la otra" right after a line was added by its name (no list shown): the
 * other rows its name finds (the same product in another size first, else the brand's), in place
 * of that line with its count; never one more of it.
 */
export async function otherOfLastLine(t: TurnEngine): Promise<{ from: Product; to: Product[]; quantity: number } | null> {
  const last = t.session.extra[LAST_LINE];
  const line = t.session.cart.find((l) => l.productId === last) ?? t.session.cart.at(-1);
  const [from] = line ? await t.products([line.productId]) : [];
  if (!line || !from) return null;
  const own = bareName(from.name).split(" ");
  const found = await t.search(own.slice(0, from.brand ? 1 : 2).concat(from.brand ? [bareName(from.brand)] : []).join(" "), 30);
  const pool = (found.kind === "one" ? [found.product] : found.kind === "ambiguous" ? found.choices.map((c) => c.product) : []).filter((p) => p.id !== from.id && p.active);
  const siblings = pool.filter((p) => bareName(p.name) === bareName(from.name));
  const ofBrand = pool.filter((p) => !!from.brand && p.brand === from.brand);
  const to = siblings.length ? siblings : ofBrand;
  return to.length ? { from, to: to.slice(0, 10), quantity: line.quantity } : null;
}
