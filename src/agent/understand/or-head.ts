// t34b 015: "queso de maquina o cremoso en horma": the second choice after "o" says no product of its
// own ("cremoso" alone found soaps and a choclo); it is the same product as the first ("queso
// cremoso en horma"), so it is read with the first choice's product word before it.
import { analyze } from "./normalize";
import { productNoun } from "./product-hints";
import type { ItemMention, ProductMatcher, Understanding } from "./types";

/** Each phrase found nothing, named no product after "o", read again with the product word of the phrase before. */
export function headSharedOverOr(u: Understanding, matcher: ProductMatcher): Understanding {
  for (const list of [u.items, u.mentions]) list.forEach((b, k) => k > 0 && sharedHead(u.normalized, list[k - 1], b, matcher));
  return u;
}

function sharedHead(text: string, a: ItemMention, b: ItemMention, matcher: ProductMatcher): void {
  const first = (a.said ?? a.query).split(" ");
  const second = (b.said ?? b.query).split(" ");
  if (b.match.kind !== "none" || !productNoun(first[0]) || productNoun(second[0]) || second.includes(first[0])) return;
  if (!text.includes(`${first.join(" ")} o ${second.join(" ")}`)) return;
  const query = `${first[0]} ${second.join(" ")}`;
  const match = matcher.match(analyze(query));
  if (match.kind === "none" && !match.near?.length) return;
  Object.assign(b, { query, said: query, match });
}
