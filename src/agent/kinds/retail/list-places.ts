// A row of a list named by the list's place among those shown: "la 5 de la primera lista", "o
// número 5 da primeira lista", "#5 of the first list", "la 2 de la otra lista". Lists count in the
// order the customer saw them; "la otra" is the one that is not the open "¿cuál?" (of two).
import type { Product } from "../../ports";
import type { AskedList } from "./asked-lists";

interface PlacedList {
  list: AskedList;
  products: Product[];
  open: boolean;
}

const PLACE = "(primer[ao]?|primeir[ao]|first|segund[ao]|second|tercer[ao]?|terceir[ao]|third|ultim[ao]|last|otra|outra|other)";
const LIST_WORD = "(?:lista|list|listado)";
/** "la 5 de la primera lista", "o numero 5 da primeira lista", "#5 of the first list". */
const ROW_THEN_LIST = new RegExp(`^(?:(?:la|el|o|a|the|opcion|opcao|numero|number|nro|#)\\s*)*(\\d{1,2})\\s+(?:de|del|da|do|of|from|in|on)\\s+(?:(?:la|a|the|el)\\s+)?${PLACE}\\s+${LIST_WORD}$`);
/** "de la primera lista la 5", "first list, number 5", "da primeira lista o 5". */
const LIST_THEN_ROW = new RegExp(`^(?:(?:de|del|da|do|from|in|on)\\s+)?(?:(?:la|a|the|el)\\s+)?${PLACE}\\s+${LIST_WORD}\\s+(?:(?:la|el|o|a|the|opcion|numero|number|nro|#)\\s*)*(\\d{1,2})$`);

const PLACES: Record<string, number> = {
  primer: 1, primera: 1, primero: 1, primeira: 1, primeiro: 1, first: 1,
  segunda: 2, segundo: 2, second: 2, tercer: 3, tercera: 3, tercero: 3, terceira: 3, terceiro: 3, third: 3,
};

/** The row a part names by its list's place and its number; null when it says no list's place. */
export function rowOfPlacedList<L extends PlacedList>(part: string, lists: L[], shownOrder: AskedList[]): { id: string; list: L; quantity: null; named: true } | null {
  const a = ROW_THEN_LIST.exec(part.replace(/#\s*/g, "# "));
  const b = a ? null : LIST_THEN_ROW.exec(part.replace(/#\s*/g, "# "));
  const [row, place] = a ? [a[1], a[2]] : b ? [b[2], b[1]] : [null, null];
  if (!row || !place) return null;
  // The lists as shown, first to last: the asked ones in their order, an open one not among them last.
  const index = (l: L) => {
    const k = shownOrder.findIndex((s) => s.ids.join() === l.list.ids.join());
    return k < 0 ? shownOrder.length : k;
  };
  const ordered = [...lists].sort((x, y) => index(x) - index(y));
  let list: L | undefined;
  if (/^(?:otra|outra|other)$/.test(place)) list = ordered.length === 2 ? ordered.find((l) => !l.open) : undefined;
  else if (/^(?:ultim|last)/.test(place)) list = ordered.at(-1);
  else list = ordered[(PLACES[place] ?? 0) - 1];
  if (!list) return null;
  const id = list.list.ids[Number(row) - 1];
  return id && list.products.some((p) => p.id === id) ? { id, list, quantity: null, named: true } : null;
}

/** "la 4", "#7", "number 6": a row said by its number alone. */
const ROW_NUMBER = /^(?:(?:la|el|o|a|the|opcion|opcao|numero|number|nro|#)\s*)*(\d{1,2})$/;

/**
 * lists18 (t17c): "la 4" with two lists open when the open "¿cuál?" shows fewer rows: the number
 * can only be a row of the other list, so it is that list's row — when exactly one other list has it.
 */
export function rowBeyondOpen<L extends PlacedList>(part: string, lists: L[]): { id: string; list: L; quantity: null; named: true } | null {
  const m = ROW_NUMBER.exec(part.replace(/#\s*/g, "# "));
  const open = lists.find((l) => l.open);
  if (!m || !open) return null;
  const row = Number(m[1]);
  if (row < 1 || row <= open.list.ids.length) return null;
  const others = lists.filter((l) => !l.open && row <= l.list.ids.length);
  if (others.length !== 1) return null;
  const id = others[0].list.ids[row - 1];
  return others[0].products.some((p) => p.id === id) ? { id, list: others[0], quantity: null, named: true } : null;
}
