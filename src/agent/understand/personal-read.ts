// Readers for customer data over analysed words: names, phone/DNI numbers, addresses.
// Shared by personal.ts (explicit forms and bare answers). Values are validated here.

import { readAddressFrom, REASONS_ADDRESS, streetAt } from "./address";
import { LEADS_TO_STREET, STREET_PREFIX } from "./address-words";
import { barrioBefore, placeBefore } from "./barrio-first";
import { isGivenName } from "./given-names";
import { ORDER_VERBS } from "./items";
import { wordNumber } from "./numbers";
import type { FieldName, ProductMatcher, Word } from "./types";
export type Fields = Partial<Record<FieldName, string>>;

export const REASONS = {
  dniLength: "el DNI tiene 7 u 8 números",
  dniLetters: "el DNI lleva solo números",
  phoneLength: "el teléfono tiene entre 8 y 15 números",
  phoneLetters: "el teléfono lleva solo números",
  email: "el email no parece válido (ej: nombre@gmail.com)",
  addressNumber: REASONS_ADDRESS.number,
  addressStreet: REASONS_ADDRESS.street,
  addressLength: REASONS_ADDRESS.length,
  name: "eso no parece un nombre",
} as const;

export const NAME_RE = /^\p{L}[\p{L}'’-]*$/u;
export const PARTICLES = new Set(["de", "del", "la", "las", "los", "da", "di", "van", "von", "der", "den", "du", "le", "y"]);
/** Words that are not a person's name ("soy cliente", "soy de Palermo", "soy yo"). */
export const NOT_NAME = new Set([
  // details9: "ja falei, Ana Paula Souza", "already told you, John Miller", "perdon": talk before a name, never one.
  "ja", "falei", "disse", "already", "told", "dije", "dicho", "perdona", "name", "nome",
  "espera", "espere", "esperame", "aguarda", "aguarde", "momento", // t30c 030: "NO, ESPERA, sacá una coca" asked "¿Tu nombre es Espera?"
  "so", "isso", "tudo", "only", "just", "that", "all", "nomas", "solamente", "solo", "nada mas",
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
  // Commands, answers and order words: "bueno dale confirmo" is never a name.
  "confirmo", "confirmar", "confirma", "confirmado", "confirmamos", "cancelo", "cancelar", "cancela", "cancelame",
  "modificar", "modifico", "modifica", "cambiar", "cambio", "cambia", "corregir", "agregar", "agrega", "sacar", "saca",
  "vaciar", "borrar", "enviar", "envia", "mandar", "manda", "retirar", "pagar", "pago", "pagaria", "mercado", "mp",
  "tarjeta", "debito", "credito", "qr", "carrito", "pedido", "pedidos", "orden", "compra", "total", "resumen", "ayuda",
  "opcion", "primera", "primero", "segunda", "segundo", "ultima", "ultimo", "exacto", "genial", "joya", "barbaro",
  "buenisimo", "excelente", "adelante", "mandale", "metele", "hacelo", "va", "bueno", "bien", "mal", "ahora",
  "despues", "luego", "hoy", "manana", "nah", "nop", "sip", "obvio", "seguro", "tal", "cual", "mismo", "igual", "mas",
  "menos", "algo", "alguno", "alguna", "ninguno", "ninguna", "tengo", "tenes", "tiene", "hay", "es", "era", "fue",
  "puedo", "podes", "puede", "quisiera", "querria", "me", "te", "se", "lo", "le", "nos", "les", "ah", "eh", "uh", "mmm",
  "jaja", "jajaja", "che", "boludo", "loco", "amigo", "genio", "capo", "porfa", "entonces", "pues", "osea", "digo",
  "sabes", "mira", "oye", "escucha", "hola", "ola", "buenas", "holis", "este", "esto", "aquel", "cosa", "cosas",
  // What was ordered ("no pedí ninguna coca, sacala"): never a name.
  "pedi", "pedimos", "pidieron", "encargue", "compre", "ningun", "eran", "sean",
  // details33 (t32b 003): "no, mejor 2 cocas nomas" at the summary asked "¿Tu nombre es Mejor?".
  "mejor", "peor", "pensandolo", "mejor dicho",
]);
/** A command with its pronoun ("sacame", "sacalo", "dejame", "ponele", "cambiamelo"), or a pointer ("esa", "esos"): never a name. */
const COMMAND = /^(?:(?:saca|deja|pone|agrega|manda|cambia|trae|pasa|suma|quita|borra|da|deci|fija|espera|mira|olvida|cancela|confirma|anota|envia|lleva|guarda|busca|arma|carga|baja|sube)(?:me|te|lo|la|le|los|las|nos|les|melo|mela|selo|sela|telo)|es[ao]s?|aquel(?:la|los|las)?)$/;
export const FIELD_WORDS = new Set(["dni", "documento", "celular", "telefono", "whatsapp", "numero", "email", "direccion", "domicilio", "nombre", "apellido", "ciudad", "barrio", "departamento", "piso"]);
/** Leading words of a bare answer that carry no data ("sí, es 30.123.456", "sería Juan"). */
export const ANSWER_FILLERS = new Set([
  "si", "claro", "dale", "ok", "bueno", "es", "seria", "son", "el", "la", "mi", "mio", "mia",
  "perdon", "disculpa", "ahi", "va", "aca", "tenes", "toma", "tene", "listo", "obvio", "no",
  "hola", "buenas", "sorry",
]);
export const LABEL_WORDS = new Set([...FIELD_WORDS, "es", "mi", "el", "de", "nro", "n", "d", "i", "y", "apellido", "nombre"]);

/**
 * A name as it should be stored: as the customer wrote it when they used capitals ("Juan
 * Di Stéfano", "van der Berg"), title-cased when all in lower or upper case ("juan pérez").
 */
export function capitalise(s: string): string {
  const letters = s.replace(/[^\p{L}]/gu, "");
  if (letters !== letters.toLocaleLowerCase("es") && letters !== letters.toLocaleUpperCase("es")) return s.trim().replace(/\s+/g, " ");
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

/** A place as it should be stored: a name's capitals, and its article too ("La Plata", "Las Heras"). */
export function capitalisePlace(s: string): string {
  const name = capitalise(s);
  return name.charAt(0).toLocaleUpperCase("es") + name.slice(1);
}

/** Words that say where one lives before the place ("resido en Córdoba", "soy de Rosario"). */
export const LIVES_IN = [["resido", "en"], ["vivo", "en"], ["vivimos", "en"], ["soy", "de"], ["somos", "de"], ["estoy", "en"], ["estamos", "en"], ["desde"]];

/** Where a place's name starts from k: past "resido en", and back to its article ("la plata"). */
export function placeStart(c: Ctx, k: number): number {
  for (const lead of LIVES_IN) if (at(c, k, ...lead)) return k + lead.length;
  const before = c.words[k - 1];
  return before && !c.used[k - 1] && ["la", "las", "el", "los"].includes(before.n) ? k - 1 : k;
}

/** What extracting customer data needs to know besides the words. */
export interface PersonalContext {
  /** The field the agent asked for last. */
  expecting: FieldName | null;
  /** Fields the agent is collecting: unlabeled values are read for these. */
  wants: ReadonlySet<FieldName>;
  /** Fields already known (a complement then adds to the stored address). */
  known: ReadonlySet<FieldName>;
  /** Which product some words name (a name is never one). */
  matcher: ProductMatcher;
  isQuestion: boolean;
}

export interface Ctx {
  words: Word[];
  text: string;
  used: boolean[];
  fields: Fields;
  invalid: Fields;
  /** Values guessed without a label or a question (to read back before storing). */
  doubtful: Set<FieldName>;
  matcher: ProductMatcher;
}

const MASHED = /^(?:asd|sdf|dfg|fgh|ghj|hjk|jkl|qwe|wer|ert|rty|tyu|yui|uio|iop|zxc|xcv|cvb|vbn|bnm|qaz|wsx|edc|rfv|tgb|yhn|ujm)/;

/**
 * Could these words be a person's name? Never a command, a yes/no, a number or an address; at
 * most 6 words. Nor a product's name or brand; but when `asked` (the name was the question and
 * these words are the whole answer) only the words together naming a product veto it ("coca"),
 * never one word a product shares ("Ana Torres" on a catalog with Tres Torres and Santa Ana).
 */
export function plausibleName(c: Ctx, parts: string[], asked = false): boolean {
  if (parts.length === 0 || parts.length > 6) return false;
  if (parts.some((p) => wordNumber(p.toLowerCase()) !== null)) return false;
  // Distinct offsets: a phrase of these words is read word by word (saidText skips repeats).
  const ws = parts.map((o, i) => ({ n: o.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase(), o, start: i * 100, end: i * 100 + o.length, brk: false }));
  if (ws.some((w, i) => !PARTICLES.has(w.n) && ((NOT_NAME.has(w.n) && !(i > 0 && surnameAsWritten(w))) || ORDER_VERBS.has(w.n) || FIELD_WORDS.has(w.n) || STREET_PREFIX.has(w.n) || COMMAND.test(w.n) || w.n.length < 2))) return false;
  if (ws.every((w) => PARTICLES.has(w.n))) return false;
  // Keyboard mashing ("asd", "qwe", "jjj") and words with no vowel are not names.
  if (ws.some((w) => !PARTICLES.has(w.n) && ((w.n.length > 2 && !/[aeiouy]/.test(w.n)) || MASHED.test(w.n) || /(.)\1\1/.test(w.n)))) return false;
  // A product's name or brand ("coca", "havanna") is not a person's name.
  const named = (words: Word[]) => (c.matcher.exact ? c.matcher.exact(words) : c.matcher.match(words).kind !== "none");
  // "Tomas Ledesma" answering the name question (t35b 035): a known given name and a surname after
  // it are a person's name even when the words together name a product (the Ledesma sugar).
  if (asked && ws.length >= 2 && isGivenName(ws[0].n)) return true;
  if (asked) return !named(ws.filter((w) => !PARTICLES.has(w.n)));
  for (const w of ws) if (!PARTICLES.has(w.n) && (c.matcher.exact ? c.matcher.exact([w]) : c.matcher.match([w]).kind !== "none")) return false;
  return true;
}

export const at = (c: Ctx, k: number, ...seq: string[]) => seq.every((s, m) => c.words[k + m]?.n === s && !c.used[k + m]);
export const mark = (c: Ctx, a: number, b: number) => {
  for (let m = a; m < b && m < c.words.length; m++) c.used[m] = true;
};

// details37 (t36c 056): "Marina Sola 30222111" kept only the DNI and asked "¿Tu nombre es Marina?":
// "sola" is a word of talk ("sola nomás"), but Solá, Grande, Claro, Mayor are surnames too. After
// a first name, such a word written with its capital (never shouted) is the surname.
const ALSO_SURNAMES = new Set(["sola", "grande", "claro", "mayor"]);
const surnameAsWritten = (w: { n: string; o: string }) => ALSO_SURNAMES.has(w.n) && /^\p{Lu}\p{Ll}+$/u.test(w.o);

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
    if ((stop.has(w.n) && !(names > 0 && surnameAsWritten(w))) || ORDER_VERBS.has(w.n) || FIELD_WORDS.has(w.n)) break;
    parts.push(w.o);
    names++;
    j++;
  }
  // The words as written, joined as they were ("Pérez-Cotapos" keeps its hyphen).
  return names > 0 ? { parts: c.text.slice(c.words[k].start, c.words[j - 1].end).split(/\s+/), end: j } : null;
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

/**
 * Scan a phone/DNI-like number in the original text from `from`: digits with the separators
 * people use ("30.123.456", "+54 9 11 5555-1234", "(011) 4555-1234"). Two numbers side by side
 * ("30123456 1155551234") are cut where the first one is complete.
 */
export function numberSpan(text: string, from: number) {
  let digits = "";
  let plus = false;
  let letters = false;
  let i = from;
  let end = from;
  /** Digit counts and end offsets at each space between digit groups. */
  const cuts: { digits: number; end: number }[] = [];
  while (i < text.length && i - from < 40) {
    const ch = text[i];
    if (ch >= "0" && ch <= "9") {
      digits += ch;
      end = i + 1;
    } else if (ch === "+" && digits === "") plus = true;
    else if ((ch === "-" || ch === "–" || ch === "/") && text[i - 1] === " " && text[i + 1] === " ") break; // " - ", " / " separate two facts
    else if (ch === "." && (text[i + 1] === " " || text[i + 1] === "\n" || i + 1 === text.length)) break; // so does ". "
    else if (ch === " " || ch === "-" || ch === "." || ch === "(" || ch === ")" || ch === "/") {
      if (ch === " " && digits !== "" && cuts.at(-1)?.digits !== digits.length) cuts.push({ digits: digits.length, end });
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
  if (digits.length > 15 && !letters) {
    const cut = cuts.find((k) => k.digits >= 7 && k.digits <= 13);
    if (cut) {
      digits = digits.slice(0, cut.digits);
      end = cut.end;
    }
  }
  const written = text.slice(from, end);
  return { digits, plus, letters, end, written };
}

/** "30.123.456": how a DNI is printed. */
const DNI_PRINTED = /^\d{1,2}\.\d{3}\.\d{3}$/;
/** "4555-1234", "4555 1234": how an 8-digit phone number is grouped. */
const PHONE_GROUPED = /^\d{4}[\s-]\d{4}$/;

/**
 * Is this number a DNI or a phone? By its shape first (a "+", 9 or more digits, the dots of a
 * DNI, the groups of a phone), then by what was asked, then by what is still missing.
 */
export function numberKind(s: { digits: string; plus: boolean; written: string }, expecting: FieldName | null, wants: ReadonlySet<FieldName>, has: (f: FieldName) => boolean): "dni" | "phone" | null {
  const n = s.digits.length;
  if (s.plus || n >= 9) return "phone";
  if (n < 7) return null;
  const written = s.written.trim();
  if (DNI_PRINTED.test(written)) return "dni";
  // A DNI is never written with a dash.
  if (expecting === "dni") return written.includes("-") ? "phone" : "dni";
  if (expecting === "phone") return n === 7 && wants.has("dni") && !has("dni") ? "dni" : "phone";
  // addresses38 (t37c 058): the DNI's digits sent at the address question were stored as the phone: there a 7–8 digit number is the DNI said again, never the phone.
  if (expecting === "address") return "dni";
  if (n === 8 && PHONE_GROUPED.test(written)) return "phone";
  if (wants.has("dni") && !has("dni")) return "dni";
  if (n === 8 && wants.has("phone") && !has("phone")) return "phone";
  return null;
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

/** Size units after a number ("250 gr", "1.5 lt"): the number is a product's size. */
const SIZE_UNIT = /^(?:gr?|grs?|gramos?|kgs?|kilos?|ml|cc|l|lt|lts?|litros?|un|u)$/;

/**
 * words20 (t20c 015, "noo, la mayonesa era la de 950 y falta el ketchup hellmanns de 250" stored as
 * the address): words naming a product with its size ("… ketchup hellmanns de 250", "… 500 gr") are
 * a product, never a street with its house number, even when the address is asked for.
 */
function productWithSize(c: Ctx, start: number, end: number): boolean {
  const number = c.words.findIndex((w, j) => j >= start && j < end && /^[0-9]/.test(w.n));
  if (number < 1) return false;
  const sized = c.words[number - 1].n === "de" || SIZE_UNIT.test(c.words[number + 1]?.n ?? "");
  if (!sized) return false;
  for (let from = start; from < number - 1; from++) {
    const said = c.words.slice(from, number + 1).filter((w) => w.n !== "de" && !ARTICLE_WORDS.has(w.n));
    if (said.filter((w) => /^\p{L}/u.test(w.n)).length < 1) continue;
    const found = c.matcher.match(said);
    if (found.kind !== "none" && !("partial" in found && found.partial)) return true;
  }
  return false;
}
const ARTICLE_WORDS = new Set(["el", "la", "los", "las", "un", "una"]);

/** The address from word k, with its complements (address.ts); a bad one goes to `invalid`. */
export function readAddress(c: Ctx, k: number, stopBefore?: (j: number) => boolean): number {
  const read = readAddressFrom(c.words, c.text, k, c.used, stopBefore);
  // addresses35 (t34b 032): "mandamelo a la vuelta, en obispo trejo 220. Soy …" stored "la vuelta, en …":
  // a clause opened by "en"/"a" that starts a street with its number is where the address starts; the
  // lead-in before it is no address (details33's rule at the address question, here wherever one is read).
  const led = read ? c.words.findIndex((w, j) => j > read.start + 1 && j < read.end - 1 && w.brk && LEADS_TO_STREET.has(w.n) && streetAt(c.words, j + 1, c.used) >= 0) : -1;
  const span = led > 0 ? readAddressFrom(c.words, c.text, led + 1, c.used, stopBefore) : read;
  if (!span || productWithSize(c, span.start, span.end)) return k;
  if (span.problem === "length") c.invalid.address = REASONS.addressLength;
  else if (span.problem === "number") c.invalid.address = REASONS.addressNumber;
  else if (span.problem === "street") c.invalid.address = REASONS.addressStreet;
  else c.fields.address = span.raw;
  // "si es en alta cordoba, fragueiro 1800": the barrio said before the street stays with it.
  const barrio = span.problem ? null : (barrioBefore(c.words, c.text, span.start) ?? placeBefore(c.words, c.text, span.start));
  if (barrio && !span.raw.toLowerCase().includes(barrio[1].toLowerCase())) {
    c.fields.address = `${barrio[1]}, ${span.raw}`;
    mark(c, barrio[0], span.start);
  }
  mark(c, Math.min(k, span.start), span.end);
  return span.end;
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

/** Words that open a place name, not a person's ("Villa Crespo", "San Telmo", "Parque Patricios"). */
export const PLACE_OPENERS = new Set([
  "villa", "barrio", "parque", "san", "santa", "santo", "nueva", "nuevo", "general", "puerto", "ciudad", "monte", "lomas", "bosques", "colonia", "valle", "cerro", "playa", "isla", "las", "los", "la", "el", "capital", "caba", "centro", "zona",
  // details12: barrios said after the street ("lavalle 500, palermo chico", "alta córdoba") are places, never a person.
  "palermo", "belgrano", "recoleta", "caballito", "almagro", "boedo", "floresta", "nunez", "saavedra", "alberdi", "alta", "microcentro", "macrocentro", "barracas", "balvanera", "devoto", "liniers", "mataderos", "pompeya", "chacarita", "colegiales", "coghlan", "urquiza", "guemes", "quilmes", "lanus", "avellaneda", "moron", "olivos", "tigre", "country", "mendiolaza",
]);

/** Words that state the payment ("efectivo", "pago con mp", "transf"): a detail beside a name. */
export const PAYS = /^(?:efectivo|efvo|transferencia|transf|transfiero|mp|mercadopago|pago|abono)$/;

/** Talk between a name and the same name said again ("agustina te dije, agustina molina"). */
const SAID_AGAIN = new Set(["te", "lo", "ya", "dije", "dicho", "como", "puse", "es", "era", "digo", "o", "sea", "osea", "perdon", "mejor"]);

/**
 * details13: the name answer said in pieces ("Jorge" / "luis sanchez", "lucas" / "fernandez") or
 * again fuller after talk ("agustina te dije, agustina molina"): the whole name, never the first piece.
 */
export function fullerAnswer(c: Ctx, r: ReturnType<typeof readName>, polite: (w: Word) => boolean): ReturnType<typeof readName> {
  if (!r) return r;
  let j = r.end;
  // ("te dije" may already be read as a reminder: markReminders.)
  while (j < c.words.length && (c.used[j] || SAID_AGAIN.has(c.words[j].n)) && !(j > r.end && c.words[j].brk && !c.used[j])) j++;
  const next = c.words[j];
  if (!next || !next.brk || c.used[j]) return r;
  const more = readName(c, j, 4);
  if (!more || !restIsOnly(c, more.end, (x) => polite(x) || x.brk)) return r;
  const again = more.parts[0].toLowerCase() === r.parts[0].toLowerCase();
  if (again && more.parts.length > r.parts.length) return { ...more, parts: more.parts };
  // Pieces: nothing between them but spaces, a comma or a line break (never "Robert'); DROP
  // TABLE customers;--"), and the whole still a name's length.
  const between = c.text.slice(c.words[r.end - 1].end, next.start);
  if (j === r.end && !again && /^[\s,.]*$/.test(between) && r.parts.length + more.parts.length <= 4) return { ...more, parts: [...r.parts, ...more.parts] };
  return r;
}
