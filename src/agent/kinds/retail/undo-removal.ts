// "sacame la mayonesa de 950" then "no perdón, era 1 mayonesa nomás, dejala": the next message
// takes the removal back. The line comes back as it was, or with the count said; a product of
// another name is another order, never this undo (trial 18c 015 opened a list of every mayo).
// swaps29: right after a removal "no, la otra" means the other line was meant (t28c 014 kept the
// removal and answered about the ketchup's rows), "sacame el ketchup no la mayonesa" takes the
// mayonesa's removal back beside the new one (t28c 027 left the cart empty), and "volveme a poner
// la mayonesa", turns later, is the line taken out, never a new list of every mayonesa.
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { joinList, langOf, sentence } from "../../language";
import { text } from "../../replies";
import { addItems } from "./add-items";
import { rememberAskedList, type AskedList } from "./asked-lists";
import { LAST_LET_GO } from "./list-let-go";
import { productChoice } from "./replies";
import { linesByWords } from "./cart-words";
import { LAST_REMOVED, REMOVED_EARLIER, setLines } from "./lines";
import { OTHER_ALONE } from "./other-row";

/** "dejala", "no la saques", "ponela de nuevo": keep what was just taken out. */
const KEEP_IT = /\b(?:dejal[oa]s?|dejamel[oa]s?|no (?:me )?(?:l[oa]s?|me l[oa]s?) saques|no (?:l[oa]s? )?saques nada|volve(?:la|lo|las|los) a poner|pone(?:la|lo|las|los|mela|melo) de nuevo|pone(?:la|lo|las|los) otra vez)\b/;
/** "…, mejor dejala afuera", "dejala así": the words keep it out or say it is fine as it is. */
const KEEP_OUT = /\bdejal[oa]s? (?:afuera|fuera|asi|como esta|sin)\b|\bdejalo (?:ahi|asi)\b/;
/** "mejor no", "dejalo": the step just taken is taken back. */
const TAKE_BACK = /\bmejor no\b|\bno,? (?:mejor )?dejal[oa]s?\b/;

/** The list the message before let go, forgotten now (it is the next message's alone). */
export function takeLetGo(t: TurnEngine): AskedList | null {
  const v = t.session.extra[LAST_LET_GO];
  delete t.session.extra[LAST_LET_GO];
  if (!v || typeof v !== "object" || Array.isArray(v) || !Array.isArray(v.ids) || typeof v.q !== "number") return null;
  return { q: v.q, ids: v.ids.map(String), ...(typeof v.said === "string" ? { said: v.said } : {}), ...(v.which === true ? { which: true } : {}) };
}

/** "ah no esperá, mejor no, dejalo" right after "sacá la pepsi" let the open Pepsi list go: the list is asked again with its count. */
export async function undoLetGo(t: TurnEngine, u: Understanding, gone: AskedList | null): Promise<boolean> {
  if (!gone || u.isQuestion || u.items.some((i) => i.match.kind !== "none") || KEEP_OUT.test(u.normalized)) return false;
  if (!KEEP_IT.test(u.normalized) && !TAKE_BACK.test(u.normalized)) return false;
  const rows = await t.products(gone.ids);
  if (rows.length < 2) return false;
  u.cartEdit = null;
  rememberAskedList(t.session, gone.ids, gone.q, { ...(gone.said ? { said: gone.said } : {}), ...(gone.which ? { which: gone.which } : {}) });
  t.session.pendingChoice = { productIds: gone.ids, quantity: gone.q, order: true, ...(gone.said ? { said: gone.said } : {}) };
  t.session.expecting = "product_choice";
  t.say(productChoice(rows, t.ports.profile, t.ports.currency, gone.q, null, t.session));
  return true;
}

/** "volveme a poner la mayonesa", "poneme de nuevo el ketchup": a product put back by name. */
const PUT_BACK = /\b(?:volve(?:me)? a (?:poner|agregar|sumar)|(?:pone|poneme|agrega|agregame|suma|sumame) (?:de nuevo|otra vez|devuelta|de vuelta))\b/;
/** "sacame el ketchup no la mayonesa": a removal that names, refused, the line taken out before. */
const REMOVE_NOT = /\b(?:saca|sacame|sacale|quita|quitame|borra|borrame)\b.*?\bno (?:la|el|las|los) (.+)$/;

type Removed = { productId: string; quantity: number };

/** The lines the message before took out, forgotten now (they are the next message's alone). */
export function takeRemoved(t: TurnEngine): Removed[] {
  const v = t.session.extra[LAST_REMOVED];
  delete t.session.extra[LAST_REMOVED];
  return removedLines(v);
}

function removedLines(v: unknown): Removed[] {
  if (!v || typeof v !== "object" || Array.isArray(v)) return [];
  return Object.entries(v).flatMap(([productId, quantity]) => (typeof quantity === "number" ? [{ productId, quantity }] : []));
}

/** The line back in the cart with its count, no longer remembered as taken out. */
async function putBack(t: TurnEngine, gone: Removed, quantity = gone.quantity): Promise<void> {
  const earlier = t.session.extra[REMOVED_EARLIER];
  if (earlier && typeof earlier === "object" && !Array.isArray(earlier)) delete (earlier as Record<string, unknown>)[gone.productId];
  await addItems(t, [{ quantity, query: "", match: { kind: "one", productId: gone.productId } }]);
}

/** Puts back the one line just taken out when the message says to keep it; whether it did. */
export async function undoRemoval(t: TurnEngine, u: Understanding, removed: Removed[]): Promise<boolean> {
  if (u.isQuestion) return false;
  if ((await otherWasMeant(t, u, removed)) || (await putBackByName(t, u))) return true;
  await notThatOne(t, u, removed);
  if (removed.length !== 1 || !KEEP_IT.test(u.normalized) || KEEP_OUT.test(u.normalized)) return false;
  const [gone] = removed;
  // Products named must be the one taken out ("era 1 mayonesa nomás" names the mayo list it is a row of).
  const named = u.items.filter((i) => i.match.kind !== "none");
  const same = (m: Understanding["items"][number]["match"]) => (m.kind === "one" ? m.productId === gone.productId : m.kind === "ambiguous" && m.productIds.includes(gone.productId));
  if (named.some((i) => !same(i.match))) return false;
  const counts = [...u.normalized.matchAll(/\b(\d{1,2})\b/g)].map((m) => Number(m[1]));
  const quantity = named.find((i) => i.quantity !== null)?.quantity ?? (counts.length === 1 ? counts[0] : gone.quantity);
  if (quantity < 1) return false;
  u.items = [];
  u.cartEdit = null;
  await putBack(t, gone, quantity);
  return true;
}

/** "no, la otra" right after one line was taken out with one other line left: that one goes, the first comes back. */
async function otherWasMeant(t: TurnEngine, u: Understanding, removed: Removed[]): Promise<boolean> {
  if (removed.length !== 1 || !OTHER_ALONE.test(u.normalized) || !/^(?:no|nono|uy|ay|perdon|ah)\b/.test(u.normalized)) return false;
  const others = t.session.cart.filter((l) => l.productId !== removed[0].productId);
  if (!others.length) return false;
  u.items = [];
  u.cartEdit = null;
  const before = t.replies.length;
  await putBack(t, removed[0]);
  if (others.length === 1) await setLines(t, [{ productId: others[0].productId, quantity: 0 }]);
  else {
    // Several lines could be "the other": which one is asked, none taken out on a guess.
    const [back, ...rest] = await t.products([removed[0].productId, ...others.map((l) => l.productId)]);
    t.replies.splice(before); // the put-back's own recap would ask "¿Algo más?" before the question
    t.say(text(sentence(t.session, "otherLineWhich", { name: back?.name ?? "", lines: joinList(langOf(t.session), rest.map((p) => p.name), "or") })));
  }
  return true;
}

/** "sacame el ketchup no la mayonesa" right after the mayonesa went: it comes back; the rest of the message is read as said. */
async function notThatOne(t: TurnEngine, u: Understanding, removed: Removed[]): Promise<void> {
  const refused = REMOVE_NOT.exec(u.normalized)?.[1];
  if (!refused || !removed.length) return;
  const products = await t.products(removed.map((r) => r.productId));
  const fit = linesByWords(refused, products);
  const gone = removed.find((r) => fit.length === 1 && r.productId === fit[0]);
  if (gone) await putBack(t, gone);
}

/** "volveme a poner la mayonesa": the one line taken out earlier that the words name comes back with its count. */
async function putBackByName(t: TurnEngine, u: Understanding): Promise<boolean> {
  if (!PUT_BACK.test(u.normalized)) return false;
  const earlier = removedLines(t.session.extra[REMOVED_EARLIER]).filter((r) => !t.session.cart.some((l) => l.productId === r.productId));
  const named = u.items.filter((i) => i.match.kind !== "none");
  if (!earlier.length || named.length !== 1) return false;
  const m = named[0].match;
  const fits = earlier.filter((r) => (m.kind === "one" ? m.productId === r.productId : m.kind === "ambiguous" && m.productIds.includes(r.productId)));
  if (fits.length !== 1) return false;
  u.items = [];
  u.cartEdit = null;
  await putBack(t, fits[0], named[0].quantity ?? fits[0].quantity);
  return true;
}
