// Deterministic Spanish understanding: the agent's fast path. Pure: no bindings, no I/O.
// When unsure a field stays empty; the caller then falls back to the intent detector.
//
// Order of work (each step marks the words it used, so later steps do not reread them):
//   normalise → cues → customer fields → cart edit → items/mentions → product choice → yes/no
//   → info topics, fulfilment, payment → precedence rules.
// Precedence rules (documented contract for the caller):
//   - A leading "no" that introduces data or a quantity fix is a correction, not a refusal:
//     "no, mi dirección es Corrientes 1234" → correction true, yesNo null.
//   - "sí, pero agregá una fanta" → yesNo null plus items: a change outranks an acceptance, and
//     a null yesNo keeps a careless caller from confirming an order that is about to change.
//   - "¿cuánto es?" closes the order when ctx.cartItemCount > 0, otherwise it asks for prices.

import { namesOtherKind } from "./choice-elsewhere";
import { CHOICE_BIG_WORDS, CHOICE_SMALL_WORDS } from "./size-words";
import { askedNotPicked, ORDINALS, ROW_ALONE } from "./row-words";
import { withoutTakenBack } from "./said-instead";
import { withSpokenHouseNumbers } from "./spoken-house-number";
import { withoutSpellingRemarks } from "./spelling-remarks";
import { detectCues, hurryWords } from "./cues";
import { asksAboutCart, countsCartLine, extractCartEdit } from "./cart-edits";
import { detectFulfilment, detectInfo, detectPayment } from "./info";
import { extractItems, ORDER_VERBS } from "./items";
import { analyze, MAX_INPUT } from "./normalize";
import { countBeforeOf, quantityAt, sameSize, sizeAt } from "./numbers";
import { readAgain } from "./described-after";
import { catalogMatcher, entrySize, matchWords, PACK_UNITS, wordsFit } from "./products";
import { plainOnes } from "../../lib/product-match";
import { productNoun } from "./product-hints";
import { dropPassing, passingWords, saysAddress } from "./passing";
import { extractPersonal } from "./personal";
import { saysReminder } from "./asked-answer"; // details14
import { detectQuestions } from "./questions";
import { AT_ONCE, detectYesNo, SEND_IT, surprisedLead } from "./yesno";
import type { CatalogEntry, Understanding, UnderstandContext, Word } from "./types";

export type * from "./types";
export { normalize, analyze } from "./normalize";
export { catalogMatcher, matchOf, matchProduct, namedWordForWord, queryText } from "./products";

/** Opening words that make a message a question even without "?". */
const QUESTION_OPENERS = new Set(["cuanto", "cuanta", "cuantos", "cuantas", "como", "donde", "cuando", "cual", "cuales", "quien", "hacen", "aceptan", "abren", "venden", "envian", "llegan"]);

function emptyUnderstanding(text: string): Understanding {
  return {
    text, normalized: "", greeting: false, thanks: false, farewell: false, yesNo: null, items: [],
    mentions: [], cartEdit: null, wantsToCheckout: false, showCart: false, infoTopics: [],
    fields: {}, invalidFields: {}, doubtful: [], correction: false, fulfilment: null, paymentMethod: null,
    wantsHuman: false, asksIfBot: false, anger: "none", cancelOrder: false, modifyOrder: false, asksDiscount: false, manipulation: false, repeatLastOrder: false, choice: null, quantityOnly: null,
    isQuestion: false, questions: [],
  };
}


const CHOICE_FILLERS = new Set(["la", "el", "las", "los", "de", "del", "esa", "ese", "quiero", "dame", "mejor", "por", "favor", "gracias", "si", "opcion", "numero", "una", "un"]);

function choiceContent(words: Word[]): Word[] {
  return words.filter((w) => !CHOICE_FILLERS.has(w.n) || /[0-9]/.test(w.n));
}

/**
 * A lone row number of the list ("2", "#3", "la 4", "opción 10"): the position picked, never a
 * quantity (the quantity is the one asked when the list was offered). A number past the last
 * row is a quantity ("3" to "¿Coca 1,5 L o 500 ml?").
 */
function rowNumber(words: Word[], rows: number): number | null {
  const content = choiceContent(words);
  if (content.length !== 1 || !/^[0-9]{1,2}$/.test(content[0].n)) return null;
  // counts22 (t21b 023): "quiero 3", "dame 2": a number right after the verb that orders is how
  // many, never row 3 ("quiero la 3", "dame el 2" name the row with their article).
  const at = words.indexOf(content[0]);
  if (at > 0 && ORDER_VERBS.has(words[at - 1].n)) return null;
  const k = Number(content[0].n) - 1;
  return k >= 0 && k < rows ? k : null;
}

/** "cualquiera", "la que sea", "me da igual", "any", "qualquer um": the customer leaves the row to the shop. */
export const ANY_ROW = /^(?:(?:dale|bueno|ok|si|eh) )*(?:cualquiera(?: de (?:las|los) (?:dos|2|tres|3))?|cualquier(?:a)? (?:de )?(?:esas?|esos?)|la que sea|el que sea|me da igual|da igual|any(?: one| of them)?|whichever|qualquer(?: um| uma)?|tanto faz)(?: (?:nomas|dale|esta bien|gracias))?$/;

/** Pick one of ctx.choices: "la primera", "2", "la de 500", "1,5", "la grande", "la coquita". */
function resolveChoice(words: Word[], catalog: CatalogEntry[], choices: string[]): string | null {
  if (choices.length === 0 || words.length === 0 || words.length > 8) return null;
  // trial 23c 011: "cualquiera" to "¿Dove Cream o Dove Blanco?" got "No te entendí": any row will do, the first is taken (and named).
  if (ANY_ROW.test(words.map((w) => w.n).join(" "))) return choices[0];
  // edits16: "la de 2 y cuarto" is a size (2.25), never the fourth row.
  const quarter = /\b[0-9] y cuarto\b/.test(words.map((x) => x.n).join(" "));
  // lists25 (t23c 006): "de galletitas 2 de la primera" with the dulce list open: the words after "de" name another product, so no row here.
  const lead = words[0].n === "de" || words[0].n === "del" ? words[1] : undefined;
  if (lead && /^[a-z]{4,}$/.test(lead.n) && !choices.some((id) => { const e = catalog.find((x) => x.id === id); return !e || wordsFit([lead], e); })) return null;
  for (const w of choiceContent(words)) {
    if (ORDINALS[w.n] !== undefined && !(quarter && w.n === "cuarto")) return choices[ORDINALS[w.n]] ?? null;
    if (w.n === "ultima" || w.n === "ultimo" || w.n === "last") return choices[choices.length - 1]; // lists7: "last"
  }
  const row = rowNumber(words, choices.length);
  if (row !== null) return choices[row];
  // Sizes: "la de 500", "1,5", "la de litro y medio".
  for (let i = 0; i < words.length; i++) {
    const s = sizeAt(words, i);
    // counts38 (t37b 016): "quero 1" took the "1 Kg" row: a bare number after the verb that orders is how many, never a size.
    if (!s || quantityAt(words, i)?.article || countBeforeOf(words, i, s) || (s.size.dim === null && s.length === 1 && ORDER_VERBS.has(words[i - 1]?.n ?? ""))) continue;
    const hits = choices.filter((id) => {
      const es = entrySize(catalog, id);
      // the size picks only a product the phrase's other words fit ("6 cervezas quilmes de litro" is no litre of juice).
      const entry = catalog.find((e) => e.id === id);
      return es !== null && sameSize(s.size, es) && !!entry && wordsFit(choiceContent(words), entry);
    });
    if (hits.length === 1) return hits[0];
    // "la de 2 1/4" among the original and the light 2.25 L: the plain one, as the search reads "coca de 2 1/4".
    // picksb22 (t21c 013): "el de 3 kg" fitting Querubín 3 Kg and Zorro 3 Kg is no pick: the plain one stands for a
    // product line (the original beside its light), never for one brand over another.
    const entries = hits.map((id) => catalog.find((e) => e.id === id)!);
    const oneLine = new Set(entries.map((e) => e.brand ?? "")).size === 1;
    const plain = oneLine ? plainOnes(entries) : [];
    if (plain.length === 1) return plain[0].id;
    if (hits.length > 1) return null;
  }
  // Price: "la más barata", "la más económica", "la más cara".
  const cheap = words.some((w) => ["barata", "barato", "economica", "economico", "baratita"].includes(w.n));
  const dear = words.some((w) => w.n === "cara" || w.n === "caro");
  if (cheap !== dear) {
    const priced = choices.map((id) => ({ id, price: catalog.find((p) => p.id === id)?.price })).filter((x): x is { id: string; price: number } => typeof x.price === "number");
    if (priced.length === choices.length && priced.length > 0) {
      const want = cheap ? Math.min(...priced.map((x) => x.price)) : Math.max(...priced.map((x) => x.price));
      const hit = priced.filter((x) => x.price === want);
      if (hit.length === 1) return hit[0].id;
    }
  }
  // Size adjectives: "la grande", "la más chica".
  const big = words.some((w) => CHOICE_BIG_WORDS.includes(w.n));
  const small = words.some((w) => CHOICE_SMALL_WORDS.includes(w.n));
  // words32 (t31c 016): "y la coca chica cuanto sale?" with wines shown: a product noun no row fits sizes that other product.
  const nouns = choiceContent(words).filter((w) => productNoun(w.n));
  const elsewhere = nouns.length > 0 && !choices.some((id) => { const e = catalog.find((x) => x.id === id); return !!e && wordsFit(nouns, e); });
  if (big !== small && !elsewhere && !namesOtherKind(words, catalog, choices)) {
    const sized = choices.map((id) => ({ id, s: entrySize(catalog, id) })).filter((x) => x.s);
    // counts26 (t25a 112): "de la chica" among an alfajor and a Coca 500 named together: a product of
    // another shelf that comes in no size is never the small or the big one, so the sized rows compare.
    const shelf = (id: string) => catalog.find((e) => e.id === id)?.category;
    const apart = sized.length > 0 && choices.every((id) => sized.some((x) => x.id === id) || !sized.some((x) => shelf(x.id) === shelf(id)));
    if (sized.length > 0 && (sized.length === choices.length || apart)) {
      const values = sized.map((x) => x.s!.value);
      const want = big ? Math.max(...values) : Math.min(...values);
      const hit = sized.filter((x) => x.s!.value === want);
      if (hit.length === 1) return hit[0].id;
    }
  }
  // Names restricted to the offered products: "la coquita", "havanna".
  const m = matchWords(words, catalog, choices);
  // swaps21 (t20a 107): "una coca chica" with one coke offered: the size word picks among the coke's sizes,
  // which the offer does not hold, so it is no pick of the 1.5 L shown (the catalog reads it).
  const sizeSaid = big !== small && m.kind === "one" && !sizeWordIn(catalog.find((e) => e.id === m.productId), big ? CHOICE_BIG_WORDS : CHOICE_SMALL_WORDS);
  return m.kind === "one" && !sizeSaid ? m.productId : null;
}

/** Whether a product's own name carries one of these size words ("Pan de Mesa Grande"). */
function sizeWordIn(entry: CatalogEntry | undefined, sizeWords: readonly string[]): boolean {
  return !!entry && typeof entry.name === "string" && analyze(entry.name).some((w) => sizeWords.includes(w.n));
}

/** A size with a fraction ("2 1/4", "1 y 1/2"): the "/" is lost once the words are read. */
const FRACTION = /\b(\d{1,2})\s+(?:y\s+)?([13])\/([24])\b/;

/** "la de 2 1/4" → "la de 2.25": a mixed fraction as the decimal a product's name carries. */
export function withFractions(text: string): string {
  return text.replace(new RegExp(FRACTION.source, "g"), (_m, whole: string, num: string, den: string) => String(Number(whole) + Number(num) / Number(den)));
}

/** Words around a bare quantity that add nothing ("bueno 30", "mejor 4", "que sean 2 nomás"). */
const QUANTITY_FILLERS = new Set([
  "bueno", "dale", "ok", "entonces", "listo", "si", "mejor", "ponele", "pone", "poneme", "dame", "mandame", "que", "sean", "serian",
  "son", "eran", "solo", "nomas", "por", "favor", "no", "y", "las", "los", "unidades", "unidad", "esas", "esos", "eso", "de", "a",
  "en", "total", "ah", "perdon", "quiero", "necesito", "agregame", "sumame", "vale", "joya", "genial", "perfecto", "gracias",
  // counts26 (t25b 013): "ah ok entonces dejame 2 nomas" keeps that many of the line, never a closing word.
  "dejame", "deja", "sola", "solamente",
]);

/** The message only states a quantity: "3", "bueno 30", "mejor 4", "que sean 2 nomás". */
function quantityOnly(words: Word[]): number | null {
  let found: number | null = null;
  for (let k = 0; k < words.length; k++) {
    const q = quantityAt(words, k);
    if (q && found === null && !(q.article && words.length > 1 && words[k + 1] !== undefined && !QUANTITY_FILLERS.has(words[k + 1].n))) {
      found = q.value;
      k += q.length - 1;
      continue;
    }
    if (q && q.value === found) { // words13: "6 latas!!! seis", "3, tres": the count said again
      k += q.length - 1;
      continue;
    }
    if (!QUANTITY_FILLERS.has(words[k].n) && !PACK_UNITS.has(words[k].n)) return null; // "2 paquetes", "3 botellas"
  }
  return found;
}

/** For each word: does its clause ask something ("¿…", "…?", "cuánto …")? */
function clauseQuestions(words: Word[], text: string): boolean[] {
  const out: boolean[] = new Array(words.length).fill(false);
  let a = 0;
  while (a < words.length) {
    let b = a + 1;
    while (b < words.length && !words[b].brk) b++;
    const before = text.slice(a > 0 ? words[a - 1].end : 0, words[a].start);
    const after = text.slice(words[b - 1].end, b < words.length ? words[b].start : text.length);
    const opener = (QUESTION_OPENERS.has(words[a].n) || (words[a].n === "y" && QUESTION_OPENERS.has(words[a + 1]?.n ?? ""))) && !saysReminder(words.slice(a, b).map((w) => w.n)); // details14
    const q = before.includes("¿") || after.includes("?") || (opener && b - a <= 12);
    for (let k = a; k < b; k++) out[k] = q;
    a = b;
  }
  return out;
}

/** Each sentence or question of a message, normalised apart ("do you deliver? what are your hours?"). */
const clauseNorms = (src: string): string[] => src.split(/[?!;\n]+|\.(?!\d)/).map((c) => analyze(c).map((w) => w.n).join(" "));

function run(text: string, ctx: UnderstandContext): Understanding {
  const u = emptyUnderstanding(text);
  const src = text.slice(0, MAX_INPUT);
  const words = analyze(src);
  const catalog = Array.isArray(ctx?.catalog) ? ctx.catalog : [];
  const matcher = ctx?.matcher ?? catalogMatcher(catalog);
  const expecting = ctx?.expecting ?? null;
  u.normalized = words.map((w) => w.n).join(" ");
  const norm = u.normalized;
  const qWord = clauseQuestions(words, src);
  u.isQuestion = qWord.some(Boolean) || (words.length === 0 && src.includes("?"));
  const questionNorm = words.filter((_w, k) => qWord[k]).map((w) => w.n).join(" ");

  const cues = detectCues(norm, src);
  Object.assign(u, {
    greeting: cues.greeting, thanks: cues.thanks, farewell: cues.farewell, wantsHuman: cues.wantsHuman, asksIfBot: cues.asksIfBot,
    anger: cues.anger, cancelOrder: cues.cancelOrder, modifyOrder: cues.modifyOrder, asksDiscount: cues.asksDiscount, manipulation: cues.manipulation, repeatLastOrder: cues.repeatLastOrder,
    showCart: cues.showCart, wantsToCheckout: cues.wantsToCheckout, correction: cues.correction,
  });

  const used: boolean[] = new Array(words.length).fill(false);
  // lang8: "y apurate q me voy", "urgente": hurry is never a product nor a detail.
  const hurry = hurryWords(words.map((w) => w.n));
  for (const k of hurry) used[k] = true;
  const fieldExpect = expecting && expecting !== "confirmation" && expecting !== "product_choice" ? expecting : null;
  // A correction reads the fields it may replace as if they were wanted again.
  const correcting = cues.correction || (words[0]?.n === "no" && words[1]?.brk === true);
  // addr7: "sin el nada mas jaja. colon 1500 6to A": a street said as an address replaces the address.
  const correctable = !Array.isArray(ctx?.correctable) ? [] : correcting ? ctx.correctable : ctx.correctable.filter((f) => f === "address" && saysAddress(words, used));
  const personal = extractPersonal(words, src, used, {
    expecting: fieldExpect,
    wants: new Set([...(Array.isArray(ctx?.wants) ? ctx.wants : []), ...correctable]),
    known: new Set((Array.isArray(ctx?.known) ? ctx.known : []).filter((f) => !correctable.includes(f))),
    matcher,
    isQuestion: u.isQuestion,
  });
  u.fields = personal.fields;
  u.invalidFields = personal.invalid;
  u.doubtful = personal.doubtful;

  if (!u.cancelOrder && !u.modifyOrder && !u.repeatLastOrder) u.cartEdit = extractCartEdit(words, matcher, used).edit;
  if (!u.repeatLastOrder && !u.wantsHuman) {
    // addr7: a day, "alias", a family word or the message's street alone is no product.
    const passing = passingWords(words, used);
    const r = extractItems(words, matcher, used);
    r.items = dropPassing(r.items, passing);
    r.mentions = dropPassing(r.mentions, passing);
    u.items = r.items;
    u.mentions = r.mentions;
    // In a haggle or a manipulation attempt, words that match no product are not products.
    if (u.asksDiscount || u.manipulation) u.items = u.items.filter((i) => i.match.kind !== "none");
    // A message made only of products ("coca y fanta") is an order, unless it is a question.
    if (r.onlyProducts && !u.isQuestion && u.items.length === 0) {
      u.items = r.mentions;
      u.mentions = [];
    }
  }
  // trial 18a 102: "te dije 2, dame 2 pepsi": a bare count said beside a product ordered with that
  // same count is that product's count said twice, never a set of the line touched last (the Lays
  // went to 2).
  const edit = u.cartEdit;
  if (edit?.kind === "set_quantity" && edit.query === null && u.items.some((i) => i.quantity === edit.quantity)) u.cartEdit = null;
  if (u.cartEdit?.kind === "clear") u.showCart = false;
  // "¿agregaste la pepsi?", "¿dónde está la pepsi?": the cart answers; the product named is no search.
  if (asksAboutCart(norm, [...u.items, ...u.mentions].some((m) => m.match.kind === "one"))) {
    u.mentions = [];
    if (!u.items.length && !u.cartEdit) u.showCart = true;
  }

  // details25 (t24c 018): "la primera" at the DNI question with a list open is its first row, never the detail's answer.
  const rowAlone = !!fieldExpect && Array.isArray(ctx?.choices) && ctx.choices.length > 1 && (ROW_ALONE.test(norm) || /^\s*#\s*\d{1,2}\s*$/.test(src));
  if (rowAlone) u.fields = {};
  if ((expecting === "product_choice" || rowAlone) && Array.isArray(ctx.choices)) {
    u.choice = resolveChoice(FRACTION.test(src) ? analyze(withFractions(src)) : words, catalog, ctx.choices);
    // lang8: "las latas. dale q estoy apurado, cuanto tarda el envio??": the pick is what is left
    // once the hurry and the clauses that ask are set aside (the question is answered too).
    const told = words.filter((_w, k) => !hurry.has(k) && !qWord[k]);
    if (!u.choice && told.length && told.length < words.length) u.choice = resolveChoice(told, catalog, ctx.choices);
    // "3 de las de 500": the quantity before the choice.
    const lead = quantityAt(words, 0);
    if (u.choice && lead && ["de", "del", "la", "las", "los", "el"].includes(words[lead.length]?.n ?? "")) u.quantityOnly = lead.value;
    if (u.choice && askedNotPicked(words, qWord, (told) => resolveChoice(told, catalog, ctx.choices ?? []) === u.choice)) u.choice = null; // counts38
    if (u.choice) {
      // The choice answers the question; it is not a new line.
      const chosen = u.choice;
      const sameLine = (m: { match: { kind: string; productId?: string; productIds?: string[] } }) =>
        m.match.kind === "one" ? m.match.productId === chosen : m.match.kind === "ambiguous" && (m.match.productIds ?? []).includes(chosen);
      u.items = u.items.filter((it) => !(sameLine(it) && it.quantity === null));
      u.mentions = u.mentions.filter((it) => !sameLine(it));
    }
  }

  u.infoTopics = detectInfo(norm, questionNorm, u.mentions.length + u.items.length > 0, clauseNorms(src));
  if (cues.asksTotal && u.mentions.length === 0 && u.items.length === 0) {
    if ((ctx?.cartItemCount ?? 0) > 0) {
      u.wantsToCheckout = true;
      u.infoTopics = u.infoTopics.filter((t) => t !== "prices");
    } else if (!u.infoTopics.includes("prices")) u.infoTopics.push("prices");
  }
  if (u.showCart) u.infoTopics = u.infoTopics.filter((t) => t !== "catalog");
  const asksTotal = cues.asksTotal && u.mentions.length === 0 && u.items.length === 0;
  // picks9: "el ilolay. ¿cuánto sale todo con el envío?": the row is named outside the question, a pick.
  const choiceTold = !!u.choice && u.isQuestion && resolveChoice(words.filter((_w, k) => !qWord[k]), catalog, ctx.choices ?? []) === u.choice;
  u.questions = detectQuestions({ words, asks: qWord, used, u, matcher, asksTotal, choiceTold });
  // questions35 (t34c 012): "¿cuántas pepsis tengo en el carrito?" is the cart's count, no product asked.
  if (u.showCart && countsCartLine(norm)) u.questions = u.questions.filter((q) => q.kind !== "product");
  u.fulfilment = detectFulfilment(norm, u.infoTopics, statedClauses(words, qWord));
  u.paymentMethod = detectPayment(words, qWord);
  // A detail being asked (or the details being collected) wins over a search: "paso a retirar"
  // while the way of delivery is asked is pickup, never "Paso de los Toros". Only a message that
  // clearly orders (an order verb or a quantity) keeps its products.
  // A message that gives the customer's data ("Sofia Rios, 38777666, pago en efectivo") is collecting too.
  const collecting = !!fieldExpect || (Array.isArray(ctx?.wants) && ctx.wants.length > 0) || (Object.keys(u.fields).length > 0 && !u.isQuestion);
  if (collecting && (u.fulfilment || u.paymentMethod) && !words.some((w) => ORDER_VERBS.has(w.n)) && u.items.every((i) => i.quantity === null)) {
    u.items = [];
    u.mentions = [];
  }

  // Yes / no and precedence.
  // "si dale rapido": the yes read without the hurry around it.
  // ("dale" and "bueno" open the hurry phrase but are the yes: "dale rapido".)
  const plain = words.filter((w, k) => !hurry.has(k) || w.n === "dale" || w.n === "bueno");
  let yn = detectYesNo(hurry.size && plain.length ? plain : words);
  if (expecting === "confirmation" && yn === null) {
    if (u.wantsToCheckout && /\b(?:confirmar|confirmo)\b/.test(norm)) yn = "yes";
    if (u.cancelOrder) yn = "no";
  }
  const hasData = Object.keys(u.fields).length > 0 || Object.keys(u.invalidFields).length > 0;
  if (yn === "no" && words[0]?.n === "no" && (hasData || u.cartEdit?.kind === "set_quantity")) {
    u.correction = true; // "no, mi dirección es …", "no, son 3"
    yn = null;
  }
  if (u.correction && yn === "no") yn = null;
  if (yn === "yes" && (u.items.length > 0 || u.cartEdit !== null)) yn = null; // change outranks yes
  if (yn === "no" && u.cartEdit !== null && u.cartEdit.kind !== "clear") yn = null;
  if (yn !== null && u.isQuestion && u.infoTopics.length > 0) yn = null; // "ok, y hacen envíos?"
  if (yn !== null && qWord[0] && !surprisedLead(words)) yn = null; // "¿todo bien?", "¿no tienen coca?" (answers12: not "QUE? SI")
  if (yn === "no" && words[0]?.n === "no" && u.mentions.length > 0 && /\b(?:era|eran|es|son|quise)\b/.test(norm)) {
    u.correction = true; // "no, la coca era de 500"
    yn = null;
  }
  // answers12: "ok mandalo" at the summary is the yes ("send it"), not a new way of handing over.
  if (expecting === "confirmation" && yn === "yes" && SEND_IT.test(norm)) u.fulfilment = null;
  u.yesNo = yn;
  const pickedRow = u.choice !== null && Array.isArray(ctx.choices) && rowNumber(words, ctx.choices.length) !== null;
  if (!pickedRow && !(yn === "yes" && AT_ONCE.test(norm))) u.quantityOnly ??= quantityOnly(words); // answers12: "si de una" is no 1
  if (u.correction && !hasData && !u.cartEdit && u.items.length === 0 && u.mentions.length === 0 && !/\b(?:me equivoque|quise decir|corrijo|me confundi)\b/.test(norm)) u.correction = false;
  return u;
}

/** Understand one customer message. Never throws; linear in the input length. */
export function understand(text: string, ctx: UnderstandContext): Understanding {
  const t = withSpokenHouseNumbers(withoutSpellingRemarks(withoutTakenBack(typeof text === "string" ? text : ""))); // "vendo? digo, venden pañales?", "Torrez con z", "calle belgrano cuatrocientos"
  try {
    const c = ctx ?? { catalog: [] };
    return readAgain(t, run(t, c), c, run);
  } catch {
    const u = emptyUnderstanding(t);
    try {
      u.normalized = analyze(t).map((w) => w.n).join(" ");
    } catch {
      // keep empty
    }
    return u;
  }
}

/** The clauses of a message (split where punctuation breaks it) that ask nothing, normalised. */
function statedClauses(words: Word[], asks: boolean[]): string[] {
  const out: string[] = [];
  let from = 0;
  for (let k = 1; k <= words.length; k++) {
    if (k < words.length && !words[k].brk) continue;
    if (!asks.slice(from, k).some(Boolean)) out.push(words.slice(from, k).map((w) => w.n).join(" "));
    from = k;
  }
  return out;
}
