// The product the last answer quoted is what its own words mean next (t28c 013, t27c 015): right after
// "Queso Untable Cremoso Mendicrim 300 Gr sale $1.290.", "dame medio kilo de cremoso y una docena de
// huevos" searched "cremoso" at 500 g and listed a choclo and two soaps. A phrase that found no product,
// or a list holding the quoted one, whose every word is a word of the quoted product's name, is that
// product — offered with a yes/no ("¿Te agrego …?"), never added, because its size or variant may differ
// from what was said ("medio kilo" of a 300 g tub).
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import { normalize } from "../../understand/normalize";
import type { Understanding } from "../../understand/types";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

/** Words of a phrase that say an amount or join words, never which product. */
const AMOUNT_WORDS = new Set(["medio", "media", "kilo", "kilos", "kg", "gramos", "gr", "grs", "g", "cuarto", "litro", "litros", "l", "lt", "ml", "cc", "de", "del", "un", "una", "unos", "unas", "el", "la", "los", "las", "y"]);

/** "mantecas" is a word of "Manteca …": a plural said of a singular name. */
function inName(word: string, name: Set<string>): boolean {
  return name.has(word) || (word.endsWith("es") && name.has(word.slice(0, -2))) || (word.endsWith("s") && name.has(word.slice(0, -1)));
}

/** Mentions of this message that mean the product the last answer quoted become a yes/no offer of it. */
export async function quotedProductMeant(t: TurnEngine, u: Understanding, offered: PendingChoice | null): Promise<void> {
  if (!offered || offered.productIds.length !== 1 || offered.tip || u.cartEdit) return;
  const id = offered.productIds[0];
  const [product] = await t.products([id]);
  if (!product) return;
  const name = new Set(normalize(product.name).split(" "));
  for (const item of u.items) {
    const m = item.match;
    if (m.kind === "one" || (m.kind === "ambiguous" && !m.productIds.includes(id))) continue;
    const words = normalize(item.query).split(" ").filter((w) => w && !AMOUNT_WORDS.has(w) && !/[0-9]/.test(w));
    if (words.length && words.every((w) => inName(w, name))) item.match = { kind: "ambiguous", productIds: [id] };
  }
}
