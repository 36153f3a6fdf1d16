// sizes37 (t36c 058): "los de talle G" to the open Pampers list was "No te entendí": a letter size is
// no product word, so nothing was read. A size label (talle/talla P, M, G, XG, XXG; "talle grande")
// said to an open list whose rows carry that label as a word of their name picks among those rows: the
// rows of that size are asked, with the count said or the list's. Only a message that is the label
// alone (with an article, "talle", a count, an order verb): never a product said with it, and never a
// label no row of exactly one open list carries ("talle G" to a yerba list reads nothing).
import { fold } from "../../../lib/fold";
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { dropAskedList } from "./asked-lists";
import { openLists } from "./picks";
import { resultProducts } from "../../../lib/product-match";

/** The label said in words after "talle" ("talle grande") as the letter the rows carry. */
const LABEL_WORDS: Record<string, string> = { grande: "g", mediano: "m", mediana: "m", chico: "p", chica: "p", pequeno: "p", pequena: "p", extragrande: "xg" };

/** "los de talle G", "talle M", "quiero 2 de talla XG", "y en G?", "dame 3 talle grande". */
const LABEL_ALONE =
  /^(?:(?:y|e|mejor|no|bueno|ok|dale|entonces|quiero|queria|dame|pasame|mandame|necesito|busco|los|las|el|la|unos|unas|de|del|en)\s+)*(?:([0-9]{1,2})\s+(?:de\s+)?(?:los\s+|las\s+)?)?(?:(talle|talla)\s+)?(p|m|g|xg|xxg|xxxg|rn|grande|mediano|mediana|chico|chica|pequeno|pequena|extragrande)$/;

const nameWords = (s: string): string[] => fold(s).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The row's name carries the label as a size ("Pañal Talle G …", "Pañal XG …"), never as a unit after a number ("500 G"). */
const carries = (name: string, label: string): boolean => nameWords(name).some((w, k, all) => w === label && !/^[0-9]+$/.test(all[k - 1] ?? ""));

/** Reads a size label said to an open list as an item of that list's rows of the size; returns whether it did. */
export async function sizeLabelToOpenList(t: TurnEngine, u: Understanding): Promise<boolean> {
  const read = [...u.items, ...u.mentions, ...u.questions.filter((q) => q.kind === "product")];
  if (read.length > 1 || u.questions.length > read.length - u.items.length - u.mentions.length) return false;
  const said = u.normalized.replace(/[?¿!.,]/g, " ").replace(/\s+/g, " ").trim();
  const m = LABEL_ALONE.exec(said);
  if (!m) return false;
  const [, count, talle, word] = m;
  // "2 g" is grams as much as a size: a count is the label's only with "de" or "talle" ("quiero 2 de talla XG").
  if (count && !talle && !/[0-9] de /.test(said)) return false;
  // A word size ("la grande", "la chica") alone is the biggest/smallest row, read elsewhere: only after "talle".
  if (LABEL_WORDS[word] && !talle) return false;
  const label = LABEL_WORDS[word] ?? word;
  // "quiero 2 de talla XG" reads "talla XG" as a search of every brand's XG: the label alone, never a product.
  if (read.length && !nameWords(read[0].said ?? read[0].query).every((w) => w === talle || w === word || w === "de")) return false;
  const fits = [];
  for (const l of await openLists(t)) {
    const rows = l.products.filter((p) => p.active && carries(p.name, label));
    if (rows.length) fits.push({ l, rows });
  }
  if (!fits.length) return sizeOfLastLine(t, u, label);
  if (fits.length !== 1) return false;
  const [{ l, rows }] = fits;
  const kind = rows.length === 1 ? null : `${l.list.said ?? ""} talle ${label.toUpperCase()}`.trim();
  u.mentions = [];
  u.questions = [];
  u.items = [{
    quantity: count ? Number(count) : l.list.q,
    query: rows.length === 1 ? rows[0].id : kind!,
    said: rows.length === 1 ? rows[0].name : kind!,
    match: rows.length === 1 ? { kind: "one", productId: rows[0].id } : { kind: "ambiguous", productIds: rows.slice(0, 30).map((p) => p.id) },
  }];
  u.cartEdit = null;
  u.quantityOnly = null;
  if (t.session.pendingChoice?.productIds.some((id) => l.list.ids.includes(id))) t.session.pendingChoice = null;
  dropAskedList(t.session, l.list.ids);
  return true;
}

/**
 * "y talle XG?" with no list open, right after a Pampers diaper went in the cart: the kind and brand of
 * the line touched last at that size (its rows to pick), never every brand's XG (a Huggies row was offered).
 */
async function sizeOfLastLine(t: TurnEngine, u: Understanding, label: string): Promise<boolean> {
  const line = t.session.cart.at(-1);
  const [p] = line ? await t.products([line.productId]) : [];
  const kind = p ? nameWords(p.name)[0] : null;
  const brand = p?.brand ? fold(p.brand).toLowerCase() : null;
  // "la G" right after the Pañal G Babysec 44 went in is that line said back (t26c 007), never its size's rows.
  if (!p || !kind || !brand || carries(p.name, label)) return false;
  const rows = resultProducts(await t.search(`${kind} ${brand}`, 30)).filter(
    (r) => r.active && r.brand && fold(r.brand).toLowerCase() === brand && nameWords(r.name)[0] === kind && carries(r.name, label),
  );
  if (!rows.length) return false;
  const said = `${kind} ${p.brand} talle ${label.toUpperCase()}`;
  u.mentions = [];
  u.cartEdit = null;
  u.quantityOnly = null;
  if (rows.length === 1 && u.isQuestion) {
    u.items = [];
    u.questions = [{ kind: "product", ask: "availability", query: rows[0].name.toLowerCase(), said: rows[0].name, match: { kind: "one", productId: rows[0].id }, quantity: null }];
    return true;
  }
  u.questions = [];
  u.items = [{ quantity: null, query: said, said, match: rows.length === 1 ? { kind: "one", productId: rows[0].id } : { kind: "ambiguous", productIds: rows.map((r) => r.id) } }];
  return true;
}
