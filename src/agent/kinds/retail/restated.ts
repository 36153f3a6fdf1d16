// A quantity said again for a product already in the cart is its total, not more on top: with 2
// Coca-Cola 500 in the cart "quiero 3 coca de 500" means 3 (it made 5 in blind trial 6), "ponele
// 3 jorgitos" with one means 3, "no! 1 manteca y 2 docenas de huevos" sets both lines. Only words
// of adding ("otra", "2 más", "agregame", "sumale", "también", a leading "y") put it on top, and
// a product named twice in one batch ("2 cocas" / "2 cocas" sent before any reply) is set once
// at most: its second mention adds.
import type { Session } from "../../session";
import type { TurnEngine } from "../../engine";
import type { ItemMention, Understanding } from "../../understand/types";
import { fittingRows } from "./described-rows";
import { dozenPacks } from "./dozens";
import { LAST_LINE, LAST_LINES } from "./lines";
import { namedIds } from "./picks";

interface Restated {
  /** Lines in the cart set to a total. */
  sets: { productId: string; quantity: number }[];
  /** Everything else, to add as usual (a generic word of a correction resolved to the one line of the cart it names). */
  rest: ItemMention[];
}

/**
 * Splits an order's items into totals for lines already in the cart and the rest, a smaller
 * number too ("quiero 2 cocas" with 3 in the cart leaves 2: the reply reads the total back).
 */
export async function restatedLines(t: TurnEngine, items: ItemMention[]): Promise<Restated> {
  const cart = t.session.cart;
  const sets: Restated["sets"] = [];
  const rest: ItemMention[] = [];
  const seen = new Set<string>();
  for (const item of laterTotals(items)) {
    // A generic word ("manteca") names its line in the cart only in a correction ("no! 1 manteca") or as
    // "otra manteca" (one more of the line, t22c 013 listed every manteca); else its list is asked.
    const productId = item.quantity === null || (item.match.kind !== "one" && item.relation !== "sets" && !item.another) ? null : (cartLineOf(cart, item) ?? (await lineByHeadWord(t, item)) ?? (await lineTheWordsName(t, item)));
    const line = productId ? cart.find((l) => l.productId === productId) : undefined;
    if (!productId || !line || item.quantity === null) {
      rest.push(item);
      continue;
    }
    const resolved: ItemMention = item.match.kind === "one" && item.match.productId === productId ? item : { ...item, match: { kind: "one", productId } };
    const [p] = await t.products([productId]);
    const quantity = item.dozen && p ? dozenPacks(p.name, item.quantity) : item.quantity;
    if (seen.has(productId) || item.relation === "adds") rest.push(resolved);
    else sets.push({ productId, quantity });
    seen.add(productId);
  }
  return { sets, rest };
}

/**
 * "poneme una fanta. mejor 2 fantas": a product said again in the same message with words of a
 * total ("mejor", "que sean", "nomás") replaces what was said of it before, never adds to it.
 */
function laterTotals(items: ItemMention[]): ItemMention[] {
  const idOf = (i: ItemMention) => (i.match.kind === "one" ? i.match.productId : null);
  return items.filter((item, k) => {
    const id = idOf(item);
    return !id || !items.some((later, m) => m > k && later.relation === "sets" && later.quantity !== null && idOf(later) === id);
  });
}

/** The cart line an item names: its product, or the one line of the cart among a generic word's products ("manteca"). */
function cartLineOf(cart: { productId: string }[], item: ItemMention): string | null {
  const ids = item.match.kind === "one" ? [item.match.productId] : item.match.kind === "ambiguous" ? item.match.productIds : [];
  const inCart = ids.filter((id) => cart.some((l) => l.productId === id));
  return inCart.length === 1 ? inCart[0] : null;
}

/**
 * counts29 (t28b 009): "ponele 2 dulces" with a Dulce de Leche in the cart found "Galletas de Arroz
 * Dulces" and added 2. A count said of one word that is the head of one cart line's name (its first
 * word: "dulce" of "Dulce de Leche …") and only a later word of the product found is that line.
 */
async function lineByHeadWord(t: TurnEngine, item: ItemMention): Promise<string | null> {
  const said = plainWords(item.query);
  if (item.match.kind !== "one" || said.length !== 1 || said[0].length < 4) return null;
  const stemOf = (w: string | undefined) => w?.replace(/s$/, "").replace(/e$/, "");
  const head = (name: string) => stemOf(plainWords(name)[0]) === stemOf(said[0]);
  const [found] = await t.products([item.match.productId]);
  if (!found || head(found.name)) return null;
  const lines = (await t.products(t.session.cart.map((l) => l.productId))).filter((p) => head(p.name));
  return lines.length === 1 ? lines[0].id : null;
}

const plainWords = (s: string): string[] => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter(Boolean);

/** Words that correct a quantity already given ("mejor 3", "que sean 2", "eran 4", "no, solo 1"), not a new one. */
const CORRECTING = /^(?:(?:no|uh|ah|ay|perdon|bueno) )*(?:mejor|que sean|sean|eran|son|solo|solamente|dejalo en|dejala en|bajalo|bajala|subilo|subila)\b/;

/** A bare quantity said as a correction, with a cart to correct: the line last touched, not an offer made since. */
export function correctsOwnLine(u: Understanding, cartLines: number): boolean {
  return cartLines > 0 && u.cartEdit?.kind === "set_quantity" && !u.cartEdit.match && !u.cartEdit.each && CORRECTING.test(u.normalized);
}

/** session.extra key: the turn a line was last added in, and the list open then (a correction right after it is about it). */
const ADDED = "added";

/** Remembers a line added this turn, behind the list already open (if any). */
export function rememberAdded(t: TurnEngine): void {
  t.session.extra[ADDED] = { turn: t.session.turns ?? 0, behind: t.session.pendingChoice ? listKey(t.session.pendingChoice.productIds) : null };
}

const listKey = (ids: string[]): string => [...ids].sort().join(",");

/** Whether a line went into the cart in the turn right before this one. */
export function addedLastTurn(session: Session): boolean {
  const added = session.extra[ADDED] as { turn: number } | undefined;
  return !!added && added.turn === (session.turns ?? 0) - 1;
}

/** How many turns back a line added still counts as just named for "de cada una" (a question about it may come between). */
const EACH_REACH = 3;

/**
 * counts30 (t29b 025): "ponele 2 de cada una" with the Fanta list open that was asked beside 1 Coca
 * just added names both: the lines just added are set to the count too, and the list keeps it
 * (only the list was counted; the Coca stayed 1). The lines, or none when nothing was added lately.
 */
export function linesBesideList(t: TurnEngine, u: Understanding): string[] {
  const edit = u.cartEdit;
  const added = t.session.extra[ADDED] as { turn: number } | undefined;
  if (edit?.kind !== "set_quantity" || !edit.each || edit.quantity < 1 || u.items.length || !added || (t.session.turns ?? 0) - added.turn > EACH_REACH) return [];
  const named = (t.session.extra[LAST_LINES] as string[] | undefined) ?? [t.session.extra[LAST_LINE] as string];
  return named.filter((id) => t.session.cart.some((l) => l.productId === id && l.quantity !== edit.quantity));
}

/**
 * t19b 015: "no, eran 3", "mejor 2" the turn right after a line was added while a list was
 * already open (named back behind the add): a correction of that line, never of the older list.
 * A list asked in the same reply as the add is the newer question and keeps the count.
 */
export function correctsJustAdded(t: TurnEngine, u: Understanding): boolean {
  const last = t.session.extra[LAST_LINE];
  const added = t.session.extra[ADDED] as { behind: string | null } | undefined;
  const pending = t.session.pendingChoice;
  const justAdded = addedLastTurn(t.session) && !!pending && added?.behind === listKey(pending.productIds);
  return justAdded && !u.items.length && correctsOwnLine(u, t.session.cart.length) && t.session.cart.some((l) => l.productId === last);
}

/**
 * "te dije 6", "ya te dije 6", "6 te dije": a count said again as already said, and nothing else.
 * picks33 (t32c 011): "2 tmb", "también 2", "de eso 2 también" right after "y azucar ledesma 1kg" went in with a harina
 * list open: the line just added is 2 too (it got "No te entendí", read as the list's row 2).
 */
const INSISTED_COUNT = /^(?:no\s+)?(?:(?:ya\s+)?(?:te\s+)?(?:dije|pedi)\s+(?:que\s+)?(?:eran\s+|son\s+)?(\d{1,2})|(\d{1,2})\s+(?:te\s+)?(?:dije|pedi))$|^(?:y\s+)?(?:de\s+(?:eso|esa|ese)\s+)?(?:(\d{1,2})\s+(?:tmb|tmbn|tb|tambien|tbm)|(?:tmb|tmbn|tb|tambien|tbm)\s+(\d{1,2}))(?:\s+(?:porfa|por favor))?$/;

/**
 * counts29 (t28b 010): "te dije 6" right after a line was added with a count is that line's count,
 * even with a list open (the open birra list took the 6 and was asked again). "te dije" points back
 * at what the customer said, never at the list the shop showed. The count, or null.
 */
export function insistedOnJustAdded(t: TurnEngine, u: Understanding): number | null {
  const m = INSISTED_COUNT.exec(u.normalized);
  const last = t.session.extra[LAST_LINE];
  if (!m || u.items.length || !addedLastTurn(t.session) || !t.session.cart.some((l) => l.productId === last)) return null;
  const count = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  return count > 0 ? count : null;
}

/** "dale una", "sí, dame 2", "bueno poneme una": a yes with a count, and nothing else. */
const YES_WITH_COUNT = /^(?:(?:dale|si|sii|bueno|ok|oka|listo|joya|perfecto|va)\s+)+(?:(?:poneme|dame|mandame|agregame|sumame|traeme|pone|agrega|agregale)\s+)?(?:una|uno|un|\d{1,3})(?:\s+(?:sola|solo|nomas|porfa|por favor|de esas|de esos|de esa|de ese))*$/;

/**
 * edits15: "dale una" right after "Sí, tenemos Papas fritas Lays" (and the bridge's "¿Agregamos
 * algo más?"): the product just offered with that count, never the cart's last line set to it
 * (trial 14a 101 turned 2 cokes into 1). A correction's words ("mejor 1") still correct the line.
 */
export function countForOffer(u: Understanding, offer: { productIds: string[] } | null): ItemMention | null {
  if (!offer || offer.productIds.length !== 1 || u.items.length || !YES_WITH_COUNT.test(u.normalized)) return null;
  const edit = u.cartEdit;
  // offersb18: "si agregame uno" reads as "one more" of no product named: the offered one, never the last line (t18b 007).
  const quantity = edit === null ? u.quantityOnly : (edit.kind === "set_quantity" || edit.kind === "adjust") && !edit.match && !edit.each ? (edit.kind === "adjust" ? edit.delta : edit.quantity) : null;
  if (quantity === null || quantity < 1) return null;
  return { quantity, query: offer.productIds[0], match: { kind: "one", productId: offer.productIds[0] } };
}

/**
 * swaps26 (t25b 006): "mejor 3 de harina", "dame 3 harinas" to "¿Te agrego 2 de Harina … Pureza?":
 * the offer's own product word with a count, and nothing else, is the offer with that count (it
 * reopened the whole flour list). Read as an edit, its words must fit no line of the cart.
 */
export function offerCounted(offer: string, u: Understanding, cart: readonly { productId: string }[]): number | null {
  if (u.yesNo === "no" || u.items.length > 1) return null;
  const [item] = u.items;
  const edit = u.cartEdit;
  if (item) return !edit && item.quantity !== null && item.quantity > 0 && namedIds(item.match).includes(offer) ? item.quantity : null;
  if (edit?.kind !== "set_quantity" || edit.each || !edit.match || edit.quantity < 1 || !namedIds(edit.match).includes(offer)) return null;
  return namedIds(edit.match).some((id) => cart.some((l) => l.productId === id)) ? null : edit.quantity;
}

/** edits17: "confirmame lo que tengo", "ya tengo las 2 yerbas": the cart read back, not ordered again. */
const RESTATING = /\b(?:lo que (?:tengo|pedi|llevo|va)|confirmame|confirma(?:me)? (?:el|mi) (?:pedido|carrito)|ya tengo|ya (?:te )?pedi|tengo en el carrito|o que (?:tenho|pedi)|what i have)\b/;

/**
 * The items of a message that restates the cart, less those it already holds with that count (or
 * with no count said): "confirmame lo que tengo, las 2 yerbas y las oreo" adds no second Oreo.
 */
export function notAlreadyHeld(t: TurnEngine, u: Understanding): ItemMention[] {
  if (!RESTATING.test(u.normalized)) return u.items;
  return u.items.filter((item) => {
    const productId = cartLineOf(t.session.cart, item);
    const line = productId ? t.session.cart.find((l) => l.productId === productId) : undefined;
    return !line || (item.quantity !== null && item.quantity !== line.quantity);
  });
}

/** An item whose products include one being taken out of the cart, narrowed to the others (one left: that one). */
export function withoutLine(item: ItemMention, productId: string): ItemMention {
  if (item.match.kind !== "ambiguous" || !item.match.productIds.includes(productId)) return item;
  const rest = item.match.productIds.filter((id) => id !== productId);
  return { ...item, match: rest.length === 1 ? { kind: "one", productId: rest[0] } : { ...item.match, productIds: rest } };
}

/**
 * counts36 (t35c 044): "sumale otro detergente" with one Detergente Aloe in the cart listed other
 * detergents: the search's first rows for "detergente" left out the line. "otro X" whose words fit
 * exactly one cart line is one more of that line.
 */
async function lineTheWordsName(t: TurnEngine, item: ItemMention): Promise<string | null> {
  if (!item.another || item.match.kind !== "ambiguous" || !item.query) return null;
  const rows = fittingRows(item.query, await t.cartProducts());
  return rows?.length === 1 ? rows[0].id : null;
}
