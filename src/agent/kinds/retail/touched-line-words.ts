// Words said alone that only mean something against the line just touched: "y una light" right
// after the mayonesa was taken out or added is the light mayonesa (t25b 010 opened a list of every
// light product in the shop: cocas, galletitas, manteca), and "cambiame las de 1,5 por 2 de 500"
// is the 500 of the brand taken out.
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { analyze } from "../../understand";
import type { CartEdit, Understanding } from "../../understand/types";
import { resultProducts } from "../../../lib/product-match";
import { LAST_LINE } from "./lines";

const shelf = (p: Product) => p.subcategory ?? p.category;
const head = (p: Product) => (p.brand ?? p.name.split(/\s+/)[0]).toLowerCase();

/**
 * swaps26 (t25b 010): a mention whose rows lie on several shelves names no product, only a variant
 * ("light", "zero", "integral"): right after a line was touched (taken out last message, or added
 * or set last), it is that line's product in the variant, the rows of its shelf that carry every
 * word said (its brand first). A mention whose rows share one shelf names its product: left alone.
 */
export async function variantOfTouchedLine(t: TurnEngine, u: Understanding, removed: { productId: string }[]): Promise<void> {
  const last = t.session.extra[LAST_LINE];
  const touchedId = removed.length === 1 ? removed[0].productId : typeof last === "string" ? last : null;
  if (!touchedId || u.isQuestion || u.cartEdit) return;
  const [touched] = await t.products([touchedId]);
  if (!touched) return;
  for (const item of u.items) {
    if (item.match.kind !== "ambiguous" || !item.query) continue;
    const listed = await t.products(item.match.productIds);
    if (new Set(listed.map(shelf)).size < 2) continue;
    const words = analyze(item.query).map((w) => w.n).filter((w) => w.length > 2 && !/\d/.test(w));
    if (!words.length) continue;
    const fits = (p: Product) => words.every((w) => analyze(p.name).some((n) => n.n === w));
    const rows = resultProducts(await t.search(item.query, 30)).filter((p) => p.active && p.id !== touched.id && shelf(p) === shelf(touched) && fits(p));
    const ofBrand = rows.filter((p) => head(p) === head(touched));
    const meant = (ofBrand.length ? ofBrand : rows).slice(0, 10);
    if (meant.length) item.match = meant.length === 1 ? { kind: "one", productId: meant[0].id } : { kind: "ambiguous", productIds: meant.map((p) => p.id) };
  }
}

/** "cambiame las de 1,5 por 2 de 500": the size said alone means the brand of the line taken out. */
export async function sameBrandAs(t: TurnEngine, edit: CartEdit, out: Product | undefined): Promise<CartEdit> {
  if (!out || edit.kind !== "set_quantity" || edit.match?.kind !== "ambiguous") return edit;
  const same = (await t.products(edit.match.productIds)).filter((p) => head(p) === head(out));
  return same.length === 1 ? { ...edit, match: { kind: "one", productId: same[0].id } } : edit;
}
