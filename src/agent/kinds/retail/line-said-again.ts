import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { fittingRows, saidSize } from "./described-rows";
import { yesAfterConfirmed } from "./yes-after-confirm";

// "la de 2.25 comun" right after "Agregué 2 Coca Cola Sabor Original 2.25 Lt", no list open (t25b
// 017 answered "No te entendí"): words that only describe a row by its size, fitting exactly one
// cart line, are that line said again. It is already there: said so with its count, nothing
// added or changed (a count the customer did not say is never guessed).

const DESCRIPTION_ONLY = /^(?:(?:y|si|dale|bueno|ok|ah) )*(?:la|el|las|los) de\b/;

/** Answers a cart line described again by its size; false when the words are anything else. */
export async function lineSaidAgain(t: TurnEngine, u: Understanding): Promise<boolean> {
  if (t.session.pendingChoice || !t.session.cart.length || u.items.length || u.mentions.length || u.cartEdit || u.questions.length) return false;
  if (!DESCRIPTION_ONLY.test(u.normalized) || !saidSize(u.normalized)) return false;
  const rows = fittingRows(u.normalized, await t.cartProducts());
  const line = rows?.length === 1 ? t.session.cart.find((l) => l.productId === rows[0].id) : undefined;
  if (!line || !rows) return false;
  t.intent("line_said_again");
  t.say(text(sentence(t.session, "lineAlreadyInCart", { count: line.quantity, name: rows[0].name })));
  return true;
}

/** What is already done said again, before "No te entendí": a yes right after the order was placed, a cart line described again. */
export async function saidAgain(t: TurnEngine, u: Understanding): Promise<boolean> {
  return yesAfterConfirmed(t, u) || (await lineSaidAgain(t, u));
}
