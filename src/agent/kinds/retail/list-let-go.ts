// "no, la leche no", "sacá la leche", "sin leche" about a list still unanswered: that list is let
// go. Also the unanswered list (the open one first) a message's products name, for its edits.
import type { TurnEngine } from "../../engine";
import type { ProductMatch, Understanding } from "../../understand/types";
import { askedLists, dropAskedList, type AskedList } from "./asked-lists";
import { saysWayOut } from "./list-word";
import { LETS_GO } from "./list-phrases";
import { fold } from "../../../lib/fold";

export function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The product ids a match may mean. */
export function idsOf(match: ProductMatch | null | undefined): string[] {
  if (!match) return [];
  if (match.kind === "one") return [match.productId];
  if (match.kind === "ambiguous") return match.productIds;
  return match.near ?? [];
}

/** The unanswered list (the open one first) offering any of these products. */
export function openList(t: TurnEngine, named: string[]): AskedList | null {
  const pending = t.session.pendingChoice;
  const lists = askedLists(t.session).reverse();
  if (pending && !pending.offer && !lists.some((l) => sameIds(l.ids, pending.productIds))) lists.unshift({ q: pending.quantity, ids: pending.productIds, said: pending.said, which: true });
  return lists.find((l) => l.ids.some((id) => named.includes(id))) ?? null;
}

/**
 * "no, la leche no", "sacá la leche", "sin leche" about a list still unanswered (not a cart
 * line): that list is let go. Returns the list's words, or null.
 */
export async function letGoOfList(t: TurnEngine, u: Understanding): Promise<AskedList | null> {
  // picks17: "sin veneziana", "no product": the way out the agent offered, said back, closes the open list.
  const pending = t.session.pendingChoice;
  if (pending && saysWayOut(t.session, u.normalized)) {
    u.items = [];
    u.cartEdit = null;
    return letGoOf(t, { q: pending.quantity, ids: pending.productIds, ...(pending.said ? { said: pending.said } : {}) });
  }
  if (!LETS_GO.test(u.normalized) || u.isQuestion) return null;
  const named = [...u.items.flatMap((i) => idsOf(i.match)), ...u.mentions.flatMap((m) => idsOf(m.match)), ...idsOf(u.cartEdit && u.cartEdit.kind !== "clear" ? u.cartEdit.match : null)];
  if (!named.length || named.some((id) => t.session.cart.some((l) => l.productId === id))) return null;
  if (u.items.some((i) => i.quantity !== null)) return null;
  if (await sinOfARowName(t, u.normalized, named)) return null;
  const hit = openList(t, named);
  return hit ? letGoOf(t, hit) : null;
}

function letGoOf(t: TurnEngine, hit: AskedList): AskedList {
  const pending = t.session.pendingChoice;
  dropAskedList(t.session, hit.ids);
  if (pending && pending.productIds.some((id) => hit.ids.includes(id))) {
    t.session.pendingChoice = null;
    if (t.session.expecting === "product_choice") t.session.expecting = null;
  }
  return hit;
}

/**
 * "original sin sal" (a row's label typed with a typo): the "sin" of a row's own name ("Sin Sal
 * Agregada", "Mesa Sin Gas", "Sin Tacc") names that row and lets nothing go; only the "sin" is
 * read so (a "no" beside it still lets the list go).
 */
async function sinOfARowName(t: TurnEngine, normalized: string, named: string[]): Promise<boolean> {
  const words = normalized.match(new RegExp(LETS_GO.source, "g")) ?? [];
  if (!words.length || words.some((w) => w !== "sin")) return false;
  const after = [...normalized.matchAll(/\bsin (\S+)/g)].map((m) => `sin ${m[1]}`);
  const names = (await t.products(named)).map((p) => fold(p.name));
  return after.every((phrase) => names.some((n) => n.includes(phrase)));
}
