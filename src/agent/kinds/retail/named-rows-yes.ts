// offers36 (t35c 018, t35b 025): a yes to an answer that named several products in a sentence
// ("Sí, tenemos Jabón Ala Alta Espuma y Jabón Ala Matic", "No tenemos fernet … tenemos A, B y C"),
// or to a "¿cuál?" list, says nothing of which one: the rows are shown numbered (with the count the yes said) and asked,
// never read as "close the order" ("Tu carrito está vacío") nor given to the first row.
import { fold } from "../../../lib/fold";
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { setAskedQuantity } from "./asked-lists";
import { productChoice } from "./replies";

/** "dale", "si, dame uno", "dale 1 de ese", "ok 2 please": a yes, maybe a count and a pointer, nothing that says which. */
const YES_TO_ROWS = /^(?:(?:si+|dale|ok|oka|okay|bueno|va|de una|perfecto|claro|obvio|yes|yeah|sure|sim)\s*)+(?:(?:quiero|dame|mandame|poneme|traeme|agregame|sumame|ponelo|agregalo|i ?ll take|i want|give me|quero)\s*)?(?:(\d{1,2}|un|una|uno|one|um|uma)\s*)?(?:(?:de\s+)?(?:ese|esa|esos|esas|eso|that|those|them|esse|essa)\s*)?(?:(?:porfa|por favor|please|pls|gracias|thanks)\s*)?$/;

const ONE = new Set(["un", "una", "uno", "one", "um", "uma"]);

/** Whether the message was a yes to several products named in a sentence; if so, which one is asked. */
export async function askWhichOfNamed(t: TurnEngine, u: Understanding): Promise<boolean> {
  const pending = t.session.pendingChoice;
  if (!pending || pending.offer || pending.productIds.length < 2 || u.items.length || u.isQuestion) return false;
  const said = YES_TO_ROWS.exec(fold(u.text).replace(/[^\p{L}\d\s]/gu, " ").replace(/\s+/g, " ").trim());
  if (!said) return false;
  const pointed = said[0] !== said[0].replace(/\b(?:ese|esa|esos|esas|eso|that|those|them|esse|essa)\b/, "");
  // With a cart, a bare "dale" may answer "¿Algo más o confirmamos?": only a count or a pointer is about the rows then.
  if (t.session.cart.length && !said[1] && !pointed) return false;
  const products = await t.products(pending.productIds);
  if (products.length < 2) return false;
  if (said[1]) pending.quantity = ONE.has(said[1]) ? 1 : Number(said[1]);
  setAskedQuantity(t.session, pending.productIds, pending.quantity);
  delete pending.inWords; // numbered now: "#1" picks a row
  [u.cartEdit, u.quantityOnly, u.yesNo, u.wantsToCheckout] = [null, null, null, false];
  t.session.expecting = "product_choice";
  t.intent("product_choice");
  t.say(productChoice(products, t.ports.profile, t.ports.currency, pending.quantity, null, t.session));
  return true;
}
