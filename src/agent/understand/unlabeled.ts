// Customer data written without labels while the agent collects details: "Ines Perez 27888999",
// "Juan Pérez, Av. Rivadavia 5000 piso 3, 11 5555-1234", "Rosario", "30.123.456". The field the
// agent asked for is read first; then each remaining clause is read by its shape (a street with
// a number, a DNI or a phone, a name) for the fields still wanted. A value guessed without a
// label or a question is marked doubtful: the agent reads it back before storing it.
import { ARTICLES, COMPLEMENT_WORDS, LEADS_TO_STREET, longNumberAt, opensOrder, opensOtherFact, STREET_PREFIX, streetAt } from "./address";
import { answeredNumberAt, isNumberWord } from "./answer-after-remark";
import { ORDER_VERBS } from "./items";
import {
  ANSWER_FILLERS, FIELD_WORDS, LABEL_WORDS, PARTICLES, PAYS, PLACE_OPENERS, PLACE_STOP, REASONS, answerStart, capitalise, capitalisePlace, mark, placeStart, markUntil, numberKind,
  numberSpan, plausibleName, readAddress, readName, restIsOnly, setName, fullerAnswer, type Ctx, type PersonalContext,
} from "./personal-read";
import type { FieldName, Word } from "./types";

const POLITE = new Set(["gracias", "por", "favor", "saludos", "ok", "dale", "listo", "bueno", "y", "e", "perdon", "perdona", "disculpa"]);
/** details12: a full name (not a place) beside other details is plainly the customer's ("retiro. mi cel 1155667788, julieta ramos, efectivo"). */
function clearNameBesideDetails(c: Ctx, k: number, parts: string[]): boolean {
  if (parts.length < 2 || parts.length > 3 || PLACE_OPENERS.has(c.words[k].n)) return false;
  const other = Object.keys(c.fields).some((f) => f !== "firstName" && f !== "lastName");
  return other || c.words.some((w) => STATES_WAY.test(w.n) || PAYS.test(w.n));
}

const capitalised = (c: Ctx, from: number, to: number) => c.words.slice(from, to).every((w) => PARTICLES.has(w.n) || /^\p{Lu}/u.test(w.o));


/** A clause of name words alone (it ends at a break or the end of the message). */
function nameClause(c: Ctx, k: number, afterAddress = false): { parts: string[]; end: number } | null {
  const r = readName(c, k, 4);
  // Right after the address, a full name is judged whole: "juan cruz" is a person even where
  // "Cruz de Malta" is a yerba (a word of it may be a brand; the two together are no product).
  if (!r || !plausibleName(c, r.parts, afterAddress && r.parts.length >= 2)) return null;
  const next = c.words[r.end];
  return !next || next.brk || isNumberWord(next) ? r : null;
}

/**
 * A clause that names a person (2+ name words, not a place): ends an address before it. In
 * lowercase it is read back before it is stored (see the doubt in readUnlabeled).
 */
function personClauseAt(c: Ctx, j: number): boolean {
  const r = nameClause(c, j, true);
  return !!r && r.parts.length >= 2 && !PLACE_OPENERS.has(c.words[j].n) && !COMPLEMENT_WORDS.has(c.words[j].n);
}

/** The last clause of a message, or one followed by another fact: a city after the address. */
function placeClauseAt(c: Ctx, j: number): boolean {
  const r = readName(c, j, 4, PLACE_STOP);
  if (!r) return false;
  const next = c.words[r.end];
  return (!next || next.brk) && capitalised(c, j, r.end) && !c.words.slice(r.end).some((w) => /^\p{Lu}/u.test(w.o) && !isNumberWord(w) && w.brk && !COMPLEMENT_WORDS.has(w.n));
}

/**
 * Where an address ends early: before a clause that is the customer's name or (the last one)
 * their city, while those are wanted ("Mitre 456, Juan Pérez", "Mitre 456, Rosario").
 */
export function addressStop(c: Ctx, ctx: PersonalContext): (j: number) => boolean {
  const missing = (f: FieldName) => ctx.wants.has(f) && !ctx.known.has(f) && !(f in c.fields) && !(f in c.invalid);
  return (j) => (missing("firstName") && personClauseAt(c, j)) || (missing("city") && placeClauseAt(c, j));
}

/**
 * A street said out of the details step is believed only where a clause starts and when its
 * name is not a product's ("soy Ana, 2 coca 500": no address "coca 500").
 */
function streetOutOfStep(c: Ctx, k: number): boolean {
  const prev = c.words[k - 1];
  // "…, la rioja 455", "a las heras 2000": the article before the name opens it (readAddress keeps it).
  const opens = (j: number) => j < 0 || j === 0 || c.words[j].brk || c.used[j - 1] || LEADS_TO_STREET.has(c.words[j - 1].n);
  // ("Es Mendoza 780 como le dije": "es" opening its clause leads to the street too.)
  const saysIs = prev?.n === "es" && opens(k - 1);
  if (k > 0 && !c.words[k].brk && !c.used[k - 1] && !LEADS_TO_STREET.has(prev.n) && !(ARTICLES.has(prev.n) && opens(k - 1)) && !saysIs) return false;
  // With its number: "Colón 1500" names no product ("none", no such size), "coca 500" does.
  const number = streetAt(c.words, k, c.used);
  const said = c.words.slice(k, number + 1).filter((w) => !STREET_PREFIX.has(w.n));
  return number >= 0 && (said.length < 2 || c.matcher.match(said).kind === "none");
}

export function readUnlabeled(c: Ctx, ctx: PersonalContext, outOfStep = false): void {
  const { expecting, wants, known } = ctx;
  const has = (f: FieldName) => f in c.fields || known.has(f);
  const missing = (f: FieldName) => wants.has(f) && !(f in c.fields) && !(f in c.invalid);
  const stopAddress = addressStop(c, ctx);

  // 1. The field asked for, at the start of the answer.
  const named = "firstName" in c.fields || "lastName" in c.fields;
  if (expecting && !(expecting in c.fields) && !(expecting in c.invalid)) expected(c, expecting, ctx, stopAddress);
  const answeredName = !named && (expecting === "firstName" || expecting === "lastName") && expecting in c.fields;

  // 2. Every other clause, by its shape, for the fields still wanted.
  if (!wants.size) {
    if (answeredName && leftover(c, (w) => isNumberWord(w) && idNumber(c, w))) c.doubtful.add(expecting!); // details22 (t21a 104): "Rocio Mendez, 35666777": the DNI is read out of step
    return;
  }
  for (let k = 0; k < c.words.length; k++) {
    if (c.used[k]) continue;
    const w = c.words[k];
    // "25 de Mayo 450", "1550 Arenales street": a street that starts with a number.
    const numberedStreet = isNumberWord(w) && !idNumber(c, w) && missing("address") && streetAt(c.words, k, c.used) >= 0;
    if (isNumberWord(w) && !numberedStreet) {
      // Out of the step, only what can be an ID ("Largo Fino 00000 500 Gr" is a product's name).
      if (outOfStep && !idNumber(c, w)) continue;
      const s = numberSpan(c.text, w.start);
      const kind = s.letters ? null : numberKind(s, expecting, wants, has);
      if (kind && !(kind in c.fields) && !(kind === "phone" ? s.digits.length > 15 : false)) {
        if (kind === "dni" ? s.digits.length <= 8 : s.digits.length >= 8) {
          c.fields[kind] = kind === "phone" && s.plus ? `+${s.digits}` : s.digits;
          if (kind !== expecting && !wants.has(kind)) c.doubtful.add(kind);
          markUntil(c, k, s.end);
        }
      }
      continue;
    }
    if (missing("address") && (outOfStep ? streetOutOfStep(c, k) : streetAt(c.words, k, c.used) >= 0)) {
      readAddress(c, k, stopAddress);
      continue;
    }
    const leading = c.words.slice(0, k).every((x, j) => c.used[j] || ANSWER_FILLERS.has(x.n) || ["ah", "eh", "y", "tambien", "perdon"].includes(x.n));
    // ("uf cuantas preguntas" is a sigh, not the "UF 12" of a building: "uf" needs its number.)
    const sigh = w.n === "uf" && !isNumberWord(c.words[k + 1] ?? w);
    if (COMPLEMENT_WORDS.has(w.n) && !sigh && (known.has("address") || c.fields.address) && !c.fields.apartment && (leading || w.brk || c.used[k - 1])) {
      // "piso 3 depto B" after the address: it belongs to it.
      const end = clauseEnd(c, k);
      c.fields.apartment = c.text.slice(w.start, c.words[end - 1].end).replace(/[\s,.;:]+$/u, "");
      mark(c, k, end);
      continue;
    }
    if (!/^\p{L}/u.test(w.o) || ORDER_VERBS.has(w.n) || (k > 0 && !w.brk && !c.used[k - 1])) continue;
    const afterAddress = followsAddress(c, k);
    const r = nameClause(c, k, afterAddress);
    if (!r) continue;
    if (missing("firstName") && !known.has("firstName") && !PLACE_OPENERS.has(w.n)) {
      setName(c, r.parts);
      // details11: "mandamelo a 27 de abril 320 dpto 4, juan cruz, efectivo": a full name in its own
      // clause right after the address is plainly the person, in any case.
      if (afterAddress && r.parts.length >= 2 && r.parts.length <= 3 && !COMPLEMENT_WORDS.has(w.n)) {
        mark(c, k, r.end);
        continue;
      }
      // Guessed without a label or a question: read back unless it is plainly a full name.
      // A full name with its DNI or phone right after it ("raul ortiz 18777666") is plainly one.
      const withId = r.parts.length >= 2 && !!c.words[r.end] && isNumberWord(c.words[r.end]) && idNumber(c, c.words[r.end]);
      if ((r.parts.length < 2 || !capitalised(c, k, r.end)) && !withId && !clearNameBesideDetails(c, k, r.parts)) c.doubtful.add("firstName");
      mark(c, k, r.end);
    } else if (missing("city") && !known.has("city")) {
      const place = readName(c, k, 4, PLACE_STOP);
      if (!place) continue;
      c.fields.city = capitalisePlace(place.parts.join(" "));
      if (!capitalised(c, k, place.end)) c.doubtful.add("city");
      mark(c, k, place.end);
    }
  }
  // A name answered with words nothing else explains around it: read back before it is stored.
  if (answeredName && leftover(c)) c.doubtful.add(expecting!);
}

/**
 * "juan cruz te dije", "ya te dije, maria lopez", "como te dije, Ana Paz", "like I said": the
 * customer repeating themselves, never part of the name or a product; marked read.
 */
const REMINDER = /^(?:(?:ya|como|si|como ya) )?(?:(?:te|se|le|les|lo) )?(?:(?:lo|la) )?(?:dije|puse|escribi|pase|habia dicho|dijimos)$|^(?:(?:like|as) )?i (?:said|told you|already said|already told you)$/;
/** details14: "como te dije", "como ya te puse": a whole clause that is a reminder (its "como" asks nothing). */
export const saysReminder = (clause: string[]): boolean => REMINDER.test(clause.join(" "));
function markReminders(c: Ctx): void {
  for (let k = 0; k < c.words.length; k++) {
    for (let e = Math.min(c.words.length, k + 5); e > k + 1; e--) {
      const said = c.words.slice(k, e);
      if (said.some((w, j) => c.used[k + j] || (j > 0 && w.brk))) continue;
      if (REMINDER.test(said.map((w) => w.n).join(" "))) {
        mark(c, k, e);
        break;
      }
    }
  }
}

/** Does word k open a clause right after the address read from this message ("Mitre 456, Juan Pérez")? */
function followsAddress(c: Ctx, k: number): boolean {
  const address = c.fields.address;
  if (!address || k === 0 || !c.words[k].brk || !c.used[k - 1]) return false;
  const before = c.text.slice(0, c.words[k].start).replace(/[\s,;:.-]+$/u, "").replace(/\s+/g, " ");
  return before.toLowerCase().endsWith(address.toLowerCase());
}

/** Words that state the way ("lo paso a buscar", "retiro yo", "envío", "lo retiro"). */
const STATES_WAY = /^(?:retir|busc|envio$|delivery$|domicilio$)/;

/**
 * "listo, lo paso a buscar. Carla Benitez", "dale, retiro yo. Juan Pérez": a clause of a full name
 * alone (two to four name words), beside the way, is the customer's name, in any state. In
 * lowercase it is read back before it is stored.
 */
export function readNameBesideWay(c: Ctx, ctx: PersonalContext): void {
  if ("firstName" in c.fields || ctx.known.has("firstName") || ctx.isQuestion) return;
  if (!c.words.some((w) => STATES_WAY.test(w.n))) return;
  for (let k = 0; k < c.words.length; k++) {
    const w = c.words[k];
    if (c.used[k] || (k > 0 && !w.brk) || !/^\p{L}/u.test(w.o) || PLACE_OPENERS.has(w.n) || COMPLEMENT_WORDS.has(w.n) || STREET_PREFIX.has(w.n) || ORDER_VERBS.has(w.n)) continue;
    const r = nameClause(c, k);
    // details13: "ok listo retiro yo. agustina": one name word as the message's last sentence, read back.
    const lastAlone = !!r && r.parts.length === 1 && r.end === c.words.length && k > 0 && c.text.slice(c.words[k - 1].end, w.start).includes(".");
    if (!r || (r.parts.length < 2 && !lastAlone) || isNumberWord(c.words[r.end]) || c.words.slice(k, r.end).some((x) => STATES_WAY.test(x.n) || POLITE.has(x.n))) continue;
    setName(c, r.parts);
    if (!capitalised(c, k, r.end) && (lastAlone || !clearNameBesideDetails(c, k, r.parts))) c.doubtful.add("firstName");
    mark(c, k, r.end);
    return;
  }
}

/** Labels that announce the number after a name ("Romina Diaz, DNI 40123123", "Nico Ferreyra cel 351…"). */
const ID_LABELS = new Set(["dni", "documento", "cel", "celular", "telefono", "tel", "whatsapp", "wsp"]);

/** Units after a number that make it a product's size or code ("fino 00000 500 gr"), never an ID. */
const UNITS = /^(?:g|gr|grs|gramos|kg|kgs|kilo|kilos|ml|cc|l|lt|lts|litro|litros|un|u|unidades|x|cm|mm|m)$/;

/** A DNI or phone number at this word: 7+ digits, not a run of zeros, no unit after it. */
function idNumber(c: Ctx, w: Word): boolean {
  const s = numberSpan(c.text, w.start);
  if (s.digits.length < 7 || /^00/.test(s.digits)) return false;
  const after = c.words.find((x) => x.start >= s.end);
  return !after || !UNITS.test(after.n);
}

/** Does the sentence around this offset ask something ("¿…", "…?")? */
function sentenceAsks(text: string, at: number): boolean {
  const from = Math.max(...[".", "!", "?", "\n"].map((ch) => text.lastIndexOf(ch, at - 1))) + 1;
  const rest = text.slice(at).search(/[.!?\n]/);
  const to = rest < 0 ? text.length : at + rest;
  return text.slice(from, to).includes("¿") || text[to] === "?";
}

/**
 * A name followed by the customer's DNI or phone ("Maria Lopez 33222111", "Sofia Rios,
 * 38777666", "Romina Diaz, DNI 40123123"): in any state, in capitals or not, it is the name —
 * the number says these words are a person, never a product to search. The number is read as
 * a DNI or a phone by its shape when nothing labelled it.
 */
export function readNameWithId(c: Ctx, ctx: PersonalContext): void {
  if ("firstName" in c.fields || (ctx.known.has("firstName") && !ctx.wants.has("firstName"))) return;
  const has = (f: FieldName) => f in c.fields || ctx.known.has(f);
  for (let k = 0; k < c.words.length; k++) {
    const prev = c.words[k - 1];
    // "…para mandar a mi casa, soy laura benitez dni 36111222": "soy" opens the name too.
    const opens = k === 0 || c.words[k].brk || c.used[k - 1] || (!!prev && (ORDER_TALK.has(prev.n) || ANSWER_FILLERS.has(prev.n) || POLITE.has(prev.n) || prev.n === "soy"));
    if (c.used[k] || !opens || !/^\p{L}/u.test(c.words[k].o) || PLACE_OPENERS.has(c.words[k].n) || COMPLEMENT_WORDS.has(c.words[k].n) || STREET_PREFIX.has(c.words[k].n)) continue;
    const r = readName(c, k, 4);
    if (!r || (r.parts.length < 2 && !capitalised(c, k, r.end))) continue;
    const next = c.words[r.end];
    // Beside it in the same sentence ("Sofia Rios, 38777666"); a period or a new message apart is another fact.
    if (!next || !/^[\s,;:-]*$/.test(c.text.slice(c.words[r.end - 1].end, next.start))) continue;
    // A label, or a number another step already read as the DNI or the phone.
    const labelled = (ID_LABELS.has(next.n) && (c.used[r.end] || isNumberWord(c.words[r.end + 1]))) || (c.used[r.end] && isNumberWord(next));
    const bare = !c.used[r.end] && isNumberWord(next) && idNumber(c, next);
    // "Ana Sosa 30111222, pago en efectivo. ¿tenés arroz?": only the sentence that asks is a question.
    if ((!labelled && !bare) || sentenceAsks(c.text, c.words[k].start) || !plausibleName(c, r.parts, true)) continue;
    setName(c, r.parts);
    mark(c, prev?.n === "soy" && !c.used[k - 1] ? k - 1 : k, r.end);
    if (bare) {
      const s = numberSpan(c.text, next.start);
      const kind = s.letters ? null : numberKind(s, null, new Set<FieldName>(["dni", "phone"]), has);
      if (kind && !(kind in c.fields) && (kind === "dni" ? s.digits.length <= 8 : s.digits.length <= 15)) {
        c.fields[kind] = kind === "phone" && s.plus ? `+${s.digits}` : s.digits;
        markUntil(c, r.end, s.end);
      }
    }
    return;
  }
}

/** Order words that may sit next to a name ("Juan, paso a retirar, pago en efectivo"). */
const ORDER_TALK = new Set([
  "hola", "buenas", "che", "efectivo", "transferencia", "mercado", "pago", "pagar", "mp", "retiro", "retirar", "paso", "buscar",
  "a", "en", "con", "envio", "delivery", "domicilio", "local", "al", "lo", "te", "les",
]);

/** Words nothing read, beyond politeness and order talk ("Robert'); DROP TABLE customers;--" leaves some). */
function leftover(c: Ctx, besides: (w: Word) => boolean = () => false): boolean {
  return c.words.some((w, j) => !c.used[j] && !besides(w) && !POLITE.has(w.n) && !ANSWER_FILLERS.has(w.n) && !LABEL_WORDS.has(w.n) && !ORDER_TALK.has(w.n) && !ORDER_VERBS.has(w.n) && (c.matcher.known ? c.matcher.known([w]) : c.matcher.match([w])).kind === "none");
}

function clauseEnd(c: Ctx, k: number): number {
  let e = k + 1;
  while (e < c.words.length && !c.words[e].brk && !c.used[e]) e++;
  return Math.min(e, c.words.length);
}

/** Words about the cart and its quantities, never in an address said without a street. */
const CART_TALK = new Set(["eran", "era", "sean", "carrito", "pedido", "direccion", "mejor", "cambiame", "cambialo", "cambiala"]);

/** "2 cocas", "una coca de 2 litros" with no street in it: a quantity and a product, never an address. */
function productLine(c: Ctx, k: number): boolean {
  if (c.words.some((x, j) => j >= k && streetAt(c.words, j, c.used) >= 0)) return false;
  const w = c.words[k];
  const rest = c.words.slice(k + 1).filter((x, j) => !c.used[k + 1 + j]);
  if (!/^(?:[0-9]{1,2}|un|una|uno|dos|tres)$/.test(w.n) || !rest.length || COMPLEMENT_WORDS.has(rest[0].n)) return false;
  return c.matcher.match(rest).kind !== "none";
}

/** The bare answer to the question the agent asked ("Juan Pérez", "30.123.456", "Lavalle 500"). */
function expected(c: Ctx, field: FieldName, ctx: PersonalContext, stopAddress: (j: number) => boolean): void {
  // "Mía" alone is a name, not the filler "mía".
  const single = c.words.length === 1 && /^\p{Lu}/u.test(c.words[0].o) && (field === "firstName" || field === "lastName");
  const k = single ? 0 : answerStart(c);
  if (k < 0) return;
  const w = c.words[k];
  const polite = (x: Word) => POLITE.has(x.n);
  switch (field) {
    case "firstName":
    case "lastName": {
      markReminders(c);
      // "Av. Rivadavia 1, Juan Pérez": a street first is the address, read with the rest. A cart
      // edit ("no pedí ninguna coca, sacala") names nobody: a name in it is read by its clause.
      if (streetAt(c.words, k, c.used) >= 0 || c.words.some(opensOrder)) return;
      const r = fullerAnswer(c, readName(c, k, 4), polite);
      if (!r) return;
      // The whole answer to "¿A nombre de quién…?" in 1–4 name words is the name, whatever
      // products share its words ("Ana Torres" on a catalog with Tres Torres).
      const whole = r.parts.length <= 4 && restIsOnly(c, r.end, polite) && !/[0-9]/.test(c.text);
      if (!plausibleName(c, r.parts, whole)) {
        if (restIsOnly(c, r.end, polite)) c.invalid[field] = REASONS.name;
        return;
      }
      setName(c, r.parts, field === "lastName");
      // Other words after the name that nothing else reads: asked back before it is stored. Another
      // fact after it ("martin gomez dni 33444555 pago efectivo": a label, or words a label read) is not.
      const next = c.words[r.end];
      const anotherFact = !!next && (c.used[r.end] || ID_LABELS.has(next.n) || FIELD_WORDS.has(next.n));
      if (next && !next.brk && !isNumberWord(next) && !polite(next) && !anotherFact) c.doubtful.add(field);
      mark(c, k, r.end);
      return;
    }
    case "dni":
    case "phone": {
      const at = answeredNumberAt(c, k, polite); // details28 (t27c 008): "ufff otra pregunta mas?? 29888777" too
      if (at < 0) return;
      const s = numberSpan(c.text, c.words[at].start);
      const kind = numberKind(s, field, ctx.wants, (f) => f in c.fields || ctx.known.has(f)) ?? field;
      // "11 5555 abcd": a short letter group glued to the number is part of it.
      let e = at;
      while (e < c.words.length && c.words[e].start < s.end) e++;
      const tail = c.words[e];
      const glued = tail && !tail.brk && e === c.words.length - 1 && /^[a-z]{1,4}$/.test(tail.n) && !polite(tail) && !LABEL_WORDS.has(tail.n) && !ANSWER_FILLERS.has(tail.n);
      if (s.letters || glued) {
        c.invalid[field] = field === "dni" ? REASONS.dniLetters : REASONS.phoneLetters;
        markUntil(c, at, glued ? c.words[e].end : s.end);
        return;
      }
      const n = s.digits.length;
      const ok = kind === "dni" ? n >= 7 && n <= 8 : n >= 8 && n <= 15;
      // Other words around a short number ("quiero 2"): not an answer at all.
      if (!ok && !restIsOnly(c, at, (x) => polite(x) || LABEL_WORDS.has(x.n) || x.start < s.end)) return;
      if (ok) c.fields[kind] = kind === "phone" && s.plus ? `+${s.digits}` : s.digits;
      else c.invalid[field] = field === "dni" ? REASONS.dniLength : REASONS.phoneLength;
      markUntil(c, at, s.end);
      return;
    }
    case "email":
      if (!c.fields.email && (c.text.includes("@") || (c.words.length === 1 && /[.]/.test(c.text)))) c.invalid.email = REASONS.email;
      return;
    case "address":
      // "sacame una coca", "quisiera 1 kg de yerba", "2 cocas más": an order or a cart edit, applied as one.
      if (["paso", "retiro", "lo", "quiero", "que", "como", "donde", "cuanto", "gracias", "todavia", "mejor", "eran", "sean", "son"].includes(w.n) || c.words.slice(k, k + 3).some(opensOrder) || productLine(c, k)) return;
      if (c.words.length > 12 && !/[0-9]/.test(c.text)) return;
      if (c.words[0].n === "no" && !/[0-9]/.test(c.text)) return;
      {
        // The address is where a street starts ("1152000000, Av. Rivadavia 1"), else from the answer's start.
        // asks18 (t18b 009): the "a" of "a Obispo Trejo 300" sends the order there; "mercado pago" opens another fact, no numberless street.
        const lead = LEADS_TO_STREET.has(w.n) && c.words[k + 1] && !c.words[k + 1].brk ? k + 1 : k;
        const street = c.words.findIndex((x, j) => j >= k && !c.used[j] && (j === k || j === lead || x.brk) && streetAt(c.words, j, c.used) >= 0);
        if (street < 0 && ((isNumberWord(w) && longNumberAt(c.text, w.start)) || opensOtherFact(c.words, k, c.used, c.text))) return;
        // No street in it: words of the cart ("coca eran 3", "lavandina la 1", "quiero sacar del carrito …") are not an address.
        if (street < 0 && c.words.some((x, j) => j >= k && !c.used[j] && (opensOrder(x) || CART_TALK.has(x.n) || (isNumberWord(x) && ["la", "el"].includes(c.words[j - 1]?.n ?? ""))))) return;
        // "La Rioja 350": the article skipped as a filler belongs to the street's name.
        const from = street >= 0 ? street : k;
        const article = from > 0 && !c.used[from - 1] && ["la", "el", "los", "las"].includes(c.words[from - 1].n);
        readAddress(c, article ? from - 1 : from, stopAddress);
      }
      return;
    case "city":
    case "neighborhood": {
      const from = placeStart(c, k);
      const r = readName(c, from, 5, PLACE_STOP);
      if (r && (restIsOnly(c, r.end, polite) || c.words[r.end]?.brk)) {
        c.fields[field] = capitalisePlace(r.parts.join(" "));
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
