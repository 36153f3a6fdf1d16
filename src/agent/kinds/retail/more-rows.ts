import { resultProducts } from "../../../lib/product-match";
import { showPage } from "../../answers";
import { answeredSearch, forgetAnsweredSearch } from "../../answered-search";
import type { TurnEngine } from "../../engine";
import { phrase, sentence } from "../../language";
import { pageSize, productOptions } from "../../product-lists";

// questions37 (t36b 035): "ver más" on the list an order showed ("quiero un vino" → ten wines)
// got the shop's categories: only a browsed list ("¿tenés vino?") had a next page. The rows of an
// order's list not shown yet are its next page, and the list stays the one a pick answers.

/** session.extra key: the words of the order's list and every row it has shown, for the page after. */
const SHOWN_ROWS = "moreRowsShown";

/** Most rows a search returns for the next pages of an order's list. */
const MORE_LIMIT = 50;

/** The next rows of the order's open list (false when no such list is open). */
export async function showMoreOfChoice(t: TurnEngine, hello: string): Promise<boolean> {
  const open = t.session.pendingChoice;
  if (!open || open.offer || !open.order || open.productIds.length < 2 || !open.said) return false;
  const kept = t.session.extra[SHOWN_ROWS] as { said?: unknown; ids?: unknown } | undefined;
  const earlier = kept && kept.said === open.said && Array.isArray(kept.ids) ? (kept.ids as string[]) : [];
  const shown = [...new Set([...earlier, ...open.productIds])];
  const rest = resultProducts(await t.search(open.said, MORE_LIMIT)).filter((p) => p.active && !shown.includes(p.id));
  const page = rest.slice(0, pageSize(t.ports.profile));
  if (!page.length) {
    t.say({ type: "text", text: `${hello}${sentence(t.session, "noMoreOptions", { what: open.said })}` });
    return true;
  }
  t.session.extra[SHOWN_ROWS] = { said: open.said, ids: [...shown, ...page.map((p) => p.id)] };
  t.session.pendingChoice = { ...open, productIds: page.map((p) => p.id) };
  t.session.expecting = "product_choice";
  // The list's own words, never replies.ts's productChoice (that module reads the questions this answers).
  const body = `${hello}${phrase(t.session, "browseMoreOptions", { what: open.said })}. ${phrase(t.session, "choiceMany")}`;
  t.say(productOptions(page.map((product) => ({ product })), t.ports.profile, t.ports.currency, { text: body, header: sentence(t.session, "listHeader") }));
  return true;
}

/**
 * ofeach39 (t37c 047): "ver más" after an answer that named products ("Sí, tenemos X y Y") is the rest
 * of that search, or says there is no more and leaves those products open, so "dame 3 de la primera"
 * still points at them (it was "No te entendí" after the shop's categories).
 */
export async function showMoreOfAnswered(t: TurnEngine, hello: string): Promise<boolean> {
  const kept = answeredSearch(t.session);
  if (!kept) return false;
  // A list opened since (an order's "¿cuál?") is what "ver más" is about.
  const open = t.session.pendingChoice;
  if (open && !open.productIds.every((id) => kept.ids.includes(id))) return false;
  const rest = resultProducts(await t.search(kept.search, MORE_LIMIT)).filter((p) => p.active && !kept.ids.includes(p.id));
  if (rest.length) {
    await showPage(t, rest, { query: kept.label, category: null, from: 0, hello });
    return true;
  }
  t.intent("browse");
  t.say({ type: "text", text: `${hello}${sentence(t.session, "noMoreOptions", { what: kept.label })}` });
  forgetAnsweredSearch(t.session);
  t.session.pendingChoice = { productIds: kept.ids, quantity: kept.q, ...(kept.ids.length === 1 ? { offer: true } : {}) };
  if (kept.ids.length > 1 && (t.session.expecting === null || t.session.expecting === "product_choice")) t.session.expecting = "product_choice";
  return true;
}
