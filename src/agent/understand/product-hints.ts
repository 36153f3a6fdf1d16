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
  // offers36 (t35a 037): "q tenes para picar?" asks for the snacks ("picar" is what they are for).
  [/\b(?:papas|papitas|chizitos|palitos|mani|snack|snacks|doritos|nachos|pringles|picar|picoteo)\b/, ["snack", "papa"]],
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
  // words18 (trial 17c): ice, which a grocery may not stock at all; named so "quiero hielo" or "2 cocas y
  // hielo" is answered as not sold instead of dropped. Its kind is itself: nothing else stands in for it.
  [/\b(?:hielo|cubitos)\b/, ["hielo"]],
  [/\b(?:perro|gato|mascota|alimento balanceado|dog chow|pedigree|whiskas)\b/, ["alimento para perro", "mascota"]],
];

/** Words that name a kind of product, not a product: a shop may file them under another word. */
const KIND_WORDS = new Set(["gaseosa", "gaseosas", "bebida", "bebidas", "golosina", "golosinas", "snack", "snacks", "refresco", "refrescos", "dulces", "lacteos", "limpieza", "almacen", "congelados", "picar", "picoteo"]);

/** The query is a kind ("gaseosas"), not a product or a brand. */
export function isKindWord(query: string): boolean {
  const words = normalize(query).split(" ").filter((w) => w && !["de", "las", "los", "el", "la", "alguna", "algunas", "algo", "para"].includes(w));
  return words.length > 0 && words.every((w) => KIND_WORDS.has(w));
}

/** The kind words to look for when `query` names something not sold; empty when unknown. */
export function kindsOf(query: string): string[] {
  const n = normalize(query);
  for (const [re, kinds] of HINTS) if (re.test(n)) return kinds;
  return [];
}

/**
 * words16 (trial 15b 011): fresh produce ("2 kilos de papas", "lechuga", "¿verdura no venden?").
 * A grocery without a greengrocer's stall has these words only inside other products ("Ñoquis de
 * Papa", "Caldo de Verduras", "Jugo de Naranja"): those are never the produce asked for.
 */
const PRODUCE = new Set([
  "verdura", "verduras", "fruta", "frutas", "verduleria", "hortaliza", "hortalizas", "papa", "papas", "batata", "batatas", "lechuga",
  "lechugas", "tomate", "tomates", "cebolla", "cebollas", "zanahoria", "zanahorias", "zapallo", "zapallos", "zapallito", "zapallitos",
  "acelga", "acelgas", "espinaca", "espinacas", "rucula", "berenjena", "berenjenas", "pimiento", "pimientos", "morron", "morrones",
  "palta", "paltas", "banana", "bananas", "manzana", "manzanas", "naranja", "naranjas", "mandarina", "mandarinas", "pera", "peras",
  "limon", "limones", "frutilla", "frutillas", "durazno", "duraznos", "uva", "uvas", "ajo", "ajos", "choclo", "choclos", "pepino", "pepinos",
]);
/** Words said around produce that are no part of it ("2 kilos de papas", "una lechuga"). */
const AROUND_PRODUCE = /^(?:\d+(?:[.,]\d+)?|de|del|la|el|las|los|un|una|unos|unas|kg|kilo|kilos|k|gr|gramos|medio|media|fresca|frescas|fresco|frescos)$/;

/** The produce words of a query made only of produce ("papas 2 kilos" → ["papas"]), else null. */
export function produceAsked(query: string): string[] | null {
  const words = normalize(query).split(" ").filter((w) => w && !AROUND_PRODUCE.test(w));
  return words.length > 0 && words.every((w) => PRODUCE.has(w)) ? words : null;
}

/** "2 kilos de papas": produce weighed, never a bag of chips. */
const WEIGHED = /(?:^|\s)(?:kg|kilo|kilos|k|gramos|medio)(?:\s|$)/;
const SNACK = /\b(?:fritas?|chips|snacks?|pay|baston|rizadas|onduladas)\b/;

/**
 * The product is the produce itself, named first ("Papas Fritas" for "papas", "Tomate Perita"),
 * not an ingredient of another ("Ñoquis de Papa"); weighed ("2 kilos de papas"), not a snack.
 */
export function isProduceItself(name: string, produce: string[], query = ""): boolean {
  const n = normalize(name);
  if (WEIGHED.test(normalize(query)) && SNACK.test(n)) return false;
  const head = n.split(" ")[0] ?? "";
  return produce.some((w) => head === w || head === `${w}s` || `${head}s` === w || head === `${w}es` || `${head}es` === w);
}

/**
 * words17 (trial 16c 003): the word is a product noun ("yogures", "leche", "galletitas"), in the
 * singular or plural. A row the phrase picks must have it in its name: its other words ("milkaut
 * de 200") fit a Milkaut chocolate milk too, which was never what was said.
 */
export function productNoun(word: string): boolean {
  const n = normalize(word);
  if (!/^[a-z]{3,}$/.test(n)) return false;
  const singular = [n, n.replace(/es$/, ""), n.replace(/s$/, "")];
  return singular.some((w) => w.length >= 3 && kindsOf(w).length > 0);
}
