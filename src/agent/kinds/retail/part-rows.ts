// Which row of the open lists one part of a pick message names: a row by its place alone ("la 1",
// "#3", "la primera"), a count of a row ("2 de la primera"), a size word ("grande", "las chicas"),
// a phrase that fits one shown row, or words that describe rows in the list a part names ("de
// galletitas 2 de la oreo"). Its own room because these readers judge one part against the lists
// and know nothing of the message around it; picks.ts joins the parts into picks and quantities
// (and stays under 400 lines).
import { ROW_SIZE_WORD } from "../../understand/size-words";
import type { Product } from "../../ports";
import { understand } from "../../understand";
import { wordNumber } from "../../understand/numbers";
import { describedRows, wordsNotInRow } from "./described-rows";
import { phraseRow } from "./list-phrases";
import { stems } from "./pick-parts";
import type { AskedList } from "./asked-lists";
import { countBefore } from "./pick-counts";
import { namesList, ROW_WORD, rowNumber } from "./list-named-row";

/** A segment that only names a row ("la 1", "#3", "la primera"): it means the open list. */
export const ROW_ONLY = /^(?:\d+ (?:del? )?)?(?:la |el |las |los |o |a |the |opcion |numero |number |nro )*(?:\d{1,2}|primeir[oa]|primer(?:[oa]s?)?|segund[oa]|terceir[oa]|tercer[oa]?|cuart[oa]|quart[oa]|quint[oa]|ultim[oa]|first|second|third|last)(?: one)?$/;

export interface OpenList {
  list: AskedList;
  products: Product[];
  open: boolean;
}


export interface Pick {
  id: string;
  list: OpenList;
  quantity: number | null;
  named?: boolean;
  part: string;
  /** Several rows the part fits ("1 de las express"): asked which, with its quantity. */
  ids?: string[];
  /** The words that described them ("express"), to head the question. */
  said?: string;
  /** Its quantity is the whole ("1 sola"), not more on top of the cart's line. */
  total?: boolean;
  /** Its own count was said in dozens ("una docena de huevos"): units, read as whole packs. */
  dozen?: boolean;
}

/** The open list a part names with its lead words ("de manteca la serenisima"), if one. */
export function namedLead(part: string, lists: OpenList[]): OpenList | undefined {
  // pending26 (t25b 003): "la fanta de 2", "las papas grandes" name their list by the word after the article too.
  const m = /^(?:y )?(?:(?:de|del) (?:la |el |los |las )?|(?:la|el|los|las) (?!del?\b)(?=[a-z]+ \S))([a-z]+)\b/.exec(part);
  return m ? lists.find((l) => namesList(stems(m[1]), l)) : undefined;
}

/** "2 del 1", "3 de la 2", "1 de la primera": how many of a row of the open list. */
const QUANTITY_OF_ROW = new RegExp(`^(?:(?:ah|bueno|dale|si|ok|entonces|y) )*(?:(?:dame|poneme|mandame|traeme|agregame|sumame|quiero|queria) )?(\\d{1,2}) (?:del?|de la|de el|de los|de las) ${ROW_WORD}$`);

export function pickIn(part: string, lists: OpenList[], rows: boolean, wordsOnly = false): Omit<Pick, "part"> | null {
  const of = QUANTITY_OF_ROW.exec(part);
  const open = lists.find((l) => l.open);
  if (of && open && rows) {
    const id = open.list.ids[rowNumber(of[2], open.list.ids.length) - 1];
    // picks13: "dame 3 de la 2" is a row and its count, as clear as a named pick even after "¿tenés …?".
    if (id && open.products.some((p) => p.id === id)) return { id, list: open, quantity: Number(of[1]), named: true };
  }
  for (const l of lists) {
    const u = understand(part, { catalog: l.products, expecting: "product_choice", choices: l.list.ids });
    if (!u.choice || u.isQuestion) continue;
    // lists21: a one-product offer beside a list whose rows the words tell apart ("la de 1 kilo"): the list's (t20c 009).
    if (l.list.ids.length === 1 && lists.some((o) => o.list.ids.length > 1 && describedRows(part, o.products))) continue;
    // A row number or an ordinal means the open list only.
    if ((!l.open || !rows) && ROW_ONLY.test(u.normalized)) continue;
    // "el pan de mesa grande": "grande" alone took the largest row of all; the words narrow first. lists28 (t27c 015): a row missing two words said is none.
    if ((ROW_SIZE_WORD.test(u.normalized) && describedRows(part, l.products)?.every((p) => p.id !== u.choice)) || wordsNotInRow(part, l.products.find((p) => p.id === u.choice)!) > 1) continue;
    // picks12: words no product is ordered by that fit a row of an earlier list and nothing of the
    // open one ("al natural" with the jabones open) name that list as clearly as its own name would.
    return { id: u.choice, list: l, quantity: countBefore(u.normalized), ...(wordsOnly && !l.open && !ROW_ONLY.test(u.normalized) ? { named: true } : {}) };
  }
  return null;
}

/** A phrase that fits exactly one shown row of one list ("los tirabuzon", "la doble rendimiento"): that row, its list named. */
export function shownRowOf(part: string, lists: OpenList[], several: boolean): Omit<Pick, "part"> | null {
  if (ROW_ONLY.test(part)) return null;
  const hit = phraseRow(part, lists);
  // A phrase alone for the open list is the open "¿cuál?"'s to read (describedAnswer).
  return hit && (several || !hit.list.open) ? { id: hit.id, list: hit.list, quantity: hit.quantity, named: true } : null;
}

/** "2 de la oreo", "1 de las express": a quantity before the description. */
const LEAD_QUANTITY = /^(?:(?:dame|poneme|mandame|traeme|agregame|sumame|quiero) )?(\d{1,2}|una|uno|un|dos|tres|cuatro|cinco) (?:de |del )?(?:(?:la|el|las|los) )?(?=\S)/;
/** "el dulce …", "de galletitas …": the words before a list's own words. */
const LIST_ARTICLES = /^(?:(?:de|del|el|la|los|las) )+/;

/**
 * A part that describes rows by their words ("el dulce el de 400 con calcio", "de galletitas 2 de
 * la oreo", then "1 de las express" in the list the part before named): one row is the pick;
 * several are asked about with the quantity said.
 */
export function describedInList(part: string, lists: OpenList[], previous: OpenList | null): Omit<Pick, "part"> | null {
  const words = part.replace(LIST_ARTICLES, "").split(" ");
  // The list's own words first (one word, then two): "galletitas" in "de galletitas 2 de la oreo".
  const tries: [OpenList, string, string, boolean][] = [];
  for (const n of [1, 2]) {
    const named = words.length > n ? lists.find((l) => namesList(stems(words.slice(0, n).join(" ")), l)) : undefined;
    if (named) tries.push([named, words.slice(0, n).join(" "), words.slice(n).join(" "), true]);
  }
  if (previous) tries.push([previous, "", part, false]);
  for (const [list, listWords, words, named] of tries) {
    const lead = LEAD_QUANTITY.exec(words);
    const rest = lead ? words.slice(lead[0].length) : words;
    // The list's words describe the row too ("girasol cocinero 1.5 lt": girasol is both).
    const rows = (listWords && describedRows(`${listWords} ${rest}`, list.products)) || describedRows(rest, list.products);
    if (!rows) continue;
    const quantity = lead ? (/^\d+$/.test(lead[1]) ? Number(lead[1]) : wordNumber(lead[1])) : null;
    return rows.length === 1 ? { id: rows[0].id, list, quantity, named } : { id: rows.map((r) => r.id).join("|"), ids: rows.slice(0, 10).map((r) => r.id), said: rest, list, quantity, named };
  }
  return null;
}
