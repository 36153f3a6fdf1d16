// A dish or a plan the customer is making, said around the order: "quiero hacer una salsa, ¿qué
// tomate tenés?", "para preparar unas pizzas necesito harina". What they make is why they buy,
// never a product ordered (a "Salsa" list was opened and named back as pending). Only the words
// after the verb up to the clause's end are set aside; what follows is read as usual.

import type { Word } from "./types";
import { ORDER_VERBS } from "./item-words";

const MAKE = new Set(["hacer", "preparar", "cocinar", "armar", "hornear"]);
const LEAD = new Set(["quiero", "queria", "quisiera", "voy", "vamos", "para", "pienso", "estoy", "por"]);
const ARTICLES = new Set(["un", "una", "unos", "unas", "el", "la", "los", "las", "mi", "mis"]);
const GOES_ON = new Set(["con", "y", "que", "q", "necesito", "quiero", "dame", "pasame", "mandame", "para", "pero", "tenes", "tienen", "hay", "me", "de", "del"]);

/** Marks as used the dish after "quiero hacer", "voy a preparar", "para cocinar" (article required, no count). */
export function setAsidePurpose(words: Word[], used: boolean[]): void {
  for (let k = 1; k < words.length - 2; k++) {
    if (!MAKE.has(words[k].n) || !ARTICLES.has(words[k + 1].n)) continue;
    const lead = words[k - 1].n === "a" ? words[k - 2]?.n : words[k - 1].n;
    if (!lead || !LEAD.has(lead)) continue;
    used[k] = true; // "preparar" is never "Flan para Preparar …"
    // The dish is a word or two ("una salsa", "unas pizzas caseras"), up to the clause's end or the
    // words that go on to the order ("… necesito harina", "… con tomate", "… que tomate tenés").
    for (let j = k + 2; j < Math.min(words.length, k + 4); j++) {
      if ((j > k + 2 && words[j].brk) || GOES_ON.has(words[j].n) || /^[0-9]/.test(words[j].n)) break;
      used[j] = true;
    }
  }
}

/** What things are asked for ("necesito cosas para el asado …"): a need, never a product. */
const NEED_HEADS = new Set(["cosas", "cositas"]);

/**
 * t36b 019: "necesito cosas para el asado carbon y 3 coca": the occasion the things are for is set
 * aside and the order goes on right after it (carbón was dropped, read as said in passing). Only
 * after an order verb, with the occasion one word ("el asado", "la cena") and more said after it;
 * "… para la torta de cumple" (the occasion going on with "de") is left as it was.
 * Returns where the order resumes after each occasion set aside.
 */
export function setAsideOccasion(words: Word[], used: boolean[]): number[] {
  const resumes: number[] = [];
  for (let k = 1; k < words.length - 2; k++) {
    if (!NEED_HEADS.has(words[k].n) || words[k + 1].n !== "para" || words[k + 1].brk) continue;
    const verb = ARTICLES.has(words[k - 1].n) ? words[k - 2]?.n : words[k - 1].n;
    if (!verb || !ORDER_VERBS.has(verb)) continue;
    let d = k + 2;
    if (ARTICLES.has(words[d].n) && !words[d].brk) d++;
    const dish = words[d];
    const next = words[d + 1];
    if (!dish || dish.brk || !/^[a-z]{3,}$/.test(dish.n) || ORDER_VERBS.has(dish.n) || !next || next.n === "de" || next.n === "del") continue;
    for (let j = k; j <= d; j++) used[j] = true;
    resumes.push(d + 1);
  }
  return resumes;
}
