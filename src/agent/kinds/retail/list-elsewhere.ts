// picks15: a size said while several lists are open ("la de 2 litros" with the detergents asked
// last and the lavandinas before them): when no row of the open "¿cuál?" has that size but an
// earlier list's rows do, the words answer that list, never "No tengo 2 litros".
import type { TurnEngine } from "../../engine";
import type { ItemMention } from "../../understand/types";
import { askedLists } from "./asked-lists";
import { describedRows, fittingRows } from "./described-rows";
import { productChoice } from "./replies";
import type { Product } from "../../ports";
import { analyze } from "../../understand";
import { PLAIN_ROW_WORDS } from "../../understand/not-products";

/**
 * The earlier list the words describe, when exactly one does: one row is the pick (with the
 * quantity said, else the one asked with that list); several make that list the open question,
 * narrowed to them. The list open before stays remembered and comes back after. Null when no
 * other list, or more than one, fits (the open list's own answer stands).
 * `within`: only lists the words set apart more than this share of their rows count (a size word
 * alone, weighed against the open list's share).
 */
export async function answerOfEarlierList(t: TurnEngine, words: string, quantity: number | null, within = 1, opts: { instead?: boolean; saying?: string[] } = {}): Promise<ItemMention | "asked" | null> {
  const pending = t.session.pendingChoice;
  if (!pending) return null;
  const fits = [];
  for (const list of askedLists(t.session)) {
    if (list.ids.every((id) => pending.productIds.includes(id))) continue;
    if (opts.instead && (list.which || !list.said)) continue;
    const products = await t.products(list.ids);
    if (opts.saying && !rowsSaying(products, opts.saying)) continue;
    // lists28 (t27b 017): "dame 2 de esas de 500" fitting the one row offered instead of "yerba 1 kg" (a
    // lavandina list shown after it): that row — a one-row list is described by words that fit it.
    const rows = describedRows(words, products) ?? (products.length === 1 && within === 1 ? fittingRows(words, products) : null);
    if (rows?.length && (products.length === 1 || rows.length / list.ids.length < within)) fits.push({ list, rows });
  }
  if (fits.length !== 1) return null;
  const [{ list, rows }] = fits;
  const q = quantity ?? list.q;
  t.session.pendingChoice = { productIds: rows.length === 1 ? list.ids : rows.map((p) => p.id), quantity: q, order: true, ...(list.said ? { said: list.said } : {}) };
  if (rows.length === 1) return { quantity: q, query: rows[0].id, match: { kind: "one", productId: rows[0].id } };
  t.intent("product_choice");
  t.say(productChoice(rows, t.ports.profile, t.ports.currency, q, list.said ?? null, t.session));
  return "asked";
}

/** lists21: the words tell apart rows of a list still unanswered other than the one offering `offeredId` ("la de medio kilo" to "¿1 Kg o 500 Gr?"). */
export async function describesOpenList(t: TurnEngine, words: string, offeredId: string): Promise<boolean> {
  for (const list of askedLists(t.session)) {
    if (list.ids.length > 1 && !list.ids.includes(offeredId) && describedRows(words, await t.products(list.ids))) return true;
  }
  return false;
}

/**
 * lists23 (t22c 022): "bueno la de 1.5 entonces" right after "No tengo coca de 500 (para 3)" and a
 * sprite list asked after it: "entonces" settles on what was offered instead of what is not sold,
 * so a size fitting both lists answers that list (the 2 Sprite 1.5 went in, the cocas were lost).
 */
const SETTLES = /\b(?:entonces|then|entao)\b/;

export async function settledOnInstead(t: TurnEngine, normalized: string, words: string, quantity: number | null): Promise<ItemMention | "asked" | null> {
  return (await settlesOnInstead(t, normalized, words)) ? answerOfEarlierList(t, words, quantity, 1, { instead: true }) : null;
}

/** Whether the words settle ("entonces") on a list offered instead of what is not sold, the open list being another. */
export async function settlesOnInstead(t: TurnEngine, normalized: string, words: string): Promise<boolean> {
  const pending = t.session.pendingChoice;
  if (!pending || !SETTLES.test(normalized)) return false;
  const same = (ids: string[]) => ids.length === pending.productIds.length && ids.every((id) => pending.productIds.includes(id));
  // The open list itself offered instead: its own answer stands.
  if (!askedLists(t.session).find((l) => same(l.ids))?.which) return false;
  for (const list of askedLists(t.session)) {
    if (list.which || !list.said || same(list.ids)) continue;
    if (describedRows(words, await t.products(list.ids))) return true;
  }
  return false;
}

/**
 * picks33 (t32c 002): "la clasica" with the oil list asked last and the leches before it: a plain
 * word ("clásica", "original") that no row of the open list says, but a row of an earlier list does,
 * names that row — never the open list's plainest row (the Mezcla oil went in for the Clasica milk).
 */
export async function plainWordOfEarlierList(t: TurnEngine, normalized: string, open: Product[], quantity: number | null): Promise<ItemMention | "asked" | null> {
  const plain = normalized.split(/\s+/).filter((w) => PLAIN_ROW_WORDS.has(w));
  if (!plain.length || rowsSaying(open, plain)) return null;
  return answerOfEarlierList(t, normalized, quantity, 1, { saying: plain });
}

function rowsSaying(products: Product[], words: string[]): boolean {
  return products.some((p) => analyze(p.name).some((n) => words.some((w) => n.n.startsWith(w))));
}
