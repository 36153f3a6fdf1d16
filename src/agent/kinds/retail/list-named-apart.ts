// lists20 (t20c 003): with the arroz and atún lists open, "el 4, y de atun la 3" names the atún list for
// its "la 3" only: the row said bare beside it is the other list's row 4, never a second atún row
// (which bought one of each of two atún rows and left the arroz list asking).
interface RowPick<L> {
  id: string;
  list: L;
  part: string;
  named?: boolean;
  ids?: string[];
}

/**
 * Moves a bare row ("el 4") to the other open list when another part of the same message names the
 * list it went to and nothing else picks from the other one. Only with two lists open: with more,
 * which one the bare row is for is not said.
 */
export function rowsBesideNamedList<L>(picks: RowPick<L>[], lists: L[], bare: (part: string) => boolean, rowAt: (part: string, list: L) => string | null): void {
  if (lists.length !== 2) return;
  for (const p of picks) {
    if (p.named || p.ids || !bare(p.part) || !picks.some((q) => q !== p && q.named && q.list === p.list)) continue;
    const other = lists.find((l) => l !== p.list);
    if (!other || picks.some((q) => q.list === other)) continue;
    const id = rowAt(p.part, other);
    if (id) Object.assign(p, { id, list: other });
  }
}

/**
 * lists23 (t22c 026): with the azúcar, leche and shampoo lists open, "la 3, la 1, y el de ceramidas de
 * 340" describes its shampoo and says one bare row for each other list still unanswered: those rows
 * answer those lists in the order they were asked (they were two shampoo rows, and the azúcar and
 * leche picks silently dropped). Only when the bare rows are exactly as many as those lists, each
 * row exists in its list, and the bare rows were read in the open list (no list named for them).
 */
export function rowsForOtherLists<L>(picks: RowPick<L>[], askedOrder: L[], open: L | undefined, bare: (part: string) => boolean, rowAt: (part: string, list: L) => string | null): void {
  const bares = picks.filter((p) => !p.ids && p.list === open && bare(p.part));
  const described = picks.filter((p) => !bares.includes(p));
  if (!bares.length || !described.length) return;
  const targets = askedOrder.filter((l) => !described.some((p) => p.list === l));
  if (targets.length !== bares.length) return;
  const ids = bares.map((p, k) => rowAt(p.part, targets[k]));
  if (ids.some((id) => !id)) return;
  bares.forEach((p, k) => Object.assign(p, { id: ids[k], list: targets[k], named: true }));
}

/** Whether a message's bare rows may be one for each open list but the one its described words pick. */
export function rowsMayGoApart(parts: string[], lists: number, bare: (part: string) => boolean, count: (part: string) => boolean): boolean {
  const rows = parts.filter(bare).length;
  return lists > 1 && rows === lists - 1 && parts.some((p) => !bare(p) && !count(p));
}
