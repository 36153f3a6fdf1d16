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

/**
 * Mentions of this message that mean the product the last answer quoted become a yes/no offer of it.
 * t34b 013: with several products quoted one each ("Aceite de Girasol Natura 1.5 Lt sale $1.850.
 * Arroz … sale $680."), "dame 2 del natura" is the one quoted product whose name carries every word,
 * never the catalog's Natura ketchup and mayonesas; words several quoted names carry stay a search.
 */
export async function quotedProductMeant(t: TurnEngine, u: Understanding, offered: PendingChoice | null, together: string[] | null = null): Promise<void> {
  if (offered?.tip || u.cartEdit) return;
  const ids = [...new Set([...(offered?.productIds.length === 1 ? offered.productIds : []), ...(together ?? [])])];
  if (!ids.length) return;
  const quoted = (await t.products(ids)).map((p) => ({ id: p.id, name: new Set(normalize(p.name).split(" ")) }));
  for (const item of u.items) {
    const m = item.match;
    const words = normalize(item.query).split(" ").filter((w) => w && !AMOUNT_WORDS.has(w) && !/[0-9]/.test(w));
    const fit = words.length ? quoted.filter((q) => words.every((w) => inName(w, q.name))) : [];
    if (fit.length !== 1) continue;
    const id = fit[0].id;
    if (m.kind === "one" || (m.kind === "ambiguous" && !m.productIds.includes(id))) continue;
    item.match = { kind: "ambiguous", productIds: [id] };
  }
}
