// What kind of thing a product the shop does not sell is, so the answer can offer what it sells
// instead ("No tenemos Red Bull. En bebidas tenemos: …"). A few everyday words and brands mapped
// to the words shops use for their kinds, most specific first; the catalog search decides whether
// the shop has any of them. Pure data.

import { normalize } from "./normalize";

const HINTS: [RegExp, string[]][] = [
  [/\b(?:red bull|redbull|speed|monster|energizante|energy)\b/, ["energizante", "gaseosa", "bebida"]],
  [/\b(?:fernet|branca|whisky|whiskey|vodka|ron|gin|campari|aperitivo|licor|tequila|gancia|cinzano)\b/, ["aperitivo", "bebida", "vino"]],
  [/\b(?:cerveza|cervezas|birra|birras|quilmes|brahma|stella|heineken|corona|schneider)\b/, ["cerveza", "bebida"]],
  [/\b(?:vino|vinos|malbec|tinto|blanco|champagne|champan|sidra|espumante)\b/, ["vino", "bebida"]],
  [/\b(?:gaseosa|gaseosas|coca|cola|pepsi|sprite|fanta|seven|7up|manaos|paso de los toros|schweppes|tonica)\b/, ["gaseosa", "bebida"]],
  [/\b(?:agua|soda|aguas)\b/, ["agua", "bebida"]],
  [/\b(?:jugo|jugos|tang|clight|cepita|ades|levite)\b/, ["jugo", "bebida"]],
  [/\b(?:chocolate|chocolates|bombon|bombones|caramelo|caramelos|chicle|chicles|turron|golosina|golosinas|chupetin|alfajor|alfajores|oblea|obleas)\b/, ["golosina", "alfajor", "chocolate"]],
  [/\b(?:galletita|galletitas|galleta|galletas|oreo|pepitos|criollitas|bizcocho|bizcochos)\b/, ["galletita"]],
  [/\b(?:papas|papitas|chizitos|palitos|mani|snack|snacks|doritos|nachos|pringles)\b/, ["snack", "papa"]],
  [/\b(?:pan|facturas|medialunas|medialuna|tostadas|budin|bizcochuelo)\b/, ["pan", "panificado"]],
  [/\b(?:nan|nutrilon|vital|sancor bebe|leche infantil|formula)\b/, ["leche infantil", "leche en polvo"]],
  [/\b(?:salame|salamin|salamines|jamon|mortadela|fiambre|fiambres|bondiola|queso de maquina)\b/, ["fiambre", "jamon"]],
  [/\b(?:leche|yogur|yogurt|queso|quesos|manteca|crema|dulce de leche)\b/, ["lacteo", "leche"]],
  [/\b(?:hamburguesa|hamburguesas|pizza|pizzas|empanada|empanadas|milanesa|milanesas|nuggets|patitas)\b/, ["congelado", "hamburguesa"]],
  [/\b(?:detergente|lavandina|jabon en polvo|suavizante|limpiador|desodorante de ambiente|esponja)\b/, ["limpieza"]],
  [/\b(?:shampoo|champu|acondicionador|jabon|desodorante|crema dental|pasta de dientes|cepillo)\b/, ["cuidado", "higiene"]],
  // "té verde": the understanding reads the tea as "té" (understand/tea.ts); its teas are what it has instead.
  [/(?:^|\s)té(?:\s|$)/, ["te", "infusion"]],
  [/\b(?:cafe|te|mate|yerba|cocido)\b/, ["infusion", "yerba", "cafe"]],
  [/\b(?:fideos|arroz|harina|aceite|azucar|sal|polenta|lentejas)\b/, ["almacen", "fideo", "arroz"]],
  [/\b(?:perro|gato|mascota|alimento balanceado|dog chow|pedigree|whiskas)\b/, ["alimento para perro", "mascota"]],
];

/** Words that name a kind of product, not a product: a shop may file them under another word. */
const KIND_WORDS = new Set(["gaseosa", "gaseosas", "bebida", "bebidas", "golosina", "golosinas", "snack", "snacks", "refresco", "refrescos", "dulces", "lacteos", "limpieza", "almacen", "congelados"]);

/** The query is a kind ("gaseosas"), not a product or a brand. */
export function isKindWord(query: string): boolean {
  const words = normalize(query).split(" ").filter((w) => w && !["de", "las", "los", "el", "la", "alguna", "algunas", "algo"].includes(w));
  return words.length > 0 && words.every((w) => KIND_WORDS.has(w));
}

/** The kind words to look for when `query` names something not sold; empty when unknown. */
export function kindsOf(query: string): string[] {
  const n = normalize(query);
  for (const [re, kinds] of HINTS) if (re.test(n)) return kinds;
  return [];
}
