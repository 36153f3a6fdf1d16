// The many ways a customer swaps one line for another, said as the one form the swap reader
// (choice-answers.ts: "cambiame X por Y", "mejor Y") reads: "ah tenés razón, mejor cambiame las 2
// de 900 por 2 de litro y medio", "quiero cambiar la fanta de 1.5 por la retornable de 2", "en vez
// de la de 1,5 la de 500", "la de 500 en vez de la de 1,5", "no, la otra fanta, la retornable de 2".
// Pure: words in, words out; which line and which row are decided by the reader against the cart.

/** Openers said before the swap itself ("ah no", "uy perdón", "tenés razón", "bueno mejor"). */
const OPENERS = /^(?:(?:ah|ay|uy|uh|eh|ok|oka|bueno|dale|si|che|perdon|perdona|entonces|espera|no+|nono|tenes razon|me equivoque|mejor)\s+)+/;
/** "quiero cambiar", "podés cambiarme", "cambiame": the verb of a swap, with what asks it. */
const CHANGE = /^(?:(?:quiero|quisiera|queria|podes|podrias|me podes|puedo|te pido que|habria que)\s+)?(?:cambiar|cambiarme|cambiame|cambia|cambiale|cambiales|reemplazar|reemplazame|reemplaza)\s+(.+?)\s+por\s+(.+)$/;
/** "en vez de X, Y": X out, Y in (Y opens with an article or a count). */
const INSTEAD_FIRST = /^en (?:vez|lugar) de\s+(.+?)\s+(?:(?:mejor|dame|poneme|mandame|quiero)\s+)?((?:la|el|las|los|una|un|\d+)\s.+)$/;
/** "Y en vez de X". */
const INSTEAD_LAST = /^(?:(?:mejor|dame|poneme|mandame|quiero)\s+)?(.+?)\s+en (?:vez|lugar) de\s+(.+)$/;
/** "sacame la light y poneme la sabor original": X out, Y in (Y opens with an article or a count). */
// swaps21 (t19c 006): "y sacá la quilmes, poneme brahma": the "y" may be a comma, and Y a bare product word.
const OUT_THEN_IN = /^(?:y\s+)?(?:saca|sacame|sacale|quita|quitame|borra|borrame)\s+((?:la|el|las|los)\s.+?)\s+(?:y\s+)?(?:(?:en su lugar|mejor)\s+)?(?:poneme|pone|ponele|dame|mandame|agregame|sumame|traeme|quiero)\s+((?:(?:la|el|las|los|una|un|\d+)\s)?.+)$/;
/** "la light no, mejor la sabor original", edits16: "la light no, 2 de la comun": X refused, Y in its place. */
const NOT_THIS_BUT = /^((?:la|el|las|los)\s.+?)\s+no\s+(?:(?:mejor|dame|poneme|quiero|mandame)\s+)?(?!(?:la|el|lo|las|los)\s+(?:quiero|queria|pedi|pido|necesito|llevo|compro|otra|otro|otras|otros)\b)((?:la|el|las|los|una|un|\d+)\s.+)$/;
/**
 * swaps20: "quiero la clasica de 950 no la de 237", "dame la de 950 no la de 237": the row wanted,
 * then the row refused (t20c 015 added the 950 beside the 237). Words before the verb ("y la
 * mayonesa") only name the product; "no la tengo", "no lo quiero" refuse nothing in the cart.
 */
const WANT_NOT_THAT = /^(?:.*?\s)?(?:quiero|queria|dame|poneme|mandame|traeme)\s+((?:la|el|las|los)\s.+?)\s+no\s+(?!(?:la|el|lo|las|los)\s+(?:quiero|queria|pedi|pido|necesito|llevo|compro|tengo|tenes|tienen|hay)\b)((?:la|el|las|los)\s.+?)(?:\s+(?:por favor|gracias))?$/;
/**
 * swaps26 (t25c 002): "la leche ponela larga vida mejor", "el arroz mejor hacelo integral": the line
 * by its words, then what it should be (a count alone, "las cocas ponelas 3", is no swap).
 */
const LINE_MADE_INTO = /^((?:la|el|las|los)\s.+?)\s+(?:mejor\s+)?(?:ponela|ponelo|ponelas|ponelos|hacela|hacelo|hacelas|hacelos|pasala a|pasalo a|pasalas a|pasalos a)\s+(?!(?:\d+|una?|dos|tres|cuatro|cinco|seis)(?:\s+(?:mejor|nomas|solo))?$)(.+?)(?:\s+(?:mejor|por favor|porfa))?$/;
/**
 * swaps28 (t27b 013): "no quiero retornable, la comun de 2 y cuarto": X turned down, then Y (opening
 * with an article) in its place, read before the leading "no" is taken as an opener (only the
 * removal happened and the cart was left empty). "no quiero mas", "no quiero que…" name no line.
 */
const DONT_WANT_BUT = /^no\s+(?:quiero|queria|quise)\s+(?!(?:mas|nada|que|eso|esa|ese|esto|esta|esos|esas|ninguna|ninguno|tanto|tanta|tantos|tantas|ya|pagar|hablar|esperar|otra|otro)\b)((?:(?:la|el|las|los)\s+)?[a-z][^\s]*(?:\s(?!(?:la|el|las|los)\s)[^\s]+)*?)\s+(?:(?:mejor|dame|poneme|quiero|mandame)\s+)?((?:la|el|las|los)\s.+)$/;
/** swaps28 (t27c 019): ", y quiero 2", ", dame 3": a count with its verb closing a swap in a clause of its own. */
export const COUNT_BESIDE = /[.,;:]\s*(?:y\s+)?(?:quiero|queria|dame|poneme|mandame|traeme|que sean|sean|son)\s+(\d{1,2})\s*[.!]*\s*$/i;
/**
 * picks33 (t32c 002): "no, el aceite era de girasol, no mezcla", "la leche era descremada no entera": the line by
 * its product's word, what it should have been, and what it is (the girasol was added beside the mezcla).
 * "la coca era para mañana" names no row (a purpose, a time, a person), so the refused words are required.
 */
const WAS_NOT = /^((?:la|el|las|los)\s+[a-z]\S*)\s+(?:era|eran|es|son)\s+(?!(?:para|por|mia|mio|de (?:el|ella|mi|vos))\b)(.+?)[,.]?\s+no\s+(?:(?:la|el|las|los|de)\s+)?(?!(?:la|el|lo|las|los)\b)(.+?)[.!]*$/;
/** "la otra fanta, la retornable de 2", "el otro aceite de litro y medio": another row of a line's product. */
const THE_OTHER = /^(?:la|el|las|los)\s+(?:otra|otro|otras|otros)\s+(\S+)(?:\s+(.+))?$/;

/** "el dulce el otro, el de 400", "el dulce no, el otro de 400": the line's word, then "the other" (said as "la otra dulce …"). */
const NAMED_THEN_OTHER = /^(?:la|el|las|los)\s+(\S+)\s+(?:no\s+)?(?:(?:la|el|las|los)\s+)?(?:otra|otro|otras|otros)\s+(.+)$/;

/** "2 de 500": a count then a bare size, said as "2 de la de 500" (the size of a row, not a count). */
function sizeOnly(wanted: string): string {
  // swaps28 (t27b 013): "la comun de 2 y cuarto": a whole and its fraction after "de" are one size (2.25), read by the row readers.
  const fractions: Record<string, string> = { cuarto: "25", medio: "5" };
  return wanted.replace(/^(\d{1,3}) de (?=\d)/, "$1 de la de ").replace(/\bde (\d) y (cuarto|medio)$/, (_, whole: string, part: string) => `de ${whole}.${fractions[part]}`);
}

/**
 * The swap said as "cambiame X por Y", or null when the words say no swap. "la otra X …" names the
 * line by its product's word and what follows describes the row meant instead.
 */
export function swapAsChange(normalized: string): string | null {
  const dontWant = DONT_WANT_BUT.exec(normalized);
  if (dontWant && !/\s(?:de|del|y)$/.test(dontWant[1])) return `cambiame ${dontWant[1]} por ${sizeOnly(dontWant[2])}`;
  const said = normalized.replace(OPENERS, "");
  const change = CHANGE.exec(said);
  if (change) return `cambiame ${change[1]} por ${sizeOnly(change[2])}`;
  const first = INSTEAD_FIRST.exec(said);
  if (first) return `cambiame ${first[1]} por ${sizeOnly(first[2])}`;
  const last = INSTEAD_LAST.exec(said);
  if (last && !/^(?:eso|esa|ese|esas|esos)$/.test(last[2])) return `cambiame ${last[2]} por ${sizeOnly(last[1])}`;
  const outIn = OUT_THEN_IN.exec(said) ?? NOT_THIS_BUT.exec(said) ?? LINE_MADE_INTO.exec(said);
  if (outIn) return `cambiame ${outIn[1]} por ${sizeOnly(outIn[2])}`;
  const wasNot = WAS_NOT.exec(said);
  if (wasNot) return `cambiame ${wasNot[1]} ${wasNot[3]} por ${wasNot[1]} ${wasNot[2]}`;
  const wantNot = WANT_NOT_THAT.exec(said);
  if (wantNot) return `cambiame ${wantNot[2]} por ${sizeOnly(wantNot[1])}`;
  const other = THE_OTHER.exec(said.replace(NAMED_THEN_OTHER, "la otra $1 $2"));
  if (other && !/^\d|^(?:de|del|vez)$/.test(other[1])) {
    const rest = other[2]?.replace(/^(?:la|el|las|los)\s+/, "") ?? "";
    return `cambiame la ${other[1]} por la ${other[1]}${rest ? ` ${rest}` : ""}`;
  }
  return null;
}

/** "noo", "no era esa", "uy perdón": what says the line just added is not the one meant. */
const NOT_THAT = /^(?:(?:ah|ay|uy|eh|perdon|perdona|pero)\s+)*(?:no+|nono|no no|no era (?:esa|ese|eso|esas|esos)|(?:esa|ese|esas|esos) no|me equivoque)\s+(?:(?:no+|nono|era|esa|ese|eso|perdon|pero|si)\s+)*/;
/** "quería 2 leches de la clásica", "yo dije la clásica": the row meant, with its count. */
const MEANT = /^(?:yo\s+)?(?:queria|quise decir|quise|te pedi|pedi|te dije|dije|era)\s+(?:(\d{1,3})\s+)?(.+)$/;

/**
 * "noo quería 2 leches de la clásica", "no era esa, quería la clásica": the line just added is not
 * the one meant; the words describe the row that takes its place (a swap, never a second line).
 */
export function meantInstead(normalized: string): { count: number | null; words: string } | null {
  const lead = NOT_THAT.exec(normalized);
  if (!lead) return null;
  const meant = MEANT.exec(normalized.slice(lead[0].length));
  if (!meant) return null;
  const words = meant[2].replace(/^(?:de |del )?(?:la |el |las |los )?/, "").trim();
  return words && !/^(?:eso|esa|ese|nada|mas nada|otra cosa)$/.test(words) ? { count: meant[1] ? Number(meant[1]) : null, words } : null;
}
