// "los tirabuzones comunes, no los de vegetales", "la sprite de 1.5, la zero no": a part of the
// message that turns a row down. It is never a pick: trial 14b 015 added the vegetales beside the
// plain ones (and split the 3 asked between them). "no, los de vegetales" (a comma after the no)
// is a correction that names the row meant, and "sin tacc" describes a row; both stay.

/** "no los de vegetales", "y no la zero", "nada de la light": a refusal opening a part. */
const REFUSED_FIRST = /(^|[,.;!?]|\s(?:y|pero|e)(?=\s))\s*(?:no|nada de)\s+(?:quiero\s+|me pongas\s+|pongas\s+)?(?:los|las|el|la|lo|esos|esas|ese|esa)\s+[^,.;!?]*?(?=$|[,.;!?]|\s+(?:y|pero)\s)/gi;
/** "la zero no", "los de vegetales no": a refusal closing a part. */
const REFUSED_LAST = /(^|[,.;!?]|\s(?:y|pero|e)(?=\s))\s*(?:los|las|el|la|esos|esas|ese|esa)\s+[^,.;!?]*?\s+no(?=\s*(?:$|[,.;!?]))/gi;

/**
 * words18 (trial 17c 003): "la comun no la light": a refusal right after the row picked, with no
 * comma or "y" before its "no", turned the pick into the Light. Only an article and a row's words
 * follow ("esa no la quiero", "no lo tengo" are no row refused: a verb follows the pronoun).
 */
const REFUSED_INSIDE = /(?<=[a-z0-9áéíóúñ])\s+no\s+(?:los|las|el|la)\s+(?!(?:quiero|queria|quise|tengo|tenes|necesito|uso|llevo|pido|compro|busco|encuentro|veo|conozco|vi|pongas|mandes|traigas|agregues|sumes)\b)[^,.;!?]*?(?=$|[,.;!?]|\s+(?:y|pero)\s)/gi;

/** The message without its refused parts (what a pick may be read from). */
export function withoutRefusedParts(text: string): string {
  const kept = withoutRefusalInside(text).replace(REFUSED_FIRST, "$1").replace(REFUSED_LAST, "$1").replace(/(?:\s*[,.;]\s*)+$/, "").trim();
  return kept && kept !== text.trim() ? kept : text;
}

/** The message without a refusal said inside it right after a row ("la comun no la light" → "la comun"). */
export function withoutRefusalInside(text: string): string {
  const kept = text.replace(REFUSED_INSIDE, "").trim();
  return kept || text;
}
