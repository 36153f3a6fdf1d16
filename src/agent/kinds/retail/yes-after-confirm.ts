import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";

// Trial 18 (t18c 006/009, t18b 007/008): customers often say their yes twice ("si", "sim",
// "si confirmo", "dale") and the second lands after the order was placed. It is the same
// agreement said again, so it is acknowledged with the order's number; "no te entendí" there
// makes them doubt the order went through.

const CONFIRM_WORDS = /^(?:(?:si|sim|yes|dale|ok|okay|okey|listo|confirm[a-z]*|perfecto|bueno|joya|genial|de una)\b[\s,.!]*)+$/;

/** Whether the message is only a yes, said while the order just placed is the last thing done; if so it is acknowledged. */
export function yesAfterConfirmed(t: TurnEngine, u: Understanding): boolean {
  const number = t.session.lastOrderNumber;
  if (!number || t.state !== "DONE" || t.session.cart.length || t.session.pendingChoice || u.items.length) return false;
  // Only yes words: "sí, cambialo todo porfa" is a request (a reopen asks first), never an acknowledgement.
  if (!CONFIRM_WORDS.test(u.normalized) || u.yesNo === "no" || u.questions.length) return false;
  t.intent("confirm");
  t.say(text(sentence(t.session, "alreadyConfirmed", { number })));
  return true;
}
