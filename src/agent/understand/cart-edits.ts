// Cart edits: remove ("sacá la fanta", "sin las papas", "ya no quiero la coca"), set a quantity
// ("mejor 3 pepsi", "me equivoqué, son 3", "cambiala a 2", "las cocas que sean 4") and clear
// ("vaciá el carrito", "borrá todo", "empecemos de nuevo"), swap ("cambiame la fanta por 2 pepsi").
// The first edit, and a second one of another line said after it ("sacame la coca y el terma que
// sea 3"), chained on it (editsOf).

import { ending, FILLERS, leftAt, ofProductBefore, productBefore, productPhrase, PT_ARTICLES, skip, TAIL_OK, throwsOut, turnedDown } from "./edit-spans";
import { ORDER_VERBS } from "./item-words";
import { quantityAt } from "./numbers";
import { applySelfCorrections } from "./self-corrections";
import { ADD_VERBS, bareNumber, inTotal, MORE_VERBS, ONLY_WORDS, onlyAfter, relativeMore, totalAfterProduct, TOTAL_VERBS } from "./edit-counts";
import { clauseWords, pluralRemoveAt, removedBefore } from "./named-removes";
import { PACK_UNITS, QUERY_STOPWORDS } from "./products";
import type { CartEdit, ProductMatcher, Word } from "./types";

const REMOVE_VERBS = new Set([
  "saca", "sacame", "sacale", "sacalo", "sacala", "sacalas", "sacalos", "sacar", "saque", "saquen",
  "quita", "quitame", "quitale", "quitalo", "quitala", "quitar", "quite", "quiten", "elimina",
  "eliminame", "eliminale", "eliminar", "elimine", "borra", "borrame", "borrale", "borrar",
  "borre", "descarta", "cancela", "cancelame", "cancelar",
  // "te dije que saques el alfajor", "que quites la fanta": the subjunctive of a request.
  "saques", "quites", "borres", "elimines", "saquemos", "quitemos", "borremos",
  "sacamela", "sacamelo", "sacamelas", "sacamelos", "quitamela", "quitamelo", "quitamelas", "quitamelos",
]);
const CLEAR_VERBS = new Set([...REMOVE_VERBS, "vacia", "vaciar", "vaciame", "vacialo", "limpia", "limpiar", "limpiame"]);
const RESTART_VERBS = new Set(["empezar", "empezamos", "empecemos", "empiezo", "arrancar", "arrancamos", "arranquemos", "arranco", "volver", "volvamos"]);
const CHANGE_VERBS = new Set([
  "cambia", "cambialo", "cambiala", "cambialas", "cambialos", "cambiar", "cambiame", "cambiale", "modifica", "modificalo", "modificala",
  // "bajalo a 1", "subime las cocas a 4", "llevalo a 3"
  "bajalo", "bajala", "bajalos", "bajalas", "bajame", "bajale", "subilo", "subila", "subilos", "subilas", "subime", "subile",
  "llevalo", "llevala", "llevalos", "llevalas", "reducilo", "reducila",
]);
/** Words between "mejor" and its number: "mejor que sean 3", "mejor quería 3 de esas". */
const MEJOR_FILLERS = new Set(["que", "sean", "pone", "poneme", "ponele", "dame", "solo", "nomas", "quiero", "queria", "eran", "son"]);
/** "3 de esas", "2 de esos": the number is of the line just named. */
const OF_THOSE = new Set(["esas", "esos", "estas", "estos", "esa", "ese"]);
const LEAVE_VERBS = new Set(["deja", "dejalo", "dejala", "dejalas", "dejalos", "dejame", "dejame"]);
const CORRECTION_LEADS = new Set(["equivoque", "confundi", "decir", "corrijo", "perdon", "perdona", "disculpa", "error"]);

/** edits17: "te dije 2", "eu falei 2", "I said 2": the count said again, of the line just touched. */
const SAID_COUNT = new Set(["dije", "falei", "disse", "said", "pedi"]);
const SAID_SUBJECTS = new Set(["te", "eu", "i", "ja", "le", "lhe", "que", "yo"]);

/** "te dije", "como te dije", "ya te había dicho": the customer saying it again, at a clause's end. */
const SAID_BEFORE = /^(?:ya |como |que )*te (?:lo )?(?:dije|habia dicho|pedi|puse|escribi)\b/;

/**
 * "¿agregaste la pepsi?", "¿me anotaste las cocas?", "¿dónde está la pepsi?": a question about what
 * the cart holds (answered with the cart), never a product search for "agregaste la pepsi".
 */
const CART_CHECK = /\b(?:me |le )?(?:agregaste|anotaste|pusiste|sumaste|cargaste|agregaron|anotaron|pusieron)\b/;
/** "¿dónde está la pepsi?": about the cart when it names a product (never "¿dónde está el local?"). */
const WHERE_IS = /\bdonde (?:esta|estan|quedo|quedaron)\b/;

/**
 * questions35 (t34c 012): "¿cuántas mayonesas tengo?", "cuántas cocas llevo en el carrito": how many of
 * a product the cart holds. Ending there keeps "cuántos días tengo para pagar" out.
 */
const COUNT_IN_CART = /\b(?:cuantas|cuantos) (?:[a-z]+ ){1,3}(?:tengo|llevo|puse|pedi|me anotaste|van)(?: (?:en el carrito|en mi carrito|en el pedido|anotad[oa]s|hasta ahora|ya|entonces|al final))?$/;

/** "¿cuántas X tengo?": answered from the cart's lines, never a search for what it names. */
export const countsCartLine = (normalized: string): boolean => COUNT_IN_CART.test(normalized);

export function asksAboutCart(normalized: string, namesProduct: boolean): boolean {
  return CART_CHECK.test(normalized) || COUNT_IN_CART.test(normalized) || (namesProduct && WHERE_IS.test(normalized));
}

/**
 * questions35 (t34c 012): "sacame una, y agregame 1 ketchup": the count's clause ends where an
 * order of another product starts, so the removal is of the line in play, never lost.
 */
function orderFollows(words: Word[], k: number): boolean {
  const at = words[k]?.n === "y" || words[k]?.n === "e" ? k + 1 : k;
  return at > k || words[k]?.brk === true ? ORDER_VERBS.has(words[at]?.n ?? "") : false;
}

export interface CartEditResult {
  edit: CartEdit | null;
}

/** The clause ends at k: the message's end, a break, or only politeness after it. */
const closes = (words: Word[], k: number) => k >= words.length || words[k].brk || ending(words, k);

/** "no la pedí", "no te pedí", "no lo encargué": where the words after "no" that say it was never ordered end; 0 when they are not. */
function notOrdered(words: Word[], i: number): number {
  let k = i + 1;
  if (["la", "lo", "las", "los", "te", "les"].includes(words[k]?.n ?? "") && !words[k].brk) k++;
  return ["pedi", "pedimos", "encargue", "ordene", "agregue"].includes(words[k]?.n ?? "") && !words[k].brk ? k + 1 : 0;
}

/** "[verb] N (más) de cada una/uno (más)": N of every line just ordered, on top with a verb of adding or "más". */
function eachLine(words: Word[], i: number, used: boolean[]): { start: number; end: number; edit: CartEdit } | null {
  const verb = MORE_VERBS.has(words[i].n) ? 1 : 0;
  const q = quantityAt(words, i + verb);
  if (!q) return null;
  let k = i + verb + q.length;
  const moreBefore = words[k]?.n === "mas";
  if (moreBefore) k++;
  if (words[k]?.n === "de") k++;
  if (words[k]?.n !== "cada") return null;
  const named = ["una", "uno", "cosa", "producto"].includes(words[k + 1]?.n ?? "");
  if (!named && words[k + 1] && !words[k + 1].brk && words[k + 1].n !== "mas") return null; // "2 de cada color": not the lines
  let end = k + (named ? 2 : 1);
  const moreAfter = words[end]?.n === "mas";
  if (moreAfter) end++;
  for (let m = i; m < end; m++) if (used[m]) return null;
  // "sacame 1 de cada uno": one less of each.
  if (i > 0 && REMOVE_VERBS.has(words[i - 1].n) && !used[i - 1]) return { start: i - 1, end, edit: { kind: "adjust", delta: -q.value, query: null, match: null, each: true } };
  const adds = moreBefore || moreAfter || ADD_VERBS.has(words[i].n);
  return { start: i, end, edit: adds ? { kind: "adjust", delta: q.value, query: null, match: null, each: true } : { kind: "set_quantity", quantity: q.value, query: null, match: null, each: true } };
}

/** After "sacá del carrito": a product (with its quantity, "2 de las cocas") is what comes out, not everything. */
function fromTheCart(words: Word[], k: number, used: boolean[], matcher: ProductMatcher): { end: number; edit: CartEdit } | null {
  let at = skip(words, k, FILLERS, used);
  const q = quantityAt(words, at);
  if (q) at = skip(words, at + q.length, FILLERS, used);
  const p = productPhrase(words, at, used, matcher, false);
  if (!p) return null;
  return { end: p.end, edit: q ? { kind: "adjust", delta: -q.value, query: p.query, match: p.match } : { kind: "remove", query: p.query, match: p.match } };
}

/** "cambiá X por N (de) Y": X removed, then Y set to N (added when not in the cart); only with the count said. */
function swapEdit(words: Word[], i: number, used: boolean[], matcher: ProductMatcher): { end: number; edit: ChainedEdit } | null {
  let por = i + 1;
  while (por < words.length && por - i <= 6 && words[por].n !== "por" && !(por > i + 1 && words[por].brk)) por++;
  if (words[por]?.n !== "por" || por === i + 1) return null;
  const from = productBefore(words, por, used, matcher, i + 1);
  if (!from) return null;
  const at = skip(words, por + 1, FILLERS, used);
  const q = quantityAt(words, at);
  if (!q) return null;
  const to = productPhrase(words, skip(words, at + q.length, FILLERS, used), used, matcher, false);
  if (!to) return null;
  return { end: to.end, edit: { kind: "remove", query: from.query, match: from.match, next: { kind: "set_quantity", quantity: q.value, query: to.query, match: to.match } } };
}

/** An edit with the one said in a later clause of the same message ("sacame la coca. y el terma que sea 3"). */
type ChainedEdit = CartEdit & { next?: CartEdit };

/** Every edit a message makes, in the order said. */
export function editsOf(edit: CartEdit | null): CartEdit[] {
  const out: CartEdit[] = [];
  for (let e: ChainedEdit | undefined = edit ?? undefined; e && out.length < 4; e = e.next) out.push(e);
  return out;
}

export function extractCartEdit(words: Word[], matcher: ProductMatcher, used: boolean[]): CartEditResult {
  applySelfCorrections(words, matcher, used); // "3 cocas, no, 4": the line's own count, before any edit is read
  const first = firstEdit(words, matcher, used).edit;
  if (!first || first.kind === "clear" || ("each" in first && first.each)) return { edit: first };
  // More edits of other lines, said after the first ("sacame la coca y el terma que sea 3", "mejor
  // 4 alfajores. y la pepsi sacamela"): every one kept, in the order said.
  const later: CartEdit[] = [];
  while (later.length < 2) {
    const next = firstEdit(words, matcher, used).edit;
    if (!next || next.kind === "clear" || ("each" in next && next.each) || !("match" in next) || !next.match) break;
    later.push(next);
  }
  // Each edit keeps its own next (a swap's "in" half), the later ones after it.
  const chain = [first, ...later].reduceRight<ChainedEdit | undefined>((rest, e) => (rest ? withTail(e, rest) : e), undefined);
  return { edit: chain ?? first };
}

function withTail(edit: ChainedEdit, tail: ChainedEdit): ChainedEdit {
  return { ...edit, next: edit.next ? withTail(edit.next, tail) : tail };
}

function firstEdit(words: Word[], matcher: ProductMatcher, used: boolean[]): CartEditResult {
  const mark = (a: number, b: number) => {
    for (let m = a; m < b; m++) used[m] = true;
  };
  // "ponele 2 de cada una", "que sean 4 de cada", "una más de cada uno": every line just ordered.
  for (let i = 0; i < words.length; i++) {
    const each = used[i] ? null : eachLine(words, i, used);
    if (each) {
      mark(each.start, each.end);
      return { edit: each.edit };
    }
  }
  let correctionLead = false;
  for (let i = 0; i < words.length; i++) {
    if (used[i]) continue;
    const t = words[i].n;
    const n1 = words[i + 1]?.n;
    const n2 = words[i + 2]?.n;
    if (CORRECTION_LEADS.has(t)) correctionLead = true;

    // Clear.
    if (CLEAR_VERBS.has(t)) {
      const k = skip(words, i + 1, FILLERS, used);
      const w = words[k]?.n;
      const bareVerb = !w && ["vacia", "vaciar", "vacialo", "limpia"].includes(t);
      // "sacar del carrito la coca de 2 litros": the cart named, then what to take out of it.
      const named = w === "carrito" || w === "pedido" ? fromTheCart(words, k + 1, used, matcher) : null;
      if (named) {
        mark(i, named.end);
        return { edit: named.edit };
      }
      if (bareVerb || ((w === "todo" || w === "toda") && !["bien", "eso", "esto"].includes(words[k + 1]?.n ?? "")) || w === "carrito" || (w === "pedido" && t !== "cancela" && t !== "cancelar" && t !== "cancelame")) {
        mark(i, Math.min(words.length, k + 1));
        return { edit: { kind: "clear" } };
      }
    }
    if (RESTART_VERBS.has(t) && (n1 === "de" || n1 === "a") && (n2 === "nuevo" || n2 === "cero")) {
      mark(i, i + 3);
      return { edit: { kind: "clear" } };
    }

    // edits17: "sacalas", "remove them", "sacá todo eso": every line the last change named, out.
    const them = removedBefore(words, i, used, matcher, FILLERS) ? 0 : pluralRemoveAt(words, i, used, (k) => closes(words, k));
    if (them) return mark(i, them), { edit: { kind: "set_quantity", quantity: 0, query: null, match: null, each: true } };

    // words32 (t31a 043): "el havanna sacalo mejor" — a closing verb softened after it names the line before it, never "mejor".
    const closing = removedBefore(words, i, used, matcher, FILLERS);
    if (closing && words[i + 1] && !words[i + 1].brk && words[i + 1].n !== "y") {
      let end = i + 1;
      while (end < words.length && !words[end].brk && words[end].n !== "y") end++;
      return mark(closing.start, end), { edit: closing.edit };
    }
    // Remove.
    // "las light sacalas, quiero 2 de la original": a verb closing its clause takes no object from the next one.
    if ((REMOVE_VERBS.has(t) || throwsOut(words, i)) && !words[i + 1]?.brk && !(t.startsWith("cancela") && (n1 === "mi" || n1 === "el") && n2 === "pedido")) {
      let k = skip(words, i + 1, throwsOut(words, i) ? PT_ARTICLES : FILLERS, used);
      const q = quantityAt(words, k);
      if (q) k = skip(words, k + q.length, FILLERS, used);
      const p = productPhrase(words, k, used, matcher, true);
      // "sacame un alfajor", "sacá 2 pepsi", "sacame una": that many, not the whole line.
      if (q && (p || ending(words, k) || orderFollows(words, k))) {
        mark(i, p ? p.end : k);
        return { edit: { kind: "adjust", delta: -q.value, query: p?.query ?? null, match: p?.match ?? null } };
      }
      if (p) {
        mark(i, p.end);
        return { edit: { kind: "remove", query: p.query, match: p.match } };
      }
      // "sacame la lata esa q no la pedí", "sacá la de litro": words that name a cart line, not a product.
      const raw = q ? null : clauseWords(words, k, used, FILLERS);
      if (raw) return mark(i, raw.end), { edit: { kind: "remove", query: raw.query, match: { kind: "none", query: raw.query } } };
    }
    // "LA LATA 1890 SACALA", "las papas sacalas": the line named first, the verb closing the clause.
    const named = removedBefore(words, i, used, matcher, FILLERS);
    if (named) return mark(named.start, i + 1), { edit: named.edit };
    // "dejá las papas", "deja la coca nomás": the line left out (never "dejá en 2", never a search for "deja").
    if ((t === "deja" || t === "dejame") && n1 !== "en" && n1 !== "de") {
      // "dejá 2 de la original": that many left of it, the line's total.
      const kept = leftAt(words, i + 1, used, matcher);
      if (kept) return mark(i, kept.end), { edit: kept.edit };
      const p = productPhrase(words, skip(words, i + 1, FILLERS, used), used, matcher, false);
      if (p && ending(words, p.end)) {
        mark(i, p.end);
        return { edit: { kind: "remove", query: p.query, match: p.match } };
      }
    }
    // "una más", "2 más", "otra", "y otra más", "sumale una": more of the named or the last line.
    const more = relativeMore(words, i, used, matcher);
    if (more) {
      mark(more.start, more.end);
      return { edit: { kind: "adjust", delta: more.delta, query: more.product?.query ?? null, match: more.product?.match ?? null } };
    }
    // edits16: "la manteca sancor no la pedí", "no pedí manteca sancor": a line the customer never ordered, out.
    const neverOrdered = t === "no" ? notOrdered(words, i) : 0;
    if (neverOrdered > 0 && i > 0 && closes(words, neverOrdered)) {
      const b = productBefore(words, i, used, matcher, 0);
      if (b && (b.start === 0 || words[b.start].brk || QUERY_STOPWORDS.has(words[b.start - 1].n) || words[b.start - 1].n === "no")) return mark(b.start, neverOrdered), { edit: { kind: "remove", query: b.query, match: b.match } };
    }
    if (neverOrdered > 0 && (i === 0 || words[i].brk || ["ya", "si", "pero", "yo"].includes(words[i - 1].n))) {
      const p = productPhrase(words, skip(words, neverOrdered, FILLERS, used), used, matcher, false);
      if (p && closes(words, p.end)) return mark(i, p.end), { edit: { kind: "remove", query: p.query, match: p.match } };
    }
    if (t === "no" && n1 === "quiero") {
      let k = skip(words, i + 2, new Set([...FILLERS, "mas", "ninguna", "ninguno", "ningun"]), used);
      const p = productPhrase(words, k, used, matcher, false);
      if (p) {
        mark(i, p.end);
        return { edit: { kind: "remove", query: p.query, match: p.match } };
      }
    }
    // "noo 24 mantecas no! 1 manteca y …": a quantity turned down with more said after it is no
    // edit of its own; the line said next sets the total (retail's restated.ts).
    const refused = turnedDown(words, i, used, matcher);
    if (refused !== null) {
      mark(refused, i + 1);
      continue;
    }
    // "la fanta no": a product then a bare "no" closing the clause.
    if (t === "no" && i > 0 && (!words[i + 1] || words[i + 1].brk) && !["o", "y", "que", "si", "como", "porque"].includes(words[i - 1].n)) {
      const b = productBefore(words, i, used, matcher, 0);
      if (b && (b.start === 0 || words[b.start].brk || QUERY_STOPWORDS.has(words[b.start - 1].n))) {
        mark(b.start, i + 1);
        return { edit: { kind: "remove", query: b.query, match: b.match } };
      }
    }
    // questions35 (t34c 014): "no, de leche nada entonces": "de" + a product + "nada" closing the clause
    // wants none of it (never "quiero leche, nada más", whose "nada" starts its own clause).
    if (t === "nada" && i > 1 && !words[i].brk && words[i + 1]?.n !== "mas" && closes(words, i + 1)) {
      const b = productBefore(words, i, used, matcher, 0);
      const de = !b ? -1 : words[b.start].n === "de" ? b.start : b.start - 1;
      if (b && words[de]?.n === "de" && (de === 0 || words[de].brk || ["no", "y", "bueno", "ok", "entonces", "pero", "ah"].includes(words[de - 1].n))) {
        mark(de, i + 1);
        return { edit: { kind: "remove", query: b.query, match: b.match } };
      }
    }
    const clauseStart = i === 0 || words[i].brk || ["pero", "mejor", "y", "ahora", "entonces", "bueno", "ok", "dale", "si", "no"].includes(words[i - 1].n);
    if (t === "sin" && clauseStart) {
      const p = productPhrase(words, skip(words, i + 1, FILLERS, used), used, matcher, false);
      if (p) {
        mark(i, p.end);
        return { edit: { kind: "remove", query: p.query, match: p.match } };
      }
      // "sin X" of nothing sold lets X go, never a search: X said before it (t19b 003) or a short clause (t29c 004 "ok sin fernet entonces.").
      const named = words[i + 1] && !words[i + 1].brk && words.slice(0, i).some((w) => w.n === words[i + 1].n);
      const end = [...words.keys()].find((j) => j > i + 1 && words[j].brk) ?? words.length;
      if (named && (!words[i + 2] || words[i + 2].brk)) mark(i, i + 2);
      else if (end > i + 1 && end - i <= 4) mark(i, end);
    }

    // "cambiame las de 1,5 por 2 de 500": the line out, that many of the other in.
    if (CHANGE_VERBS.has(t)) {
      const swap = swapEdit(words, i, used, matcher);
      if (swap) {
        mark(i, swap.end);
        return { edit: swap.edit };
      }
    }

    // Set quantity.
    let qAt = -1;
    let before = i; // product words may sit before this index ("las cocas que sean 3")
    let minStart = 0;
    if ((t === "sean" || t === "sea") && words[i - 1]?.n === "que") before = i - 1;
    if (t === "mejor") qAt = skip(words, i + 1, MEJOR_FILLERS, used);
    else if (t === "sean" || t === "serian" || (t === "sea" && words[i - 1]?.n === "que")) qAt = i + 1; // "y el terma que sea 3"
    else if (clauseStart && inTotal(words, i)) qAt = i; // "la pepsi, 3 en total"
    else if (["son", "eran", "sao", "eram"].includes(t) && !["cuanto", "cuantos", "que", "cuantas", "quantos", "quantas"].includes(words[i - 1]?.n ?? "")) qAt = i + 1;
    else if (SAID_COUNT.has(t) && (clauseStart || SAID_SUBJECTS.has(words[i - 1]?.n ?? ""))) qAt = i + 1; // edits17: "te dije 2", "eu falei 2 latas", "I said 2"
    else if (CHANGE_VERBS.has(t)) {
      let k = i + 1;
      while (k < words.length && k - i <= 5 && words[k].n !== "a" && words[k].n !== "por") k++;
      qAt = k + 1;
      before = k; // "cambiá la fanta a 2"
      minStart = i + 1;
    } else if (LEAVE_VERBS.has(t) && n1 === "en") qAt = i + 2;
    else if (ONLY_WORDS.has(t) && clauseStart) qAt = i + 1; // "solo 1", "no, solamente 2"
    else if (TOTAL_VERBS.has(t) && (clauseStart || ofProductBefore(words, i, used, matcher)) && bareNumber(words, i + 1)) qAt = i + 1; // "ponele 3", "dame 2 nomás", "y de la original poneme 2"
    else if (clauseStart && onlyAfter(words, i)) qAt = i; // "no, 2 nomás"
    else if (clauseStart && totalAfterProduct(words, i)) qAt = i; // edits16: "2 pepsi nomás", "3 no!! 2 pepsi en total"
    else if (correctionLead && (i === 0 || words[i].brk || CORRECTION_LEADS.has(words[i - 1].n))) qAt = i;
    if (qAt >= 0 && qAt < words.length && !used[qAt]) {
      const q = quantityAt(words, qAt);
      if (q && !(words[qAt + q.length]?.n === "de" && words[qAt + q.length + 1]?.n === "la")) {
        const ofThose = words[qAt + q.length]?.n === "de" && OF_THOSE.has(words[qAt + q.length + 1]?.n ?? "");
        const after = qAt + q.length + (ofThose ? 2 : 0);
        // "eran 2 te dije", "son 3 como te dije": a reproach after the number, never a product ("té").
        const reproach = SAID_BEFORE.test(words.slice(after).map((w) => w.n).join(" "));
        const p = reproach ? null : productPhrase(words, after, used, matcher, t !== "son" && t !== "eran");
        if (p) {
          mark(i, p.end);
          return { edit: { kind: "set_quantity", quantity: q.value, query: p.query, match: p.match } };
        }
        const next = words[after];
        // "son 3 cuadras", "perdón, 3 horas": a number followed by other words is not an edit.
        if (next && !next.brk && !TAIL_OK.has(next.n) && !PACK_UNITS.has(next.n) && !reproach) continue; // "mejor 2 paquetes" counts the line; "eran 2 te dije" too
        const b = productBefore(words, before, used, matcher, minStart);
        mark(b ? Math.min(b.start, i) : i, after);
        return { edit: { kind: "set_quantity", quantity: q.value, query: b ? b.query : null, match: b ? b.match : null } };
      }
    }
  }
  return { edit: null };
}
