// picks14: a row named by the percent its name carries ("la de 1%", "4 de la ultra 0%", "la 3%"):
// the words read "1%" as the number 1 (a litre, row 1), so the percent is matched on the names as
// written. One row of one list with that percent, whose name has the other words said, is the pick.
import { fold } from "../../../lib/fold";
import type { Product } from "../../ports";
import { countBefore } from "./pick-counts";

interface PercentList {
  products: Product[];
}

const PERCENT = /(\d{1,2}(?:[.,]\d)?)\s*%/;
/** Words around a percent that say nothing of the row ("la de", "dame 4 de la"). */
const FILLERS = new Set(["la", "el", "las", "los", "de", "del", "dame", "poneme", "quiero", "y", "una", "uno", "un", "the", "one", "con", "al"]);

/** The row the part names by its percent, with the count said before it; null when none or several fit. */
export function percentRow<L extends PercentList>(part: string, lists: L[]): { id: string; list: L; quantity: number | null; named: true } | null {
  const said = fold(part).toLowerCase();
  const m = PERCENT.exec(said);
  if (!m) return null;
  const percent = m[1].replace(",", ".");
  const words = said.replace(PERCENT, " ").split(/[^a-z0-9]+/).filter((w) => w && !FILLERS.has(w) && !/^\d+$/.test(w));
  const hits = lists.flatMap((list) =>
    list.products
      .filter((p) => {
        const name = fold(p.name).toLowerCase();
        return new RegExp(`(?:^|[^\\d.,])${percent.replace(".", "[.,]")}\\s*%`).test(name) && words.every((w) => name.includes(w.slice(0, Math.max(4, w.length - 2))));
      })
      .map((p) => ({ id: p.id, list })),
  );
  if (new Set(hits.map((h) => h.id)).size !== 1) return null;
  return { ...hits[0], quantity: countBefore(said.replace(PERCENT, `${percent}pct`)), named: true };
}

/** The one row of these products the percent said names ("la de 1%" to "¿0% o 1%?"), else null. */
export function percentOf(part: string, products: Product[]): string | null {
  return percentRow(part, [{ products }])?.id ?? null;
}
