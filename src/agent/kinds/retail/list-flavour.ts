// words38 (t37b 050): "la de naranja" to the open "gaseosa de litro y medio" list, whose six rows
// hold no naranja one, was "No te entendí"; then "una fanta de litro y medio" added by name left
// the list open ("Dejé afuera gaseosa de litro y medio"). As list-brand.ts does for a brand: a word
// said alone as "the one of" ("la de naranja", "el de vainilla") that no row of exactly one open
// list carries asks for that list's kind with the word (the naranja gaseosas), at the size the list
// was asked at when some are sold in it, with the list's count. And a product of the list's kind at the
// rows' shared size, named as the message's one line, answers that list.
import { fold } from "../../../lib/fold";
import { resultProducts } from "../../../lib/product-match";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import type { ItemMention, Understanding } from "../../understand/types";
import type { OpenList } from "./part-rows";
import { rowsWord } from "./list-word";

/** "la de naranja", "mejor el de vainilla": the one of a word, pointing at the list's rows. */
const THE_ONE_OF = /^(?:(?:y|mejor|no|entonces|bueno|ok|dame|quiero|prefiero)\s+)*(?:el|la|los|las|uno|una) de ([a-z]{4,})$/;

const wordsOf = (s: string): string[] => fold(s).toLowerCase().split(/[^a-z0-9.]+/).filter(Boolean);

/** A size in the customer's words for the list ("de litro y medio", "de 500", "de 1 kg"). */
const SAYS_SIZE = /\d|\b(?:litro|litros|medio|kilo|kilos|kg|gr|gramos|ml|cc|lt|cuarto)\b/;

/**
 * The size the list was asked at: its first row's ("1.5 lt" of a "gaseosa de litro y medio" list),
 * when the customer's words for it said a size and another row shares it; else null. Its ids may
 * reach past the rows shown into other sizes.
 */
function sharedSize(list: OpenList): string | null {
  if (!SAYS_SIZE.test(fold(list.list.said ?? "").toLowerCase())) return null;
  const sizeOf = (p: Product) => /(\d+(?:[.,]\d+)?\s*[a-z]+)\s*$/.exec(fold(p.name).toLowerCase())?.[1] ?? null;
  const size = list.products[0] ? sizeOf(list.products[0]) : null;
  return size && list.products.filter((p) => sizeOf(p) === size).length > 1 ? size : null;
}

const hasSize = (p: Product, size: string | null): boolean => !size || fold(p.name).toLowerCase().endsWith(size);

/** The item rewritten to the open list's kind with the word said, at the rows' size, with the list's count; the list it answered. */
export async function flavourBesideList(t: TurnEngine, u: Understanding, item: ItemMention | null, lists: OpenList[]): Promise<{ list: OpenList; item: ItemMention } | null> {
  const said = THE_ONE_OF.exec(u.normalized)?.[1];
  if (!said || u.isQuestion || u.items.length > 1 || (item && u.items[0] !== item)) return null;
  const fits: { list: OpenList; kind: string; rows: Product[] }[] = [];
  for (const l of lists) {
    if (l.products.some((p) => wordsOf(p.name).includes(said))) return null; // the shown rows' own readers take it
    const kind = rowsWord(l.products, { kind: true });
    if (!kind || kind === said) continue;
    const size = sharedSize(l);
    const found = resultProducts(await t.search(`${kind} ${said}`, 30)).filter((p) => p.active && wordsOf(p.name).includes(kind) && wordsOf(p.name).includes(said));
    const sized = found.filter((p) => hasSize(p, size));
    const rows = sized.length ? sized : found;
    if (rows.length) fits.push({ list: l, kind, rows: rows.slice(0, 10) });
  }
  if (fits.length !== 1) return null;
  const [{ list, kind, rows }] = fits;
  const out: ItemMention = item ?? { quantity: null, query: "", match: { kind: "none", query: "" } };
  out.quantity ??= list.list.q;
  out.query = `${kind} ${said}`;
  out.said = `${kind} ${said}`;
  out.match = rows.length === 1 ? { kind: "one", productId: rows[0].id } : { kind: "ambiguous", productIds: rows.map((p) => p.id) };
  return { list, item: out };
}

/** The one open list the item's product is of: its kind word, at the size the list was asked at. */
export async function listOfKind(t: TurnEngine, u: Understanding, item: ItemMention, lists: OpenList[]): Promise<OpenList | null> {
  if (u.items.length !== 1 || item.match.kind !== "one") return null;
  const [product] = await t.products([item.match.productId]);
  if (!product) return null;
  const fits = lists.filter((l) => {
    const kind = rowsWord(l.products, { kind: true });
    const size = sharedSize(l);
    return !!kind && !!size && wordsOf(product.name).includes(kind) && hasSize(product, size);
  });
  return fits.length === 1 ? fits[0] : null;
}
