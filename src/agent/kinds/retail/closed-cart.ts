// "listo", "eso es todo", "nada más" close the cart (t21c 016, t21b 010, t21b 024): a list still
// unanswered is asked back once ("Antes: ¿cuál leche querés?"); a second closing word leaves it out,
// said so, and checkout goes on; the last pick of a closed cart goes straight to the next detail or
// the summary, never "¿Algo más?" again.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import { sayLeftOut, SUMMARY_HELD } from "./checkout";

/** session.extra key: the rows of the open list asked back at a closing word. */
const ASKED_AT_CLOSE = "askedAtClose";

const rowsKey = (session: Session) => session.pendingChoice?.productIds.join(",") ?? "";

/** The open list was already asked back at a closing word: this one leaves it out. */
export function askedAtClose(session: Session): boolean {
  return !!session.pendingChoice && session.extra[ASKED_AT_CLOSE] === rowsKey(session);
}

/** The open list was asked back at a closing word: the cart is closed, its last pick goes on to checkout. */
export function closedWithListOpen(session: Session): void {
  session.extra[ASKED_AT_CLOSE] = rowsKey(session);
  session.extra[SUMMARY_HELD] = true;
}

/** A second closing word: the lists still open are left out, said once. */
export function leaveOpenListsOut(t: TurnEngine): void {
  delete t.session.extra[ASKED_AT_CLOSE];
  sayLeftOut(t);
}
