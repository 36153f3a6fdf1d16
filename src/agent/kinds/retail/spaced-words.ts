// offers36 (t35b 033): "y 1 de polenta presto pronta" was answered `No tengo "de polenta presto pronta"`
// above the two Prestopronta rows: the words were the product's, written apart ("presto pronta" for
// "Prestopronta"), and the "de" after the count is no part of them. A near row whose name holds every
// word said, two words written apart counted as its one word, is what was asked: offered without
// "No tengo"; a quote of what is not sold never starts with that "de".
import { fold } from "../../../lib/fold";

const words = (s: string): string[] => fold(s).replace(/[^\p{L}\d]+/gu, " ").trim().split(" ").filter(Boolean);

/** "de polenta" after a count: the words of the product, without the "de"/"of" that joined them to the count. */
export function withoutLeadingDe(query: string): string {
  return query.replace(/^\s*(?:de|del|of)\s+(?=\S)/i, "");
}

/** Whether the name holds every word said, a pair said apart fitting one of its words ("presto pronta"). */
export function namedSpacedApart(query: string, name: string): boolean {
  const said = words(withoutLeadingDe(query));
  const own = new Set(words(name));
  if (said.length < 2) return false;
  let apart = false;
  for (let i = 0; i < said.length; i++) {
    if (own.has(said[i])) continue;
    if (i + 1 < said.length && own.has(said[i] + said[i + 1])) {
      apart = true;
      i++;
      continue;
    }
    return false;
  }
  return apart;
}
