// The outcome every packs rule returns: what was understood, and whether the rules are sure of it
// (an unsure outcome lets the model, when there is one, answer from the tools instead).

import type { RulesOutcome } from "../../kind";
import type { Understanding } from "../../understand/types";

export const certain = (u: Understanding | null, sure = true): RulesOutcome => ({ certain: sure, understanding: u });
