// "los tirabuzones comunes, no los de vegetales", "la sprite de 1.5, la zero no": a part of the
// message that turns a row down. It is never a pick: trial 14b 015 added the vegetales beside the
// plain ones (and split the 3 asked between them). "no, los de vegetales" (a comma after the no)
// is a correction that names the row meant, and "sin tacc" describes a row; both stay.

/** "no los de vegetales", "y no la zero", "nada de la light": a refusal opening a part. */
const REFUSED_FIRST = /(^|[,.;!?]|\s(?:y|pero|e)(?=\s))\s*(?:no|nada de)\s+(?:quiero\s+|me pongas\s+|pongas\s+)?(?:los|las|el|la|lo|esos|esas|ese|esa)\s+[^,.;!?]*?(?=$|[,.;!?]|\s+(?:y|pero)\s)/gi;
/** "la zero no", "los de vegetales no": a refusal closing a part. */
const REFUSED_LAST = /(^|[,.;!?]|\s(?:y|pero|e)(?=\s))\s*(?:los|las|el|la|esos|esas|ese|esa)\s+[^,.;!?]*?\s+no(?=\s*(?:$|[,.;!?]))/gi;

/** The message without its refused parts (what a pick may be read from). */
export function withoutRefusedParts(text: string): string {
  const kept = text.replace(REFUSED_FIRST, "$1").replace(REFUSED_LAST, "$1").replace(/(?:\s*[,.;]\s*)+$/, "").trim();
  return kept && kept !== text.trim() ? kept : text;
}
