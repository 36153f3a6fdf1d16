import type { TurnEngine } from "./engine";
import { matchOf, namedWordForWord, queryText, understand } from "./understand";
import type { CatalogEntry, ProductMatch, ProductMatcher, Understanding, UnderstandContext, Word } from "./understand/types";

// The understanding over the catalog's search. understand() is synchronous and reads product
// phrases through a matcher; a turn answers the matcher from searches it made before: a first
// reading records the phrases it could not match yet, they are searched (in parallel, once each
// per turn), and the message is read again, until no new phrase turns up. Two readings are the
// rule (three when a phrase matched in the second reading changes how the rest is split). So a
// turn reads only what the customer's phrases name, never the catalog.

/** Readings of one message at most; later phrases match nothing. */
const MAX_READINGS = 3;

export type ReadOptions = Pick<UnderstandContext, "expecting" | "wants" | "known" | "correctable"> & {
  /** Product ids offered in a pending choice ("la de 500", "la primera"). */
  choices?: string[];
};

/** Reads a customer's words, product phrases matched by the catalog's search. */
export async function readMessage(t: TurnEngine, text: string, opts: ReadOptions = {}): Promise<Understanding> {
  // The products the turn holds: the cart's and the offered ones (choices are read among them).
  const held = await t.products([...new Set([...t.session.cart.map((l) => l.productId), ...(opts.choices ?? [])])]);
  const local: CatalogEntry[] = held;
  const known = new Map<string, ProductMatch>();
  const ctx = (matcher: ProductMatcher): UnderstandContext => ({ ...opts, catalog: local, matcher, expecting: opts.expecting ?? null });
  for (let reading = 1; reading < MAX_READINGS; reading++) {
    const pending = new Map<string, Word[]>();
    const u = understand(text, ctx(tableMatcher(known, pending, t)));
    if (pending.size === 0) return u;
    await Promise.all([...pending].map(async ([query, words]) => known.set(query, matchOf(await t.search(query), words))));
  }
  return understand(text, ctx(tableMatcher(known, new Map(), t)));
}

/** Answers from the searches made so far; a phrase not searched yet matches nothing and is noted. */
function tableMatcher(known: Map<string, ProductMatch>, pending: Map<string, Word[]>, t: TurnEngine): ProductMatcher {
  const matcher: ProductMatcher = {
    match(words) {
      const query = queryText(words);
      const hit = known.get(query);
      if (hit) return hit;
      if (query.trim()) pending.set(query, words);
      return matchOf({ kind: "none", unmatched: [] }, words);
    },
    known: (words) => known.get(queryText(words)) ?? matchOf({ kind: "none", unmatched: [] }, words),
    // Among the products the search found for the words, one whose own words they are.
    exact(words) {
      const m = matcher.match(words);
      const ids = m.kind === "one" ? [m.productId] : m.kind === "ambiguous" ? m.productIds : [];
      return namedWordForWord(words, t.catalog.known().filter((p) => ids.includes(p.id)));
    },
  };
  return matcher;
}
