// A product phrase read from a word on ("un paquete de arroz gallo", "dulce de leche la serenisima
// colonial de 400", "agua con gas"): where it stops (a boundary, a break, a new quantity, an order
// verb) and which sizes and units belong to it; and whether unknown text still looks like a
// product's name. Its own room: the order lines (items.ts), the cart edits (edit-spans.ts) and the
// questions (questions.ts) all read their products through it.
import { quantityAt, sizeAt, timesAt, wordNumber } from "./numbers";
import { FLOUR_GRADE, sizeOrUnit, PACK_UNITS, QUERY_STOPWORDS, shapeUnitOf, WITH_VARIANT } from "./products";
import { TEA } from "./tea";
import { BOUNDARY, NON_PRODUCT, sameWordAround, ofNoProduct, ORDER_VERBS, VERB_FILLERS } from "./item-words";
import type { ProductMatcher, Word } from "./types";

const MAX_PRODUCT_WORDS = 6;
/** Lengths a roll is sold by ("120 mts"): no volume or mass, still a size. */
const LENGTH_UNITS = new Set(["m", "mt", "mts", "metro", "metros"]);

export interface ProductSpan {
  end: number; // exclusive
  words: Word[];
}

/**
 * t36c 019: "1 kg de harina 2 de azucar": a bare count, "de", then a word that is no size or unit
 * after a product's words is the next line ("2 de azucar"), never a size of the first ("harina 2
 * de azucar" was searched as one phrase). "coca de 2 de litro", "harina 2 de 500" keep their size.
 */
function countOfProduct(words: Word[], k: number): boolean {
  const of = words[k + 1];
  const head = words[k + 2];
  return of?.n === "de" && !!head && !head.brk && /^[a-z]{3,}$/.test(head.n) && !QUERY_STOPWORDS.has(head.n) && !BOUNDARY.has(head.n) && !sizeOrUnit(head.n) && !SIZE_WORDS.has(head.n) && !sizeAt(words, k + 2);
}

/** Read a product phrase from words[i], stopping at boundaries, breaks and new quantities. */
export function readProduct(words: Word[], i: number, used: boolean[]): ProductSpan {
  const out: Word[] = [];
  let k = i;
  // "papel higienico higienol de 4 rollos de 120 mts": a size closing the phrase belongs to it past the cap.
  const sized = (j: number) => !!sizeAt(words, j)?.size.dim || (/^[0-9]+$/.test(words[j]?.n ?? "") && LENGTH_UNITS.has(words[j + 1]?.n ?? ""));
  // swaps21 (t20b 012): "dulce de leche la serenisima colonial de 400": a bare number after "de" that closes the
  // phrase is its size too (the row's "400 Gr"), never dropped at the cap (both rows were asked about).
  const closes = (j: number) => j >= words.length || words[j].brk || BOUNDARY.has(words[j].n);
  const bareSize = (j: number) => /^[0-9]+(?:[.,][0-9]+)?$/.test(words[j]?.n ?? "") && closes(j + 1);
  const sizeTail = (k: number) =>
    (words[k].n === "de" && (sized(k + 1) || bareSize(k + 1))) || (out.at(-1)?.n === "de" && (sized(k) || bareSize(k))) || (out.at(-2)?.n === "de" && /^[0-9]+$/.test(out.at(-1)!.n) && LENGTH_UNITS.has(words[k].n));
  while (k < words.length && (out.length < MAX_PRODUCT_WORDS || sizeTail(k))) {
    const w = words[k];
    if (used[k] || w.email || (k > i && w.brk) || (out.length > 0 && (timesAt(words, k) || ORDER_VERBS.has(w.n)))) break; // words29 (t28b 011): "un pedido me mandas 2 kg de yerba": an order verb starts the next line
    const t = w.n;
    // "un paquete de arroz gallo": the unit word and its "de" lead to the product; words13: so does the shape butter comes in ("un pan de manteca").
    const unit = PACK_UNITS.has(t) || shapeUnitOf(t, words[k + 2]?.n ?? "") || t === "medio" || t === "cuarto"; // words14: "medio de jamón", "un cuarto de queso": an amount of it
    if (out.length === 0 && unit && words[k + 1]?.n === "de" && words[k + 2] && !words[k + 2].brk && !BOUNDARY.has(words[k + 2].n)) {
      k += 2;
      continue;
    }
    // "3 botellas agua villa del sur": the unit, then the product without "de".
    const after = words[k + 1];
    if (out.length === 0 && PACK_UNITS.has(t) && after && !after.brk && !used[k + 1] && !BOUNDARY.has(after.n) && !QUERY_STOPWORDS.has(after.n) && !/[0-9]/.test(after.n)) {
      k++;
      continue;
    }
    if (FLOUR_GRADE.test(t) && out.length > 0) { // words13: the flour grade "000" is a word of the name, never a count
      out.push(w);
      k++;
      continue;
    }
    if (/[0-9]/.test(t) || t === "litro" || t === "medio" || t === "kilo") {
      const s = sizeAt(words, k);
      const afterS = words[k + (s?.length ?? 1)];
      const prevDe = out.length > 0 && out[out.length - 1].n === "de";
      // A bare integer followed by more product text starts a new line ("2 coca 3 fanta").
      const startsNew = (!prevDe || ofNoProduct(out)) && s?.length === 1 && /^[0-9]+$/.test(t) && afterS && !afterS.brk && !BOUNDARY.has(afterS.n) && (!QUERY_STOPWORDS.has(afterS.n) || countOfProduct(words, k));
      if (s && !startsNew && (out.length > 0 || k === i)) {
        for (let m = 0; m < s.length; m++) out.push(words[k + m]);
        k += s.length;
        continue;
      }
      break;
    }
    // "la coca era de 500": the verb joins the product and its size.
    if (out.length > 0 && ["era", "es", "sea", "eran", "son", "sean"].includes(t) && words[k + 1]?.n === "de" && sizeAt(words, k + 2)) {
      k++;
      continue;
    }
    // "agua con gas", "café con leche": "con" joins a product and its variant; "bon o bon" is one name (sameWordAround).
    if (out.length > 0 && ((t === "con" && WITH_VARIANT.has(words[k + 1]?.n ?? "")) || sameWordAround(words, k, out))) {
      out.push(w, words[k + 1]);
      k += 2;
      continue;
    }
    if (BOUNDARY.has(t)) break;
    // "yerba de un kilo", "leche de un litro": a size, not a new line (voice-to-text run-ons).
    // t20b 013: "pepsi de dos litros y cuarto": a number in words with its unit after "de" is the size too.
    const unitSize = (t === "un" || t === "una" || wordNumber(t) !== null) && out.length > 0 && out[out.length - 1].n === "de" ? sizeAt(words, k) : null;
    if (unitSize && unitSize.length >= 2 && unitSize.size.dim !== null) {
      out.push(...words.slice(k, k + unitSize.length));
      k += unitSize.length;
      continue;
    }
    if (out.length > 0 && quantityAt(words, k) && !["un", "una", "uno", "media", "otra", "otro"].includes(t)) break;
    if (out.length > 0 && (t === "una" || t === "un" || t === "otra" || t === "otro" || t === "media")) break;
    out.push(w);
    k++;
  }
  // Trailing "de"/articles are not part of the product.
  while (out.length > 0 && QUERY_STOPWORDS.has(out[out.length - 1].n)) {
    out.pop();
    k--;
  }
  return { end: k, words: out };
}

const SIZE_WORDS = new Set(["ml", "l", "lt", "lts", "litro", "litros", "cc", "g", "gr", "grs", "kg", "kilo", "kilos", "gramos", "medio"]);

/** Unknown product text that still looks like a product name ("hamburguesas", "pizza grande"). */
export function plausibleUnknown(words: Word[]): boolean {
  const content = words.filter((w) => !QUERY_STOPWORDS.has(w.n) && !SIZE_WORDS.has(w.n) && !/^[0-9][0-9.,]*[a-z]*$/.test(w.n));
  if (content.length === 0 || content.length > 3 || (content.every((w) => sizeOrUnit(w.n)) && content.some((w) => PACK_UNITS.has(w.n)))) return false; // products9: "2 big bottles"
  return content.every((w) => (/^[a-z]{3,}$/.test(w.n) || w.n === TEA) && !NON_PRODUCT.has(w.n) && !ORDER_VERBS.has(w.n) && !VERB_FILLERS.has(w.n));
}

/**
 * lead35: "quiero 2 salsa para pizza cica": "para" ends a phrase ("2 cocas para mi mamá"), but a
 * product named with it ("Salsa para Pizza Cica") is read whole when the longer phrase names
 * products word for word (the count went to "pizza cica" and 1 was added, not 2).
 */
export function throughFor(words: Word[], span: ProductSpan, used: boolean[], matcher: ProductMatcher): ProductSpan {
  const at = span.end;
  if (!span.words.length || words[at]?.n !== "para" || words[at].brk || used[at] || !matcher.exact) return span;
  const tail = readProduct(words, at + 1, used);
  if (!tail.words.length) return span;
  const whole = [...span.words, words[at], ...tail.words];
  return matcher.match(whole).kind !== "none" && matcher.exact(whole) ? { end: tail.end, words: whole } : span;
}

