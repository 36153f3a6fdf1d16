// Talk of the details that is never a product to search, read from the words themselves: a
// payment said ("pago en efectivo": no "Paño"), "retiro en 20 min", "la dirección de siempre", a
// clause pointing back at data given before ("ya te la pasé": no "Paté"); and whether a message
// points back at an address said before. Its own room: these words change with how customers
// talk about their details, apart from reading the details' values (personal.ts).
import { mark } from "./personal-read";
import type { Ctx } from "./personal-read";
import { soonAt } from "./handover";

/** Words that pay ("pago", "abono") and the method after them ("pago con transferencia", "pago mercado pago"). */
const PAYS = new Set(["pago", "pagaria", "pagamos", "pagar", "abono", "abonamos"]);
const PAY_LINKS = new Set(["con", "en", "por", "via", "a", "el", "la", "de", "contado"]);
const PAY_METHODS = new Set(["efectivo", "transferencia", "transfe", "mercado", "mp", "mercadopago", "tarjeta", "debito", "credito", "qr", "contado", "pago"]);
/** A clause that points back at data given before ("ya te la pasé", "te la di antes"). */
const POINTS_BACK = /^(?:(?:si|ya|pero|como|que|ah|eh|bueno) )*te (?:la |lo )?(?:pase|di|dije|mande|envie|escribi|deje)(?: (?:la|el|mi) (?:direccion|dire|domicilio|dni|nombre|telefono|celular))?(?: (?:antes|recien|arriba|ya))*$/;

/** details22 (t21b 017): "envio a la dirección de siempre" searched products for "siempre": the usual address, never a product. */
const USUAL_ADDRESS = /^(?:la|mi|tu) (?:misma )?(?:direccion|dire|domicilio|casa) (?:de siempre|de la otra vez|de la ultima vez|de antes|anterior)\b/;

/**
 * Words of the details that are never a product to search, read by other steps from the words
 * themselves: the payment said ("pago en efectivo": no "Paño"), and a clause pointing back at
 * data given before ("ya te la pasé": no "Paté").
 */
export function markDetailTalk(c: Ctx): void {
  for (let k = 0; k < c.words.length; k++) {
    if (c.used[k]) continue;
    // "retiro en 20 min", "paso en un rato": when, kept as the note (when-said.ts), never a product ("min").
    const soon = soonAt(c.words, k);
    if (soon && c.words.slice(k, k + soon).every((w, j) => j === 0 || !w.brk)) mark(c, k, k + soon);
    else if (PAYS.has(c.words[k].n)) {
      let e = k + 1;
      while (e < c.words.length && !c.words[e].brk && PAY_LINKS.has(c.words[e].n)) e++;
      if (c.words[e] && !c.words[e].brk && PAY_METHODS.has(c.words[e].n)) {
        if (c.words[e].n === "mercado" && c.words[e + 1]?.n === "pago") e++;
        mark(c, k, e + 1);
      }
    } else if (USUAL_ADDRESS.exec(clauseFrom(c, k))) {
      mark(c, k, k + USUAL_ADDRESS.exec(clauseFrom(c, k))![0].split(" ").length);
    } else if ((k === 0 || c.words[k].brk) && POINTS_BACK.test(clauseFrom(c, k))) {
      let e = k + 1;
      while (e < c.words.length && !c.words[e].brk) e++;
      mark(c, k, e);
    }
  }
}

/** details22 (t21b 017): "a la dirección de siempre": an address kept from earlier orders, not one said in this chat. */
export const pointsToUsualAddress = (normalized: string): boolean => /\b(?:direccion|dire|domicilio|casa) (?:de siempre|de la otra vez|de la ultima vez)\b/.test(normalized);

/**
 * Does a message point back at an address said before ("a la direccion que te pase", "ya te la
 * pase", "la misma direccion")? It must name the address or say "te la …" (la dirección): "lo
 * otro que te dije" points at something else.
 */
export function pointsBackToData(normalized: string): boolean {
  const told = /\bte (?:la |lo )?(?:pase|di|dije|mande|envie|escribi|deje)\b/;
  return (/\b(?:direccion|domicilio|casa)\b/.test(normalized) && told.test(normalized)) || /\bte la (?:pase|di|dije|mande|envie|escribi|deje)\b|\b(?:direccion|domicilio) (?:de antes|anterior|de siempre|de la otra vez|de la ultima vez)\b|\bmisma direccion\b/.test(normalized);
}

/** The words from k on, normalised, up to the end of their clause. */
export function clauseFrom(c: Ctx, k: number): string {
  let e = k;
  while (e < c.words.length && (e === k || !c.words[e].brk)) e++;
  return c.words.slice(k, e).map((w) => w.n).join(" ");
}
