// "no quiero rollo de cocina. el elite doble hoja pack de 4, 1 paquete nomás": a product declined
// in the same message as another one ordered. When what is declined is a list still unanswered
// and nothing of it is in the cart, that list is let go (and said so); the rest of the message is
// read as usual and no cart line is touched by the decline. A declined product in the cart is a
// removal, as always (the cart's edit).
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { askedLists, dropAskedList, type AskedList } from "./asked-lists";
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
  const pending = session.pendingChoice;
  const open = pending && !pending.offer && !pending.tip ? { q: pending.quantity, ids: pending.productIds, ...(pending.said ? { said: pending.said } : {}) } : null;
  const list = [...(open ? [open] : []), ...askedLists(session).reverse()].find((l) => l.ids.some((id) => named.includes(id)));
  if (!list) return null;
  dropAskedList(session, list.ids);
  if (pending && pending.productIds.some((id) => list.ids.includes(id))) {
    session.pendingChoice = null;
    if (session.expecting === "product_choice") session.expecting = null;
  }
  u.cartEdit = null;
  return list;
}
