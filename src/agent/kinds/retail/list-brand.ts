// lists37 (t35b 002): "el de ilolay" to the open "leches la serenisima (para 3)" list, no Ilolay row in
// it, was answered with every Ilolay product (cheese, butter, cream…). A brand said alone to an open
// list whose rows lack it asks for the list's kind of that brand: the Ilolay milks, with the list's
// count. Only a brand alone said as "the one of" ("el de ilolay", "la de taragui"; never "y 1 pepsi"
// beside a fanta list, a new product, t23c 012), the message's one item (never one part of "2 de la
// playadito y 1 de la union", t21b 024), and only when exactly one open list has rows of its kind in that brand.
import { fold } from "../../../lib/fold";
import { resultProducts } from "../../../lib/product-match";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import type { ItemMention, Understanding } from "../../understand/types";
import { namedIds } from "./picks";
import type { OpenList } from "./part-rows";
import { rowsWord } from "./list-word";

/** Words around a brand said alone that name nothing ("el de ilolay", "mejor la de taragüi"). */
const FILLER = new Set(["el", "la", "los", "las", "lo", "de", "del", "mejor", "uno", "una", "unos", "unas", "marca", "the", "one", "ones", "o", "a", "da", "do"]);

/** "el de ilolay", "mejor la de la serenisima": the one of a brand, pointing at the list's rows. */
const THE_ONE_OF = /^(?:(?:y|mejor|no|entonces|bueno|ok|dame|quiero|prefiero)\s+)*(?:el|la|los|las|uno|una|unos|unas) de\s/;

const wordsOf = (s: string): string[] => fold(s).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The brand the item's words are, alone: every product it matched is of that brand and its words are the brand's. */
async function brandAlone(t: TurnEngine, item: ItemMention): Promise<string | null> {
  const said = wordsOf(item.said ?? item.query).filter((w) => !FILLER.has(w));
  const ids = namedIds(item.match);
  if (!said.length || !ids.length) return null;
  const brands = new Set((await t.products(ids)).map((p) => (p.brand ? fold(p.brand).toLowerCase() : "")));
  const [brand] = [...brands];
  if (brands.size !== 1 || !brand || said.join(" ") !== wordsOf(brand).filter((w) => !FILLER.has(w)).join(" ")) return null;
  return brand;
}

/** The item rewritten to the open list's kind in the brand it says alone, with the list's count; the list it answered. */
export async function brandBesideList(t: TurnEngine, u: Understanding, item: ItemMention, lists: OpenList[]): Promise<OpenList | null> {
  if (u.items.length !== 1 || u.isQuestion || !THE_ONE_OF.test(u.normalized)) return null;
  const brand = await brandAlone(t, item);
  if (!brand) return null;
  const fits: { list: OpenList; kind: string; rows: Product[] }[] = [];
  for (const l of lists) {
    if (l.products.some((p) => p.brand && fold(p.brand).toLowerCase() === brand)) return null; // the shown rows' own readers take it
    const kind = rowsWord(l.products, { kind: true });
    if (!kind) continue;
    const found = resultProducts(await t.search(`${kind} ${brand}`, 30)).filter((p) => p.active && p.brand && fold(p.brand).toLowerCase() === brand && wordsOf(p.name).includes(kind));
    if (found.length) fits.push({ list: l, kind, rows: found.slice(0, 10) });
  }
  if (fits.length !== 1) return null;
  const [{ list, kind, rows }] = fits;
  const brandSaid = (await t.products([rows[0].id]))[0]?.brand ?? brand;
  item.quantity ??= list.list.q;
  item.query = `${kind} ${brand}`;
  item.said = `${kind} ${brandSaid}`;
  item.match = rows.length === 1 ? { kind: "one", productId: rows[0].id } : { kind: "ambiguous", productIds: rows.map((p) => p.id) };
  return list;
}
