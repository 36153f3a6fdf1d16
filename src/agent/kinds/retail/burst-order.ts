// A burst's parts apply in the order they were sent (t31a 042: "2 fantas" / "1 sprite" / "sacá
// una fanta" said "Tu carrito está vacío" and then added 2 Fanta): an edit taking out a product no
// cart line holds, said after a part of the same message that orders it, is about the line that
// part adds — applied after the adds. Said before the order ("sacame la fanta y poneme 2"), it is
// left as it was read: nothing to take out yet.
import type { TurnEngine } from "../../engine";
import type { CartEdit, ItemMention, Understanding } from "../../understand/types";
import type { Session } from "../../session";
import { escapeRegExp } from "../../../lib/regexp";
import { lineFor } from "./edit-cart";
import { namedIds } from "./picks";

export function editAfterOrdered(t: TurnEngine, u: Understanding, edit: CartEdit | undefined): boolean {
  if (!edit || u.isQuestion) return false;
  if (edit.kind !== "remove" && !(edit.kind === "adjust" && edit.delta < 0)) return false;
  if (!edit.match || !edit.query || lineFor(t.session.cart, edit.match)) return false;
  const ids = namedIds(edit.match);
  const at = u.normalized.lastIndexOf(edit.query);
  return at > 0 && u.items.some((i) => {
    const ordered = i.query ? u.normalized.indexOf(i.query) : -1;
    return ordered >= 0 && ordered < at && namedIds(i.match).some((id) => ids.includes(id));
  });
}

/**
 * t32c 013 / t32a 003: "2 sprite de 2 litros" / "1 fanta" / "sacá una sprite" said "Tu carrito está
 * vacío" and then listed the sprites "(para 2)"; "2 fantas" / "sacá una fanta" added 2 and then
 * took one out in a second recap. A count taken off a product no cart line holds, said after the one
 * part of the same message that orders it, is that order's count lowered before anything is added
 * or listed: one list for the rest, one add of the net count. Only a count ("sacá una"), never the
 * whole order, and never down to nothing — those stay edits applied after the adds.
 */
export function foldRemovalIntoOrder(t: TurnEngine, u: Understanding, edit: CartEdit | undefined): ItemMention[] | null {
  if (!edit || u.isQuestion || edit.kind !== "adjust" || edit.delta >= 0 || edit.each) return null;
  if (!edit.match || !edit.query || lineFor(t.session.cart, edit.match)) return null;
  const ids = namedIds(edit.match);
  const at = u.normalized.lastIndexOf(edit.query);
  if (at <= 0 || !ids.length) return null;
  const ordering = u.items.filter((i) => {
    const ordered = i.query ? u.normalized.indexOf(i.query) : -1;
    return ordered >= 0 && ordered < at && rowsOf(i.match).some((id) => ids.includes(id));
  });
  if (ordering.length !== 1) return null;
  const [item] = ordering;
  const left = (item.quantity ?? 1) + edit.delta;
  return left >= 1 ? u.items.map((i) => (i === item ? { ...i, quantity: left } : i)) : null;
}

/** The rows an order may end on: the ones named, or those offered for a size or words not sold ("sprite de 2 litros"). */
function rowsOf(match: ItemMention["match"]): string[] {
  return match.kind === "none" && match.near ? match.near : namedIds(match);
}

/**
 * t31a 023: "quiero 1 coca" / "otra coca" sent the coca list twice and "#2" added 1. "otra X" said
 * beside an order of X in the same message is one more of that same thing: one line (or one list)
 * for the sum. Only the same rows and only "otra/otro" (or "una más de"): "1 coca" / "1 coca" said
 * twice may be a repeat, and another description is another line.
 */
export function oneMoreOfSame(u: Understanding, pending?: Session["pendingChoice"]): ItemMention[] {
  const out: ItemMention[] = [];
  for (const item of u.items) {
    const ids = namedIds(item.match);
    // t32a 029: "otra coca" said as its own message while the coca list is still the open "¿cuál?"
    // is one more of that list: asked again for the sum ("para 2"), never the same list for 1.
    if (pending && !pending.offer && ids.length && sameRows(pending.productIds, ids) && saidAsOneMore(u.normalized, item.query)) {
      out.push({ ...item, quantity: pending.quantity + (item.quantity ?? 1) });
      continue;
    }
    // weights37 (t34b 021): "un kilo de yerba taragui …, ah y un paquete de yerba mas, la misma": the
    // kind said again "la misma" is the one product of that kind a part before named, one more of it;
    // never a list left out because its rows hold that product. With none named: the list, asked.
    const named = item.match.kind === "ambiguous" && saidAsSame(u.normalized, item.query) ? out.filter((o) => o.match.kind === "one" && ids.includes(o.match.productId)) : [];
    if (named.length === 1) {
      out[out.indexOf(named[0])] = { ...named[0], quantity: (named[0].quantity ?? 1) + (item.quantity ?? 1) };
      continue;
    }
    const same = ids.length ? out.find((o) => sameRows(namedIds(o.match), ids)) : undefined;
    if (same && saidAsOneMore(u.normalized, item.query)) {
      out[out.indexOf(same)] = { ...same, quantity: (same.quantity ?? 1) + (item.quantity ?? 1) };
      continue;
    }
    out.push(item);
  }
  return out;
}

function sameRows(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** "yerba mas, la misma", "yerba, el mismo": the kind named and pointed back at as the same product. */
function saidAsSame(text: string, query: string): boolean {
  return !!query && new RegExp(`\\b${escapeRegExp(query)}(?: mas)?[\\s,.;]+(?:la|el|los|las) mism[oa]s?\\b`).test(text);
}

function saidAsOneMore(normalized: string, query: string): boolean {
  return !!query && new RegExp(`\\b(?:otr[ao]s?|una? mas de)\\s+(?:\\d+\\s+)?${escapeRegExp(query)}\\b`).test(normalized);
}

/**
 * t32a 029: "eran 2 cocas, te dije otra coca" at the summary set the line to 2 and then added one
 * more. A total said for a cart line ("eran 2", "dejame 2") is the whole count of that product: an
 * "otra X" of the same line beside it only recalls how the customer got there, never one more.
 */
export function withoutRecalledMore(cart: Session["cart"], u: Understanding, edits: CartEdit[]): ItemMention[] {
  const set = edits.flatMap((e) => (e.kind === "set_quantity" && e.match ? [lineFor(cart, e.match)] : [])).filter((id): id is string => !!id);
  if (!set.length) return u.items;
  return u.items.filter((i) => !(saidAsOneMore(u.normalized, i.query) && namedIds(i.match).some((id) => set.includes(id))));
}

/**
 * bursts40 (t38c 015, t38c 016): "hola" / "1 aceite natura" / "no esperá, que sean 2" said "Tu carrito
 * está vacío" and then listed the aceites for 1. A count set with no product named ("que sean 2",
 * "mejor 3"), said after the one line the same message orders, is that line's count: set on the order
 * before it is added or listed. With several lines ordered it stays an edit (which one is unsaid).
 */
export function recountOfOrder(t: TurnEngine, u: Understanding, edit: CartEdit | undefined): ItemMention[] | null {
  if (!edit || u.isQuestion || edit.kind !== "set_quantity" || edit.match || edit.query || edit.each || edit.quantity < 1 || u.items.length !== 1) return null;
  const [item] = u.items;
  const ordered = item.query ? u.normalized.indexOf(item.query) : -1;
  const count = u.normalized.lastIndexOf(String(edit.quantity));
  if (ordered < 0 || count < ordered + item.query.length) return null;
  // A line the cart already holds is the edit's to set ("2 cocas" then "que sean 3" in the next message is lines.ts's).
  if (namedIds(item.match).some((id) => t.session.cart.some((l) => l.productId === id))) return null;
  return [{ ...item, quantity: edit.quantity }];
}
