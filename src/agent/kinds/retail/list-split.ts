// "dame 6 de los tatin, 3 blancos y 3 negros": a count of some products, then that count split
// among kinds of them. The kinds are read among the head's rows ("blancos" of the tatin is the
// Blanco Tatín), and the head, answered by its parts, is no list of its own. When a part fits none
// of the head's rows the message is left as said (each part asked on its own).
import type { ItemMention, ProductMatch } from "../../understand/types";

function idsOf(match: ProductMatch): string[] {
  return match.kind === "one" ? [match.productId] : match.kind === "ambiguous" ? match.productIds : [];
}

/** The items with a counted head split into its parts read among the head's rows. */
export function splitAmongHead(items: ItemMention[]): ItemMention[] {
  for (let h = 0; h < items.length; h++) {
    const head = items[h];
    if (head.match.kind !== "ambiguous" || head.quantity === null || head.quantity < 2) continue;
    const rows = head.match.productIds;
    let sum = 0;
    let end = h + 1;
    while (end < items.length && sum < head.quantity && items[end].quantity !== null) sum += items[end++].quantity!;
    if (end - h < 3 || sum !== head.quantity) continue;
    const parts = items.slice(h + 1, end).map((p): ItemMention | null => {
      const ids = idsOf(p.match).filter((id) => rows.includes(id));
      if (!ids.length) return null;
      return { ...p, match: ids.length === 1 ? { kind: "one", productId: ids[0] } : { kind: "ambiguous", productIds: ids }, said: `${p.said ?? p.query} ${head.said ?? head.query}`.replace(/^(?:de )?(?:los |las )?/, "") };
    });
    if (parts.some((p) => !p)) continue;
    return [...items.slice(0, h), ...(parts as ItemMention[]), ...items.slice(end)];
  }
  return items;
}
