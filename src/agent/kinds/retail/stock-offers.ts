// The stock offer ("De Alfajor Havanna me queda 1 sola. ¿Te la pongo?") as an open question: it is
// answered by a count, a yes or a no, and stays open until then. A turn that does something else
// with the cart ("sacá la coca") keeps it and asks it again at the end, in other words; only a
// removal of that product or of everything lets it go (trial 18a 109 lost it on every cart turn,
// then said "Todavía no tenés nada" to "¿agregaste los havanna?").
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { declines } from "../../understand/yesno";
import { editsOf } from "../../understand/cart-edits";
import { langOf, sentence } from "../../language";
import { itemPhrase, text } from "../../replies";
import { setLine } from "./add-items";
import { OFFER_AFTER_ANSWER, offerStock, STOCK_OFFER, stockOfferLine, type StockOffer } from "./lines";
import { dropAnythingElse } from "./one-recap";
import { closesWithoutYes } from "./choice-answers";


/** session.extra key: a stock offer left unanswered while a list opened by another product is asked (t31a 013). */
const HELD_BEHIND_LIST = "stockOfferHeld";

/** A plain yes at the head of the message ("si dale, uno", "dale, 1"); "bueno 3" is no such yes (t25a 110). */
const HEAD_YES = /^(?:si|sii|sip|dale|ok|oka|okey|claro|obvio)\b/;

/**
 * The offer waiting for an answer, taken off the session (the turn puts it back if unanswered).
 * `asked`: a question of its own (a product offered, the cross-sell "¿Te agrego uno?") is open
 * beside it. A refusal ("No me queda stock de X", nothing offered) then no longer takes a "sí,
 * uno": that answers the question (t29a 048: "si dale, uno" to the Jorgito tip got "De Alfajor
 * Havanna sigo sin stock"). A bare "bueno 3" stays the refused product's (t25a 110).
 */
export function takeStockOffer(t: TurnEngine, u: Understanding, asked: boolean): StockOffer | null {
  const v = t.session.extra[STOCK_OFFER] as StockOffer | undefined;
  delete t.session.extra[STOCK_OFFER];
  if (!v || typeof v.productId !== "string" || typeof v.max !== "number") return null;
  const refusal = v.max <= (t.session.cart.find((l) => l.productId === v.productId)?.quantity ?? 0);
  return refusal && asked && HEAD_YES.test(u.normalized) ? null : v;
}

/**
 * The message as an answer to the offer: "bueno 1 y sumale un jorgito" (the leading count, the
 * rest read on: "counted"), "dale", "bueno 30", "no" ("done": nothing else to read), or no answer.
 */
export async function answerStockOffer(t: TurnEngine, u: Understanding, offer: StockOffer | null): Promise<"counted" | "done" | null> {
  if (!offer) return null;
  if (offer.max <= (t.session.cart.find((l) => l.productId === offer.productId)?.quantity ?? 0)) return (await refusedAgain(t, u, offer)) ? "done" : null;
  const leading = u.items.length ? offerCountBeside(u.normalized, offer.max) : null;
  if (leading !== null) {
    await setLine(t, offer.productId, leading);
    return "counted";
  }
  const named = await offeredNamedBeside(t, u, offer);
  if (named) return named;
  if (u.items.length || u.cartEdit) return null;
  // "me quedan 40, ¿te pongo 40?" → "bueno 30", "dale".
  // t22a 108: "ok confirmamos" after a question in between is checkout, never a yes to the offer (it added the Havanna).
  const quantity = u.quantityOnly ?? (u.yesNo === "yes" && !closesWithoutYes(u) ? offer.max : null);
  if (quantity !== null) {
    await setLine(t, offer.productId, quantity);
    return "done";
  }
  if (!declines(u.normalized)) return null;
  t.intent("stock_declined");
  const line = t.session.cart.find((l) => l.productId === offer.productId);
  t.say(text(`${line ? sentence(t.session, "keepLine", { item: itemPhrase(line, await t.cartProducts(), langOf(t.session)) }) : sentence(t.session, "keepLineNone")}. ${sentence(t.session, "anythingElseShort")}`));
  return "done";
}

/**
 * After a cart turn that left the offer unanswered: open again and asked again at the end of the
 * reply (in place of "¿Algo más o confirmamos?"), unless the turn asked something else of its own
 * (a new offer, a detail; a list to pick from holds it until answered) or let the product go
 * (removed it, emptied the cart).
 */
export async function keepStockOffer(t: TurnEngine, u: Understanding, given: StockOffer | null, before: number): Promise<void> {
  const held = t.session.extra[HELD_BEHIND_LIST] as StockOffer | undefined;
  delete t.session.extra[HELD_BEHIND_LIST];
  const offer = given ?? (held && typeof held.productId === "string" && typeof held.max === "number" ? held : null);
  if (!offer || t.session.extra[STOCK_OFFER]) return;
  if (editsOf(u.cartEdit).some((e) => e.kind === "clear" || (e.kind === "remove" && e.match?.kind === "one" && e.match.productId === offer.productId))) return;
  if ((t.session.cart.find((l) => l.productId === offer.productId)?.quantity ?? 0) >= offer.max) return;
  // t31a 013: "y 2 coca" to "me queda 1 sola. ¿Te la pongo?" opened the coca list and the offer was
  // dropped without a word. The list is the question now (its "2" or "dale" never answers the offer),
  // so the offer waits behind it and is asked again with the first cart reply once no list is open.
  if (t.session.pendingChoice) {
    if (t.state === "COLLECTING_ORDER" || t.state === "IDLE") t.session.extra[HELD_BEHIND_LIST] = offer;
    return;
  }
  // A detail or the summary asked now is the question the next message answers: a yes is never the offer's.
  // A "product_choice" left from the list the offer answered (no list open now) asks nothing (t34a 007).
  const asking = t.session.expecting && !(t.session.expecting === "product_choice" && !t.session.pendingChoice);
  if ((t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") || asking) return;
  // Nothing said by the cart: a question about the cart ("¿agregaste los havanna?") keeps the offer,
  // its answer names it; after any other question a bare "sí" would answer that one, so the offer goes.
  if (t.replies.length <= before) {
    if (u.questions.some((q) => q.kind === "cart" || (q.kind === "product" && q.match.kind === "one" && q.match.productId === offer.productId))) t.session.extra[STOCK_OFFER] = offer;
    // t32a 017: a price or "¿tenés?" about another product in between ("y la fanta cuanto sale?")
    // leaves the offer open; the answer ends by asking it again (bridge), never the cart reminder.
    else if (u.questions.length && u.questions.every((q) => q.kind === "product" && q.ask !== "browse") && !u.items.length && !u.cartEdit) {
      t.session.extra[STOCK_OFFER] = offer;
      t.session.extra[OFFER_AFTER_ANSWER] = t.session.turns ?? 0;
    }
    // kioskedits35 (t34a 007): with nothing in the cart the offer is all the order waits for: a
    // closing word or a detail given keeps it open (the rules ask it again), and a later "yes" takes it.
    else if (!t.session.cart.length && !u.items.length && !u.cartEdit) t.session.extra[STOCK_OFFER] = offer;
    else if (held && !given) t.session.extra[HELD_BEHIND_LIST] = held; // still waiting for a cart reply to ask it in
    return;
  }
  t.session.extra[STOCK_OFFER] = offer;
  const reminder = await stockOfferLine(t);
  if (!reminder) return;
  dropAnythingElse(t);
  const last = t.replies.at(-1);
  if (last?.type === "text") t.replies[t.replies.length - 1] = { ...last, text: `${last.text} ${reminder}` };
  else t.say(text(reminder));
}

/**
 * counts27 (t26a 106): "bueno dale la havanna, y sumale 2 jorgito" to "me queda 1 sola. ¿Te la
 * pongo?": the offered product named again, with no count or one the offer can give, is the yes
 * (the offer's most, or that count); the other products are read on. It was read as a product
 * named in passing and asked back ("¿Te agrego Alfajor Havanna?") on every turn while the yes
 * was never taken. A "no" in the message ("no, el havanna no") is never a yes.
 */
async function offeredNamedBeside(t: TurnEngine, u: Understanding, offer: StockOffer): Promise<"counted" | "done" | null> {
  if (u.yesNo === "no" || declines(u.normalized)) return null;
  const fits = (i: { match: Understanding["items"][number]["match"]; quantity: number | null }) => i.match.kind === "one" && i.match.productId === offer.productId && (i.quantity === null || (i.quantity >= 1 && i.quantity <= offer.max));
  // Said with no verb of its own ("dale la havanna") it is a mention, not an item.
  const said = u.items.find(fits) ?? u.mentions.find(fits);
  if (!said) return null;
  u.items = u.items.filter((i) => !fits(i));
  u.mentions = u.mentions.filter((m) => !fits(m));
  await setLine(t, offer.productId, said.quantity ?? offer.max);
  return u.items.length || u.cartEdit ? "counted" : "done";
}

/**
 * "bueno 1 y sumale…", "dale, 1. y …", "como 1?? q mal. bueno dame 1 y 3 jorgito": a count at the
 * head of the message or after a word that accepts, up to the offer's most, followed by more.
 * t33a 015: "ok put the one in, and 2 jorgito too", "dale, poneme esa una y 2 jorgito": the offered
 * one pointed at ("esa una", "esa") and "put … in" are the same yes; a bare "esa" is the offer's most.
 * kioskedits35 (t34a 007): "ok yes put it in, and 1 Jorgito too", "dale ponela y 2 jorgito": "it"
 * and a verb carrying the pronoun point at the offered one too (only the Jorgito went in).
 */
function offerCountBeside(normalized: string, max: number): number | null {
  const m = new RegExp(`(?:^|\\b(?:${ACCEPTS}) )(?:(?:${ACCEPTS}) )*(?:(?:esa|ese|esas|esos|it)(?: (\\d{1,2}|una|uno))?|ponela|ponelo|agregala|agregalo|sumala|sumalo|(\\d{1,2}))(?: (?:in|sola|solo))? (?:y|tambien|ademas)\\b`).exec(normalized);
  if (!m) return null;
  const said = m[1] ?? m[2];
  const n = !said ? max : /^\d/.test(said) ? Number(said) : 1;
  return n >= 1 && n <= max ? n : null;
}

/** Words that accept an offer before its count ("bueno", "dale", "poneme", "put"). */
const ACCEPTS = "bueno|dale|si|ok|listo|entonces|ponele|pone|poneme|dame|traeme|mandame|put|add";

/**
 * counts26 (t25a 110): "bueno 3" right after "No me queda stock de Alfajor Havanna" is about the
 * refused product: still none (or no more than the cart has), said so, and no other line touched
 * ("bueno 3" set the coca line to 3). The refusal stays the referent for one more bare count.
 */
async function refusedAgain(t: TurnEngine, u: Understanding, offer: StockOffer): Promise<boolean> {
  if (u.items.length || u.cartEdit || u.quantityOnly === null || u.quantityOnly < 1) return false;
  const [p] = await t.products([offer.productId]);
  if (!p) return false;
  t.intent("stock_refused_again");
  const inCart = t.session.cart.find((l) => l.productId === offer.productId)?.quantity ?? 0;
  t.say(text(inCart ? offerStock(t, p, inCart) : sentence(t.session, "noStockCounted", { name: p.name, quantity: u.quantityOnly })));
  if (!inCart) t.session.extra[STOCK_OFFER] = offer;
  return true;
}

/**
 * kioskedits35 (t34a 007): "that's all", "listo" or a detail given with an empty cart while the
 * stock offer is open: the offer asked again (after the detail's note), never "nothing in your
 * cart" (the trial lost the Havanna and took only the Jorgito said later). Returns whether it was asked.
 */
export async function askStockOfferAgain(t: TurnEngine, lead: string | null = null): Promise<boolean> {
  if (t.session.cart.length) return false;
  const reminder = await stockOfferLine(t);
  if (!reminder) return false;
  t.intent("stock_offer_again");
  t.say(text(lead ? `${lead} ${reminder}` : reminder));
  return true;
}
