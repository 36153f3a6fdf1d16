// A swap to a row named outright ("cambiame la coca light por la coca sabor original", "en vez de
// la light poneme la sabor original", "sacame la light y poneme la sabor original"): the cart line
// the first words fit (read against the cart's own products, never the catalog, so "la coca light"
// is the Light in the cart even when the shop has two Lights) is replaced by the row the second
// words name, with the line's count unless another is said. Never added beside the line: the
// trial's bot added the Sabor Original and then asked which Light to take out.
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import type { Understanding } from "../../understand/types";
import { normalize } from "../../understand/normalize";
import { linesByWords } from "./cart-words";
import { describedRows } from "./described-rows";
import { swapAsChange } from "./swap-phrases";
import { resultProducts } from "../../../lib/product-match";

const CHANGE = /^cambiame (.+?) por (.+)$/;
/** "2 de la original", "2 sabor original": a count before the row meant. */
const LEAD_COUNT = /^(\d{1,3}) (?:de |del )?/;
const ARTICLE = /^(?:la|el|las|los|una|un|uno|unas|unos) /;

/** The words of a product's name without its size ("Coca Cola Light 2.25 Lt" → "coca cola light"). */
const bareWords = (name: string) => normalize(name).split(" ").filter((w) => w && !/\d/.test(w) && !["gr", "g", "kg", "lt", "l", "ml", "cc", "un"].includes(w));
/** The size words of a product's name ("2.25 lt"). */
const sizeOf = (name: string) => normalize(name).split(" ").filter((w) => /\d/.test(w)).join(" ");

/** The rows whose names hold every word said ("sabor original"), before any reading of "original" as the plain row. */
function everyWord(wanted: string, rows: Product[]): Product[] | null {
  const said = normalize(wanted).split(" ").filter((w) => w && !["de", "del", "la", "el", "las", "los"].includes(w));
  const fit = rows.filter((p) => said.every((w) => normalize(p.name).split(" ").includes(w)));
  return said.length && fit.length ? fit : null;
}

/** The rows the words name, the line's own family first (same brand, then its first words). */
async function rowsNamed(t: TurnEngine, wanted: string, from: Product): Promise<Product[]> {
  const own = bareWords(from.name);
  const queries = [from.brand ? normalize(from.brand) : "", own.slice(0, 2).join(" "), wanted].filter((q, k, all) => q && all.indexOf(q) === k);
  for (const query of queries) {
    const found = await t.search(query, 40);
    const pool = resultProducts(found);
    const family = query === wanted ? pool : pool.filter((p) => !from.brand || p.brand === from.brand);
    // swaps29 (t28a 015): "mejor cocas en vez de pepsi": another product named outright that the shop sells
    // in several rows is those rows, asked with the line's count (the Pepsi was offered again and added);
    // only product words: a size, count or further clause ("3 pepsi de 1.5 comun, la 1") is read by the row readers.
    const outright = query === wanted && (found.kind === "one" || (found.kind === "ambiguous" && !/[\d,]/.test(wanted) && !pool.some((p) => p.id === from.id)));
    const fit = (among: Product[]) => (outright ? (found.kind === "one" ? among : (everyWord(wanted, among) ?? among)) : (everyWord(wanted, among) ?? describedRows(wanted, among)))?.filter((p) => p.id !== from.id) ?? [];
    // edits16: "la común" for a 2.25 Light: the plain row among the line's own size first (the plain 1.5 and 2.25 tie otherwise).
    const ownSize = family.filter((p) => sizeOf(p.name) === sizeOf(from.name));
    const sized = ownSize.length > 1 ? fit(ownSize) : [];
    const rows = sized.length ? sized : fit(family);
    if (!rows.length) continue;
    // Several fit: the one in the line's own size ("la sabor original" for a 2.25 Light is the 2.25).
    const sameSize = rows.filter((p) => sizeOf(p.name) === sizeOf(from.name));
    return sameSize.length ? sameSize : rows.slice(0, 10);
  }
  return [];
}

/**
 * The swap a message says to a named row, or null when it says none or its first words fit no
 * single cart line (then the other readers have their turn).
 */
export async function swapToNamedRow(t: TurnEngine, u: Understanding): Promise<{ from: Product; to: Product[]; quantity: number } | null> {
  if (!t.session.cart.length) return null;
  // swaps20: a swap said outright beside a question ("y la mayonesa?? quiero la de 950, no la de 237",
  // t20c 015) is still the swap; a question alone never swaps.
  const said = swapAsChange(u.normalized);
  if (u.isQuestion && !said) return null;
  const change = CHANGE.exec(said ?? u.normalized);
  if (!change) return null;
  const products = await t.cartProducts();
  const lines = linesByWords(change[1], products);
  if (lines.length !== 1) return null;
  const from = products.find((p) => p.id === lines[0]);
  const line = t.session.cart.find((l) => l.productId === lines[0]);
  if (!from || !line) return null;
  // "por una sprite": another product with its count, the cart edit's swap (cart-edits.ts).
  if (/^(?:un|una|unos|unas) /.test(change[2])) return null;
  let wanted = change[2].replace(ARTICLE, "");
  const count = LEAD_COUNT.exec(wanted);
  if (count) wanted = wanted.slice(count[0].length).replace(ARTICLE, "");
  // A size alone ("por 2 de 500") is the size reader's (choice-answers' swapByName).
  if (!bareWords(wanted).some((w) => !["de", "del", "y", "un", "una", "litro", "litros", "medio", "kilo", "kilos", "cuarto", "gramos", "cc", "ml", "chica", "chico", "grande"].includes(w))) return null;
  const to = await rowsNamed(t, wanted, from);
  return to.length ? { from, to, quantity: count ? Number(count[1]) : line.quantity } : null;
}

/**
 * swaps20: "no, la otra, el jorgito" right after "dame 2 de la primera" took the Coca (t20a 112 added
 * a Jorgito beside the cokes): the one product named, not in the cart, takes the pick's place with its count.
 */
export async function swapPickForNamed(t: TurnEngine, u: Understanding, pick: { id: string } | null): Promise<{ from: Product; to: Product[]; quantity: number } | null> {
  if (!pick || u.items.length !== 1) return null;
  // "el jorgito" reads as one: only a count said in digits ("no, la otra, 3 jorgitos") is a count of its own.
  const said = u.items[0].quantity !== null && new RegExp(`\\b${u.items[0].quantity}\\b`).test(u.normalized) ? u.items[0].quantity : null;
  const named = u.items[0].match;
  const line = t.session.cart.find((l) => l.productId === pick.id);
  if (!line || named.kind !== "one" || t.session.cart.some((l) => l.productId === named.productId)) return null;
  const [from, to] = [(await t.products([pick.id]))[0], (await t.products([named.productId]))[0]];
  return from && to ? { from, to: [to], quantity: said ?? line.quantity } : null;
}
