// details16: "y? qué más necesitás" while the order's details are asked (trial 15c 001 answered it
// with the whole catalog, after a no-DNI that had asked nothing next). The customer asks what is
// still missing: the reply names it and asks for it, once.

import type { TurnEngine, TurnMessage } from "../../engine";
import type { RulesOutcome } from "../../kind";
import { fieldWord, langOf, phrase } from "../../language";
import { askNextDetail, missingDetails } from "../../subflows/details";
import { fold } from "../../../lib/fold";
import { retailDetails } from "./details";

/** "qué más necesitás", "¿qué falta?", "¿falta algo?", "¿necesitás algo más?", "what else do you need". */
const WHAT_ELSE = /^(?:(?:y|ok|bueno|dale|listo|entonces)[\s?,.!]+)*(?:(?:que|q|k) (?:mas|otra cosa|otro dato|dato|datos) (?:necesitas|necesitan|precisas|te falta|falta|me pedis|queres saber)|(?:que|q|k) (?:me |te )?falta|(?:falta|necesitas|precisas|te falta) (?:algo|algun dato|algo mas|mas datos?)(?: mas)?|what else (?:do )?you need|o que (?:mais )?(?:falta|precisa))[\s?!.]*$/;

/** Asks the next missing detail when the batch only asks what is still needed; null otherwise. */
export function answerWhatIsMissing(t: TurnEngine, messages: TurnMessage[]): RulesOutcome | null {
  if (!retailDetails.active(t)) return null;
  const said = messages.map((m) => (m.content.type === "text" ? fold(m.content.text).trim() : "")).join(" ").trim();
  if (!said || !WHAT_ELSE.test(said)) return null;
  const next = missingDetails(t, retailDetails)[0];
  if (!next) return null;
  t.intent("checkout");
  askNextDetail(t, retailDetails, phrase(t.session, "beforeGoingOn", { field: fieldWord(langOf(t.session), next) }));
  return { certain: true, understanding: null };
}
