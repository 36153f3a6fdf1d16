import type { TurnEngine, TurnMessage } from "../engine";
import { phrase, sentence } from "../language";
import { text, withLead } from "../replies";
import { apologise, personButtons } from "../subflows/escalation";
import { detectCues } from "../understand/cues";
import { analyze, normalize } from "../understand/normalize";
import { sizeAt } from "../understand/numbers";
import { yesInHurry } from "../understand/yesno";
import { asksHowLong, asksPresence, clausesOf, isImpatient, isLate, onlyHurry, waitsOnTheChat } from "./cues";
import type { AgentAnswer, RouteInput } from "./types";

/**
 * "hola??? me van a contestar???" once the conversation had messages: impatience, not a greeting
 * nor a question to say unknown. The first time one apology and where the sale stands (`goOn`,
 * the kind's own words); at the second frustrated message a person. Shared by every kind's sales agent.
 */
export async function answerImpatience(t: TurnEngine, messages: TurnMessage[], route: RouteInput, goOn: () => Promise<void>): Promise<AgentAnswer | null> {
  if (route.tap || !isImpatient(route.text)) return null;
  // "dale rapido" at the summary is the yes, said in a hurry: the rules confirm.
  if (t.session.expecting === "confirmation" && yesInHurry(analyze(route.text))) return null;
  // Insults or a person asked for go to the rules' escalation: a person at once, never an apology.
  const cues = detectCues(normalize(route.text), route.text);
  if (cues.anger === "strong" || cues.wantsHuman) return null;
  const said = t.session.history.filter((h) => h.role === "customer");
  // answers17 (trial 16a 113): "hola????" opening the conversation is a greeting, whatever its marks.
  const first = said.length <= messages.length;
  if (first && BARE_GREETING.test(route.text.trim())) return null;
  // answers11: "¿hay alguien?" with no impatience before it (an answered "¿hay alguien?" is none): yes, and what the sale waits for.
  if (asksPresence(route.text) && !said.slice(-10, -messages.length).some((h) => isImpatient(h.text) && !asksPresence(h.text))) {
    return heardThenGoOn(t, "presence", "hereIAm", goOn);
  }
  const hurry = onlyHurry(route.text);
  if (hurry && said.slice(-10).filter((h) => isImpatient(h.text)).length < 2) {
    // lang8: "apurate!!", "estoy apurado": the hurry heard, and where the sale stands (or what they want).
    // mood29 (t28b 016): "che cuanto falta, apurate" asks how long the wait is: sorry for it, then the next step.
    return heardThenGoOn(t, "frustration", asksHowLong(route.text) ? "sorryWait" : "hurryOnIt", goOn);
  }
  if (first) {
    // An opening that is a complaint ("HACE UNA HORA QUE ESPERO Y NADIE ME CONTESTA, son unos
    // desastres"): the wait acknowledged, never read as products. "hola???" alone stays a greeting.
    if (!isLate(route.text) && cues.anger === "none") return null;
    t.intent("frustration");
    t.say(text(sentence(t.session, "sorryWaitHelp")));
    return { certain: true, understanding: null };
  }
  // A bare "hola????" that opened the conversation was a greeting (answered as one), never a wait.
  const frustrated = said
    .slice(-10)
    .filter((h) => !(h === said[0] && BARE_GREETING.test(h.text.trim())) && (isImpatient(h.text) || detectCues(normalize(h.text), h.text).anger !== "none")).length;
  // answers17 (trial 16a 113): "me van a contestar???" when all the customer said before was a
  // greeting, answered: nothing was left waiting to apologise for — here I am, and what they want.
  if (!isLate(route.text) && said.slice(0, -messages.length).every((h) => BARE_GREETING.test(h.text.trim()))) return heardThenGoOn(t, "presence", "hereIAm", goOn);
  if (frustrated >= 2) {
    t.intent("handoff");
    t.say(text(sentence(t.session, "sorryWaitHandoff")));
    t.requestHandoff({ trigger: "frustration", reason: `El cliente está impaciente (segundo mensaje): "${route.text.slice(0, 120)}"` });
    return { certain: true, understanding: null };
  }
  await apologiseThenGoOn(t, goOn, isLate(route.text) || waitsOnTheChat(route.text));
  return { certain: true, understanding: null };
}

/**
 * mood23 (trial 22c 020): one apology with the offer of a person and where the sale stands, in
 * one message — never the apology and then the cart reminder as a second one. When going on
 * asks the open question again with its own buttons or list, the apology leads that message.
 */
async function apologiseThenGoOn(t: TurnEngine, goOn: () => Promise<void>, waited = false): Promise<void> {
  const before = t.replies.length;
  await goOn();
  const went = t.replies.splice(before);
  // t37c 042: a wait said ("hace 10 minutos q espero") is apologised for as a wait, the person still offered.
  const sorry = sentence(t.session, waited ? "sorryWaitPerson" : "sorryOffer");
  const [first, ...rest] = went;
  if (first?.type === "text") {
    t.replies.push({ type: "buttons", text: [sorry, ...went.filter((m) => m.type === "text").map((m) => m.text)].join("\n\n"), buttons: personButtons(t.session) });
    t.replies.push(...rest.filter((m) => m.type !== "text"));
    t.intent("frustration");
  } else if (first) {
    t.intent("frustration");
    t.replies.push(withLead(first, sorry), ...rest);
  } else apologise(t);
}

/**
 * The impatient words at the head of a message ("hola??? me van a contestar", "hay alguien?",
 * details14: "me estás cargando? el nombre es Lucas Fernandez": the correction after it is read).
 */
const IMPATIENT_HEAD =
  /^\W*(?:(?:hola+|buenas|che|ey|hey|alo)\W*)?(?:hace (?:\d+|una|un|media|mas de \S+|más de \S+) (?:\S+ )?(?:que|q|y) )?(?:(?:me|nos) (?:van a|vas a|piensan|pens[aá]s) (?:contestar|responder|atender)|(?:nadie|no) (?:me |nos )?(?:contesta|contestan|responde|responden|atiende|atienden)|hay alguien|alguien (?:ah[ií]|me lee|(?:me |nos )?atiende)|est[aá]n? ah[ií]|(?:me|nos) est[aá][sn] (?:cargando|jodiendo|tomando el pelo))\W*(?<about>(?:lo|la|el|los|las) (?:de|del|que te (?:pregunte|pregunté|dije))\s+(?:(?:la|el|los|las)\s+)?)?/i;

/**
 * stack9: impatience never replaces what came with it. In a batch ("listo / envio a jujuy 455 /
 * martin gomez / hola??? me van a contestar???") the impatient messages are set aside and the
 * rest is read; in one message ("hola??? me van a contestar lo de la nan???") what follows the
 * impatient words is read. Null: nothing but impatience (answerImpatience answers it).
 */
export function contentBesideImpatience(messages: TurnMessage[]): TurnMessage[] | null {
  if (!messages.some((m) => m.content.type === "text" && isImpatient(m.content.text))) return null;
  const kept: TurnMessage[] = [];
  for (const m of messages) {
    if (m.content.type !== "text" || !isImpatient(m.content.text)) {
      kept.push(m);
      continue;
    }
    // mood29 (t28b 016): "che cuanto falta, apurate" is nothing but hurry: no part of it to read as an order.
    if (onlyHurry(m.content.text)) continue;
    const asked = askedBeforeNoAnswer(m.content.text);
    if (asked) {
      kept.push({ ...m, content: { type: "text", text: asked.rest }, [WAITED]: asked.angry ? "angry" : "wait" } as TurnMessage);
      continue;
    }
    const head = IMPATIENT_HEAD.exec(m.content.text);
    const rest = m.content.text.slice(head?.[0].length ?? 0).replace(/[?!¿¡\s]+$/, "").trim();
    // mood23 (trial 22c 020): "no me contestan nunca, esto es una verguenza": what follows the
    // impatient words is more complaint, no content to read as an order.
    // words27: "me estás cargando? la de 1.5": a row described by its number alone is content too.
    if (!head || !(/\p{L}{3,}/u.test(rest) || (head.groups?.about && /\d/.test(rest))) || isComplaint(rest.replace(/^\W*nunca\b/i, ""))) {
      // answers21 (trial 20b 013): "hace media hora q pregunto y nadie contesta!! quiero 4 cocas":
      // the complaint is its own sentence, whatever its words — the sentences after it are read.
      const order = sentencesBesideComplaint(m.content.text);
      if (order) kept.push({ ...m, content: { type: "text", text: order }, [WAITED]: "wait" } as TurnMessage);
      continue;
    }
    // "lo de la nan": the thing asked about before, asked again ("¿tienen nan?").
    // mood23 (t22c 012): "alguien me atiende? quiero 2 yerbas": asked whether anyone is there, answered "here I am".
    const waited = asksPresence(head[0].replace(/[?!¿¡\s]+$/, "")) ? "presence" : "wait";
    const rewritten = { ...m, content: { type: "text", text: head.groups?.about ? askedAgainOrRow(head.groups.about, rest) : rest } } as TurnMessage;
    // mood27 (t26c 012): "me estás cargando? la de litro y medio" doubts the last answer, said right
    // after it: no wait to apologise for (the one wait was apologised for when it was said).
    kept.push(DOUBT_HEAD.test(head[0]) ? rewritten : ({ ...rewritten, [WAITED]: waited } as TurnMessage));
  }
  // A sticker or a reaction beside "hola???" is no content: the impatience is answered.
  return kept.some((m) => m.content.type === "text" && /\p{L}{2,}|\d/u.test(m.content.text)) ? kept : null;
}

/**
 * "lo de la nan" is the thing asked before, asked again ("¿tienen nan?"); words27 (t26c 012): "me
 * estás cargando? la de litro y medio" is a size describing a row ("la de 1.5", "el de 500"), kept as said.
 */
function askedAgainOrRow(about: string, rest: string): string {
  const words = analyze(rest);
  const size = words.length > 0 ? sizeAt(words, 0) : null;
  return size && (size.size.dim !== null || /^[0-9]/.test(words[0].n)) ? `${about}${rest}` : `¿tienen ${rest}?`;
}

/** "… y nadie me contesta", "…, no me responden", "… Y NADIE ME RESPONDE RAPIDO" (t29a 032): impatience said after what was asked. */
const IMPATIENT_TAIL = /(?:\s*,\s*|\s+)(?:y|e|pero)?\s*(?:nadie|no|todavia no|todavía no|aun no|aún no)\s+(?:me\s+|nos\s+)?(?:contesta|contestan|contestó|contesto|responde|responden|respondió|atiende|atienden)\b[\s\W]*(?:nada|nadie|nunca|r[aá]pido|ya|todav[ií]a)?[\s\W]*$/i;

/** "me estás cargando?", "me estás jodiendo?": disbelief at the last answer, no wait. */
const DOUBT_HEAD = /\b(?:me|nos) est[aá][sn] (?:cargando|jodiendo|tomando el pelo)\b/i;

/** What the customer asked or ordered before the impatience tail: a question ("pregunto si tienen X") or an order word. */
const ASKS_OR_ORDERS = /\b(?:pregunt\w*|consult\w*)\s+(?:si|por|cu[aá]nto|qu[eé]|cu[aá]l|d[oó]nde|a qu[eé])\b|\b(?:quiero|quisiera|necesito|dame|tienen|ten[eé]s|hay|venden)\b/i;

/**
 * voice25 (t24c 013): "hace media hora q pregunto si tienen pañales pampers y nadie me contesta"
 * got only the apology; without "y nadie me contesta" the pañales were answered. The question
 * said before an impatience tail is read (with the apology); null when the message has no such
 * tail or nothing asked or ordered before it ("hace media hora que espero y nadie me contesta").
 */
function askedBeforeNoAnswer(said: string): { rest: string; angry: boolean } | null {
  // mood27 (t26b 017): "… y nadie contesta, son un desastre": the complaint after the tail is set
  // aside too (frustration, apologised for with a person offered), the question before it read.
  // The tail itself may be that last sentence ("…si tienen yerba, nadie me responde"): tried first.
  const after = IMPATIENT_TAIL.test(said) ? null : COMPLAINT_END.exec(said);
  const before = after && isComplaint(after[1]!) ? said.slice(0, after.index) : said;
  const rest = before.replace(IMPATIENT_TAIL, "").trim();
  if (rest === before.trim() || isImpatient(rest) || !ASKS_OR_ORDERS.test(rest)) return null;
  // "hace una hora que pregunto por yerba": what was asked about, asked again ("¿tienen yerba?").
  const about = ASKED_ABOUT.exec(rest);
  return { rest: about ? `¿tienen ${about[1]}?` : rest, angry: before !== said && detectCues(normalize(after![1]!), after![1]!).anger !== "none" };
}

/** "pregunto por X", "consulté por X": the thing asked about before, at the end of what is left. */
const ASKED_ABOUT = /\b(?:pregunt|consult)\S*\s+por\s+(?:el |la |los |las |un |una )?([^,.!?]+?)\s*$/i;

/** The last sentence of a message, after a comma or a stop: "…, son un desastre", "…!! que verguenza". */
const COMPLAINT_END = /[,.!?;]+\s*([^,.!?;]+?)[\s!?.]*$/;

/**
 * The sentences of an impatient message that are neither impatience, lateness, hurry nor anger
 * ("quiero 4 cocas" after "nadie contesta!!"), joined; null when one of them is none of those
 * or when nothing else is said.
 */
function sentencesBesideComplaint(said: string): string | null {
  // A comma parts a complaint from an order too ("hace media hora que espero, quiero 2 cocas").
  // angry36 (t35b 018): and so does a verb that orders with no stop before it ("…QUE ESPERO QUIERO 3 COCAS").
  const sentences = clausesOf(said).filter((s) => /\p{L}{2,}|\d/u.test(s));
  const complaint = (s: string) => isComplaint(s) || BARE_GREETING.test(s);
  const rest = sentences.filter((s) => !complaint(s));
  return rest.length && rest.length < sentences.length && rest.some((s) => /\p{L}{3,}/u.test(s)) ? rest.join(". ") : null;
}

/** Impatience, lateness, hurry or anger: words about the service, never an order. */
function isComplaint(said: string): boolean {
  return isImpatient(said) || isLate(said) || onlyHurry(said) || detectCues(normalize(said), said).anger !== "none";
}

/** Marks a message read past its impatient head: the wait is apologised for beside the answer. */
const WAITED = Symbol("waited");

/**
 * answers16 (trial 15b 011): "hace media hora q nadie me contesta, quiero 2 kilos de papas":
 * the apology first, then the order read — never an apology that drops the order.
 */
export function apologiseBeside(t: TurnEngine, kept: TurnMessage[] | null): void {
  const waited = kept?.map((m) => (m as TurnMessage & { [WAITED]?: "wait" | "angry" | "presence" })[WAITED]).filter(Boolean) ?? [];
  if (waited.length) t.say(text(sentence(t.session, waited.includes("angry") ? "sorryWaitPerson" : waited.includes("wait") ? "sorryWait" : "hereIAm")));
}

/** "hola????", "buenas???", "hello??": a greeting with question marks and nothing else. */
const BARE_GREETING = /^\W*(?:hola+|holis|buenas+|buen dia|buenos dias|buenas tardes|buenas noches|hello|hi|hey|ey|alo|oi|ola|che)\W*$/i;

/** One line that says it was heard, then where the sale stands (or what they want). */
async function heardThenGoOn(t: TurnEngine, intent: string, said: "hereIAm" | "hurryOnIt" | "sorryWait", goOn: () => Promise<void>): Promise<AgentAnswer> {
  t.intent(intent);
  t.say(text(sentence(t.session, said)));
  const before = t.replies.length;
  await goOn();
  if (t.replies.length === before) t.say(text(phrase(t.session, "whatWanted")));
  return { certain: true, understanding: null };
}
