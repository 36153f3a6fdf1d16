// A row of an open list named by the list's words and the row's place: "la 2 de manteca", "de
// yogur la 7", "the first coke". Apart from picks.ts so the place words and the list's own words
// are read in one room.
import type { Product } from "../../ports";
import type { AskedList } from "./asked-lists";
import { stems } from "./pick-parts";

/** What this room needs of an open list: its rows as asked and as products. */
interface NamedList {
  list: AskedList;
  products: Product[];
}

/** A row said by its number or its place ("4", "cuarta", "ultima"), as a regexp group. */
export const ROW_WORD = "(\\d{1,2}|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|ultim[oa])";

/** "la 2 de manteca", "la 4 de azucar", "de yogur la 7": a row of the list named by its words. */
const ROW_OF = new RegExp(`^(?:(?:la|el|los|las|opcion|numero)\\s+)*${ROW_WORD}\\s+(?:de|del|para|pa|for)\\s+(?:(?:la|el|los|las|the)\\s+)?(.+)$`);
const OF_ROW = new RegExp(`^(?:(?:de|del)\\s+)?(?:(?:la|el|los|las)\\s+)?(.+?)\\s+(?:la|el|opcion|numero)\\s+${ROW_WORD}$`);
/** picks17: "the first coke", "la primera coca", "el segundo pan": an ordinal word, then the list's words ("the first one for milk", lists18). */
const ORDINAL_OF = /^(?:(?:la|el|los|las|the)\s+)*(primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|ultim[oa]|first|second|third|fourth|fifth|last)\s+(?:one\s+)?(?:(?:of|de|del|for|para|pa)\s+)?(?:(?:la|el|los|las|the)\s+)?(.+)$/;
const ORDINAL_ROWS: Record<string, number> = { primer: 1, primera: 1, primero: 1, segunda: 2, segundo: 2, tercer: 3, tercera: 3, tercero: 3, cuarta: 4, cuarto: 4, quinta: 5, quinto: 5, first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

/** A row word as its number ("4", "cuarta", "ultima"); 0 when it is none. */
export function rowNumber(row: string, rows: number): number {
  return /^\d+$/.test(row) ? Number(row) : /^(?:ultim|last)/.test(row) ? rows : (ORDINAL_ROWS[row] ?? 0);
}

export function rowOfNamedList<L extends NamedList>(part: string, lists: L[]): { id: string; list: L; quantity: null; named: true } | null {
  const a = ROW_OF.exec(part);
  const b = a ? null : OF_ROW.exec(part);
  const c = a || b ? null : ORDINAL_OF.exec(part);
  const [row, words] = a ? [a[1], a[2]] : b ? [b[2], b[1]] : c ? [c[1], c[2]] : [null, null];
  // picks14: "2 de 500", "2 de las de 500": a count and a size, never row 2 of a list named "500".
  if (!row || !words || /^(?:(?:la|el|las|los|de|del) )*\d/.test(words)) return null;
  const named = stems(words);
  const list = lists.find((l) => namesList(named, l));
  if (!list) return null;
  const k = rowNumber(row, list.list.ids.length);
  const id = list.list.ids[k - 1];
  return id && list.products.some((p) => p.id === id) ? { id, list, quantity: null, named: true } : null;
}

/** The list these words name: its own words ("manteca"), or words most of its rows carry. */
export function namesList(named: string[], l: NamedList): boolean {
  if (!named.length) return false;
  const said = stems(l.list.said ?? "");
  if (named.every((w) => said.includes(w))) return true;
  const rowsWith = l.products.filter((p) => { const own = stems(p.name); return named.every((w) => own.some((o) => o.startsWith(w))); });
  return rowsWith.length * 2 >= l.products.length;
}

