import type { TurnEngine, TurnMessage } from "../../engine";
import type { RulesOutcome } from "../../kind";
import { langOf, sentence } from "../../language";
import { text } from "../../replies";
import { askNextDetail, missingDetails } from "../../subflows/details";
import { choiceOrNextDetail } from "./beside-choice";
import { advanceCheckout } from "./checkout";
import { NO_DNI, retailDetails } from "./details";
import { DNI_SET_ASIDE } from "./dni-set-aside";
import { readBack } from "../../subflows/read-back";
import { retailRules } from "./rules";
import { fold } from "../../../lib/fold";

// A customer with no DNI (a tourist, a foreigner): "I dont have a DNI, im a tourist", "pasaporte
// AB123456". The DNI is not asked again and again: said once, it is skipped with a note for the
// shop, and a passport number given then or later goes into that note. What else the message
// says ("also where are my 2 cokes??") is read as usual; "tourist" is never a product.

/** Words of a customer from abroad ("soy turista", "soy de Uruguay", "brasileña"). */
const FOREIGN = /\b(?:turista|extranjer[oa]s?|tourist|foreigner|pasaporte|passport|brasiler[oa]|uruguay[oa]?|chilen[oa]|paraguay[oa]?|boliviano|peruan[oa]|soy de afuera|no soy de aca|vengo de afuera)\b/;
const NO_DNI_SAID = /\b(?:no (?:tengo|tiene|tenemos) (?:(?:a mano|aca|encima|conmigo|ahora) )?(?:el |mi |su )?(?:dni|documento)|(?:dni|documento) no (?:lo )?(?:tengo|traje|tiene)|(?:el|mi) (?:dni|documento) no lo tengo|(?:nao|no) tenho (?:dni|documento|rg|cpf)|sin dni|sem (?:dni|documento)|soy (?:turista|extranjer[oa])|sou (?:turista|estrangeir[oa])|(?:dont|don't|do not) have (?:a |an |any |1 )?(?:dni|argentine id|id)|no dni|(?:im|i'm|i am) (?:a )?(?:tourist|foreigner)|tourist|turista|extranjer[oa]|estrangeir[oa])\b/;
/**
 * details33 (t32b 016): "no quiero dar el dni", "te dije q no lo quiero dar" got "no llegué a entender
 * tu DNI" and then a person: a refusal of the DNI is a way on without it, as the question offers.
 */
const REFUSED_DNI = /\b(?:no (?:te )?(?:lo )?(?:quiero|voy a|puedo) (?:dar|pasar|dejar)(?:te|lo|telo)? (?:el |mi |ningun )?(?:dni|documento)|prefiero no (?:dar|pasar)(?:te|lo|telo)? (?:el |mi )?(?:dni|documento))\b/;
/** The refusal said to the DNI question itself, with no noun: "no lo quiero dar", "te dije q no lo quiero dar". */
const BARE_REFUSAL = /^(?:(?:ya )?te (?:lo )?dije,? (?:q |que )?|ya (?:te )?(?:lo )?dije,? (?:q |que )?|(?:pero|es que) )?(?:no,? )?no (?:te )?lo (?:quiero|voy a|puedo) (?:dar|pasar|dejar)(?:te)?[.!]*$/;

/** "no tengo", "não tenho, sou brasileira", "no lo tengo, soy de Chile": said to the DNI question itself. */
// "no lo tengo a mano, seguí sin": where it is and "go on without it" change nothing.
const BARE_NONE = /^(?:(?:ya )?te (?:lo )?dije,? (?:que )?|ya (?:te )?(?:lo )?dije,? (?:que )?|(?:pero|es que|pero ya te dije que) )?(?:(?:no|nao),? )?(?:no|nao) (?:lo |o )?(?:tengo|tenho|tiene|tienen|tenemos|tem)(?: (?:dni|documento|ninguno|nenhum|uno|um))?(?: (?:a mano|aca|encima|conmigo|ahora|en este momento|agora))?(?:,? (?:soy|sou|porque|pq|es que|e que|ya que|segui|sigamos|seguimos|continua|continuemos|dale)\b[^?]*)?[.!]*$/;
// "passport is 548812345", "mi pasaporte es AB123456": the number, never a phone.
const PASSPORT = /\b(?:pasaporte|passport)(?: (?:number|numero|nro|no|nº|#))?(?: (?:is|es|e|number is))?[\s:#.-]*([a-z]{0,3}\d[a-z\d]{4,11})\b/i;

/**
 * angry36 (t35b 038, t35c 023): a bare "no" / "nope" to the DNI question, which says "if you don't
 * have a DNI, just say so": no DNI, never a DNI misread.
 */
const BARE_NO = /^(?:no|nope|nah|nao|no no|no,? gracias|no thanks|no sorry|sorry no)$/;

/** details11: "I don't have one" (read as "i dont have 1" by then), "dont have it on me", "nope, i don't": English for the bare "no tengo" beside "I'm a tourist". */
const NONE_IN_ENGLISH = /^(?:(?:no|nope|sorry|well|oh|i (?:already )?(?:told you|said)(?: that)?|(?:ya )?te (?:lo )?dije(?: que)?),? )*(?:i )?(?:dont|don't|do not|didnt|didn't|did not|dnt)(?: (?:have|got|bring|carry))?(?: (?:one|1|it|any|that|that one|them|a dni|an id))?(?: (?:with me|on me|here|now|sorry))*$/;

/**
 * details13: "dale confirma", "fechamos", "ok go ahead" beside the no-DNI answer at the details
 * step: the go-on is what the note already does (the summary follows), never a message of its own.
 */
const GO_ON_ONLY = /^(?:(?:ok|okay|dale|listo|bueno|buenisimo|si|sim|yes|yeah|ya|uff|uf|bom|beleza|fechamos|fecha|fechar|pode fechar|fecha ai|confirma|confirmalo|confirmame|confirmar|confirmamos|confirm|confirm it|go ahead|go on|seguimos|segui|sigamos|continua|continue|seguir|vamos|sin|sin el|sin eso|sin dni|asi|igual|nomas|entonces|that's it|thats it|please|pls|por favor|porfa)[\s,.!]*)+$/;

/** The sentences of a message, split after . ! ? ; */
const sentences = (s: string) => s.split(/(?<=[.!?;])\s+/);

/** A clause about having no DNI or being from abroad ("no tengo", "soy turista", "soy de Chile", "so no DNI"); "soy ana paz" is the name (trial 20 probe lost it). */
function aboutNoDni(clause: string, expectingDni: boolean): boolean {
  const folded = fold(clause).replace(/[\s,.;:!?]+$/u, "").trim();
  return FOREIGN.test(folded) || (/\b(?:dni|documento|id)\b/.test(folded) && !/\d{7}/.test(folded)) || NO_DNI_SAID.test(folded) || PASSPORT.test(folded) || /^(?:soy de|sou de|porque|pq|es que|e que|ya que)\b|^(?:soy|sou) \S+$/.test(folded) || (expectingDni && (BARE_NONE.test(folded) || BARE_REFUSAL.test(folded) || BARE_NO.test(folded))) || NONE_IN_ENGLISH.test(folded);
}

/**
 * The clauses of a sentence that says no DNI which are about something else ("I'm John Smith, I'm
 * a tourist so no DNI": the name is kept for the rules).
 */
function otherClauses(sentence: string, expectingDni: boolean): string {
  return sentence.split(/(?<=,)\s+/).filter((c) => !aboutNoDni(c, expectingDni)).join(" ").replace(/,\s*$/u, "");
}

/**
 * While an order's details are asked and the DNI is missing (or skipped): a "no DNI" or a passport
 * noted and the rest of the batch answered; null when the batch says neither.
 */
export async function answerNoDni(t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome | null> {
  // "that's all … I'm a tourist so no DNI": said with the checkout, before the details step, too.
  // details22 (t21c 007): with only a "¿cuál?" open (the cart empty, the state idle) once the way is chosen, too:
  // "no tengo dni a mano" got "No te entendí" and the choice named again.
  const besideChoice = !!t.session.pendingChoice && !t.session.pendingChoice.offer && !!t.session.fulfilment;
  // names23 (t22b 008): details given before any product ("envio", the name and address, then "no
  // tengo el dni de ella") got "No te entendí": once the way is chosen the DNI is a detail to come.
  const detailsAhead = !!t.session.fulfilment && (t.state === "IDLE" || t.state === "COLLECTING_ORDER");
  const collecting = ((t.state === "COLLECTING_ORDER" && t.session.cart.length > 0) || ((besideChoice || detailsAhead) && (t.state === "IDLE" || t.state === "COLLECTING_ORDER"))) && !t.session.customer.dni;
  if (t.state !== "NEEDS_DETAILS" && !collecting) return null;
  const skipped = !!t.session.extra[NO_DNI];
  if (!skipped && !collecting && !missingDetails(t, retailDetails).includes("dni")) return null;
  let passport: string | null = null;
  let none = false;
  let foreign = false;
  let refused = false;
  const rest: TurnMessage[] = [];
  for (const m of messages) {
    if (m.content.type !== "text") {
      rest.push(m);
      continue;
    }
    const expectingDni = t.session.expecting === "dni";
    const kept = sentences(m.content.text).map((s) => {
      const folded = fold(s);
      if (FOREIGN.test(folded)) foreign = true;
      const p = PASSPORT.exec(folded);
      // details16: "no tengo, efectivo": the bare "no tengo" in its own clause, the payment after it kept.
      const first = folded.split(/,\s*/)[0].trim();
      if (p) passport = p[1].toUpperCase();
      else if (REFUSED_DNI.test(folded) || (expectingDni && BARE_REFUSAL.test(folded.trim()))) none = refused = true;
      // angry36 (t35c 023): the DNI just asked, "no tengo" answers it even with a list still open.
      else if (NO_DNI_SAID.test(folded) || (expectingDni && [folded.trim(), first].some((c) => BARE_NONE.test(c) || BARE_NO.test(c.replace(/[\s,.;:!?]+$/u, "").trim()) || NONE_IN_ENGLISH.test(c.replace(/[\s,.;:!?]+$/u, "").trim())))) none = true;
      else return s;
      return otherClauses(s, expectingDni);
    });
    const left = kept.join(" ").trim();
    if (left && !(!collecting && GO_ON_ONLY.test(fold(left)))) rest.push({ ...m, content: { ...m.content, text: kept.join(" ") } });
  }
  if (!passport && (!none || skipped)) return null;
  t.intent("no_dni");
  t.session.extra[NO_DNI] = true;
  const said = langOf(t.session);
  // "(extranjero)" only when the customer said so or writes in another language: a local without
  // the DNI at hand ("no tengo a mano") is not noted as a foreigner on the order.
  const note = passport ? `Cliente sin DNI: pasaporte ${passport}.` : refused ? "Cliente sin DNI (prefirió no darlo)." : foreign || said !== "es" ? "Cliente sin DNI (extranjero)." : "Cliente sin DNI.";
  t.session.notes = [t.session.notes?.replace(/Cliente sin DNI[^.]*\.\s*/, ""), note].filter(Boolean).join(" ").slice(0, 500);
  // The passport is offered only to a customer from abroad; a local without the DNI at hand goes on without it.
  t.say(text(passport ? sentence(t.session, "passportNoted", { n: passport }) : sentence(t.session, refused ? "noDniRefused" : foreign || said !== "es" ? "noDniNoted" : "noDniAtHand")));
  if (t.session.expecting === "dni") t.session.expecting = null;
  if (rest.length) return retailRules(t, rest);
  if (collecting && besideChoice) await choiceOrNextDetail(t, null);
  if (collecting) return { certain: true, understanding: null };
  if (askNextDetail(t, retailDetails, null) === "complete") await advanceCheckout(t);
  return { certain: true, understanding: null };
}

/** "ah si perdon 29444555", "dni 29.444.555": a DNI and nothing but talk around it. */
const DNI_ALONE = /^(?:(?:ah|ahh|uh|si|sí|perdon|perdón|perdona|disculpa|ok|dale|bueno|ahi|ahí|aca|acá|va|te|lo|paso|mi|el|es|dni|documento|nro|numero|número)[\s,.:!]*)*(\d{2}\.?\d{3}\.?\d{3}|\d{7})[\s.!]*$/i;

/**
 * The DNI said after it was set aside, at the summary or before it: taken (the note goes) and the
 * summary shown again with it; null when the batch is not that.
 */
export async function dniAfterSetAside(t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome | null> {
  if (!t.session.extra[DNI_SET_ASIDE] || t.session.customer.dni || !["NEEDS_DETAILS", "AWAITING_CONFIRMATION"].includes(t.state)) return null;
  const said = messages.map((m) => (m.content.type === "text" ? m.content.text : null));
  if (said.some((s) => s === null)) return null;
  const dni = DNI_ALONE.exec(said.join(" ").trim())?.[1].replace(/\./g, "");
  if (!dni) return null;
  t.intent("provide_details");
  const error = await retailDetails.save(t, { dni });
  if (error) return null;
  await advanceCheckout(t, readBack({ dni }, false, langOf(t.session)));
  return { certain: true, understanding: null };
}
