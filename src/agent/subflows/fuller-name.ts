// details9: a fuller name said after a shorter one was stored ("Soy Irma" … "Irma Beatriz
// Lucero, pago en efectivo"; "soy ramiro" … "ramiro alvarez perdón"). The understanding reads no
// name once the first name is known, so the order kept only "Irma": the stored first name at the
// start of a clause, followed by more name words up to the clause's end, is the whole name.
// details16: "fede te dije. federico alvarez" (trial 15b 015) read "Fede" and asked "¿Tu nombre es
// Fede?": a name that starts with the short one ("federico" for "fede") and brings a surname is the
// fuller name too, and it wins over the short one said in the same message.

import type { TurnEngine } from "../engine";
import { analyze } from "../understand/normalize";
import { capitalise, NOT_NAME } from "../understand/personal-read";
import type { Understanding } from "../understand/types";
import type { Facts } from "./read-back";

/** Talk that may close the clause after the name ("ramiro alvarez perdón", "…, gracias"). */
const AFTER_NAME = new Set(["perdon", "perdona", "disculpa", "gracias", "porfa", "sorry"]);

/** Labels a DNI or phone is said with right after the name ("ana maria gomez dni 30111222"). */
const NUMBER_LABEL = new Set(["dni", "documento", "doc", "tel", "telefono", "cel", "celular", "whatsapp"]);

/**
 * names23: "federico alvarez 31222333" after "fede" (trial 22b 011) kept only the DNI: a DNI or a
 * phone (with or without its label) said right after the name closes the name's clause like a comma.
 * The number itself is read by the details reading; here it only ends the name.
 */
function numberCloses(words: ReturnType<typeof analyze>, e: number): boolean {
  let k = e;
  while (k < words.length && !words[k].brk && NUMBER_LABEL.has(words[k].n)) k++;
  if (k >= words.length || words[k].brk || !/^\+?[\d.\s-]{6,}$/u.test(words[k].o)) return false;
  k++;
  while (k < words.length && !words[k].brk && /^[\d.-]+$/u.test(words[k].o)) k++;
  return k === words.length || words[k].brk;
}

/** The first and last name when the message says the stored first name with more after it, else null. */
export function fullerName(text: string, firstName: string | undefined, lastName: string | undefined): { firstName: string; lastName: string } | null {
  if (!firstName || lastName) return null;
  const words = analyze(text);
  const first = analyze(firstName).map((w) => w.n);
  if (first.length !== 1) return null;
  for (let k = 0; k < words.length; k++) {
    // "si soy lu, lucrecia fernandez" (trial 17a 107): a two-letter nickname starts the full name too; the surname after it is what makes it a name.
    const longer = words[k].n !== first[0] && first[0].length >= 2 && words[k].n.startsWith(first[0]);
    if ((words[k].n !== first[0] && !longer) || (k > 0 && !words[k].brk && !["soy", "es", "nombre"].includes(words[k - 1].n))) continue;
    const rest: string[] = [];
    let e = k + 1;
    while (e < words.length && !words[e].brk && rest.length < 3 && /^\p{L}[\p{L}'’-]*$/u.test(words[e].o) && !NOT_NAME.has(words[e].n) && !AFTER_NAME.has(words[e].n)) rest.push(words[e++].o);
    while (e < words.length && !words[e].brk && AFTER_NAME.has(words[e].n)) e++;
    if (rest.length && (e === words.length || words[e].brk || numberCloses(words, e))) return { firstName: capitalise(words[k].o), lastName: rest.map(capitalise).join(" ") };
  }
  return null;
}

/**
 * The message's facts with the fuller name in place of the short one: against the stored first
 * name, or the short one this message said ("fede te dije. federico alvarez"). A fuller name is
 * plainly said: it is not read back.
 */
export function withFullerName(t: TurnEngine, u: Understanding, facts: Facts): Facts {
  const stored = t.session.customer;
  if (facts.lastName) return facts.firstName ? facts : surnameStartingFuller(facts, stored.firstName, stored.lastName);
  const surname = !Object.keys(facts).length ? loneSurname(u, stored.firstName, stored.lastName) : facts.firstName && Object.keys(facts).length === 1 && !stored.lastName ? burstSurname(u, facts.firstName) : null;
  if (surname) {
    // "Perez" alone at the address question (t35a 090): the words are the surname, so no complaint
    // another reader made of them ("falta la altura") is said beside "Anoté apellido Perez".
    if (!Object.keys(facts).length) u.invalidFields = {};
    return { ...facts, lastName: surname };
  }
  const fuller = stored.firstName ? fullerName(u.text, stored.firstName, stored.lastName) : fullerName(u.text, facts.firstName, undefined);
  if (!fuller || (facts.firstName && !fuller.firstName.toLowerCase().startsWith(facts.firstName.toLowerCase()))) return facts;
  u.doubtful = u.doubtful.filter((f) => f !== "firstName");
  return { ...facts, ...fuller };
}

/**
 * details40: "nico" then "nicolas perez" (trial 38a 084) stored "Nico Nicolas Perez": a reader took
 * the two words as the surname of the stored "Nico". A surname read for a stored first name with no
 * surname, whose first word is a longer form of that first name and with more words after it, is
 * the fuller first name and the surname.
 */
function surnameStartingFuller(facts: Facts, firstName: string | undefined, lastName: string | undefined): Facts {
  if (!firstName || lastName || !facts.lastName) return facts;
  const words = facts.lastName.trim().split(/\s+/u);
  if (words.length < 2 || !startsFuller(words[0], firstName)) return facts;
  return { ...facts, firstName: capitalise(words[0]), lastName: words.slice(1).map(capitalise).join(" ") };
}

/** Whether a word is a longer form of a one-word first name ("nicolas" for "nico", "lucrecia" for "lu"). */
export function startsFuller(word: string, firstName: string): boolean {
  const first = analyze(firstName).map((w) => w.n);
  const lead = analyze(word)[0]?.n ?? "";
  return first.length === 1 && first[0].length >= 2 && lead !== first[0] && lead.startsWith(first[0]);
}

/** Talk that is never a surname said alone ("dale", "ok", "listo", "no tengo"). */
const NOT_SURNAME = new Set(["dale", "ok", "listo", "bueno", "gracias", "hola", "tengo", "nada", "mas", "eso", "ya", "espera", "aguarda", "jaja"]);

/**
 * details17: "a nombre de rocio" then "benitez" (trial 16c 011) read "benitez" as a bad DNI: one or
 * two name words alone, right after a first name with no surname was kept, are the surname.
 */
function loneSurname(u: Understanding, firstName: string | undefined, lastName: string | undefined): string | null {
  if (!firstName || lastName || !onlyTalk(u)) return null;
  return surnameWords(u.text, firstName);
}

/** Nothing but words in the message: no product, question, edit, yes/no or small talk. */
function onlyTalk(u: Understanding): boolean {
  return !(u.items.length || u.mentions.length || u.questions.length || u.cartEdit || u.yesNo || u.greeting || u.thanks || u.farewell || u.wantsHuman || u.isQuestion);
}

/**
 * details18: the burst "a nombre de rocio" / "benitez" (trial 17) kept only "Rocio": the burst's
 * last message (or sentence) alone, one or two name words right after one that ends with the first name
 * just said, is the surname — the same reading as when the two messages come apart.
 */
function burstSurname(u: Understanding, firstName: string): string | null {
  // A burst's messages reach the turn joined as sentences ("a nombre de rocio. benitez").
  const messages = u.text.split(/[.\r\n]+/u).map((m) => m.trim()).filter(Boolean);
  if (messages.length < 2 || !onlyTalk(u)) return null;
  const before = analyze(messages[messages.length - 2].replace(/[!,]+$/u, ""));
  if (before[before.length - 1]?.n !== analyze(firstName)[0]?.n) return null;
  return surnameWords(messages[messages.length - 1], firstName);
}

/** One or two name words said alone as the surname of the given first name, else null. */
function surnameWords(text: string, firstName: string): string | null {
  const words = analyze(text.trim().replace(/[.!]+$/u, ""));
  if (!words.length || words.length > 2 || words.some((w, k) => (k > 0 && w.brk) || !/^\p{L}[\p{L}'’-]{2,}$/u.test(w.o) || NOT_NAME.has(w.n) || NOT_SURNAME.has(w.n))) return null;
  // "nico" then "nicolas acosta" (trial 17a 109 stored "Nico Nicolas Acosta"): a name that starts with the first is the fuller name.
  const first = analyze(firstName)[0]?.n ?? "";
  if (words[0].n === first || (first.length >= 2 && words[0].n.startsWith(first))) return null;
  return words.map((w) => capitalise(w.o)).join(" ");
}
