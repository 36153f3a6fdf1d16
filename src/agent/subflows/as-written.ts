import type { TurnEngine } from "../engine";
import { langOf, readAsSpanish, readWith, type Lang, type Table } from "../language";
import type { FieldName } from "../understand/types";
import { fold } from "../../lib/fold";

// An English or Portuguese customer's words reach the rules read as Spanish (language/turn.ts):
// "entrega na rua Uruguay 950" is read "envío na calle Uruguay 950". The details stored are what
// the customer wrote ("rua Uruguay 950"), never the reading's words.

/** Fields whose value is the customer's own words. */
const WRITTEN: FieldName[] = ["firstName", "lastName", "address", "city", "neighborhood", "apartment"];

/** This turn's customer messages as written (the history keeps them so). */
export function writtenThisTurn(t: Pick<TurnEngine, "session">): string[] {
  const history = t.session.history;
  const out: string[] = [];
  for (let i = history.length - 1; i >= 0 && history[i].role === "customer"; i--) out.unshift(history[i].text);
  return out;
}

/**
 * The span of `written` whose reading is `value` ("rua Uruguay 950" read "calle Uruguay 950"), or
 * null; `kindWords` is a kind's own reading table applied on top (the mattress shop's words).
 */
export function spanAsWritten(value: string, written: string, lang: Lang, kindWords: Table = []): string | null {
  const starts = [...written.matchAll(/(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu)].map((m) => m.index);
  const ends = [...written.matchAll(/[\p{L}\p{N}.](?![\p{L}\p{N}])/gu)].map((m) => m.index + 1);
  const wanted = fold(value);
  const read = (s: string) => fold(readWith(readAsSpanish(s, lang), kindWords));
  for (const start of starts)
    for (const end of ends) if (end > start && end - start <= value.length * 3 && read(written.slice(start, end)) === wanted) return written.slice(start, end);
  return null;
}

/** The facts' words put back as the customer wrote them, where the reading changed them. */
export function factsAsWritten<F extends Partial<Record<string, string>>>(t: Pick<TurnEngine, "session">, facts: F): F {
  const lang = langOf(t.session);
  if (lang === "es") return facts;
  const written = writtenThisTurn(t).map((w) => w.slice(0, 1000));
  const out: Partial<Record<string, string>> = { ...facts };
  for (const field of WRITTEN) {
    const value = out[field];
    if (!value || written.some((w) => fold(w).includes(fold(value)))) continue;
    const span = written.map((w) => spanAsWritten(value, w, lang)).find((s) => s !== null);
    if (span) out[field] = span;
  }
  return out as F;
}

/** A phrase of the reading ("dulce de leche") named back as this turn's customer wrote it ("doce de leite"). */
export function saidAsWritten(t: Pick<TurnEngine, "session">, value: string): string {
  const lang = langOf(t.session);
  if (lang === "es") return value;
  for (const w of writtenThisTurn(t)) {
    const span = spanAsWritten(value, w.slice(0, 1000), lang);
    if (span) return span;
  }
  return value;
}

/**
 * answers12: a phrase of the reading as this turn's customer wrote it, or null when they wrote no
 * such words — an English customer never reads the reading's Spanish ("la chica") quoted back.
 */
export function writtenOrNull(t: Pick<TurnEngine, "session">, value: string): string | null {
  if (langOf(t.session) === "es") return value;
  const said = saidAsWritten(t, value);
  return said !== value || writtenThisTurn(t).some((w) => fold(w).includes(fold(value))) ? said : null;
}

/** Words of a reading that are amounts or units, never what a label names ("leche 1 litros"). */
const AMOUNT_WORD = /^(?:\d+(?:[.,]\d+)?|litros?|lts?|l|kilos?|kgs?|gramos|grs?|g|ml|cc|unidades|un|de|del|la|el|los|las|x)$/;

/**
 * answers15: a label for the reading's words in the customer's own language — the whole phrase as
 * written, else its longest product word as written ("leche 1 litros" → "milk" for "2 liters of
 * milk"); null when the customer wrote none of it (the reading's Spanish is never shown).
 */
export function labelAsWritten(t: Pick<TurnEngine, "session">, value: string): string | null {
  const whole = writtenOrNull(t, value);
  if (whole !== null) return whole;
  const words = fold(value).split(/\s+/).filter((w) => w.length > 2 && !AMOUNT_WORD.test(w));
  for (const w of words.sort((a, b) => b.length - a.length)) {
    const said = writtenOrNull(t, w);
    if (said !== null) return said;
  }
  return null;
}
