// The quantity a customer asked with a list of options ("2 leches, 1 yerba" → two lists, "para 2"
// and "para 1"). Only the last list is the open "¿cuál?"; a pick from an earlier one ("la clásica")
// still carries the quantity asked with it, never a default 1.
import type { Session } from "../../session";

/** session.extra key: list tag → [quantity, ...product ids]. */
const ASKED_LISTS = "askedLists";
/** Lists remembered at most (the oldest go first). */
const KEEP = 6;

type Lists = Record<string, (string | number)[]>;

function lists(session: Session): Lists {
  const v = session.extra[ASKED_LISTS];
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Lists) : {};
}

/** Remembers the quantity asked with the options offered. */
export function rememberAskedList(session: Session, productIds: string[], quantity: number): void {
  const all = lists(session);
  const tags = Object.keys(all);
  const next: Lists = {};
  for (const tag of tags.slice(-(KEEP - 1))) next[tag] = all[tag];
  const tag = String(Number(tags.at(-1) ?? "0") + 1);
  next[tag] = [quantity, ...productIds];
  session.extra[ASKED_LISTS] = next;
}

/** The quantity asked with a list that offered this product (latest first); that list is done. */
export function takeAskedQuantity(session: Session, productId: string): number | null {
  const all = lists(session);
  const tag = Object.keys(all).reverse().find((k) => all[k].slice(1).includes(productId));
  if (tag === undefined) return null;
  const quantity = all[tag][0];
  const rest = { ...all };
  delete rest[tag];
  session.extra[ASKED_LISTS] = rest;
  return typeof quantity === "number" && quantity >= 1 ? quantity : null;
}
