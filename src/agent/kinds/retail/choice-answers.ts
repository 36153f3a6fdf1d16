// The answers to a question the cart asked: the one product an answer offered ("Sí, tenemos X" →
// "dale", "esa", "la de 1 kg", "poneme 2") and the open "¿cuál?" ("la de 500", "2", a yes to one).
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import { analyze, understand } from "../../understand";
import { describedRows, onlyRowWords, describesAll, otherSize, saidSize, sizeNotQuantity } from "./described-rows";
import { langOf, phrase, sentence } from "../../language";
import { text } from "../../replies";
import type { CartEdit, ItemMention, Understanding } from "../../understand/types";
import { describesOffer, namedIds } from "./picks";
import { ROW_SIZE_WORD } from "../../understand/size-words";
import { offerCounted } from "./restated";
import { addsIt, SIZE_ONLY } from "./pick-parts";
import { addItCount, countAfter, countBefore, placeWithWords, pointedQuantity, pointsAtOffer, yesAhead } from "./pick-counts";
import { LIST_COUNTED, productChoice } from "./replies";
import { asRowWords, theShownOne } from "./list-phrases";
import { percentOf } from "./list-percent";
import { orderPendingList, setAskedQuantity } from "./asked-lists";
import { packsOf, saidInDozens } from "./dozens";
import { answerOfEarlierList, describesOpenList, plainWordOfEarlierList, settledOnInstead, settlesOnInstead } from "./list-elsewhere";
import { rowsNotRefused } from "./refused-parts";
import { askedIfSold } from "./sold-question";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/** A message that opens with "no" ("no mejor 2 latas", "noo, 1 sola", "nono", "nah"). */
export const SAID_NO = /^(?:no+|nono|nah)\b/;

/**
 * A plain "sí" ("dale", "uno", "dale, poneme 2") to the one product an answer named: that
 * product, with the quantity said, else the one asked.
 */
export function offerTaken(offered: PendingChoice | null, u: Understanding, cart: readonly { productId: string }[] = []): ItemMention | null {
  if (!offered || offered.productIds.length !== 1 || u.questions.length) return null;
  // "si agregala, 1": the whole message points at the offer; a product read in "agregala" is a misreading (it added a queso).
  const addIt = u.cartEdit ? null : addItCount(u);
  // picks18: "si, y 2 fantas" to "¿Te agrego X?": the yes takes X, the fantas are added beside it (trial 17 lost X).
  const yesBeside = u.items.length > 0 && addIt === null && !u.cartEdit && yesAhead(u.text) && !u.items.some((i) => namedIds(i.match).includes(offered.productIds[0]));
  // swaps26 (t25b 006): "mejor 3 de harina" to "¿Te agrego 2 de Harina … Pureza?": the offer's own product, counted, is the offer with that count.
  const own = offerCounted(offered.productIds[0], u, cart);
  // t34a 005: "agregame 1 coca chica" right after the Coca's price, 2 in the cart: the words of
  // adding still put it on top (it set the line to 1); only words of a total set it.
  const relation = own !== null ? u.items[0]?.relation : undefined;
  if (own !== null) [u.items, u.cartEdit] = [[], null];
  if (own !== null) return { quantity: own, query: offered.productIds[0], match: { kind: "one", productId: offered.productIds[0] }, ...(relation ? { relation } : {}) };
  if (u.items.length && addIt === null && !yesBeside) return null;
  // counts22 (t21b 008): "no mejor 2 latas" to "¿Te agrego la harina?" right after 3 tuna cans: the
  // "no" says the offer is not taken; the count corrects a line already said, never the offer's count.
  if ((u.yesNo === "no" || SAID_NO.test(u.normalized)) && addIt === null) return null;
  if (addIt !== null) u.items = [];
  // counts25 (t24a 113): "ponele 2 de cada una" beside "¿Te agrego agua?" names every line just added, never the offer's count.
  if (u.cartEdit?.kind === "set_quantity" && u.cartEdit.each && u.cartEdit.quantity > 0) return null;
  const quantity = yesBeside ? null : (addIt ?? u.quantityOnly ?? bareQuantity(u.cartEdit) ?? pointedQuantity(u));
  if (u.cartEdit && quantity === null) return null;
  if (u.yesNo !== "yes" && quantity === null && !pointsAtOffer(u) && !yesBeside) return null;
  // A tip's offer is a side remark: "listo" / "eso es todo" after it closes the cart, it does not take it.
  if (offered.tip && quantity === null && (u.wantsToCheckout || CLOSING.test(u.normalized))) return null;
  // Any offer: a bare "listo" / "eso es todo" closes the cart; only a said yes ("sí, listo", "dale") takes it
  // (t18c 014: "listo" added the untable cheese the customer had refused).
  if (quantity === null && closesWithoutYes(u)) return null;
  return { quantity: quantity ?? offered.quantity, query: offered.productIds[0], match: { kind: "one", productId: offered.productIds[0] } };
}

/** "la de 1 kg", "esa" to the one product an answer named ("Sí, tenemos Yerba … 1 Kg"): taken. */
export async function offerDescribed(t: TurnEngine, offered: PendingChoice | null, u: Understanding): Promise<ItemMention | null> {
  if (!offered || offered.productIds.length !== 1 || u.cartEdit || u.questions.length) return null;
  const id = offered.productIds[0];
  if (u.items.some((i) => i.match.kind !== "none" && !addsIt(i.said ?? i.query) && !(i.match.kind === "one" && i.match.productId === id))) return null;
  const [p] = await t.products([id]);
  if (!p || !(pointsAtOffer(u) || describesOffer(u.normalized, p))) return null;
  // lists21: "la de medio kilo" with "¿Taragui 1 Kg o 500 Gr?" open beside "¿Te agrego Harina 1 Kg?": a description answers
  // the "¿cuál?" whose rows it tells apart, never the yes/no (t20c 009 added the flour); the offer is described only alone.
  if (!pointsAtOffer(u) && (otherSize(u.normalized, p) || (await describesOpenList(t, u.normalized, id)))) return null;
  // "3 papas" to "¿Te agrego uno?": the customer's own quantity wins over the offer's.
  const ownItem = u.items.find((i) => i.match.kind === "one" && i.match.productId === id);
  const own = ownItem?.quantity ?? null;
  // t34a 005: "sumame 2 cocas de 500" right after its price still adds on top of the line in the cart.
  const relation = own !== null ? ownItem?.relation : undefined;
  // "dame 2 de la de 1 kg": the count before the description.
  // questions23 (t22a 114): "esa, 3" after the cheapest was answered: the count after the pointing word.
  return { quantity: own ?? countBefore(u.normalized) ?? pointedQuantity(u) ?? offered.quantity, query: id, match: { kind: "one", productId: id }, ...(relation ? { relation } : {}) };
}

/** A yes that, while the cart is being built, means "that's all" rather than "yes to that". */
const CLOSING = /^(?:(?:ok|bueno|dale|ya|si|bien) )*listo\b/;

/** A yes said outright at the start ("sí, listo", "dale"), which takes an offer even beside closing words. */
const SAID_YES = /^(?:(?:ok|bueno|ya) )*(?:si+|dale|agregal[oa]s?|sumal[oa]s?|ponel[oa]s?)\b/;

/** "confirmamos", "ok confirmo": the order confirmed, a checkout word however it reads as a yes (t22a 108). */
const CONFIRMS = /\bconfirm(?:o|amos|emos|ado|alo|ame|a|ala|en|enlo|ar)\b/;

/** "listo", "ok confirmamos": words that close the cart with no yes said outright; they never take an open offer. */
export function closesWithoutYes(u: Understanding): boolean {
  return !SAID_YES.test(u.normalized) && (u.wantsToCheckout || CLOSING.test(u.normalized) || CONFIRMS.test(u.normalized));
}

/** "poneme 2", "mejor 4": a quantity that names no product. */
export function bareQuantity(edit: CartEdit | null): number | null {
  return edit?.kind === "set_quantity" && !edit.match ? edit.quantity : null;
}

/** Words that make the number after them a quantity ("mejor 3", "que sean 2", "poneme 4"). */
const QUANTITY_LEAD = /^(?:no )?(?:mejor|que sean|sean|poneme|ponele|pone|eran|son|mandame|dame) \d+$/;

/** Polite words said after a count ("2 please", "3 por favor"), shared by the readers of a count said alone. */
export const POLITE = "please|pls|plz|porfa|por favor|porfavor|xfa|pf";
/** A number with a polite word and nothing else ("2 please", "3 por favor"): a count as much as a row. */
const POLITE_COUNT = new RegExp(`^(\\d{1,2}) (?:${POLITE})$`);
/** A number said alone, maybe with a polite word ("2", "2 please", "3 porfa"): no place word names a row. */
const BARE_COUNT = /^(?:(?:ok|dale|bueno|si|yes) )*\d{1,2}(?: (?:please|pls|plz|porfa|por favor|gracias|thanks|nomas))*$/;

/** "mejor 3" to an open list: the quantity for it. */
export function leadQuantity(u: Understanding): number | null {
  return QUANTITY_LEAD.test(u.normalized) ? Number(/\d+$/.exec(u.normalized)![0]) : null;
}

/** The quantity a message says alone, unless it is a row's size ("los de 44"). */
/** counts19 (t19c 015): "bueno la veronica, 2": a row named by its words (no row picked by place), then how many of it (1 was added). */
function wordsThenCount(u: Understanding, row: string | null): number | null {
  // "entera uat con fe 3%…" (a row's label typed as shown): a percent or a cut label's end is no count.
  if (/\d\s*%\W*$|…\s*$/.test(u.text.trim())) return null;
  return row === null && !u.isQuestion ? (countAfter(u.normalized)?.count ?? null) : null;
}

function ownQuantity(u: Understanding): number | null {
  return u.quantityOnly !== null && !sizeNotQuantity(u.normalized, u.quantityOnly) ? u.quantityOnly : null;
}

/** The answer to "¿Coca-Cola 1,5 L o 500 ml?": a tapped row, "la de 500", "la más barata", a yes to one. */
export async function pendingChoiceAnswer(t: TurnEngine, u: Understanding): Promise<ItemMention | null> {
  const pending = t.session.pendingChoice;
  if (!pending) return null;
  // picks27 (t26a 102): "tenes sprite?" with the bebidas list open asks whether it is sold: answered, never added.
  if (pending.productIds.length > 1 && askedIfSold(u)) return null;
  const single = pending.productIds.length === 1 && (u.yesNo === "yes" || pointsAtOffer(u)) && !u.items.length ? pending.productIds[0] : null;
  // "mejor 3", "que sean 3": a quantity, never the third row.
  // counts22 (t21a 105): "2 please" to "The closest: Coca-Cola 1,5 L and 500 ml" (rows named in a
  // sentence, no number shown) is how many; which one is asked with it.
  // counts36 (t35c 006): "2 please" to six numbered Cocas added 1 of row #2: a number with a polite word
  // and nothing else reads as how many as much as which row, so it is the count, the row asked (para 2).
  const politeCount = POLITE_COUNT.exec(u.normalized);
  const counted = u.choice !== null && !u.text.includes("#") && ((pending.inWords && BARE_COUNT.test(u.normalized)) || (!!politeCount && pending.productIds.length >= Number(politeCount[1])));
  if (counted) {
    pending.quantity = Number(/\d+/.exec(u.normalized)![0]);
    setAskedQuantity(t.session, pending.productIds, pending.quantity);
    t.session.extra[LIST_COUNTED] = t.session.turns ?? 0; // counts26: which one is asked with the rows numbered
  }
  const row = u.choice !== null && (QUANTITY_LEAD.test(u.normalized) || counted) ? null : u.choice;
  // picks14: "la de 1%" to "¿0% o 1%?": the percent its name carries, never the "1" read as a row or a litre.
  const percent = /%/.test(u.text) ? percentOf(u.text, await t.products(pending.productIds)) : null;
  const picked =
    percent ?? row ?? single ?? (u.items.length === 1 && u.items[0].match.kind === "one" && pending.productIds.includes(u.items[0].match.productId) ? u.items[0].match.productId : null);
  if (!picked) return null;
  // lists23: "la de 1.5 entonces" settles on the list offered instead of what is not sold (describedAnswer reads it there).
  if (picked === row && !/^(?:la |el |#)?\d{1,2}$/.test(u.normalized) && (await settlesOnInstead(t, u.normalized, u.text))) return null;
  // lists21: a description to a one-product offer that tells apart an earlier list's rows answers that list (t20c 009).
  if (pending.productIds.length === 1 && picked === row && !single && (await describesOpenList(t, u.normalized, picked))) return null;
  // "2 de 500 ml" to a list with no 500 ml: the 2 is how many, not the second row.
  const [product] = await t.products([picked]);
  const byRow = /^(?:la |el |#)?\d{1,2}(?![\d.,])/.test(u.normalized);
  if (!product || (byRow && pending.productIds.length > 1 && otherSize(u.text, product))) return null;
  // "el pan de mesa grande": "grande" read alone took the largest row of all; the words say which rows first (describedAnswer).
  if (row !== null && !byRow && pending.productIds.length > 1 && ROW_SIZE_WORD.test(u.normalized)) {
    const described = describedRows(u.text, await t.products(pending.productIds));
    if (described && !described.some((p) => p.id === picked)) return null;
  }
  // "los de 44" (the "44 Un" row): 44 is the row's size, not how many.
  const said = u.items.length === 1 && u.items[0].quantity !== null && !sizeNotQuantity(u.normalized, u.items[0].quantity) ? u.items[0] : null;
  // "el 2, pelado arcor. 3 latas": the 2 is the row; the count is the one said beside the description.
  const placed = row !== null ? placeWithWords(u.normalized) : null;
  const quantity = placed
    ? (placed.count ?? pending.quantity)
    : said ? said.quantity : (ownQuantity(u) ?? pointedQuantity(u) ?? countBefore(u.normalized) ?? wordsThenCount(u, row) ?? pending.quantity);
  // "una docena" asked with the list: a pack of 12 picked is one pack.
  // "dame una docena" to "Sí, tenemos Huevos … 12 Un": the count said in dozens too (trial 20c 010 added 12 cartons).
  const dozen = said && !placed ? said.dozen : u.quantityOnly === null ? pending.dozen : saidInDozens(u.normalized);
  return { quantity, query: picked, match: { kind: "one", productId: picked }, ...(dozen ? { dozen: true as const } : {}) };
}

/**
 * The open "¿cuál?" answered by a description: one row is the pick (with the quantity said, else
 * the one asked); several narrow the list, asked again with those rows only ("¿Coca Cola 1.5 Lt o
 * Coca Cola Zero 1.5 Lt?"). Returns the pick, "asked", or null when the words describe nothing.
 */
export async function describedAnswer(t: TurnEngine, u: Understanding): Promise<ItemMention | "asked" | null> {
  const pending = t.session.pendingChoice;
  if (!pending || pending.offer || pending.productIds.length < 2 || u.isQuestion || u.cartEdit) return null;
  const products = await t.products(pending.productIds);
  if (u.items.some((i) => i.match.kind === "one" && !pending.productIds.includes(i.match.productId) && !onlyRowWords(i.query, products))) return null; // t28b 017: "el hellmanns grande" is a row
  // "la de 1 kg como te dije", "the 473 cans": "te dije" dropped, English and Portuguese words read in Spanish.
  // "las latas de 473, no la 1890", "la comun, no la dulce": a refused row is never among those described (t20b 006, t27c 014).
  const rows = rowsNotRefused(u.text, (said) => describedRows(said, products) ?? (said === u.text ? describedRows(asRowWords(u.normalized), products) : null));
  if (rows?.length) u.items = u.items.filter((i) => i.match.kind !== "one" || pending.productIds.includes(i.match.productId) || !onlyRowWords(i.query, products));
  const saidQuantity = u.items.find((i) => i.quantity !== null && !sizeNotQuantity(u.normalized, i.quantity))?.quantity ?? ownQuantity(u) ?? countBefore(u.normalized) ?? wordsThenCount(u, null);
  // "o pack" to a list asked for 6 cans: the 6-can pack once, never 6 packs (36 cans); a count said stands.
  const quantity = saidQuantity ?? (rows?.length === 1 ? packsOf(rows[0].name, pending.quantity) : pending.quantity);
  // "2 de 500 ml" when no row is 500 ml: said so, the list asked again with the quantity.
  const size = rows ? null : saidSize(u.text);
  if (size && !products.some((p) => !otherSize(u.text, p))) {
    // picks15: "la de 2 litros" fitting an earlier list's rows answers that list.
    const earlier = await answerOfEarlierList(t, u.text, saidQuantity);
    if (earlier) return earlier;
    pending.quantity = quantity;
    setAskedQuantity(t.session, pending.productIds, quantity);
    t.intent("product_choice");
    t.say(productChoice(products, t.ports.profile, t.ports.currency, quantity, phrase(t.session, "notFound", { query: size }), t.session));
    return "asked";
  }
  // picks12: "de litro" when every row shown is 1 Lt: which one is asked once, short, never the whole list again.
  if (!rows && size && describesAll(u.text, products)) {
    pending.quantity = quantity;
    setAskedQuantity(t.session, pending.productIds, quantity);
    t.intent("product_choice");
    t.say(text(sharedSizeQuestion(langOf(t.session), u.normalized)));
    return "asked";
  }
  // picks22 (t21b 003): "el de girasol" fitting no row of the open list (the rice) but a row of one earlier list (the oils) answers
  // that list; lists22 (t19c 002): "la clasica" describing no row of the open fideos list answers the earlier leches list it fits.
  // picks35 (t34c 002): "la clasica" with the leches and the dulces ("Clásico") both before the fideos: the list
  // whose rows say the plain word as said answers it; by its stem alone two lists fit and nothing was picked.
  if (!rows) return (await plainWordOfEarlierList(t, u.normalized, products, saidQuantity)) ?? answerOfEarlierList(t, u.text, saidQuantity);
  const plainElsewhere = await plainWordOfEarlierList(t, u.normalized, products, saidQuantity);
  if (plainElsewhere) return plainElsewhere;
  // t18c 009: "a grande" with the cocas (1.5 to 2.25 L) and a rice list (mostly 1 kg) asked last:
  // a size word alone answers the open list whose rows it sets apart most, never the one that
  // merely comes last (the cocas were lost).
  const settled = await settledOnInstead(t, u.normalized, u.text, saidQuantity);
  if (settled) return settled;
  if (rows.length > 1 && (SIZE_ONLY.test(u.normalized) || SIZE_ONLY.test(asRowWords(u.normalized).trim()))) {
    const earlier = await answerOfEarlierList(t, u.text, saidQuantity, rows.length / products.length);
    if (earlier) return earlier;
  }
  const one = rows.length === 1 ? rows[0] : theShownOne(rows, pending.productIds);
  if (one) return { quantity, query: one.id, match: { kind: "one", productId: one.id } };
  pending.productIds = rows.map((p) => p.id);
  pending.quantity = quantity;
  if (saidQuantity !== null) orderPendingList(t.session, pending, rows); // t28c 006: "6 de litro" orders one of them
  t.intent("product_choice");
  t.say(productChoice(rows, t.ports.profile, t.ports.currency, quantity, null, t.session));
  return "asked";
}

/** "Todas las opciones que te mostré son «de litro»": the words every row shares, and the question still open. */
function sharedSizeQuestion(lang: ReturnType<typeof langOf>, said: string): string {
  const words = said.replace(/^(?:(?:la|el|las|los|a|as|o|os|the|ones?) )+/, "");
  if (lang === "pt") return `Todas as opções que te mostrei são «${words}» 🙂 Qual delas você quer? Me diz o número (por exemplo «a 2») ou o nome.`;
  if (lang === "en") return `All the options I showed you are «${words}» 🙂 Which one do you want? Tell me its number (like «2») or its name.`;
  return `Todas las opciones que te mostré son «${words}» 🙂 ¿Cuál querés? Decime el número (por ejemplo «la 2») o el nombre.`;
}
