// t34c 019: "hola tenes vino? algo tinto barato": the words after a product question that only
// describe ("algo tinto barato", "alguna suave") are that question's product described, read as
// one question ("tenes vino tinto barato?"); alone they were dropped and the search used "vino".
import { analyze } from "./normalize";
import { CHEAP_WORDS } from "./not-products";
import { headSharedOverOr } from "./or-head";
import { catalogMatcher } from "./products";
import type { ProductMatcher, Understanding, UnderstandContext } from "./types";

/** Lead words that say "some kind of" before a description, never a product. */
const SOME = new Set(["algo", "alguno", "alguna", "algunos", "algunas", "uno", "una", "que", "sea", "mas", "pero", "y", "tipo", "onda"]);

/** The longest description read this way: a longer clause is a sentence of its own. */
const MAX_WORDS = 4;

/**
 * The message read again as one question when its last clause, after a product question, only
 * describes that product: its words (some kind of, cheap words aside) narrow what the catalog
 * finds for the question's product and name nothing on their own beside it. Null otherwise.
 */
export function describedAfterQuestion(text: string, u: Understanding, matcher: ProductMatcher): string | null {
  const cut = text.lastIndexOf("?");
  if (cut < 0 || u.items.length || Object.keys(u.fields).length || u.cartEdit) return null;
  const head = text.slice(0, cut).trimEnd();
  const tail = text.slice(cut + 1).replace(/[.!\s]+$/, "").trim();
  if (!tail || /[0-9¿?]/.test(tail)) return null;
  const asked = u.questions.filter((q) => q.kind === "product" && q.match.kind !== "none" && !q.told);
  if (asked.length !== 1 || asked[0].kind !== "product") return null;
  const said = asked[0].said ?? asked[0].query;
  // The question's product is in the clause right before the description.
  if (!analyze(head.slice(head.search(/[^?¿.!]*$/))).map((w) => w.n).join(" ").includes(said)) return null;
  const words = analyze(tail).map((w) => w.n);
  const describing = words.filter((w) => !SOME.has(w) && !CHEAP_WORDS.has(w));
  if (!describing.length || words.length > MAX_WORDS) return null;
  const fits = matcher.match(analyze(`${said} ${describing.join(" ")}`));
  if (fits.kind === "none") return null;
  return `${head} ${words.filter((w) => !SOME.has(w)).join(" ")}?`;
}

/** The first reading of a message, read again where its phrases were read apart: described after a question, a choice after "o". */
export function readAgain(text: string, u: Understanding, ctx: UnderstandContext, run: (text: string, ctx: UnderstandContext) => Understanding): Understanding {
  const matcher = ctx.matcher ?? catalogMatcher(Array.isArray(ctx.catalog) ? ctx.catalog : []);
  const described = describedAfterQuestion(text, u, matcher);
  return headSharedOverOr(described ? run(described, ctx) : u, matcher);
}
