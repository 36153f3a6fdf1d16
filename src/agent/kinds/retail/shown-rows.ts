// Product words said while lists are open are read against the rows the customer is looking at
// before the catalog: "dame 3 de los matarazzo" after the tirabuzón list is its Matarazzo row (the
// catalog's first Matarazzo was a spaghetti), "2 de la ilolay" after the leches list its Ilolay
// milk, "2 de la Arcor" after the azúcar list its Arcor sugar. Words that fit several shown rows of
// one list ("los lucchetti") ask among those rows only. A number said as a shown row's size
// ("las de 169" to the 169 g row) is never a quantity.
import type { TurnEngine } from "../../engine";
import type { ItemMention, Understanding } from "../../understand/types";
import { describedRows, describesAll, describesProduct, sizeNotQuantity } from "./described-rows";
import { asRowWords, shownRows } from "./list-phrases";
import { openLists } from "./picks";
import { type OpenList } from "./part-rows";
import { ROW_SIZE_WORD } from "../../understand/size-words";
import { placeWithWords } from "./pick-counts";
import { brandBesideList } from "./list-brand";
import { flavourBesideList, listOfKind } from "./list-flavour";

/** What reading the items against the shown rows answered: the lists (their ids) picked from. */
export interface ShownRowsRead {
  answered: string[][];
}

/** "las de 169, el colonial de 250": 169 is the size of a shown row said after "de", never 169 of something. */
export async function sizesNotCounts(t: TurnEngine, u: Understanding): Promise<void> {
  await placesNotCounts(t, u);
  const counted = u.items.filter((i) => i.quantity !== null && i.quantity > 12 && sizeNotQuantity(u.normalized, i.quantity));
  if (!counted.length) return;
  const lists = await openLists(t);
  for (const item of counted) {
    // The same row in the narrowed list and the list it came from counts once (the open one first).
    const sized = lists.flatMap((l) => shownRows(l).filter((p) => sizeIn(p.name, item.quantity!)).map((p) => ({ l, p }))).filter((x, k, all) => all.findIndex((y) => y.p.id === x.p.id) === k);
    // picks9: "el de 70 paños" with one shown row of 70 paños: that row, with the quantity its list asked.
    if (sized.length === 1) Object.assign(item, { quantity: null, query: sized[0].p.id, match: { kind: "one", productId: sized[0].p.id } });
    else if (sized.length) item.quantity = null;
    // "las de 169 criollitas" of no shown row: a size, never 169 of it stored. The rows of that
    // size are the pick (one taken, several asked); none of that size: asked, one of it.
    else if (item.quantity! > UNLIKELY && item.match.kind !== "none") {
      const size = item.quantity!;
      const ids = item.match.kind === "one" ? [item.match.productId] : item.match.productIds;
      const sized = (await t.products(ids)).filter((p) => sizeIn(p.name, size)).map((p) => p.id);
      item.quantity = 1;
      item.match = sized.length === 1 ? { kind: "one", productId: sized[0] } : { kind: "ambiguous", productIds: sized.length ? sized : ids };
    }
  }
}

/**
 * "el 2, pelado arcor. 3 latas" with the tomates list open: 2 is the row's place (its row is the
 * one the words name), never 2 of it; the count is the one said beside ("3 latas"), else the list's.
 */
async function placesNotCounts(t: TurnEngine, u: Understanding): Promise<void> {
  const placed = placeWithWords(u.normalized);
  if (!placed) return;
  const item = u.items.find((i) => i.quantity === placed.row && i.match.kind !== "none");
  if (!item) return;
  const matched = (id: string) => (item.match.kind === "one" ? item.match.productId === id : item.match.kind === "ambiguous" && item.match.productIds.includes(id));
  const described = (l: OpenList, id: string) => !!describedRows(item.said ?? item.query, l.products)?.some((p) => p.id === id);
  const fits = (l: OpenList, id: string | undefined) => !!id && ((l.open && matched(id)) || described(l, id));
  // trial 18c 002: with the fideos and the aceite lists open, "la 4, los spaghetti" (a word the
  // catalog's other spaghettis fit too) is row 4 of the list whose row 4 the words describe; the
  // count stays the list's 3, never the 4 of its place.
  const open = (await openLists(t)).find((l) => fits(l, l.list.ids[placed.row - 1]));
  if (!open) return;
  const id = open.list.ids[placed.row - 1];
  Object.assign(item, { quantity: placed.count ?? open.list.q, query: id, match: { kind: "one", productId: id } });
}

/** More than this many of one item, said as "las de N", is a size. */
const UNLIKELY = 50;

/** The items rewritten to the shown rows their words fit; the lists they answered. */
export async function itemsOfShownRows(t: TurnEngine, u: Understanding): Promise<ShownRowsRead> {
  const answered: string[][] = [];
  if (!u.items.length && !u.normalized.includes(" de ")) return { answered };
  const lists = await openLists(t);
  if (!lists.length) return { answered };
  if (!u.items.length) {
    // t37b 050: "la de naranja" to a gaseosa list without a naranja row: the naranja gaseosas, with the list's count.
    const flavoured = await flavourBesideList(t, u, null, lists);
    if (flavoured) u.items.push(flavoured.item), answered.push(flavoured.list.list.ids);
    return { answered };
  }
  for (const item of u.items) {
    if (inSomeList(item, lists)) continue;
    // answers15: "2 cocas chicas" the catalog read as its 500 ml: the size said is kept, never the shown 1,5 L.
    if (item.match.kind === "one" && ROW_SIZE_WORD.test(u.normalized)) continue;
    const fit = rowsFor(item, lists);
    // t35b 002: "el de ilolay" to a leches list without an Ilolay row is the Ilolay milks, never every Ilolay product.
    const branded = fit ? null : await brandBesideList(t, u, item, lists);
    if (branded) answered.push(branded.list.ids);
    const flavoured = fit || branded ? null : await flavourBesideList(t, u, item, lists);
    if (flavoured) answered.push(flavoured.list.list.ids);
    // t37b 050: "una fanta de litro y medio" with the 1.5 L gaseosa list open answers that list.
    const ofKind = fit || branded || flavoured ? null : await listOfKind(t, u, item, lists);
    if (ofKind) answered.push(ofKind.list.ids);
    if (!fit || (fit.rows.length === 1 && named(u.items, fit.rows[0]))) continue;
    item.quantity ??= fit.list.list.q;
    item.match = fit.rows.length === 1 ? { kind: "one", productId: fit.rows[0] } : { kind: "ambiguous", productIds: fit.rows };
    if (fit.rows.length === 1) item.query = fit.rows[0];
    answered.push(fit.list.list.ids);
  }
  // "la serenisima clasica y los matarazzo, 2 paquetes": a row named beside an order is ordered too.
  if (!u.isQuestion) {
    for (const m of [...u.mentions]) {
      const fit = namedRow(m, lists);
      // Never a second line of what an item already orders (a tapped row's words are a mention too).
      if (!fit || fit.rows.length !== 1 || named(u.items, fit.rows[0])) continue;
      u.items.push({ ...m, quantity: m.quantity ?? fit.list.list.q, query: fit.rows[0], match: { kind: "one", productId: fit.rows[0] } });
      u.mentions.splice(u.mentions.indexOf(m), 1);
      answered.push(fit.list.list.ids);
    }
  }
  return { answered };
}

/**
 * picks9: a row of an open list named in a clause that asks nothing is a pick even when the
 * message asks something else ("el ilolay. ¿cuánto me sale todo con el envío?", "la leche la
 * serenisima clasica, el arroz gallo oro. ¿y no tienen lavandina?"): the product question
 * becomes the order line; the other questions are still answered.
 */
export async function toldRowsOrdered(t: TurnEngine, u: Understanding): Promise<void> {
  const told = u.questions.filter((q) => q.kind === "product" && q.told && q.match.kind !== "none");
  if (!told.length) return;
  const lists = await openLists(t);
  if (!lists.length) return;
  for (const q of told) {
    if (q.kind !== "product") continue;
    const mention: ItemMention = { quantity: q.quantity, query: q.query, match: q.match, ...(q.said ? { said: q.said } : {}) };
    const fit = namedRow(mention, lists);
    if (!fit || fit.rows.length !== 1 || named(u.items, fit.rows[0])) continue;
    u.items.push({ ...mention, quantity: q.quantity ?? fit.list.list.q, query: fit.rows[0], match: { kind: "one", productId: fit.rows[0] } });
    u.questions = u.questions.filter((x) => x !== q);
  }
}

/** The shown row a mention names: its own product when a list shows it, else the rows its words fit. */
function namedRow(m: ItemMention, lists: OpenList[]): { list: OpenList; rows: string[] } | null {
  const id = m.match.kind === "one" ? m.match.productId : null;
  const own = id ? lists.find((l) => shownRows(l).some((p) => p.id === id)) : undefined;
  return own && id ? { list: own, rows: [id] } : rowsFor(m, lists);
}

/** The item already names a row of an open list: nothing to read again. */
function inSomeList(item: ItemMention, lists: OpenList[]): boolean {
  return item.match.kind === "one" && lists.some((l) => l.list.ids.includes((item.match as { productId: string }).productId));
}

/** The one open list whose shown rows the item's words fit (one row, or a few of one list only). */
function rowsFor(item: ItemMention, lists: OpenList[]): { list: OpenList; rows: string[] } | null {
  const words = asRowWords(item.query);
  if (!words || /^\d+$/.test(words)) return null;
  const fits = lists
    .map((l) => {
      const shown = shownRows(l);
      // The one product an answer named, left behind a later list (t20b 010): its name's words are that
      // product. Never an offer made for the customer's own words ("un queso cremoso, no el untable").
      if (shown.length === 1) return { list: l, rows: l.list.named && describesProduct(words, shown[0]) ? [shown[0].id] : [] };
      // t34b 026: "2 del higienico" with the pañuelos and papel higiénico lists open is the papel
      // list's rows (every one says "higiénico"), never the catalog's tampons that say it too. A
      // product the catalog read as one row keeps it; with one list open, words of all its rows
      // ("otra coca") are that list's own readers' to take, and a size word alone ("la chica") is no name.
      const rows = describedRows(words, shown) ?? (lists.length > 1 && item.match.kind !== "one" && describesAll(words, shown) && shown.every((p) => describesProduct(words, p)) ? shown : []);
      return { list: l, rows: rows.map((p) => p.id) };
    })
    .filter((f) => f.rows.length);
  if (fits.length !== 1) return null;
  return fits[0];
}

/** The product's name carries this number as its size ("169 Gr", "1.5 Lt" never for 15). */
function sizeIn(name: string, n: number): boolean {
  return new RegExp(`(?:^|\\s)${n}\\s*(?:gr?|grs|g|ml|cc|cm3|kg|lt?|un|u|pa[nñ]os|hojas|mts?|metros)\\b`, "i").test(name);
}

/** An item already orders this product. */
function named(items: ItemMention[], productId: string): boolean {
  return items.some((i) => (i.match.kind === "one" && i.match.productId === productId) || i.query === productId);
}
