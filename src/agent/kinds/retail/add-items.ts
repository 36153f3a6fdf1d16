// Adding to the cart as the customer said it: each mention added, offered as a choice (several
// products, or one to confirm), or named as not sold with what there is instead; one reply that
// says what was added, the problems, and the lists to pick from last.
import type { OutboundMessage } from "../../../lib/messages";
import { formatMoney } from "../../../lib/money";
import { insteadOf } from "../../answers";
import type { TurnEngine } from "../../engine";
import type { Product } from "../../ports";
import { joinList, langOf, phrase, sentence, word } from "../../language";
import { cartPhrase, itemPhrase, text } from "../../replies";
import type { ItemMention } from "../../understand/types";
import { askedForMore, askedLists, narrowAskedList, rememberAskedList, takeAskedQuantity } from "./asked-lists";
import { dozenPacks, packUnits } from "./dozens";
import { LAST_LINE, offerStock, openCart, over, rememberLines, setLines, STOCK_OFFER } from "./lines";
import { productChoice, productOffer } from "./replies";
import { shelfInstead } from "./shelf-instead";
import { sizeNotOffered, weightNotSold } from "./weight-not-sold";
import { packsOfWeight } from "./packs-of-weight";
import { rememberAdded, restatedLines } from "./restated";
import { labelAsWritten, saidAsWritten } from "../../subflows/as-written";
import { namedSpacedApart, withoutLeadingDe } from "./spaced-words";

/** answers15: a list's label in the customer's words ("Milk (for 2)"), never the reading's Spanish. */
const listLabel = (t: TurnEngine, said: string): string | null => {
  const label = labelAsWritten(t, said);
  return label === null ? null : upperFirst(label);
};

/**
 * `picked`: answers to a list; a pick of a product already in the cart sets its line to the
 * quantity (the total restated: "quiero 2 yerbas de 1 kg, no 1" → "la 2"), unless the list was
 * asked for more ("2 más") or the quantity is below the line's (then it can only mean more). `more`: the message asks for more, remembered with the lists it opens.
 */
export async function addItems(t: TurnEngine, said: ItemMention[], opts: { picked?: boolean; more?: boolean; oneMore?: boolean; from?: string[] } = {}): Promise<void> {
  t.intent("add_items");
  // A quantity said again for a line in the cart is its total (restated.ts); picks decide below.
  const { sets, rest: items } = opts.picked ? { sets: [], rest: said } : await restatedLines(t, said);
  if (sets.length) await setLines(t, sets);
  const added: string[] = [];
  const addedIds: string[] = [];
  const problems: string[] = [];
  const choices: OutboundMessage[] = [];
  const cur = t.ports.currency;
  let notSold: string | null = null;
  // "falta la manteca!! la sancor de 500": a list whose row another phrase of the message names is answered by it.
  const namedRows = new Set(items.flatMap((i) => (i.match.kind === "one" ? [i.match.productId] : [])));
  for (const mention of items) {
    if (mention.match.kind === "ambiguous" && mention.match.productIds.some((id) => namedRows.has(id))) continue;
    const item = opts.oneMore ? heldLineOf(t, mention) : mention;
    const onTop = !opts.picked || (item.match.kind === "one" && askedForMore(t.session, item.match.productId));
    // A product picked without a quantity from a list offered before: the quantity asked with it.
    const listed = item.match.kind === "one" ? takeAskedQuantity(t.session, item.match.productId, opts.from) : null;
    const asked = item.quantity ?? listed ?? 1;
    if (item.match.kind === "none") {
      // Not sold: the closest products are offered to pick ("coca zero", "fanta de 500").
      const nearest = await t.products(item.match.near ?? []);
      const apart = nearest.filter((p) => namedSpacedApart(item.query, p.name));
      const near = apart.length ? apart : nearest;
      const said = saidAsWritten(t, withoutLeadingDe(item.query));
      if (near.length) {
        // t36c 046: a weight every row of a list makes in packs of one size is those packs, said, never one
        // pack silently. One row alone is offered by its own size, which the customer answers knowingly
        // ("bueno la de medio kilo entonces" after "no tengo 1 kilo" is that one pack, counts trial 32).
        const packs = item.match.missing === "size" && !apart.length && near.length > 1 ? packsOfWeight(item.query, near) : null;
        const count = packs ? asked * packs.packs : asked;
        offerChoice(t, near, count, near.length === 1, item, opts.more);
        const missing = apart.length ? null : ((item.match.missing === "size" ? weightNotSold(t, said) : null) ?? phrase(t.session, "notFound", { query: said }));
        const header = missing && packs ? `${missing} ${phrase(t.session, "packsOfWeight", packs)}` : missing;
        choices.push(productChoice(near, t.ports.profile, cur, count, header, t.session));
      } else {
        problems.push(phrase(t.session, "notFound", { query: said }));
        notSold ??= item.query;
      }
      continue;
    }
    if (item.match.kind === "ambiguous") {
      const options = await t.products(item.match.productIds);
      // One product to confirm ("6 huevos" of a pack of 12): offered with its count, not a list of one.
      if (options.length === 1) {
        // t28b 002: one yes/no question per reply; a second one waits in the asked lists and comes back once the first is answered.
        if (t.session.pendingChoice?.offer && offersIn(choices)) {
          rememberAskedList(t.session, options.map((p) => p.id), asked, { said: (item.said ?? item.query).slice(0, 60), which: true });
          continue;
        }
        offerChoice(t, options, asked, true, item, opts.more);
        const offer = productOffer(options[0], cur, asked, t.session);
        const sizeMissing = sizeNotOffered(t, item.query, options[0]);
        choices.push(sizeMissing && offer.type === "buttons" ? { ...offer, text: `${sizeMissing} ${offer.text}` } : offer);
        continue;
      }
      offerChoice(t, options, asked, false, item, opts.more);
      // Several lists in one answer: each names what it is for ("Fideos (para 3)").
      choices.push(productChoice(options, t.ports.profile, cur, asked, items.length > 1 ? listLabel(t, item.said ?? item.query) : null, t.session));
      continue;
    }
    const productId = item.match.productId;
    const [p] = await t.products([productId]);
    if (!p) {
      problems.push(phrase(t.session, "notFound", { query: saidAsWritten(t, item.query) }));
      continue;
    }
    const quantity = item.dozen ? dozenPacks(p.name, asked) : asked;
    // "media docena de huevos" of cartons of 12: the carton added, and said so (t28b 020 added it silently).
    if (item.dozen && asked % packUnits(p.name) !== 0) t.say(text(sentence(t.session, "packOnly", { name: p.name, units: packUnits(p.name) })));
    const existing = t.session.cart.find((l) => l.productId === productId)?.quantity ?? 0;
    if (existing && !onTop && quantity >= existing) {
      await setLine(t, productId, quantity);
      continue;
    }
    if (over(p, existing + quantity)) {
      problems.push(offerStock(t, p, existing));
      // offers30 (t29a 026): none left and none in the cart: the same shelf is offered instead.
      const instead = !existing && !p.stock && !offersIn(choices) ? await shelfInstead(t, p, quantity) : null;
      if (instead) problems.push(instead);
      continue;
    }
    if (t.state !== "COLLECTING_ORDER" && t.state !== "IDLE") openCart(t);
    const result = await t.call("add_to_cart", { productId, quantity });
    if (result.ok) {
      if (t.state === "IDLE" || t.state === "DONE") t.moveTo("COLLECTING_ORDER");
      t.session.extra[LAST_LINE] = productId;
      rememberAdded(t);
      addedIds.push(productId);
      const lang = langOf(t.session);
      added.push(`${lang === "es" ? itemPhrase({ quantity, name: p.name }, [p]) : `${quantity} × ${p.name}`} (${word(lang, "unitPrice", { price: formatMoney(p.price, cur) })})`);
      if (t.session.expecting === "product_choice" && !t.session.pendingChoice) t.session.expecting = null;
    } else {
      problems.push(result.error);
    }
  }
  rememberLines(t, [...sets.map((s) => s.productId), ...addedIds]);
  if (notSold !== null) problems.push(await insteadOf(t, notSold));
  const parts: string[] = [];
  if (added.length) {
    const totals = await t.cartTotals();
    const lang = langOf(t.session);
    parts.push(phrase(t.session, "added", { items: joinList(lang, added), cart: cartPhrase(t.session.cart, await t.cartProducts(), lang), subtotal: formatMoney(totals.subtotal, cur) }));
  }
  parts.push(...problems);
  if (added.length && !t.session.pendingChoice && !t.session.extra[STOCK_OFFER]) parts.push(word(langOf(t.session), "anythingElse"));
  // The words first, the choice last: the list carries them in its body (one message).
  if (parts.length) t.say(text(parts.join(" ")));
  for (const c of choices) t.say(c);
}

/**
 * lists32 (t31c 008): "una lata mas de atun" with one cart line among the rows the words fit is
 * that line, added on top; several lines fit, the list is still asked.
 */
function heldLineOf(t: TurnEngine, item: ItemMention): ItemMention {
  if (item.match.kind !== "ambiguous") return item;
  const ids = item.match.productIds;
  const held = t.session.cart.filter((l) => ids.includes(l.productId));
  return held.length === 1 ? { ...item, match: { kind: "one", productId: held[0].productId } } : item;
}

/** Whether a yes/no offer ("¿Te agrego X?") is already among this reply's choices. */
function offersIn(choices: OutboundMessage[]): boolean {
  return choices.some((c) => c.type === "buttons");
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Products to pick from; a detail being asked keeps its question (the choice is read by its words or a tap). */
function offerChoice(t: TurnEngine, products: Product[], quantity: number, single: boolean, item: ItemMention, more?: boolean): void {
  const said = (item.said ?? item.query).slice(0, 60);
  // The products an answer just named ("Sí, tenemos Coca-Cola 1,5 L y 500 ml") stay a list to pick
  // from ("las chicas, 2") once this list takes the open question.
  const answered = t.session.pendingChoice;
  if (answered && !answered.order && !answered.offer && answered.productIds.length > 1 && !askedLists(t.session).some((l) => l.ids.join() === answered.productIds.join())) {
    rememberAskedList(t.session, answered.productIds, answered.quantity);
  }
  if (answered?.order && !answered.offer) narrowAskedList(t.session, answered.productIds);
  t.session.pendingChoice = { productIds: products.map((p) => p.id), quantity, said, ...(item.dozen ? { dozen: true } : {}), ...(single ? { offer: true } : { order: true }) };
  rememberAskedList(t.session, products.map((p) => p.id), quantity, { said, ...(item.match.kind === "ambiguous" ? { which: true } : {}), ...(item.dozen ? { dozen: true } : {}), ...(more ? { more } : {}) });
  if (!single) t.session.expecting = "product_choice";
  if (t.state === "AWAITING_CONFIRMATION" || t.state === "NEEDS_DETAILS") openCart(t);
}

/** Sets a line to a quantity (0 removes it): a product not in the cart yet is added with it. */
export async function setLine(t: TurnEngine, productId: string, quantity: number): Promise<void> {
  if (t.session.cart.some((l) => l.productId === productId)) return setLines(t, [{ productId, quantity }]);
  const [p] = await t.products([productId]);
  if (p && quantity > 0) await addItems(t, [{ quantity, query: p.name, match: { kind: "one", productId } }]);
}
