// offers36 (t35b 031): "y un acondicionador del mismo" right after "2 Shampoo Ceramidas Sedal" was
// answered `No tengo "acondicionador del mismo"` over every conditioner of the shop: "del mismo",
// "de la misma marca" point at the line just touched, so the product named is searched of that
// line's brand (its own line first: the Ceramidas conditioner after the Ceramidas shampoo).
import { fold } from "../../../lib/fold";
import { resultProducts } from "../../../lib/product-match";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import type { Understanding } from "../../understand/types";
import { LAST_LINE } from "./lines";
import { withoutLeadingDe } from "./spaced-words";

/** "acondicionador del mismo", "… de la misma marca", "… of the same brand": the words before point at the line's brand. */
const OF_THE_SAME = /\s+(?:del mismo|de la misma|de los mismos|de las mismas|(?:de )?(?:la|esa) misma marca|de esa marca|de la marca|of the same(?: brand)?|same brand|da mesma(?: marca)?|do mesmo)$/;

const words = (s: string): string[] => fold(s).replace(/[^\p{L}\d]+/gu, " ").trim().split(" ").filter((w) => w.length > 3 && !/\d/.test(w));

/** Items whose words end in "del mismo" are read as that product of the brand of the line last touched. */
export async function ofTheSameBrand(t: TurnEngine, u: Understanding): Promise<void> {
  const last = t.session.extra[LAST_LINE];
  const touchedId = typeof last === "string" ? last : t.session.cart.at(-1)?.productId;
  if (!touchedId || u.isQuestion) return;
  for (const item of u.items) {
    const said = fold(item.query ?? "").trim();
    const same = OF_THE_SAME.exec(said);
    if (!same) continue;
    const [touched] = await t.products([touchedId]);
    const brand = touched?.brand ? fold(touched.brand) : null;
    const named = withoutLeadingDe(said.slice(0, same.index)).trim();
    if (!touched || !brand || !named) continue;
    const found = resultProducts(await t.search(`${named} ${brand}`, 30)).filter((p) => p.active && p.id !== touched.id);
    const ofBrand = found.filter((p) => p.brand && fold(p.brand) === brand && fold(p.name).includes(named.split(" ")[0]));
    if (!ofBrand.length) continue;
    // Its own line first: the words of the touched name beside its brand and its first word ("ceramidas").
    const own = words(touched.name).filter((w) => w !== brand && w !== words(touched.name)[0]);
    const sameLine = ofBrand.filter((p: Product) => own.some((w) => words(p.name).includes(w)));
    const meant = (sameLine.length ? sameLine : ofBrand).slice(0, 10);
    item.query = `${named} ${touched.brand}`;
    item.said = item.query;
    item.match = meant.length === 1 ? { kind: "one", productId: meant[0].id } : { kind: "ambiguous", productIds: meant.map((p) => p.id) };
  }
}
