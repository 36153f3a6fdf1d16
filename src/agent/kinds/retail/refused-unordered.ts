// t31c 011: "no quiero el untable, esta bien asi. confirmo" at the summary, after the summary said the
// untable offer was left out. The refusal names nothing the cart holds: there is nothing to take out,
// so it is no edit ("No encontré \"untable\" en tu carrito" and a summary asking its yes again read as
// if the order had changed). The total shown still stands, so a consent word beside it is the yes.
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { CONSENT } from "./changed-summary";
import { resolveInCart } from "./edit-cart";

/** "no quiero X" / "X no" as the words of a removal: a refusal, never "sacame X". */
const REFUSAL = /\bno (?:lo |la |los |las )?(?:quiero|queremos|quise|necesito|va)\b/;

/** At the summary, a refusal of a product the cart does not hold: the edit dropped, and a consent beside it taken as the yes. */
export async function refusedUnordered(t: TurnEngine, u: Understanding): Promise<void> {
  const edit = u.cartEdit;
  if (t.state !== "AWAITING_CONFIRMATION" || edit?.kind !== "remove" || !edit.query || !edit.match || u.items.length) return;
  if (!REFUSAL.test(u.normalized)) return;
  // Words that fit a line, or several, are a removal of that line: the edit stays for edit-cart.ts.
  if (await resolveInCart(t, edit.match, edit.query)) return;
  u.cartEdit = null;
  u.yesNo = CONSENT.test(u.normalized || u.text) ? "yes" : null;
}
