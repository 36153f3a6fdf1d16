// counts25 (t24c 009): "#1" typed with no list open set the Coca line just added to 1. A row reference
// ("#1", "opción 2", "número 3") names a place in a list; with nothing shown to pick from it is neither a
// count nor a pick, so no line is touched: the customer is told no list is open and asked what they mean.
import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { offeredOptions, text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { numberedPickRemembered, pickedRowAgain, takeLastPick } from "./remembered-picks";

/** A message that is a row reference and nothing else: "#1", "el #2", "opción 3", "nro 2". */
const ROW_REFERENCE = /^(?:(?:la|el|y) )?(?:#\s*|(?:opcion|opción|option|opção|opcao|numero|número|nro|n°) #?\s*)(\d{1,2})\s*[.!]?$/i;

/** Answers a row reference said with no list, offer or pick open; true when it did (the cart untouched). */
export function rowWithoutList(t: TurnEngine, u: Understanding, openOffer: boolean): boolean {
  const m = ROW_REFERENCE.exec(u.text.trim());
  if (!m || openOffer || t.session.pendingChoice || t.session.browsing || (numberedPickRemembered(t.session) && !pickedRowAgain(t.session, Number(m[1]))) || offeredOptions(t.session).length) return false;
  takeLastPick(t.session);
  t.intent("row_without_list");
  t.say(text(sentence(t.session, "noListOpen", { row: m[1] })));
  return true;
}
