import type { FieldName, Understanding } from "./types";
import { fold } from "../../lib/fold";

// A doorbell, floor, flat or cross streets said after the address was taken ("transferencia. ah y
// el timbre es el 3B", "y el timbre 3B? no lo pusiste", "es piso 4 depto C", trial 16a 208): added
// to the stored address, never lost nor asked about as an open question. The summary is then
// shown again by the step (a detail captured at the summary). Shared by every kind: the kiosk lost
// "falta el timbre 4" said at its summary (trial 17a 105).

/** "timbre 3B", "piso 4", "depto C", "dpto 12", "torre 2": a complement and its value. */
// The word ends where its value starts: "Torres" is no "torre s" (a surname after the address, the property test).
const COMPLEMENT = /\b(timbre|piso|depto|dpto|dto|departamento|torre|casa|lote|manzana|monoblock|block)(?:\b|(?=\d))\s*[:=]?\s*(?:es\s+)?(?:el\s+|la\s+|nro\s+|n[°º]?\s*)?(pb|\d{1,3}\s?[a-z]?\b|[a-z]\b)/giu;
/** "entre Mitre y Belgrano", "entre calles 7 y 8". */
const BETWEEN = /\bentre\s+(?:calles?\s+)?([\p{L}\d][\p{L}\d.]*(?:\s+[\p{L}\d][\p{L}\d.]*)?\s+y\s+[\p{L}\d][\p{L}\d.]*(?:\s+[\p{L}\d][\p{L}\d.]*)?)/iu;
/**
 * A street and its number: a whole address said again, read by the shared reading instead. A
 * numbered street ("calle 7 n 1243", "7 nro 1243") is one too: taking its cross streets as an
 * add-on kept the old house number (t19a 202, wrong data).
 */
const STREET_NUMBER = /\p{L}{3,}\s+\d{2,5}\b|\b\d{1,3}\s+(?:n|nro|n°|nº|no|num|numero|número|#)\.?\s*\d{2,5}\b/iu;

/**
 * addresses35 (t34b 011): "el depto es A tambien, piso 3 A" stored "piso 3 A depto A": a floor said
 * with a letter beside a flat said with that same letter names the flat once, so the floor keeps
 * only its number.
 */
function withFlatOnce(found: string[]): string[] {
  const flats = new Set(found.filter((a) => kindOf(a.split(" ")[0]) === "dpto").map((a) => fold(a.slice(a.indexOf(" ") + 1))));
  return found.map((a) => {
    const floor = /^piso (\d{1,3})\s?([a-z])$/iu.exec(a);
    return floor && flats.has(fold(floor[2])) ? `piso ${floor[1]}` : a;
  });
}

/** The complements in a message (as written), those already in the stored address left out. */
function addOns(said: string, stored: string): string[] {
  // Compared without spaces ("piso 2B" stored is "piso 2 B" said); added as written ("piso 2 B").
  const have = fold(stored).replace(/\s+/g, "");
  const found = withFlatOnce([...said.matchAll(COMPLEMENT)].map((m) => `${m[1].toLowerCase()} ${m[2].trim()}`));
  const between = BETWEEN.exec(said)?.[0].replace(/[?!.,;]+$/, "");
  return [...found, ...(between ? [between] : [])].filter((a) => !have.includes(fold(a).replace(/\s+/g, "")));
}

/** Names of one complement: "depto C" replaces the stored "dpto B". */
const SAME_COMPLEMENT: Record<string, string> = { depto: "dpto", dpto: "dpto", dto: "dpto", departamento: "dpto" };
const kindOf = (word: string) => SAME_COMPLEMENT[fold(word)] ?? fold(word);

/** A floor written as an ordinal, with its flat's letter: "5to B", "3ro", "7° A". */
const ORDINAL_FLOOR = /(?<![\p{L}\d])(\d{1,2}(?:ro|do|er|to|vo|mo|no|°|º))(?:\s+([a-z])(?![\p{L}\d]))?(?![\p{L}\d])/giu;

/**
 * summary34 (t33a 011): "el piso es 6" over "Av Santa Fe 3200 5to B" gave "5to B piso 6" and the
 * order was placed with two floors: a floor written as an ordinal after the house number is the
 * stored floor (its letter the flat), so a floor said replaces the ordinal ("piso 6 B") and a flat
 * said replaces its letter ("5to C"). An ordinal before the house number is the street's name ("1ro de Mayo 300").
 */
function withOrdinalReplaced(address: string, kind: string, value: string): string | null {
  if (kind !== "piso" && kind !== "dpto") return null;
  const house = /\p{L}{2,}\.?\s+\d{1,5}\b/u.exec(address);
  if (!house) return null;
  const after = house.index + house[0].length;
  const floors = [...address.matchAll(ORDINAL_FLOOR)].filter((m) => m.index! >= after);
  if (floors.length !== 1) return null;
  const m = floors[0];
  const [at, letter] = [m.index!, m[2]];
  if (kind === "dpto") {
    if (!letter || !/^[a-z]$/i.test(value)) return null;
    const letterAt = at + m[0].length - 1;
    return address.slice(0, letterAt) + (letter === letter.toUpperCase() ? value.toUpperCase() : value) + address.slice(letterAt + 1);
  }
  if (!/^\d{1,2}$/.test(value.trim())) return null;
  return `${address.slice(0, at)}piso ${value.trim()}${letter ? ` ${letter}` : ""}${address.slice(at + m[0].length)}`;
}

/**
 * details27 (t26a 101): "el piso es 3" with "piso 2" stored gave "piso 2 dpto A piso 3": a
 * complement the stored address already has (one of its kind) replaces that one's value; a new one
 * is added at the end.
 */
function withComplements(stored: string, more: string[]): string {
  let address = stored;
  const added: string[] = [];
  for (const addOn of more) {
    const [kind, value] = [addOn.split(" ")[0], addOn.slice(addOn.indexOf(" ") + 1)];
    const same = [...address.matchAll(COMPLEMENT)].filter((m) => kindOf(m[1]) === kindOf(kind));
    const overOrdinal = same.length === 0 ? withOrdinalReplaced(address, kindOf(kind), value) : null;
    if (overOrdinal) {
      address = overOrdinal;
      continue;
    }
    if (same.length !== 1 || kind === "entre") {
      added.push(addOn);
      continue;
    }
    const m = same[0];
    const at = m.index! + m[0].length - m[2].length;
    address = address.slice(0, at) + value + address.slice(at + m[2].trimEnd().length);
  }
  return [address, ...added].join(" ");
}

/**
 * addresses35 (t34b 011): "no, el depto es A tambien, piso 3 A" at the summary searched "piso 3" as
 * a product ("No tengo 'piso 3'"): with an address stored, an item read from nothing but a
 * complement's words ("piso 3", "dpto 4 B") is that complement, never a product.
 */
export function complementFreeItems(items: Understanding["items"]): Understanding["items"] {
  // Only a building's parts: "manzana 2", "casa 3" may be a product said with its count.
  const building = (said: string) =>
    [...said.matchAll(COMPLEMENT)].every((m) => ["piso", "dpto", "timbre", "torre"].includes(kindOf(m[1]))) &&
    said.replace(COMPLEMENT, " ").replace(/[\s,.;:]+/g, "") === "";
  return items.filter((i) => !building(i.said ?? i.query));
}

/** Words that only point ("el de 55 gr"): a pick says them around the row's own words. */
const POINTING = new Set(["el", "la", "los", "las", "lo", "de", "del", "un", "una", "uno", "unos", "unas", "y", "que", "q"]);

/**
 * addresses35 (t34b 023): "el blanco" answering the soap list ("Jabón Tocador Blanco Dove") was also
 * stored as the flat ("belgrano 340, blanco"); lists36 (t35c 036): "el de 55 gr" answering the
 * alfajores list at the address question was stored as the address. Words that answer an open list
 * are never address text, so an address or complement read only from words of a row the message
 * put in the cart (besides pointing words) is dropped. A doorbell said beside the pick ("la
 * primera, timbre 3B") names no row and is kept.
 */
export function withoutRowWordsAsFlat(u: Understanding, rowNames: string[]): Understanding {
  const wordsOf = (s: string) => fold(s).split(/[^\p{L}\d]+/u).filter(Boolean);
  const fromRow = (value: string | undefined) => {
    const said = value ? wordsOf(value).filter((w) => !POINTING.has(w)) : [];
    return said.length > 0 && rowNames.some((name) => said.every((w) => wordsOf(name).includes(w)));
  };
  const dropped = (["apartment", "address"] as const).filter((f) => fromRow(u.fields[f]));
  if (!dropped.length) return u;
  const fields = { ...u.fields };
  for (const f of dropped) delete fields[f];
  return { ...u, fields, doubtful: u.doubtful.filter((f) => !(dropped as readonly string[]).includes(f)) };
}

/**
 * A message that answered the open list ("multivitaminas sancor…", the row's label typed while the
 * name was asked beside the list) named a product, never a person: the name reader's "eso no parece
 * un nombre" about it is dropped, so the turn says what was added and nothing about a name.
 */
export function withoutNameRefusal(u: Understanding): Understanding {
  const { firstName, lastName, ...rest } = u.invalidFields;
  return firstName || lastName ? { ...u, invalidFields: rest } : u;
}

/**
 * The understanding with the stored address and the complements said after it, when the message
 * adds to an address already taken and says no new street of its own.
 */
export function withAddressAddOn(u: Understanding, said: string, customer: Partial<Record<FieldName, string>>): Understanding {
  const stored = customer.address?.trim();
  // summary18: "el piso es 5 no 4" already replaced a part of the address; nothing is added to it.
  if (!stored || (u.correction && u.fields.address)) return u;
  // A whole address said again or anew ("Obispo Trejo 350, piso 4 B", "es Mitre 300 piso 2") is the reading's, not an add-on.
  if (STREET_NUMBER.test(said.replace(COMPLEMENT, " ").replace(BETWEEN, " "))) return u;
  const more = addOns(said, stored);
  if (!more.length) return u;
  // Questions about the add-on ("y el timbre 3B? no lo pusiste") are answered by taking it.
  const questions = u.questions.filter((q) => q.kind === "product" || q.kind === "hours" || q.kind === "payment" || q.kind === "delivery");
  // "ah me olvidé, timbre 3B": no name or city "Timbre" read from the add-on's words; details25
  // (t24a 204): nor a flat "timbre es el 2" beside the address it was added to (said twice).
  const words = new Set(fold(more.join(" ")).split(/\s+/));
  const fields = Object.fromEntries(Object.entries(u.fields).filter(([f, v]) => !(f === "firstName" || f === "lastName" || f === "city" || f === "apartment") || !fold(String(v)).split(/\s+/).some((w) => words.has(w))));
  const kept = (f: FieldName) => f !== "address" && (f in fields || !(f in u.fields));
  return { ...u, items: complementFreeItems(u.items), fields: { ...fields, address: withComplements(stored, more) } as Record<FieldName, string>, doubtful: u.doubtful.filter(kept), questions };
}
