// offers33 (t32c 009): "uh no tienen fernet? bueno, solo las cocas" with 3 cocas in the cart: "solo
// las cocas" keeps what the cart holds and goes on. It was read as the cocas asked for again and
// the 6 cocas listed beside the details question. A product said after "solo" (or before
// "nomás") that a cart line already is, is no order and no question: it is set aside.
import { fold } from "../../../lib/fold";
import type { TurnEngine } from "../../engine";
import type { ProductMatch, Understanding } from "../../understand/types";

/** "solo las cocas", "solamente la coca", "las cocas nomás": the words kept, up to the clause's end. */
const ONLY_CLAUSE = /\b(?:solo|solamente)\s+(?:el|la|los|las)\s+([a-z0-9 ]+?)\s*(?=[,.;!?]|$|\b(?:nomas|nada mas|entonces)\b)|\b(?:el|la|los|las)\s+([a-z0-9 ]+?)\s+(?:nomas|nada mas|solamente)\b/g;

function idsOf(match: ProductMatch): string[] {
  return match.kind === "one" ? [match.productId] : match.kind === "ambiguous" ? match.productIds : [];
}

/** Sets aside the products said as "solo las X" that the cart already holds; true when any was. */
export function keepsOnlyCart(t: TurnEngine, u: Understanding): boolean {
  if (!t.session.cart.length || u.cartEdit) return false;
  const clauses = [...fold(u.text).matchAll(ONLY_CLAUSE)].map((m) => (m[1] ?? m[2]).trim()).filter(Boolean);
  if (!clauses.length) return false;
  const inCart = new Set(t.session.cart.map((l) => l.productId));
  // Only a product whose rows hold a cart line: "solo las cocas" with no coca in the cart is an order.
  const kept = (said: string | undefined, match: ProductMatch) => {
    const words = fold(said ?? "").trim();
    return !!words && clauses.some((c) => c === words || c.endsWith(` ${words}`) || words.endsWith(c)) && idsOf(match).some((id) => inCart.has(id));
  };
  let set = false;
  const drop = <T extends { said?: string; query: string; match: ProductMatch; quantity: number | null }>(list: T[]) =>
    list.filter((i) => {
      // A count said with it ("solo 2 cocas") changes the line: another reader's.
      const out = i.quantity === null && kept(i.said ?? i.query, i.match);
      if (out) set = true;
      return !out;
    });
  u.items = drop(u.items);
  u.mentions = drop(u.mentions);
  u.questions = u.questions.filter((q) => {
    const out = q.kind === "product" && q.ask !== "price" && kept(q.said ?? q.query, q.match);
    if (out) set = true;
    return !out;
  });
  return set;
}
