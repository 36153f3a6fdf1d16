// counts26 (t25a 112): a plain count or yes right after answers that named several products one each
// ("dale poneme 2") is asked among them, never given to the one named last (named-together.ts remembers them);
// "una de cada una" takes each of them.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { addItems } from "./add-items";
import { countOfEach } from "./asked-lists";
import { offerDescribed, offerTaken } from "./choice-answers";
import { takeNamedTogether } from "./named-together";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/** A plain count or yes to the last of several products named together: which one is asked, nothing added. */
export async function askNamedTogether(t: TurnEngine, u: Understanding, offered: PendingChoice | null): Promise<boolean> {
  const together = takeNamedTogether(t.session);
  if (!together || !offered || offered.productIds.length !== 1 || !together.includes(offered.productIds[0])) return false;
  // lead35 (t34a 024): "bueno dame una de cada una" after two prices: each product priced, with that
  // count (it was a cart edit of an empty cart: "Tu carrito está vacío").
  const edit = u.cartEdit?.kind === "set_quantity" && u.cartEdit.each && u.cartEdit.quantity > 0 ? u.cartEdit.quantity : null;
  const each = u.items.length ? null : (edit ?? countOfEach(u.normalized));
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
