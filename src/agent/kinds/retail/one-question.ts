// One reply asks one thing. A message that adds items and gives details ("3 pepsi … para enviar a
// pasteur 1420, soy martina gomez, pago con transferencia") has the items step end its recap with
// "¿Algo más o confirmamos?" and the details step ask the next detail (or show the summary) after
// it: the customer would face two questions. Once a detail is asked, the recap's question goes.

import type { TurnEngine } from "../../engine";
import { langOf, sentence, word } from "../../language";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Drops "¿Algo más o confirmamos?" (in the session's language) from the replies said so far this turn. */
export function dropAnythingElse(t: TurnEngine): void {
  const questions = [word(langOf(t.session), "anythingElse"), sentence(t.session, "anythingElseShort")].map((q) => escape(q.trim()));
  const asked = new RegExp(`\\s*(?:${questions.join("|")})(?=\\s*(?:\\n|$))`, "g");
  for (let k = 0; k < t.replies.length; k++) {
    const m = t.replies[k];
    if (m.type !== "text" || !asked.test(m.text)) continue;
    asked.lastIndex = 0;
    const cut = m.text.replace(asked, "").trim();
    if (cut) t.replies[k] = { ...m, text: cut };
    else t.replies.splice(k--, 1);
  }
}
