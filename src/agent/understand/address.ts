// Addresses as Argentines write them: "Av. Rivadavia 5000 piso 3 dto B", "Córdoba 1500 3°C, timbre
// Pérez", "Lavalle 500, entre Paraná y Uruguay, portón verde". Everything after the street and
// number stays in the address (floor, flat, tower, bell, cross streets, barrio, references): the
// courier needs it, and the summary shows it exactly as stored. A later clause that is another
// fact (a phone, a payment, a name, an order) ends it.

import { COMPLEMENT_WORDS, ENGLISH_STREET, FOREIGN_OPENERS, FOREIGN_PAIRS, LEADS_TO_STREET, NEVER_IN_ADDRESS, NOT_STREET, SIZE_UNITS, STREET_PREFIX, TIME_AFTER } from "./address-words";
import { dictatedMarkAt } from "./dictated";
import { ORDER_VERBS } from "./items";
import { isEmail } from "./normalize";
import type { Word } from "./types";

/** A cart command ("sacame", "quitale", "borrá", "sacar"): an order's words, never a street's. */
const CART_COMMAND = /^(?:(?:saca|quita|borra|elimina|cambia|agrega|suma|pone|deja|trae|manda|anota|pasa)(?:me|le|lo|la|los|las|melo|mela|noslo)?|sacar|quitar|borrar|eliminar|cambiar)$/;
/** An order's or a cart edit's first word ("quisiera", "sacame"): what follows is never an address. */
export function opensOrder(w: Word | undefined): boolean {
  return !!w && (ORDER_VERBS.has(w.n) || CART_COMMAND.test(w.n));
}

const REASONS_ADDRESS = {
  number: "falta la altura (el número de la calle)",
  street: "falta el nombre de la calle",
  length: "la dirección es demasiado larga",
} as const;
export { REASONS_ADDRESS };

/** packs5: a street named by its number, then its house number ("12 n 345", "7 nro. 1234", "50 n° 620"). */
const NUMBERED_STREET = /^(?:(?:calle|diagonal|diag)\s+)?\d{1,3}\s*(?:n|nro\.?|n[°º]|numero|#)\s*\d/i;
const NUMBER_WORDS = new Set(["n", "nro", "numero"]);

/** Up to 5 digits (a house number), possibly with a letter ("1500", "1500b"); never a phone or a DNI. */
export function houseNumber(w: Word | undefined): boolean {
  // details17: "harina 0000", "la 000": a flour's grade, never a house number (no door is number 0).
  return !!w && /^[0-9]{1,5}[a-z]?$/.test(w.n) && !/^0+$/.test(w.n);
}

function digitsIn(w: Word): number {
  return (w.n.match(/[0-9]/g) ?? []).length;
}

/**
 * Does a phone or DNI start at this offset: 7 or more digits, whatever the separators people
 * put in ("11 5200-0000", "(011) 15-5200-0000", "30.123.456")?
 */
export function longNumberAt(text: string, from: number): boolean {
  let i = from;
  while (i > 0 && /[(+]/.test(text[i - 1])) i--;
  let digits = 0;
  for (; i < text.length && /[0-9 \-.()+/]/.test(text[i]); i++) {
    // " - ", " / " and ". " end a number: they separate facts ("Rivadavia 1. 30123456").
    if ((text[i] === "-" || text[i] === "." || text[i] === "/") && text[i + 1] === " " && (text[i] === "." || text[i - 1] === " ")) break;
    if (text[i] >= "0" && text[i] <= "9") digits++;
  }
  return digits >= 7;
}

/** Does a clause starting at word k open another fact (so an address ends before it)? */
export function opensOtherFact(words: Word[], k: number, used: boolean[], text = ""): boolean {
  const w = words[k];
  if (!w || used[k] || w.email || isEmail(w.n)) return true;
  if (FOREIGN_OPENERS.has(w.n)) return true;
  if (FOREIGN_PAIRS.has(`${w.n} ${words[k + 1]?.n ?? ""}`)) return true;
  // A long number (phone, DNI: 7+ digits, even in groups like "11 5200-0000") is another fact.
  // details28 (t27c 017): "… 560 coma piso 3 a nombre de Raul Benitez dni 25333444": a clause opened
  // by a floor or flat goes on with the address, and a number after another fact's opener is that fact's.
  const flatFirst = takesValue(w) || ORDINAL_FLOOR_WORD.test(w.n);
  for (let j = k; j < words.length && (j === k || !words[j].brk); j++) {
    if (flatFirst && j > k && (FOREIGN_OPENERS.has(words[j].n) || FOREIGN_PAIRS.has(`${words[j].n} ${words[j + 1]?.n ?? ""}`))) return false;
    if (used[j]) return true;
    if (/^\+?[0-9]/.test(words[j].n) && (digitsIn(words[j]) >= 7 || (text && longNumberAt(text, words[j].start)))) return true;
  }
  return false;
}

/** An ordinal floor ("4to", "2do", "1er"), a part of the address like "piso". */
const ORDINAL_FLOOR_WORD = /^[0-9]{1,2}(?:ro|ra|do|da|er|to|ta|mo|ma|vo|va|no|na|°|º)$/;
export const ARTICLES = new Set(["la", "el", "los", "las"]);
/** Words before an article that opens a street ("a la Rioja", "en Los Andes", "vivo en El Salvador"). */
const ARTICLE_LEADS = new Set([...LEADS_TO_STREET, "es", "sobre", "calle", "direccion", "domicilio"]);
/** A title abbreviated before a street's name ("Gral. Paz", "Dr. Luis Agote", "Pte. Perón"). */
const TITLE_ABBREVIATION = /^(?:gral|dr|pte|pres|prof|ing|tte|cnel|sgto|sta|sto|cap|gob|int|cdte|alte|brig|cdad|prov|pcia)$/;
/** A word that takes an abbreviation's full stop ("dto.", "esq.", "nro.", "Av.", "Gral."). */
const ABBREVIATION = (w: Word) =>
  COMPLEMENT_WORDS.has(w.n) || STREET_PREFIX.has(w.n) || NUMBER_WORDS.has(w.n) || TITLE_ABBREVIATION.test(w.n);
/**
 * details19 (t19c 008): "av. velez sarsfield 1500": the full stop of a street's prefix or title
 * abbreviation ends no clause, so the street's name after it is never read as a person's name.
 */
function abbreviationStop(words: Word[], text: string, j: number): boolean {
  const before = words[j - 1];
  return !!before && (STREET_PREFIX.has(before.n) || TITLE_ABBREVIATION.test(before.n) || NUMBER_WORDS.has(before.n)) && /^\.\s*$/.test(text.slice(before.end, words[j].start));
}
/** Talk that is never part of an address: "nada más", "jaja", "te hago el pedido", "ah y …", "mejor 2". */
const CHAT_PAIRS = new Set(["nada mas", "como te", "como le", "como ya", "like i", "as i", "como eu", "ya te", "ya lo", "ya la", "te lo", "te la", "te dije", "te puse", "te habia", "y nada", "te hago", "te paso", "te mando", "te dejo", "te pido", "te escribo", "te aviso", "te confirmo", "muchas gracias", "mil gracias"]);
const CHAT_WORDS = /^(?:nomas|solo|solamente|only|just|please|pls|thanks|obrigad[oa]|porfa|porfis|gracias|saludos|(?:ja)+j?|(?:je)+j?|jsj\w*)$/;
/** details9: a quantity opening a product line after the number ("… dpto b una docena de huevos", "… timbre 3 dos fantas"). */
const QUANTITY_OPENER = /^(?:un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|media|medio|docena|kilo|[0-9]{1,2})$/;
/** Complements that take a value after them ("piso 2", "timbre 3", "casa 4", "entre 9 de julio"): that value is no quantity. */
function takesValue(w: Word | undefined): boolean {
  return !!w && COMPLEMENT_WORDS.has(w.n) && !["al", "fondo", "atras", "cerca", "arriba", "abajo", "frente", "contrafrente", "verde", "blanca", "blanco", "negra", "negro", "roja", "rojo", "azul", "amarilla", "amarillo", "gris"].includes(w.n);
}
/** details30 (t29c 019): "entre 56 y 57": the number after the span's one "y" is the second cross street, never a quantity. */
function secondCrossStreet(words: Word[], j: number): boolean {
  for (let b = j - 2; words[j - 1]?.n === "y" && b >= Math.max(0, j - 6) && words[b].n !== "y"; b--) if (words[b].n === "entre") return true;
  return false;
}
/** Words of a greeting, never a street's name ("buenas tardes queria pedir 2 …"). */
const GREETING_WORDS = new Set(["hola", "buenas", "buen", "tardes", "noches", "dias", "holis", "buenos"]);
/** Opening a new clause: a reply or a change of subject ("ah y de jabones…", ", mejor 2", ", y el dulce…"). */
const CLAUSE_CHAT = new Set(["ah", "eh", "te", "nada", "mejor", "bueno", "che", "perdon", "sin", "porque", "aunque", "pero", "o"]);
/**
 * names23: "Belgrano 340, es para mi mamá", "Santa Rosa 1500, estoy en Alberdi" (t22c 028 / 012)
 * stored the clause in the address: a clause telling whom the order is for or where the customer
 * is, is talk after the address.
 */
const ABOUT_PERSON = new Set(["es para", "son para", "para mi", "estoy en", "estamos en", "se llama", "le dicen"]);
/** Said after the house number without a comma: where the customer is or lives, never the street's. */
const AFTER_NUMBER_ABOUT = new Set(["estoy en", "estamos en", "vivo en", "vivimos en", "es para", "son para"]);
function chatAt(words: Word[], j: number, clauseStart: boolean): boolean {
  const w = words[j];
  const next = words[j + 1];
  if (CHAT_WORDS.test(w.n) || CHAT_PAIRS.has(`${w.n} ${next?.n ?? ""}`)) return true;
  if (!clauseStart) return false;
  if (ABOUT_PERSON.has(`${w.n} ${next?.n ?? ""}`)) return true;
  // ", y entre Mitre y Sarmiento" goes on; ", y el dulce…" does not.
  if (w.n === "y" || w.n === "e") return !next || !COMPLEMENT_WORDS.has(next.n);
  return CLAUSE_CHAT.has(w.n);
}

/** Words that open a place's name, kept in the address ("…, Villa Crespo, 1155556666"). */
const PLACE_WORDS = new Set(["villa", "barrio", "parque", "san", "santa", "santo", "nueva", "nuevo", "general", "puerto", "ciudad", "monte", "lomas", "bosques", "colonia", "valle", "cerro", "capital", "caba", "centro", "zona", "provincia", "pcia", "prov"]);
/**
 * ", nicolas paz, 37111222": a clause of two or three plain words followed by a DNI or a phone
 * is the person the order is for, not a part of the address.
 */
function personWithIdAt(words: Word[], j: number, used: boolean[], text: string): boolean {
  let e = j;
  while (e < words.length && (e === j || !words[e].brk) && /^\p{L}+$/u.test(words[e].o)) e++;
  const count = e - j;
  if (count < 2 || count > 3 || !words[e]?.brk || !/^\+?[0-9]/.test(words[e].n) || !longNumberAt(text, words[e].start) || used[e]) return false;
  return !words.slice(j, e).some((w) => COMPLEMENT_WORDS.has(w.n) || STREET_PREFIX.has(w.n) || ARTICLES.has(w.n) || PLACE_WORDS.has(w.n) || NAME_JOINERS.has(w.n));
}

/** Words that label an address rather than start it ("la dirección 27 de abril 300"). */
const ADDRESS_LABELS = new Set(["direccion", "domicilio"]);
/** Articles inside a street's name ("Paseo de la Costa"), never its first word. */
const NAME_JOINERS = new Set(["de", "del", "la", "las", "los", "el"]);

export interface AddressSpan {
  /** The address text as written (spacing collapsed, trailing punctuation dropped). */
  raw: string;
  /** Index of its first word (an article before the word asked for is the street's: "a la rioja 455"). */
  start: number;
  /** Index after its last word. */
  end: number;
  problem: keyof typeof REASONS_ADDRESS | null;
}

/**
 * The address that starts at word k, through its complements: the clause it starts, then
 * following clauses while they continue it (not another fact). `stopBefore(j)` lets the caller
 * end it at a clause it recognises (a name, a product line).
 */
export function readAddressFrom(words: Word[], text: string, k: number, used: boolean[], stopBefore: (j: number) => boolean = () => false): AddressSpan | null {
  if (k >= words.length || used[k]) return null;
  // details25 (t23b 013): "mandalo a la dirección 27 de abril 300": the label and its article (and an
  // "es" after it) name what follows; they are never the street's first words.
  if ((ARTICLES.has(words[k].n) || words[k].n === "mi") && ADDRESS_LABELS.has(words[k + 1]?.n ?? "") && !used[k + 1] && !words[k + 1].brk) k++;
  while (ADDRESS_LABELS.has(words[k].n) && k + 1 < words.length && !used[k + 1] && !words[k + 1].brk) k += words[k + 1].n === "es" && k + 2 < words.length && !used[k + 2] ? 2 : 1;
  // "a la rioja 1500", "direccion: Los Andes 230": the article is the street's first word.
  if (k > 0 && ARTICLES.has(words[k - 1].n) && !STREET_PREFIX.has(words[k].n) && (k === 1 || words[k - 1].brk || used[k - 2] || ARTICLE_LEADS.has(words[k - 2].n))) k--;
  let last = k;
  let numbered = false;
  const marks: number[] = [];
  for (let j = k + 1; j < words.length; j++) {
    numbered ||= /[0-9]/.test(words[j - 1].n);
    // details27 (t26b 020): a dictated mark after the number is the comma or full stop itself, so
    // the word after it opens a clause ("Santa Rosa 1500 coma estoy en Alberdi" is "Santa Rosa 1500").
    if (numbered && !used[j] && dictatedMarkAt(words, j)) {
      marks.push(j);
      continue;
    }
    const w0 = marks.at(-1) === j - 1 ? { ...words[j], brk: true } : words[j];
    const w = w0.brk && abbreviationStop(words, text, j) ? { ...w0, brk: false } : w0;
    const gap = text.slice(words[j - 1].end, w.start);
    if (used[j] || /[\n;?!]/.test(gap) || w.email) break;
    // details11: "742 Evergreen st... no wait, Av Santa Fe 3200 5B", "san martin 400, no perdón, 450":
    // the address corrected in the same message is the corrected one.
    if (numbered) {
      const fixed = correctedAddress(words, text, k, j, used, stopBefore);
      if (fixed) return fixed;
    }
    // After the number, a full stop ends the sentence ("… dpto B. te hago el pedido") unless
    // the next one goes on with a part of the address ("Mitre 300. Timbre 4"); "dto. 4" is an abbreviation.
    if (numbered && gap.includes(".") && !ABBREVIATION(words[j - 1]) && !COMPLEMENT_WORDS.has(w.n)) break;
    // details13: "Caseros 455, no 'dije caseros'", "Lavalle 500, no 600": what the address is not ends it.
    if (numbered && w.brk && w.n === "no" && /^(?:dije|es|era|la|el|[0-9]{1,5})$/.test(words[j + 1]?.n ?? "") || (numbered && w.brk && w.n === "no" && /["'“‘]/.test(text.slice(w.end, words[j + 1]?.start ?? w.end)))) break;
    // A new clause (after a comma or a period) continues the address only if it is not another fact.
    if (w.brk && (opensOtherFact(words, j, used, text) || stopBefore(j) || chatAt(words, j, true) || personWithIdAt(words, j, used, text))) break;
    // "… dpto D nada más", "… 6to A jaja": talk after the address. details26 (t25b 012): "santa rosa
    // 1500 estoy en alberdi" with no comma: after the number, where the customer is or lives is talk too.
    if (!w.brk && (chatAt(words, j, false) || (numbered && AFTER_NUMBER_ABOUT.has(`${w.n} ${words[j + 1]?.n ?? ""}`)))) break;
    // Said without a comma ("… entre mitre y sarmiento pago con transferencia"): data that is never part of an address.
    if (!w.brk && NEVER_IN_ADDRESS.has(w.n)) break;
    if (!w.brk && (FOREIGN_PAIRS.has(`${w.n} ${words[j + 1]?.n ?? ""}`) || ["gracias", "saludos"].includes(w.n) || (/^\+?[0-9]/.test(w.n) && longNumberAt(text, w.start)))) break;
    // details9: after the number, an order's verb or a quantity opening a product line ("… dpto b una
    // docena de huevos", "… piso 2 dos fantas") ends it; the value of "piso 2", "timbre 3" does not.
    if (numbered && !w.brk && ORDER_VERBS.has(w.n)) break;
    if (numbered && QUANTITY_OPENER.test(w.n) && !takesValue(words[j - 1]) && !secondCrossStreet(words, j) && /^\p{L}{3,}/u.test(words[j + 1]?.n ?? "") && !COMPLEMENT_WORDS.has(words[j + 1]?.n ?? "")) break;
    // details30 (t29c 014): "… rivadavia 800 unas 2 coca": "unos/unas" and a count open a product line too.
    if (numbered && (w.n === "unos" || w.n === "unas") && /^[0-9]{1,2}$/.test(words[j + 1]?.n ?? "") && /^\p{L}{3,}/u.test(words[j + 2]?.n ?? "")) break;
    // "… y a nombre de claudia rios", "… y pago cuando llega": another fact after "y".
    if (!w.brk && (w.n === "y" || w.n === "e") && (FOREIGN_PAIRS.has(`${words[j + 1]?.n ?? ""} ${words[j + 2]?.n ?? ""}`) || ORDER_VERBS.has(words[j + 1]?.n ?? ""))) break;
    // "… y 30123456", "… y pago en efectivo" end it; "entre mitre y sarmiento" (more words after) does not.
    if (!w.brk && (w.n === "y" || w.n === "e") && opensOtherFact(words.slice(0, j + 2), j + 1, used, text)) break;
    last = j;
  }
  while (last > k && ["y", "e", "pero", "que", "asi", "entonces"].includes(words[last].n)) last--;
  // "La Rioja 455 (calle la rioja)": a bracket opened in the address closes in it.
  const opened = (text.slice(words[k].start, words[last].end).match(/\(/g) ?? []).length > (text.slice(words[k].start, words[last].end).match(/\)/g) ?? []).length;
  const close = opened ? text.slice(words[last].end).match(/^\s*\)/)?.[0].length ?? 0 : 0;
  // The marks kept inside it ("1500 coma piso 3") are written as the comma they dictate.
  const spoken = marks.filter((m) => m < last).reduceRight((t, m) => t.slice(0, words[m].start - words[k].start) + "," + t.slice(words[m].end - words[k].start), text.slice(words[k].start, words[last].end + close));
  const raw = (marks.length ? spoken.replace(/\s+,/g, ",") : spoken).replace(/[\s,.;:]+$/u, "").replace(/\s+/g, " ").trim();
  let problem: AddressSpan["problem"] = null;
  if (raw.length > 200) problem = "length";
  else if (!/[0-9]/.test(raw) && !/\bs\s*\/\s*n\b/i.test(raw)) problem = "number";
  else if (!/\p{L}{2,}/u.test(raw) && !NUMBERED_STREET.test(raw)) problem = "street";
  return { raw, start: k, end: last + 1, problem };
}

/** Words that take back what was just said ("no wait", "no perdón", "mejor dicho", "I mean"). */
const TAKE_BACK = new Set(["wait", "perdon", "perdona", "digo", "dicho", "quise", "mentira", "sorry", "mean", "actually", "oops", "ups", "corrijo", "equivoque", "confundi", "osea", "bah"]);
/** Words that may sit around them ("no, perdón, es …", "me equivoqué, a …", "I mean, to …"). */
const TAKE_BACK_FILLERS = new Set(["no", "mejor", "decir", "quise", "me", "i", "es", "a", "al", "en", "to", "at", "is", "it's", "its", "la", "el", "calle", "numero", "nro", "el", "altura", "sorry", "oh"]);

/**
 * An address taken back after its number ("742 Evergreen st... no wait, Av Santa Fe 3200 5B",
 * "san martin 400, no perdon, 450", "lavalle 500... mejor dicho, lavalle 520"): the corrected
 * street, or the first street with its number changed. Null when word j opens no take-back.
 */
function correctedAddress(words: Word[], text: string, k: number, j: number, used: boolean[], stopBefore: (j: number) => boolean): AddressSpan | null {
  let e = j;
  let strong = false;
  while (e < words.length && e - j < 6 && !used[e] && (TAKE_BACK.has(words[e].n) || TAKE_BACK_FILLERS.has(words[e].n))) {
    strong ||= TAKE_BACK.has(words[e].n) && !(words[e].n === "quise" && words[e + 1]?.n !== "decir");
    e++;
  }
  if (!strong || e >= words.length || used[e]) return null;
  // Another street with its number: the address is that one (read with its own complements).
  if (streetAt(words, e, used) >= 0) {
    const span = readAddressFrom(words, text, e, used, stopBefore);
    return span && { ...span, start: k };
  }
  // A number alone ("…, no perdón, 450"): the first street's house number is that one.
  const number = streetAt(words, k, used);
  if (number < 0 || number >= j || !houseNumber(words[e]) || (words[e + 1] && !words[e + 1].brk && !COMPLEMENT_WORDS.has(words[e + 1].n))) return null;
  let end = e + 1;
  while (end < words.length && !words[end].brk && !used[end] && !opensOtherFact(words, end, used, text)) end++;
  const rest = text.slice(words[number].end, words[j - 1].end).replace(/[\s,.;:…-]+$/u, "");
  const tail = end > e + 1 ? " " + text.slice(words[e + 1].start, words[end - 1].end) : "";
  const raw = (text.slice(words[k].start, words[number].start) + words[e].o + rest + tail).replace(/\s+/g, " ").trim();
  return { raw, start: k, end, problem: null };
}

/**
 * Does a street with its number start at word k ("Av. Córdoba 1500", "Lavalle 500", "calle 9
 * de Julio 1200")? Returns the index of the house number, or -1.
 */
export function streetAt(words: Word[], k: number, used: boolean[]): number {
  const first = words[k];
  if (!first || used[k]) return -1;
  // "Quisiera 2 cocas", "sacame la mayonesa de 950": an order or a cart edit, never a street.
  if (opensOrder(first)) return -1;
  // asks18 (t18b 009): "a Obispo Trejo 300" answering the address question: "a" sends the order
  // to the street, it is never the street's first word (the street starts at the next word).
  // One lead word only: "no no no …" (Portuguese "no" is "in the") must not recurse down the whole message (the 4 KB fuzz timed out).
  if (LEADS_TO_STREET.has(first.n) && !first.email && !LEADS_TO_STREET.has(words[k + 1]?.n ?? "") && streetAt(words, k + 1, used) >= 0) return -1;
  // "quiero la mayonesa de 950": a product after an order's verb; "mandalo a rivadavia 800" is sent to a street.
  // ("me lo mandan a la calle thames 1450": the article after "a" leads to the street too.)
  // lead35: "quiero 2 pepsi para Av Santa Fe 3200": "para" before a street word ("av", "calle") leads to it too.
  const led = k > 0 && (["a", "en", "al", "es"].includes(words[k - 1].n) || (words[k - 1].n === "para" && STREET_PREFIX.has(first.n)) || (ARTICLES.has(words[k - 1].n) && ["a", "en"].includes(words[k - 2]?.n ?? "")));
  // ("mandalo a mi casa, bv san juan 1500": a street opening its own clause is past the order's verb.)
  if (k > 0 && !led && !first.brk) {
    for (let b = k - 1; b >= 0 && !used[b]; b--) {
      if (opensOrder(words[b])) return -1;
      if (words[b].brk) break;
    }
  }
  const prefixed = STREET_PREFIX.has(first.n);
  let j = prefixed ? k + 1 : k;
  // packs5: "calle 7 n 1234", "diagonal 74 nro 1500", "7 nro 1234": a street named by its number.
  if (houseNumber(words[j]) && NUMBER_WORDS.has(words[j + 1]?.n ?? "") && houseNumber(words[j + 2]) && !used[j + 1] && !used[j + 2]) return j + 2;
  // "1550 Arenales street", "742 Evergreen st": the house number first, as an English speaker writes it.
  if (!prefixed && houseNumber(first)) {
    let e = k + 1;
    while (e < words.length && e - k <= 4 && !used[e] && !words[e].brk && /^\p{L}[\p{L}'’.-]*$/u.test(words[e].o) && !ENGLISH_STREET.has(words[e].n)) e++;
    if (e > k + 1 && ENGLISH_STREET.has(words[e]?.n ?? "") && !used[e]) return k;
  }
  let named = 0;
  while (j < words.length && j - k <= 6 && !used[j] && (j === k || !words[j].brk || (prefixed && j === k + 1) || TITLE_ABBREVIATION.test(words[j - 1].n))) {
    const w = words[j];
    // "1 kg", "950 gr": a size; "lavandina la 1": a pick from a list; "a las 7", "19 hs": a time.
    if (houseNumber(w) && named > 0 && (SIZE_UNITS.test(words[j + 1]?.n ?? "") || ["la", "el", "las"].includes(words[j - 1].n))) return -1;
    if (houseNumber(w) && named > 0 && (TIME_AFTER.test(words[j + 1]?.n ?? "") || (words[j + 1]?.n === "y" && words[j + 2]?.n === "media"))) return -1;
    if (houseNumber(w) && named > 0) {
      // "9 de Julio": a number followed by "de" is part of the name.
      if (words[j + 1]?.n === "de" && !words[j + 1].brk) {
        // details19 (t19b 008): "DIEGO SOSA 9 DE JULIO 55": two words and then a date's street are
        // a person and the street; no street's name runs on into "9 de Julio" (the street starts there).
        if (named >= 2 && !prefixed && !PLACE_WORDS.has(first.n)) return -1;
        j += 2;
        named++;
        continue;
      }
      // details17: "aceite 1500 natura 2 lt": a size further in the clause makes it a product line.
      // details30 (t29c 014): "rivadavia 800 unas 2 coca … y 1 paquete de yerba": a size past another line ("y", "unas 2") is that line's.
      // addresses38 (t37b 041): "mandame a Corrientes 1500 2 coca de 2 litros": a count and a product word
      // right after the number of a street led to ("a", "en") start the order's line; its size is that line's.
      const lineAfter = led && /^\d{1,2}$/.test(words[j + 1]?.n ?? "") && !words[j + 1].brk && /^\p{L}{3,}$/u.test(words[j + 2]?.n ?? "") && !COMPLEMENT_WORDS.has(words[j + 2].n) && !SIZE_UNITS.test(words[j + 2].n);
      for (let e = j + 1; !lineAfter && e < words.length && !words[e].brk && !used[e] && !["y", "unos", "unas"].includes(words[e].n); e++) if (/^[0-9]+$/.test(words[e].n) && SIZE_UNITS.test(words[e + 1]?.n ?? "")) return -1;
      return j;
    }
    if (!/^\p{L}[\p{L}'’.-]*$/u.test(w.o) && !(houseNumber(w) && words[j + 1]?.n === "de")) return -1;
    // "Entre Ríos 500" is a street; "entre Lavalle y Tucumán" after an address is a complement.
    // "entre rios 1450" is the province's street in any case ("entre ríos y mitre" is not reached: no number after "rios").
    const streetEntre = w.n === "entre" && ((/^\p{Lu}/u.test(w.o) && /^\p{Lu}/u.test(words[j + 1]?.o ?? "")) || words[j + 1]?.n === "rios");
    if (FOREIGN_OPENERS.has(w.n) || (COMPLEMENT_WORDS.has(w.n) && !streetEntre) || NOT_STREET.has(w.n)) return -1;
    // details9: "buenas tardes queria pedir 2 fantas": a greeting or an order's verb is never a street's name.
    // ("Rua das Flores": the Portuguese "das", "da" are a name's joiners, not "¿me das …?".)
    if ((ORDER_VERBS.has(w.n) && !["da", "das", "dan"].includes(w.n)) || (GREETING_WORDS.has(w.n) && !(w.n === "buenos" && words[j + 1]?.n === "aires"))) return -1;
    // "la mayonesa de 950" is no street; after a prefix an article is ("Av. de Mayo 800", "calle La Rioja 455").
    if (j === k && NAME_JOINERS.has(w.n)) return -1;
    named++;
    j++;
  }
  return -1;
}

/** Does the address already name its floor or flat ("Obispo Trejo 350, piso 4 departamento B")? */
export function addressHasFlat(address: string | undefined): boolean {
  return /\b(?:piso|dto|depto|dpto|departamento|pb)\b/i.test(address ?? "");
}
