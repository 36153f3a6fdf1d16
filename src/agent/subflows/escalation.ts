import type { TurnEngine, TurnMessage } from "../engine";
import type { RulesOutcome } from "../kind";
import { langOf, phrase, sentence, word, type Phrasing } from "../language";
import { text } from "../replies";
import { detectCues } from "../understand/cues";
import { asksWithoutData } from "../understand/info";
import { normalize } from "../understand/normalize";
import type { Understanding } from "../understand/types";

// When a person is needed, for every kind (the triggers of the Retail Agent Brain design): an
// explicit request; insults or anger; frustration, at the latest its second message (one
// apology, never a string of them); two turns in a row not understood; three that moved
// nothing forward (both in rules-only mode: with a model, it decides those turns); repeated
// tool errors (counted by the engine). "¿Sos un bot?" gets an honest answer and the offer.

/** "Hablar con alguien" / "Seguir acá", in the customer's language (a WhatsApp button title fits 20 characters). */
export function personButtons(session: Phrasing = {}): { id: string; title: string }[] {
  return [
    { id: "person:yes", title: sentence(session, "buttonPerson") },
    { id: "person:no", title: sentence(session, "buttonStayHere") },
  ];
}

/** "Te paso con una persona del equipo 🙋 …" (the catalog's first handoff phrasing). */
const handoffSaid = (t: TurnEngine) => word(langOf(t.session), "handoff");

/** Customer messages in this session with anger in them, this turn's included. */
function frustratedMessages(t: TurnEngine): number {
  return t.session.history
    .filter((h) => h.role === "customer")
    .slice(-10)
    .filter((h) => detectCues(normalize(h.text), h.text).anger !== "none").length;
}

/**
 * Check escalation, first thing in a turn. "handoff": a person was requested (the customer was
 * told); "answered": the message was answered here (the kind adds where the sale stands).
 */
export function checkEscalation(t: TurnEngine, u: Understanding, tap: { id: string } | null): "handoff" | "answered" | null {
  if (tap?.id === "person:yes" || u.wantsHuman) {
    // answers10: "¿sos un bot? quiero hablar con una persona": the question answered, then the person.
    if (u.asksIfBot) t.say(text(sentence(t.session, "imABotShort", { shop: t.ports.profile.name })));
    t.intent("handoff");
    t.requestHandoff({ trigger: "customer_request", reason: "El cliente pidió hablar con una persona." });
    return "handoff";
  }
  if (tap?.id === "person:no") {
    t.intent("continue_with_agent");
    t.say(text(sentence(t.session, "goOnHere")));
    return "answered";
  }
  if (u.anger === "strong" && t.def.handoff.onStrongAnger) {
    t.intent("handoff");
    t.requestHandoff({ trigger: "anger", reason: "El cliente está muy enojado." });
    return "handoff";
  }
  if (u.anger === "mild" && frustratedMessages(t) >= 2) {
    t.intent("handoff");
    t.say(text(`${sentence(t.session, "sorryDetour")} ${handoffSaid(t)}`));
    t.requestHandoff({ trigger: "frustration", reason: `El cliente está frustrado (segundo mensaje): "${u.text.slice(0, 120)}"` });
    return "handoff";
  }
  // answers12: "¿hacen factura A?", "¿tengo que llevar el envase?": no data answers it — said so, a person offered, nothing searched.
  if (asksWithoutData(u.normalized) && !u.items.length && !u.cartEdit) {
    t.intent("no_data");
    t.say({ type: "buttons", text: phrase(t.session, "noDataOffer"), buttons: personButtons(t.session) });
    return "answered";
  }
  if (u.asksIfBot) {
    t.intent("asks_if_bot");
    t.say({ type: "buttons", text: sentence(t.session, "imABot", { shop: t.ports.profile.name }), buttons: personButtons(t.session) });
    return "answered";
  }
  return null;
}

/** The first frustrated message: one apology and the offer of a person. */
export function apologise(t: TurnEngine): void {
  t.intent("frustration");
  t.say({ type: "buttons", text: sentence(t.session, "sorryOffer"), buttons: personButtons(t.session) });
}

/** Intents of a turn that did not move the sale or the conversation forward. */
const NO_PROGRESS = new Set(["fallback", "clarify_details", "frustration", "manipulation", "discount_request", "unsupported_media"]);
const NOT_UNDERSTOOD = new Set(["fallback", "clarify_details"]);
const HEALTH = "health";

/** Whether a turn's intents say the rules did not understand it. */
export function notUnderstood(intents: readonly string[]): boolean {
  return intents.some((i) => NOT_UNDERSTOOD.has(i));
}

/**
 * voice25 (t22a 106, t23a 105): the agent handed off after two misreads and then went on
 * answering sale turns ("No tengo galletitas oreo", "Tu carrito está vacío") as if it had not
 * given up. A handoff the agent made because it could not follow is kept: while that person is
 * awaited, messages are only acknowledged (waiting.ts), never read again by the rules.
 */
const GAVE_UP = "gaveUp";

/** Whether the person awaited was asked for by the agent itself, because it could not follow. */
export function handedOffOnMisreads(session: { extra: Record<string, unknown> }): boolean {
  return session.extra[GAVE_UP] === true;
}

interface Health {
  notUnderstood: number;
  stalled: number;
  said: string[];
}

/**
 * A kind's rules with the checks that need the turn's result: two turns in a row not understood,
 * or three that moved nothing forward, hand off (rules-only mode), with what the customer wrote.
 */
export function withStuckDetection(rules: (t: TurnEngine, messages: TurnMessage[]) => Promise<RulesOutcome>) {
  return async (t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> => {
    const s = t.session;
    // The rules read this turn: whatever handoff comes next is decided anew.
    delete s.extra[GAVE_UP];
    const before = JSON.stringify([s.state, s.cart, s.customer, s.fulfilment, s.paymentMethod, s.pendingChoice, s.extra.packs ?? null]);
    const outcome = await rules(t, messages);
    if (t.handoff) return outcome;
    const after = JSON.stringify([s.state, s.cart, s.customer, s.fulfilment, s.paymentMethod, s.pendingChoice, s.extra.packs ?? null]);
    const intents = t.intents.length ? t.intents : ["none"];
    const moved = before !== after || t.ctx.changed.size > 0 || intents.some((i) => !NO_PROGRESS.has(i) && i !== "none");
    const prev = (s.extra[HEALTH] ?? {}) as Partial<Health>;
    const said = outcome.understanding?.text ?? "";
    const health: Health = {
      notUnderstood: notUnderstood(intents) ? (prev.notUnderstood ?? 0) + 1 : 0,
      stalled: moved ? 0 : (prev.stalled ?? 0) + 1,
      said: moved ? [] : [...(Array.isArray(prev.said) ? prev.said : []), said.slice(0, 80)].slice(-3),
    };
    s.extra[HEALTH] = { ...health };
    // With a model configured it decides the turns the rules were unsure of.
    if (t.ports.llm) return outcome;
    const quoted = health.said.map((m) => `"${m}"`).join(", ");
    if (health.notUnderstood >= 2) escalate(t, "not_understood", `No entendí dos mensajes seguidos: ${quoted}.`);
    else if (health.stalled >= 3) escalate(t, "stuck", `Tres mensajes seguidos sin avanzar: ${quoted}.`);
    return t.handoff ? { ...outcome, certain: true } : outcome;
  };
}

function escalate(t: TurnEngine, trigger: "not_understood" | "stuck", reason: string): void {
  // Instead of a third "no te entendí": the customer is told, and the conversation goes to a person.
  t.replies.splice(0);
  t.intent("handoff");
  t.say(text(`${sentence(t.session, "notUnderstandingYou")} ${handoffSaid(t)}`));
  t.requestHandoff({ trigger, reason });
  t.session.extra[HEALTH] = { notUnderstood: 0, stalled: 0, said: [] };
  t.session.extra[GAVE_UP] = true;
}
