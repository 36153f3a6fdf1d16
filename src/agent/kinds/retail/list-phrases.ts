// A phrase of a message matched against the rows of every open list ("el veneziana y los
// tirabuzon", "la doble rendimiento, los campanita y el de limon de 750", "the 473 cans"): it goes
// to the one list where it fits exactly one row the customer was shown, by brand, variant words
// and size. "te dije" around a phrase is never part of it.
import type { Product } from "../../ports";
import { describedRows } from "./described-rows";
import { parseQuery, productTerms } from "../../../lib/product-text";

/** Rows a list shows on its first page: what the customer read and picks from by its words. */
const SHOWN_ROWS = 10;

/** picks13: of several rows the words fit, the one the customer read ("el de limon de 750" with only #9 shown so), else null. */
export function theShownOne<T extends { id: string }>(rows: T[], listIds: string[]): T | null {
  const shown = rows.filter((r) => listIds.slice(0, SHOWN_ROWS).includes(r.id));
  return shown.length === 1 && listIds.length > SHOWN_ROWS ? shown[0] : null;
}

/** "te dije", "como te dije", "ya te dije", "ya te lo pasé": the customer insisting, no product. */
const TOLD_YOU = /(?:^|[\s,.;!]+)(?:(?:como|ya|lo que|si)\s+)?te\s+(?:lo\s+|la\s+)?(?:dije|pedi|habia dicho|habia pedido|pase|di|mande|escribi)(?:\s+que)?(?=$|[\s,.;!?]+)/g;

/**
 * lists17: "q no tengo todo el dia", "no tengo tiempo", "no me hagas esperar", "não tenho tempo":
 * hurry with a "no" in it, said beside the picks: never a pick, never a decline.
 */
const HURRY_WITH_NO = /(?:^|[\s,.;!]+)(?:(?:dale|apurate|rapido)\s+)?(?:(?:q|que|porque|xq|pq)\s+)?(?:no|nao)\s+(?:tengo|tenho|tenemos)\s+(?:todo el dia|toda la tarde|toda la noche|todo el tiempo del mundo|tiempo|mucho tiempo|el dia entero|o dia todo|tempo|time)(?=$|[\s,.;!?]+)|(?:^|[\s,.;!]+)(?:(?:q|que)\s+)?no\s+(?:me hagas esperar|te duermas|me tengas esperando)(?=$|[\s,.;!?]+)/g;

/**
 * picks33 (t32c 021): "de la marca que sea", "de cualquier marca", "no importa la marca": the row left to
 * the shop on one account, beside what does describe it ("las arvejas de la marca que sea la mas barata"):
 * never words of a row.
 */
const ANY_OF_IT = /(?:^|[\s,.;!]+)(?:(?:de|en|del)\s+)?(?:(?:la|el)\s+)?(?:marca|tamano|sabor|tipo|variedad)\s+que\s+(?:sea|sean|quieras|tengas|haya)(?=$|[\s,.;!?]+)|(?:^|[\s,.;!]+)(?:(?:de|en)\s+)?cualquier\s+(?:marca|tamano|sabor|tipo|variedad)(?=$|[\s,.;!?]+)|(?:^|[\s,.;!]+)(?:no|sin)\s+(?:me\s+)?importa(?:r)?\s+(?:la|el)\s+(?:marca|tamano|sabor|tipo)(?=$|[\s,.;!?]+)/g;

/** The words without "te dije" ("los fideos tirabuzon te dije" → "los fideos tirabuzon") or hurry said with a "no". */
export function withoutToldYou(text: string): string {
  return text.replace(TOLD_YOU, " ").replace(HURRY_WITH_NO, " ").replace(ANY_OF_IT, " ").replace(/\s+/g, " ").trim();
}

/** English and Portuguese words for what a row's Spanish name says ("cans" → "latas"). */
const SPANISH: Record<string, string> = Object.assign(Object.create(null), {
  can: "lata", cans: "latas", tin: "lata", tins: "latas", canned: "lata", latinha: "lata", latinhas: "latas",
  bottle: "botella", bottles: "botellas", garrafa: "botella", garrafas: "botellas",
  the: "", one: "", ones: "", please: "", uma: "", umas: "", uns: "", aquele: "", aquela: "", aqueles: "", aquelas: "",
});

/** A bare size as rows write it ("473", "750") read as one ("de 473"); other words in Spanish; "te dije" dropped. */
export function asRowWords(text: string): string {
  // picks13: "la de medio", "de medio" (no "litro y medio") is the half kilo or half litre: the 500 row.
  return withoutToldYou(text)
    .replace(/(^|\b(?:de|la|el|las|los|uno|una|un) )medio(?! (?:kilo|kg|k|litro|lt|l|cuarto)\b)\b/g, "$1500 ")
    .split(/\s+/)
    .map((w, k, all) => (/^\d{3,4}$/.test(w) && !/^del?$/.test(all[k - 1] ?? "") ? `de ${w}` : (SPANISH[w] ?? w)))
    .filter(Boolean)
    .join(" ");
}

/** "2 de la oreo", "dame 2 del ilolay": a quantity before the phrase. */
const LEAD_QUANTITY = /^(?:(?:dame|poneme|mandame|traeme|agregame|sumame|quiero) )?(\d{1,2}) (?:de |del )(?:(?:la|el|las|los) )?(?=\S)/;

interface ListRows {
  list: { ids: string[] };
  products: Product[];
}

/** The rows of a list in the order it showed them, first page only. */
export function shownRows(l: ListRows): Product[] {
  const order = l.list.ids.slice(0, SHOWN_ROWS);
  return order.map((id) => l.products.find((p) => p.id === id)).filter((p): p is Product => !!p);
}

/**
 * The one row of one open list this phrase fits (its words in the row's name, its size the
 * row's size), among the rows the customer was shown; null when it fits none or several.
 */
export function phraseRow<L extends ListRows>(part: string, lists: L[]): { id: string; list: L; quantity: number | null } | null {
  const lead = LEAD_QUANTITY.exec(part);
  const words = asRowWords(lead ? part.slice(lead[0].length) : part);
  if (!words || /^\d{1,2}$/.test(words)) return null;
  const fits = lists.map((l) => ({ l, rows: describedRows(words, shownRows(l)) ?? [] })).filter((f) => f.rows.length === 1);
  if (fits.length !== 1) return null;
  return { id: fits[0].rows[0].id, list: fits[0].l, quantity: lead ? Number(lead[1]) : null };
}

/**
 * lists32 (t31b 013): "el hellmanns grande" with the Hellmann's mayonesa list and the ketchup list
 * open fits one row of each (the 950 mayonesa, the 500 ketchup) by a name word both rows hold: the
 * other list's row, so which one is asked, never the open list's guessed. Only a name word shared
 * counts: a size word alone ("la grande", "la de 500") keeps its own reading.
 */
export function rowOfAnotherList<L extends ListRows>(part: string, row: Product, own: L, lists: L[]): Product | null {
  const said = parseQuery(asRowWords(part));
  if (!said.terms.length) return null;
  const terms = (p: Product) => productTerms({ name: p.name, brand: p.brand ?? "" } as Parameters<typeof productTerms>[0]);
  const fits = (p: Product) => { const t = terms(p); return said.terms.every((w) => t.name.includes(w) || t.brand.includes(w)) && (!said.size || t.sizes.some((z) => z.value === said.size!.value)); };
  if (!fits(row)) return null;
  const size = (p: Product) => terms(p).sizes[0]?.value ?? 0;
  const twins = lists.filter((l) => l !== own && !l.list.ids.includes(row.id)).flatMap((l) => {
    let rows = shownRows(l).filter(fits);
    // "grande" / "chico": the biggest or smallest of the rows the name words fit, when only one is.
    if (said.sizeHint && rows.length > 1) {
      const edge = (said.sizeHint === "big" ? Math.max : Math.min)(...rows.map(size));
      rows = rows.filter((p) => size(p) === edge);
    }
    return rows.length === 1 ? rows : [];
  });
  return twins.length === 1 && twins[0].id !== row.id ? twins[0] : null;
}

/** The words that let a list go ("no", "sin", "sacá", "ninguno"). */
/**
 * lists21: "noo! volvé a poner la yerba", "no, agregame la yerba": an add said outright after the "no" is the order, the
 * "no" a protest at what was done (t20c 009 answered "Dale, sin yerba"). Negative commands ("no me agregues") stay declines.
 */
export const ADDS_AGAIN = /\b(?:volve|volves|volver|volvela|volvelo) a (?:poner|agregar|sumar|meter|cargar|anotar)|\b(?:poneme|ponemela|ponemelo|ponela|ponelo|agregame|agregamela|agregamelo|agregala|agregalo|sumame|sumala|sumalo|anotame|anotala|anotalo)\b/;
// questions35 (t34c 014): "de leche nada" is "nada de leche" said the other way round.
export const LETS_GO = /\b(?:no|sin|saca|sacame|sacala|sacalo|olvidate|olvida|nada de|ninguna|ninguno)\b|\bde (?:[a-z]+ ){1,4}nada\b(?! mas)/;
