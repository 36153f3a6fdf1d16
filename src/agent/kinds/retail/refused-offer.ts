// swaps25 (t24c 004, t22c 011): "si pero que sea la comun no la leudante", "no, la comun 0000 no la
// leudante" to "¿Te agrego 2 de Harina Leudante …?": the offer is turned down by its own words and
// the rest only describes the row wanted ("la común", "0000"), naming no product. That row is one of
// the offered product's kind (harina) that fits the words and not the refused ones, with the
// offer's count: taken when one, asked when several; never "No te entendí", never the refused one.
import { fold } from "../../../lib/fold";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { resultProducts } from "../../../lib/product-match";
import { addItems } from "./add-items";
import { describedRows } from "./described-rows";
import { kindWords } from "./other-row";
import { refusedEarlierOffer, refusedProduct, refusedWords, withoutRefusedParts } from "./refused-parts";
import { dropAskedList } from "./asked-lists";

/** What opens the wanted part and says nothing of the row: a yes, a no, "pero que sea", "mejor". */
const LEAD = /^(?:(?:si|no|dale|ok|bueno|pero|que sea|que sean|mejor|quiero|dame|poneme|prefiero)\b[\s,.;!]*)+/;
const PLAIN = /\b(?:comun|comunes|normal|normales)\b/g;
/** "no, la comun 0000", "no, la 0000": a no, then words of their own after it. */
const NO_THEN_WORDS = /^no\b[\s,.;!]+\S/;
const ARTICLES = /\b(?:la|el|las|los|de|del|una|un)\b/g;

/**
 * The message as said, when its reading dropped the refusal ("la comun no la light" read as "la
 * comun" with a list open, rules.ts): what this answer needs to know the offer was turned down.
 */
const wholeTexts = new WeakMap<Understanding, string>();
export function keepWholeText(u: Understanding, whole: string): void {
  if (whole !== u.text) wholeTexts.set(u, whole);
}

/** Answers the offer with the row the words describe instead; false when the message is something else. */
export async function describedInsteadOfOffer(t: TurnEngine, u: Understanding, shown: Session["pendingChoice"]): Promise<boolean> {
  if (u.items.length || u.cartEdit || u.questions.length) return false;
  const said = fold(wholeTexts.get(u) ?? u.text);
  const refused = refusedWords(said);
  // The offer shown last, or one asked beside a list still open (t22c 011: the atún list came after it).
  const offered = shown?.productIds.length === 1 && !shown.tip ? shown : shown?.offer ? null : await refusedEarlierOffer(t, refused);
  if (!offered) return false;
  const [offer] = await t.products(offered.productIds);
  if (!offer) return false;
  // offers33 (t32b 014): "no, la comun 0000" to "¿Te agrego Harina Leudante Pureza?": the leading no
  // turns the offered row itself down, and the words after it describe the row wanted instead.
  const bareNo = offered === shown && !refused.length && u.yesNo === "no" && NO_THEN_WORDS.test(said);
  if (!bareNo && (!refused.length || !refusedProduct(offer.name, refused))) return false;
  // The parts left once the refusals are out ("que sea 0000, no leudante" → "que sea 0000").
  const kept = withoutRefusedParts(said).split(/[,.;:¿?¡!]+/).filter((part) => !refusedProduct(part, refused)).join(" ");
  const wanted = kept.trim().replace(LEAD, "").replace(ARTICLES, " ").replace(/\s+/g, " ").trim();
  // Nothing said but the refusal is a plain no; a product named is another reading's (wantedInstead).
  if (!wanted || wanted === said || u.mentions.length) return false;
  // "no, 2" after a bare no is a count said of something else, never a row described.
  if (bareNo && /^\d{1,2}$/.test(wanted)) return false;
  const noun = kindWords(offer)[0];
  if (!noun) return false;
  // The offer's own shelf ("Harina de Trigo"): "la común" is a plain flour of it, never a maize flour.
  const shelf = (p: Product) => p.subcategory ?? p.category;
  const ofShelf = (p: Product) => p.active && shelf(p) === shelf(offer) && !refusedProduct(p.name, refused) && !(bareNo && p.id === offer.id);
  const pool = resultProducts(await t.search(noun, 30)).filter(ofShelf);
  // "común" says only "not the special one": which plain row is never guessed (the plainest name was
  // the Integral), so it narrows nothing and the rows left are asked.
  const told = wanted.replace(PLAIN, " ").replace(/\s+/g, " ").trim();
  const rows = told ? (describedRows(told, pool) ?? namedBy(told, pool)) : wanted !== told && pool.length > 1 ? pool : null;
  if (!rows?.length) return false;
  if (offered === shown) {
    t.session.pendingChoice = null;
    if (t.session.expecting === "product_choice") t.session.expecting = null;
  }
  // picks35 (t34b 008): the refused offer is answered, so it is never asked again after the row picked instead.
  dropAskedList(t.session, offered.productIds);
  const ids = rows.slice(0, 10).map((p) => p.id);
  await addItems(t, [{ quantity: offered.quantity, query: `${noun} ${wanted}`, said: `${noun} ${wanted}`, match: ids.length === 1 ? { kind: "one", productId: ids[0] } : { kind: "ambiguous", productIds: ids } }]);
  return true;
}

/** The rows whose name holds every word said, whole ("0000", which the size reading takes for no size); null when none or all. */
function namedBy(words: string, rows: Product[]): Product[] | null {
  const said = words.split(" ");
  const fit = rows.filter((p) => said.every((w) => fold(p.name).split(/[^a-z0-9]+/).includes(w)));
  return fit.length && fit.length < rows.length ? fit : null;
}
