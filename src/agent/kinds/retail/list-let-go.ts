// "no, la leche no", "sacá la leche", "sin leche" about a list still unanswered: that list is let
// go. Also the unanswered list (the open one first) a message's products name, for its edits.
import type { TurnEngine } from "../../engine";
import type { ProductMatch, Understanding } from "../../understand/types";
import { askedLists, dropAskedList, type AskedList } from "./asked-lists";
import { saysWayOut } from "./list-word";
import { ADDS_AGAIN, LETS_GO } from "./list-phrases";
import { fold } from "../../../lib/fold";
import { allowedEdits, editDistance } from "../../../lib/misspellings";
import { namesWantedInstead, refusedWords } from "./refused-parts";
import { namedIds } from "./named-ids";

/** session.extra key: the list the last message let go, for "ah no, mejor no, dejalo" right after (swaps29, t28b 021). */
export const LAST_LET_GO = "lastLetGo";

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

/**
 * The unanswered list offering these products: the one whose rows they name the most of (the open
 * one first on a tie). t19b 006: "mejor 1 solo paquete de pampers" is the Pampers diapers list (all
 * its rows named), never the wipes list an answer showed (two "Pampers" rows of ten). A list shown
 * to answer a question ("¿y toallitas tenés?") is not one the customer asked to pick from.
 */
export function openList(t: TurnEngine, named: string[]): AskedList | null {
  const pending = t.session.pendingChoice;
  const lists = askedLists(t.session).reverse();
  if (pending && !pending.offer && !lists.some((l) => sameIds(l.ids, pending.productIds))) lists.unshift({ q: pending.quantity, ids: pending.productIds, said: pending.said, which: !!pending.order });
  const share = (l: AskedList) => l.ids.filter((id) => named.includes(id)).length / l.ids.length;
  return lists.reduce<AskedList | null>((best, l) => (share(l) > (best ? share(best) : 0) ? l : best), null);
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
  // lists30 (t29c 013): "ninguna de esas, sacala" with a list open refuses the list; the bare "sacala" beside it points
  // at that list, never at the cart's last line (the eggs were taken out). A removal naming a product keeps its own reading.
  if (pending && !pending.offer && !pending.tip && !u.isQuestion && NONE_OF_THE_LIST.test(u.normalized) && !u.items.length && (!u.cartEdit || (u.cartEdit.kind === "remove" && !u.cartEdit.query.trim()))) {
    u.cartEdit = null;
    return letGoOf(t, { q: pending.quantity, ids: pending.productIds, ...(pending.said ? { said: pending.said } : {}) });
  }
  if (!LETS_GO.test(u.normalized) || ADDS_AGAIN.test(u.normalized) || u.isQuestion || namesWantedInstead(u, LETS_GO)) return null;
  const named = [...u.items.flatMap((i) => idsOf(i.match)), ...u.mentions.flatMap((m) => idsOf(m.match)), ...idsOf(u.cartEdit && u.cartEdit.kind !== "clear" ? u.cartEdit.match : null)];
  if (!named.length || named.some((id) => t.session.cart.some((l) => l.productId === id))) return null;
  if (u.items.some((i) => i.quantity !== null)) return null;
  if (await sinOfARowName(t, u.normalized, named)) return null;
  const hit = openList(t, named);
  return hit ? letGoOf(t, hit) : null;
}

/**
 * offers37 (t36c 039): "no detergente" to the open detergent list lets it go; "te verde para tomar, en
 * saquitos. no detergente" also names what is wanted instead: those products become the order, with
 * the list's count, read on as any order. Returns the list let go, or null.
 */
export function refusedListKind(t: TurnEngine, u: Understanding): AskedList | null {
  const pending = t.session.pendingChoice;
  if (!pending || pending.offer || pending.tip || u.cartEdit || u.isQuestion || !refusesListKind(u.text, pending.said)) return null;
  // A product ordered beside the refusal is read on; one of the list's own rows is no refusal of it.
  if (u.items.some((i) => idsOf(i.match).some((id) => pending.productIds.includes(id)))) return null;
  const hit = letGoOf(t, { q: pending.quantity, ids: pending.productIds, ...(pending.said ? { said: pending.said } : {}) });
  const own = fold(pending.said ?? "").toLowerCase();
  const wanted = u.mentions.filter((m) => !idsOf(m.match).some((id) => hit.ids.includes(id)) && !fold(m.said ?? m.query).toLowerCase().split(/[^a-z0-9ñ]+/).some((w) => w.length > 2 && own.includes(w)));
  u.mentions = u.mentions.filter((m) => !wanted.includes(m));
  u.items = [...u.items, ...wanted.map((m) => ({ ...m, quantity: m.quantity ?? hit.q ?? 1 }))];
  return hit;
}

/**
 * "no detergente", "te verde para tomar. no detergente" to the detergent list: a refused
 * part naming the kind the list was asked by (the first word said, perhaps with its other words) turns the
 * whole list down. "no zorro" (a brand among the rows) refuses rows, never the list.
 */
function refusesListKind(text: string, said: string | undefined): boolean {
  const own = fold(said ?? "").toLowerCase().split(/[^a-z0-9ñ]+/).filter((w) => w.length > 2);
  if (!own.length) return false;
  const same = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s`;
  return refusedWords(fold(text).toLowerCase()).some((words) => words.some((w) => same(w, own[0])) && words.every((w) => own.some((o) => same(w, o))));
}

/**
 * "ninguna de esas", "ninguno de estos", "ninguna": the whole open list refused, at the message's start.
 * lists37 (t35c 040): "ok nada" / "nada" said alone to the open list is none of it (it was read as
 * "nada más", the list asked again at checkout); "nada más" keeps meaning the order is done.
 */
const NONE_OF_THE_LIST = /^(?:(?:no|nop|naa|nah|bueno|ok|ah)[\s,.!]+)*(?:(?:ninguno|ninguna|ningun|ningunos|ningunas|nenhum|nenhuma)\b(?:\s+(?:de\s+)?(?:esas|esos|estas|estos|las|los|ellas|ellos))?(?=[\s,.;!]|$)|nada(?:[\s,.!]+(?:entonces|che))?[\s,.!]*$)/;

function letGoOf(t: TurnEngine, hit: AskedList): AskedList {
  const pending = t.session.pendingChoice;
  dropAskedList(t.session, hit.ids);
  t.session.extra[LAST_LET_GO] = { ...hit };
  if (pending && pending.productIds.some((id) => hit.ids.includes(id))) {
    t.session.pendingChoice = null;
    if (t.session.expecting === "product_choice") t.session.expecting = null;
  }
  return hit;
}

/**
 * "lieber sin alcohol", "original sin sal" (a row's label typed, perhaps with a typo): a "sin"
 * inside a product phrase describes the row ("Sin Alcohol", "Mesa Sin Gas", "Sin Tacc") and lets
 * nothing go. Only a "sin" opening the message or a clause ("sin veneziana", "dale, sin la leche")
 * or one whose phrase no named row has lets the list go; a "no" beside it still does.
 */
async function sinOfARowName(t: TurnEngine, normalized: string, named: string[]): Promise<boolean> {
  const words = normalized.match(new RegExp(LETS_GO.source, "g")) ?? [];
  if (!words.length || words.some((w) => w !== "sin")) return false;
  const names = (await t.products(named)).map((p) => fold(p.name));
  if (sinDescribesRow(normalized, names)) return true;
  if (/(?:^|[,.;:!?]\s*|\b(?:y|pero|entonces|dale|mejor|bueno|ok)\s+)sin\b/.test(normalized)) return false;
  return names.some((n) => /\bsin\b/.test(n));
}

/**
 * lead33 (t33b 013): "sin gas de 2 litros" to a water list with "Agua Mineral sin Gas Bonaqua 2 Lt":
 * "sin" and the word after it are how a row is named ("sin gas", "sin tacc", "sin sal"), a
 * description of the row wanted, never the way out of the list (it dropped the water).
 */
export function sinDescribesRow(normalized: string, rowNames: string[]): boolean {
  const after = /\bsin\s+([a-z0-9]+)/.exec(fold(normalized).toLowerCase())?.[1];
  if (!after) return false;
  // The word as a row has it, or one typo away in a long word ("sin azuar" for "sin Azúcar").
  return rowNames.some((n) => [...fold(n).toLowerCase().matchAll(/\bsin ([a-z0-9]+)/g)].some(([, w]) => w === after || (after.length >= 5 && editDistance(w, after, 1) <= allowedEdits(after))));
}

/** "sin gas …" naming words of the open list's rows (or of the row the message names) is no removal. */
export async function sinAsRowWords(t: TurnEngine, u: Understanding): Promise<void> {
  if (u.cartEdit?.kind !== "remove" || !/\bsin\b/.test(u.normalized)) return;
  const rows = t.session.pendingChoice?.productIds ?? u.items.flatMap((i) => namedIds(i.match));
  if (!rows.length || rows.some((id) => t.session.cart.some((l) => l.productId === id))) return;
  if (sinDescribesRow(u.normalized, (await t.products(rows)).map((p) => p.name))) u.cartEdit = null;
}
