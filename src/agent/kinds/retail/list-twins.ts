// lists32 (t31b 013): the open "¿cuál?" answered by words that fit one of its rows and, as well, one
// row of another open list by a name word both rows hold ("el hellmanns grande" with the Hellmann's
// mayonesa list and the ketchup list open): which of the two is asked, never the open list's row
// guessed (the 500 ketchup was added for the 950 mayonesa).
import type { TurnEngine } from "../../engine";
import type { ItemMention, Understanding } from "../../understand/types";
import { rowOfAnotherList } from "./list-phrases";
import { openLists } from "./picks";

/** The pick turned into the question between its row and the other open list's twin row, or left as it is. */
export async function askedAcrossLists(t: TurnEngine, said: string, picked: ItemMention): Promise<ItemMention> {
  if (picked.match.kind !== "one") return picked;
  const id = picked.match.productId;
  const lists = await openLists(t);
  const own = lists.find((l) => l.open && l.list.ids.includes(id)) ?? lists.find((l) => l.list.ids.includes(id));
  const row = own?.products.find((p) => p.id === id);
  if (!own || !row) return picked;
  const twin = rowOfAnotherList(said, row, own, lists);
  return twin ? { ...picked, match: { kind: "ambiguous", productIds: [id, twin.id] } } : picked;
}

/** A tapped row is the row: its label is no description to read across lists. */
export function tappedRow(u: Understanding, picked: ItemMention): boolean {
  return picked.match.kind === "one" && u.tapped === picked.match.productId;
}
