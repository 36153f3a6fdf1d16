// Readers for customer data over analysed words: names, phone/DNI numbers, addresses.
// Shared by personal.ts (explicit forms and bare answers). Values are validated here.

import { ORDER_VERBS } from "./items";
import type { FieldName, Word } from "./types";
export type Fields = Partial<Record<FieldName, string>>;

export const REASONS = {
  dniLength: "el DNI tiene 7 u 8 números",
  dniLetters: "el DNI lleva solo números",
  phoneLength: "el teléfono tiene entre 8 y 15 números",
  phoneLetters: "el teléfono lleva solo números",
  email: "el email no parece válido (ej: nombre@gmail.com)",
  addressNumber: "falta la altura (el número de la calle)",
  addressStreet: "falta el nombre de la calle",
  addressLength: "la dirección es demasiado larga",
} as const;

export const NAME_RE = /^\p{L}[\p{L}'’-]*$/u;
export const PARTICLES = new Set(["de", "del", "la", "las", "los", "da", "di", "van", "von", "y"]);
/** Words that are not a person's name ("soy cliente", "soy de Palermo", "soy yo"). */
export const NOT_NAME = new Set([
  "yo", "el", "la", "los", "las", "un", "una", "uno", "cliente", "clienta", "nuevo", "nueva",
  "vecino", "vecina", "quien", "que", "muy", "bien", "mal", "celiaco", "celiaca", "vegano",
  "vegana", "hola", "si", "no", "ok", "gracias", "dale", "listo", "tengo", "soy", "mi", "tu",
  "su", "casa", "nombre", "apellido", "dni", "numero", "calle", "direccion", "otro", "otra",
  "nada", "todo", "este", "esta", "eso", "ese", "aca", "alla", "ahi", "mismo", "misma",
  "amigo", "amiga", "hijo", "hija", "mama", "papa", "esposo", "esposa", "del", "de", "en",
  "por", "favor", "para", "con", "sin", "como", "cuando", "donde", "cuanto", "porque", "pero",
  "quiero", "queria", "necesito", "vivo", "tambien", "ya", "recien", "nuevamente", "buenas",
  "buen", "buenos", "dia", "dias", "tardes", "noches", "chau", "perdon", "disculpa", "claro",
  "obvio", "perfecto", "correcto", "email", "telefono", "celular", "whatsapp", "envio",
  "retiro", "efectivo", "transferencia", "humano", "persona", "encargado", "operador", "robot",
  "bot", "alguien", "nadie", "argentino", "argentina", "mayor", "menor", "estudiante",
  "jubilado", "jubilada", "dueno", "duena", "cajero", "cajera", "repartidor", "solo", "sola",
  "feliz", "grande", "chico", "chica", "medio", "media", "tan", "asi", "bastante", "re",
]);
export const FIELD_WORDS = new Set(["dni", "documento", "celular", "telefono", "whatsapp", "numero", "email", "direccion", "domicilio", "nombre", "apellido", "ciudad", "barrio", "departamento", "piso"]);
/** Leading words of a bare answer that carry no data ("sí, es 30.123.456", "sería Juan"). */
export const ANSWER_FILLERS = new Set([
  "si", "claro", "dale", "ok", "bueno", "es", "seria", "son", "el", "la", "mi", "mio", "mia",
  "perdon", "disculpa", "ahi", "va", "aca", "tenes", "toma", "tene", "listo", "obvio", "no",
  "hola", "buenas", "sorry",
]);
export const LABEL_WORDS = new Set([...FIELD_WORDS, "es", "mi", "el", "de", "nro", "n", "d", "i", "y", "apellido", "nombre"]);

export function capitalise(s: string): string {
  return s
    .trim()
    .split(/\s+/)
    .map((w, k, all) => {
      const lw = w.toLocaleLowerCase("es");
      if (PARTICLES.has(lw) && all.length > 1 && k < all.length - 1) return lw;
      return lw.replace(/(^|[-'’])(\p{L})/gu, (_m, p: string, c: string) => p + c.toLocaleUpperCase("es"));
    })
    .join(" ");
}

export interface Ctx {
  words: Word[];
  text: string;
  used: boolean[];
  fields: Fields;
  invalid: Fields;
}

export const at = (c: Ctx, k: number, ...seq: string[]) => seq.every((s, m) => c.words[k + m]?.n === s && !c.used[k + m]);
export const mark = (c: Ctx, a: number, b: number) => {
  for (let m = a; m < b && m < c.words.length; m++) c.used[m] = true;
};

/** Read a person's name starting at k. First word → first name; the rest → last name. */
export function readName(c: Ctx, k: number, max = 4, stop: Set<string> = NOT_NAME): { parts: string[]; end: number } | null {
  const parts: string[] = [];
  let names = 0;
  let j = k;
  const nameLike = (w: Word | undefined) => !!w && NAME_RE.test(w.o) && w.o.length <= 30 && !w.email;
  while (j < c.words.length && names < max) {
    const w = c.words[j];
    if (c.used[j] || (j > k && w.brk) || !nameLike(w)) break;
    if (PARTICLES.has(w.n) && names > 0) {
      // "de la Fuente", "de los Ángeles": particles need a name after them.
      let e = j;
      while (e < c.words.length && PARTICLES.has(c.words[e].n) && !c.words[e].brk && e - j < 3) e++;
      const nx = c.words[e];
      if (w.n === "y" || !nx || nx.brk || !nameLike(nx) || stop.has(nx.n) || PARTICLES.has(nx.n)) break;
      for (; j < e; j++) parts.push(c.words[j].o);
      continue;
    }
    if (stop.has(w.n) || ORDER_VERBS.has(w.n) || FIELD_WORDS.has(w.n)) break;
    parts.push(w.o);
    names++;
    j++;
  }
  return names > 0 ? { parts, end: j } : null;
}

/** Words that end a place name ("Palermo, gracias"). */
export const PLACE_STOP = new Set(["si", "no", "ok", "gracias", "por", "favor", "dale", "quiero", "es", "mi", "y", "pero", "que", "hola"]);

export function setName(c: Ctx, parts: string[], onlyLast = false) {
  if (onlyLast) {
    c.fields.lastName = capitalise(parts.join(" "));
    return;
  }
  c.fields.firstName = capitalise(parts[0]);
  if (parts.length > 1) c.fields.lastName = capitalise(parts.slice(1).join(" "));
}

/** Scan a phone/DNI-like number in the original text from `from`. */
export function numberSpan(text: string, from: number) {
  let digits = "";
  let plus = false;
  let letters = false;
  let i = from;
  let end = from;
  while (i < text.length && i - from < 40) {
    const ch = text[i];
    if (ch >= "0" && ch <= "9") {
      digits += ch;
      end = i + 1;
    } else if (ch === "+" && digits === "") plus = true;
    else if (ch === " " || ch === "-" || ch === "." || ch === "(" || ch === ")" || ch === "/") {
      // separators
    } else if (/\p{L}/u.test(ch)) {
      const prev = text[i - 1] ?? "";
      const next = text[i + 1] ?? "";
      if (digits !== "" && (/[0-9-]/.test(prev) || /[0-9]/.test(next))) {
        letters = true;
        end = i + 1;
      } else break;
    } else break;
    i++;
  }
  return { digits, plus, letters, end };
}

export function readDni(c: Ctx, k: number): boolean {
  const w = c.words[k];
  if (!w || !/^[0-9]/.test(w.n)) return false;
  const s = numberSpan(c.text, w.start);
  if (s.letters) c.invalid.dni = REASONS.dniLetters;
  else if (s.digits.length < 7 || s.digits.length > 8) c.invalid.dni = REASONS.dniLength;
  else c.fields.dni = s.digits;
  markUntil(c, k, s.end);
  return true;
}

export function readPhone(c: Ctx, k: number): boolean {
  const w = c.words[k];
  if (!w || !/^\+?[0-9]/.test(w.n)) return false;
  const s = numberSpan(c.text, w.start);
  if (s.letters) c.invalid.phone = REASONS.phoneLetters;
  else if (s.digits.length < 8 || s.digits.length > 15) c.invalid.phone = REASONS.phoneLength;
  else c.fields.phone = (s.plus ? "+" : "") + s.digits;
  markUntil(c, k, s.end);
  return true;
}

export function markUntil(c: Ctx, k: number, endOffset: number) {
  let j = k;
  while (j < c.words.length && c.words[j].start < endOffset) c.used[j++] = true;
}

/** Address text from word k to the end of its clause (commas and dots stay inside). */
export function readAddress(c: Ctx, k: number): number {
  const ws = c.words;
  if (k >= ws.length || c.used[k]) return k;
  let last = k;
  for (let j = k + 1; j < ws.length; j++) {
    const w = ws[j];
    const gap = c.text.slice(ws[j - 1].end, w.start);
    if (c.used[j] || /[\n;?!]/.test(gap) || w.email) break;
    if ((w.n === "mi" || w.n === "y" || w.n === "el") && FIELD_WORDS.has(ws[j + 1]?.n ?? "")) break;
    if (w.n === "y" && ws[j + 1]?.n === "mi") break;
    if (w.n === "gracias" || w.n === "saludos" || (w.n === "por" && ws[j + 1]?.n === "favor") || ORDER_VERBS.has(w.n)) break;
    last = j;
  }
  while (last > k && ["y", "e", "pero", "que", "asi", "entonces"].includes(ws[last].n)) last--;
  const raw = c.text.slice(ws[k].start, ws[last].end).replace(/[\s,.;:]+$/u, "").trim();
  if (raw.length > 150) c.invalid.address = REASONS.addressLength;
  else if (!/[0-9]/.test(raw)) c.invalid.address = REASONS.addressNumber;
  else if (!/\p{L}{2,}/u.test(raw)) c.invalid.address = REASONS.addressStreet;
  else {
    c.fields.address = raw.replace(/\s+/g, " ");
    const apt = /(?:^|[\s,])((?:piso|p\.?)\s*\d{1,2}\s*(?:°|º)?\s*(?:(?:depto\.?|dpto\.?|dto\.?|departamento)\s*)?[a-z0-9]{0,3}|(?:depto\.?|dpto\.?|dto\.?|departamento)\s*[a-z0-9]{1,4})\s*$/iu.exec(raw)
      ?? /,\s*(\d{1,2}\s*°?\s*[a-z]|pb\s*[a-z]?)\s*$/iu.exec(raw);
    if (apt && !c.fields.apartment) c.fields.apartment = apt[1].trim();
  }
  mark(c, k, last + 1);
  return last + 1;
}

/** Words a bare answer starts at, after fillers; -1 when the message has no content. */
export function answerStart(c: Ctx): number {
  let k = 0;
  while (k < c.words.length && (c.used[k] || ANSWER_FILLERS.has(c.words[k].n))) k++;
  return k < c.words.length ? k : -1;
}

export function restIsOnly(c: Ctx, from: number, ok: (w: Word) => boolean): boolean {
  for (let j = from; j < c.words.length; j++) if (!c.used[j] && !ok(c.words[j])) return false;
  return true;
}
