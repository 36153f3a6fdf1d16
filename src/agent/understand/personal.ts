// Customer data: name, DNI, phone, email, address, city, neighbourhood, apartment.
// Explicit forms ("me llamo Juan", "mi dni es …", "mi cel es …", "vivo en …") are always read;
// a bare answer ("Juan Pérez", "30.123.456") only fills the field the agent asked for.
// Values are validated: a recognised but bad value goes to `invalid` with a Spanish reason.

import { ORDER_VERBS } from "./items";
import {
  REASONS,
  ANSWER_FILLERS,
  LABEL_WORDS,
  capitalise,
  at,
  mark,
  readName,
  PLACE_STOP,
  setName,
  readDni,
  readPhone,
  readAddress,
  answerStart,
  restIsOnly,
} from "./personal-read";
import type { Fields, Ctx } from "./personal-read";
import type { FieldName, Word } from "./types";

export { capitalise, REASONS } from "./personal-read";
export type { Fields } from "./personal-read";

export interface PersonalResult {
  fields: Fields;
  invalid: Fields;
}

export function extractPersonal(words: Word[], text: string, used: boolean[], expecting: string | null | undefined, isQuestion: boolean): PersonalResult {
  const c: Ctx = { words, text, used, fields: {}, invalid: {} };
  const polite = (w: Word) => ["gracias", "por", "favor", "saludos", "ok", "dale"].includes(w.n);

  // Emails are unambiguous wherever they appear.
  for (let k = 0; k < words.length; k++) {
    if (words[k].email && !c.fields.email) {
      c.fields.email = words[k].n;
      used[k] = true;
    }
  }

  for (let k = 0; k < words.length; k++) {
    if (used[k]) continue;
    const n = words[k].n;
    // Names.
    if (at(c, k, "me", "llamo") || at(c, k, "a", "nombre", "de")) {
      const s = k + (n === "me" ? 2 : 3);
      const r = readName(c, s);
      if (r) {
        setName(c, r.parts);
        mark(c, k, r.end);
      }
    } else if (at(c, k, "mi", "nombre") || (n === "nombre" && words[k + 1]?.brk)) {
      let s = k + (n === "mi" ? 2 : 1);
      if (at(c, s, "y", "apellido")) s += 2;
      if (at(c, s, "es")) s++;
      const r = readName(c, s);
      if (r) {
        setName(c, r.parts);
        mark(c, k, r.end);
      }
    } else if (at(c, k, "mi", "apellido")) {
      const s = k + 2 + (at(c, k + 2, "es") ? 1 : 0);
      const r = readName(c, s, 3);
      if (r) {
        setName(c, r.parts, true);
        mark(c, k, r.end);
      }
    } else if (n === "soy") {
      const lead = words.slice(0, k).every((w) => ["hola", "buenas", "buen", "dia", "buenos", "dias", "tardes", "noches", "que", "tal", "si", "ok", "ah", "perdon"].includes(w.n));
      const next = words[k + 1];
      if (next && (lead || /^\p{Lu}/u.test(next.o))) {
        const r = readName(c, k + 1, 3);
        if (r) {
          setName(c, r.parts);
          mark(c, k, r.end);
        }
      }
    }
    // DNI.
    else if (n === "dni" || n === "documento" || (n === "d" && at(c, k + 1, "n", "i"))) {
      let s = k + (n === "d" ? 3 : 1);
      while (s < words.length && !used[s] && ["es", "mi", "de", "numero", "nro", "el", "n", "i"].includes(words[s].n)) s++;
      if (readDni(c, s)) mark(c, k, s);
    }
    // Phone.
    else if (n === "celular" || n === "telefono" || n === "whatsapp" || (n === "numero" && (words[k - 1]?.n === "mi" || ["de", "es"].includes(words[k + 1]?.n ?? "")))) {
      let s = k + 1;
      while (s < words.length && !used[s] && ["es", "de", "mi", "el", "celular", "telefono", "contacto", "whatsapp", "numero"].includes(words[s].n)) s++;
      if (readPhone(c, s)) mark(c, k, s);
    }
    // Address.
    else if (at(c, k, "mi", "direccion") || at(c, k, "mi", "domicilio") || at(c, k, "la", "direccion", "es") || (n === "direccion" && words[k + 1]?.brk && k === 0) || at(c, k, "vivo", "en") || at(c, k, "mandalo", "a") || at(c, k, "mandamelo", "a") || at(c, k, "envialo", "a") || at(c, k, "traelo", "a") || at(c, k, "entregar", "en")) {
      let s = k + (n === "direccion" ? 1 : 2);
      if (at(c, s, "es")) s++;
      if (at(c, s, "de", "entrega") || at(c, s, "de", "envio")) s += 2;
      if (at(c, s, "es")) s++;
      if (s < words.length && !isQuestion) {
        mark(c, k, s);
        readAddress(c, s);
      }
    }
    // City / neighbourhood.
    else if (at(c, k, "mi", "ciudad") || at(c, k, "mi", "barrio") || (n === "barrio" && /^\p{Lu}/u.test(words[k + 1]?.o ?? ""))) {
      const field: FieldName = words[k + 1]?.n === "ciudad" ? "city" : "neighborhood";
      let s = k + (n === "barrio" ? 1 : 2);
      if (at(c, s, "es")) s++;
      const r = readName(c, s, 4, PLACE_STOP);
      if (r) {
        c.fields[field] = capitalise(r.parts.join(" "));
        mark(c, k, r.end);
      }
    }
    // Apartment.
    else if ((n === "departamento" || n === "piso") && /^[0-9a-z]{1,3}$/.test(words[k + 1]?.n ?? "") && /[0-9]|^[a-z]$/.test(words[k + 1]?.n ?? "") && !c.fields.apartment) {
      c.fields.apartment = text.slice(words[k].start, words[k + 1].end);
      mark(c, k, k + 2);
    }
  }

  // "mi mail es juan@gmail": an email was announced but is not valid.
  if (!c.fields.email && text.includes("@") && words.some((w) => w.n === "email")) c.invalid.email = REASONS.email;

  // Bare answers to what the agent asked for.
  if (expecting && !isQuestion && !(expecting in c.fields) && !(expecting in c.invalid)) bareAnswer(c, expecting, polite);
  return { fields: c.fields, invalid: c.invalid };
}

function bareAnswer(c: Ctx, expecting: string, polite: (w: Word) => boolean) {
  const k = answerStart(c);
  if (k < 0) return;
  const w = c.words[k];
  switch (expecting) {
    case "firstName":
    case "lastName": {
      const r = readName(c, k, 4);
      if (r && restIsOnly(c, r.end, polite)) {
        setName(c, r.parts, expecting === "lastName");
        mark(c, k, r.end);
      }
      return;
    }
    case "dni":
    case "phone": {
      if (!/^\+?[0-9]/.test(w.n)) return;
      const save = c.used.slice();
      const ok = expecting === "dni" ? readDni(c, k) : readPhone(c, k);
      // "11 5555 abcd": a short letter group glued to the number is part of it.
      let e = k;
      while (e < c.words.length && c.used[e]) e++;
      const tail = c.words[e];
      const f0 = expecting as FieldName;
      if (ok && tail && !tail.brk && e === c.words.length - 1 && /^[a-z]{1,4}$/.test(tail.n) && !polite(tail) && !LABEL_WORDS.has(tail.n) && !ANSWER_FILLERS.has(tail.n)) {
        delete c.fields[f0];
        c.invalid[f0] = expecting === "dni" ? REASONS.dniLetters : REASONS.phoneLetters;
        c.used[e] = true;
        return;
      }
      if (ok && !restIsOnly(c, k, (x) => polite(x) || LABEL_WORDS.has(x.n))) {
        // Other words around the number: only keep a valid value ("quiero 2" is not a phone).
        const f = expecting as FieldName;
        if (c.invalid[f]) {
          delete c.invalid[f];
          c.used.splice(0, c.used.length, ...save);
        }
      }
      return;
    }
    case "email":
      if (!c.fields.email && (c.text.includes("@") || (c.words.length === 1 && /[.]/.test(c.text)))) c.invalid.email = REASONS.email;
      return;
    case "address":
      if (["paso", "retiro", "lo", "quiero", "que", "como", "donde", "cuanto", "gracias", "todavia"].includes(w.n) || ORDER_VERBS.has(w.n)) return;
      if (c.words.length > 12 && !/[0-9]/.test(c.text)) return;
      if (c.words[0].n === "no" && !/[0-9]/.test(c.text)) return;
      readAddress(c, k);
      return;
    case "city":
    case "neighborhood": {
      const r = readName(c, k, 5, PLACE_STOP);
      if (r && restIsOnly(c, r.end, polite)) {
        c.fields[expecting] = capitalise(r.parts.join(" "));
        mark(c, k, r.end);
      }
      return;
    }
    case "apartment": {
      if (["tengo", "casa", "nada", "ninguno"].includes(w.n) || c.words[0].n === "no") return;
      const raw = c.text.slice(w.start, c.words[c.words.length - 1].end).trim();
      if (raw.length <= 25 && /[0-9a-z]/i.test(raw)) {
        c.fields.apartment = raw;
        mark(c, k, c.words.length);
      }
      return;
    }
  }
}
