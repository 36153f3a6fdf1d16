import type { FieldName, Understanding } from "./types";
import { fold } from "../../lib/fold";
import { capitalise } from "./personal-read";
import { bareNameAtSummary } from "./bare-name";

// A detail said to be wrong at the summary (blind trial 18): "el nombre esta mal, es Gabriela
// Torres" got "¿Confirmamos?" and the next "si" placed the order under the old name (t18a 112);
// "el piso es 5 no 4" was ignored (t18b 017); "es Colon 1550 no 1500" listed products for
// "cambias" and stored "Colon 1550 no 1500", losing the tower and floor (t18c 007); "corregila:
// mitre 350" kept the old street (t17a 105). The corrected detail replaces the stored one, and the
// rest of the message is no product, edit or yes: the step shows the summary again.

/** Words that open a correction of the stored address before its new street. */
const CUE = /^(?:(?:no|uy|ay|ups|perdon|perdona|disculpa|corregila|corregilo|corregi|corregime|cambiala|cambialo|cambiame|cambia|cambias|me|la|el|mi|direccion|dire|domicilio|calle|es|era|por|a|esta|estaba|mal|equivoque|correcta)\b[\s,.:;!?¿¡-]*)+/;
/** The words that mark a correction at all (a bare "belgrano 120" at the summary is no correction). */
const CORRECTS = /\b(?:corregi\w*|cambia\w*|direccion|dire|domicilio|perdon|perdona|disculpa|equivoque|esta mal|estaba mal|es|era)\b/;
/** The correction words that may bring a new street (no bare "es"). */
const STRONG_CUE = /\b(?:corregi\w*|cambia\w*|direccion|dire|domicilio|perdon|equivoque|esta mal|estaba mal)\b/;
/** Words that say the stored address is wrong, not only name it ("la dirección es …" may just repeat it). */
const SAID_WRONG = /\b(?:corregi\w*|cambia\w*|equivoque|esta mal|estaba mal|nomas|nada mas|solamente|no es)\b/;
/** A street and its number, and what follows it: "Colon 1550 torre 2 piso 7". */
// addresses38: "mejor 2 no 3" is a count said again ("mejor", "solo", "pero" open no street).
const STREET_NUMBER = /^(?!(?:de|del|la|el|los|las|un|una|para|con|y|hoy|son|sean|que|mejor|solo|pero|mas|ahora|eran)\s)([a-zñ][a-zñ.]*(?:\s+[a-zñ][a-zñ.]*){0,2})\s+(\d{1,5})\b/;
/** Parts of an address a "X no Y" swap may be about. */
const ADDRESS_PART = /\b(?:direccion|dire|domicilio|calle|altura|numero|nro|piso|depto|dpto|dto|departamento|timbre|torre|casa|lote|manzana)\b/;
/** details27 (t26a 101): "es 2do B no A": a floor said as an ordinal names a part of the address as much as "piso" does. */
// addresses38: "9no" only joined: "2 no 3" is a value and its "no".
const FLOOR_ORDINAL = /\b\d{1,2}(?:\s?(?:ro|do|er|to|vo|mo|°|º)|no)(?![\p{L}\d])/u;
/** "5 no 4", "1550 no 1500", "7D no 7C", "E no D": the value said right and the one stored wrong. */
const SWAP = /(?<![\p{L}\d])([\p{L}\d]{1,6}),?\s+no\s+(?:es\s+|era\s+)?(?:el\s+|la\s+)?([\p{L}\d]{1,6})(?![\p{L}\d])/gu;
/** "el nombre está mal, es …", "mi apellido no es ese, es …". */
const NAME_WRONG = /(?:^|[\s,.;!?¿¡])(?:el |mi )?(nombre|apellido) (?:esta mal|estaba mal|es incorrecto|no es (?:ese|asi|correcto))(?: escrito)?\b(?:[\s,.:;!-]*(?:es|era|seria|va)\s+|[,.:;!-]+\s*)/;

/**
 * details29 (t28c 023): "no perdón, el nombre es Soledad Ibarrola" at the summary got "¿Confirmamos?"
 * and the yes placed the order under the old name: at the summary the name said outright ("el
 * nombre (correcto) es …", "mi apellido es …") is the correction itself, no "está mal" needed.
 */
const NAME_SAID = /(?:^|[\s,.;!?¿¡])(?:el |mi )(nombre|apellido)(?: correcto| completo| bien escrito)? (?:es|era|seria|va)\s+(?!(?:el|la|lo|ese|esa|eso|este|esta|correcto|igual|mismo|asi|para|de|que|como|con|ok|bien|el mismo)\b)/;

/** "soy …", "me llamo …", "a nombre de …", "mi nombre es …": how a name is introduced. */
const SELF_INTRO = /^(?:soy|me llamo|se llama|a nombre de|mi nombre es|el nombre es|es|era)\s+/;

const sameKind = (a: string, b: string) => (/\d/.test(a) ? /\d/.test(b) : /^\p{L}{1,2}$/u.test(a) && /^\p{L}{1,2}$/u.test(b));

/** The stored address with one of its words replaced: "X no Y" where Y is a word of it. */
function swapped(folded: string, stored: string): string | null {
  const words = stored.split(/(\s+|,)/);
  for (const m of folded.matchAll(SWAP)) {
    const [right, wrong] = [m[1], m[2]];
    if (right === wrong || !sameKind(wrong, right)) continue;
    const at = words.map((w, i) => (fold(w) === wrong ? i : -1)).filter((i) => i >= 0);
    if (at.length !== 1) continue;
    const kept = [...words];
    // Written in the stored word's case ("dpto D" → "dpto E").
    kept[at[0]] = words[at[0]] === words[at[0]].toLowerCase() ? right : right.toUpperCase();
    return kept.join("");
  }
  return null;
}

/**
 * t36c 034, t36b 010: "es 2 B no A" with "Sarmiento 890 depto 2 A" stored went out to "2 A": a flat's
 * letter said right and wrong, opening the message or after "es" (never "mandalo y no a la oficina").
 */
const LETTER_SWAP = /(?:^(?:\d{1,2}\s*)?|\bes\s+(?:\d{1,2}\s*)?)\p{L},?\s+no\s+(?:es\s+|era\s+)?(?:el\s+|la\s+)?\p{L}(?![\p{L}\d])/u;

/** "2do B", "5to", "1ro A": a floor said as an ordinal, with the flat's letter when one follows. */
const SAID_FLOOR = /(?<![\p{L}\d])(\d{1,2})(?:ro|do|er|to|vo|mo|no|°|º)(?:\s+([a-hj-np-xz]))?(?![\p{L}\d])/u;
/** The floor stored as "piso 3", and the flat as "depto A". */
const STORED_PISO = /\bpiso\s+\d{1,2}\b/i;
const STORED_FLAT = /\b((?:depto|dpto|dto|departamento|dep)\.?\s+)([a-z]|\d{1,2})\b/i;
/** The floor stored as an ordinal, with its flat: "4to A". */
const STORED_ORDINAL = /(?<![\p{L}\d])\d{1,2}(?:ro|do|er|to|vo|mo|no|°|º)(?:\s+[a-z](?![\p{L}\d]))?(?![\p{L}\d])/iu;

/**
 * details29 (t28c 009, t28b 008): "es 5to B no 4to" with no floor stored was ignored, and "es 2do B
 * no A" over "piso 3 depto A" changed only the letter: an ordinal said at the summary is the floor
 * (with its flat when a letter follows). It takes the place of the stored floor (and of the stored
 * flat when a letter is said), written as the customer said it, or is added when none was stored.
 * Only the part before "no" is the right value.
 */
function refloored(folded: string, stored: string): string | null {
  // A whole address said again ("la dirección es av cabildo 2050 7mo C") is the street's reading, not a floor's.
  if (/\p{L}{3,}\.?\s+\d{2,5}\b/u.test(folded)) return null;
  // A leading "no, …" opens the correction; a later "no" starts the wrong value.
  const m = SAID_FLOOR.exec(folded.replace(/^\W*no\b\W*/u, "").split(/\bno\b/)[0]);
  if (!m) return null;
  const said = m[2] ? `${m[0].split(/\s/)[0]} ${m[2].toUpperCase()}` : m[0];
  const withoutFlat = (a: string) => (m[2] ? a.replace(new RegExp(`[\\s,]*${STORED_FLAT.source}`, "i"), "") : a);
  const floorAt = STORED_PISO.exec(stored) ?? STORED_ORDINAL.exec(stored);
  if (floorAt) return withoutFlat(`${stored.slice(0, floorAt.index)}${said}${stored.slice(floorAt.index + floorAt[0].length)}`);
  if (STORED_FLAT.test(stored) && !m[2]) return null;
  return `${withoutFlat(stored).replace(/[\s,]+$/, "")}, ${said}`;
}

/**
 * addresses38 (t37b 053): "es 2 B no A" over "Sarmiento 450 piso 1 dpto A" changed only the flat: a bare
 * number and a letter before "no <the stored flat>", with a "piso" stored, are the floor and the flat,
 * each written in its stored place ("piso 2 dpto B").
 */
const FLOOR_LETTER_SWAP = /(?:^|\bes\s+)(\d{1,2})\s*([a-z]),?\s+no\s+(?:es\s+|era\s+)?(?:el\s+|la\s+)?(?:\d{1,2}\s*)?([a-z])(?![\p{L}\d])/u;
function flooredWithFlat(folded: string, stored: string): string | null {
  const m = FLOOR_LETTER_SWAP.exec(folded);
  const flat = STORED_FLAT.exec(stored);
  if (!m || !flat || !STORED_PISO.test(stored) || fold(flat[2]) !== m[3] || m[2] === m[3]) return null;
  const letter = flat[2] === flat[2].toLowerCase() ? m[2] : m[2].toUpperCase();
  return stored.replace(STORED_PISO, `piso ${m[1]}`).replace(STORED_FLAT, (_, head: string) => `${head}${letter}`);
}

/** The new address when a street and number follow a correction word; the stored tail kept for the same street. */
function restreeted(folded: string, said: string, stored: string, readAsOther: boolean, read?: string): string | null {
  if (!CORRECTS.test(folded)) return null;
  const lead = CUE.exec(folded)?.[0] ?? "";
  // A street may come after other words ("me cambias la direccion? es Colon 1550"): the last cue run before it.
  const clauses = folded.split(/[?.;!]\s*|,\s*(?=(?:es|la|el)\b)/);
  const candidates = [folded.slice(lead.length), ...clauses.map((c) => c.replace(CUE, ""))];
  const storedStreet = STREET_NUMBER.exec(fold(stored));
  for (const rest of candidates) {
    const m = STREET_NUMBER.exec(rest);
    if (!m) continue;
    const [street, number] = [m[1], m[2]];
    // A whole address the reading took ("no, mi dirección es Callao 1000, 2A") is the reading's; only
    // a bare street and number, or one with the correction's own words left in it, is this reading's.
    const readTail = read ? fold(read).replace(/^.*?\d+\b/, "").replace(/[,\s]*(?:no\s+\d+|sacale.*)?\s*$/, "").trim() : "";
    if (readTail) return null;
    // addresses35 (t34b 023): "la direccion esta mal, es belgrano 340 nomas" over "belgrano 340, blanco"
    // changed nothing: the same street and number said as the correction make what followed them the
    // wrong part, so the address is what was said ("nomas", a question after it left out).
    if (storedStreet && storedStreet[1] === street && storedStreet[2] === number && SAID_WRONG.test(folded)) {
      const index = folded.indexOf(rest) + m.index;
      const tail = folded.slice(index).search(/[?.;!]|,\s*(?:y|que|pero|sacale|pago|soy|eso|no)\b|\s+(?:nomas|nada mas|solamente|solo)\b/);
      const address = said.slice(index, tail < 0 ? undefined : index + tail).replace(/[\s,]+$/, "").trim();
      // "la direccion es mitre 300?" asks; it corrects nothing.
      if (folded[index + tail] !== "?" && fold(address) !== fold(stored)) return address;
    }
    if (storedStreet && storedStreet[1] === street) {
      // The same street: the number replaced, the tower, floor and doorbell after it kept.
      const start = fold(stored).indexOf(`${street} ${storedStreet[2]}`);
      const end = start + street.length + 1 + storedStreet[2].length;
      return `${stored.slice(0, start + street.length + 1)}${number}${stored.slice(end)}`;
    }
    // Another street is a new address only after a plain correction word ("cambiala por belgrano 120";
    // a bare "es" may be "el envio es 800?"), and never when it reads as products or a question.
    if (read || readAsOther || number.length < 2 || !STRONG_CUE.test(folded) || folded.slice(folded.indexOf(rest) + m.index).includes("?")) return null;
    const index = folded.indexOf(rest) + m.index;
    const tail = folded.slice(index).search(/[?.;!]|,\s*(?:y\s|sacale|pago|soy)/);
    return said.slice(index, tail < 0 ? undefined : index + tail).trim();
  }
  return null;
}

/** The name said wrong and its new value: "es Gabriela Torres" is both, "el apellido …, es Torres" the surname. */
function renamed(folded: string, said: string, customer: Partial<Record<FieldName, string>>, atSummary = false): Partial<Record<FieldName, string>> | null {
  const wrong = NAME_WRONG.exec(folded);
  const m = wrong ?? (atSummary && customer.firstName ? NAME_SAID.exec(folded) : null);
  if (!m) return null;
  // details19 (t19c 008): "el nombre esta mal, soy Rocio Paz" stored "Soy Rocio Paz": the words
  // that introduce oneself are no part of the name.
  // "el apellido es Fernandez con z": how it is spelled is no part of the name.
  const value = said.slice(m.index + m[0].length).split(/[.,;!?]/)[0].split(/\s+(?:con|y|pero|que|porque|por|no|sin)\s/iu)[0].trim();
  const words = value.slice(SELF_INTRO.exec(fold(value))?.[0].length ?? 0).trim().split(/\s+/).filter((w) => /^\p{L}+$/u.test(w));
  if (!words.length || words.length > 4) return null;
  const names = words.map((w) => capitalise(w));
  const fields = m[1] === "apellido" ? { lastName: names.join(" ") } : names.length === 1 ? { firstName: names[0], ...(customer.lastName ? { lastName: customer.lastName } : {}) } : { firstName: names.slice(0, -1).join(" "), lastName: names.at(-1)! };
  // "mi nombre es Emilia Sosa" said again as stored corrects nothing: only a name said wrong is one.
  const same = (f: "firstName" | "lastName") => !(f in fields) || fold(fields[f as keyof typeof fields] ?? "") === fold(customer[f] ?? "");
  return !wrong && same("firstName") && same("lastName") ? null : fields;
}

/**
 * summary34 (t33a 007): "es Carolina Vegas no Vega" at the summary got "¿Confirmamos?" and the order was
 * placed under the old name. The whole message "(es) X no Y", where Y is the stored name or one of
 * its words, is the name corrected: X of two or more words is the whole name, one word replaces Y.
 * Y must be the customer's own name, so "es para Carolina no para mí" or "es Coca no Pepsi" is no correction.
 */
const NAME_SWAP = /^(?:(?:perdon|perdona|disculpa|uy|ay|ups|no)\b[\s,.!]*)*(?:(?:es|soy|era|seria|me llamo)\s+)?(\p{L}+(?:\s+\p{L}+){0,3}),?\s+no\s+(?:es\s+|era\s+)?(\p{L}+(?:\s+\p{L}+){0,3})[\s.!]*$/u;
const NOT_A_NAME = /^(?:el|la|los|las|lo|un|una|eso|esa|ese|este|esta|asi|para|de|del|que|con|sin|por|bien|mal|si|no|es|mi|me|te|yo|vos)$/;

function nameSwapped(folded: string, customer: Partial<Record<FieldName, string>>): Partial<Record<FieldName, string>> | null {
  const m = NAME_SWAP.exec(folded);
  if (!m || !customer.firstName) return null;
  const [right, wrong] = [m[1].split(/\s+/), m[2].split(/\s+/)];
  if ([...right, ...wrong].some((w) => NOT_A_NAME.test(w))) return null;
  const stored = fold(`${customer.firstName} ${customer.lastName ?? ""}`).trim().split(/\s+/);
  const at = stored.findIndex((_, i) => wrong.every((w, j) => stored[i + j] === w));
  if (at < 0 || right.join(" ") === wrong.join(" ")) return null;
  const names = right.map((w) => capitalise(w));
  if (names.length > 1) return { firstName: names.slice(0, -1).join(" "), lastName: names.at(-1)! };
  if (wrong.length > 1) return null;
  const firstWords = fold(customer.firstName).split(/\s+/).length;
  const original = `${customer.firstName} ${customer.lastName ?? ""}`.trim().split(/\s+/);
  original[at] = names[0];
  return { firstName: original.slice(0, firstWords).join(" "), ...(original.length > firstWords ? { lastName: original.slice(firstWords).join(" ") } : {}) };
}

/**
 * addresses35 (t34a 006): the address "9 de julio 55 4to B" taken from the first message without a
 * read-back, then "es 5to B no 4to" before any summary got "No te entendí" and the order went to
 * the 4th floor. Before the summary a floor or flat is corrected the same way when the message names
 * a part of an address (a floor, "piso", "depto") and the wrong value after its "no" is a word of
 * the stored address: "dame 2 no 3" names no part of one and stays an order.
 */
function storedPartCorrected(folded: string, stored: string): string | null {
  // The ordinal written joined ("5to"): "2 no 3" is a count and its "no".
  if (!ADDRESS_PART.test(folded) && !SAID_FLOOR.test(folded) && !LETTER_SWAP.test(folded)) return null;
  const words = new Set(fold(stored).split(/[\s,]+/));
  if (![...folded.matchAll(SWAP)].some((m) => m[1] !== m[2] && words.has(m[2]))) return null;
  return refloored(folded, stored) ?? flooredWithFlat(folded, stored) ?? swapped(folded, stored);
}

/**
 * At the summary, a name or address said to be wrong with its new value: the understanding with
 * that detail and nothing else the words could be read as (products, a cart edit, a yes).
 */
export function withSummaryCorrection(u: Understanding, atSummary: boolean, customer: Partial<Record<FieldName, string>>): Understanding {
  const said = u.text;
  const folded = fold(said);
  // names23 (t22c 023): "el nombre esta mal, es Ezequiel Ramirez" with a "¿cuál?" still open was
  // ignored: a name said to be wrong replaces the stored one at any step once a name is stored.
  const wrongName = atSummary || customer.firstName ? renamed(folded, said, customer, atSummary) : null;
  const partFixed = !atSummary && customer.address ? storedPartCorrected(folded, customer.address.trim()) : null;
  if (!atSummary && !wrongName && !partFixed) return u;
  const stored = atSummary ? customer.address?.trim() : undefined;
  const name = wrongName ?? (atSummary ? (nameSwapped(folded, customer) ?? bareNameAtSummary(u, customer)) : null);
  const address = partFixed ?? (stored ? ((ADDRESS_PART.test(folded) || FLOOR_ORDINAL.test(folded) || LETTER_SWAP.test(folded) || STREET_NUMBER.test(folded.replace(CUE, "")) ? (refloored(folded, stored) ?? flooredWithFlat(folded, stored) ?? swapped(folded, stored)) : null) ?? restreeted(folded, said, stored, u.items.length > 0 || u.mentions.length > 0 || u.questions.length > 0, u.fields.address)) : null);
  // "el envio a mitre 300 cuanto es?" names the stored street as it is: no correction, the question kept.
  const changed = address && (address !== stored || STRONG_CUE.test(folded)) ? address : null;
  if (!name && !changed) return u;
  const fields: Partial<Record<FieldName, string>> = { ...u.fields, ...(name ?? {}), ...(changed ? { address: changed } : {}) };
  // The corrected floor or flat is in the address: read again as a flat it would be added twice ("… dpto D, dpto D no C").
  if (changed) delete fields.apartment;
  const set = Object.keys(fields) as FieldName[];
  return { ...u, fields, doubtful: u.doubtful.filter((f) => !set.includes(f)), items: [], mentions: [], cartEdit: null, yesNo: null, questions: [], correction: true, wantsToCheckout: false };
}

/**
 * names23 (t22c 023): "te dije que el nombre esta mal!! es Ezequiel Ramirez. y la manteca la de 500"
 * took the name and lost the pick: the name said wrong is the correction, and the rest of the
 * message (before it and after its sentence) is read as a message of its own, so a pick, a product
 * or an edit said with it is kept.
 */
export async function readWithCorrection(said: string, atSummary: boolean, customer: Partial<Record<FieldName, string>>, read: (text: string) => Promise<Understanding>): Promise<Understanding> {
  const folded = fold(said);
  const m = customer.firstName ? (NAME_WRONG.exec(folded) ?? (atSummary ? NAME_SAID.exec(folded) : null)) : null;
  const fields = m ? renamed(folded, said, customer, atSummary) : null;
  if (!m || !fields) return withSummaryCorrection(await read(said), atSummary, customer);
  const from = m.index + m[0].length;
  const end = said.slice(from).search(/[.,;!?]/);
  const after = end < 0 ? "" : said.slice(from + end + 1).replace(/^[\s.,;!?]+/u, "");
  const before = said.slice(0, m.index).replace(/\b(?:te dije que|ya te dije que|como te dije)\s*$/iu, "").trim();
  const rest = [before, after].filter((p) => /\p{L}/u.test(p)).join(". ");
  if (!rest) return withSummaryCorrection(await read(said), atSummary, customer);
  const u = await read(rest);
  const set = Object.keys(fields) as FieldName[];
  return { ...u, fields: { ...u.fields, ...fields }, doubtful: u.doubtful.filter((f) => !set.includes(f)), correction: true };
}
