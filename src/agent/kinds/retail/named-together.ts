// The products one message's answers named together ("¿tenés alfajores jorgito? ¿y cuánto sale la
// coca chica?" → "Alfajor Jorgito sale $700. Coca-Cola 500 ml sale $1.200."): a plain count or yes
// next ("dale poneme 2") says nothing of which, so it is asked among them, never given to the one
// named last (t25a 112 added 2 Coca 500). Words that describe or point at one still take it.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { addItems } from "./add-items";
import { offerDescribed, offerTaken } from "./choice-answers";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/** session.extra key: the products the last message's answers named one each, for the next message only. */
const NAMED_TOGETHER = "namedTogether";

/** Remembers the products this message's answers named one each, when there were several. */
export function rememberNamedTogether(session: Session, ids: string[]): void {
  const distinct = [...new Set(ids)];
  if (distinct.length > 1) session.extra[NAMED_TOGETHER] = { ids: distinct, turn: session.turns ?? 0 };
}

/** A plain count or yes to the last of several products named together: which one is asked, nothing added. */
export async function askNamedTogether(t: TurnEngine, u: Understanding, offered: PendingChoice | null): Promise<boolean> {
  const v = t.session.extra[NAMED_TOGETHER];
  delete t.session.extra[NAMED_TOGETHER];
  const saved = v as { ids?: unknown; turn?: unknown } | undefined;
  // Only the message right after the answers: later the last offer is its own again.
  const fresh = saved && saved.turn === (t.session.turns ?? 0) - 1 && Array.isArray(saved.ids) && saved.ids.every((x) => typeof x === "string");
  const together = fresh ? (saved.ids as string[]) : null;
  if (!together || !offered || offered.productIds.length !== 1 || !together.includes(offered.productIds[0])) return false;
  const taken = offerTaken(offered, u);
  if (!taken || u.items.length || (await offerDescribed(t, offered, u))) return false;
  u.cartEdit = null;
  await addItems(t, [{ quantity: taken.quantity, query: "", match: { kind: "ambiguous", productIds: together } }]);
  return true;
}
