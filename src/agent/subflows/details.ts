import { fieldWord, langOf, phrase, word } from "../language";
import type { TurnEngine } from "../engine";
import { FIELD_LABELS, text } from "../replies";
import { checkCustomerFields } from "../tools/customer";
import { understand } from "../understand";
import { normalize } from "../understand/normalize";
import { pointsBackToData, pointsToUsualAddress } from "../understand/detail-talk";
import { capitalise, NOT_NAME, PARTICLES, plausibleName } from "../understand/personal-read";
import type { FieldName, Understanding } from "../understand/types";
import { factsAsWritten } from "./as-written";
import { withFullerName } from "./fuller-name";
import { readBack, readBackQuestion, type Facts } from "./read-back";
import { loneName, splitName, titledNames } from "./lone-name";
import { declinesDetails, REFUSED_DELIVERY, REFUSED_PAYMENT, refusalLine, USUAL_ADDRESS_UNKNOWN, withoutMootAddress } from "./refusals";
import { noteWhenSaid } from "./when-said";
import { noteCashGiven } from "./cash-note";
import { setAsideNotChosen } from "./not-chosen";
import { factsOf } from "./said-facts";
import { askedAgain, setAsideAskedOut } from "./asked-again";

// The details a sale needs (name, DNI or phone, delivery or pickup, address, payment…) as a
// subflow a kind declares: its fields in the order a shop assistant asks them, which are needed
// for which fulfilment, and what to do when an answer cannot be read. One machine runs it for
// every kind, a message at a time:
//   check escalation → check a pending read-back → check correction → check off-topic →
//   extract → validate → store (read back) → prompt next.
// Nothing is stored unchecked, a guessed value is read back before it is stored, and no
// question is asked a third time: after two failed answers the words are taken as they are
// (read back) or a person takes over.

export type DetailField = FieldName | "fulfilment" | "payment";

export interface DetailSpec {
  field: DetailField;
  /** Needed in this sale now (default: always), e.g. the address only for a delivery. */
  required?: (t: TurnEngine) => boolean;
  /** Decided by code when there is one choice (one payment method); returns whether it did. */
  auto?: (t: TurnEngine) => boolean;
  /** After two failed answers: take the words as written (read back first), or hand off. */
  whenStuck: "take_as_is" | "handoff";
  setAside?: (t: TurnEngine) => void; // asked three times in a row, never a fourth (asked-again.ts): gone on without, said so
}

/** What a kind declares: the fields, and how they are asked and saved in its words and states. */
export interface DetailsSubflow {
  fields: DetailSpec[];
  /** Kept when given, never asked (surname, email…). */
  optional: FieldName[];
  /** A guessed value is read back once, not twice, before another answer lets it stand (packs: t35a 072). */
  readBackOnce?: boolean;
  /** The subflow is collecting now: unlabeled values are read, a blank answer counts as failed. */
  active(t: TurnEngine): boolean;
  /** Asks for `missing[0]` (the kind may name all of them), with `lead` (a read-back) first. */
  ask(t: TurnEngine, missing: DetailField[], lead: string | null, again?: boolean): void;
  /** Stores checked facts where the kind keeps them; returns an error to tell the customer, or null. */
  save(t: TurnEngine, facts: Facts): Promise<string | null>;
}

export type { Facts } from "./read-back";

/** What the machine made of one message. */
export interface Collected {
  /** none: nothing for the subflow · saved: facts stored · asked: it asked something (a read-back, a bad value). */
  status: "none" | "saved" | "asked";
  /** "Anoté ✅ …": what was stored, to say before the next question. */
  lead: string | null;
}

/** The machine's memory in session.extra.details: the field asked, failed answers, read-backs waiting. */
interface DetailsMemory {
  asked: string | null;
  fails: number;
  /** The last failed answers, for the operator if a person takes over. */
  failed: string[];
}

const MEMORY = "details";
const DOUBTS = "detailsDoubts";
const DOUBT_ASKS = "detailsDoubtAsks";

function memory(t: TurnEngine): DetailsMemory {
  const m = (t.session.extra[MEMORY] ?? {}) as Partial<DetailsMemory>;
  return { asked: m.asked ?? null, fails: m.fails ?? 0, failed: Array.isArray(m.failed) ? m.failed : [] };
}

function remember(t: TurnEngine, m: DetailsMemory): void {
  t.session.extra[MEMORY] = { asked: m.asked, fails: m.fails, failed: m.failed.slice(-2) };
}

function doubts(t: TurnEngine): Record<string, string> {
  return { ...((t.session.extra[DOUBTS] ?? {}) as Record<string, string>) };
}

/** A value read back waits for its yes ("¿Tu nombre es Ana?"): a "sí." said now may answer it. */
export const readBackWaiting = (t: Pick<TurnEngine, "session">): boolean => Object.keys(doubts(t as TurnEngine)).length > 0;

function setDoubts(t: TurnEngine, d: Record<string, string>): void {
  if (Object.keys(d).length) t.session.extra[DOUBTS] = d;
  else delete t.session.extra[DOUBTS];
  const asks = doubtAsks(t);
  for (const f of Object.keys(asks)) if (!(f in d)) delete asks[f];
  if (Object.keys(asks).length) t.session.extra[DOUBT_ASKS] = asks;
  else delete t.session.extra[DOUBT_ASKS];
}

/** How many times each waiting read-back was asked: never a third time (a second where the flow reads back once). */
function doubtAsks(t: TurnEngine): Record<string, number> {
  return { ...((t.session.extra[DOUBT_ASKS] ?? {}) as Record<string, number>) };
}

/** Asks a read-back ("¿Tu nombre es Gabi?") and counts it. */
function askReadBack(t: TurnEngine, field: string, value: string): void {
  const asks = doubtAsks(t);
  t.session.extra[DOUBT_ASKS] = { ...asks, [field]: (asks[field] ?? 0) + 1 };
  t.say(readBackQuestion(field, value, langOf(t.session)));
}

const has = (t: TurnEngine, f: DetailField) => (f === "fulfilment" ? !!t.session.fulfilment : f === "payment" ? !!t.session.paymentMethod : !!t.session.customer[f]);

/** The fields still needed, in order (single choices decided by code on the way). */
export function missingDetails(t: TurnEngine, flow: DetailsSubflow): DetailField[] {
  return flow.fields.filter((s) => (s.required?.(t) ?? true) && !has(t, s.field) && !s.auto?.(t)).map((s) => s.field);
}

/** For the understanding: which unlabeled values to read, and what is already known. */
export function detailsContext(t: TurnEngine, flow: DetailsSubflow): { wants: FieldName[]; known: FieldName[]; correctable: FieldName[] } {
  const personal = (f: DetailField): f is FieldName => f !== "fulfilment" && f !== "payment";
  const known = (Object.keys(t.session.customer) as FieldName[]).filter((f) => t.session.customer[f]);
  const ours = new Set<string>([...flow.fields.map((s) => s.field), ...flow.optional]);
  const correctable = known.filter((f) => ours.has(f) || (f === "lastName" && ours.has("firstName")));
  // words32 (t31a 032): "envio" then "mitre 456 entre 56 y 57" with the cart still empty: the way chosen asks
  // for the address next, so a street said then is that address, before any product (never "no te entendí").
  const addressDue = t.session.fulfilment === "delivery" && ours.has("address") && !t.session.customer.address && t.ports.profile.delivery.enabled;
  if (!flow.active(t)) return { wants: addressDue ? ["address"] : [], known, correctable };
  const wanted = [...missingDetails(t, flow).filter(personal), ...flow.optional.filter((f) => !t.session.customer[f])];
  if (wanted.includes("firstName")) wanted.push("lastName");
  // While the way of delivery is open, an address answers it ("Calle Falsa 123": a delivery there).
  if (missingDetails(t, flow).includes("fulfilment") && ours.has("address") && !t.session.customer.address && t.ports.profile.delivery.enabled) wanted.push("address");
  return { wants: [...new Set(wanted)], known, correctable };
}

function doubtAnswer(u: Understanding, tap: { id: string } | null): "yes" | "no" | null {
  if (tap?.id === "details:yes") return "yes";
  if (tap?.id === "details:no") return "no";
  return u.yesNo;
}

/**
 * One message through the machine, up to storing what it says. The kind then answers the rest
 * of the message and calls `askNextDetail` (or its own next step) with the returned lead.
 */
export async function collectDetails(t: TurnEngine, flow: DetailsSubflow, u: Understanding, tap: { id: string } | null = null): Promise<Collected> {
  // Check escalation: a person was asked for (the kind hands off).
  if (t.handoff) return { status: "none", lead: null };
  setAsideNotChosen(t, u); // details16: a farewell's "paso", a barrio in a question
  let facts = titledNames(factsAsWritten(t, factsOf(u, flow, !!t.session.fulfilment, t.session.customer)));
  // "juan perez" as the first message: the name, kept for the order (the kind greets by it).
  const lone = !Object.keys(facts).length && flow.fields.some((s) => s.field === "firstName") ? loneName(t, u) : null;
  if (lone) facts = lone;
  // "Irma Beatriz Lucero" after "Soy Irma" was stored: the fuller name replaces the shorter one.
  if (flow.fields.some((s) => s.field === "firstName")) facts = withFullerName(t, u, facts);
  // "a la dirección que te pasé" with none stored: the one said earlier in the conversation; "la de siempre" with none: told so and asked (t21b 017).
  const pointsBack = !facts.address && !t.session.customer.address && flow.fields.some((s) => s.field === "address") && pointsBackToData(u.normalized);
  const earlier = pointsBack ? addressSaidBefore(t) : null;
  if (earlier) facts = { ...facts, address: earlier, ...(t.session.fulfilment || facts.fulfilment ? {} : { fulfilment: "delivery" as const }) };
  // details33 (t32a 012): "a la direccion que te pase" at another detail's question, the address stored: said kept, that question asked again.
  const asked = t.session.expecting as DetailField | null;
  if (asked && asked !== "address" && !Object.keys(facts).length && t.session.customer.address && flow.fields.some((s) => s.field === asked) && pointsBackToData(u.normalized)) {
    flow.ask(t, [asked], word(langOf(t.session), "addressKept", { value: t.session.customer.address }));
    return { status: "asked", lead: null };
  }

  // A value read back ("¿Tu nombre es Gabriela Torres?") waits for its yes.
  const waiting = doubts(t);
  const [doubtField, doubtValue] = Object.entries(waiting)[0] ?? [];
  if (doubtField) {
    const answer = doubtAnswer(u, tap);
    const newValue = doubtField in facts;
    // Asked twice (once where the flow says so: "¿Tu nombre es Valeria?" again after "el de 2",
    // t35a 072) and answered with anything but a "no" or another value (more details, a
    // question): no correction came, so the value stands; never asked again.
    const settled = answer === null && !newValue && (doubtAsks(t)[doubtField] ?? 0) >= (flow.readBackOnce ? 1 : 2);
    if ((answer === "yes" || settled) && !newValue) {
      delete waiting[doubtField];
      facts = { ...facts, ...(doubtField === "firstName" ? splitName(doubtValue) : { [doubtField]: doubtValue }) };
    } else if (answer === "no" && !newValue && doubtField === "firstName" && t.session.customer.firstName) {
      // details33 (t32b 003): a "no" to a NEW name read back leaves the stored one as it was, never asked again.
      setDoubts(t, {});
      const stored = [t.session.customer.firstName, t.session.customer.lastName].filter(Boolean).join(" ");
      return { status: "saved", lead: word(langOf(t.session), "nameKept", { value: stored }) };
    } else if (answer === "no" && !newValue) {
      setDoubts(t, {});
      t.session.expecting = doubtField as FieldName;
      const m = memory(t);
      if (m.asked === doubtField && m.fails >= 2) return stuck(t, flow, doubtField, u.text);
      remember(t, { asked: doubtField, fails: Math.max(m.fails, 1), failed: [...m.failed, doubtValue] });
      flow.ask(t, [doubtField as DetailField], "Perdón, lo anoté mal 🙏");
      return { status: "asked", lead: null };
    } else if (newValue || answer === "no") delete waiting[doubtField];
    // A guess held behind the one asked ("¿Tu ciudad es Luis Sanchez?") is dropped once the customer
    // states that detail: what they said is never replaced by the guess later (t31a 055).
    for (const f of Object.keys(waiting)) if (f !== doubtField && f in facts && !u.doubtful.includes(f as FieldName)) delete waiting[f];
    // Anything else (more data, a question) leaves the read-back waiting: asked again below.
    setDoubts(t, waiting);
  }

  // Validate: values the understanding recognised but found wrong, and the shared checks.
  const personal = Object.fromEntries(Object.entries(facts).filter(([k]) => k !== "fulfilment" && k !== "paymentMethod")) as Record<string, string>;
  const checked = checkCustomerFields(personal);
  const invalid: Record<string, string> = withoutMootAddress(t, facts, { ...(pointsBack && !earlier && pointsToUsualAddress(u.normalized) ? { address: USUAL_ADDRESS_UNKNOWN } : {}), ...(u.invalidFields as Record<string, string>), ...checked.invalid });
  for (const k of Object.keys(checked.invalid)) delete facts[k as FieldName];
  const refusedMethod = facts.paymentMethod && !t.ports.profile.paymentMethods.includes(facts.paymentMethod) ? facts.paymentMethod : null;
  if (refusedMethod) {
    invalid.payment = REFUSED_PAYMENT;
    delete facts.paymentMethod;
  }
  if (facts.fulfilment === "delivery" && !t.ports.profile.delivery.enabled) {
    invalid.fulfilment = REFUSED_DELIVERY;
    delete facts.fulfilment;
  }

  // Guessed values are read back before they are stored (one question at a time).
  for (const f of u.doubtful) {
    const value = f === "firstName" ? [facts.firstName, facts.lastName].filter(Boolean).join(" ") : facts[f];
    if (!value) continue;
    waiting[f] = value;
    delete facts[f];
    if (f === "firstName") delete facts.lastName;
  }
  setDoubts(t, waiting);

  // Replacing a stored value (not completing it, as a floor added to the address) is a correction.
  // A "no" at the start corrects only what was stored before: "no gracias, la coca no. mandalo a
  // Sarmiento 980" gives the address for the first time ("Corregido" there was trial 11a's hiccup).
  const stored = (k: string) => !!t.session.customer[k as FieldName] || (k === "fulfilment" && !!t.session.fulfilment) || (k === "paymentMethod" && !!t.session.paymentMethod);
  const corrected = (u.correction && Object.keys(facts).some(stored)) || Object.entries(facts).some(([k, v]) => {
    const old = t.session.customer[k as FieldName];
    return !!old && old !== v && !v.startsWith(old);
  });
  let lead: string | null = null;
  if (Object.keys(facts).length) {
    const error = await flow.save(t, facts);
    if (error) {
      t.say(text(word(langOf(t.session), "notSaved", { error })));
      return { status: "asked", lead: null };
    }
    t.intent(corrected ? "correction" : "provide_details");
    // "retiro mañana a la mañana": when, kept as the order's note and said back with the way.
    const when = facts.fulfilment ? noteWhenSaid(t, u.text, facts.fulfilment) : null;
    if (facts.paymentMethod === "cash") noteCashGiven(t, u.text); // "efectivo, pago con 5000"
    lead = readBack(facts, corrected, langOf(t.session), when);
    const m = memory(t);
    if (m.asked && has(t, m.asked as DetailField)) remember(t, { asked: null, fails: 0, failed: [] });
    if (t.session.expecting && has(t, t.session.expecting as DetailField)) t.session.expecting = null;
  }

  const [badField, reason] = Object.entries(invalid)[0] ?? [];
  if (badField) {
    t.intent("provide_details");
    const m = memory(t);
    const fails = m.asked === badField ? m.fails + 1 : 1;
    if (fails >= 2) return stuck(t, flow, badField, u.text);
    remember(t, { asked: badField, fails, failed: [...m.failed, u.text] });
    t.session.expecting = badField as FieldName;
    flow.ask(t, [badField as DetailField], [lead, refusalLine(t, reason, refusedMethod)].filter(Boolean).join(" "));
    return { status: "asked", lead: null };
  }
  const [nextDoubt, nextValue] = Object.entries(waiting)[0] ?? [];
  if (nextDoubt) {
    t.intent("read_back");
    t.session.expecting = nextDoubt as FieldName;
    if (lead) t.say(text(lead));
    askReadBack(t, nextDoubt, nextValue);
    return { status: "asked", lead: null };
  }
  return { status: lead ? "saved" : "none", lead };
}

/**
 * The latest address in the customer's earlier messages (not this turn's), read sentence by
 * sentence as if it were asked: a street with its number, with floor, flat and references.
 */
function addressSaidBefore(t: TurnEngine): string | null {
  const history = t.session.history;
  let end = history.length;
  while (end > 0 && history[end - 1].role === "customer") end--; // this turn's messages
  for (let i = end - 1; i >= 0; i--) {
    if (history[i].role !== "customer") continue;
    for (const sentence of history[i].text.split(/[?¿!\n]+/)) {
      // Read as said out of step (a label, "vivo en", "mandalo a"): a bare "el cocinero de 900, 2" is an
      // order, never an address.
      const address = understand(sentence, { catalog: [], wants: [] }).fields.address;
      if (address) return address;
    }
  }
  return null;
}

/** Words taken as written must still look like the field: a name not made of commands or chatter. */
function looksLikeA(field: string, raw: string): boolean {
  if (field === "address") return /\p{L}{2,}/u.test(raw);
  const words = normalize(raw).split(" ").filter(Boolean);
  return words.length > 0 && words.length <= 5 && !/[0-9@]/.test(raw) && words.some((w) => !NOT_NAME.has(w));
}

/** Asks for the next missing field (with `lead` first); "complete" when nothing is missing. */
export function askNextDetail(t: TurnEngine, flow: DetailsSubflow, lead: string | null): "asked" | "complete" {
  const missing = missingDetails(t, flow);
  if (!missing.length) {
    remember(t, { asked: null, fails: 0, failed: [] });
    if (t.session.expecting && t.session.expecting !== "confirmation" && t.session.expecting !== "product_choice") t.session.expecting = null;
    return "complete";
  }
  if (setAsideAskedOut(t, flow.fields.find((f) => f.field === missing[0]))) return askNextDetail(t, flow, lead);
  if (memory(t).asked !== missing[0]) remember(t, { asked: missing[0], fails: 0, failed: [] });
  t.session.expecting = missing[0];
  flow.ask(t, missing, lead, askedAgain(t, missing[0])); // asked-again.ts: never the same question a third time
  return "asked";
}

/**
 * The answer to the question asked could not be read. The first time, the question again with
 * an apology; the second, never a third ask: the words as they are (read back), or a person.
 */
export function detailNotUnderstood(t: TurnEngine, flow: DetailsSubflow, u: Understanding): void {
  const missing = missingDetails(t, flow);
  const m = memory(t);
  const field = (m.asked && missing.includes(m.asked as DetailField) ? m.asked : missing[0]) as DetailField | undefined;
  if (!field) return;
  t.intent("clarify_details");
  const fails = m.asked === field ? m.fails + 1 : 1;
  // Declining is no misread answer: why it is needed and a person offered; a second time, the person (t31a 038).
  const declined = declinesDetails(normalize(u.text));
  if (declined && !m.failed.some((said) => declinesDetails(normalize(said)))) {
    remember(t, { asked: field, fails: m.asked === field ? m.fails : 0, failed: [...m.failed, u.text] });
    t.session.expecting = field;
    return flow.ask(t, [field, ...missing.filter((f) => f !== field)], word(langOf(t.session), "detailsDeclined", { field: fieldWord(langOf(t.session), field) }), askedAgain(t, field));
  }
  if (fails >= 2 || declined) {
    stuck(t, flow, field, u.text, declined);
    return;
  }
  remember(t, { asked: field, fails, failed: [...m.failed, u.text] });
  t.session.expecting = field;
  const label = fieldWord(langOf(t.session), field);
  const lead = phrase(t.session, u.yesNo === "yes" || u.wantsToCheckout ? "beforeGoingOn" : "notUnderstoodField", { field: label });
  flow.ask(t, [field, ...missing.filter((f) => f !== field)], lead, askedAgain(t, field));
}

/** Two failed answers to the same question: take the words as written, or hand off. */
function stuck(t: TurnEngine, flow: DetailsSubflow, field: string, said: string, declined = false): Collected {
  const spec = flow.fields.find((s) => s.field === field);
  const m = memory(t);
  const raw = said.replace(/^\s*(?:es|son|mi \p{L}+ es|sería)\s+/iu, "").trim();
  const words = field === "address" ? raw : capitalise(raw);
  const takeable = !declined && spec?.whenStuck === "take_as_is" && raw.length >= 2 && raw.length <= (field === "address" ? 200 : 60) && looksLikeA(field, raw) && !m.failed.includes(raw);
  remember(t, { asked: field, fails: 2, failed: [...m.failed, said] });
  if (takeable) {
    t.intent("read_back");
    setDoubts(t, { [field]: words });
    t.session.expecting = field as FieldName;
    t.say(text(word(langOf(t.session), "asWritten")));
    askReadBack(t, field, words);
    return { status: "asked", lead: null };
  }
  const label = FIELD_LABELS[field] ?? field;
  t.intent("handoff");
  t.say(text(word(langOf(t.session), "detailNotUnderstood", { field: fieldWord(langOf(t.session), field) })));
  t.requestHandoff({ trigger: "not_understood", reason: `No pude entender su ${label} (respuestas: ${[...m.failed, said].slice(-3).map((s) => `"${s.slice(0, 60)}"`).join(", ")}).` });
  return { status: "asked", lead: null };
}
