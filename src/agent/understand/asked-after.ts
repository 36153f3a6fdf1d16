import type { Word } from "./types";

// t21b 013: "no, cremoso de horma, el que se corta. no tenes?" names the product in one clause and
// asks for it in the last one ("no tenés?", "hay?"). The phrase is the product asked about, even
// when its words meet the catalog only inside longer names; without the ask it is said in passing.

/** Words a bare stock question is made of ("¿no tenés?", "¿y ustedes no venden?", "¿hay eso?"). */
const ASK_WORDS = new Set(["no", "y", "e", "che", "ustedes", "vos", "eso", "esto", "algo", "asi", "de", "ese", "esa", "por", "casualidad", "aca"]);
const HAVE = new Set(["tenes", "tienen", "tiene", "tendras", "tendran", "hay", "venden", "vendes", "vende", "trabajan", "manejan", "consigo"]);

/**
 * Whether the phrase from `at` to `end` opens its clause (never "el que se corta" inside one) and
 * the message's last clause, begun by a break after it, only asks whether the shop has it.
 */
export function stockAskedAfter(words: Word[], at: number, end: number): boolean {
  if (at > 0 && !words[at].brk) return false;
  let start = words.length - 1;
  while (start > end && !words[start].brk) start--;
  if (start < end || start >= words.length || !words[start].brk) return false;
  const last = words.slice(start);
  return last.some((w) => HAVE.has(w.n)) && last.every((w) => HAVE.has(w.n) || ASK_WORDS.has(w.n));
}
