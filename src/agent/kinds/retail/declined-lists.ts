// "no quiero rollo de cocina. el elite doble hoja pack de 4, 1 paquete nomás": a product declined
// in the same message as another one ordered. When what is declined is a list still unanswered
// and nothing of it is in the cart, that list is let go (and said so); the rest of the message is
// read as usual and no cart line is touched by the decline. A declined product in the cart is a
// removal, as always (the cart's edit).
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { askedLists, dropAskedList, type AskedList } from "./asked-lists";
import { closedAsHeld } from "./list-covered";
import { namedIds } from "./picks";

/**
 * The unanswered list a removal next to new lines names, let go: the removal is taken off the
 * message (`u.cartEdit`) and the list (its words, to say "sin rollos") returned; null otherwise.
 */
export function declinedList(session: Session, u: Understanding): AskedList | null {
  const edit = u.cartEdit;
  if (!u.items.length || !edit || edit.kind !== "remove" || u.isQuestion) return null;
  const named = edit.match ? namedIds(edit.match) : [];
  if (!named.length || named.some((id) => session.cart.some((l) => l.productId === id))) return null;
  const list = letGoOfListNaming(session, named);
  if (list) u.cartEdit = null;
  // swaps21 (t19c 006): "y sacá la quilmes, poneme brahma" with the quilmes asked for 4: the one product put in
  // its place, said with no count of its own, takes the count of what it replaces (never 1).
  const [only] = u.items;
  if (list && list.q > 1 && u.items.length === 1 && only.quantity === null) u.items = [{ ...only, quantity: list.q }];
  return list;
}

/** The open or earlier list that names any of `named`, let go (no longer asked); null when none does. */
function letGoOfListNaming(session: Session, named: string[]): AskedList | null {
  const pending = session.pendingChoice;
  const open = pending && !pending.offer && !pending.tip ? { q: pending.quantity, ids: pending.productIds, ...(pending.said ? { said: pending.said } : {}) } : null;
  const list = [...(open ? [open] : []), ...askedLists(session).reverse()].find((l) => l.ids.some((id) => named.includes(id)));
  if (!list) return null;
  dropAskedList(session, list.ids);
  if (pending && pending.productIds.some((id) => list.ids.includes(id))) {
    session.pendingChoice = null;
    if (session.expecting === "product_choice") session.expecting = null;
  }
  return list;
}

/** "no quiero otra birra", "no necesito otro alfajor", "no quiero más cerveza": nothing more of it, what is in the cart stays. */
const NO_MORE_OF = /\bno (?:quiero|queria|necesito|hace falta|me traigas|me mandes) (?:otra|otro|otras|otros|mas)\b/;

/**
 * lists21: "sin yerba, ya la tengo en el carrito": the product said to be in the cart already, so the "sin" declines more
 * of it (t20c 009 took the yerba out). Only the cart said outright: "sacá la coca, ya tengo en casa" is a removal.
 */
const HELD_IN_CART = /\bya (?:(?:lo|la|los|las) )?(?:tengo|tenes|puse|pusiste|agregue|agregaste|pedi)\b.*\b(?:carrito|pedido)\b|\bya (?:esta|estan) en el (?:carrito|pedido)\b/;

/**
 * "ya tengo las quilmes, no quiero otra birra" while a list of beers is open: the decline is of
 * more, never of the beers already in the cart. The removal is taken off the message and the open
 * list it names is let go (its words returned, to say "sin birras"), else "kept"; null for no such decline.
 */
export function keepsWhatIsInCart(session: Session, u: Understanding): AskedList | "kept" | null {
  // picks16: "ninguno!! ya tengo los 6 tatin, nada mas": the open list its rows in the cart answer is closed, the tatin named are no new order.
  const hadOpen = !!session.pendingChoice;
  const held = closedAsHeld(session, u.normalized);
  if (held) {
    const before = u.items.length;
    u.items = u.items.filter((i) => !namedIds(i.match).some((id) => held.includes(id)));
    if (u.items.length === before && !(hadOpen && !session.pendingChoice)) return null;
    // "ninguno, ya tengo" read as a removal of what is held: nothing leaves the cart.
    if (u.cartEdit?.kind === "remove" && u.cartEdit.match && namedIds(u.cartEdit.match).some((id) => held.includes(id))) u.cartEdit = null;
    return u.wantsToCheckout || u.items.length ? null : "kept";
  }
  const edit = u.cartEdit;
  if (!edit || edit.kind !== "remove" || !edit.match || !(NO_MORE_OF.test(u.normalized) || HELD_IN_CART.test(u.normalized))) return null;
  u.cartEdit = null;
  return letGoOfListNaming(session, namedIds(edit.match)) ?? "kept";
}
