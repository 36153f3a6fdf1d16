// The pick a message made, remembered for the next message only: "mejor la de litro y medio"
// after a row was taken from a list, "no, la otra, el jorgito" after a count took a product from
// an answer naming several. Kept in session.extra, so it commits with the turn that made it.
import type { Session } from "../../session";
import { LAST_LINE } from "./lines";
import { addedLastTurn } from "./restated";
import { OTHER_ALONE, THE_OTHER } from "./other-row";

/** session.extra key: the list the last message's pick answered, and the row taken ([id, ...ids]). */
const LAST_PICK = "lastPick";

/** Remembers the row a pick took from a list, for the next message only ("mejor la de litro y medio"). */
export function rememberPick(session: Session, productId: string, ids: string[], inWords = false): void {
  session.extra[LAST_PICK] = [productId, ...ids];
  if (inWords) session.extra[LAST_PICK_IN_WORDS] = true;
  else delete session.extra[LAST_PICK_IN_WORDS];
}

/**
 * session.extra key: the remembered pick answered rows named in a sentence, never numbered. counts36
 * (t35a 020): "#1" after "dame 2 fanta" took the Fanta from "tenemos Coca-Cola, Fanta y Pepsi" added
 * 2 Coca-Cola: a row number points only at rows the customer saw numbered.
 */
const LAST_PICK_IN_WORDS = "lastPickInWords";

/** session.extra key: the product taken from an answer naming several ("dame 2 de la primera"), and the ones named. */
const LAST_OFFER_PICK = "lastOfferPick";

/** Remembers the product a count took from an answer naming several, for a "no, la otra, …" next. */
export function rememberOfferPick(session: Session, productId: string, ids: string[]): void {
  session.extra[LAST_OFFER_PICK] = [productId, ...ids];
}

/**
 * swaps20: "no, la otra, el jorgito" right after "dame 2 de la primera" took the Coca from an answer
 * naming alfajores and gaseosas swaps that line (t20a 112 added a Jorgito beside the cokes). Only
 * "la otra" words reach it: anything else said next is a new order, never a swap of that pick.
 */
export function takeOfferPick(session: Session, normalized: string): { id: string; ids: string[] } | null {
  const v = session.extra[LAST_OFFER_PICK];
  delete session.extra[LAST_OFFER_PICK];
  if (!THE_OTHER.test(normalized) && !OTHER_ALONE.test(normalized)) return null;
  // An ordinal over an answer ("de la primera") adds through the plain order path: "no, la otra, …" then means the line just added.
  const lastLine = session.extra[LAST_LINE];
  // lead33 (t33c 018, 008): with a list asked after that line went in ("y 1 azucar"), "no, la otra, la
  // ledesma" answers the list; the older line is not the one just added (it swapped the yerba out).
  const listAfterLine = !!session.pendingChoice && !session.pendingChoice.offer && !addedLastTurn(session);
  if (!Array.isArray(v) && /^no /.test(normalized) && typeof lastLine === "string" && !listAfterLine) return { id: lastLine, ids: [] };
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string") || v.length < 3) return null;
  return { id: v[0], ids: v.slice(1) };
}

/** The pick the message before made (forgotten now: it is the next message's alone). */
export function takeLastPick(session: Session): { id: string; ids: string[]; inWords: boolean } | null {
  const v = session.extra[LAST_PICK];
  const inWords = session.extra[LAST_PICK_IN_WORDS] === true;
  delete session.extra[LAST_PICK];
  delete session.extra[LAST_PICK_IN_WORDS];
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string") || v.length < 3) return null;
  return { id: v[0], ids: v.slice(1), inWords };
}

/** Whether the message before made a pick its rows can still be named against ("la 2" right after "#1"). */
export function pickRemembered(session: Session): boolean {
  return Array.isArray(session.extra[LAST_PICK]) || Array.isArray(session.extra[LAST_OFFER_PICK]);
}

/** Whether the message before made a pick whose rows were shown numbered ("#2" can name one of them). */
export function numberedPickRemembered(session: Session): boolean {
  return (Array.isArray(session.extra[LAST_PICK]) && session.extra[LAST_PICK_IN_WORDS] !== true) || Array.isArray(session.extra[LAST_OFFER_PICK]);
}

/**
 * counts29 (t28c 011): "#1" again right after "#1" took that row: the same row named twice, no new
 * pick and no count ("#1" cut the 2 packs just added to 1). Only when nothing else is remembered.
 */
export function pickedRowAgain(session: Session, row: number): boolean {
  const v = session.extra[LAST_PICK], offer = session.extra[LAST_OFFER_PICK];
  if (Array.isArray(v)) return !Array.isArray(offer) && row >= 1 && v[row] === v[0];
  // t31b 015 / 017: a tapped row of a list named back ("Me quedó pendiente: …") is remembered as an
  // offer pick (the product, then the rows, where the picked one may come twice): its rows once each, in order.
  if (!Array.isArray(offer)) return false;
  const rows = offer.slice(1).filter((id, k, all) => all.lastIndexOf(id) === k);
  return row >= 1 && rows[row - 1] === offer[0];
}
