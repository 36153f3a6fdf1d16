// "los tirabuzones comunes, no los de vegetales", "la sprite de 1.5, la zero no": a part of the
// message that turns a row down. It is never a pick: trial 14b 015 added the vegetales beside the
// plain ones (and split the 3 asked between them). "no, los de vegetales" (a comma after the no)
// is a correction that names the row meant, and "sin tacc" describes a row; both stay.
import { fold } from "../../../lib/fold";
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { Understanding } from "../../understand/types";
import { askedLists, dropAskedList, dropAskedOffer } from "./asked-lists";
import { resultProducts } from "../../../lib/product-match";

/** "no los de vegetales", "y no la zero", "nada de la light": a refusal opening a part. */
const REFUSED_FIRST = /(^|[,.;!?]|\s(?:y|pero|e)(?=\s))\s*(?:no|nada de)\s+(?:quiero\s+|me pongas\s+|pongas\s+)?(?:los|las|el|la|lo|esos|esas|ese|esa)\s+[^,.;!?]*?(?=$|[,.;!?]|\s+(?:y|pero)\s)/gi;
/** "la zero no", "los de vegetales no": a refusal closing a part. */
const REFUSED_LAST = /(^|[,.;!?]|\s(?:y|pero|e)(?=\s))\s*(?:los|las|el|la|esos|esas|ese|esa)\s+[^,.;!?]*?\s+no(?=\s*(?:$|[,.;!?]))/gi;

/**
 * words18 (trial 17c 003): "la comun no la light": a refusal right after the row picked, with no
 * comma or "y" before its "no", turned the pick into the Light. Only an article and a row's words
 * follow ("esa no la quiero", "no lo tengo" are no row refused: a verb follows the pronoun).
 */
const REFUSED_INSIDE = /(?<=[a-z0-9áéíóúñ])\s+no\s+(?:los|las|el|la)\s+(?!(?:quiero|queria|quise|tengo|tenes|necesito|uso|llevo|pido|compro|busco|encuentro|veo|conozco|vi|pongas|mandes|traigas|agregues|sumes)\b)[^,.;!?]*?(?=$|[,.;!?]|\s+(?:y|pero)\s)/gi;

/**
 * refusals24 (t23b 022, 020): "no untable", "no duraznos en lata": a refusal with no article, closing
 * the message or a clause. Only a row's words follow: a verb, pronoun, count or filler after the
 * "no" ("no quiero", "no me", "no 3", "no gracias") is no row refused.
 */
const REFUSED_BARE = /(^|[,.;!?]|\s(?:y|pero)(?=\s))\s*no\s+(?!(?:los|las|el|la|lo|le|les|me|te|se|nos|un|una|uno|dos|tres|cuatro|cinco|seis|mas|tanto|tan|hay|es|era|son|gracias|importa|hace|pasa|problema|digo|mejor|solo|nada|ninguno|ninguna|quiero|queria|quise|tengo|tenes|tiene|necesito|uso|llevo|pido|compro|busco|encuentro|veo|conozco|vi|pongas|mandes|traigas|agregues|sumes|saques|se|entiendo|entendi|sabia)\b)[a-z][^,.;!?\d]*?(?=$|[,.;!?]|\s+(?:y|pero)\s)/gi;

/**
 * "no, queso cremoso de horma digo, no untable", "no, mermelada de durazno digo, no duraznos en lata.
 * dame la de damasco": the leading "no" corrects what was shown and a product is named as wanted;
 * nothing is let go (t23b 022 and 020 answered "Dale, sin queso cremoso" with the product lost).
 * Without its refused parts and that leading "no,"/"digo", no other decline is left, and a product said lies there.
 */
export function namesWantedInstead(u: Understanding, declines: RegExp): boolean {
  const rest = fold(u.text).replace(REFUSED_INSIDE, " ").replace(REFUSED_FIRST, "$1").replace(REFUSED_LAST, "$1").replace(REFUSED_BARE, "$1").replace(/^\W*no\s*(?:[,.;!]|\s+digo\b)/, " ").replace(/\bdigo\b/g, " ");
  if (declines.test(rest)) return false;
  const words = new Set(rest.split(/[^a-z0-9]+/));
  return [...u.items, ...u.mentions].some((m) => fold(m.said ?? m.query).split(/[^a-z0-9]+/).filter(Boolean).every((w) => words.has(w)));
}

/** The message without its refused parts (what a pick may be read from). */
export function withoutRefusedParts(text: string): string {
  // t29c 017: "los comunes, no sin tacc" picked the sin TACC row beside the plain one: a bare refusal is no pick either.
  const kept = withoutRefusalInside(text).replace(REFUSED_FIRST, "$1").replace(REFUSED_LAST, "$1").replace(REFUSED_BARE, "$1").replace(/(?:\s*[,.;]\s*)+$/, "").trim();
  return kept && kept !== text.trim() ? kept : text;
}

/** The message without a refusal said inside it right after a row ("la comun no la light" → "la comun"). */
export function withoutRefusalInside(text: string): string {
  const kept = text.replace(REFUSED_INSIDE, "").trim();
  return kept || text;
}

/** The words each refused part names ("no el untable" → ["untable"]), articles and fillers dropped. */
export function refusedWords(normalized: string): string[][] {
  const parts = [...normalized.matchAll(REFUSED_FIRST), ...normalized.matchAll(REFUSED_LAST), ...normalized.matchAll(REFUSED_INSIDE), ...normalized.matchAll(REFUSED_BARE)].map((m) => m[0]);
  return parts
    .map((part) => part.split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !REFUSAL_FILLER.has(w)))
    .filter((words) => words.length > 0);
}

const REFUSAL_FILLER = new Set(["nada", "quiero", "pongas", "los", "las", "esos", "esas", "ese", "esa", "pero", "que"]);

/** Whether a product's name holds every word of one refused part (its name folded, words whole). */
export function refusedProduct(name: string, refused: string[][]): boolean {
  const words = new Set(fold(name).split(/[^a-z0-9]+/));
  return refused.some((part) => part.every((w) => words.has(w)));
}

/**
 * "quiero un queso cremoso, no el untable": the products a refused part names are taken out of
 * what the other mentions may offer (t18c 014 offered the refused untable again, and "listo" then
 * added it). When every option is refused, the search is read again for the rest, and with none
 * left the product is named as not sold. A mention that is itself the refused part is left alone.
 */
export async function dropRefusedOptions(t: TurnEngine, u: Understanding): Promise<void> {
  const refused = refusedWords(fold(u.text));
  if (!refused.length) return;
  for (const item of u.items) {
    if (item.match.kind !== "ambiguous" && item.match.kind !== "one") continue;
    const said = fold(item.said ?? item.query);
    if (refused.some((part) => part.some((w) => said.split(/[^a-z0-9]+/).includes(w)))) continue;
    const ids = item.match.kind === "one" ? [item.match.productId] : item.match.productIds;
    const kept = (await t.products(ids)).filter((p) => !refusedProduct(p.name, refused)).map((p) => p.id);
    if (kept.length === ids.length) continue;
    const others = kept.length ? kept : await searchedBesides(t, item.query, refused);
    item.match = others.length ? { kind: "ambiguous", productIds: others } : { kind: "none", query: item.query };
  }
}

/**
 * t23b 022: "¿Te agrego Queso Untable…?" and the dulce de leche list in one reply, then "no, queso
 * cremoso de horma digo, no untable": the one-product offer asked earlier that the message refuses by name.
 */
export async function refusedEarlierOffer(t: TurnEngine, refused: string[][]): Promise<Session["pendingChoice"]> {
  if (!refused.length) return null;
  for (const list of askedLists(t.session).reverse()) {
    if (list.ids.length !== 1) continue;
    const [product] = await t.products(list.ids);
    if (product && refusedProduct(product.name, refused)) return { productIds: list.ids, quantity: list.q, ...(list.said ? { said: list.said } : {}), offer: true };
  }
  return null;
}

async function searchedBesides(t: TurnEngine, query: string, refused: string[][]): Promise<string[]> {
  const found = await t.search(query, 8);
  const products = resultProducts(found);
  return products.filter((p) => !refusedProduct(p.name, refused)).map((p) => p.id);
}

/**
 * t22c 018: "no, el queso cremoso de horma, no el untable" to "¿Te agrego Queso Untable…?": the no
 * turns the offer down and names what is wanted instead. Those product phrases become the order
 * (the offer let go, its refused rows kept out), never "Dale, sin queso cremoso" with the cheese lost.
 */
export async function wantedInstead(t: TurnEngine, u: Understanding, shown: Session["pendingChoice"]): Promise<void> {
  const refused = refusedWords(fold(u.text));
  const offered = shown ?? (await refusedEarlierOffer(t, refused));
  if (!offered) return;
  const wanted = u.mentions.filter((m) => {
    const said = fold(m.said ?? m.query).split(/[^a-z0-9]+/);
    return !refused.some((part) => part.every((w) => said.includes(w))) && !(m.match.kind === "one" && offered.productIds.includes(m.match.productId));
  });
  if (!wanted.length) return;
  u.mentions = u.mentions.filter((m) => !wanted.includes(m));
  u.items = wanted.map((m) => ({ ...m, quantity: m.quantity ?? offered.quantity ?? 1 }));
  u.yesNo = null;
  // An earlier offer turned down beside a list still open (t23b 022): that list stays asked.
  // t31c 011/015: the offer shown is closed for good too ("no, queso cremoso de cortar" then "bueno ese"
  // never brings "¿Te agrego Queso Untable…?" back, nor "Dejé afuera" at the summary).
  if (shown) {
    t.session.pendingChoice = null;
    if (t.session.expecting === "product_choice") t.session.expecting = null;
    dropAskedOffer(t.session, shown.productIds);
  } else dropAskedList(t.session, offered.productIds);
  for (const item of u.items) {
    if (item.match.kind !== "none" || !item.match.near?.length) continue;
    const near = (await t.products(item.match.near)).filter((p) => !refusedProduct(p.name, refused) && !offered.productIds.includes(p.id)).map((p) => p.id);
    item.match = { ...item.match, near };
  }
  await dropRefusedOptions(t, u);
}

/**
 * swaps28 (t27c 014): "la comun, no la dulce": the rows described are read without the refused parts
 * first, and a row holding a refused part's words is never among them (the whole message described
 * only the Dulce row, and it was added). Null when no row is left.
 */
export function rowsNotRefused<P extends { name: string }>(text: string, describe: (said: string) => P[] | null): P[] | null {
  const refused = refusedWords(fold(text));
  const described = (refused.length ? describe(withoutRefusedParts(text)) : null) ?? describe(text);
  const rows = described?.filter((p) => !refusedProduct(p.name, refused));
  return rows?.length ? rows : null;
}
