// A list left over once the cart already holds what it asked for: "dame 6 de los tatin, 3 blancos
// y 3 negros" put 3 + 3 Tatín in the cart, and the "6 tatin" list is answered by them (its rows in
// the cart, the count covered). Such a list is never asked again; "ninguno", "nada más", "ya tengo
// los tatin" said to it close it too.
import type { Session } from "../../session";
import { askedLists, dropAskedList } from "./asked-lists";

/**
 * Whether the cart holds at least `quantity` units among these products (a list's rows), split
 * over two rows or more: one row in the cart may be why the customer asks the list again
 * ("pañales babysec" once more, for the other size).
 */
export function coveredByCart(session: Session, productIds: string[], quantity: number): boolean {
  const lines = session.cart.filter((l) => productIds.includes(l.productId));
  return lines.length >= 2 && lines.reduce((n, l) => n + l.quantity, 0) >= quantity;
}

/** The open "¿cuál?" and the earlier lists the cart already covers, forgotten. Returns whether the open one was. */
export function dropCoveredLists(session: Session): boolean {
  for (const l of askedLists(session)) if (coveredByCart(session, l.ids, l.q)) dropAskedList(session, l.ids);
  const pending = session.pendingChoice;
  if (!pending || pending.offer || pending.tip || !coveredByCart(session, pending.productIds, pending.quantity)) return false;
  closePending(session);
  return true;
}

function closePending(session: Session): void {
  const pending = session.pendingChoice;
  if (pending) dropAskedList(session, pending.productIds);
  session.pendingChoice = null;
  if (session.expecting === "product_choice") session.expecting = null;
}

/** "ninguno", "ninguna de esas", "nada mas", "ya tengo los 6 tatin", "ya lo tengo": nothing more from the open list. */
const NONE_OF_IT = /^(?:(?:no|nop|naa|bueno|ok|listo|ah)\s+)*(?:ninguno|ninguna|ningunos|ningunas|nada mas|nada|ya (?:los |las |lo |la )?tengo|ya (?:esta|estan) en el carrito|ya los pedi|ya las pedi|ya lo pedi|ya la pedi)\b/;

/**
 * "ninguno!! ya tengo los 6 tatin, nada mas": said to a list some of whose rows are in the cart, the
 * list is closed (with the earlier ones the cart covers); said of products the cart holds, they are
 * no new order. Returns the product ids "ya tengo" speaks of (the open list's and the cart's), or
 * null when the message is no such close.
 */
export function closedAsHeld(session: Session, normalized: string): string[] | null {
  const said = normalized.replace(/[!¡?¿.,;]+/g, " ").replace(/\s+/g, " ").trim();
  if (!NONE_OF_IT.test(said)) return null;
  const held = session.cart.map((l) => l.productId);
  const pending = session.pendingChoice;
  const open = pending && !pending.offer && !pending.tip && pending.productIds.some((id) => held.includes(id)) ? pending.productIds : [];
  if (open.length) closePending(session);
  dropCoveredLists(session);
  return [...open, ...held];
}
