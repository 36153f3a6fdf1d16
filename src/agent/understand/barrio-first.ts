// details15: a barrio said before its street ("si es en alta cordoba, fragueiro 1800", "envio a
// barrio general paz, lima 1200", "vivo en nueva cordoba, obispo trejo 345"). Trial 14c 010 kept
// only "fragueiro 1800": the courier lost the barrio. The barrio is kept as written, before the
// street, like "estoy en Alberdi, Santa Rosa 1500" (details13).

import { FOREIGN_OPENERS, NOT_STREET, STREET_PREFIX } from "./address-words";
import type { Word } from "./types";

/** Words that lead to a place ("en alta córdoba", "a barrio general paz"). */
const LEADS = new Set(["en", "a", "al"]);
/** Words of a time, a person or the way, never a barrio ("a la tarde", "a nombre de", "a domicilio"). */
const NEVER_BARRIO = new Set([
  "tarde", "manana", "noche", "mediodia", "hora", "horas", "rato", "nombre", "domicilio", "casa", "depto", "departamento",
  "trabajo", "oficina", "laburo", "local", "buscar", "retirar", "mi", "tu", "su", "la", "el", "las", "los", "lo", "de", "del",
]);
const MAX_WORDS = 4;

/**
 * The barrio right before the street that starts at word `start` (its own clause, led by "en"/"a"),
 * as [first word index, text as written], or null.
 */
export function barrioBefore(words: Word[], text: string, start: number): [number, string] | null {
  if (start < 2 || !words[start]?.brk) return null;
  let b = start - 1;
  while (b >= 0 && start - b <= MAX_WORDS && !LEADS.has(words[b].n)) {
    const w = words[b];
    // Plain words in the lead's clause (a clause of their own, ", alberdi, …", has no lead).
    if (!/^\p{L}{2,}$/u.test(w.o) || NOT_STREET.has(w.n) || NEVER_BARRIO.has(w.n) || FOREIGN_OPENERS.has(w.n) || STREET_PREFIX.has(w.n)) return null;
    if (w.brk) return null;
    b--;
  }
  if (b < 0 || !LEADS.has(words[b].n) || b === start - 1) return null;
  const place = text.slice(words[b + 1].start, words[start - 1].end).replace(/\s+/g, " ").trim();
  return [b + 1, place];
}

// details37 (t36c 047): "Hotel Sheraton, Duarte Quiros 1300" stored only the street; the courier
// needs the building the customer named. A clause headed by a kind of building or venue, said right
// before the street's clause, stays in the address as written.
const PLACE_HEADS = new Set([
  "hotel", "hostel", "hostal", "apart", "edificio", "torre", "torres", "complejo", "hospital", "sanatorio", "clinica",
  "colegio", "escuela", "facultad", "universidad", "club", "country", "shopping", "galeria", "residencia", "consultorio",
]);
const PLACE_SKIP = new Set(["en", "a", "al", "el", "la", "es", "estoy", "vivo", "queda", "mandalo", "mandamelo"]);

/** The named building right before the street that starts at word `start` (its own clause), as [first word index, text], or null. */
export function placeBefore(words: Word[], text: string, start: number): [number, string] | null {
  if (start < 2 || !words[start]?.brk) return null;
  let b = start - 1;
  while (b > 0 && !words[b].brk && start - b <= MAX_WORDS + 2) b--;
  if (b > 0 && !words[b].brk) return null;
  let h = b;
  while (h < start - 1 && PLACE_SKIP.has(words[h].n)) h++;
  // The head and at least one name word after it ("hotel sheraton"), never a bare "hotel".
  if (!PLACE_HEADS.has(words[h].n) || h >= start - 1) return null;
  if (words.slice(h, start).some((w) => !/^[\p{L}\p{N}]+$/u.test(w.o.replace(/[.,;:]+$/u, "")))) return null;
  return [h, text.slice(words[h].start, words[start - 1].end).replace(/\s+/g, " ").trim()];
}
