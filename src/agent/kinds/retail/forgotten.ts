import type { TurnEngine, TurnMessage } from "../../engine";
import { langOf } from "../../language/phrase";
import { text } from "../../replies";
import type { AgentTook } from "../../stack/types";
import { ORDER_STATES } from "./cart";
import { bridge } from "./replies";
import { fold } from "../../../lib/fold";

// "te olvidaste las 2 sprite", "faltan las 2 sprite", "wait, you forgot the 2 sprites": a
// complaint about the cart, never a name or an address. It names a quantity and a product, so it
// is read as adding them; at the details or the summary the checkout goes on where it was.

const FORGOT = /\b(?:te olvidaste(?: de (?:agregar|poner|sumar|anotar))?|se te olvid(?:o|aron)|te falt(?:o|aron)|me falt(?:a|an)|(?:y )?falt(?:a|an|o|aron)|no (?:me )?(?:agregaste|pusiste|anotaste|sumaste)|you forgot(?: to add)?|you missed|you left out|missing)\s+(?:(?:the|las|los|la|el|mis|my|tambien|also)\s+)*((?:\d{1,3}|un|una|uno|dos|tres|cuatro|cinco|seis|two|three|four|five|six)\s+\S.*)$/;
/**
 * edits14: "y las papas lays que te pedí??", "¿agregaste las papas lays?", "faltan las lays que te
 * pedí": the same complaint with no count (one, or the line already there) — never a stock question.
 */
const ASKED_ADDED = /^(?:me\s+)?(?:agregaste|pusiste|sumaste|anotaste|cargaste)\s+(?:(?:las|los|la|el|tambien)\s+)*(.+?)\s*\?+$/;
const NOT_ADDED = [
  /^(?:y\s+)?(?:(?:las|los|la|el|mis|unas|unos)\s+)?(.+?)\s+que te (?:pedi|encargue|dije|habia pedido)\b/,
  ASKED_ADDED,
  /^(?:te olvidaste(?: de (?:agregar|poner|sumar|anotar))?|falt(?:a|an|o|aron))\s+(?:(?:las|los|la|el|mis)\s+)*(.+?)$/,
];
/** What an order's details are called: "¿pusiste la dirección?" is not a product. */
const DETAIL_WORDS = /\b(?:direccion|domicilio|nombre|dni|pago|envio|retiro|efectivo|transferencia|nota|telefono|horario)\b/;
/** "y lo otro que te dije", "eso que te pedí": a reference, not a product named (never one more of the last line). */
const VAGUE = /^(?:lo|eso|esa|ese|esto|esta|este|esos|esas|otro|otra|otros|otras|todo|algo|aquello)\b/;

/** The product words of a "y las lays que te pedí?", read as one of them; `asked` when only a question about the cart says so. */
function notAdded(words: string): { what: string; asked: boolean } | null {
  for (const re of NOT_ADDED) {
    const what = re.exec(words)?.[1]?.replace(/\s+que te (?:pedi|encargue|dije|habia pedido)\b.*$/, "").replace(/[.!?]+$/, "").trim();
    if (what && what.split(/\s+/).length <= 5 && !DETAIL_WORDS.test(what) && !VAGUE.test(what)) return { what: `1 ${what}`, asked: re === ASKED_ADDED };
  }
  return null;
}

/**
 * words29 (t28a 012): "¿agregaste la pepsi?" when no Pepsi was ever asked for added one: the question
 * is a complaint only when the customer named that product in an earlier message; otherwise the cart
 * answers it (understand: asksAboutCart), and nothing is added.
 */
function saidBefore(t: TurnEngine, what: string): boolean {
  const lastReply = t.session.history.map((h) => h.role).lastIndexOf("agent");
  const earlier = t.session.history.slice(0, Math.max(lastReply, 0)).filter((h) => h.role === "customer").map((h) => folded(h.text).toLowerCase());
  const stems = what.split(/\s+/).slice(1).map((w) => w.replace(/[^a-z0-9]/g, "").replace(/(?:es|s)$/, "")).filter((w) => w.length >= 3);
  return stems.length > 0 && earlier.some((m) => stems.some((w) => m.includes(w)));
}

const WAIT = /^(?:wait|espera|pera|che|ey|hey|eh|ah|perdon|sorry|ojo)[\s,.!]+/;

const folded = (s: string) => fold(s).trim();

const NUMBERS: Record<string, number> = { un: 1, una: 1, uno: 1, dos: 2, two: 2, tres: 3, three: 3, cuatro: 4, four: 4, cinco: 5, five: 5, seis: 6, six: 6 };

/** The words of "1 queso" each found in a row of the open list. */
function onOpenList(what: string, rows: string[]): boolean {
  const stems = what.split(/\s+/).slice(1).map((w) => w.replace(/[^a-z0-9]/g, "").replace(/(?:es|s)$/, "")).filter((w) => w.length >= 3);
  return stems.length > 0 && rows.some((name) => stems.every((w) => folded(name).toLowerCase().includes(w)));
}

/** The cart line a "you forgot 2 sprites" names that already holds that many, if any. */
function alreadyThere(t: TurnEngine, what: string): { name: string; quantity: number } | null {
  const [count, ...words] = what.split(/\s+/);
  const wanted = NUMBERS[count] ?? Number(count);
  const stems = words.map((w) => w.replace(/[^a-z0-9]/g, "").replace(/(?:es|s)$/, "")).filter((w) => w.length >= 4);
  const line = t.session.cart.find((l) => stems.some((w) => folded(l.name).includes(w)));
  return line && line.quantity >= wanted ? { name: line.name, quantity: line.quantity } : null;
}

export type Forgotten = { batch: TurnMessage[] } | { already: { name: string; quantity: number } };

/** A "you forgot N X": the batch read as "agregá N X", or the line that already holds them; null when none. */
export function forgottenAsAdd(t: TurnEngine, messages: TurnMessage[], openRows: string[] = []): Forgotten | null {
  if (!ORDER_STATES.has(t.state) || !t.session.cart.length) return null;
  for (const [i, m] of messages.entries()) {
    if (m.content.type !== "text") continue;
    const words = folded(m.content.text).replace(WAIT, "");
    const counted = FORGOT.exec(words)?.[1]?.replace(/[.!?]+$/, "");
    const complaint = counted ? null : notAdded(words);
    if (complaint?.asked && !saidBefore(t, complaint.what)) continue;
    const what = counted ?? complaint?.what;
    if (!what) continue;
    const already = alreadyThere(t, what);
    // "¿me agregaste la fanta?" when it is there: the cart is shown (cart trial 7), as before.
    if (already && !counted) return null;
    // questions23 (t22c 025): "¿agregaste el queso?" with the queso rallado list open asks about that list
    // (answered by added-question.ts), never one more cheese searched anew.
    if (!counted && onOpenList(what, openRows)) return null;
    if (already) return { already };
    const batch = [...messages];
    batch[i] = { ...m, content: { ...m.content, text: `agregá ${what}` } };
    return { batch };
  }
  return null;
}

/** "te olvidaste las 2 sprite" when the cart holds them: said so, and the sale goes on where it was. */
export async function alreadyInCart(t: TurnEngine, line: { name: string; quantity: number }): Promise<AgentTook> {
  t.intent("cart_already");
  t.say(text(langOf(t.session) === "en" ? `You already have ${line.quantity} × ${line.name} in your cart ✅` : `Ya tenés ${line.quantity} ${line.name} en el carrito ✅`));
  await bridge(t);
  return { certain: true, understanding: null };
}
