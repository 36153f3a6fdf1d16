import type { Word } from "./types";

// "te" is the pronoun ("te pido 2 cocas", "te dije") and the tea ("un té", "saquitos de te",
// "¿tenés té?"). The pronoun never names a product; the tea must be searchable. A written accent
// always makes it the tea; unaccented, the words before it do: an article or a count ("un te",
// "el te?"), a unit and its "de" ("saquitos de te", "una caja de te"), or a question about what is
// sold ending in it ("¿tenés te?"). The tea is the token TEA, which no table of function words
// holds; a search of its phrase still reads the word as written. Pure.

/** The tea as a normalised word (the pronoun stays "te"). */
export const TEA = "té";

/** Words after which "te" is the tea: articles, counts, "de" after a unit. */
const BEFORE_TEA = new Set(["un", "una", "el", "del", "mas", "otro", "1", "2", "3", "4", "5", "6", "10", "12"]);
/** Units tea is counted in ("saquitos de te", "caja de te", "paquete de té"). */
const TEA_UNITS = new Set(["saquito", "saquitos", "caja", "cajas", "cajita", "cajitas", "paquete", "paquetes", "sobre", "sobres", "taza", "tacita"]);
/** Questions about what is sold: "¿tenés te?", "¿hay te?", "¿venden te verde?". */
const ASKS_SOLD = new Set(["tenes", "tienen", "tiene", "hay", "venden", "vendes", "queda", "quedan", "tendras"]);
/**
 * offers37 (t36c 039): what kind of tea it is ("te verde para tomar", "te en saquitos", "te de manzanilla"):
 * "te" right before one of these is the tea, at a clause's start too, where the pronoun would be dropped.
 * Only words no verb is ("te parece", "te sirve", "te pase" stay the pronoun).
 */
const TEA_KIND = new Set(["verde", "negro", "rojo", "blanco", "helado", "frio", "chai", "boldo", "manzanilla", "tilo", "menta", "cedron", "peperina", "en", "de"]);

/** After the pronoun come verbs and clitics ("el te lo trae", "un te pido"): never the tea. */
const AFTER_PRONOUN = new Set(["lo", "los", "las", "me", "dije", "digo", "pido", "pregunto", "aviso", "paso", "mando", "encargo", "escribo", "consulto", "molesto", "queria", "quiero"]);

/** The words with each "te" that is the tea read as TEA (its written form kept). */
export function markTea(words: Word[]): Word[] {
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    if (w.n !== "te") continue;
    if (/^t[ée]$/i.test(w.o) && /é/i.test(w.o)) {
      w.n = TEA;
      continue;
    }
    const prev = w.brk ? undefined : words[k - 1]?.n;
    const next = words[k + 1] && !words[k + 1].brk ? words[k + 1].n : undefined;
    if (next !== undefined && AFTER_PRONOUN.has(next)) continue;
    const afterUnit = prev === "de" && k >= 2 && TEA_UNITS.has(words[k - 2].n);
    // The pronoun goes before a conjugated verb, never after one: "¿tenés te de saquitos?" is the tea.
    const asked = prev !== undefined && ASKS_SOLD.has(prev);
    const kind = next !== undefined && TEA_KIND.has(next) && !(next === "de" && prev === "que"); // "que te dé" is the verb
    if ((prev !== undefined && BEFORE_TEA.has(prev)) || afterUnit || asked || kind) w.n = TEA;
  }
  return words;
}
