// picks27 (t26a 102): "tenes sprite?" with the bebidas list open was read as the pick of its Sprite
// row and added. A question whether a product is sold, with no word of ordering, is answered ("Sí,
// tenemos Sprite 1,5 L a $2.300.") and the row is left for the customer to order ("dale poneme 3").
import type { Understanding } from "../../understand/types";

/** "tenes sprite?", "hay pepsi?", "do you have fanta?": asking whether it is sold. */
const ASKS_IF_SOLD = /^(?:(?:y|che|hola|buenas|ah) )*(?:tenes|tenei|tienen|tiene|hay|te queda|te quedan|les queda|queda|quedan|do you have|have you got|tem|voces tem)\b/;
/** Words or a count that order it ("me das 2?", "tenes sprite? dame una"): a pick after all. */
const ORDERS = /\d|\b(?:dame|me das|me pasas|poneme|pone|mandame|traeme|agregame|agrega|sumame|quiero|queria|llevo|me llevo|give me|i want|add)\b/;

/**
 * Whether the message only asks if the row it names is sold. When it does, the row the open list's
 * reading chose becomes that availability question, so the answers say it and nothing is picked.
 */
export function askedIfSold(u: Understanding): boolean {
  if (!u.isQuestion || !ASKS_IF_SOLD.test(u.normalized) || ORDERS.test(u.normalized)) return false;
  if (u.choice) u.questions = [...u.questions, { kind: "product", ask: "availability", query: u.text, match: { kind: "one", productId: u.choice }, quantity: null }];
  u.choice = null;
  return true;
}
