// A burst's parts apply in the order they were sent (t31a 042: "2 fantas" / "1 sprite" / "sacá
// una fanta" said "Tu carrito está vacío" and then added 2 Fanta): an edit taking out a product no
// cart line holds, said after a part of the same message that orders it, is about the line that
// part adds — applied after the adds. Said before the order ("sacame la fanta y poneme 2"), it is
// left as it was read: nothing to take out yet.
import type { TurnEngine } from "../../engine";
import type { CartEdit, Understanding } from "../../understand/types";
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
