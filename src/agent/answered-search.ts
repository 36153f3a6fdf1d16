// ofeach39 (t37c 047): "ver más" right after "Sí, tenemos Galletitas … 169 Gr y … Pack 3 Un" showed the
// shop's 56 categories: only a browsed page had a next one. An answer naming products in words is a
// search shown too, so its words and products are kept for "ver más" (kinds/retail/more-rows.ts):
// the rest of that search, or "no more" with those products left to point at ("dame 3 de la primera").
import type { Session } from "./session";

/** session.extra key: the words searched by the last answer naming products, its label, and their ids. */
const ANSWERED = "answeredSearch";

export interface AnsweredSearch {
  /** The words searched, to search again for the rest. */
  search: string;
  /** The words as the answer names them back ("galletitas de agua"). */
  label: string;
  ids: string[];
  /** The count asked with the question ("¿tenés 2 cocas?"), kept for a pick after. */
  q: number;
}

/** Remembers the search an answer named products of (a newer answer or browse replaces it). */
export function rememberAnsweredSearch(session: Session, answered: AnsweredSearch): void {
  session.extra[ANSWERED] = { ...answered };
}

/** A browsed page is newer than any answer in words: its own "ver más" pages it. */
export function forgetAnsweredSearch(session: Session): void {
  delete session.extra[ANSWERED];
}

/** The search the last answer named products of, or null. */
export function answeredSearch(session: Session): AnsweredSearch | null {
  const v = session.extra[ANSWERED] as Partial<AnsweredSearch> | undefined;
  if (!v || typeof v.search !== "string" || typeof v.label !== "string" || !Array.isArray(v.ids) || !v.ids.length) return null;
  return { search: v.search, label: v.label, ids: v.ids.map(String), q: typeof v.q === "number" && v.q > 0 ? v.q : 1 };
}
