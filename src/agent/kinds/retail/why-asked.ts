import type { TurnEngine, TurnMessage } from "../../engine";
import type { OutboundMessage } from "../../../lib/messages";
import { sentence } from "../../language";
import { text } from "../../replies";
import type { FieldName } from "../../understand/types";
import { fold } from "../../../lib/fold";

// "¿para qué querés el DNI? bueno 32456789": a question inside the answer to a details question.
// The question is answered (why the shop asks: a fixed, honest line), and what follows it is read
// as the answer, so the value is taken and the subflow goes on. While a detail is asked, or when
// the message opens with the why and names the detail.

// questions35 (t34a 018): "para q el dni??" asks why without a verb: the detail named right after "para qué".
const WHY = /(?:\b(?:para (?:que|q|k)|pa (?:que|q)|por (?:que|q)|porque|porq|pq|xq|x q)\s+(?:(?:me|lo|la|los|las|nos|te|se)\s+)*(?:queres|quieren|quiere|necesitas|necesitan|necesita|necesitaria|pedis|piden|pide|precisas|precisan|hace falta|sirve|es)\b|\bwhy\s+(?:do|would)\s+you\s+(?:need|want)\b|\b(?:para (?:que|q|k)|pa (?:que|q))\s+(?:(?:el|la|mi|tu|los|mis|tus)\s+)?(?:dni|documento|telefono|celular|cel|direccion|domicilio|nombre|apellido|datos)\b)[^?]*(?:\?+|$)/;
/** The message opens with the why ("para que quieren el dni?"), never a "porque" giving a reason. */
const WHY_OPENS = /^[\s¿¡]*(?:(?:y|pero|che|una pregunta|consulta|perdon)[\s,]+)*(?:para (?:que|q|k)|pa (?:que|q)|por (?:que|q)|why)\b/;
const NAMED: [RegExp, FieldName][] = [
  [/\b(?:dni|documento|id)\b/, "dni"],
  [/\b(?:telefono|celular|cel|numero|phone)\b/, "phone"],
  [/\b(?:direccion|domicilio|address)\b/, "address"],
  [/\b(?:nombre|apellido|name)\b/, "firstName"],
];
/** details32 (t30c 022): "la verdad no entiendo para qué quieren el DNI": the doubt around the why is part of the question, never a failed answer. */
const DOUBT_AROUND = /^[\s,.;:!?¿¡-]*(?:(?:la verdad|sinceramente|pero|che|y|igual|perdon)[\s,]+)*(?:no (?:entiendo|entendi|comprendo|se|me queda claro)|no termino de entender)[\s,.;:!?-]*$/i;
const FILLER = /^[\s,.;:!-]*(?:(?:y|e|che|pero|bueno|bue|ok|okay|oka|dale|igual|well|anyway|fine|ahi va|aca va|ahi te va|toma|tomá|es|el dni es|mi dni es)[\s,.;:!-]+)*/i;

const REASON: Partial<Record<FieldName, "whyDni" | "whyPhone" | "whyAddress" | "whyName">> = { dni: "whyDni", phone: "whyPhone", address: "whyAddress", firstName: "whyName" };

/** Said once with the first DNI question: why it is asked, and that a customer without one can say so (no-dni.ts). */
const DNI_EXPLAINED = "dniWhySaid";

/** The DNI question with why it is asked, the first time it is asked in a conversation. */
export function withDniReason(t: TurnEngine, question: OutboundMessage): OutboundMessage {
  if (t.session.extra[DNI_EXPLAINED] || !("text" in question) || typeof question.text !== "string") return question;
  t.session.extra[DNI_EXPLAINED] = true;
  return { ...question, text: `${question.text} ${sentence(t.session, "dniOnce")}` };
}

/**
 * The third ask of a detail in a row (subflows/asked-again.ts, t18c 001): never the same question
 * again, but the question with why it is needed, and for the DNI the way out («sin DNI»).
 */
export function withReasonAgain(t: TurnEngine, field: FieldName | string, question: OutboundMessage): OutboundMessage {
  const key = field === "dni" ? "dniAgain" : REASON[field as FieldName];
  if (!key || !("text" in question) || typeof question.text !== "string") return question;
  return { ...question, text: `${question.text} ${sentence(t.session, key)}` };
}

/** The detail a bare "¿para qué?" is about: the one being asked. */
const FIELD_FALLBACK = { dni: "dni", phone: "phone", address: "address", firstName: "firstName", lastName: "firstName" } as const satisfies Partial<Record<FieldName, FieldName>>;


/**
 * While a detail is asked: answers a "¿para qué…?" in the batch and returns the messages with the
 * question taken out (what is left is the answer the rules read); null when there is none.
 */
export function answerWhyAsked(t: TurnEngine, messages: TurnMessage[]): TurnMessage[] | null {
  const asked = t.session.expecting;
  const asking = !!asked && asked in FIELD_FALLBACK;
  for (const [i, m] of messages.entries()) {
    if (m.content.type !== "text") continue;
    const original = m.content.text;
    const folded = fold(original);
    const why = WHY.exec(folded);
    if (!why) continue;
    const named = NAMED.find(([re]) => re.test(why[0]))?.[1];
    // angry36 (t35b 015): "para que quieren el dni?" with no detail being asked (no order yet) got "No te
    // entendí": a message that opens asking why a detail it names is needed is answered all the same.
    if (!asking && !(named && WHY_OPENS.test(folded))) continue;
    const field = named ?? FIELD_FALLBACK[asked as keyof typeof FIELD_FALLBACK];
    const reason = REASON[field];
    if (!reason) return null;
    t.intent("why_asked");
    if (field === "dni") t.session.extra[DNI_EXPLAINED] = true;
    t.say(text(sentence(t.session, reason)));
    // Same length after folding (accents dropped one for one), so the positions hold.
    const said = (original.slice(0, why.index) + " " + original.slice(why.index + why[0].length)).replace(FILLER, "").trim();
    const rest = DOUBT_AROUND.test(fold(said)) ? "" : said;
    const out = [...messages];
    out[i] = { ...m, content: { ...m.content, text: rest } };
    return out.filter((x) => x.content.type !== "text" || x.content.text.trim());
  }
  return null;
}
