import type { TurnEngine } from "../../engine";
import { analyze } from "../../understand";
import { sameSize, sizeAt, type Size } from "../../understand/numbers";
import type { Word } from "../../understand/types";
import { describesOpenList } from "./list-elsewhere";

// Trial 14b 019: "¿cuánto sale el aceite natura de 1.5?" answered, then "y el de 900?" got "No te
// entendí", and "dame 2 de ese y 1 de 1.5" added one bottle. Right after one product was named in
// an answer, a size said with no product ("y la de 2.25?", "1 de 1.5") is the same product in that
// size, and "ese"/"esa" beside it is the product named: the message is read with those names in.

/** Words that ask, order or point, never name a product: the rest of a size-only follow-up. */
const FOLLOW_UP_WORDS = new Set([
  "y", "e", "el", "la", "los", "las", "lo", "de", "del", "a", "que", "q", "un", "una", "uno", "unos", "unas", "dos", "tres", "cuatro", "cinco", "seis", "tambien", "ok", "oka", "dale", "bueno", "entonces", "mejor",
  "dame", "poneme", "ponme", "agregame", "sumame", "mandame", "quiero", "queria", "traeme", "porfa", "digo", "te", "dije",
  "cuanto", "cuantos", "sale", "salen", "cuesta", "cuestan", "esta", "estan", "precio", "vale", "valen", "tenes", "tienen", "hay",
  "and", "the", "one", "ones", "of", "how", "much", "is", "it", "give", "me", "i", "want", "o", "da", "do", "quanto", "custa",
]);
const POINTERS = new Set(["ese", "esa", "esos", "esas", "este", "esta", "that", "this", "esse", "essa"]);

/**
 * The message with the offered product named where only its size or a pointer stands, or the
 * message as said: no single product offered, a word that may name another product, or no size.
 */
export async function namedAfterOffer(t: TurnEngine, said: string, offered: { productIds: string[] } | null): Promise<string> {
  if (!offered || offered.productIds.length !== 1) return said;
  const words = analyze(said);
  const sizes: { at: number; size: Size }[] = [];
  const pointers: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const s = words[i - 1]?.n === "de" || words[i - 1]?.n === "of" ? sizeAt(words, i) : null;
    if (s) {
      sizes.push({ at: i - 1, size: s.size });
      i += s.length - 1;
    } else if (POINTERS.has(words[i].n) && /^(?:de|of)$/.test(words[i - 1]?.n ?? "")) pointers.push(words[i]);
    else if (!FOLLOW_UP_WORDS.has(words[i].n) && !/^[0-9]+$/.test(words[i].n)) return said;
  }
  if (!sizes.length) return said;
  const [product] = await t.products(offered.productIds);
  if (!product?.active) return said;
  const own = sizeOf(product.name);
  // "la de 1 kg" to the 1 kg offered picks the offer itself, as the offer's own reading does.
  if (!own || sizes.every((s) => sameSize(s.size, own.size))) return said;
  // lists21: a size that tells apart the rows of a list still open ("la de medio kilo" with "¿Taragui 1 Kg o 500 Gr?") answers that list (t20c 009).
  if (await describesOpenList(t, said, product.id)) return said;
  const base = product.name.slice(0, own.start).trim();
  if (!base) return said;
  // From the end, so the offsets before stay true.
  const edits = [
    ...sizes.map((s) => ({ at: words[s.at].start, end: words[s.at].start, put: `${base} ` })),
    ...pointers.map((w) => ({ at: w.start, end: w.end, put: product.name })),
  ].sort((a, b) => b.at - a.at);
  let out = said;
  for (const e of edits) out = `${out.slice(0, e.at)}${e.put}${out.slice(e.end)}`;
  return out;
}

/** "Aceite de Girasol Natura 900 Ml": its size (900 ml) and where it starts in the name. */
function sizeOf(name: string): { size: Size; start: number } | null {
  const words = analyze(name);
  for (let i = 0; i < words.length; i++) {
    const s = sizeAt(words, i);
    if (s && s.size.dim !== null) return { size: s.size, start: words[i].start };
  }
  return null;
}
