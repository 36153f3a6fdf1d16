import type { TurnEngine } from "../../engine";
import { langOf, readWith, type Lang } from "../../language";
import { PACKS_READING_EN } from "../../language/packs-en";
import { PACKS_READING_PT } from "../../language/packs-pt";
import type { FieldName, Understanding } from "../../understand/types";
import { fold } from "../../../lib/fold";
import { spanAsWritten } from "../../subflows/as-written";
import { readBackWaiting } from "../../subflows/details";
import { plainWords, withoutStayAlone } from "./plain-words";

// An English or Portuguese customer's words reach the rules read as Spanish (language/turn.ts):
// the mattress shop reads its own words on top ("mattress", "moro em", "vou levar"), and what it
// stores is what the customer wrote ("between 56 and 57", never the reading's "56 y 57").

const TABLES: Partial<Record<Lang, readonly (readonly [string, string])[]>> = { en: PACKS_READING_EN, pt: PACKS_READING_PT };

/** The batch's texts with the shop's own words of the customer's language read as Spanish, and made plain ("dire:", "finally."). */
export function readPacksWords(t: Pick<TurnEngine, "session">, texts: string[]): string[] {
  const table = TABLES[langOf(t.session)];
  // A detail of the customer's asked (never the summary's "¿Confirmamos?", where "sí." is the answer).
  const asked = t.session.expecting;
  const plainly = !!asked && !["confirmation", "product_choice", "fulfilment", "payment"].includes(asked) && !readBackWaiting(t);
  return withoutStayAlone(table ? texts.map((s) => readWith(s, table)) : texts).map((s) => plainWords(s, plainly));
}

/** What the customer wrote in this batch (the history keeps it as written). */
export function writtenTexts(t: Pick<TurnEngine, "session">, count: number): string[] {
  const said = t.session.history.filter((h) => h.role === "customer");
  return said.slice(-Math.max(count, 1)).map((h) => h.text);
}

/** The details read from the Spanish reading, put back as the customer wrote them. */
export function asWritten(t: Pick<TurnEngine, "session">, u: Understanding, written: string[]): Understanding {
  const lang = langOf(t.session);
  if (lang === "es") return u;
  const fields = { ...u.fields } as Record<FieldName, string>;
  for (const [field, value] of Object.entries(fields) as [FieldName, string][]) {
    if (typeof value !== "string" || !value.trim() || written.some((w) => fold(w).includes(fold(value)))) continue;
    const span = written.map((w) => spanAsWritten(value, w, lang, TABLES[lang])).find((s) => s !== null);
    if (span) fields[field] = span;
  }
  return { ...u, fields };
}
