// The bare answer to the detail the agent asked for ("Juan Pérez", "30.123.456", "Lavalle 500",
// "piso 3"), read at the start of the reply before anything else, with the reminders a customer
// wraps it in ("como te dije") and the order talk that is no address ("2 cocas"). Its own room
// because it reads one field by the question asked, while unlabeled.ts reads every other clause
// by its shape; the politeness and ID-label words both readers use live here (unlabeled.ts imports them).
import { longNumberAt, opensOrder, opensOtherFact, streetAt } from "./address";
import { COMPLEMENT_WORDS, LEADS_TO_STREET } from "./address-words";
import { answeredNumberAt, isNumberWord } from "./answer-after-remark";
import {
  ANSWER_FILLERS, FIELD_WORDS, LABEL_WORDS, PLACE_STOP, REASONS, answerStart, capitalisePlace, mark, placeStart, markUntil, numberKind,
  numberSpan, plausibleName, readAddress, readName, restIsOnly, setName, fullerAnswer, type Ctx, type PersonalContext,
} from "./personal-read";
import type { FieldName, Word } from "./types";

export const POLITE = new Set(["gracias", "por", "favor", "saludos", "ok", "dale", "listo", "bueno", "y", "e", "perdon", "perdona", "disculpa"]);

/** Labels that announce the number after a name ("Romina Diaz, DNI 40123123", "Nico Ferreyra cel 351…"). */
export const ID_LABELS = new Set(["dni", "documento", "cel", "celular", "telefono", "tel", "whatsapp", "wsp"]);

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
export function expected(c: Ctx, field: FieldName, ctx: PersonalContext, stopAddress: (j: number) => boolean): void {
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
        // details33 (t32b 018): "a la vuelta, en obispo trejo 220": a clause opened by "en"/"a" leads to its street; the words before are no address.
        const ledClause = (j: number) => j > k + 1 && LEADS_TO_STREET.has(c.words[j - 1].n) && c.words[j - 1].brk && !c.used[j - 1];
        const found = c.words.findIndex((x, j) => j >= k && !c.used[j] && (j === k || j === lead || x.brk || ledClause(j)) && streetAt(c.words, j, c.used) >= 0);
        const street = found > k && ledClause(found + 1) && streetAt(c.words, found + 1, c.used) >= 0 ? found + 1 : found;
        if (street < 0 && ((isNumberWord(w) && longNumberAt(c.text, w.start)) || opensOtherFact(c.words, k, c.used, c.text))) return;
        // No street in it: words of the cart ("coca eran 3", "lavandina la 1", "quiero sacar del carrito …") are not an address.
        if (street < 0 && c.words.some((x, j) => j >= k && !c.used[j] && (opensOrder(x) || CART_TALK.has(x.n) || (isNumberWord(x) && ["la", "el"].includes(c.words[j - 1]?.n ?? ""))))) return;
        // "La Rioja 350": the article skipped as a filler belongs to the street's name.
        const from = street >= 0 ? street : k;
        // The lead-in before "en <street>" ("aca cerca, en san martin 450") is set aside, never a reference of the address.
        if (street > k && ledClause(street)) mark(c, k, street);
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
