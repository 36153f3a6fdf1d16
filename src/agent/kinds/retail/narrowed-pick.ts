// picks27 (t26b 004, t26c 003): "las latas de 473, las comunes" to one open list is ONE pick said in
// parts — the rows that fit every part, with the list's whole count. A later part is read only among
// the rows the earlier one left ("común" is the plainest of the 473 cans, never the plainest of the
// whole list), so no row that one part alone fits is added and the count is never split.
import type { Product } from "../../ports";
import { understand } from "../../understand";
import { describedRows } from "./described-rows";

/** What a describing part leaves of the rows an earlier part of the same pick fitted. */
export type Narrowed = { ids: string[] } | "none" | null;

/**
 * The rows of `earlier` the part also fits; "none" when it fits only other rows of its list (the
 * parts contradict each other: nothing is picked, which one is asked); null when the part is not
 * about this list (another open list's words, or nothing a row is described by).
 */
export function narrowedPick(part: string, earlier: Product[], list: Product[], others: Product[][]): Narrowed {
  if (earlier.length < 2) return null;
  const among = describedRows(part, earlier) ?? chosen(part, earlier);
  if (among?.length) return { ids: among.map((p) => p.id) };
  const inList = describedRows(part, list) ?? chosen(part, list);
  if (!inList?.length || others.some((o) => (describedRows(part, o) ?? chosen(part, o))?.length)) return null;
  return "none";
}

/** "la 1890": a row its name's own words pick (a number in the name is no size), as the open "¿cuál?" reads it. */
function chosen(part: string, rows: Product[]): Product[] | null {
  const u = understand(part, { catalog: rows, expecting: "product_choice", choices: rows.map((p) => p.id) });
  const row = !u.isQuestion && u.choice ? rows.find((p) => p.id === u.choice) : undefined;
  return row ? [row] : null;
}

/** "the big white one, 560": the big/small word of the part before, then a size alone ("560", "la de 1.5", "500 gr"). */
const RELATIVE_SIZE = /\b(?:grandes?|mayor|chic[oa]s?|chiquit[oa]s?|pequen[oa]s?|big|bigger|biggest|large|larger|small|smaller|smallest)\b/;
const SIZE_ALONE = /^(?:(?:la|el|las|los|the|de|del|one|a|o)\s+)*\d[\d.,]*\s*(?:ml|cc|l|lt|lts|litros?|g|gr|grs|gramos|kg|kilos?)?$/;

/**
 * lists28 (t27c 004): "the big white one, 560" to one open list is ONE pick: the big/small word
 * guessed a row by size, the exact size said right after it says which — the exact size wins and
 * the list's count stays whole. Read apart it added two products (a 5 Kg Pan Rallado for "big").
 */
export function exactSizeAfterRelative(prevPart: string, part: string): boolean {
  return RELATIVE_SIZE.test(prevPart) && SIZE_ALONE.test(part.trim());
}
