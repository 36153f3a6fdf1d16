// counts26 (t25a 112): a plain count or yes right after answers that named several products one each
// ("dale poneme 2") is asked among them, never given to the one named last (named-together.ts remembers them).
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { addItems } from "./add-items";
import { offerDescribed, offerTaken } from "./choice-answers";
import { takeNamedTogether } from "./named-together";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/** A plain count or yes to the last of several products named together: which one is asked, nothing added. */
export async function askNamedTogether(t: TurnEngine, u: Understanding, offered: PendingChoice | null): Promise<boolean> {
  const together = takeNamedTogether(t.session);
  if (!together || !offered || offered.productIds.length !== 1 || !together.includes(offered.productIds[0])) return false;
  const taken = offerTaken(offered, u);
  if (!taken || u.items.length || (await offerDescribed(t, offered, u))) return false;
  u.cartEdit = null;
  await addItems(t, [{ quantity: taken.quantity, query: "", match: { kind: "ambiguous", productIds: together } }]);
  return true;
}
