// WhatsApp list rows for products to choose between: the title (≤ 24 characters) shows what
// tells a product apart, the description (≤ 72) its full name and price. Text is shortened only
// at word boundaries, with "…", never cut inside a word.

import { formatMoney } from "./money";

export const TITLE_MAX = 24;
export const DESCRIPTION_MAX = 72;

export interface ListRowProduct {
  id: string;
  name: string;
  /** Minor units. */
  price: number;
  /** The words that set it apart from the other rows (see distinguishing() in product-match.ts). */
  distinguishing?: string;
}

export interface ListRow {
  id: string;
  title: string;
  description: string;
}

/** As many whole words as fit in `max` characters, with "…" when some were left out; "" if none fit. */
export function fitWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  let out = "";
  for (const word of clean.split(" ")) {
    const next = out ? `${out} ${word}` : word;
    if (next.length + 1 > max) break;
    out = next;
  }
  // Never end on a dangling "de", "la", "con"…: "Clasica 3% La…" reads "Clasica 3%…".
  const trimmed = out.replace(/[\s,;:.\-–]+$/, "").replace(/(?:\s+(?:de|del|la|el|los|las|en|con|y|x|para|sin))+$/i, "");
  return trimmed ? `${trimmed}…` : "";
}

function title(p: ListRowProduct, index: number): string {
  const name = p.name.trim();
  if (name.length <= TITLE_MAX) return name;
  const apart = p.distinguishing?.trim() ?? "";
  if (apart && apart.length <= TITLE_MAX) return apart;
  return fitWords(apart, TITLE_MAX) || fitWords(name, TITLE_MAX) || `Opción ${index + 1}`;
}

/** A shortened title that keeps the size at the end of the name, or null. */
function withSize(p: ListRowProduct): string | null {
  const apart = p.distinguishing?.trim() || p.name.trim();
  const size = / (\d+(?:[.,]\d+)? ?(?:gr|g|kg|ml|cc|lt|l|un|u|cm))$/i.exec(apart);
  const head = size ? fitWords(apart.slice(0, size.index), TITLE_MAX - size[1].length - 1) : "";
  return size && head ? `${head} ${size[1]}` : null;
}

/** The rows, ids prefixed as the agent reads taps back ("product:<id>"). */
export function productListRows(products: readonly ListRowProduct[], currency: string, idPrefix = "product:"): ListRow[] {
  const titles = products.map(title);
  // rows cut to the same title keep their size ("Entero Frutilla… 125 Gr"),
  // so they are told apart, read or typed.
  const sized = products.map((p, i) => (titles.indexOf(titles[i]) !== titles.lastIndexOf(titles[i]) ? withSize(p) : null));
  for (const [i, t] of sized.entries()) if (t && !titles.includes(t) && sized.indexOf(t) === i && sized.lastIndexOf(t) === i) titles[i] = t;
  return products.map((p, i) => {
    const price = formatMoney(p.price, currency);
    const room = DESCRIPTION_MAX - price.length - 3;
    const name = fitWords(p.name, room) || fitWords(p.name, DESCRIPTION_MAX - 1);
    return { id: `${idPrefix}${p.id}`, title: titles[i], description: name.length <= room ? `${name} · ${price}` : name };
  });
}
