import type { TurnEngine } from "../engine";
import { sentence, type Phrasing } from "../language";
import { clearConsent, pendingConsent, recordConsent, type PendingConsent } from "../tools/consent";
import type { Understanding } from "../understand/types";
import { declines } from "../understand/yesno";

// The question before anything destructive ("¿Cancelo tu pedido ORD-00012 de $6.600? Sí / No"),
// shared by every kind: asked with buttons, answered by a tap or in words, and expiring like an
// order summary. Only the answer read here puts the yes on the turn's context, for the tools.

/** The Yes / No under a consent question, in the customer's language. */
export function consentButtons(session: Phrasing = {}): { id: string; title: string }[] {
  return [
    { id: "consent:yes", title: sentence(session, "buttonYes") },
    { id: "consent:no", title: sentence(session, "buttonNo") },
  ];
}

export function askConsent(t: TurnEngine, action: string, subject: string | null, question: string): void {
  recordConsent(t.session, { action, subject, question, expiresAt: t.now() + t.def.confirmationTtlMs });
  t.intent("ask_consent");
  t.say({ type: "buttons", text: question, buttons: consentButtons(t.session) });
}


/** Keeping what the question would destroy: "ah no, mejor sí lo quiero", "no lo canceles". */
const KEEP = /\b(?:lo quiero|la quiero|los quiero|las quiero|no toques|no lo cancel|no la cancel|no cancel|no borr|no vac|no lo saques|sigo|seguimos|mantenelo)\b/;

/** The action asked about, named back as an order: "sí, cancelalo" to "¿Cancelo tu pedido…?" is a yes. */
const DOES_IT: Record<string, RegExp> = { cancel_order: /\bcancel\w*/, change_pack: /\bcambi\w*/, clear_cart: /\b(?:vacia|vacialo|borra|borralo)\b/ };

/** Yes or no to the question, also when it is said loosely ("ah no, mejor sí lo quiero" keeps it). */
function answerOf(u: Understanding, tap: { id: string } | null, action: string): "yes" | "no" | null {
  if (tap?.id === "consent:yes") return "yes";
  if (tap?.id === "consent:no") return "no";
  if (declines(u.normalized) || KEEP.test(u.normalized)) return "no";
  if (DOES_IT[action]?.test(u.normalized)) return "yes";
  if (u.yesNo) return u.yesNo;
  return null;
}

/**
 * The customer's answer to a pending question, if this message is one. Any other message lets
 * the question lapse (nothing is done without its yes).
 */
export function readConsent(t: TurnEngine, u: Understanding, tap: { id: string } | null): { answer: "yes" | "no" | "expired"; pending: PendingConsent } | null {
  const pending = pendingConsent(t.session);
  if (!pending) return null;
  clearConsent(t.session);
  const answer = answerOf(u, tap, pending.action);
  if (!answer) return null;
  if (answer === "yes" && pending.expiresAt <= t.now()) return { answer: "expired", pending };
  return { answer, pending };
}

/**
 * A "no" that goes on with an order ("no no, espera. sacame el jorgito y agregame 2 fantas"):
 * the question is let go and the rest of the message is read like any other. True when it was.
 */
export function declinedWithMore(t: TurnEngine, u: Understanding, tap: { id: string } | null): boolean {
  const pending = pendingConsent(t.session);
  if (!pending || tap || answerOf(u, null, pending.action) !== "no") return false;
  if (!u.items.length && (!u.cartEdit || u.cartEdit.kind === "clear")) return false;
  clearConsent(t.session);
  t.intent("consent_declined");
  return true;
}

/** Runs the destructive step with the customer's yes on the context (and only for its duration). */
export async function withConsent<T>(t: TurnEngine, consent: { action: string; subject: string | null }, run: () => Promise<T>): Promise<T> {
  t.ctx.consent = { action: consent.action, subject: consent.subject };
  try {
    return await run();
  } finally {
    t.ctx.consent = undefined;
  }
}

/** An expired question is asked again, fresh, before anything is done. */
export function askAgain(t: TurnEngine, pending: PendingConsent): void {
  t.say({ type: "text", text: sentence(t.session, "consentExpired") });
  askConsent(t, pending.action, pending.subject, pending.question);
}
