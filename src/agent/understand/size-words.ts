// The size words ("grande", "chica", "big", "small") as each reader needs them, kept side by side
// so they are seen together. They are deliberately NOT one set: each reader's set was grown by its
// own cases, and merging them would change what each reads. As they stand: "mini" is read only by
// the product question's and the offered rows' choice; "mayor" by all but the product question's;
// "menor(es)" only by the offered rows' choice; "little" by the offered rows' choice and the
// described rows'; "largest", "grandona" and the Portuguese diminutives ("pequenininha") only by
// the described rows'. A word added to one is decided for that reader only.

/** answers.ts — "chica", "grande", "small": a size said relative to other sizes of the product asked about. */
export const ASKED_RELATIVE_SIZE = /\b(?:chic[oa]s?|chiquit[oa]s?|pequen[oa]s?|grandes?|small|big|large|mini)\b/;
/** kinds/retail/part-rows.ts — "grande", "chica", "big": a size word the understanding reads over all rows of an open list, whatever else is said. */
export const ROW_SIZE_WORD = /\b(?:grandes?|mayor|chic[oa]s?|chiquit[oa]s?|pequen[oa]s?|big|bigger|biggest|large|larger|small|smaller|smallest)\b/;
/** understand/index.ts — "la grande", "la más chica": the choice among the offered rows by a size adjective. */
export const CHOICE_BIG_WORDS = ["grande", "grandes", "mayor", "mayores", "large", "larger", "big", "bigger", "biggest", "grandao"];
export const CHOICE_SMALL_WORDS = ["chica", "chico", "chicas", "chicos", "chiquita", "chiquito", "chiquitas", "chiquitos", "pequena", "pequeno", "pequenas", "pequenos", "menor", "menores", "mini", "small", "smaller", "smallest", "little"];
/** kinds/retail/described-rows.ts — "el pan de mesa grande", "la más chica": among the rows the other words describe, the largest or the smallest. */
export const DESCRIBED_BIG = new Set(["grande", "grandes", "mayor", "large", "larger", "largest", "big", "bigger", "biggest", "grandao", "grandona"]);
export const DESCRIBED_SMALL = new Set(["chica", "chico", "chicas", "chicos", "chiquita", "chiquito", "pequena", "pequeno", "small", "smaller", "smallest", "little", "pequenas", "pequenos", "pequenininha", "pequenininho"]);
