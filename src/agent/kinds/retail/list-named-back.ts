// "y el aceite??" after "Sí, tenemos Natura 1.5 Lt, Natura 900 Ml y Natura en aerosol" (or a
// "¿cuál?" list): the words name what every row of the open list is, nothing more. The customer
// points back at the rows just shown, so those rows are shown again, never the whole catalog's
// oils. "¿qué otros aceites tenés?" asks for more, and is the question layer's.
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { analyze } from "../../understand/normalize";
import { productChoice } from "./replies";

/** Words around a kind named back that add nothing ("y el …??", "and the …"). */
const AROUND = new Set(["y", "e", "and", "the", "el", "la", "los", "las", "lo", "de", "del", "ah", "che", "entonces", "pero"]);

const stem = (w: string) => w.replace(/(?:es|s)$/, "");

/** Shows the open list again when the message only names what its rows are. Returns whether it did. */
export async function openListNamedBack(t: TurnEngine, u: Understanding): Promise<boolean> {
  const pending = t.session.pendingChoice;
  if (!pending || pending.offer || pending.productIds.length < 2) return false;
  if (u.items.some((i) => i.quantity !== null) || u.cartEdit || Object.keys(u.fields).length) return false;
  // Pointing back is asked ("y el aceite??", "el aceite?") and says no size: "el de 70 paños" picks a row.
  if (/\d/.test(u.normalized) || !(u.isQuestion || /^(?:y|e|and)\b/.test(u.normalized))) return false;
  const words = analyze(u.text).map((w) => w.n).filter((w) => /[a-z]/.test(w) && !AROUND.has(w)).map(stem);
  if (!words.length || words.length > 3) return false;
  const rows = await t.products(pending.productIds);
  if (rows.length < 2) return false;
  const fits = rows.every((p) => { const name = analyze(p.name).map((w) => w.n); return words.every((w) => name.some((n) => n.startsWith(w))); });
  if (!fits) return false;
  u.questions = [];
  u.mentions = [];
  t.session.expecting = "product_choice";
  t.intent("product_choice");
  t.say(productChoice(rows, t.ports.profile, t.ports.currency, pending.quantity, null, t.session));
  return true;
}
