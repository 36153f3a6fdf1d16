// Removes that name a cart line by words the catalog may not read as one product: "sacame la
// lata esa q no la pedí" (the clause's own words, cut where an aside starts) and "LA LATA 1890
// SACALA" (the line named first, the verb closing the clause). Which line those words fit is
// decided against the cart (retail's cart-words.ts).
import { QUERY_STOPWORDS } from "./products";
import { PASSING_WORDS } from "./items";
import { NEVER_PRODUCT_WORDS } from "./not-products";
import type { CartEdit, ProductMatcher, Word } from "./types";

/** "sacala", "sacalos": a remove verb whose object is already said, before it. */
const PRONOUN_REMOVES = new Set([
  "sacala", "sacalo", "sacalas", "sacalos", "quitala", "quitalo", "quitalas", "quitalos", "borrala", "borralo", "borralas", "borralos",
  // "y las papas dejalas": left out of the order (a bare "dejalo" lets go of what is under way: retail's rules.ts).
  "dejala", "dejalas", "dejalos",
  // "y la pepsi sacamela, poneme una fanta": the dative clitic before the object's.
  "sacamela", "sacamelo", "sacamelas", "sacamelos", "quitamela", "quitamelo", "quitamelas", "quitamelos",
  "borramela", "borramelo", "borramelas", "borramelos", "sacasela", "sacaselo",
]);
/** A clause's own words cut where an aside starts ("la lata esa q no la pedí"). */
const ASIDE_STARTS = new Set(["que", "q", "porque", "xq", "y", "pero", "si"]);

/** The content words from k to the clause's end or aside (none when only fillers are left). */
export function clauseWords(words: Word[], k: number, used: boolean[], fillers: Set<string>): { query: string; end: number } | null {
  const out: string[] = [];
  let j = k;
  for (; j < words.length && j - k < 6; j++) {
    if (used[j] || (j > k && words[j].brk) || ASIDE_STARTS.has(words[j].n)) break;
    if (!QUERY_STOPWORDS.has(words[j].n) && !fillers.has(words[j].n)) out.push(words[j].n);
  }
  return out.length ? { query: out.join(" "), end: j } : null;
}

/** words32 (t31a 043): words after a closing remove verb that only soften or time it ("el havanna sacalo mejor", "sacala porfa"). */
const AFTER_VERB_ONLY = new Set(["mejor", "porfa", "porfis", "plis", "pls", "please", "por", "favor", "nomas", "noma", "ya", "entonces", "tambien", "igual", "che", "gracias", "dale", "xfa", "pf"]);

/** Whether the clause ends at k, past words that only soften the verb (a later "y" starts another clause). */
export function closesAfterSoftening(words: Word[], k: number): boolean {
  for (; k < words.length; k++) {
    if (words[k].brk || words[k].n === "y") return true;
    if (!AFTER_VERB_ONLY.has(words[k].n)) return false;
  }
  return true;
}

/** "la lata 1890 sacala", "y las papas dejalas": the words before a closing remove verb, as a removal. */
export function removedBefore(words: Word[], i: number, used: boolean[], matcher: ProductMatcher, fillers: Set<string>): { start: number; edit: CartEdit } | null {
  if (!PRONOUN_REMOVES.has(words[i].n) || i === 0 || words[i].brk || !closesAfterSoftening(words, i + 1)) return null;
  let a = i;
  while (a > 0 && !used[a - 1] && !words[a].brk && !ASIDE_STARTS.has(words[a - 1].n)) a--;
  // words13 (trial 12): "bueno dejala", "ok dejalo" let go of what is under way; "bueno" names no line.
  const named = words.slice(a, i).filter((w) => !QUERY_STOPWORDS.has(w.n) && !fillers.has(w.n) && !PASSING_WORDS.has(w.n) && !NEVER_PRODUCT_WORDS.has(w.n));
  if (!named.length || named.length > 5) return null;
  return { start: a, edit: { kind: "remove", query: named.map((w) => w.n).join(" "), match: matcher.match(words.slice(a, i)) } };
}

/** edits17: "sacalas", "remove them", "tira elas": a plural object already said, the lines the last change named. */
const PLURAL_PRONOUN_VERBS = new Set([
  "sacalas", "sacalos", "quitalas", "quitalos", "borralas", "borralos", "eliminalas", "eliminalos",
  "sacamelas", "sacamelos", "quitamelas", "quitamelos", "borramelas", "borramelos", "tiralas", "tiralos",
]);
/** A verb, then words meaning "them" / "all of that" ("remove them", "sacá todo eso", "tira elas", "sacá las dos"). */
const VERBS_BEFORE_THEM = new Set(["saca", "sacame", "quita", "quitame", "borra", "borrame", "elimina", "tira", "tire", "retira", "remove", "delete", "take", "tirar", "sacar", "quitar"]);
const THEM = [["them"], ["them", "out"], ["them", "both"], ["both"], ["elas"], ["eles"], ["todo", "eso"], ["todo", "esto"], ["tudo", "isso"], ["esas"], ["esos"], ["estas"], ["estos"], ["esas", "dos"], ["esos", "dos"], ["las", "dos"], ["los", "dos"], ["ambas"], ["ambos"], ["as", "duas"], ["os", "dois"]];

/** Where the words saying "remove them" end (0 when they do not), with the clause closing after them. */
export function pluralRemoveAt(words: Word[], i: number, used: boolean[], closes: (k: number) => boolean): number {
  if (used[i]) return 0;
  if (PLURAL_PRONOUN_VERBS.has(words[i].n)) {
    // "las papas sacalas" names its line (removedBefore); a bare one closing its clause means the last lines.
    return closes(i + 1) ? i + 1 : 0;
  }
  if (!VERBS_BEFORE_THEM.has(words[i].n)) return 0;
  for (const them of THEM) {
    const end = i + 1 + them.length;
    if (them.every((w, j) => words[i + 1 + j]?.n === w && !used[i + 1 + j] && !words[i + 1 + j].brk) && closes(end)) return end;
  }
  return 0;
}
