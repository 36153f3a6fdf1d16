import { fold } from "../lib/fold";
import { PACK_UNITS } from "./understand/products";

// A second reading of words the catalog's search did not find as said: diminutives undone
// ("aguitas" → "aguas", "salamines" → "salame", "pancitos" → "pan") and the units a customer
// counts in dropped ("2 potes de dulce de leche", "2 bidones de agua"). Tried only
// after the words as said found nothing whole, so "galletitas" stays galletitas. Pure.

/** Units a product is counted in, beyond the packs the understanding already knows. */
const COUNTED_IN = new Set([...PACK_UNITS, "bidon", "bidones", "bottled"]);

/** One word's plain form: "aguitas" → "aguas", "cafecito" → "cafe", "salamines" → "salame"; the word itself otherwise. */
function undiminished(word: string): string {
  if (word.length < 6) return word;
  const cito = /^(.{3,}?)(?:c|ec)it([oa])(s?)$/.exec(word);
  if (cito && /(?:n|r|e)$/.test(cito[1])) return cito[1]; // "pancito" → "pan", "cafecito" → "cafe", "jamoncito" → "jamon"
  const ito = /^(.{3,})it([oa])(s?)$/.exec(word);
  if (ito) return `${ito[1]}${ito[2]}${ito[3]}`; // "aguitas" → "aguas", "quesito" → "queso"
  const ines = /^(.{4,})in(?:es)?$/.exec(word);
  if (ines && /m$/.test(ines[1])) return `${ines[1]}e`; // "salamines" → "salame"
  return word;
}

/** The words read plainer, or null when there is nothing plainer to try. */
export function plainerQuery(query: string): string | null {
  const words = query.split(/\s+/).filter(Boolean);
  const kept = words.filter((w, k) => !COUNTED_IN.has(fold(w)) || k === words.length - 1);
  const dropped = kept[0] === "de" ? kept.slice(1) : kept;
  const plain = dropped.map((w) => undiminished(w.toLowerCase()));
  const out = plain.join(" ");
  return out && out !== query.toLowerCase() ? out : null;
}
