// Text normalisation for WhatsApp Spanish: lowercase, no accents, repeated letters collapsed,
// common abbreviations expanded, punctuation turned into word boundaries. Digits, emails and
// decimals ("1,5", "1.5", "30.123.456") stay intact. Linear time: one pass over the input.

import { markTea } from "./tea";
import { withDictatedZeros, withoutDictatedPunctuation } from "./dictated";
import { wordNumber } from "./numbers";
import type { Word } from "./types";

/** Inputs are cut to this many UTF-16 units before any work (the contract is ≤ 4 KB). */
export const MAX_INPUT = 4096;

// Token-level rewrites, applied after accents are stripped and repeats collapsed.
// A value may hold several words ("porfa" → "por favor").
const ABBREVIATIONS: Record<string, string> = {
  q: "que", k: "que", ke: "que", qe: "que",
  xq: "porque", pq: "porque", porq: "porque", xk: "porque", pk: "porque", xque: "porque",
  tmb: "tambien", tb: "tambien", tmbn: "tambien", tambn: "tambien",
  porfa: "por favor", porfis: "por favor", plis: "por favor", pls: "por favor", plz: "por favor",
  xfa: "por favor", xfavor: "por favor", porfavor: "por favor", porfi: "por favor",
  dsp: "despues", dps: "despues", desp: "despues",
  bn: "bien", msj: "mensaje", xa: "para", pa: "para", pra: "para",
  ablar: "hablar", ablo: "hablo", ablame: "hablame", kiero: "quiero", qiero: "quiero", quero: "quiero", kero: "quiero", qero: "quiero",
  // words20 (t20c 008): "ola nesecito dulse de leche" searched "nesecito dulse de leche": the verb with its c and s swapped.
  nesecito: "necesito", nesesito: "necesito", nececito: "necesito", nesecitamos: "necesitamos", nesesitamos: "necesitamos", nesecitaria: "necesitaria", nesesitaria: "necesitaria",
  ola: "hola", holis: "hola", holu: "hola", hla: "hola",
  grax: "gracias", grcs: "gracias", grs: "gracias", gcias: "gracias", grasias: "gracias", gracia: "gracias",
  okey: "ok", oki: "ok", okis: "ok", okay: "ok", oka: "ok", okk: "ok", okas: "ok",
  sisi: "si si", sip: "si", sep: "si", sipi: "si", nop: "no", nope: "no", nel: "no",
  ud: "usted", uds: "ustedes", nro: "numero", num: "numero", nº: "numero",
  tel: "telefono", tlf: "telefono", cel: "celular", celu: "celular", wsp: "whatsapp", wpp: "whatsapp",
  dir: "direccion", depto: "departamento", dpto: "departamento", dto: "departamento",
  mail: "email", correo: "email", mai: "email",
  hs: "horas", hrs: "horas", hr: "hora",
  tenes: "tenes", aca: "aca",
  // words16 (trial 15): "tenen pañales pampers?" searched "tenen pañales pampers": "tenés"/"tienen" misspelt is the question.
  tenen: "tienen", tinen: "tienen", tiennen: "tienen", tienenn: "tienen", tenn: "tenes", tens: "tenes", tiens: "tenes", tenis: "tenes",
  tnes: "tenes", tenees: "tenes", tienes: "tenes", tienne: "tiene", tine: "tiene", aka: "aca", xfis: "por favor",
  // English and Portuguese words the reading (language/synonyms.ts) leaves around details: "I'm
  // John Smith", "sou Ana Souza", "it's 1550 Arenales st", "address is …", "meu endereço é …".
  "i'm": "soy", sou: "soy", "it's": "es", is: "es", my: "mi", meu: "mi", minha: "mi",
};

// Double letters kept as they are (Spanish digraphs and common doubled consonants).
const KEEP_DOUBLE = new Set(["l", "r", "c", "n", "z"]);
// Words that legitimately end in a doubled vowel.
const KEEP_FINAL_DOUBLE = new Set(["cree", "lee", "provee", "zoo", "crees", "lees", "creer", "leer"]);

const foldCache = new Map<string, string>();

/** Lowercase one character and strip its diacritics ("Á" → "a", "ñ" → "n"). */
function fold(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  let f = foldCache.get(ch);
  if (f === undefined) {
    f = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    if (foldCache.size < 2000) foldCache.set(ch, f);
  }
  return f;
}

const isLetter = (c: string) => c >= "a" && c <= "z";

/** How many digits follow from `from`. */
function digitRun(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] >= "0" && text[i] <= "9") i++;
  return i - from;
}
const isDigit = (c: string) => c >= "0" && c <= "9";
const BREAK_CHARS = new Set([",", ".", ";", ":", "!", "?", "¿", "¡", "(", ")", "\n", "\r", "…", "|"]);
const SPACE = /\s/;
const OK_EMOJI = new Set(["👍", "👌", "✅", "🆗"]);

/** Collapse letter repeats: "siiii" → "si", "holaaa" → "hola", "noo" → "no", keeps "ll"/"rr". */
export function collapseRepeats(w: string): string {
  let out = "";
  let i = 0;
  while (i < w.length) {
    const c = w[i];
    let j = i + 1;
    while (j < w.length && w[j] === c) j++;
    const run = j - i;
    if (run === 1 || !isLetter(c)) out += w.slice(i, j);
    else if (run >= 3) out += KEEP_DOUBLE.has(c) && (c === "l" || c === "r") ? c + c : c;
    else if (c === "e" || c === "o") out += j === w.length && !KEEP_FINAL_DOUBLE.has(w) ? c : c + c;
    else out += KEEP_DOUBLE.has(c) ? c + c : c;
    i = j;
  }
  return out;
}

const EMAIL_RE = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
export function isEmail(s: string): boolean {
  return s.length <= 254 && EMAIL_RE.test(s) && !s.includes("..");
}

const UNITS = new Set(["ml", "l", "lt", "lts", "litro", "litros", "cc", "g", "gr", "grs", "kg", "k", "b", "a", "c", "d"]);

/** Turn one folded raw token into zero or more normalised words. */
function expandToken(raw: string): string[] {
  if (raw === "") return [];
  let hasLetter = false;
  let hasDigit = false;
  for (const c of raw) {
    if (isLetter(c)) hasLetter = true;
    else if (isDigit(c)) hasDigit = true;
  }
  if (!hasDigit) {
    const c = collapseRepeats(raw);
    const ab = Object.hasOwn(ABBREVIATIONS, c) ? ABBREVIATIONS[c] : undefined; // "constructor" is a word, not Object
    return (ab ?? c).split(" ");
  }
  if (hasLetter) {
    // words12: "2x arroz" counts two, like "2 arroz" ("x2" after the product: numbers.ts timesAt).
    const times = /^([0-9]{1,2})x$/.exec(raw);
    if (times) return [times[1]];
    // "2cocas" → "2 cocas"; "500ml", "1,5l", "3b" stay one token.
    const m = /^(\+?[0-9][0-9.,]*)([a-z]+)$/.exec(raw);
    if (m && !UNITS.has(m[2]) && m[2].length >= 3) return [m[1], ...expandToken(m[2])];
  }
  return [raw];
}

/** Split a message into normalised words. Never throws; linear in the input length. */
export function analyze(input: string): Word[] {
  const text = typeof input === "string" ? input.slice(0, MAX_INPUT) : "";
  const words: Word[] = [];
  let pendingBrk = false;
  let i = 0;
  const push = (raw: string, o: string, start: number, end: number, email = false) => {
    const parts = email ? [raw] : expandToken(raw);
    for (const n of parts) {
      if (!n) continue;
      words.push({ n, o, start, end, brk: pendingBrk, ...(email ? { email: true } : {}) });
      pendingBrk = false;
    }
  };
  while (i < text.length) {
    // One whitespace-delimited chunk at a time.
    const ch = text[i];
    if (SPACE.test(ch)) {
      if (ch === "\n" || ch === "\r") pendingBrk = true;
      i++;
      continue;
    }
    let j = i + 1; // always advances
    while (j < text.length && !SPACE.test(text[j])) j++;
    const chunk = text.slice(i, j);
    // A dash or a slash on its own separates, like a comma ("Juan Pérez - 30123456 / Lavalle 500").
    if (/^(?:[-–—]+|\/)$/.test(chunk)) {
      pendingBrk = true;
      i = j;
      continue;
    }
    if (chunk.includes("@")) {
      // Emails stay whole: strip surrounding punctuation, then check.
      const m = /^[^a-zA-Z0-9]*(.*?)[^a-zA-Z0-9]*$/.exec(chunk.length <= 300 ? chunk : "");
      const core = m ? m[1] : "";
      const lower = core.toLowerCase();
      if (core && isEmail(lower)) {
        const s = i + chunk.indexOf(core);
        if (/^[,.;:!?¿¡(]/.test(chunk)) pendingBrk = true;
        push(lower, core, s, s + core.length, true);
        if (/[,.;:!?)]$/.test(chunk)) pendingBrk = true;
        i = j;
        continue;
      }
    }
    // Scan the chunk character by character.
    let raw = "";
    let start = i;
    for (let k = i; k < j; k++) {
      const c = text[k];
      const f = fold(c);
      if (f.length === 1 && (isLetter(f) || isDigit(f))) {
        if (raw === "") start = k;
        raw += f;
        continue;
      }
      if (f.length > 1 && /^[a-z]+$/.test(f)) {
        // Ligatures and similar ("ﬁ"): keep letters.
        if (raw === "") start = k;
        raw += f;
        continue;
      }
      // Decimal or grouped number: digit [.,] digit stays in the token ("1,5", "30.123.456"); a
      // longer run after it is another number ("Rivadavia 1,1155551234").
      if ((c === "." || c === ",") && raw !== "" && isDigit(raw[raw.length - 1]) && k + 1 < j && isDigit(text[k + 1]) && digitRun(text, k + 1) <= 3) {
        raw += c;
        continue;
      }
      // A proper fraction stays one token ("2 1/4" litres, "1/2 kilo"), so no "4" is read as a size.
      if (c === "/" && /^[1-7]$/.test(raw) && k + 1 < j && /^[2-8]$/.test(text[k + 1]) && !isDigit(text[k + 2] ?? "") && Number(raw) < Number(text[k + 1])) {
        raw += c;
        continue;
      }
      // An apostrophe inside a word stays in it ("O'Neil", "D'Angelo").
      if ((c === "'" || c === "’") && raw !== "" && isLetter(raw[raw.length - 1]) && k + 1 < j && isLetter(fold(text[k + 1]))) {
        raw += "'";
        continue;
      }
      // Leading "+" of a phone number.
      if (c === "+" && raw === "" && k + 1 < j && isDigit(text[k + 1])) {
        start = k;
        raw = "+";
        continue;
      }
      // Anything else ends the token.
      if (raw) push(raw, text.slice(start, k), start, k);
      raw = "";
      if (BREAK_CHARS.has(c)) pendingBrk = true;
      else if (OK_EMOJI.has(c) || (k + 1 < j && OK_EMOJI.has(c + text[k + 1]))) push("ok", c, k, k + 1);
    }
    if (raw) push(raw, text.slice(start, j), start, j);
    i = j;
  }
  return markTea(withTypedY(withoutDeniedRow(withoutDeniedCount(withWishVerb(withDictatedZeros(withSpokenHundreds(withoutArticleBeforeUnit(withoutDictatedPunctuation(words)))))))));
}

const HUNDREDS: Record<string, number> = {
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
  quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800,
  ochocientas: 800, novecientos: 900, novecientas: 900,
};
const TENS: Record<string, number> = { sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
const SIZE_UNITS = new Set(["gr", "grs", "g", "gramos", "ml", "cc", "mililitros", "cm3"]);
/** "cincuenta" as said (an earlier step may already have written it "50"; a typed "50" stays a count). */
const tensOf = (w: Word | undefined) =>
  !w || w.brk || w.n === "un" || w.n === "una" ? null : (TENS[w.n] ?? wordNumber(w.n) ?? (/^[0-9]{1,2}$/.test(w.n) && /^\p{L}+$/u.test(w.o) ? Number(w.n) : null));

/**
 * "la mayonesa de novecientos cincuenta": a size said in number words is its digits ("de 950"),
 * so the size reader finds the 950 g (t20c 015 added the 237 g and read "cincuenta" as a count).
 * Only hundreds, and only as a size: after "de" or before a unit ("doscientos cincuenta gramos").
 */
function withSpokenHundreds(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const hundreds = HUNDREDS[words[i].n];
    if (hundreds === undefined) {
      out.push(words[i]);
      continue;
    }
    let value = hundreds;
    let j = i + 1;
    const tens = tensOf(words[j]);
    if (tens !== null && tens < 100) {
      value += tens;
      j++;
      const units = tens >= 30 && words[j]?.n === "y" ? tensOf(words[j + 1]) : null;
      if (units !== null && units < 10) (value += units), (j += 2);
    }
    const asSize = (i > 0 && words[i - 1].n === "de" && !words[i].brk) || SIZE_UNITS.has(words[j]?.n ?? "");
    if (!asSize) {
      out.push(words[i]);
      continue;
    }
    // (Its written form too: the size readers check that a number was written as one.)
    out.push({ ...words[i], n: String(value), o: String(value), end: words[j - 1].end });
    i = j - 1;
  }
  return out;
}

/**
 * "aceite natura de un litro y medio": "de un litro" is the size "de litro", so the size reader
 * sees "litro y medio" whole (t19c 017 cut it to "de un litro" and said 1.5 Lt was not sold).
 */
const LINE_OPENERS = new Set(["y", "e", "eh", "mas", "tambien", "ademas", "quiero", "queria", "necesito", "pedir", "pedirte", "pedirle", "encargar", "encargarle", "comprar", "dame", "mandame", "traeme", "poneme", "agregame", "sumame", "agrega", "suma"]);

function withoutArticleBeforeUnit(words: Word[]): Word[] {
  const out: Word[] = [];
  words.forEach((w, i) => {
    const unit = words[i + 1];
    if ((w.n !== "un" && w.n !== "uno") || !unit || unit.brk || (unit.n !== "litro" && unit.n !== "kilo")) return void out.push(w);
    if (i > 0 && words[i - 1].n === "de" && !w.brk) return; // "de un litro": the size "de litro"
    // "un kilo de harina": one kilo is the size 1 kg, never the count 1 of a product called "kilo"
    // (t19c 017 searched "kilo de harina cero cero cero"); "un litro y medio" stays the size reader's.
    if (words[i + 2]?.n === "y" && words[i + 3]?.n === "medio") return void out.push(w);
    // Only where a line starts: after "una docena de huevos un kilo de harina" the "un" still
    // parts the two lines (a "1 kg" there would be read as the eggs' size).
    const opens = i === 0 || w.brk || LINE_OPENERS.has(words[i - 1].n);
    if (words[i + 2]?.n !== "de" || !opens) return void out.push(w);
    out.push({ ...w, n: "1" });
  });
  return out.map((w, i) => (i > 0 && out[i - 1].n === "1" && out[i - 1].o !== "1" && (w.n === "kilo" || w.n === "litro") ? { ...w, n: w.n === "kilo" ? "kg" : "l" } : w));
}

const WISH_OPENERS = new Set(["q", "que", "tiene", "tienen", "tenga", "debe", "deberia", "puede", "podria", "tendria"]);

/**
 * "tiene q ser común 0000": the verb of a wish reads as "sea", a word that never names a product.
 * Said alone "ser" is a brand (Yogur Ser, Agua Ser), so only after the words that ask for it.
 */
function withWishVerb(words: Word[]): Word[] {
  return words.map((w, i) => (w.n === "ser" && i > 0 && !w.brk && WISH_OPENERS.has(words[i - 1].n) ? { ...w, n: "sea" } : w));
}

const SPANISH_ORDER_WORDS = new Set(["quiero", "queria", "quisiera", "necesito", "dame", "mandame", "pasame", "tenes", "tienen", "hola"]);
const ENGLISH_AFTER_I = new Set(["want", "wanted", "need", "meant", "mean", "would", "will", "am", "have", "had", "live", "already", "said", "dont", "don't", "think", "like", "just", "only", "was", "can", "ll", "m", "do", "did", "asked", "ordered"]);

/**
 * "ola kiero agua i galletitas": a lowercase "i" typed between two products in a Spanish order is
 * "y" by ear (t28a 009 read it as one product, found nothing and greeted). Only with a Spanish
 * order word in the message and never before an English verb, so "no, I meant 2" stays English.
 */
function withTypedY(words: Word[]): Word[] {
  if (!words.some((w) => SPANISH_ORDER_WORDS.has(w.n))) return words;
  return words.map((w, i) => (w.o === "i" && i > 0 && !w.brk && words[i + 1] && !words[i + 1].brk && !ENGLISH_AFTER_I.has(words[i + 1].n) ? { ...w, n: "y" } : w));
}

const COUNT = /^[0-9]{1,2}$/;

/**
 * "quiero 2, no 1", "2 no 1", "são 2, não 1": the count denied after the one meant is said back,
 * never a new line nor a set to it; the count meant stays (trial 11: "quero 2, não 1" was not understood).
 */
function withoutDeniedCount(words: Word[]): Word[] {
  const k = words.findIndex((w, i) => i > 0 && w.n === "no" && COUNT.test(words[i - 1].n) && COUNT.test(words[i + 1]?.n ?? "") && words[i - 1].n !== words[i + 1].n && (i + 2 === words.length || words[i + 2].brk));
  return k < 0 ? words : [...words.slice(0, k), ...words.slice(k + 2)];
}

const ROW_DENIALS = new Set(["no", "nao", "not"]);
const ROW_ARTICLES = new Set(["la", "el", "lo", "las", "los", "a", "o", "as", "os", "the"]);
const ROW_UNITS = new Set(["ml", "cc", "l", "lt", "lts", "g", "gr", "grs", "kg", "litro", "litros", "kilo", "kilos"]);

/**
 * "6 de la de 473, no la 1890", "não a 1890", "not the 1890": the row denied by its number after
 * the one meant is said back, never a row picked nor a line added (trial 12: "quero 6 da de 473
 * normal, não a 1890" added the 1890). Only a number (and its unit) at the end of its clause.
 */
function withoutDeniedRow(words: Word[]): Word[] {
  const k = words.findIndex((w, i) => {
    if (i === 0 || !w.brk || !ROW_DENIALS.has(w.n) || !ROW_ARTICLES.has(words[i + 1]?.n ?? "") || words[i + 1].brk) return false;
    const num = words[i + 2];
    if (!num || num.brk || !/^[0-9][0-9.,]*[a-z]*$/.test(num.n)) return false;
    const end = ROW_UNITS.has(words[i + 3]?.n ?? "") && !words[i + 3].brk ? i + 4 : i + 3;
    return end === words.length || words[end].brk;
  });
  if (k < 0) return words;
  const end = ROW_UNITS.has(words[k + 3]?.n ?? "") && !words[k + 3].brk ? k + 4 : k + 3;
  return [...words.slice(0, k), ...words.slice(end)];
}

/** Normalised text: the words of `analyze` joined by single spaces. */
export function normalize(text: string): string {
  try {
    return analyze(text)
      .map((w) => w.n)
      .join(" ");
  } catch {
    return "";
  }
}
