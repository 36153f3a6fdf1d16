// summary39 (t37b 039): at the summary with 1 Fanta and 2 Coca, "no, mejor 2 cocas nomas" was read
// as the coca count said again ("Listo, ahora son 2 Coca Cola") and the Fanta stayed. A count of a
// cart line said with "nomás", "solo", "solamente" or "nada más" while other lines exist may mean
// only that line ("just the 2 cocas") or only that count ("2, not 3"). With the count the line
// already has it can only mean the line; a removal is still never guessed, so it is asked ("¿Saco 1 Fanta y dejo solo 2 Coca?") with the consent question; the yes takes
// the other lines out, the no keeps the cart as it is.
import type { TurnEngine } from "../../engine";
import { joinList, langOf, sentence } from "../../language";
import { itemPhrase, text } from "../../replies";
import { askConsent } from "../../subflows/consent";
import type { ProductMatch, Understanding } from "../../understand/types";
import { fold } from "../../../lib/fold";
import { resultProducts } from "../../../lib/product-match";
import { setLine } from "./add-items";
import { advanceCheckout } from "./checkout";
import { setLines } from "./lines";

export const KEEP_ONLY = "keep_only";

/** "nomás", "solo", "solamente", "nada más": the word that limits. */
const ONLY_WORD = /\b(?:nomas|no mas|nada mas|solo|solamente|unicamente)\b/;
/** Words that add to the cart ("2 cocas más nomás", "sumame solo 2"): an addition, never a limit. */
const ADDS = /\b(?:mas|otr[ao]s?|agreg\w*|suma\w*|tambien|ademas)\b/;

/** The one cart line the words name; "cocas solamente" read with the limiting word left out. */
async function cartLineOf(t: TurnEngine, match: ProductMatch | null, query: string | null): Promise<string | null> {
  if (!match) return null;
  const words = match.kind === "none" && query ? fold(query).replace(new RegExp(ONLY_WORD.source, "g"), " ").trim() : "";
  const ids = match.kind === "one" ? [match.productId] : match.kind === "ambiguous" ? match.productIds : words ? resultProducts(await t.search(words, 30)).map((p) => p.id) : [];
  const held = t.session.cart.filter((l) => ids.includes(l.productId));
  return held.length === 1 ? held[0].productId : null;
}

/** The one cart line the message counts ("2 cocas nomás"), with its count, or null. */
async function countedLine(t: TurnEngine, u: Understanding): Promise<{ productId: string; quantity: number } | null> {
  const said = fold(u.normalized);
  if (!ONLY_WORD.test(said) || ADDS.test(said.replace(/\bnada mas\b|\bno mas\b/g, " "))) return null;
  if (u.questions.length || u.mentions.length > 1) return null;
  const edit = u.cartEdit;
  if (edit && edit.kind === "set_quantity" && !edit.each && !u.items.length) {
    const productId = await cartLineOf(t, edit.match, edit.query);
    return productId ? { productId, quantity: edit.quantity } : null;
  }
  if (!edit && u.items.length === 1 && u.items[0].quantity !== null) {
    const productId = await cartLineOf(t, u.items[0].match, u.items[0].query);
    return productId ? { productId, quantity: u.items[0].quantity } : null;
  }
  return null;
}

/** Asks "¿Saco X y dejo solo N Y?" when the message counts one cart line as the only one; true when asked. */
export async function askKeepOnly(t: TurnEngine, u: Understanding): Promise<boolean> {
  if (t.session.cart.length < 2 || t.session.pendingChoice) return false;
  const counted = await countedLine(t, u);
  // "eran 2 cocas nomás" over 3 cocas corrects the count (qty9): only the count the line already has
  // ("2 cocas nomás" over 2 cocas) says nothing of the count, so the limit is on the other lines.
  if (!counted || counted.quantity !== t.session.cart.find((l) => l.productId === counted.productId)?.quantity) return false;
  const products = await t.cartProducts();
  const lang = langOf(t.session);
  const others = t.session.cart.filter((l) => l.productId !== counted.productId).map((l) => itemPhrase(l, products, lang));
  const line = t.session.cart.find((l) => l.productId === counted.productId)!;
  const kept = itemPhrase({ quantity: counted.quantity, name: line.name }, products, lang);
  t.intent("keep_only_asked");
  askConsent(t, KEEP_ONLY, `${counted.productId}|${counted.quantity}`, sentence(t.session, "keepOnlyLine", { others: joinList(lang, others), kept }));
  return true;
}

/** The answer to "¿Saco X y dejo solo N Y?": yes takes the others out, either way the count is set and the order goes on. */
export async function answerKeepOnly(t: TurnEngine, subject: string | null, answer: "yes" | "no"): Promise<void> {
  const [productId, count] = (subject ?? "").split("|");
  const quantity = Number(count);
  if (!productId || !(quantity >= 1)) return;
  const line = t.session.cart.find((l) => l.productId === productId);
  if (!line) return;
  if (answer === "yes") await setLines(t, [...t.session.cart.filter((l) => l.productId !== productId).map((l) => ({ productId: l.productId, quantity: 0 })), ...(line.quantity !== quantity ? [{ productId, quantity }] : [])]);
  else if (line.quantity !== quantity) await setLine(t, productId, quantity);
  else t.say(text(sentence(t.session, "keepLine", { item: itemPhrase(line, await t.cartProducts(), langOf(t.session)) })));
  await advanceCheckout(t);
}
