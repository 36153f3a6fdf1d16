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
