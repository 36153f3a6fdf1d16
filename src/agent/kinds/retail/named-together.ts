// The products one message's answers named together ("¿tenés alfajores jorgito? ¿y cuánto sale la
// coca chica?" → "Alfajor Jorgito sale $700. Coca-Cola 500 ml sale $1.200."): a plain count or yes
// next ("dale poneme 2") says nothing of which, so it is asked among them, never given to the one
// named last (t25a 112 added 2 Coca 500). Words that describe or point at one still take it
// (named-together-ask.ts). Kept apart from the asking so the answers' room imports no cart code.
import type { Session } from "../../session";

/** session.extra key: the products the last message's answers named one each, for the next message only. */
const NAMED_TOGETHER = "namedTogether";

/** Remembers the products this message's answers named one each, when there were several. */
export function rememberNamedTogether(session: Session, ids: string[]): void {
  const distinct = [...new Set(ids)];
  if (distinct.length > 1) session.extra[NAMED_TOGETHER] = { ids: distinct, turn: session.turns ?? 0 };
}

/** The products the message before named together, taken off the session (the next message's alone). */
export function takeNamedTogether(session: Session): string[] | null {
  const ids = namedTogetherNow(session);
  delete session.extra[NAMED_TOGETHER];
  return ids;
}

/** The products the message before named together, left on the session for the asking that takes them. */
export function namedTogetherNow(session: Session): string[] | null {
  const saved = session.extra[NAMED_TOGETHER] as { ids?: unknown; turn?: unknown } | undefined;
  // Only the message right after the answers: later the last offer is its own again.
  const fresh = saved && saved.turn === (session.turns ?? 0) - 1 && Array.isArray(saved.ids) && saved.ids.every((x) => typeof x === "string");
  return fresh ? (saved.ids as string[]) : null;
}

/**
 * ofeach39 (t37c 018): "¿cuánto sale el pan lactal bimbo? ¿y la leche ilolay?" answered the pan's nearest
 * rows (not sold) and the milk's price; "dame 1 de cada uno" then found no line and said "Tu carrito
 * está vacío". The products named one each and the lists shown beside them, for that message only.
 */
const NAMED_BESIDE = "namedBeside";

/** Remembers the products this message's answers named one each beside the lists they showed. */
export function rememberNamedBeside(session: Session, ids: string[], lists: ShownBeside[]): void {
  const distinct = [...new Set(ids)];
  if (!lists.length || distinct.length + lists.length < 2) return;
  // A list is stored as its ids joined by spaces (session.extra holds flat values; ids have no spaces).
  session.extra[NAMED_BESIDE] = { ids: distinct, lists: lists.map((l) => l.ids.join(" ")), said: lists.map((l) => l.said), turn: session.turns ?? 0 };
}

/** A list an answer showed: its rows and the customer's words it answered. */
export interface ShownBeside {
  ids: string[];
  said: string;
}

/** The products named one each and the lists shown beside them by the message before, taken off the session. */
export function takeNamedBeside(session: Session): { ids: string[]; lists: ShownBeside[] } | null {
  const saved = session.extra[NAMED_BESIDE] as { ids?: unknown; lists?: unknown; said?: unknown; turn?: unknown } | undefined;
  delete session.extra[NAMED_BESIDE];
  if (!saved || saved.turn !== (session.turns ?? 0) - 1 || !Array.isArray(saved.ids) || !Array.isArray(saved.lists)) return null;
  const said = Array.isArray(saved.said) ? saved.said.map(String) : [];
  const lists = saved.lists.map((l, k) => ({ ids: String(l).split(" ").filter(Boolean), said: said[k] ?? "" }));
  return { ids: saved.ids.map(String), lists: lists.filter((l) => l.ids.length > 1) };
}
