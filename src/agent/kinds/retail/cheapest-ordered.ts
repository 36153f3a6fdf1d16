// weights37 (t34a 010): "dame 2 de las mas baratas" after the kiosk said it has no galletitas and
// named its few categories was "No te entendí". With no list open and no product named, an order
// of the cheapest is an order among everything the shop just named: its cheapest rows, asked as a
// list for that count — never one added by guess (the customer still picks).
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { wordNumber } from "../../understand/numbers";
import { FEW_CATEGORIES } from "../../answers";
import { addItems } from "./add-items";

/** "dame 2 de las mas baratas", "quiero la mas barata", "2 de los mas baratos": an order of the cheapest, nothing else. */
const CHEAPEST_ORDERED = /^(?:(?:ok|bueno|dale|entonces|y|ah)\s+)*(?:dame|quiero|mandame|poneme|traeme|pasame)?\s*(\d{1,2}|una?|dos|tres|cuatro|cinco|seis)?\s*(?:de\s+)?(?:la|el|las|los)\s+mas\s+(?:barat[oa]s?|economic[oa]s?)(?:\s+(?:que tengas|que tenes|porfa|por favor))?$/;
/** Rows the list shows. */
const ROWS = 3;

export async function orderCheapestOfShop(t: TurnEngine, u: Understanding): Promise<boolean> {
  if (u.items.length || u.mentions.length || u.cartEdit || t.session.pendingChoice) return false;
  const m = CHEAPEST_ORDERED.exec(u.normalized);
  if (!m) return false;
  const categories = (await t.catalog.categories()).filter((c) => c.products > 0);
  // Only a shop that names its few categories after a miss has offered them all; a big shop's cheapest row is no answer.
  if (!categories.length || categories.length > FEW_CATEGORIES) return false;
  const products = (await Promise.all(categories.map((c) => t.catalog.inCategory(c.category, 100)))).flat().filter((p) => p.active && p.stock !== 0);
  const rows = [...products].sort((a, b) => a.price - b.price).slice(0, ROWS);
  if (rows.length < 2) return false;
  const quantity = m[1] ? (/^\d+$/.test(m[1]) ? Number(m[1]) : (wordNumber(m[1]) ?? 1)) : 1;
  await addItems(t, [{ quantity, query: "mas barato", said: "lo más barato", match: { kind: "ambiguous", productIds: rows.map((p) => p.id) } }]);
  return true;
}
