// picks35 (t34c 008): "el de mesa grande" with the pan lactal and manteca lists open took the biggest
// manteca (and "mesa" then found Agua de Mesa). A kind named after "de" that no offered row holds
// ("de mesa", "de salvado") says the words are about other rows, so the size word beside it picks
// nothing among these; the list whose rows the words fit answers them.
import { wordsFit } from "./products";
import { CHOICE_BIG_WORDS, CHOICE_SMALL_WORDS } from "./size-words";
import type { CatalogEntry, Word } from "./types";

/** Whether "de <word>" names a kind no offered row fits. */
export function namesOtherKind(words: Word[], catalog: CatalogEntry[], choices: string[]): boolean {
  const kinds = words.filter((w, k) => k > 0 && /^del?$/.test(words[k - 1].n) && /^[a-z]{4,}$/.test(w.n) && !CHOICE_BIG_WORDS.includes(w.n) && !CHOICE_SMALL_WORDS.includes(w.n));
  if (!kinds.length) return false;
  const offered = catalog.filter((e) => choices.includes(e.id));
  return offered.length > 0 && !offered.some((e) => wordsFit(kinds, e));
}
