// A button or list row the agent offered, typed instead of tapped: its label ("Modificar"), in
// lowercase, without accents, with a typo ("modifcar"), or one word only it has ("retiro" for
// "Retiro en el local"). Read as the tap it stands for, so every offered option is understood.

import { analyze } from "./normalize";

export interface OfferedOption {
  id: string;
  title: string;
}

/** Words around a typed option that add nothing ("el de retiro", "opción modificar", "dale, envío"). */
const FILLERS = new Set([
  "el", "la", "los", "las", "de", "del", "un", "una", "opcion", "boton", "quiero", "prefiero", "elijo", "dale", "ok", "bueno",
  "por", "favor", "mejor", "entonces", "con", "en", "a", "y", "que", "sea", "gracias", "porfa",
]);

/** Ways to pay named by customers that no shop method is (Pix, PayPal, crypto…). */
export const FOREIGN_PAYMENT = /\b(pix|paypal|pay pal|cripto|crypto|bitcoin|btc|usdt|zelle|venmo|boleto|western union)\b/;

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Same word, or one typo away in a word of 4+ letters. */
function sameWord(typed: string, label: string): boolean {
  return typed === label || (typed.length >= 4 && label.length >= 4 && editDistanceAtMostOne(typed, label));
}

/** A row label the list cut to fit ("Untable Port Salut…"): its product's name has more words than it shows. */
const cutShort = (title: string) => /…\s*$/.test(title);

const content = (text: string) => analyze(text).map((w) => w.n).filter((n) => !FILLERS.has(n));
/** Words only folded (case, accents), letters kept as typed: "vaiilla" stays one typo from "vainilla". */
const plain = (text: string) =>
  text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter((n) => n && !FILLERS.has(n));

/**
 * The offered option these words stand for, if exactly one. `numbered`: a bare number is the
 * option in that place (at the summary, "1" numbering «Confirmar» «Modificar» «Cancelar» was read
 * as a quantity and set the last line to 1: trial 20c 006).
 */
export function typedOption(text: string, offered: OfferedOption[], numbered = false): OfferedOption | null {
  // lists20 (t20c 011): "la 2" to the payment buttons is the button in that place, as "2" is.
  const place = numbered ? /^\s*(?:(?:la|el|lo|the|a|o|opcion|opción|option|opção|opcao|numero|número|nro|n°)\s+)?#?\s*(\d)\s*[.)!]?\s*$/i.exec(text) : null;
  if (place) return offered[Number(place[1]) - 1] ?? null;
  return typedAs(text, offered, content) ?? typedAs(text, offered, plain);
}

function typedAs(text: string, offered: OfferedOption[], content: (text: string) => string[]): OfferedOption | null {
  if (!offered.length || text.length > 60) return null;
  const typed = content(text);
  // A list row's label runs to 7 words ("Uat con Fe 3% Brick 1 Lt"); the whole label must still match word for word.
  if (!typed.length || typed.length > 8) return null;
  const labels = offered.map((o) => ({ o, words: content(o.title) }));
  // The whole label, word for word.
  const whole = labels.filter((l) => l.words.length === typed.length && l.words.every((w, k) => sameWord(typed[k], w)));
  if (whole.length === 1) return whole[0].o;
  // A label cut short ("Crema Untable Tregar…", the Light one) hides words the customer did not type: typed as the
  // uncut label beside it ("crema untble tregar" for «Crema Untable Tregar», the 200 Gr), it is that uncut row;
  // typed with its "…" (copied), it is the cut row.
  const sameCut = whole.filter((l) => cutShort(l.o.title) === cutShort(text));
  if (whole.length > 1) return sameCut.length === 1 ? sameCut[0].o : null;
  // The whole label with one typo that splits or joins its words ("coc-cola 1,5 l").
  const joined = typed.join("");
  const close = labels.filter((l) => l.words.join("").length >= 8 && editDistanceAtMostOne(joined, l.words.join("")));
  if (close.length === 1) return close[0].o;
  // One word that only one label has ("retiro", "modificar", "transferencia").
  if (typed.length === 1 && typed[0].length >= 4) {
    const hits = labels.filter((l) => l.words.some((w) => sameWord(typed[0], w)));
    // picksb22 (t21c 006): a row label cut short ("Colonial con Calcio…") may hide the word; "la serenisima" was the one
    // uncut label of three La Serenísima rows. Then the rows' full names decide (several fit: asked among them).
    const hidden = labels.some((l) => l !== hits[0] && cutShort(l.o.title));
    if (hits.length === 1 && !hidden) return hits[0].o;
  }
  return null;
}

/**
 * "seguir aca. listo" (t25c 018): the label of an offered button typed as one part of a message
 * beside other words. For a button that only keeps the conversation going (`goOnId`, «Seguir acá»)
 * the choice changes nothing, so that part is dropped and the other words are the message; a
 * label typed alone stays the tap `typedOption` reads.
 */
export function withoutGoOnLabel(text: string, offered: OfferedOption[], goOnId: string): string {
  const goOn = offered.filter((o) => o.id === goOnId);
  const parts = text.split(/\s*[.,;!]+\s*/).filter((p) => p.trim());
  if (!goOn.length || parts.length < 2) return text;
  const rest = parts.filter((p) => !typedAs(p, goOn, content));
  return rest.length && rest.length < parts.length ? rest.join(". ") : text;
}
