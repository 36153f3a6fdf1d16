// A count said of a product already in the cart is that line's count, never a new search (t21b
// 008: "noo, la harina es 1 sola y atun 2 latas" showed the tuna list again; "y la harina 1 sola
// te dije" showed every flour; "ya tengo el de la campagnola, quiero 2 de esos no 3" changed
// nothing). The message is read only when every clause of it is such a count (or names the line
// the next clause counts, "ya tengo X"): half a reading would store a wrong line.
import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { langOf, phrase } from "../../language";
import { cartPhrase, text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { normalize } from "../../understand/normalize";
import { wordNumber } from "../../understand/numbers";
import { QUERY_STOPWORDS } from "../../understand/products";
import { linesByWords } from "./cart-words";
import { setLines } from "./lines";

/** Words around a count that only say it is all ("1 sola", "2 latas", "nomás"). */
const COUNT_TAIL = /^(?:sola|solo|solas|solos|nomas|unidad|unidades|latas?|paquetes?|botellas?|cajas?|frascos?|potes?|bolsas?|sobres?)$/;
/** Words before a line's name that add nothing ("no", "y", "te dije", "pero"). */
const LEAD = /^(?:(?:no|pero|y|igual|te dije|ya te dije|perdon|bueno)\s+)+/;
/** Words after a count that add nothing. */
const TRAIL = /(?:\s+(?:te dije|nomas|porfa|por favor|eh|che))+$/;
/** "ya tengo el de la campagnola": the line the next clause counts. */
const HELD = /^(?:si\s+)?ya (?:tengo|tenes|te pedi|pedi|esta|estan|me pusiste|agregaste)\s+(.+)$/;
/** "quiero 2 de esos no 3": a count of the line just named. */
const OF_THOSE = /^(?:(?:quiero|dame|poneme|pone|son|eran|que sean|mejor|solo)\s+)*(\S+)\s+de (?:esos|esas|ese|esa)(?:\s+no\s+\S+)?$/;
/** Words between a line's name and its count ("la harina es 1 sola"). */
const COPULA = new Set(["es", "son", "era", "eran", "sean"]);

/** "la harina es 1 sola", "atun 2 latas": a line's name, then its count, then only words that say it is all. */
function nameThenCount(clause: string): { name: string; quantity: number } | null {
  const words = clause.split(" ");
  let k = words.length - 1;
  while (k > 0 && (COUNT_TAIL.test(words[k]) || words[k] === "nada" || words[k] === "mas")) k--;
  const quantity = count(words[k]);
  let end = k;
  while (end > 0 && COPULA.has(words[end - 1])) end--;
  // A number after "de" is a size ("la coca de 500"), never a count.
  if (quantity === null || end === 0 || words[end - 1] === "de" || words[end - 1] === "que") return null;
  return { name: words.slice(0, end).join(" "), quantity };
}

const count = (w: string): number | null => {
  const n = /^\d{1,2}$/.test(w) ? Number(w) : wordNumber(w);
  return n !== null && n > 0 && n < 100 ? n : null;
};

/** The one cart line every word of the name fits, else null. */
async function lineNamed(t: TurnEngine, name: string): Promise<string | null> {
  const words = normalize(name).split(" ").filter((w) => w && !QUERY_STOPWORDS.has(w) && w !== "de");
  if (!words.length) return null;
  const products = await t.cartProducts();
  // Every word must fit the line: "la coca de 1,5" never names the 500 ml by "coca".
  const fitting = products.filter((p) => words.every((w) => linesByWords(w, [p]).length === 1));
  return fitting.length === 1 ? fitting[0].id : null;
}

/** Whether the clause is the product's own name (or its end), count word included. */
async function namesItself(t: TurnEngine, productId: string, clause: string): Promise<boolean> {
  const product = (await t.cartProducts()).find((p) => p.id === productId);
  return !!product && ` ${normalize(product.name)} `.includes(` ${clause} `);
}

/** The counts the message says of cart lines, or null when any clause of it is something else. */
async function lineCounts(t: TurnEngine, said: string): Promise<{ productId: string; quantity: number }[] | null> {
  const clauses = said
    .split(/[,.;!?]+|\s+y\s+/)
    .map((c) => normalize(c).replace(LEAD, "").replace(TRAIL, "").trim())
    .filter((c) => c && !/^(?:no+|si|bueno|ok)$/.test(c));
  if (!clauses.length) return null;
  const sets: { productId: string; quantity: number }[] = [];
  let held: string | null = null;
  for (const clause of clauses) {
    const heldName = HELD.exec(clause);
    if (heldName) {
      held = await lineNamed(t, heldName[1]);
      if (!held) return null;
      continue;
    }
    const ofThose = OF_THOSE.exec(clause);
    if (ofThose) {
      const n = count(ofThose[1]);
      if (!held || n === null) return null;
      sets.push({ productId: held, quantity: n });
      continue;
    }
    const named = nameThenCount(clause);
    // picks27 (t26c 002): "la clasica 3%" is a row named by its percent (a leche), never 3 of the Clasica azúcar.
    if (named && new RegExp(`(?:^|[^\\d.,])${named.quantity}\\s*%`).test(said)) return null;
    const productId = named ? await lineNamed(t, named.name) : null;
    if (!named || !productId) return null;
    // The line's own name said back ("Pañal G Babysec 44 Un", a row typed or tapped) ends in its pack's
    // count, never a count of the line: "Un" there is units.
    if (await namesItself(t, productId, clause)) return null;
    sets.push({ productId, quantity: named.quantity });
  }
  return sets.length ? sets : null;
}

/**
 * Sets the lines a message counts by name when the whole message is such counts; the list or
 * offer of a line set this way is answered by the cart (closed), any other left open.
 */
export async function countsOfCartLines(t: TurnEngine, u: Understanding): Promise<boolean> {
  if (!t.session.cart.length) return false;
  const sets = await lineCounts(t, u.text);
  if (!sets) return false;
  const pending = t.session.pendingChoice;
  if (pending && sets.some((s) => pending.productIds.includes(s.productId))) t.session.pendingChoice = null;
  const cart = t.session.cart;
  if (sets.every((s) => cart.find((l) => l.productId === s.productId)?.quantity === s.quantity)) {
    const subtotal = formatMoney((await t.cartTotals()).subtotal, t.ports.currency);
    t.say(text(phrase(t.session, "lineAlreadySet", { cart: cartPhrase(cart, await t.cartProducts(), langOf(t.session)), subtotal })));
  } else await setLines(t, sets);
  u.items = [];
  u.mentions = [];
  u.cartEdit = null;
  u.quantityOnly = null;
  u.questions = u.questions.filter((q) => q.kind !== "product");
  return true;
}
