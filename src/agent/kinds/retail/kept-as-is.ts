import type { TurnEngine } from "../../engine";
import { phrase } from "../../language";
import type { Understanding } from "../../understand/types";
import { summaryAskedAgain } from "../../other-question";
import { confirmButtons } from "./replies";

// details32 (t31a 057, t30c 003): at the summary "no, dejalo así" / "no, eso es todo" keeps the
// order as it stands — the "no" answers "¿querés cambiar algo?", never the order itself. The
// summary's yes is still due, so it is asked again; an edit prompt there ("¿qué querés cambiar?")
// reopened a cart the customer had just said was finished.

/** Words that keep the order as it is: nothing to change, nothing to add. */
const KEEPS_IT = /\b(?:deja(?:lo|la|melo)? (?:asi|como esta)|(?:esta|ta|queda) bien (?:asi|como esta)|asi (?:esta bien|nomas|como esta|queda)|como esta esta bien|eso es todo|es todo|nada mas|no (?:quiero )?(?:cambiar|agregar|sacar) nada)\b/;

/** A "no" that only keeps the order as it is (no product, no edit, no cancel in it); "nada más" alone is the checkout's. */
export function keepsOrderAsIs(u: Understanding): boolean {
  return u.yesNo === "no" && KEEPS_IT.test(u.normalized) && !u.items.length && !u.cartEdit && !/cancel/.test(u.normalized);
}

/** "Dale, queda así" and the summary's question again, its yes still due. */
export function askToConfirmAsIs(t: TurnEngine): void {
  summaryAskedAgain(t.session);
  t.say({ type: "buttons", text: `${phrase(t.session, "keptAsIs")} ${phrase(t.session, "confirmAgain")}`, buttons: confirmButtons(t.session) });
}
