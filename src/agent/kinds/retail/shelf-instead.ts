// offers30 (t29a 026): "quiero 10 havanna" with none left got only "No me queda stock de Alfajor
// Havanna." and the customer had to ask "¿y qué otro alfajor tenés?". A product out of stock is
// followed by what there is of the same shelf (the other rows its name's first word finds, in
// stock), asked as an offer with the count said: "De alfajor tengo Alfajor Jorgito ($700). ¿Te sirve?".
import { formatMoney } from "../../../lib/money";
import { resultProducts } from "../../../lib/product-match";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { joinList, langOf, sentence } from "../../language";
import { normalize } from "../../understand/normalize";

/** Most rows named instead (in words, never a list). */
const SHELF_ROWS = 3;

/**
 * The sentence offering the same shelf's rows in stock, with the offer opened (one row: a yes adds
 * it; several: one named picks it), or null when nothing fits or a question of the turn is open.
 */
export async function shelfInstead(t: TurnEngine, p: Product, quantity: number): Promise<string | null> {
  if (t.session.pendingChoice) return null;
  const head = normalize(p.name).split(" ")[0];
  if (!head || head.length < 3) return null;
  const found = await t.search(head);
  const rows = resultProducts(found);
  const fitting = rows.filter((r) => r.id !== p.id && r.active !== false && (r.stock === null || r.stock >= quantity) && normalize(r.name).split(" ")[0] === head).slice(0, SHELF_ROWS);
  if (!fitting.length) return null;
  const lang = langOf(t.session);
  const products = joinList(lang, fitting.map((r) => `${r.name} (${formatMoney(r.price, t.ports.currency)})`), "or");
  t.session.pendingChoice = { productIds: fitting.map((r) => r.id), quantity, ...(fitting.length === 1 ? { offer: true } : { inWords: true }) };
  return sentence(t.session, "noStockShelf", { kind: head, products });
}
