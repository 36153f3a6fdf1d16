// Customer data written without labels while the agent collects details: "Ines Perez 27888999",
// "Juan Pérez, Av. Rivadavia 5000 piso 3, 11 5555-1234", "Rosario", "30.123.456". The field the
// agent asked for is read first; then each remaining clause is read by its shape (a street with
// a number, a DNI or a phone, a name) for the fields still wanted. A value guessed without a
// label or a question is marked doubtful: the agent reads it back before storing it.
import { ARTICLES, streetAt } from "./address";
import { COLOUR_WORDS, COMPLEMENT_WORDS, LEADS_TO_STREET, STREET_PREFIX } from "./address-words";
import { isNumberWord } from "./answer-after-remark";
import { ORDER_VERBS } from "./items";
import {
  ANSWER_FILLERS, LABEL_WORDS, PARTICLES, PAYS, PLACE_OPENERS, PLACE_STOP, capitalise, capitalisePlace, mark, markUntil, numberKind,
  numberSpan, plausibleName, readAddress, readName, setName, type Ctx, type PersonalContext,
} from "./personal-read";
import type { FieldName, Word } from "./types";
import { expected, ID_LABELS, POLITE } from "./asked-answer";

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
    // addresses35 (t34b 023): "el blanco" answering a soap list became the flat "blanco": a clause a
    // colour opens describes nothing of the address (a door or gate said first does: "portón verde").
    if (COMPLEMENT_WORDS.has(w.n) && !sigh && !COLOUR_WORDS.has(w.n) && (known.has("address") || c.fields.address) && !c.fields.apartment && (leading || w.brk || c.used[k - 1])) {
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
