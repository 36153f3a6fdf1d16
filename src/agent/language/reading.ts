import type { InboundContent } from "../../lib/messages";
import type { Lang } from "./detect";
import { READING_TABLES } from "./synonyms";
import { escapeRegExp } from "../../lib/regexp";

// The customer's words as the Spanish the understanding reads: the history, the console and the
// audit keep what the customer wrote; only the rules read this version.

const BOUNDARY_BEFORE = "(?<![\\p{L}\\p{N}'])";
const BOUNDARY_AFTER = "(?![\\p{L}\\p{N}'])";


export type Table = readonly (readonly [string, string])[];

/** One pass per table: every phrase of it as one alternation, longest first. */
const PATTERNS = new WeakMap<Table, { re: RegExp; to: Map<string, string> } | null>();

function pattern(table: Table): { re: RegExp; to: Map<string, string> } | null {
  if (PATTERNS.has(table)) return PATTERNS.get(table)!;
  // counts22 (t21b 020): "3 oils" found no "oils" in the cart: a one-word noun of the table is
  // read in its plural too ("oils" as "aceites"), unless the table has that plural of its own.
  const own = new Set(table.map(([from]) => from));
  const plurals = table.filter(([from, to]) => to && /^[a-z]{3,}$/.test(from) && !/s$/.test(from) && !own.has(`${from}s`) && /^[a-záéíóúñ]+$/.test(to)).map(([from, to]) => [`${from}s`, /[aeiou]$/.test(to) ? `${to}s` : to] as const);
  const all = [...table, ...plurals];
  const built = all.length
    ? {
        re: new RegExp(`${BOUNDARY_BEFORE}(${[...all].sort((a, b) => b[0].length - a[0].length).map(([from]) => escapeRegExp(from).replace(/ /g, "\\s+")).join("|")})${BOUNDARY_AFTER}`, "giu"),
        to: new Map(all.map(([from, to]) => [from, to])),
      }
    : null;
  PATTERNS.set(table, built);
  return built;
}

/** A text in `lang`, rewritten into the Spanish the rules read; words the table does not know (names, streets, brands) stay as written. */
export function readAsSpanish(text: string, lang: Lang): string {
  const pre = lang === "en" ? text.replace(COUNT_PLEASE, "$1 por favor").replace(THE_ROW, "la $1").replace(THE_WORDS_ONE, "la $1").replace(THE_WORD_ONE, "la $1") : lang === "pt" ? text.replace(THE_ROW_PT, "la $1").replace(ONE_MORE_PT, (_, w: string) => `${w.toLowerCase() === "um" ? "uno" : "una"} más`) : text;
  return readWith(pre, READING_TABLES[lang]);
}

/**
 * counts25 (t24a 110): "mais uma" said alone after 2 Coca-Cola 1,5 L swapped them for the 500 ml: the table
 * reads it as "otra", which beside an answered list is "the other one". Closing the message, it is one more
 * of the last line ("una más"); before a product ("mais uma coca") the table's "otra coca" still reads right.
 */
const ONE_MORE_PT = /(?<![\p{L}\p{N}'])mais\s+(uma|um)(?=\s*(?:,?\s*(?:por favor|pfv|pf))?\s*[.!]*\s*$)/giu;

/**
 * lists20 (t20c 004): "the 7, 1 please" is row 7 and one of it; the table drops "the" (no gender to
 * pick), which left "7, 1", two rows. A row number said with its article alone keeps it as "la 7".
 */
const THE_ROW = /(?<![\p{L}\p{N}'])the\s+(?:number\s+|#\s*)?(\d{1,2})(?=\s*(?:[,.;!?]|$))/giu;

/**
 * mood28 (t27c 007): "quero o 7" to a list got "Não entendi": the table leaves "o", which Spanish reads
 * as "or". A row number said with its Portuguese article ("o 7", "a número 3") is row N, read as "la N".
 */
const THE_ROW_PT = /(?<![\p{L}\p{N}'])(?:o|a)\s+(?:n[úu]mero\s+|n[º°o]\s*|#\s*)?(\d{1,2})(?=\s*(?:[,.;!?]|$))/giu;

/**
 * Trial 23c 005: "the original one" to a list asked "for 2" added 1: the table read "one" as a count.
 * "the X one" is a row described by X ("la original"); ordinals and "the other one" keep their own reading.
 */
const THE_WORD_ONE = /(?<![\p{L}\p{N}'])the\s+(?!(?:first|second|third|fourth|fifth|last|other|same|only|next|big|small|large)\b)(\p{L}+)\s+ones?\b/giu;

/**
 * counts36 (t35b 006): "the Gallo Oro one, 2 please" added 1: a name of two or three words left
 * "one" to the table, read as a count. "the X Y one" closing a clause is the row X Y describes;
 * "one" before more words ("the coke and one fanta") keeps its count; joining and size or price words ("the cheapest still one") keep the table's reading.
 */
const THE_WORDS_ONE = /(?<![\p{L}\p{N}'])the\s+(?!(?:first|second|third|fourth|fifth|last|other|same|only|next|big|small|large|cheapest|cheaper|most|least|still|sparkling)\b)(\p{L}+(?:\s+(?!(?:and|or|with|plus|one|ones|of|for|to|still|sparkling|cheapest|big|small|large)\b)\p{L}+){1,2})\s+ones?(?=\s*(?:[,.;!?]|$))/giu;

/** counts36 (t35c 006): "2 please" alone: the table drops "please", which left "2", a row; the polite word is kept. */
const COUNT_PLEASE = /^\s*(\d{1,2})\s*,?\s*(?:please|pls|plz)\s*[.!]*\s*$/i;

/** A text read through one table of phrases (a kind's own words on top of the shared reading). */
export function readWith(text: string, table: Table): string {
  const p = pattern(table);
  if (!p) return text;
  const out = text.replace(p.re, (match) => p.to.get(match.toLowerCase().replace(/\s+/g, " ")) ?? match);
  return out.replace(/[ \t]{2,}/g, " ").replace(/\s+([,.!?])/g, "$1").trim() || text;
}

/** A message's content with its words read as Spanish (text, captions, transcripts, typed notes); taps and the rest as they are. */
export function contentAsSpanish(content: InboundContent, lang: Lang): InboundContent {
  if (lang === "es") return content;
  switch (content.type) {
    case "text":
      return { ...content, text: readAsSpanish(content.text, lang) };
    case "audio":
      return content.transcript ? { ...content, transcript: readAsSpanish(content.transcript, lang) } : content;
    case "image":
    case "video":
    case "document":
      return content.caption ? { ...content, caption: readAsSpanish(content.caption, lang) } : content;
    default:
      return content;
  }
}
