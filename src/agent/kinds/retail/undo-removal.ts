// "sacame la mayonesa de 950" then "no perdón, era 1 mayonesa nomás, dejala": the next message
// takes the removal back. The line comes back as it was, or with the count said; a product of
// another name is another order, never this undo (trial 18c 015 opened a list of every mayo).
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { addItems } from "./add-items";
import { LAST_REMOVED } from "./lines";

/** "dejala", "no la saques", "ponela de nuevo": keep what was just taken out. */
const KEEP_IT = /\b(?:dejal[oa]s?|dejamel[oa]s?|no (?:me )?(?:l[oa]s?|me l[oa]s?) saques|no (?:l[oa]s? )?saques nada|volve(?:la|lo|las|los) a poner|pone(?:la|lo|las|los|mela|melo) de nuevo|pone(?:la|lo|las|los) otra vez)\b/;
/** "…, mejor dejala afuera", "dejala así": the words keep it out or say it is fine as it is. */
const KEEP_OUT = /\bdejal[oa]s? (?:afuera|fuera|asi|como esta|sin)\b|\bdejalo (?:ahi|asi)\b/;

/** The lines the message before took out, forgotten now (they are the next message's alone). */
export function takeRemoved(t: TurnEngine): { productId: string; quantity: number }[] {
  const v = t.session.extra[LAST_REMOVED];
  delete t.session.extra[LAST_REMOVED];
  if (!v || typeof v !== "object" || Array.isArray(v)) return [];
  return Object.entries(v).flatMap(([productId, quantity]) => (typeof quantity === "number" ? [{ productId, quantity }] : []));
}

/** Puts back the one line just taken out when the message says to keep it; whether it did. */
export async function undoRemoval(t: TurnEngine, u: Understanding, removed: { productId: string; quantity: number }[]): Promise<boolean> {
  if (removed.length !== 1 || !KEEP_IT.test(u.normalized) || KEEP_OUT.test(u.normalized) || u.isQuestion) return false;
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
  await addItems(t, [{ quantity, query: "", match: { kind: "one", productId: gone.productId } }]);
  return true;
}
