// Several rows picked from the lists still open, said as a cart change ("la 1 y la 3", "la
// playadito y la clásica", "el de 900, 2. y un arroz"): the picks read, what was said beside them
// (products, removals, details) put in too, the lists answered dropped and an earlier one named
// back. Its own room because this is one step of cartChanges that stands whole (it acts and ends
// the turn's cart work, or leaves the message to the rest); cart.ts stays under 400 lines.
import type { TurnEngine } from "../../engine";
import type { Session } from "../../session";
import type { CartEdit, ItemMention, Understanding } from "../../understand/types";
import { editsOf } from "../../understand/cart-edits";
import { dropAskedList, orderAskedList } from "./asked-lists";
import { rememberOfferPick } from "./remembered-picks";
import { sizesNotCounts } from "./shown-rows";
import { addItems, setLine } from "./add-items";
import { namedIds, readPicks, reopenEarlierList } from "./picks";
import { openListNamedBack } from "./list-named-back";
import { addsIt, pickParts, saidAside } from "./pick-parts";
import { withoutRefusedParts } from "./refused-parts";
import { editCart } from "./edit-cart";

type PendingChoice = NonNullable<Session["pendingChoice"]>;

const NAME_LEAD = /(?:^|\s)(?:a nombre de|soy|me llamo|mi nombre es)\s+\S/; // what introduces the customer's name ("a nombre de Sofi Rios")

/**
 * "las de 1,5", "la de 2,25": a size with a decimal comma, never a row then a count ("la 1, 5"):
 * the comma becomes a point before the picks split the message at commas ("la 1,2" stays two rows).
 */
function decimalSizes(text: string): string {
  return text.replace(/\b(de|x) (\d{1,2}),(\d{1,3})\b/gi, "$1 $2.$3");
}

/** `offered`, `pointable` as in cartChanges; `detailAsked`: a detail is asked. Returns whether the picks acted (else the message is read on). */
export async function cartOfPicks(t: TurnEngine, u: Understanding, offered: PendingChoice | null, pointable: PendingChoice | null, detailAsked: boolean): Promise<boolean> {
  // "la 1 y la 3", "la playadito y la clásica": several rows of the lists still open.
  // With a detail asked, the list's own words still pick from it ("girasol" to "¿Girasol o Mezcla?").
  // A lone word may read as a name too ("girasol" is no product's first word): the open list's word wins.
  const nameOnly = Object.keys(u.fields).every((f) => f === "firstName" || f === "lastName");
  const detailFree = nameOnly && !u.fulfilment && !u.paymentMethod;
  await sizesNotCounts(t, u);
  // picks11: "y el aceite??" after the natura rows were shown: those rows again, not every oil.
  if (await openListNamedBack(t, u)) return true;
  // picks11: products and details said beside the picks ("el de 900, 2. y un arroz", "… dni 30555444") are read around them.
  // details12: details given before and said again ("ya te dije soy marta gimenez. la de sachet") are aside too.
  // edits15: "dale la cañuelas 000, sacame la leudante": the removal is said beside the pick, and both happen.
  // picks16: "la ayudin. ah no, sacame una fanta mejor": a count edit of a named line is said beside the picks too.
  const removals = editsOf(u.cartEdit).filter((e): e is Extract<CartEdit, { kind: "remove" | "adjust" }> => e.kind === "remove" || (e.kind === "adjust" && !!e.query && !!e.match));
  const aside = [...u.items.map((i) => i.query), ...removals.flatMap((e) => (e.query ? [e.query] : [])), ...[...Object.values(u.fields), ...Object.values(t.session.customer)].filter((v): v is string => typeof v === "string" && !!v)];
  const ordered = u.items.some((i) => i.quantity !== null && i.match.kind === "one") && pickParts(u.text).length < 2;
  // A tapped row is that row (its id is exact): its label is never read again as picks across the
  // open lists ("Plusbelle Kids…" of the acondicionador list also fits the shampoo list's row).
  let picks = ordered || u.tapped ? null : await readPicks(t, decimalSizes(withoutRefusedParts(u.text)), { rows: !detailAsked, single: detailAsked && detailFree, aside });
  // picks17: rows whose price is asked are answered, never picked.
  if (picks?.prices) [u.questions, u.items, picks] = [[...u.questions.filter((q) => q.kind !== "product" && q.kind !== "catalog"), { kind: "catalog", pricesOf: picks.prices }], [], null];
  // details28 (t27c 012): "la de 1.5, a nombre de sofi rios": a name said after its own lead is the name, never the list's word.
  if (picks && detailAsked && detailFree && !NAME_LEAD.test(u.normalized)) {
    delete u.fields.firstName;
    delete u.fields.lastName;
  }
  if (picks) {
    // "dame 2 de las grandes y un alfajor": products said beside the picks, of no list answered, go in too.
    // picks11: a product ordered with its count goes in beside the picks only when said in a part of its own ("…, 2. y un arroz"), never the words of a pick read again.
    // lists21: the one product an answer offered, ordered in a part of its own ("…, pan el 3 y una docena de huevos"), goes in too (t20c 010 dropped it).
    const offeredApart = [...(offered?.productIds ?? []), ...(pointable?.productIds ?? [])].filter((id) => !u.items.some((i) => namedIds(i.match).includes(id) && saidAside(picks.aside.join(" , "), [i.query])));
    const beside = besideAnswer(u, [...picks.answered.flat(), ...(t.session.pendingChoice?.productIds ?? []), ...offeredApart, ...picks.items.flatMap((p) => namedIds(p.match))])
      .filter((i) => i.quantity === null || i.match.kind !== "one" || saidAside(picks.aside.join(" , "), [i.query]))
      // picks13: "un spaghetti y un tirabuzon" picked two rows; "spaghetti" read again over the catalog (the sin TACC ones) is no product beside them.
      // picks27 (t26c 002): "la clasica 3%" read as "clasica 3" (Galletitas … Pack 3 Un) is the pick's words too.
      .filter((i) => saidAside(picks.aside.join(" , "), [i.query]) || !saidAside(pickParts(u.text).filter((p) => !picks.aside.includes(p)).join(" , ").replace(/(\d)\s*%/g, "$1"), [i.query, i.said ?? i.query]));
    const open = t.session.pendingChoice;
    const counted = open && !open.offer ? openListCounted(u, open, [...picks.answered.flat(), ...picks.items.flatMap((p) => namedIds(p.match))]) : []; // t32c 014
    for (const ids of picks.answered) if (t.session.pendingChoice?.productIds.some((id) => ids.includes(id))) t.session.pendingChoice = null;
    for (const line of picks.totals) await setLine(t, line.productId, line.quantity); // picks5: "la 3, 1 sola" sets the line
    if (picks.items.length) await addItems(t, picks.items, { picked: true });
    const [one] = picks.items;
    if (picks.items.length === 1 && one.match.kind === "one") rememberOfferPick(t.session, one.match.productId, [one.match.productId, ...picks.answered.flat()]);
    if (beside.length) await addItems(t, beside);
    if (counted.length) await addItems(t, counted);
    for (const removal of removals) if (saidAside(picks.aside.join(" , "), [removal.query!])) await editCart(t, removal);
    for (const ids of picks.answered) dropAskedList(t.session, ids);
    for (const n of t.session.pendingChoice?.order ? [t.session.pendingChoice] : []) orderAskedList(t.session, n.productIds, n.quantity, n.said); // pending26 (t25b 008): a list a pick narrowed ("de manteca 2 de la serenisima") stays asked, never lost to the next list
    await reopenEarlierList(t, { openToo: true });
    return true;
  }
  return false;
}

/** The products a message names beside its answer to a list: none of the list's rows, none unknown. */
export function besideAnswer(u: Understanding, listed: string[]): ItemMention[] {
  return u.items.filter((i) => i.match.kind !== "none" && !addsIt(i.said ?? i.query) && !namedIds(i.match).some((id) => listed.includes(id)));
}

/**
 * t32c 014: with the two polentas offered open, "dame el aceite y 2 polentas" added the aceite (an
 * earlier answer's product) and dropped "2 polentas" as a word of the open list. When the pick is
 * none of the open list's rows, a product said beside it with a count that covers every row of the
 * list points back at that list: it is asked again for that count ("para 2"), never dropped.
 */
export function openListCounted(u: Understanding, open: { productIds: string[]; quantity: number }, pickedIds: string[]): ItemMention[] {
  if (pickedIds.some((id) => open.productIds.includes(id))) return [];
  // weights37 (t34c 010): "dame 2 de la cañuelas y la levadura 1" dropped the yeast list: a count of
  // one, or none, names the list back as surely as "2 polentas" does (none: the list's own count).
  const item = u.items.find((i) => (open.productIds.length > 1 || (i.quantity ?? 0) > 1) && open.productIds.every((id) => namedIds(i.match).includes(id)));
  return item ? [{ ...item, quantity: item.quantity ?? open.quantity, match: { kind: "ambiguous", productIds: open.productIds } }] : [];
}
