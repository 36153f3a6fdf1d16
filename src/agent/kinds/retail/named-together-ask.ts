// counts26 (t25a 112): a plain count or yes right after answers that named several products one each
// ("dale poneme 2") is asked among them, never given to the one named last (named-together.ts remembers them);
// "una de cada una" takes each of them.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { addItems } from "./add-items";
import { countOfEach } from "./asked-lists";
import { offerDescribed, offerTaken } from "./choice-answers";
import { takeNamedBeside, takeNamedTogether, type ShownBeside } from "./named-together";
import { normalize } from "../../understand/normalize";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/** A plain count or yes to the last of several products named together: which one is asked, nothing added. */
export async function askNamedTogether(t: TurnEngine, u: Understanding, offered: PendingChoice | null): Promise<boolean> {
  if (await eachOfNamedBeside(t, u)) return true;
  const together = takeNamedTogether(t.session);
  if (!together || !offered || offered.productIds.length !== 1 || !together.includes(offered.productIds[0])) return false;
  // lead35 (t34a 024): "bueno dame una de cada una" after two prices: each product priced, with that
  // count (it was a cart edit of an empty cart: "Tu carrito está vacío").
  const each = eachSaid(u);
  if (each !== null) {
    [u.cartEdit, u.quantityOnly] = [null, null];
    await addItems(t, together.map((id) => ({ quantity: each, query: "", match: { kind: "one" as const, productId: id } })));
    return true;
  }
  const taken = offerTaken(offered, u);
  if (!taken || u.items.length || (await offerDescribed(t, offered, u))) return false;
  u.cartEdit = null;
  await addItems(t, [{ quantity: taken.quantity, query: "", match: { kind: "ambiguous", productIds: together } }]);
  return true;
}

/** The count of "una de cada una", "ponele 2 de cada uno" said with no product, or null. */
function eachSaid(u: Understanding): number | null {
  const edit = u.cartEdit?.kind === "set_quantity" && u.cartEdit.each && u.cartEdit.quantity > 0 ? u.cartEdit.quantity : null;
  return u.items.length ? null : (edit ?? countOfEach(u.normalized));
}

/**
 * ofeach39 (t37c 018): "dame 1 de cada uno" after a price and a not-sold product's nearest rows: the
 * product priced goes in with that count and the nearest rows are asked for it, as an order of both
 * would (it was "Tu carrito está vacío": the count went to an empty cart's lines).
 */
async function eachOfNamedBeside(t: TurnEngine, u: Understanding): Promise<boolean> {
  const each = eachSaid(u);
  const beside = each === null ? null : takeNamedBeside(t.session);
  if (each === null || !beside || !beside.lists.length) return false;
  [u.cartEdit, u.quantityOnly] = [null, null];
  t.session.pendingChoice = null;
  const one = beside.ids.map((id) => ({ quantity: each, query: "", match: { kind: "one" as const, productId: id } }));
  const lists = await Promise.all(beside.lists.map(async (l) => ({ quantity: each, query: await wordsOfRows(t, l), match: { kind: "ambiguous" as const, productIds: l.ids } })));
  await addItems(t, [...one, ...lists]);
  return true;
}

/** The customer's words the rows carry ("pan lactal bimbo" → "pan lactal" for the nearest rows), to name the list by. */
async function wordsOfRows(t: TurnEngine, list: ShownBeside): Promise<string> {
  const names = (await t.products(list.ids)).map((p) => new Set(normalize(p.name).split(" ")));
  const kept = list.said.split(/\s+/).filter((w) => names.some((n) => n.has(normalize(w))));
  return kept.length ? kept.join(" ") : list.said;
}
