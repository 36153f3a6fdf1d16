// One reply shows the cart at most once. A message that changes the cart twice ("no espera, mejor 4
// y un paquete de lays", "sacame la fanta y agregame 2 jorgitos") has each step say what it did
// with the cart after it; the customer reads one recap, the last (the cart as it stands), and each
// step's own words ("Listo, ahora son 4 …", "Agregué …") before it. And one reply asks one thing:
// a message that adds items and gives details ("3 pepsi … para enviar a pasteur 1420, soy martina
// gomez, pago con transferencia") has the recap end with "¿Algo más o confirmamos?" and the details
// step ask the next detail after it; once a detail is asked, the recap's question goes.

import type { TurnEngine } from "../../engine";
import { langOf, sentence, word } from "../../language";
import { escapeRegExp } from "../../../lib/regexp";


/** The recap sentence of the session's language ("En el carrito: … (subtotal $X).") and the question after it. */
function recapPattern(t: TurnEngine): RegExp {
  const [lead] = sentence(t.session, "inCart", { cart: "\u0000" }).split("\u0000");
  const question = word(langOf(t.session), "anythingElse").replace(/[?.!]+$/, "");
  return new RegExp(`\\s*${escapeRegExp(lead.trim())} [^\\n]*?\\(subtotal [^)\\n]*\\)\\.?(?:\\s*${escapeRegExp(question)}[^?\\n]{0,16}\\?)?`);
}

/** Drops every cart recap the turn said since reply `from` but the last one. */
export function oneCartRecap(t: TurnEngine, from: number): void {
  cutRecaps(t, from, 1);
}

/** answers16 (trial 15a 110): the order summary reads the cart; no recap said before it this turn. */
export function dropCartRecaps(t: TurnEngine): void {
  cutRecaps(t, 0, 0);
}

function cutRecaps(t: TurnEngine, from: number, keep: 0 | 1): void {
  const recap = recapPattern(t);
  const withRecap: number[] = [];
  for (let k = from; k < t.replies.length; k++) {
    const m = t.replies[k];
    if (m.type === "text" && recap.test(m.text)) withRecap.push(k);
  }
  for (const k of withRecap.slice(0, withRecap.length - keep).reverse()) {
    const m = t.replies[k];
    if (m.type !== "text") continue;
    const cut = m.text.replace(recap, "").trim();
    const left = /[\p{L}\p{N})]$/u.test(cut) ? `${cut}.` : cut;
    if (left) t.replies[k] = { ...m, text: left };
    else t.replies.splice(k, 1);
  }
}

/** Drops "¿Algo más o confirmamos?" (in the session's language) from the replies said so far this turn. */
export function dropAnythingElse(t: TurnEngine): void {
  const questions = [word(langOf(t.session), "anythingElse"), sentence(t.session, "anythingElseShort")].map((q) => escapeRegExp(q.trim()));
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
