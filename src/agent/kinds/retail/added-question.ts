// "¿agregaste el queso?" while the queso rallado list is open: not yet, that list asked again, never a
// catalog search (t22c 025 showed a list of queso crema). In the cart already, the cart is shown (rules).
import { fold } from "../../../lib/fold";
import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import type { Product } from "../../ports";
import type { Understanding } from "../../understand/types";
import { rowsWord } from "./list-word";
import { productChoice } from "./replies";

/** "agregaste X", "me pusiste X", "did you add X", "adicionou X": the cart asked about, X what. */
const ASKED_ADDED = /^(?:y |che |pero |ya )*(?:me |lo |la |los |las )?(?:agregaste|pusiste|sumaste|anotaste|cargaste|did you add|you added|adicionou|colocou|botou)\s+(.+)$/;
const NOT_A_NAME = new Set(["el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "de", "del", "que", "te", "pedi", "dije", "the", "o", "a", "os", "as", "tambien", "ya", "al", "carrito", "pedido"]);

const stem = (w: string): string => w.replace(/(?:es|s)$/, "");

/** The words of X, each found at the start of a word of the product's name. */
function fits(words: string[], p: Product): boolean {
  const name = fold(p.name).toLowerCase().split(/[^a-z0-9]+/);
  return words.every((w) => name.some((n) => n.startsWith(stem(w))));
}

export async function answerAddedQuestion(t: TurnEngine, u: Understanding): Promise<boolean> {
  // The customer's own words: the reading turns "agregaste el queso" into an order ("agrega 1 queso").
  // A past "agregaste" from the customer checks the cart, with or without the question mark.
  const said = fold(u.text).toLowerCase().replace(/[¿?¡!.,;]+/g, " ").replace(/\s+/g, " ").trim();
  const what = u.cartEdit?.kind === "remove" ? undefined : ASKED_ADDED.exec(said)?.[1];
  const words = what?.split(/\s+/).filter((w) => w && !NOT_A_NAME.has(w)) ?? [];
  if (!words.length) return false;
  // In the cart already: the cart question shows the cart (cart trial 7), as before.
  if ((await t.cartProducts()).some((p) => fits(words, p))) return false;
  const pending = t.session.pendingChoice;
  const options = pending ? await t.products(pending.productIds) : [];
  if (!pending || options.length < 2 || !options.some((p) => fits(words, p))) return false;
  // The list is named by the words its rows share ("queso rallado"), never "la lista de antes".
  const listWord = pending.said ?? rowsWord(options) ?? words.join(" ");
  t.session.expecting = "product_choice";
  t.intent("product_choice");
  t.say(productChoice(options, t.ports.profile, t.ports.currency, pending.quantity, sentence(t.session, "addedNotYet", { what: listWord }), t.session));
  return true;
}
