// The cart lines a customer's words fit ("la lata 1890", "la de litro", "la cerveza 1890"): a
// line is named by any word of its own name (brand, size, container, a number in the name), so an
// edit never reaches for the catalog or for the line touched last. Words that fit no line
// ("esa", "pedí") say nothing; the lines that fit the most words are the ones meant.
import { singular } from "../../../lib/product-text";
import type { Product } from "../../ports";
import { normalize } from "../../understand/normalize";
import { QUERY_STOPWORDS } from "../../understand/products";

/** Spoken units and their written forms on a label ("de litro" is "1 Lt"). */
const UNIT_FORMS: Record<string, string> = {
  litro: "lt", litros: "lt", l: "lt", lts: "lt", ltr: "lt", liter: "lt", liters: "lt", litre: "lt",
  cc: "cc", ml: "ml", mililitros: "ml", gramos: "gr", gr: "gr", g: "gr", grs: "gr", kilo: "kg", kilos: "kg", kg: "kg",
  latas: "lata", can: "lata", cans: "lata", botella: "botella", botellas: "botella", bottle: "botella", bottles: "botella",
};
/** Words of the edit itself, never of a product. */
const NOT_NAMES = new Set(["saca", "sacame", "sacala", "sacalo", "sacalas", "sacalos", "quita", "quitame", "quitala", "quitalo", "borra", "borrala", "borralo", "que", "q", "no", "pedi", "pido", "pedido", "carrito", "remove", "the", "one", "ones", "take", "out"]);

/** A word as a label would spell it: singular, units in their short form. */
function labelForm(w: string): string {
  if (UNIT_FORMS[w]) return UNIT_FORMS[w];
  if (/^\d+(?:ml|cc|gr|lt|kg|l|g)$/.test(w)) return w.replace(/[a-z]+$/, "");
  return singular(w);
}

function nameForms(p: Product): Set<string> {
  const forms = new Set<string>();
  for (const w of normalize(p.name).split(" ")) {
    forms.add(w);
    forms.add(labelForm(w));
  }
  return forms;
}

/** The words of an edit that can name a product, as a label spells them. */
function nameWords(query: string): string[] {
  return normalize(query)
    .split(" ")
    .filter((w) => w && !QUERY_STOPWORDS.has(w) && !NOT_NAMES.has(w))
    .map(labelForm);
}

/** Whether every word that can name a product ("los pampers" → "pampers") is in the product's name. */
export function namedByEveryWord(query: string, p: Product): boolean {
  const words = nameWords(query);
  const forms = nameForms(p);
  return words.length > 0 && words.every((w) => forms.has(w));
}

/** The ids of the products (the cart's) whose names fit the most of the words; none when no word fits. */
export function linesByWords(query: string, products: Product[]): string[] {
  const words = nameWords(query);
  if (!words.length) return [];
  let best: string[] = [];
  let most = 0;
  for (const p of products) {
    const forms = nameForms(p);
    const fit = words.filter((w) => forms.has(w)).length;
    if (fit > most) {
      most = fit;
      best = [p.id];
    } else if (fit === most && fit > 0) best.push(p.id);
  }
  return best;
}
