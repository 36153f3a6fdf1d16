// Customer data: name, DNI, phone, email, address, city, neighbourhood, apartment.
// Explicit forms ("me llamo Juan", "mi dni es …", "mi cel es …", "vivo en …") are always read;
// unlabeled values ("Juan Pérez", "30.123.456", "Lavalle 500") only while the agent collects
// details (ctx.wants) or for the field it asked (unlabeled.ts). Values are validated: a
// recognised but bad value goes to `invalid` with a Spanish reason; a guessed one is `doubtful`.

import { numberAfterQuestion } from "./answer-after-remark";
import { addressStop, readNameBesideWay, readNameWithId, readUnlabeled } from "./unlabeled";
import { ARTICLES, opensOrder } from "./address";
import { LEADS_TO_STREET, STREET_PREFIX } from "./address-words";
import { HOME, streetAfter, streetSoonAfter, streetStart } from "./street-start";
import { REASONS, capitalise, capitalisePlace, at, mark, readName, PARTICLES, PLACE_OPENERS, PLACE_STOP, setName, readDni, readPhone, readAddress, plausibleName, numberSpan } from "./personal-read";
import type { Fields, Ctx, PersonalContext } from "./personal-read";
import type { FieldName, Word } from "./types";
import { clauseFrom, markDetailTalk } from "./detail-talk";

export { capitalise, REASONS } from "./personal-read";
export type { Fields, PersonalContext } from "./personal-read";

export interface PersonalResult {
  fields: Fields;
  invalid: Fields;
  doubtful: FieldName[];
}

/** Verbs that send the order somewhere: "mandamelas a …", "traémelo a …", "envialo a …". */
const SEND_TO = /^(?:mand|envi|tra|llev)[a-z]*(?:lo|la|los|las)$/;
/** Words that send the order somewhere, anywhere before "a"/"en" and a street ("me mandan 6 cervezas a 9 de julio 55", "para enviar a calle belgrano 455"). */
const SENDS = /^(?:mand|envi|trae|trai|llev|entreg|deliver$|delivery$)/;
/** "a la dirección que te pasé", "ya te la pasé": the address said before, not a new one. */
const SAID_BEFORE = /^(?:que |la que )?(?:ya )?te (?:la |lo )?(?:pase|di|dije|mande|envie|escribi|deje)\b|^(?:de antes|anterior|de siempre|de la otra vez)\b/;

/** details13: does the sentence holding word k end in a question ("vive en Caseros 455, se llama Rosa. ¿le mandan…?" does not)? */
/**
 * details14: "no leíste? la dirección es av cabildo 2050": an address under its own label, in a
 * sentence that asks nothing, is given even when another sentence of the message asks.
 */
function labelsAddress(c: Ctx, k: number): boolean {
  return at(c, k, "mi", "direccion") || at(c, k, "mi", "domicilio") || at(c, k, "la", "direccion", "es") || (c.words[k].n === "direccion" && (k === 0 || c.words[k].brk));
}

function asksAt(c: Ctx, k: number): boolean {
  const end = c.text.slice(c.words[k].start).search(/[.!?\n]/);
  return end >= 0 && c.text[c.words[k].start + end] === "?";
}

/**
 * details17: "que es esa direccion?? es catamarca 1500 casa 2!!!": the complaint asks, the next
 * sentence says the address; the value after the question is the correction.
 */
function answersOwnQuestion(c: Ctx, k: number, s: number): boolean {
  return s < c.words.length && /[?]/.test(c.text.slice(c.words[k].end, c.words[s].start)) && !asksAt(c, s);
}

/** A word opening a remark, before a label that starts the clause ("ah el apellido es …"). */
const ASIDE = new Set(["ah", "ahh", "eh", "perdon", "ojo", "che", "uy", "y"]);
/** "te puse el apellido (tambien)", "con apellido", "ahi va con el apellido": the name before it is whole. */
const SURNAME_SAID = /^(?:(?:ahi|aca) va |va )?(?:te (?:puse|pase|dije|escribi|agregue|mande) |con )?(?:el |mi )?apellido\b/;

function withSurnameSaid(c: Ctx, k: number): boolean {
  const r = readName(c, k, 4);
  return !!r && r.parts.length >= 2 && plausibleName(c, r.parts, true) && SURNAME_SAID.test(clauseFrom(c, r.end));
}

/** Who an order for someone else is for, before their name ("es para mi mamá", "lo recibe mi hermano"). */
const RELATIVES = new Set(["mama", "papa", "vieja", "viejo", "hermano", "hermana", "hijo", "hija", "esposo", "esposa", "marido", "mujer", "novio", "novia", "abuelo", "abuela", "tio", "tia", "primo", "prima", "amigo", "amiga", "vecino", "vecina", "suegro", "suegra"]);

/** The label of a name where a clause starts: Spanish, English ("…, name John Miller") and Portuguese. */
const NAME_LABELS = new Set(["nombre", "name", "nome"]);

/** What a message that gives details outside their step is read for, clause by clause. */
/** Words between "dni" and its number; details27 (t26b 010): whose it is too ("el dni de ella es 10222333"). */
const DNI_LEAD = new Set(["es", "mi", "de", "numero", "nro", "el", "n", "i", "ella", "su", "la", "mama", "papa", "esposa", "esposo", "marido", "mujer", "hija", "hijo"]);
const OUT_OF_STEP: FieldName[] = ["firstName", "lastName", "dni", "phone", "address"];

/** The way of delivery said ("envio a domicilio", "con delivery", "mandalo"). */
const DELIVERY_WAY = /^(?:envio|domicilio|delivery|(?:mand|envi|tra|llev)[a-z]*(?:lo|la|los|las))$/;

const GIVEN: FieldName[] = ["firstName", "dni", "phone", "address"];
/** Which of the name, an ID and the address these fields hold (a DNI and a phone are both an ID). */
const kindsIn = (fields: Fields) => new Set(GIVEN.filter((f) => f in fields).map((f) => (f === "phone" ? "dni" : f))).size;

/**
 * Details said outside their step: when the message already gave one (a label, "soy", a name with
 * its DNI), or its clauses alone hold two kinds of them ("Juana Perez / Lavalle 500 / 351 5551234"),
 * every clause is read by its shape as if it were asked; otherwise nothing is taken from it.
 */
function readOutOfStep(c: Ctx, ctx: PersonalContext): void {
  const gave = GIVEN.some((f) => f in c.fields || f in c.invalid);
  // Two kinds of details without a label always hold a number (a street's or an ID).
  if (!gave && !/[0-9]/.test(c.text)) return;
  const trial: Ctx = { ...c, used: [...c.used], fields: { ...c.fields }, invalid: { ...c.invalid }, doubtful: new Set(c.doubtful) };
  readUnlabeled(trial, { ...ctx, wants: new Set(OUT_OF_STEP.filter((f) => !ctx.known.has(f))) }, true);
  // details15: "envio a domicilio, belgrano 455 2do A": a street said with the way of delivery is
  // the address on its own (trial 14c 001 lost it and asked for it later).
  const withWay = c.words.some((w) => DELIVERY_WAY.test(w.n)) && "address" in trial.fields;
  if (!gave && !withWay && kindsIn(trial.fields) - kindsIn(c.fields) < 2) return;
  trial.used.forEach((u, k) => (c.used[k] = u));
  Object.assign(c.fields, trial.fields);
  Object.assign(c.invalid, trial.invalid);
  for (const f of trial.doubtful) c.doubtful.add(f);
}

/**
 * "a nombre de ines perez 27888999", "soy ana gomez, 28.555.666": a bare number right after a
 * labelled name (a comma apart at most) is that person's DNI (7–8 digits) or phone (9–15).
 */
function readIdAfterName(c: Ctx, end: number): void {
  const next = c.words[end];
  if (!next || c.used[end] || !/^[0-9]/.test(next.n) || !/^[\s,;:-]*$/.test(c.text.slice(c.words[end - 1].end, next.start))) return;
  const s = numberSpan(c.text, next.start);
  const after = c.words.find((w) => w.start >= s.end);
  if (s.letters || s.digits.length < 7 || /^00/.test(s.digits) || (after && !after.brk && /^(?:g|gr|kg|ml|cc|l|lt|lts|un|x|de)$/.test(after.n))) return;
  if (s.digits.length <= 8 && !s.plus && !("dni" in c.fields)) readDni(c, end);
  else if (s.digits.length >= 9 && !("phone" in c.fields)) readPhone(c, end);
}

/** Words that open another detail right after a name ("soy marta gimenez pago en efectivo", "… dni 301…"). */
const OPENS_DETAIL = /^(?:pago|pagamos|abono|efectivo|transferencia|transf|mp|dni|documento|cel|celular|tel|telefono|whatsapp|retiro|retira|envio|mandalo|mandamelo|vivo|direccion)$/;

/** Talk that may close a message after "soy carla" ("gracias", "saludos", "porfa"). */
const PLAIN_END = /^(?:gracias|saludos|porfa|por|favor|bueno|nada|mas|jaja|jeje|ok)$/;
/** What "soy …" says that is no name ("soy cliente", "soy nueva", "soy yo"). */
const NOT_SELF = new Set(["cliente", "clienta", "nuevo", "nueva", "yo", "vecino", "vecina", "vegano", "vegana", "celiaco", "celiaca", "diabetico", "diabetica", "mayorista", "socio", "socia"]);

/** A name read to here ends its clause: the end, a break, a number or another detail after it. */
function endsName(c: Ctx, end: number): boolean {
  const next = c.words[end];
  return !next || next.brk || /^\+?[0-9]/.test(next.n) || OPENS_DETAIL.test(next.n);
}

export function extractPersonal(words: Word[], text: string, used: boolean[], ctx: PersonalContext): PersonalResult {
  const c: Ctx = { words, text, used, fields: {}, invalid: {}, doubtful: new Set(), matcher: ctx.matcher };
  const name = (s: number, max?: number) => {
    const r = readName(c, s, max);
    // details11: after a label, a full name is judged whole ("mi nombre es Juan Cruz" where
    // "Cruz de Malta" is a yerba); a single word still must be no product's.
    return r && plausibleName(c, r.parts, r.parts.length >= 2) ? r : null;
  };

  // Emails are unambiguous wherever they appear.
  for (let k = 0; k < words.length; k++) {
    if (words[k].email && !c.fields.email) {
      c.fields.email = words[k].n;
      used[k] = true;
    }
  }

  markDetailTalk(c);
  // An address said outside the details step ends before a person's name too ("envio a jujuy 455,
  // martin gomez"): the name is read from its own clause (readOutOfStep), never kept in the address.
  const stopAddress = addressStop(c, ctx.wants.size ? ctx : { ...ctx, wants: new Set<FieldName>(["firstName"]) });

  for (let k = 0; k < words.length; k++) {
    if (used[k]) continue;
    const n = words[k].n;
    // Names.
    if (at(c, k, "me", "llamo") || at(c, k, "a", "nombre", "de") || at(c, k, "se", "llama") || at(c, k, "lo", "recibe") || at(c, k, "la", "recibe") || at(c, k, "recibe")) {
      // "se llama Rosa Díaz", "lo recibe Rosa": the person the order is for (someone else's order),
      // past who they are ("a nombre de mi papá Carlos Díaz", "lo recibe mi hermano Pablo").
      let s = k + (n === "a" ? 3 : n === "recibe" ? 1 : 2);
      if (words[s]?.n === "mi" && RELATIVES.has(words[s + 1]?.n ?? "")) s += 2;
      const r = name(s);
      if (r) {
        setName(c, r.parts);
        mark(c, k, r.end);
        readIdAfterName(c, r.end);
      }
    } else if (at(c, k, "mi", "nombre") || (at(c, k, "el", "nombre", "es") && (k === 0 || words[k].brk)) || (NAME_LABELS.has(n) && (words[k + 1]?.brk || k === 0 || words[k].brk))) {
      // details14: "me estas cargando? el nombre es Lucas Fernandez, corregilo": "el nombre es" opening a clause labels the name.
      let s = k + (n === "mi" || n === "el" ? 2 : 1);
      if (at(c, s, "y", "apellido")) s += 2;
      // "nombre es …", "name is …", "nome é …" (the Portuguese "é" reads "e"), "name: …".
      if (at(c, s, "es") || at(c, s, "is") || (n === "nome" && at(c, s, "e"))) s++;
      const r = name(s);
      if (r) {
        setName(c, r.parts);
        mark(c, k, r.end);
        readIdAfterName(c, r.end);
      }
    } else if (at(c, k, "es", "mi", "nombre") && k > 0) {
      // "martin gomez es mi nombre!!": the name said before its label, from where its clause starts.
      let b = k;
      while (b > 0 && !words[b].brk && !used[b - 1]) b--;
      const r = name(b, 4);
      if (r && r.end === k) {
        setName(c, r.parts);
        mark(c, b, k + 3);
      }
    } else if (at(c, k, "mi", "apellido") || (at(c, k, "el", "apellido", "es") && (k === 0 || words[k].brk || (k === 1 && ASIDE.has(words[0].n))))) {
      // details14: "en serio? el apellido es Fernandez": the surname, labelled at a clause's start;
      // details26 (t25b 018): after an opening "ah" / "perdon" too ("ah el apellido es Fernandez con z").
      const r = name(k + 2 + (at(c, k + 2, "es") ? 1 : 0), 3);
      if (r) {
        setName(c, r.parts, true);
        mark(c, k, r.end);
      }
    } else if (n === "soy") {
      const lead = words.slice(0, k).every((w) => ["hola", "buenas", "buen", "dia", "buenos", "dias", "tardes", "noches", "que", "tal", "si", "ok", "ah", "perdon"].includes(w.n));
      const next = words[k + 1];
      const capital = /^\p{Lu}/u.test(next?.o ?? "");
      // "soy gabi" after other data, while the name is wanted: read back before it is stored.
      const wanted = ctx.wants.has("firstName") && !ctx.known.has("firstName");
      // details12: "ya te dije soy marta gimenez. la leche…", "la de sachet. soy marta gimenez": a full
      // name after "soy" (two or three name words, no place), ending its clause or at another detail,
      // is plainly the name in any step.
      const full = next ? name(k + 1, 3) : null;
      const whole = !!full && full.parts.length >= 2 && full.parts.length <= 3 && !full.parts.some((p) => PARTICLES.has(p.toLowerCase())) && !PLACE_OPENERS.has(next.n) && endsName(c, full.end);
      // details16: "nada mas. retiro. soy fede": "soy" opening its own clause, the name closing it,
      // says the name as plainly as a label (trial 15b 015 dropped it, then read it back).
      const single = next ? name(k + 1, 1) : null;
      // After a DNI or a phone ("40.500.600, soy gabi") it is still read back.
      const ownClause = !!single && (k === 0 || words[k].brk) && !words.slice(0, k).some((w) => /\d/.test(w.n)) && !ctx.known.has("firstName") && !PLACE_OPENERS.has(next.n) && endsName(c, single.end);
      if (next && (lead || capital || wanted || ownClause || (whole && !ctx.known.has("firstName")))) {
        const r = name(k + 1, 3);
        if (r) {
          setName(c, r.parts);
          if (!lead && !capital && !whole && !ownClause) c.doubtful.add("firstName");
          mark(c, k, r.end);
          readIdAfterName(c, r.end);
        }
      }
    }
    // details13: "lucas FERNANDEZ te puse el apellido tmb": a full name at a clause's start that says it brings the surname.
    else if ((k === 0 || words[k].brk) && withSurnameSaid(c, k)) {
      const r = name(k, 4)!;
      setName(c, r.parts);
      mark(c, k, r.end);
    }
    // DNI.
    else if (n === "dni" || n === "documento" || (n === "d" && at(c, k + 1, "n", "i"))) {
      let s = k + (n === "d" ? 3 : 1);
      while (s < words.length && !used[s] && DNI_LEAD.has(words[s].n)) s++;
      if (readDni(c, s)) mark(c, k, s);
    }
    // Phone.
    else if (n === "celular" || n === "telefono" || n === "whatsapp" || (n === "numero" && (words[k - 1]?.n === "mi" || ["de", "es"].includes(words[k + 1]?.n ?? "")))) {
      let s = k + 1;
      while (s < words.length && !used[s] && ["es", "de", "mi", "el", "celular", "telefono", "contacto", "whatsapp", "numero"].includes(words[s].n)) s++;
      if (readPhone(c, s)) mark(c, k, s);
    }
    // "estoy en Alberdi, Santa Rosa 1500", "estamos en santa rosa 1500": where they are, when a street
    // with its number follows in the next words (never "estoy en casa", "estoy en el trabajo").
    else if ((at(c, k, "estoy", "en") || at(c, k, "estamos", "en")) && !ctx.isQuestion && !c.fields.address && streetSoonAfter(c, k + 2) >= 0) {
      const start = streetSoonAfter(c, k + 2);
      mark(c, k, start);
      readAddress(c, start, stopAddress);
      // details13: "estoy en alberdi, santa rosa 1500": the barrio said first stays with the address.
      const barrio = start > k + 2 ? text.slice(words[k + 2].start, words[start - 1].end).replace(/[\s,.;:]+$/u, "").trim() : "";
      // (Kept as written, from the barrio through the street: "Alberdi, Santa Rosa 1500".)
      if (barrio && c.fields.address && /^[\p{L} ]{3,40}$/u.test(barrio) && !c.fields.address.toLowerCase().includes(barrio.toLowerCase())) c.fields.address = `${text.slice(words[k + 2].start, words[start - 1].end).replace(/\s+/g, " ")}, ${c.fields.address}`;
    }
    // Address.
    else if (at(c, k, "mi", "direccion") || at(c, k, "mi", "domicilio") || at(c, k, "la", "direccion", "es") || (n === "direccion" && (words[k + 1]?.brk || k === 0 || words[k].brk || at(c, k + 1, "esta", "mal"))) || at(c, k, "vivo", "en") || at(c, k, "vive", "en") || at(c, k, "viven", "en") || at(c, k, "resido", "en") || (n === "domicilio" && (k === 0 || words[k].brk)) || at(c, k, "entregar", "en") || at(c, k, "a", "la", "direccion") || (SEND_TO.test(n) && at(c, k + 1, "a"))) {
      let s = k + (n === "direccion" || n === "domicilio" ? 1 : n === "a" ? 3 : 2);
      // "meu endereço é rua …": the Portuguese "é" reads "e".
      if (at(c, s, "es") || (at(c, s, "e") && streetAfter(c, s + 1) >= 0)) s++;
      if (at(c, s, "de", "entrega") || at(c, s, "de", "envio")) s += 2;
      if (at(c, s, "es")) s++;
      const clause = readName(c, s, 4, PLACE_STOP);
      const livesIn = n === "vivo" || n === "resido" || n === "vive" || n === "viven";
      const cityWanted = livesIn && ctx.wants.has("city") && !ctx.known.has("city");
      // "vivo en la plata calle 7 nro 1234": the city, then the street from its prefix (also in a
      // first message, before anything is collected; a shop that keeps no city keeps it in the address).
      const splits = livesIn && (cityWanted || ctx.wants.size === 0) && !ctx.known.has("city");
      const street = clause && splits ? words.findIndex((w, j) => j > s && j < clause.end && STREET_PREFIX.has(w.n)) : -1;
      const placeOnly = cityWanted && clause && (!words[clause.end] || words[clause.end].brk);
      // "vivo en la calle Jujuy 1230": an article alone before the prefix is no city ("La").
      const onlyArticles = street > s && words.slice(s, street).every((w) => ARTICLES.has(w.n));
      if (street > s && onlyArticles) {
        mark(c, k, street);
        readAddress(c, street, addressStop(c, ctx));
      } else if (street > s) {
        c.fields.city = capitalisePlace(c.text.slice(words[s].start, words[street - 1].end));
        mark(c, k, street);
        readAddress(c, street, stopAddress);
      } else if (placeOnly && clause) {
        // "vivo en Funes", "resido en Córdoba": the city, when the city is wanted; the street comes on its own.
        c.fields.city = capitalisePlace(clause.parts.join(" "));
        mark(c, k, clause.end);
      } else if (s < words.length && SAID_BEFORE.test(clauseFrom(c, s))) {
        // The address given earlier: nothing new to read (it is not "que te pasé" as a street).
        mark(c, k, s);
      } else if (s < words.length && (!ctx.isQuestion || ((livesIn || labelsAddress(c, k)) && !asksAt(c, k)) || answersOwnQuestion(c, k, s)) && !(SEND_TO.test(n) && !/[0-9]/.test(text.slice(words[s].start))) && !opensOrder(words[streetStart(c, s)])) {
        // ("eso no es una dirección. quiero sacar del carrito …": an order after the word, never the address.)
        const start = streetStart(c, s);
        mark(c, k, start);
        readAddress(c, start, stopAddress);
      }
    }
    // "me mandan 6 cervezas a 9 de julio 55 4to B", "delivery to 1550 Arenales street", "entrega na rua
    // Uruguay 950": a street after "a"/"en" (or "to", "na"…) once the order is sent somewhere.
    // closing18 (t18b 012): "QUIERO 6 CERVEZAS … Y 2 COCA 2.25 A 9 DE JULIO 55 4TO B": after an order too, with a house number said ("quero a manteiga" is an article).
    // lead35 (t32a 012 class): "quiero 2 pepsi para Av Santa Fe 3200": "para" with a street word after it, once ordered, sends it there (the address was lost).
    else if ((LEADS_TO_STREET.has(n) || (n === "para" && STREET_PREFIX.has(words[k + 1]?.n ?? ""))) && !c.fields.address && words.slice(0, k).some((w) => SENDS.test(w.n) || HOME.test(w.n) || (opensOrder(w) && (n === "a" || n === "para") && !opensOrder(words[k - 1]) && /\d/.test(text.slice(words[k].end)))) && streetAfter(c, k + 1) >= 0) {
      mark(c, k, k + 1);
      readAddress(c, streetAfter(c, k + 1), stopAddress);
    }
    // City / neighbourhood.
    else if (at(c, k, "mi", "ciudad") || at(c, k, "mi", "barrio") || (n === "ciudad" && (k === 0 || words[k].brk) && !ctx.known.has("city")) || (n === "barrio" && /^\p{Lu}/u.test(words[k + 1]?.o ?? "") && !ctx.known.has("address") && !c.fields.address)) {
      const field: FieldName = words[k + 1]?.n === "ciudad" || n === "ciudad" ? "city" : "neighborhood";
      let s = k + (n === "barrio" || n === "ciudad" ? 1 : 2);
      if (at(c, s, "es")) s++;
      const r = readName(c, s, 4, PLACE_STOP);
      if (r) {
        c.fields[field] = capitalisePlace(r.parts.join(" "));
        mark(c, k, r.end);
      }
    }
  }

  // "mi mail es juan@gmail": an email was announced but is not valid.
  if (!c.fields.email && text.includes("@") && words.some((w) => w.n === "email")) c.invalid.email = REASONS.email;

  // Unlabeled values: the field asked for, and what else the agent is collecting.
  // details28 (t27c 008): a remark that asks, then the number asked alone ("otra pregunta mas?? 29888777"), still answers.
  const answersAfter = (ctx.expecting === "dni" || ctx.expecting === "phone") && numberAfterQuestion(text);
  if ((!ctx.isQuestion || answersAfter) && (ctx.expecting || ctx.wants.size)) readUnlabeled(c, ctx);
  // t35b 035: "ufff otra pregunta mas?? 30555777" at the name question: the number after the sigh is
  // the DNI or phone still wanted, read as that answer (the sigh is never read as the name).
  else if (ctx.isQuestion && (ctx.expecting === "firstName" || ctx.expecting === "lastName") && numberAfterQuestion(text)) {
    const wanted = (["dni", "phone"] as const).find((f) => ctx.wants.has(f) && !ctx.known.has(f));
    if (wanted) readUnlabeled(c, { ...ctx, expecting: wanted });
  }
  // A name with its DNI or phone beside it, in any state (in a sentence that asks nothing).
  readNameWithId(c, ctx);
  // "…a mi casa, soy laura benitez, vivo en lavalle 500": "soy" and a full name as its own clause,
  // in a message that gives other details, is the customer's name.
  // (A question asked before it is its own clause: "¿me mandás 3 cervezas a san martin 2200? soy ana torres".)
  const soyAt = words.findIndex((w, j) => w.n === "soy" && !used[j]);
  const askedBefore = soyAt >= 0 && !text.slice(words[soyAt].start).includes("?");
  if (!c.fields.firstName && (!ctx.isQuestion || askedBefore) && GIVEN.some((f) => f in c.fields)) {
    const k = soyAt;
    const r = k >= 0 ? name(k + 1, 4) : null;
    // details15: "mandamelo a Bv San Juan 820 4to C, soy carla": a first name alone that ends the
    // message is the name too (trial 14b 003 was asked "¿A nombre de quién?" after it).
    const alone = r && r.parts.length === 1 && words.slice(r.end).every((w) => PLAIN_END.test(w.n)) && plausibleName(c, r.parts) && !NOT_SELF.has(words[k + 1].n);
    if (r && (r.parts.length >= 2 || alone) && !PLACE_OPENERS.has(words[k + 1].n) && endsName(c, r.end)) {
      setName(c, r.parts);
      mark(c, k, r.end);
    }
  }
  // A message that gives details outside their step (before the order, with it, at "¿algo más?")
  // gives them all: its other clauses are read by their shape as if they were asked.
  if (!ctx.isQuestion && !ctx.wants.size) readOutOfStep(c, ctx);
  readNameBesideWay(c, ctx);
  return { fields: c.fields, invalid: c.invalid, doubtful: [...c.doubtful].filter((f) => f in c.fields) };
}
