// Yes / no at the start of a message. "si" is also the conditional "if" ("si tienen coca
// mandame 2") and "no" opens many sentences ("no entendés"), so weak words need a break, the
// end of the message or a known continuation after them.

import { hurryWords } from "./cues";
import type { Word, YesNo } from "./types";

type Phrase = { seq: string[]; strong: boolean };
const p = (s: string, strong = true): Phrase => ({ seq: s.split(" "), strong });

const YES: Phrase[] = [
  p("si", false), p("dale"), p("de una"), p("confirmo"), p("confirmado"), p("confirmamos"), p("listo"),
  p("ok"), p("va", false), p("vale"), p("perfecto"), p("correcto"), p("obvio"), p("claro"),
  p("exacto"), p("exactamente"), p("genial"), p("joya"), p("barbaro"), p("buenisimo"), p("afirmativo"),
  p("por supuesto"), p("de acuerdo"), p("esta bien", false), p("todo bien", false), p("me parece bien"),
  p("asi es"), p("eso", false), p("excelente"), p("adelante"), p("mandale"), p("metele"), p("hacelo"),
  p("bueno", false), p("seguro", false), p("sisi"), p("yes"), p("confirma"), p("confirmar", false),
  p("es correcto"), p("esta perfecto"), p("bien", false), p("ya", false), p("todo ok"), p("tal cual"),
  // answers12: a yes said strongly ("mandalo", "confirmalo ya", "sí obvio").
  // details30 (t29c 008): "ahora sí" after a corrected summary is the yes the correction waited for.
  p("ahora si", false), p("ahora esta bien", false),
  p("mandalo"), p("mandamelo"), p("mandala"), p("mandamela"), p("confirmalo"), p("confirmala"), p("si obvio"), p("si claro"),
  // packs36 (t35a 075): "si quiero" with nothing after is "sí, quiero", never the conditional "if I want".
  p("si quiero", false), p("si lo quiero", false), p("si la quiero", false), p("si los quiero", false), p("si las quiero", false),
];
const NO: Phrase[] = [
  p("no", false), p("nah"), p("na", false), p("mejor no"), p("para nada"), p("negativo"), p("ni loco"),
  p("ni ahi"), p("todavia no"), p("aun no"), p("por ahora no"), p("nunca", false), p("cancela", false),
  p("cancelar", false), p("cancelalo"), p("no gracias"), p("dejalo", false), p("olvidalo"),
  p("no quiero", false), p("no me interesa"), p("no confirmo"), p("nada que ver", false), p("creo que no"),
];
/** Words that may follow a yes/no without changing it. */
const TAIL = new Set([
  "si", "dale", "ok", "gracias", "muchas", "mil", "por", "favor", "claro", "perfecto", "genial",
  "listo", "confirmo", "de", "una", "obvio", "correcto", "bueno", "todo", "bien", "esta", "asi",
  "joya", "buenisimo", "barbaro", "exacto", "que", "va", "eso", "es", "no", "nada", "mas", "ahora",
  "nomas", "entonces", "vale", "seguro", "che", "jaja", "jajaja", "amigo", "amiga", "capo",
  "genio", "ya", "confirma", "confirmalo", "confirmala", "mandalo", "mandamelo", "pedido", "el", "tal", "cual", "re",
  // offers33 (t32a 017): "si ponela" / "si agregalo" to "¿te la pongo?": the verb of the offer said back is the yes.
  "ponela", "ponelo", "ponelas", "ponelos", "agregala", "agregalo", "agregalas", "agregalos", "sumala", "sumalo",
]);
const NO_TAIL = new Set([...TAIL, "quiero", "me", "interesa", "mejor", "por", "ahora", "todavia", "cancela", "cancelar", "gracias", "nada", "mas", "asi", "esta"]);
/** Weak words that only count when (almost) alone: "eso es todo" is not a yes. */
const ALONE = new Set(["eso", "ya", "bien", "va", "bueno", "seguro", "na", "nunca", "dejalo", "nada que ver", "esta bien", "todo bien", "confirmar", "si quiero", "si lo quiero", "si la quiero", "si los quiero", "si las quiero"]);
const ALONE_TAIL = new Set(["si", "dale", "ok", "eso", "mismo", "gracias", "listo", "claro", "va", "bueno", "bien", "perfecto", "no", "che", "muchas", "mil"]);
const SKIP_LEAD = new Set(["ah", "ahh", "uh", "eh", "mmm", "mm", "hola", "buenas", "che", "jaja", "jajaja", "ahi", "pues", "bueno"]);

function phraseAt(words: Word[], k: number, list: Phrase[]): Phrase | null {
  let best: Phrase | null = null;
  for (const ph of list) {
    if (ph.seq.every((s, m) => words[k + m]?.n === s && (m === 0 || !words[k + m].brk))) {
      if (!best || ph.seq.length > best.seq.length) best = ph;
    }
  }
  return best;
}

/** Classify the opening of the message as yes / no / neither. */
export function detectYesNo(words: Word[]): YesNo {
  if (words.length === 0) return null;
  let k = surprisedLead(words) ? 1 : 0;
  // "bueno, dale" / "ah, sí" / "hola, sí": skip fillers, but "bueno" alone is a yes.
  while (k < words.length - 1 && SKIP_LEAD.has(words[k].n) && !phraseAt(words, k, NO)) k++;
  const yes = phraseAt(words, k, YES);
  const no = phraseAt(words, k, NO);
  const ph = no && (!yes || no.seq.length >= yes.seq.length) ? no : yes;
  if (!ph) return confirmInside(words);
  const kind = ph === no ? "no" : "yes";
  // stack9: "ok gracias, después te escribo" / "dale, lo pienso" / "ok chau": a thanks or a goodbye, never a yes.
  if (kind === "yes" && LATER.test(words.map((w) => w.n).join(" "))) return null;
  const after = k + ph.seq.length;
  const rest = words.slice(after);
  const tail = kind === "yes" ? TAIL : NO_TAIL;
  if (ALONE.has(ph.seq.join(" "))) {
    return rest.every((w) => ALONE_TAIL.has(w.n)) ? kind : confirmInside(words);
  }
  const clean = rest.length === 0 || rest[0].brk || rest.every((w) => tail.has(w.n));
  if (clean) return kind;
  if (ph.strong) return kind;
  return confirmInside(words);
}

/**
 * answers12: "QUE? SI, CONFIRMA EL PEDIDO": a surprised "¿qué?" or "¿cómo?" standing alone
 * before the answer is no question about it.
 */
export function surprisedLead(words: Word[]): boolean {
  return words.length > 1 && /^(?:que+|como|eh+|what|huh)$/.test(words[0].n) && words[1].brk;
}

/** "si de una", "dale de una": "de una" (at once) is how the yes is said, never a quantity. */
export const AT_ONCE = /\bde una\b/;

/** "ok mandalo", "mandamelo nomas": the order sent as it stands (a yes at the summary). */
export const SEND_IT = /^(?:(?:ok|dale|si|bueno|listo) )*(?:mandalo|mandamelo|mandala|mandamela)(?: (?:nomas|ya|entonces|asi))*$/;

/** Putting it off or leaving: "después te escribo", "lo pienso", "te aviso", "solo preguntaba", "chau". */
const LATER =
  /\b(?:despues|mas tarde|luego|otro dia|manana) (?:te |les )?(?:escribo|aviso|hablo|veo|confirmo|paso|vuelvo|lo veo)\b|\b(?:te|les) (?:escribo|aviso|confirmo|hablo) (?:despues|mas tarde|luego|manana|cualquier cosa)\b|\b(?:lo|la) (?:pienso|voy a pensar|tengo que pensar|consulto|veo)\b|\b(?:solo|nomas|solamente) (?:preguntaba|consultaba|queria saber)\b|\b(?:era|es) (?:solo )?para saber\b|\b(?:chau|chao|hasta luego|hasta manana|saludos)\b|\bcualquier cosa te (?:escribo|aviso)\b/;

/** "confirmamos" inside a yes ("bueno sí confirmamos") or alone after fillers. */
const CONFIRM_WORDS = new Set(["confirmo", "confirmado", "confirmamos", "confirmemos", "confirmalo", "confirmame", "confirma", "confirmala", "confirmen", "confirmenlo"]);

/** "te confirmo", "ya confirmo el pedido", "bueno sí confirmamos" → yes; "no confirmo" → no. */
function confirmInside(words: Word[]): YesNo {
  for (let k = 0; k < words.length && k < 12; k++) {
    if (CONFIRM_WORDS.has(words[k].n)) return words[k - 1]?.n === "no" ? "no" : "yes";
  }
  return null;
}

const LEAD_NO = /^(?:(?:ah|eh|uh|ay|mmm|bueno|perdon|ups|che) )*(?:no|nah|nop|nope|na)\b/;
const DECLINE = /\b(?:deja|dejalo|dejala|dejalos|deja nomas|mejor no|no gracias|asi esta bien|asi nomas|asi como esta|no hace falta|olvidalo|olvidate)\b/;

/**
 * Does the message turn down what the agent just offered or asked ("no, dejá", "así está bien",
 * "mejor no")? Looser than a plain "no": read only as the answer to a question that was
 * waiting for one.
 */
export function declines(normalized: string): boolean {
  return LEAD_NO.test(normalized) || DECLINE.test(normalized);
}

/**
 * answers10: a yes said in a hurry ("dale rápido", "sí, apurate", "ok pero rápido"): the reading
 * of the whole message, or of it with its hurry words set aside ("dale" leads the hurry there).
 */
export function yesInHurry(words: Word[]): boolean {
  if (detectYesNo(words) === "yes") return true;
  const hurry = hurryWords(words.map((w) => w.n));
  return hurry.size > 0 && hurry.size < words.length && detectYesNo(words.filter((_w, k) => !hurry.has(k))) === "yes";
}
