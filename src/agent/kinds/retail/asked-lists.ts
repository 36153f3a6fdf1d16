// The lists of options offered and not answered yet, with the quantity asked with each ("2 leches,
// 1 yerba" → two lists, "para 2" and "para 1"). Only the last list is the open "¿cuál?"
// (session.pendingChoice); a pick from an earlier one ("la clásica") still carries the quantity
// asked with it, never a default 1, and an earlier list the customer asked for ("which" list:
// the product exists, which one) comes back as the open question once the last one is answered.
import type { Session } from "../../session";
import { normalize } from "../../understand/normalize";
import type { Product } from "../../ports";
import { rowsWord } from "./list-word";

/** session.extra key: list tag → [quantity, said, flags ("w" which, "d" dozen), ...product ids]. */
const ASKED = "askedOptions";
/** An older session's key: list tag → [quantity, ...product ids]. */
const OLD_ASKED = "askedLists";
/**
 * session.extra key: the lists the summary said it left out ("Dejé afuera harina blancaflor 1 kg"),
 * same rows as ASKED. Never asked back, but their rows stay what the customer's words mean until
 * the order is placed: "ah si, la harina tambien, 2" is that flour, never every flour (t18b 015).
 */
const LEFT_OUT = "leftOutOptions";
/** Lists remembered at most (the oldest go first). */
const KEEP = 6;

export interface AskedList {
  /** The quantity asked with the list. */
  q: number;
  ids: string[];
  /** The customer's words for it ("fideos"), to name it back. */
  said?: string;
  /** Offered because the words named several products (not "instead of" one not sold). */
  which?: boolean;
  dozen?: boolean;
  /** Asked for more of something ("2 más de las express"): a pick adds on top of the cart's line. */
  more?: boolean;
  /** Named to the customer as such: the one product an answer named ("Sí, tenemos Fideos Spaghetti Lucchetti"), left behind a later list, or a list the summary left out. */
  named?: boolean;
}

type Lists = Record<string, AskedList>;

function rows(session: Session, key: string): [string, unknown[]][] {
  const v = session.extra[key];
  if (!v || typeof v !== "object" || Array.isArray(v)) return [];
  return (Object.entries(v) as [string, unknown][]).filter((e): e is [string, unknown[]] => Array.isArray(e[1]));
}

function lists(session: Session, key = ASKED): Lists {
  const out: Lists = {};
  if (key === ASKED) for (const [tag, row] of rows(session, OLD_ASKED)) out[`0${tag}`] = { q: Number(row[0]) || 1, ids: row.slice(1).map(String) };
  for (const [tag, row] of rows(session, key)) {
    const flags = String(row[2] ?? "");
    out[tag] = { q: Number(row[0]) || 1, ids: row.slice(3).map(String), ...(row[1] ? { said: String(row[1]) } : {}), ...(flags.includes("w") ? { which: true } : {}), ...(flags.includes("d") ? { dozen: true } : {}), ...(flags.includes("m") ? { more: true } : {}), ...(flags.includes("n") ? { named: true } : {}) };
  }
  return out;
}

function store(session: Session, all: Lists, key = ASKED): void {
  if (key === ASKED) delete session.extra[OLD_ASKED];
  const out: Record<string, (string | number)[]> = {};
  for (const [tag, l] of Object.entries(all)) out[tag] = [l.q, l.said ?? "", `${l.which ? "w" : ""}${l.dozen ? "d" : ""}${l.more ? "m" : ""}${l.named ? "n" : ""}`, ...l.ids];
  session.extra[key] = out;
}

/** Remembers the options offered with the quantity asked (a list of the same products replaces its older copy). */
export function rememberAskedList(session: Session, productIds: string[], quantity: number, opts: Omit<AskedList, "q" | "ids"> = {}): void {
  const all = lists(session);
  const same = (l: AskedList) => l.ids.length === productIds.length && l.ids.every((id) => productIds.includes(id));
  const tags = Object.keys(all).filter((tag) => !same(all[tag]));
  const next: Lists = {};
  for (const tag of tags.slice(-(KEEP - 1))) next[tag] = all[tag];
  const tag = String(Math.max(0, ...Object.keys(all).map((k) => Number(k.replace(/^0/, ""))).filter(Number.isFinite)) + 1);
  next[tag] = { q: quantity, ids: productIds, ...opts };
  store(session, next);
}

/**
 * The quantity asked with a list that offered this product (latest first). The product is going
 * into the cart: every list offering it is done, and so is the open "¿cuál?" among its rows ("2
 * quilmes cristal" said again while "¿Cristal o Lieber?" is open), never named back as pending.
 */
export function takeAskedQuantity(session: Session, productId: string, from?: readonly string[]): number | null {
  const all = lists(session);
  const offering = Object.keys(all).filter((k) => all[k].ids.includes(productId));
  // lists36 (t35b 043): a pick answers the list it was picked from; another list that also shows
  // this row ("Cepillo Dental Colgate" among the dentífricos) is another question, still open.
  const own = from ? offering.filter((k) => sameQuestion(all[k].ids, from)) : [];
  const tags = own.length ? own : offering;
  const pending = session.pendingChoice;
  if (pending && !pending.offer && !pending.tip && pending.productIds.includes(productId)) {
    session.pendingChoice = null;
    if (session.expecting === "product_choice") session.expecting = null;
  }
  const left = lists(session, LEFT_OUT);
  const leftTags = Object.keys(left).filter((k) => left[k].ids.includes(productId));
  for (const tag of leftTags) delete left[tag];
  if (leftTags.length) store(session, left, LEFT_OUT);
  if (!tags.length) return null;
  const quantity = all[tags[tags.length - 1]].q;
  for (const tag of tags) delete all[tag];
  // The row picked is in the cart now: the other lists that showed it no longer offer it (the
  // dentífrico list named back after the cepillo was picked from its own list shows no cepillo).
  for (const tag of offering) if (all[tag] && all[tag].ids.length > 2) all[tag] = { ...all[tag], ids: all[tag].ids.filter((id) => id !== productId) };
  store(session, all);
  return typeof quantity === "number" && quantity >= 1 ? quantity : null;
}

/** Whether the latest list offering this product was asked for more of it ("2 más de …"). */
export function askedForMore(session: Session, productId: string): boolean {
  return !!askedLists(session).reverse().find((l) => l.ids.includes(productId))?.more;
}

/** Words that ask for more of what is in the cart, not for a total ("2 más", "otras 2", "agregame 2"). */
export const ASKS_MORE = /\b(?:mas|otra|otras|otro|otros|agrega|agregame|agregale|suma|sumame|sumale)\b/;

/** lists32 (t31c 008): "una lata mas", "otra", "2 mas": one more of what is named, never "nada mas" or "algo mas". */
export const ONE_MORE = /\b(?<!nada |algo |nadie )mas\b|\b(?:otra|otras|otro|otros)\b/;

/** The lists still unanswered, latest last. */
export function askedLists(session: Session): AskedList[] {
  return Object.values(lists(session));
}

/** A bare yes ("si", "dale", "sí, agregalo"): it can only answer a yes/no question. */
const BARE_YES = /^(?:(?:si+|sip|dale|ok|oka|okey|bueno|de una|yes|sim|agregalo|agregala|ponelo|ponela|porfa|por favor)\s*)+$/;

/**
 * t21b 008: "¿Te agrego Harina …?" and then the tuna list asked in the same reply: a bare "sí" is
 * the yes to that offer (the list keeps being the open "¿cuál?"), never "No te entendí".
 * The latest one-product offer still unanswered, not in the cart, behind an open list.
 */
export function earlierOffer(session: Session, said: string): Session["pendingChoice"] {
  const pending = session.pendingChoice;
  if (!pending || pending.offer || pending.productIds.length < 2 || !BARE_YES.test(normalize(said))) return null;
  const offer = askedLists(session).reverse().find((l) => l.ids.length === 1 && !pending.productIds.includes(l.ids[0]) && !session.cart.some((c) => c.productId === l.ids[0]));
  return offer ? { productIds: offer.ids, quantity: offer.q, offer: true, ...(offer.said ? { said: offer.said } : {}) } : null;
}

/** Forgets the list(s) offering exactly these products (answered or let go). */
export function dropAskedList(session: Session, productIds: string[]): void {
  const all = lists(session);
  for (const tag of Object.keys(all)) if (sameQuestion(all[tag].ids, productIds)) delete all[tag];
  store(session, all);
}

/**
 * Whether two lists' rows are one question: most rows of the shorter one are in the other (a list
 * and its narrowed rows, "la playadito" to the yerba list, which may add a row the first list had
 * no room for: t21c 016). lists37 (t35b 043): the dentífrico and cepillo lists (8 rows each) shared
 * two rows: two questions, so the pick of one never answers the other.
 */
export function sameQuestion(a: readonly string[], b: readonly string[]): boolean {
  const shared = a.filter((id) => b.includes(id)).length;
  return shared > 0 && shared * 2 > Math.min(a.length, b.length);
}

/** The one-product offer ("¿Te agrego X?") turned down: that ask only, never a list that also holds X. */
export function dropAskedOffer(session: Session, productIds: string[]): void {
  if (productIds.length !== 1) return;
  const all = lists(session);
  for (const tag of Object.keys(all)) if (all[tag].ids.length === 1 && all[tag].ids[0] === productIds[0]) delete all[tag];
  store(session, all);
}

/**
 * The summary is shown: the "¿cuál?" still open and the lists asked for and never answered are
 * closed. Returns their words ("manteca", "fideos"), to say what was left out.
 */
export function closeOpenChoices(session: Session, keptSwap: readonly string[] = []): string[] {
  // A list with a row in the cart was answered (by a pick or the product said again): nothing left
  // out. So was the "¿cuál?" of a swap let go (its rows `keptSwap`): the line it would replace stays.
  const answered = (ids: string[]) => ids.some((id) => session.cart.some((l) => l.productId === id) || keptSwap.includes(id));
  const leftOut = askedLists(session).filter((l) => l.which && l.said && !answered(l.ids));
  const words = leftOut.map((l) => l.said!);
  const pending = session.pendingChoice;
  if (pending?.order && pending.said && !answered(pending.productIds) && !words.includes(pending.said)) words.push(pending.said);
  // The "¿cuál?" named as left out stays answerable until the order is placed: "ah si, la de 500"
  // after "Dejé afuera coca" adds it, never reads as the yes (t19a 106).
  if (pending && !pending.offer && !(pending.order && words.includes(pending.said ?? ""))) session.pendingChoice = null;
  const stillLeft = Object.values(lists(session, LEFT_OUT)).filter((l) => !answered(l.ids));
  forgetAskedLists(session);
  const kept: Lists = {};
  // Named by the summary itself: its words mean that product even when it is a list of one.
  [...stillLeft, ...leftOut].slice(-KEEP).forEach((l, k) => (kept[String(k + 1)] = { ...l, named: true }));
  if (Object.keys(kept).length) store(session, kept, LEFT_OUT);
  return words;
}

/** t27c 006: the words of the open asks that offered one row ("¿Te agrego …?"): left out, the yes was never given. */
export function oneRowAsks(session: Session): string[] {
  const pending = session.pendingChoice;
  const lists = askedLists(session).filter((l) => l.which && l.said && l.ids.length === 1).map((l) => l.said!);
  return pending?.order && pending.said && pending.productIds.length === 1 ? [...lists, pending.said] : lists;
}

/** Forgets every list (the order was placed or the cart emptied). */
export function forgetAskedLists(session: Session): void {
  delete session.extra[ASKED];
  delete session.extra[OLD_ASKED];
  delete session.extra[LEFT_OUT];
}

/** The lists still unanswered and then those the summary left out, latest last: what shown rows words may mean. */
export function listsToRead(session: Session): AskedList[] {
  return [...Object.values(lists(session, LEFT_OUT)), ...askedLists(session)];
}

const COUNT = "(\\d{1,2}|una|uno|dos|tres|cuatro|cinco|seis|duas|dois|two|three)";
const EACH = "(?:de cada|of each|de cada um|de cada uma)(?: (?:uno|una|um|uma|cosa|producto|one|thing))?";
/** picks12: "2 de cada uno", "de cada una 2", "dos de cada cosa", "2 of each": one count for every open list. */
const OF_EACH = new RegExp(`^(?:(?:y|e|dame|poneme|mandame|traeme|quiero|quero|te dije|son|que sean|sean|pero)\\s+)*(?:${COUNT} ${EACH}|${EACH} ${COUNT})(?: (?:por favor|porfa|please))?$`);
const WORD_COUNTS: Record<string, number> = { una: 1, uno: 1, dos: 2, duas: 2, dois: 2, two: 2, tres: 3, three: 3, cuatro: 4, cinco: 5, seis: 6 };

/** The count said for each open list ("2 de cada uno" → 2), or null. */
export function countOfEach(normalized: string): number | null {
  const m = OF_EACH.exec(normalized.replace(/[.,;!?¡¿]+/g, " ").replace(/\s+/g, " ").trim());
  const said = m ? (m[1] ?? m[2]) : null;
  if (!said) return null;
  const n = /^\d+$/.test(said) ? Number(said) : (WORD_COUNTS[said] ?? 0);
  return n >= 1 && n <= 99 ? n : null;
}

/**
 * picks15: "mejor 3" to the open "¿cuál?": its remembered list carries the new count too, so a
 * pick of it after another list opened ("y 2 alfajores" … "la de 1.5") adds 3, not the 2 first asked.
 */
export function setAskedQuantity(session: Session, productIds: string[], quantity: number): void {
  const all = lists(session);
  const own = Object.values(all).filter((l) => l.ids.length === productIds.length && l.ids.every((id) => productIds.includes(id)));
  if (!own.length) return;
  for (const l of own) l.q = quantity;
  store(session, all);
}

/**
 * A count said to a list the shop only showed ("dale, poneme 2" to "Sí, tenemos Yerba Lata … y
 * Yerba Mate con Palo …") makes it an order: kept among the lists asked, so a pick of a later list
 * never closes it silently (t25b 001 lost the yerba) and it is named back before the summary.
 */
export function orderAskedList(session: Session, productIds: string[], quantity: number, said: string | undefined): void {
  const held = Object.values(lists(session)).some((l) => l.ids.length === productIds.length && l.ids.every((id) => productIds.includes(id)));
  if (held) setAskedQuantity(session, productIds, quantity);
  else if (productIds.length > 1) rememberAskedList(session, productIds, quantity, { which: true, ...(said ? { said } : {}) });
}

/**
 * lists32 (t31c 009): the open "¿cuál?" narrowed an asked list ("los M de 52" → the three M 52 rows)
 * and another list takes the question now: the asked list is those rows from here on, so words said
 * later ("el supersec comun") read the rows the customer narrowed to, never the wider list's plainest
 * row (the 30-unit pack was added).
 */
export function narrowAskedList(session: Session, narrowed: string[]): void {
  if (narrowed.length < 2) return;
  const all = lists(session);
  const wider = Object.values(all).filter((l) => l.ids.length > narrowed.length && narrowed.every((id) => l.ids.includes(id)));
  if (wider.length !== 1) return;
  wider[0].ids = [...narrowed];
  store(session, all);
}

/**
 * The open "¿cuál?" is now an order of one of its rows (a count said to it, "esa dale" to a list of
 * several): named back at a closing word and left out by name in the summary, never dropped
 * silently when another product is ordered meanwhile (t28c 006, t28c 018).
 */
export function orderPendingList(session: Session, pending: NonNullable<Session["pendingChoice"]>, rows: Product[]): void {
  pending.order = true;
  pending.said ??= rowsWord(rows) ?? undefined;
  orderAskedList(session, pending.productIds, pending.quantity, pending.said);
  const all = lists(session);
  const own = Object.values(all).filter((l) => l.ids.length === pending.productIds.length && l.ids.every((id) => pending.productIds.includes(id)));
  for (const l of own) {
    l.which = true;
    l.said ??= pending.said;
  }
  if (own.length) store(session, all);
}

/** Every list still unanswered, and the open "¿cuál?", asked for this count now. */
export function setCountOfEach(session: Session, quantity: number): void {
  const all = lists(session);
  for (const l of Object.values(all)) l.q = quantity;
  store(session, all);
  const pending = session.pendingChoice;
  if (pending && !pending.offer) pending.quantity = quantity;
}

/**
 * lists25 (t24b 010): the summary said it left a list out ("decime cuál antes de confirmar") and its
 * rows are still what a row number means: "el 1" there picks that list's row 1, never taps «Confirmar»
 * (it placed the order without the pañales the customer was choosing).
 */
export function leftOutRowsShown(session: Session): boolean {
  const pending = session.pendingChoice;
  if (pending && !pending.offer && !pending.tip && pending.productIds.length > 1) return true;
  return Object.values(lists(session, LEFT_OUT)).some((l) => l.ids.length > 1 && !l.ids.some((id) => session.cart.some((c) => c.productId === id)));
}
