// "no, la otra", "el otro": another row than the line just taken, in its place and with its
// count; never one more of it (t21c 006 made the Oreo 2). From the list just answered, or, for a
// line added by its name, the rows that name finds.
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { analyze } from "../../understand";
import type { Understanding } from "../../understand/types";
import { LAST_LINE } from "./lines";
import { joinList, langOf, phrase, sentence } from "../../language";
import { cartPhrase, text } from "../../replies";
import { formatMoney } from "../../../lib/money";
import { fold } from "../../../lib/fold";
import { otherSize } from "./described-rows";
import { resultProducts } from "../../../lib/product-match";

/** A line to replace by one of `to`, with its count; `to` is empty when there was no other row (said so already: "De Oreo tengo solo …"), the line kept. */
type Swap = { from: Product; to: Product[]; quantity: number };

/** A product's name without its size ("Pan de Mesa Lactal 560 Gr" → "pan de mesa lactal"). */
export const bareName = (name: string) => analyze(name).filter((w) => !/\d/.test(w.n) && !["gr", "g", "kg", "lt", "l", "ml", "cc", "un"].includes(w.n)).map((w) => w.n).join(" ");

/** "no, la otra", "uy no, el otro", "la otra mejor": another row, with no words to say which. */
export const OTHER_ALONE = /^(?:no |nono |uy |ay |perdon |ah )*(?:(?:la|el) )?(?:otra|otro)(?: (?:mejor|porfa|por favor|perdon))?$/;

/** The rows of the list just answered other than the one taken, in place of its line and with its count. */
export async function otherRows(t: TurnEngine, last: { id: string; ids: string[] }): Promise<Swap | null> {
  const line = t.session.cart.find((l) => l.productId === last.id);
  const products = await t.products(last.ids);
  const from = products.find((p) => p.id === last.id);
  const to = products.filter((p) => p.id !== last.id);
  return line && from && to.length ? { from, to, quantity: line.quantity } : null;
}

/**
 * picks22 (t21c 006): "no, la otra" right after a line was added by its name (no list shown): the
 * other rows its name finds (the same product in another size first, else the brand's), in place
 * of that line with its count; never one more of it.
 */
export async function otherOfLastLine(t: TurnEngine): Promise<Swap | null> {
  const last = t.session.extra[LAST_LINE];
  const line = t.session.cart.find((l) => l.productId === last) ?? t.session.cart.at(-1);
  const [from] = line ? await t.products([line.productId]) : [];
  if (!line || !from) return null;
  const own = bareName(from.name).split(" ");
  const found = await t.search(own.slice(0, from.brand ? 1 : 2).concat(from.brand ? [bareName(from.brand)] : []).join(" "), 30);
  const pool = resultProducts(found).filter((p) => p.id !== from.id && p.active);
  const siblings = pool.filter((p) => bareName(p.name) === bareName(from.name));
  const ofBrand = pool.filter((p) => !!from.brand && p.brand === from.brand);
  const to = siblings.length ? siblings : ofBrand;
  if (!to.length) return onlyRows(t, from, [from], line.quantity);
  return { from, to: to.slice(0, 10), quantity: line.quantity };
}

/**
 * swaps22 (t21c 006, t21a 104): "no, la otra" with one Oreo row, "mejor las fantas de 500" when
 * Fanta comes only in 1,5 L: there is no other row to take, so that is said with what there is,
 * and the line stays (never "No te entendí", never one more of it, never a handoff).
 */
export function onlyRows(t: TurnEngine, from: Product, rows: Product[], quantity: number): Swap {
  const label = from.brand ?? from.name.split(" ")[0];
  const own = (p: Product) => (fold(p.name).startsWith(`${fold(label)} `) ? p.name.slice(label.length + 1) : p.name);
  const name = joinList(langOf(t.session), rows.map(own));
  t.say(text(sentence(t.session, "onlyRowOf", { label, name })));
  return { from, to: [], quantity };
}

/**
 * swaps22: "mejor las fantas de 500" after the Fanta 1,5 L was added: the words name the line's
 * product and a size none of its rows comes in. Other words ("mejor las pepsi de 500") are
 * another product, never this answer.
 */
export function sizeNotMade(wanted: string, from: Product, rows: Product[]): boolean {
  if (!rows.every((p) => otherSize(wanted, p))) return false;
  const own = analyze(from.name).map((w) => w.n.slice(0, 4));
  const words = analyze(wanted).filter((w) => !/\d/.test(w.n) && !/^(?:la|el|los|las|de|del|un|una|unos|unas|gr|g|kg|ml|cc|l|lt|litro|litros|kilo|kilos|gramos|mejor)$/.test(w.n));
  return words.every((w) => own.includes(w.n.slice(0, 4)));
}

/**
 * swaps22 (t21b 015): "no, la otra, la salsati" after "la pomarola arcor" was picked beside other
 * picks (no one pick remembered): the line whose product is of the kind the words find (a salsa)
 * is replaced, with its count; the row of the same kind as it ("Salsa Pomarola Doypack Salsati"
 * for the Arcor pomarola) is taken, several are asked.
 */
export async function otherNamedOfLine(t: TurnEngine, words: string): Promise<Swap | null> {
  const held = await lineNamedAgain(t, words);
  if (held) return held;
  const found = await t.search(words, 30);
  const cart = t.session.cart;
  const inCart = new Set(cart.map((l) => l.productId));
  const pool = resultProducts(found).filter((p) => p.active && !inCart.has(p.id));
  if (!pool.length) return null;
  const last = t.session.extra[LAST_LINE];
  const variant = await variantOfLastLine(t, words, pool, last);
  if (variant) return variant;
  const lines = [...cart.filter((l) => l.productId === last), ...cart.filter((l) => l.productId !== last).reverse()];
  for (const line of lines) {
    const [from] = await t.products([line.productId]);
    if (!from) continue;
    const kind = kindWords(from);
    const sameKind = pool.filter((p) => kindWords(p)[0] === kind[0]);
    if (!sameKind.length) continue;
    const overlap = (p: Product) => kindWords(p).filter((w) => kind.includes(w)).length;
    const best = Math.max(...sameKind.map(overlap));
    const closest = sameKind.filter((p) => overlap(p) === best);
    // swaps26 (t25c 019): "no, la otra, la paulina" for a queso crema asks among the Paulina quesos crema, never its rallado.
    return { from, to: (best > 1 ? closest : sameKind).slice(0, 10), quantity: line.quantity };
  }
  return null;
}

/**
 * picks35 (t34c 007): "no, la otra, la retornable" right after Coca Cola Retornable 2 Lt went in added a
 * second one: words that set the last line's own product apart (a word of its name beyond its brand) name
 * what is already there, so nothing changes and that is said.
 */
async function lineNamedAgain(t: TurnEngine, words: string): Promise<Swap | null> {
  const line = t.session.cart.find((l) => l.productId === t.session.extra[LAST_LINE]);
  const [from] = line ? await t.products([line.productId]) : [];
  if (!line || !from) return null;
  const said = bareName(words).split(" ").filter((w) => w.length > 2 && !["las", "los", "del", "que", "sea", "una", "uno", "esa", "ese"].includes(w));
  const own = bareName(from.name).split(" ");
  const brand = from.brand ? bareName(from.brand).split(" ") : [];
  if (!said.length || !said.every((w) => own.includes(w)) || said.every((w) => brand.includes(w))) return null;
  const subtotal = formatMoney((await t.cartTotals()).subtotal, t.ports.currency);
  t.say(text(phrase(t.session, "lineAlreadySet", { cart: cartPhrase(t.session.cart, await t.cartProducts(), langOf(t.session)), subtotal })));
  return { from, to: [], quantity: line.quantity };
}

/**
 * counts25 (t24c 009): "no, la otra, la sin azucar" right after 2 Coca Cola 1.5 Lt were added (an Oreo line
 * beside them): the describing words name a variant of the last line's own product — its brand and bare
 * name, plus every word said ("Coca Cola sin Azúcar 1.5 Lt") — and that variant, in the line's size when
 * one is, takes the line's place. Words no variant of it carries are left to the readers below.
 */
async function variantOfLastLine(t: TurnEngine, words: string, pool: Product[], last: unknown): Promise<Swap | null> {
  const line = t.session.cart.find((l) => l.productId === last);
  const [from] = line ? await t.products([line.productId]) : [];
  if (!line || !from) return null;
  const said = bareName(words).split(" ").filter((w) => w.length > 1 && !["la", "el", "los", "las", "de", "del", "que", "sea", "una", "uno"].includes(w));
  const own = bareName(from.name).split(" ");
  if (!said.length || said.every((w) => own.includes(w))) return null;
  const fits = pool.filter((p) => {
    const name = bareName(p.name).split(" ");
    return (from.brand ? p.brand === from.brand : true) && own.every((w) => name.includes(w)) && said.every((w) => name.includes(w));
  });
  const size = (p: Product) => analyze(p.name).filter((w) => /\d/.test(w.n)).map((w) => w.n).join(" ");
  const sameSize = fits.filter((p) => size(p) === size(from));
  const to = sameSize.length ? sameSize : fits;
  return to.length ? { from, to: to.slice(0, 10), quantity: line.quantity } : null;
}

/** A product's words without its size and brand ("Salsa Pomarola Doypack Arcor 340 Gr" → salsa pomarola doypack). */
export function kindWords(p: Product): string[] {
  const brand = new Set(p.brand ? bareName(p.brand).split(" ") : []);
  return bareName(p.name).split(" ").filter((w) => w && !brand.has(w) && !["de", "del", "con", "en", "para"].includes(w));
}

/**
 * swaps22 (t20c 017): "no mejor pepsi" right after 2 cocas were added: the one product named (or
 * its rows, to ask which), of the same kind of shelf as the line, takes that line's place with its
 * count; never added beside it. Several products named, or one of another shelf, are an order.
 */
export async function namedInstead(t: TurnEngine, u: Understanding, from: Product, wanted: string, leadCount: number | null): Promise<Product[] | null> {
  // kioskedits35 (t34a 013): "no, mejor 2 cocas" right after 2 Pepsi: a count said right after the
  // cue is the replacement's own count, still the swap; a count said elsewhere ("mejor agregame 2
  // fantas") is an order.
  const count = u.items[0]?.quantity;
  // "no, mejor 2 fantas" reads as setting the Fanta to 2; with no Fanta in the cart that is the same count said.
  const edit = u.cartEdit;
  const editIds = edit?.kind === "set_quantity" && edit.match ? (edit.match.kind === "one" ? [edit.match.productId] : edit.match.kind === "ambiguous" ? edit.match.productIds : []) : [];
  const countOfNew = edit?.kind === "set_quantity" && !u.items.length && edit.quantity === leadCount && editIds.length > 0 && !t.session.cart.some((l) => editIds.includes(l.productId));
  if (u.items.length > 1 || (count != null && count !== leadCount) || (edit && !countOfNew) || !/[a-z]{3}/.test(wanted.replace(/\b(?:la|el|los|las|de|del|litros?|kilos?|medio|cuarto|grande|chica|chico)\b/g, ""))) return null;
  // "no mejor pepsi" reads as a refusal, so its product is not among the items: the words after the cue are searched.
  const match = u.items[0]?.match;
  const found = match ? null : await t.search(wanted, 10);
  const ids = match ? (match.kind === "one" ? [match.productId] : match.kind === "ambiguous" ? match.productIds : []) : found?.kind === "one" ? [found.product.id] : found?.kind === "ambiguous" ? found.choices.map((c) => c.product.id) : [];
  const shelf = (p: Product) => p.subcategory ?? p.category;
  const products = await t.products(ids);
  const rows = products.filter((p) => p.active && bareName(p.name) !== bareName(from.name) && shelf(p) === shelf(from) && !t.session.cart.some((l) => l.productId === p.id));
  return rows.length && rows.length === products.length ? rows.slice(0, 10) : null;
}

/**
 * "no, la otra, el ilolay", "la otra: la de ilolay", "otra, la de 500": another row than the one
 * just added, then its words. A bare "otra coca", "otro alfajor" (no article, no "no" before it,
 * a product word after it) is one more of that line (kioskedits35, t34a 016 swapped the Coca 500 out).
 */
export const THE_OTHER = /^(?:(?:no |nono |uy |perdon )+(?:(?:la|el|los|las) )?|(?:la|el|los|las) |(?=(?:otra|otro|otras|otros) (?:no|mejor|quiero|dame|la|el|los|las)\b))(?:otra|otro|otras|otros) (?:(?:no|mejor|quiero|dame) )*(.+)$/;

/**
 * swaps25 (t24b 018): "no, la otra, el fargo" right after the Salvado was picked from the pan lactal
 * list, no Fargo among its rows: the words name the row meant, found in the catalog on the picked
 * line's own shelf (a Fargo pan de molde, never its panchos or tapas), in the line's place with its
 * count. Nothing of that shelf: null, the words read another way.
 */
export async function otherOnShelf(t: TurnEngine, from: Product, words: string, quantity: number): Promise<Swap | null> {
  const shelf = (p: Product) => p.subcategory ?? p.category;
  const inCart = new Set(t.session.cart.map((l) => l.productId));
  // Only words that name a product ("fargo", "bimbo"), every one in the row's name: a size alone
  // ("la de 2 litros") would find another brand's bottle of the shelf and swap it outright.
  const naming = analyze(words).map((w) => w.n).filter((w) => w.length > 2 && !/\d/.test(w) && !NOT_NAMING.has(w));
  if (!naming.length) return null;
  const named = (p: Product) => naming.every((w) => analyze(p.name).some((n) => n.n === w));
  const rows = resultProducts(await t.search(words, 30)).filter((p) => p.active && p.id !== from.id && !inCart.has(p.id) && shelf(p) === shelf(from) && named(p));
  return rows.length ? { from, to: rows.slice(0, 10), quantity } : null;
}

/** Words of a description that name no product: articles, sizes, units, "mejor". */
const NOT_NAMING = new Set(["los", "las", "del", "una", "uno", "unos", "unas", "que", "mejor", "quiero", "dame", "litro", "litros", "kilo", "kilos", "gramos", "medio", "grande", "chica", "chico", "lata", "latas", "botella"]);
