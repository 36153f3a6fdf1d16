import type { Session } from "../session";
import type { ToolContext } from "./registry";

// A yes before anything destructive: cancelling or reopening a placed order, changing a
// confirmed pack. The tools that do it act only with the customer's own yes to that very
// question on the context (set by code when the customer answered it, never by the model);
// without it they change nothing and say so, and code asks the question (never the model's words).

/** The question waiting for the customer's yes (session.extra.consent); it expires like a summary. */
export interface PendingConsent {
  /** What will be done: a tool's name or a kind's own action ("clear_cart", "change_pack"). */
  action: string;
  /** What it is done to: an order number, a product id; null for the cart. */
  subject: string | null;
  /** The question as the customer reads it ("¿Cancelo tu pedido ORD-00012 de $6.600?"). */
  question: string;
  expiresAt: number;
}

const KEY = "consent";

export function pendingConsent(session: Session): PendingConsent | null {
  const c = session.extra[KEY] as Partial<PendingConsent> | undefined;
  return c && typeof c.action === "string" && typeof c.question === "string" && typeof c.expiresAt === "number"
    ? { action: c.action, subject: typeof c.subject === "string" ? c.subject : null, question: c.question, expiresAt: c.expiresAt }
    : null;
}

export function recordConsent(session: Session, pending: PendingConsent): void {
  session.extra[KEY] = { ...pending };
}

export function clearConsent(session: Session): void {
  delete session.extra[KEY];
}

/** Did the customer say yes to exactly this (action, subject) in this turn? */
export function consented(ctx: Pick<ToolContext, "consent">, action: string, subject: string | null): boolean {
  return !!ctx.consent && ctx.consent.action === action && (ctx.consent.subject ?? null) === subject;
}

/** The tool's answer when the yes is missing: nothing changed; code asks the customer. */
export function withoutConsent(action: string, subject: string | null, detail: Record<string, unknown>) {
  return { done: false, needsCustomerYes: true, action, subject, ...detail };
}

/** A tool outcome that stopped for the customer's yes. */
export function askedForConsent(data: unknown): { action: string; subject: string | null } | null {
  const d = data as { needsCustomerYes?: boolean; action?: string; subject?: string | null } | null;
  return d?.needsCustomerYes && typeof d.action === "string" ? { action: d.action, subject: d.subject ?? null } : null;
}
