import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { describesProduct, fittingRows, saidSize } from "./described-rows";
import { LAST_LINE } from "./lines";
import { analyze } from "../../understand";
import type { Product } from "../../ports";
import { yesAfterConfirmed } from "./yes-after-confirm";
import { askedLists } from "./asked-lists";

// "la de 2.25 comun" right after "Agregué 2 Coca Cola Sabor Original 2.25 Lt", no list open (t25b
// 017 answered "No te entendí"): words that only describe a row by its size, fitting exactly one
// cart line, are that line said again. It is already there: said so with its count, nothing
// added or changed (a count the customer did not say is never guessed).

const DESCRIPTION_ONLY = /^(?:(?:y|si|dale|bueno|ok|ah) )*(?:la|el|las|los) de\b/;

// counts27 (t26c 007): "la G" right after "los de 44" added the Pañal G Babysec 44 (No te entendí):
// a few words after an article, with no size, that name the line just added and no other line.
const ARTICLE_WORDS = /^(?:(?:y|si|dale|bueno|ok|ah) )*(?:la|el|las|los) (?!de\b)\S+(?: \S+){0,2}$/;

/** Answers a cart line described again by its size, or the line just added named by a word of it; false when the words are anything else. */
export async function lineSaidAgain(t: TurnEngine, u: Understanding): Promise<boolean> {
  if (t.session.pendingChoice || !t.session.cart.length || u.items.length || u.mentions.length || u.cartEdit || u.questions.length) return false;
  const sized = DESCRIPTION_ONLY.test(u.normalized) && !!saidSize(u.normalized);
  const last = t.session.extra[LAST_LINE];
  if (!sized && !(typeof last === "string" && ARTICLE_WORDS.test(u.normalized))) return false;
  const products = await t.cartProducts();
  const rows = sized ? fittingRows(u.normalized, products) : namingRows(u.normalized, products);
  const fits = rows?.length === 1 && (sized || rows[0].id === last);
  const line = fits && rows ? t.session.cart.find((l) => l.productId === rows[0].id) : undefined;
  if (!line || !rows) return false;
  t.intent("line_said_again");
  t.say(text(sentence(t.session, "lineAlreadyInCart", { count: line.quantity, name: rows[0].name })));
  return true;
}

/**
 * The cart rows the words after the article name: by the description reader, or, for what it
 * sets aside (a size letter: "la G", "el XG"), every word a whole word of the row's name.
 */
function namingRows(normalized: string, products: Product[]): Product[] {
  const described = products.filter((p) => describesProduct(normalized, p));
  if (described.length) return described;
  const words = normalized.replace(/^(?:(?:y|si|dale|bueno|ok|ah) )*(?:la|el|las|los) /, "").split(" ");
  return products.filter((p) => { const name = analyze(p.name).map((w) => w.n); return words.every((w) => name.includes(w)); });
}

/**
 * "ese dale, medio kilo si se puede" to the one row "#1 Queso Cremoso Saint Paulin … 1 Kg" (t25b 016
 * answered "No te entendí"): the row pointed at with a size it is not sold in. It is the row, but
 * not the size asked: the size there is said and the row offered, never added in a size not asked.
 */
const POINTED_SIZE = /^(?:(?:si|dale|bueno|ok|quiero|dame|y)\s+)*(?:esa|ese|este|esta)(?:\s+(?:dale|si|porfa))*\s+(?:(?:de|en)\s+)?(medio kilo|medio kg|1\/2 kg|1\/2 kilo|un cuarto(?: kilo| kg)?|\d+(?:[.,]\d+)?\s*(?:kg|kilos?|gr|gramos|g|l|litros?|ml|cc))(?:\s+(?:si se puede|si hay|si tenes|porfa|por favor|nomas))*$/;

async function oneRowOtherSize(t: TurnEngine, u: Understanding): Promise<boolean> {
  // A one-row list is an offer, set aside for the turn's reading: the last list asked stands for it.
  const last = askedLists(t.session).at(-1);
  const ids = t.session.pendingChoice?.productIds ?? (last && !t.session.cart.some((l) => l.productId === last.ids[0]) ? last.ids : []);
  const size = ids.length === 1 && !u.isQuestion ? POINTED_SIZE.exec(u.normalized)?.[1] : undefined;
  if (!size) return false;
  const [p] = await t.products(ids);
  if (!p || fittingRows(`la de ${size}`, [p])?.length) return false;
  t.intent("one_row_other_size");
  // Offered again for one turn: a yes takes the row as it is sold.
  t.session.pendingChoice ??= { productIds: ids, quantity: last?.q ?? 1, offer: true };
  t.say(text(sentence(t.session, "oneRowOnlySize", { name: p.name })));
  return true;
}

/** Words that add on top of a line ("otro", "más", "agregame"): the line named with them is ordered again. */
const ADDS_ON_TOP = /\b(?:otro|otra|otros|otras|mas|agrega|agregame|agregale|suma|sumame|sumale|pone|poneme|ponele|dame|quiero)\b/;

/**
 * lead33 (t33b 023): "el pure marolio" with 2 Puré Marolio in the cart and the arvejas list open
 * added a third: a line named back with its article, no count and no word of adding, is that line
 * pointed at, never one more of it (README: only words of adding add). Said so with its count; a
 * list that holds the product (it may be picked again for its count) keeps its own reading.
 */
export async function cartLineNamedBack(t: TurnEngine, u: Understanding): Promise<boolean> {
  const [item] = u.items;
  if (u.items.length !== 1 || item.quantity !== null || item.match.kind !== "one" || u.cartEdit || u.questions.length || u.isQuestion) return false;
  if (!ARTICLE_WORDS.test(u.normalized) || ADDS_ON_TOP.test(u.normalized)) return false;
  const id = item.match.productId;
  const line = t.session.cart.find((l) => l.productId === id);
  if (!line || t.session.pendingChoice?.productIds.includes(id) || askedLists(t.session).some((l) => l.ids.includes(id))) return false;
  const [p] = await t.products([id]);
  t.intent("line_said_again");
  t.say(text(sentence(t.session, "lineAlreadyInCart", { count: line.quantity, name: p?.name ?? id })));
  u.items = [];
  return true;
}

/** What is already known said again, before "No te entendí": a yes right after the order was placed, a cart line described again, the one row pointed at in another size. */
export async function saidAgain(t: TurnEngine, u: Understanding): Promise<boolean> {
  return yesAfterConfirmed(t, u) || (await lineSaidAgain(t, u)) || (await oneRowOtherSize(t, u));
}
