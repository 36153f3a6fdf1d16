import { fitWords, TITLE_MAX } from "../lib/list-rows";
import { ASKED_RELATIVE_SIZE } from "./understand/size-words";
import { askedOtherQuestion } from "./other-question";
import { productTerms } from "../lib/product-text";
import { formatMoney } from "../lib/money";
import type { SearchResult } from "../lib/product-match";
import { DEFAULT_LIMIT } from "./catalog-reads";
import type { TurnEngine } from "./engine";
import type { Product } from "./ports";
import { pageSize, productCard, productOptions, productsInWords, type Shown } from "./product-lists";
import { joinList, langOf, phrase, sentence } from "./language";
import { text } from "./replies";
import { sayPriceList } from "./price-list";
import { labelAsWritten, writtenOrNull } from "./subflows/as-written";
import { normalize } from "./understand/normalize";
import { isKindWord, kindsOf } from "./understand/product-hints";
import type { Question } from "./understand/types";
import { resultProducts } from "../lib/product-match";
import { otherSizeOfQuoted } from "./size-of-quoted";
import { forgetAnsweredSearch, rememberAnsweredSearch } from "./answered-search";

// Answers about products, from the catalog's search: is it sold and at what price, what there
// is of a kind or a brand (most sold first, then by name, a page at a time), what the shop
// sells, and what it sells instead of something it does not. One short message each; an answer
// ends the reply (no reminder of the cart is added to it).

type ProductQuestion = Extract<Question, { kind: "product" }>;

/** Up to this many products in a sentence; more go as a list. */
const IN_WORDS = 3;

/** Products one browse can page through: what a search hands over (categories page further). */
const BROWSE_LIMIT = DEFAULT_LIMIT;

/** "30 o más": a search's full page is a floor, in the conversation's language. */
const AT_LEAST = { es: " o más", en: " or more", pt: " ou mais" } as const;

/** Words around a product in a question that are not the product ("algo de", "alguna"). */
const AROUND = new Set(["algo", "de", "del", "alguna", "alguno", "algun", "algunas", "algunos", "un", "una", "unos", "unas", "el", "la", "los", "las", "que"]);

/** The product words as the answer repeats them: "algo de arcor" → "arcor". */
function shown(query: string): string {
  const words = query.split(" ");
  let k = 0;
  while (k < words.length - 1 && AROUND.has(words[k])) k++;
  return words.slice(k).join(" ");
}

// words11: quoted as the customer wrote it ("beer", never the reading's "cerveza").
// answers12: words the customer did not write (the reading's Spanish) are never quoted: "that product".
const quoted = (t: TurnEngine, q: ProductQuestion) => {
  const said = writtenOrNull(t, shown(q.said ?? q.query));
  // Trial 18: words shouted ("QUILMES") are quoted lowercase, never shouted back at the customer.
  const calm = said && /\p{Lu}{2}/u.test(said) && said === said.toUpperCase() ? said.toLowerCase() : said;
  return calm ? `"${calm}"` : sentence(t.session, "thatProduct");
};

/**
 * The products in the order a shop would show them: what sells most first, then as they came (a
 * search's ranking, plain variants first; a category page by name).
 */
async function bestFirst(t: TurnEngine, products: Product[]): Promise<Product[]> {
  const units = new Map((await t.ports.catalog.topSellers(100)).map((s) => [s.productId, s.units]));
  return [...products].sort((a, b) => (units.get(b.id) ?? 0) - (units.get(a.id) ?? 0));
}

/** Offers products to pick: a tap, "la de 500" or "la primera" then adds one (unless a detail is awaited). */
function offer(t: TurnEngine, products: Product[], quantity: number | null, single = false, inWords = false): void {
  if (!products.length) return;
  t.session.pendingChoice = { productIds: products.map((p) => p.id), quantity: quantity ?? 1, ...(single ? { offer: true } : inWords ? { inWords: true } : {}) };
  if (!single && (t.session.expecting === null || t.session.expecting === "product_choice")) t.session.expecting = "product_choice";
}

/** What the stock cannot give: asked with no quantity, a product with none left still says so. */
function stockNote(t: TurnEngine, p: Product, quantity: number | null): string | null {
  if (p.stock === null || p.stock >= (quantity ?? 1)) return null;
  return p.stock > 0 ? sentence(t.session, p.stock === 1 ? "stockSomeOne" : "stockSome", { name: p.name, stock: p.stock }) : sentence(t.session, "stockNone", { name: p.name });
}


/**
 * lead30 (t27a 107): "¿la fanta que sea de las chicas?" with one Fanta answered "Sí, tenemos Fanta 1,5 L": a
 * relative size asked of the only row of its kind is not known to fit, so the answer names the one there is
 * without a yes — unless the row's own name says that size.
 */
async function sizeNotFitting(t: TurnEngine, said: string, p: Product, wholeText: string): Promise<boolean> {
  const words = normalize(said);
  const size = words.match(ASKED_RELATIVE_SIZE) ?? normalize(wholeText).match(ASKED_RELATIVE_SIZE);
  if (!size || normalize(p.name).includes(size[0].replace(/s$/, ""))) return false;
  // "coca chica" found the 500 ml among the Cocas: the size chose it. Only the one row of its kind is doubtful.
  const unsized = resultProducts(await t.search(words.replace(new RegExp(ASKED_RELATIVE_SIZE.source, "g"), " ").replace(/\s+/g, " ").trim()));
  return unsized.length === 1 && unsized[0].id === p.id;
}

/** A few products in a sentence, in the conversation's language. */
const inWords = (t: TurnEngine, products: Product[]) => productsInWords(products, t.ports.currency, langOf(t.session));

/** Is it sold, at what price: one product, a few in words, many as a list; not sold says so and what there is instead. */
/** `wholeText`: the message, when this is its only question ("y la fanta, que sea de las chicas si hay"). */
export async function answerProduct(t: TurnEngine, q: ProductQuestion, hello: string, wholeText = ""): Promise<void> {
  const cur = t.ports.currency;
  // "y la grande?" right after a product was quoted: that product's biggest size (t36c 049).
  const sized = await otherSizeOfQuoted(t, q.said ?? q.query);
  if (sized && (await answerPrices(t, sized, hello))) return;
  // The words as the understanding searched them (one search for both).
  const result = await t.search((q.said ?? q.query).toLowerCase());
  const found = resultProducts(result);
  const closest = result.kind === "ambiguous" && (result.unmatched.length > 0 || result.sizeUnavailable);
  if (result.kind === "none" || closest) return notSold(t, q, result, hello);
  if (q.brands) hello = `${hello}${await brandsOf(t, q)}`;
  // A category's own name ("¿tenés golosinas?", "¿y de snacks?") is browsing, however few there are.
  const ask = q.ask === "availability" && (await namesCategory(t, q.query)) ? "browse" : q.ask;
  if (found.length === 1) {
    const p = found[0];
    t.intent(ask);
    const note = stockNote(t, p, q.quantity);
    if (p.stock === 0) {
      t.say(text(`${hello}${note}`));
      return;
    }
    // words29 (t28a 010): "¿cuánto sale la docena de alfajores?" is the price of that many, each price beside it.
    const many = q.ask === "price" && q.quantity !== null && q.quantity > 1 ? q.quantity : null;
    const price = many ? `${many} × ${formatMoney(p.price, cur)} = ${formatMoney(p.price * many, cur)}` : formatMoney(p.price, cur);
    const key = q.ask === "price" ? "productPrice" : (await sizeNotFitting(t, q.said ?? q.query, p, wholeText)) ? "productOnlySize" : "productHave";
    const said = `${hello}${sentence(t.session, key, { name: p.name, price })}${note ? ` ${note}` : ""}`;
    // With a Meta catalog the product goes as its WhatsApp card (add to cart from there).
    t.say(t.ports.profile.whatsappCatalogId ? productCard(p, said, cur) : text(said));
    offer(t, [p], q.quantity !== null && p.stock !== null ? Math.min(q.quantity, p.stock) : q.quantity, true);
    rememberAnswered(t, q, found);
    return;
  }
  if (found.length <= IN_WORDS && ask !== "browse") {
    t.intent(ask);
    t.say(text(`${hello}${sentence(t.session, q.ask === "price" ? "pricesInWords" : "haveInWords", { products: inWords(t, found) })}`));
    offer(t, found, q.quantity);
    rememberAnswered(t, q, found);
    return;
  }
  if (ask === "price") t.intent("price");
  await showPage(t, await bestFirst(t, found), { query: shown(q.said ?? q.query), category: null, from: 0, hello, quantity: q.quantity });
}

/** Enough products to name every brand a kind of product comes in ("pañales": 77 of four brands). */
const BRANDS_LIMIT = 300;

/**
 * voice25 (t22c 006): "¿y de qué marcas?" after the pañales were shown got the whole catalog.
 * The brands of what the words find, the most products first, said before the list; nothing
 * when they find one brand or none (the list itself says it).
 */
async function brandsOf(t: TurnEngine, q: ProductQuestion): Promise<string> {
  const found = resultProducts(await t.search((q.said ?? q.query).toLowerCase(), BRANDS_LIMIT)).filter((p) => p.active);
  const count = new Map<string, number>();
  for (const p of found) if (p.brand?.trim()) count.set(p.brand.trim(), (count.get(p.brand.trim()) ?? 0) + 1);
  if (count.size < 2) return "";
  const brands = [...count.entries()].sort((a, b) => b[1] - a[1]).map(([b]) => b);
  return `${sentence(t.session, "brandsOf", { what: shown(q.said ?? q.query), brands: joinList(langOf(t.session), brands) })} `;
}

/**
 * The prices of products just shown ("¿cuánto sale?" after a list, "el marolio cuánto sale?"):
 * one is offered to take with a "sí"; several are priced and stay open to pick. Nothing is added.
 */
export async function answerPrices(t: TurnEngine, productIds: string[], hello: string, count: ((p: Product) => number) | null = null): Promise<boolean> {
  const products = (await t.products(productIds)).filter((p) => p.active);
  if (!products.length) return false;
  const cur = t.ports.currency;
  t.intent("price");
  // "¿cuánto sale la docena?" (t25c 016): the price of that many, each price beside it.
  const priceOf = (p: Product) => ((count?.(p) ?? 1) > 1 ? `${count!(p)} × ${formatMoney(p.price, cur)} = ${formatMoney(p.price * count!(p), cur)}` : formatMoney(p.price, cur));
  const quantity = (count ? count(products[0]) : null) ?? t.session.pendingChoice?.quantity ?? null;
  if (products.length === 1) {
    const p = products[0];
    t.say(text(`${hello}${p.stock === 0 ? stockNote(t, p, null) : sentence(t.session, "priceOfferOne", { name: p.name, price: priceOf(p) })}`));
    if (p.stock !== 0) offer(t, [p], quantity, true);
    return true;
  }
  const priced = products.map((p, k) => `${k + 1}. ${p.name}: ${p.stock === 0 ? sentence(t.session, "noStockNow") : priceOf(p)}`).join("\n");
  t.say(text(`${hello}${sentence(t.session, "pricesList", { list: priced })}`));
  offer(t, products, quantity);
  return true;
}

/** The words are one of the shop's categories ("snacks" for "Snacks", "golosina" for "Golosinas"). */
async function namesCategory(t: TurnEngine, query: string): Promise<boolean> {
  const key = (s: string) => productTerms({ name: "", category: s }).extra.join(" ");
  const asked = key(shown(query));
  return asked !== "" && (await t.catalog.categories()).some((c) => key(c.category) === asked);
}

/** Not sold: said plainly, then the closest products, else what the shop has of that kind, else what it sells. */
async function notSold(t: TurnEngine, q: ProductQuestion, result: SearchResult<Product>, hello: string): Promise<void> {
  if (result.kind === "ambiguous" && result.sizeUnavailable && !result.unmatched.length) {
    t.intent("not_sold");
    const sizes = result.choices.map((c) => c.product).slice(0, IN_WORDS);
    t.say(text(`${hello}${sentence(t.session, "sizeNotSold", { query: quoted(t, q), products: inWords(t, sizes) })}`));
    offer(t, sizes, q.quantity, sizes.length === 1, true);
    return;
  }
  // answers21 (trial 20a 109): "¿tienen yerba? … dos de yerba playadito": one not-sold line per product.
  if (saidNotSoldBefore(t, q)) return void t.intent("not_sold");
  const near = result.kind === "ambiguous" ? result.choices.map((c) => c.product).slice(0, IN_WORDS) : [];
  if (near.length) {
    t.intent("not_sold");
    t.say(text(`${hello}${sentence(t.session, "notSoldNear", { query: quoted(t, q), products: inWords(t, near) })}`));
    offer(t, near, q.quantity, near.length === 1, true);
    return;
  }
  const instead = await sameKind(t, q.query);
  if (!(instead && isKindWord(q.query))) t.intent("not_sold");
  if (instead && isKindWord(q.query)) {
    // "¿Hay gaseosas?" in a shop whose catalog says "Bebidas": it has them, under its own word.
    t.intent("browse");
    t.say(text(`${hello}${instead.sentence}`));
    offer(t, instead.products, q.quantity, instead.products.length === 1, true);
    return;
  }
  // answers16 (trial 15b 015): "¿no tienen monster? ¿y speed?": the one alternative is named once.
  if (instead && t.replies.some((r) => r.type === "text" && r.text.includes(instead.sentence))) {
    t.say(text(`${hello}${sentence(t.session, "notSoldEither", { query: quoted(t, q) })}`));
    return;
  }
  if (instead) {
    t.say(text(`${hello}${sentence(t.session, "notSoldInstead", { query: quoted(t, q), instead: instead.sentence })}`));
    offer(t, instead.products, q.quantity, instead.products.length === 1, true);
    return;
  }
  t.say(text(`${hello}${sentence(t.session, "notSold", { query: quoted(t, q), sell: ` ${await whatElse(t)}` })}`));
}

/** An earlier reply of this turn already quoted, as not sold, words holding every word asked about. */
function saidNotSoldBefore(t: TurnEngine, q: ProductQuestion): boolean {
  const words = normalize(shown(q.said ?? q.query)).split(" ").filter(Boolean);
  if (!words.length) return false;
  const holds = (quote: string) => {
    const said = new Set(normalize(quote).split(" "));
    return words.every((w) => said.has(w));
  };
  return t.replies.some((r) => r.type === "text" && [...r.text.matchAll(/(?:^|[^\p{L}])(?:no|not|don'?t|n[aã]o)(?!\p{L})[^"]{0,24}"([^"]+)"/giu)].some((m) => holds(m[1])));
}

/** What the shop has of the kind of thing asked for ("En bebidas tenemos A, B y C"), if the kind is known and sold. */
async function sameKind(t: TurnEngine, query: string): Promise<{ sentence: string; products: Product[] } | null> {
  for (const kind of kindsOf(query)) {
    const other = await t.search(kind);
    const products = other.kind === "one" ? [other.product] : other.kind === "ambiguous" && !other.unmatched.length ? other.choices.map((c) => c.product) : [];
    if (!products.length) continue;
    const top = (await bestFirst(t, products)).slice(0, IN_WORDS);
    const more = products.length > top.length ? sentence(t.session, "amongOthers") : "";
    // The shop's category names are its own Spanish: an English or Portuguese answer names the products only.
    const said = langOf(t.session) === "es"
      ? sentence(t.session, "sameKind", { category: top[0].category.toLowerCase(), products: inWords(t, top), more })
      : sentence(t.session, "weSell", { categories: `${inWords(t, top)}${more}` }).trim();
    return { sentence: said, products: top };
  }
  return null;
}

/**
 * After a miss whose kind is unknown: just what else (the shop's biggest categories have nothing
 * to do with "salamines" or "envíos", and read as noise).
 */
async function whatElse(t: TurnEngine): Promise<string> {
  askedOtherQuestion(t.session);
  // A small shop's few categories are all it sells, and worth naming; a big shop's biggest are noise.
  const categories = (await t.catalog.categories()).filter((c) => c.products > 0);
  const few = categories.length > 0 && categories.length <= FEW_CATEGORIES;
  return few ? `${sentence(t.session, "weSell", { categories: joinList(langOf(t.session), categories.map((c) => c.category.toLowerCase())) }).trim()} ${sentence(t.session, "somethingElse")}` : sentence(t.session, "somethingElse");
}

/** Up to this many categories, a shop's categories are named after a miss. */
export const FEW_CATEGORIES = 6;

/** For an order line the shop does not sell: what it has of that kind, else what else. */
export async function insteadOf(t: TurnEngine, query: string): Promise<string> {
  const instead = await sameKind(t, query);
  return instead ? instead.sentence : await whatElse(t);
}

export interface PageRequest {
  query: string;
  /** A category tapped or named exactly (then its products), else the words' search. */
  category: string | null;
  from: number;
  hello: string;
  quantity?: number | null;
}

/** Where the label of the words browsed is kept for the next pages ("ver mais" names no product). */
const BROWSE_LABEL = "browseLabel";

/**
 * answers15: the words browsed as the customer wrote them ("cerveja", never the reading's
 * "cerveza"); a later page keeps the first page's label.
 */
function browseLabel(t: TurnEngine, r: PageRequest): string {
  if (langOf(t.session) === "es") return r.query;
  const kept = t.session.extra[BROWSE_LABEL];
  const label = labelAsWritten(t, r.query) ?? (typeof kept === "object" && kept && !Array.isArray(kept) && kept.query === r.query && typeof kept.label === "string" ? kept.label : null);
  if (label === null) return sentence(t.session, "thatProduct");
  t.session.extra[BROWSE_LABEL] = { query: r.query, label };
  return label;
}

/** ofeach39 (t37c 047): the search an answer named products of, for "ver más" after it (answered-search.ts). */
function rememberAnswered(t: TurnEngine, q: ProductQuestion, found: Product[]): void {
  const label = shown(q.said ?? q.query);
  rememberAnsweredSearch(t.session, { search: (q.said ?? q.query).toLowerCase(), label: langOf(t.session) === "es" ? label : (labelAsWritten(t, label) ?? sentence(t.session, "thatProduct")), ids: found.map((p) => p.id), q: q.quantity ?? 1 });
}

/** One page of what the customer browses, most sold first; "ver más" shows the next. */
export async function showPage(t: TurnEngine, products: Product[], r: PageRequest): Promise<void> {
  t.intent("browse");
  forgetAnsweredSearch(t.session);
  const size = pageSize(t.ports.profile);
  const page = products.slice(r.from, r.from + size);
  if (!page.length) {
    t.session.browsing = null;
    t.say(text(`${r.hello}${sentence(t.session, "noMoreOptions", { what: r.category ?? browseLabel(t, r) })}`));
    return;
  }
  const more = products.length > r.from + page.length;
  const what = r.category ? r.category.toLowerCase() : browseLabel(t, r);
  const atLeast = r.category === null && products.length >= BROWSE_LIMIT ? AT_LEAST[langOf(t.session)] : "";
  // In the customer's language (an English "do you have yerba mate?" is answered in English).
  const lead = r.from === 0 ? `${r.hello}${phrase(t.session, "browseOptions", { count: `${products.length}${atLeast}`, what })}` : phrase(t.session, "browseMoreOptions", { what });
  const body = `${lead}${more ? ` ${phrase(t.session, "browseShowing", { shown: String(page.length) })}` : ""}:`;
  if (page.length <= IN_WORDS && !more) {
    t.say(text(`${body} ${inWords(t, page)}.`));
  } else {
    const shown: Shown[] = page.map((product) => ({ product }));
    t.say(productOptions(shown, t.ports.profile, t.ports.currency, { text: body, header: capitalise(what), button: sentence(t.session, "buttonSeeOptions") }));
  }
  // The last page is remembered too: "¿tenés otra?" after it says those are all, never the whole shop (trial 18).
  t.session.browsing = { query: r.query, category: r.category, shown: r.from + page.length };
  offer(t, page, r.quantity ?? null);
}

/** The next page of what the customer was browsing. */
export async function showMore(t: TurnEngine, hello: string): Promise<boolean> {
  const b = t.session.browsing;
  if (!b) return false;
  const products = b.category ? await t.catalog.inCategory(b.category) : await listFor(t, b.query);
  await showPage(t, await bestFirst(t, products), { query: b.query, category: b.category, from: b.shown, hello });
  return true;
}

async function listFor(t: TurnEngine, query: string): Promise<Product[]> {
  const r = await t.search(query);
  return resultProducts(r);
}

/** A category's products (a tapped category row, or its exact name). */
export async function showCategory(t: TurnEngine, category: string, hello: string): Promise<void> {
  const products = await t.catalog.inCategory(category);
  await showPage(t, await bestFirst(t, products), { query: category.toLowerCase(), category, from: 0, hello });
}

/** What the shop sells: its categories in a sentence, or a list to tap when there are many. */
export async function answerCatalog(t: TurnEngine, hello: string, priceList = false): Promise<void> {
  t.intent("catalog");
  const categories = (await t.catalog.categories()).filter((c) => c.products > 0);
  if (!categories.length) {
    t.say(text(`${hello}${sentence(t.session, "noProducts")}`));
    return;
  }
  const total = categories.reduce((n, c) => n + c.products, 0);
  if (categories.length <= 4 && priceList && (await sayPriceList(t, hello, categories))) return;
  if (categories.length <= 4) {
    t.say(text(`${hello}${sentence(t.session, "weSellFew", { categories: joinList(langOf(t.session), categories.map((c) => c.category.toLowerCase())) })}`));
    return;
  }
  const top = [...categories].sort((a, b) => b.products - a.products).slice(0, 10);
  t.say({
    type: "list",
    text: `${hello}${sentence(t.session, "catalogMany", { total: total.toLocaleString("es-AR"), count: categories.length })}`,
    button: sentence(t.session, "buttonSeeCategories"),
    rows: top.map((c) => ({ id: `category:${c.category}`.slice(0, 200), title: fitWords(c.category, TITLE_MAX) || c.category.slice(0, TITLE_MAX), description: sentence(t.session, "categoryProducts", { count: c.products }) })),
  });
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
