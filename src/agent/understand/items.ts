// Order lines in a message: "quiero 2 cocas y una fanta", "agregá 2 pepsi", "dame media docena
// de alfajores", "una coca de 500", "coca y fanta". Words already used by other extractors (fields, cart edits) are skipped. Products mentioned without an order cue become mentions.

import { quantityAt, sizeAt, timesAt, trailingCount } from "./numbers";
import { stockAskedAfter } from "./asked-after";
import { leadingSize, namesProduct, refused, sizedPacks, PACK_UNITS, parseQuery, QUERY_STOPWORDS, saidText } from "./products";
import { gramsBeforeOf } from "./grams-before-of";
import { kindsOf } from "./product-hints";
import { BOUNDARY, deferralAt, NON_PRODUCT, ORDER_VERBS, PASSING_WORDS, STRONG_VERBS, VERB_FILLERS } from "./item-words";
import type { ItemMention, ProductMatch, ProductMatcher, Word } from "./types";
import { sizeAfterLine, type ReadLine } from "./size-after";
import { plausibleUnknown, readProduct, throughFor } from "./product-phrase";
import { adverbWords } from "./adverbs";
import { setAsideOccasion, setAsidePurpose } from "./purpose";
import { narrowedByClause } from "./brand-clause";

export { NON_PRODUCT, ORDER_VERBS, PASSING_WORDS } from "./item-words";
/** Words that open a change of mind, not a product ("mejor el pan chico"). */
const EDIT_LEADS = new Set(["mejor", "sino", "digo", "perdon"]);
/** Months: "9 de julio", "25 de mayo" are streets and dates, never 9 of a product. */
const MONTHS = new Set(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre"]);

/** Nothing but another line follows position `at` in its clause (the end, a mark, or "y"). */
function clauseEnds(words: Word[], at: number): boolean {
  const next = words[at];
  return !next || next.brk || CONNECTORS.has(next.n);
}

/** Words asking whether the shop has a product ("tenés coca?", "hay fanta?"). */
const HAVE_ASKS = new Set(["tenes", "tienen", "tendras", "tendran", "hay", "venden", "vendes", "manejan", "trabajan"]);

/** The clause of the product phrase starting at `at` asks whether the shop has it. */
function askedInClause(words: Word[], at: number): boolean {
  for (let k = at - 1; k >= 0; k--) {
    if (HAVE_ASKS.has(words[k].n)) return true;
    if (words[k].brk) return false;
  }
  return false;
}

/** Words of a size with its unit said before a product ("560g pan", "500 ml coca"), else 0. */
function sizeFirst(words: Word[], i: number): number {
  const s = sizeAt(words, i);
  const next = s ? words[i + s.length]?.n : undefined;
  return s && s.size.dim !== null && next !== undefined && /^[a-z]{3,}$/.test(next) && !QUERY_STOPWORDS.has(next) && !BOUNDARY.has(next) ? s.length : 0;
}

/**
 * A phrase said in passing (no order verb, quantity or running list) names a product strongly:
 * not only words of conversation or an address, and not a hit of its words only inside longer
 * product names ("Ana Sosa" is no "Vino Santa Ana").
 */
function namesStrongly(words: Word[], match: ProductMatch, matcher: ProductMatcher): boolean {
  const content = parseQuery(words).content;
  if (content.length === 0 || content.every((t) => PASSING_WORDS.has(t) || PACK_UNITS.has(t))) return false;
  if (match.kind !== "one" && content.some((t) => PASSING_WORDS.has(t))) return false;
  // One word that hits only inside longer names, and only through a spelling correction
  // ("diaz" of "Vela Buenos Días"), is a word said in passing.
  if (match.kind !== "one" && match.partial && content.length === 1 && matcher.exact && !matcher.exact(words)) return false;
  return !(match.kind !== "one" && match.partial && content.length > 1);
}

/** "latas de 473", "paquetes de 1 kg" at `at`: a pack unit, "de" and a size ending the clause; its size words and where it ends. */
function unitOfSize(words: Word[], at: number): { size: string[]; end: number } | null {
  if (!PACK_UNITS.has(words[at]?.n ?? "") || words[at + 1]?.n !== "de" || words[at + 1].brk || words[at + 2]?.brk) return null;
  const s = sizeAt(words, at + 2);
  const end = s ? at + 2 + s.length : -1;
  return s && (end >= words.length || words[end].brk || words[end].n === "y") ? { size: words.slice(at + 2, end).map((w) => w.n), end } : null;
}

/** Whether `narrowed` is some of the products `wider` found, never others the extra words hit. */
function narrows(wider: ProductMatch, narrowed: ProductMatch): boolean {
  const ids = (m: ProductMatch) => (m.kind === "one" ? [m.productId] : m.kind === "ambiguous" ? m.productIds : []);
  const within = ids(wider);
  return ids(narrowed).length > 0 && ids(narrowed).length < within.length && ids(narrowed).every((id) => within.includes(id));
}

function mention(quantity: number | null, words: Word[], match: ProductMatch, dozen = false): ItemMention {
  return { quantity, query: words.map((w) => w.n).join(" "), match, said: saidText(words), ...(dozen ? { dozen: true as const } : {}) };
}

/** Words that put a quantity on top of a line already in the cart ("agregame 2", "otra", "también"). */
const ADD_WORDS = new Set(["agrega", "agregame", "agregale", "agregar", "agregue", "agreguen", "suma", "sumame", "sumale", "sumar", "tambien", "ademas", "otra", "otro", "otras", "otros"]);
/** Words that make a quantity the line's total ("ponele 3", "mejor 2", "que sean 4", "solo 1"). */
const SET_WORDS = new Set(["ponele", "mejor", "solo", "sola", "solamente", "nomas", "sean", "serian", "son", "eran", "total", "deja", "dejame", "dejalo", "dejala", "corrijo", "equivoque", "dije"]); // lists7: "te dije 2 yerbas" restates the total

/**
 * How an item's quantity stands to a line already in the cart, from the words of its clause:
 * "agregame 2 cocas", "y 2 cocas más", "otra coca" add; "ponele 3 cocas", "mejor 2 cocas",
 * "no, 1 manteca" set. Neither: the retail rules decide (a restated order sets).
 */
function relationOf(words: Word[], start: number, end: number, article: boolean): ItemMention["relation"] {
  let a = start;
  while (a > 0 && !words[a].brk) a--;
  const clause = words.slice(a, end).map((w) => w.n);
  if (words[end]?.n === "mas" || clause.some((n) => ADD_WORDS.has(n)) || clause[0] === "y") return "adds";
  if (clause.some((n) => SET_WORDS.has(n)) || /^no+$/.test(words[0]?.n ?? "") || deniedCountAfter(words, end)) return "sets";
  // "dame una coca" with cocas in the cart: the article counts no total, it asks for one more.
  return article ? "adds" : undefined;
}

/**
 * picks18: "2 cocas nomás, no 3", "2 fantas, no 3" (trial 17 kiosk): another count denied right
 * after the line makes its count the total, a correction of the line, never more on top.
 */
function deniedCountAfter(words: Word[], end: number): boolean {
  let k = end;
  while (k < words.length && SET_WORDS.has(words[k].n) && !words[k].brk) k++;
  if (!/^no+$/.test(words[k]?.n ?? "")) return false;
  const q = quantityAt(words, k + 1);
  return !!q && !q.article && !q.dozen && (k + 1 + q.length >= words.length || words[k + 1 + q.length].brk);
}

function withRelation(m: ItemMention, relation: ItemMention["relation"]): ItemMention {
  return relation ? { ...m, relation } : m;
}

/**
 * "las cocas chicas digo, las de 500. 2", "la fanta, 3": a number alone in the message's last
 * clause counts the one product named before it without a quantity of its own.
 */
function countedAfter(words: Word[], used: boolean[], read: ItemMention[], set: (m: ItemMention, q: number) => void): void {
  let k = words.length - 1;
  while (k > 0 && !words[k].brk) k--;
  const q = k > 0 ? quantityAt(words, k) : null;
  if (!q || q.article || used[k] || k + q.length !== words.length || q.value > 50) return;
  // t21a 109: "si tienen pepsi de litro y medio y tambien unos alfajores havanna coma tres": with
  // several products named, the count is the one's whose words end right before it.
  const open = read.filter((m) => m.quantity === null && (read.length === 1 || m.query.split(" ").at(-1) === words[k - 1].n));
  if (open.length !== 1) return;
  set(open[0], q.value);
  for (let m = k; m < words.length; m++) used[m] = true;
}

export interface ItemsResult {
  items: ItemMention[];
  mentions: ItemMention[];
  /** Every word not otherwise used was part of a product phrase, a connector or politeness. */
  onlyProducts: boolean;
}

const SIZE_ADJ_WORDS = new Set(["grande", "grandes", "chica", "chicas", "chico", "chicos", "chiquita", "chiquitas", "chiquito", "mini"]);
// words25: "y despues un paquete de yerba" (t24b 016) joins the next line like "y tambien".
const CONNECTORS = new Set(["y", "e", "mas", "tambien", "ademas", "despues", "luego", "ah", "ahh", "eh", "ay", "uh", "che", "bueno", "porfa"]);
const POLITE = new Set(["por", "favor", "gracias", "hola", "buenas", "y", "e", "tambien", "che", "bueno"]);

export function extractItems(words: Word[], matcher: ProductMatcher, used: boolean[]): ItemsResult {
  const items: ItemMention[] = [];
  const mentions: ItemMention[] = [];
  const mine: boolean[] = [];
  const mark = (a: number, b: number) => {
    for (let m = a; m < b; m++) used[m] = mine[m] = true;
  };
  setAsidePurpose(words, used); // lead35: "quiero hacer una salsa, ¿qué tomate tenés?": the dish is why, never ordered
  const resumes = setAsideOccasion(words, used); // t36b 019: "necesito cosas para el asado carbon y 3 coca"
  // words38 (t37c 058): "quiero pedir de nuevo 2 coca": an adverb is never a product's words; the order goes on past it.
  const adverbs = adverbWords(words);
  for (const k of adverbs) used[k] = true;
  let afterOccasion = false; // the running list after an occasion: each thing named in it is asked for
  const before = used.slice();
  let verbAt = -10; // index just after the last order verb (and its fillers)
  let strongVerb = false;
  let listActive = false;
  let lastNames: string[] = []; // identifying words of the last order line
  let asked: ItemMention | null = null; // the product asked about whose names lastNames holds
  let uncounted: ItemMention | null = null; // the last order line said with no count, while it is the last line
  let last: { list: ItemMention[]; at: number; words?: Word[] } | null = null; // the last product phrase read
  let unitQuantity: number | null = null; // "3 botellas" said before the product they count
  const countedLines: ReadLine[] = []; // counted lines, for a size said after them as its own clause
  const read = (list: ItemMention[], m: ItemMention, said?: Word[]) => {
    if (unitQuantity !== null && m.quantity === null) {
      list = items;
      m = { ...m, quantity: unitQuantity };
    }
    unitQuantity = null;
    list.push(m);
    last = { list, at: list.length - 1, words: said };
  };
  let i = 0;
  while (i < words.length) {
    if (resumes.includes(i)) {
      // The order goes on after the occasion as after its verb: what is named there is asked for.
      verbAt = i;
      strongVerb = true;
      afterOccasion = true;
    }
    if (used[i]) {
      if (adverbs.has(i)) {
        if (verbAt === i) verbAt = i + 1;
      } else listActive = false;
      i++;
      continue;
    }
    const t = words[i].n;
    const deferred = deferralAt(words, i); // words25: "y despues vemos lo de las papas" ends the running list
    if (deferred) {
      listActive = false;
      i += deferred;
      continue;
    }
    if (ORDER_VERBS.has(t)) {
      let j = i + 1;
      while (j < words.length && !used[j] && VERB_FILLERS.has(words[j].n) && !words[j].brk) j++;
      strongVerb = STRONG_VERBS.has(t);
      verbAt = j;
      mark(i, j);
      i = j;
      continue;
    }
    const prev = words[i - 1]?.n;
    // "las 2 leches" counts; "los 2" alone, "piso 2", "número 2" do not.
    const counted = (prev !== "las" && prev !== "los") || (/^[0-9]+$/.test(t) && words[i + 1] !== undefined && !/[0-9]/.test(words[i + 1].n));
    const counts = counted && prev !== "piso" && prev !== "numero";
    // bursts40 (t38b 024): "1/2 kilo de yerba taragui y 1 kg de azucar", "medio kilo de yerba": a size with
    // its unit and "de" leading a line with no count is one pack of that size, as "1 kg de azúcar" is
    // (the "1/2" was dropped and the yerba left a mention nobody answered).
    const q = !counts ? null : (quantityAt(words, i) ?? (leadingSize(words, i) ? { value: 1, length: 0, article: true } : null));
    const isOtra = t === "otra" || t === "otro" || t === "otras" || t === "otros";
    if (q || isOtra) {
      const sized = q ? (leadingSize(words, i) ?? gramsBeforeOf(words, i, (at) => readProduct(words, at, used).words, matcher)) : null; // lists7: "1 kg de azucar" is the size, one pack; counts30: "200 de jamon" grams
      const qlen = sized ? sized.length : q ? q.length : 1;
      const span = throughFor(words, readProduct(words, i + qlen, used), used, matcher);
      if (sized && span.words.length) span.words = [...span.words, ...sized.size]; // lists7
      const said = span.words.length > 0 ? parseQuery(span.words).content : [];
      // offers37 (t36b 005): "las cervezas quilmes, 6 latas de 473": a count of units of a size and no
      // product words counts the line said just before with none, and its size narrows it (the 6 was lost).
      const unitSize = q && !span.words.length && !sized ? unitOfSize(words, i + qlen) : null;
      const uncountedBefore = last && last.list[last.at].quantity === null ? last : null;
      if (unitSize && uncountedBefore) {
        const line = uncountedBefore.list[uncountedBefore.at];
        const narrowed = [...line.query.split(" "), ...unitSize.size].map((n) => ({ n, o: n, start: 0, end: 0, brk: false }));
        const match = matcher.match(narrowed);
        uncountedBefore.list[uncountedBefore.at] = narrows(line.match, match) ? { ...line, quantity: q!.value, query: narrowed.map((w) => w.n).join(" "), match } : { ...line, quantity: q!.value };
        mark(i, unitSize.end);
        i = unitSize.end;
        continue;
      }
      // "el gallo oro, 2 paquetes", "the water, 3 bottles": the unit counts the product named
      // next to it; on its own it is no product to search for.
      if (q && said.length > 0 && said.every((t) => PACK_UNITS.has(t))) {
        const prevLine: { list: ItemMention[]; at: number } | null = last;
        if (prevLine && prevLine.list[prevLine.at].quantity === null) {
          const line = { ...prevLine.list[prevLine.at], quantity: q.value };
          prevLine.list.splice(prevLine.at, 1);
          items.push(line);
          last = { list: items, at: items.length - 1 };
        } else unitQuantity = q.value;
        mark(i, span.end);
        i = span.end;
        continue;
      }
      // "torre 2 piso 11 dpto F", "una hora": words of an address or of conversation after a
      // number are no product, whatever a big catalog holds ("Doble Hoja" is no "hora").
      if (said.length > 0 && said.every((t) => PASSING_WORDS.has(t) || NON_PRODUCT.has(t) || t.length <= 2)) {
        i++;
        continue;
      }
      // "9 de julio", "25 de mayo": a street or a date; words25: "27 de abril 300" with its house number (t24b 010).
      if (q && (span.words.length === 2 || /^[0-9]+$/.test(span.words[2]?.n ?? "")) && span.words.length <= 3 && span.words[0].n === "de" && MONTHS.has(span.words[1].n)) {
        mark(i, span.end);
        i = span.end;
        continue;
      }
      // "3 cocas de 500 y 2 de 1,5", "2 grandes y 1 chica": the product is the previous one.
      const pq = span.words.length > 0 ? parseQuery(span.words) : null;
      const lastWords = lastNames.map((n) => ({ n, o: n, start: 0, end: 0, brk: false }));
      let ofLastLine = !!pq && lastNames.length > 0 && (!!pq.size || pq.adjectives.length > 0) && pq.content.every((t) => pq.adjectives.length > 0 && !QUERY_STOPWORDS.has(t) && t.length > 0 && SIZE_ADJ_WORDS.has(t));
      // Of a product only asked about: a size that picks some of its rows, never words that find others.
      if (ofLastLine && asked) ofLastLine = !!pq?.size && narrows(asked.match, matcher.match([...lastWords, ...span.words]));
      if (ofLastLine) {
        span.words = [...lastWords, ...span.words];
        // counts19 (t19a 109): "queria fanta. 2 de la de 1.5": the count and size said right after a line
        // said with none are that line's, never a second line beside it (the count was lost).
        if (q && uncounted && last?.list === items && items[last.at] === uncounted) items.splice(last.at, 1);
        if (q && asked && mentions.includes(asked)) mentions.splice(mentions.indexOf(asked), 1);
      }
      uncounted = null;
      if (span.words.length > 0) {
        // lists7: "2 kg de harina" with no 2 kg pack is two 1 kg packs.
        const packs = sized ? sizedPacks(span.words, sized.size.length, q!.value, matcher) : null;
        if (packs) span.words = packs.words;
        let match = packs ? packs.match : matcher.match(span.words);
        // t36b 041: "fideos matarazzo coma quiero dos paquetes de tirabuzón": the count's clause narrows the family said before it.
        const prevRead: { list: ItemMention[]; at: number; words?: Word[] } | null = last;
        const narrowed = q && !isOtra && !ofLastLine && prevRead?.words && prevRead.list[prevRead.at].quantity === null ? narrowedByClause({ words: prevRead.words, match: prevRead.list[prevRead.at].match }, span.words, match, matcher) : null;
        if (narrowed && prevRead) {
          prevRead.list.splice(prevRead.at, 1);
          span.words = narrowed.words;
          match = narrowed.match;
        }
        const article = q ? q.article : true;
        const afterVerb = verbAt === i || listActive;
        const known = namesProduct(match); // "una fanta de 500"
        // words11: "y un fernet" names a kind of product the shop may not carry: not sold, never "No te entendí".
        const productWord = article && kindsOf(span.words.map((w) => w.n).join(" ")).length > 0;
        // t21b 022: "2 paquetes de fideos don vicente spaghetti" is longer than an unknown phrase is
        // trusted to be, but the shop sells most of its words: an order line, said not sold with what is near.
        // A phrase carrying its own numbers ("de 4 rollos de 120 mts") is left to the size reading below.
        const mostlySold = match.kind === "none" && match.mostlySold === true && match.partial !== true && !span.words.some((w) => /[0-9]/.test(w.n));
        if (known || ((!article || afterVerb || productWord) && (plausibleUnknown(span.words) || mostlySold) && (afterVerb || !q || q.value <= 50))) {
          read(items, withRelation({ ...mention(q ? (packs?.count ?? q.value) : 1, span.words, match, q?.dozen === true), ...(isOtra ? { another: true as const } : {}) }, relationOf(words, i, span.end, article)), span.words);
          if (q && !q.article) countedLines.push({ item: items[items.length - 1], words: span.words, end: span.end });
          lastNames = parseQuery(span.words).content.filter((t) => !SIZE_ADJ_WORDS.has(t));
          asked = null;
          mark(i, span.end);
          listActive = true;
          i = span.end;
          continue;
        }
      }
    } else if (EDIT_LEADS.has(t)) {
      // "mejor el pan chico": the product is what follows the change of mind.
      i++;
      continue;
    } else if (!QUERY_STOPWORDS.has(t) && !BOUNDARY.has(t) && (!/[0-9]/.test(t) || sizeFirst(words, i))) {
      // A product without quantity: after an order verb, in a running list, or a mention.
      const start = i > 0 && QUERY_STOPWORDS.has(words[i - 1].n) && !used[i - 1] ? i - 1 : i;
      // words11: "el 560g pan", "the 500ml coke": the size said before the product is its size.
      const lead = sizeFirst(words, i);
      const span = throughFor(words, readProduct(words, i + lead, used), used, matcher);
      if (lead && span.words.length) span.words = [...span.words, ...words.slice(i, i + lead)];
      // words13: "no pan rallado no", "¿no tenés con sal?" said in passing, or "paso a retirar" after a list, is never searched.
      const passing = span.words.length > 0 && verbAt !== i && span.words.every((w) => PASSING_WORDS.has(w.n) || QUERY_STOPWORDS.has(w.n));
      if (passing || (span.words.length > 0 && !(verbAt === i || listActive) && refused(words, start, span.end))) {
        mark(start, span.end);
        i = span.end;
        continue;
      }
      const trailing = lead ? null : trailingCount(span, clauseEnds(words, span.end), matcher); // "huevos 2": the count cut off the phrase
      if (span.words.length > 0) {
        const match = trailing?.match ?? matcher.match(span.words);
        const ordered: boolean = verbAt === i || (verbAt === start && start < i) || listActive;
        // A phrase the shop sells only in part ("coca zero": the coca, not zero) is read whole: not sold, with what is near.
        const sold = match.kind !== "none" || (match.near?.length ?? 0) > 0;
        const times = timesAt(words, span.end) ?? (trailing ? { value: trailing.value, length: 0 } : null); // words12: "arroz gallo oro 1kg x2"
        // words16 (trial 15a 108): "o sea cerveza", "quilmes si hay" name a kind the shop does not sell: a mention, never words not understood.
        // words18 (trial 17c): ordered too ("quiero hielo", "2 cocas y hielo"): a line not sold, said so, never
        // dropped — when the phrase is only the thing named and its clause ends there ("y nan no tienen?" stays a question).
        const named = !ordered || (span.words.every((w) => QUERY_STOPWORDS.has(w.n) || kindsOf(w.n).length > 0) && clauseEnds(words, span.end));
        const notSoldKind = !sold && named && kindsOf(span.words.map((w) => w.n).join(" ")).length > 0 && plausibleUnknown(span.words);
        if ((sold && (ordered || times || namesStrongly(span.words, match, matcher) || stockAskedAfter(words, i, span.end))) || (((verbAt === i && strongVerb) || (afterOccasion && listActive && clauseEnds(words, span.end))) && plausibleUnknown(span.words)) || notSoldKind) {
          read(ordered || times ? items : mentions, mention(times?.value ?? null, span.words, match), span.words);
          if (ordered && !times) {
            uncounted = items[items.length - 1];
            lastNames = parseQuery(span.words).content.filter((t) => !SIZE_ADJ_WORDS.has(t));
            asked = null;
          } else if (!ordered && !times && lastNames.length === 0 && askedInClause(words, start)) {
            // bursts40 (t38c 032): "tenes coca?" / "dame 2 de litro y medio": a count and a size with no
            // product, right after the product asked about, is that product (as after an order line).
            asked = mentions[mentions.length - 1];
            lastNames = parseQuery(span.words).content.filter((t) => !SIZE_ADJ_WORDS.has(t));
          }
          if (times) span.end += times.length;
          mark(start, span.end);
          listActive = ordered;
          i = span.end;
          continue;
        }
        // Said in passing and weak ("Av Córdoba", "Ana Sosa"): none of its words starts another
        // product ("córdoba", "sosa"); an order verb inside it still counts ("buen día quería…").
        if (sold && !ordered) {
          let k = i + 1;
          while (k < span.end && !ORDER_VERBS.has(words[k].n)) k++;
          listActive = false;
          i = k;
          continue;
        }
      }
    }
    if (!CONNECTORS.has(t) && !QUERY_STOPWORDS.has(t)) listActive = false;
    if (verbAt === i && QUERY_STOPWORDS.has(t)) verbAt = i + 1; // "quiero la coca"
    i++;
  }
  sizeAfterLine(words, used, countedLines, items, matcher);
  // Counted, a product said in passing is ordered ("la fanta, 3").
  countedAfter(words, used, [...items, ...mentions], (m, q) => {
    if (items.includes(m)) items[items.indexOf(m)] = { ...m, quantity: q };
    else items.push({ ...mentions.splice(mentions.indexOf(m), 1)[0], quantity: q });
  });
  // sizes37: "mejor la de taragui", "no, mejor el de ilolay": a change of mind opening the message names
  // no product of its own; what follows it is the product chosen (it was a mention, "No te entendí").
  let mind = 0;
  while (mind < words.length && !before[mind] && !mine[mind] && (EDIT_LEADS.has(words[mind].n) || words[mind].n === "no")) mind++;
  const changedMind = words.slice(0, mind).some((w) => EDIT_LEADS.has(w.n));
  const onlyProducts =
    mentions.length > 0 &&
    words.every((w, k) => (changedMind && k < mind) || adverbs.has(k) || (!before[k] && ((mine[k] && !ORDER_VERBS.has(w.n)) || POLITE.has(w.n) || QUERY_STOPWORDS.has(w.n))));
  return { items, mentions, onlyProducts };
}
