import { expect } from "vitest";
import type { ConversationHost } from "./conversation-host";
import { fold } from "./scenario-expect";
import { BUENOS_AIRES_CITY } from "../../src/agent/kinds/packs/shop-city";

// What must hold for every conversation of the corpus, whatever its own expectations say:
// an order holds only data the customer gave, no question is asked a third time in a row, the
// "no te entendí" fallback never comes twice in a row, and the cart reminder is not a nag.

const FIELDS_AS_WORDS = ["firstName", "lastName", "address", "city", "neighborhood", "apartment", "email"];
const FIELDS_AS_DIGITS = ["dni", "phone"];

const words = (s: string) => fold(s).replace(/[^\p{L}\p{N}@.]+/gu, " ").trim();
const digits = (s: string) => s.replace(/\D/g, "");

/**
 * packs17: an address with a doorbell/floor said later ("… piso 3" + "el timbre es el 3B"): each part said, its words in one message.
 * details27: a floor said as an ordinal is a part too ("2do A" stored, "es 2do B no A" said), and a flat is one
 * part by any of its names ("dpto B" stored, "el depto es C" said).
 */
// summary34: the flat's letter after a floor ("5to B" stored, "el piso es 6" said: "piso 6 B") is a part of its own.
const ADD_ON = /\s+(?=(?:timbre|piso|depto|dpto|dto|departamento|torre|casa|lote|manzana|entre|\d{1,2}(?:ro|do|er|to|vo|mo|no))\b)|(?<=\b(?:piso \d{1,2}|\d{1,2}(?:ro|do|er|to|vo|mo|no)))\s+(?=[a-z]\b)/u;
const flat = (s: string) => s.replace(/\b(?:depto|dto|departamento)\b/g, "dpto");
// lead36 (t36c 034): "es 2 B no A" corrects the stored "depto 2 A": a part's values said in one message, its word
// ("depto", "piso") said with the address before it.
const PART_WORD = /^(?:timbre|piso|dpto|torre|casa|lote|manzana|entre)$/;
const addressGiven = (value: string, texts: string[]) =>
  fold(value).split(ADD_ON).every((part, i) => (i === 0 ? texts.join(" | ").includes(words(part)) : texts.some((t) => flat(words(part)).split(" ").every((w) => flat(t).split(" ").includes(w) || (PART_WORD.test(w) && texts.some((o) => flat(o).split(" ").includes(w)))))));

/** Every field of every order written appears in what the customer wrote. */
export function ordersHoldOnlyWhatWasGiven(host: ConversationHost, customerTexts: string[], where: string): void {
  const said = customerTexts.map(words).join(" | ");
  const saidDigits = customerTexts.map(digits);
  for (const order of host.orders()) {
    for (const [field, value] of Object.entries(order.customer)) {
      if (!value) continue;
      // packs10: the city of Buenos Aires is written "CABA" by the shop, however the customer named it.
      if (field === "city" && value === BUENOS_AIRES_CITY && /\b(?:caba|capital|buenos aires|bs as)\b/.test(said)) continue;
      if (field === "address" && addressGiven(value, customerTexts.map(words))) continue;
      if (FIELDS_AS_WORDS.includes(field)) expect(said, `${where}: ${order.number} ${field} "${value}" was never written by the customer`).toContain(words(value));
      if (FIELDS_AS_DIGITS.includes(field)) expect(saidDigits.some((d) => d.includes(digits(value))), `${where}: ${order.number} ${field} "${value}" was never written by the customer`).toBe(true);
    }
    if (order.fulfilment === "delivery" && order.address && !addressGiven(order.address.split(", ")[0], customerTexts.map(words))) expect(said, `${where}: ${order.number} address`).toContain(words(order.address.split(", ")[0]));
  }
}

/** The question a step ended with (its last reply's last sentence with a "?"), if any. */
function question(replies: string[]): string | null {
  const last = replies.at(-1);
  if (!last) return null;
  const m = /[^.!?\n]*\?\s*$/u.exec(last.trim());
  return m ? m[0].trim() : null;
}

/**
 * Per step, what the agent answered and what the shop held after it: the same question over
 * steps that changed nothing is a loop (never a third time), no double fallback, no nag.
 */
export function noLoops(steps: { replies: string[]; shop: string }[], where: string): void {
  let same = 0;
  let previous: string | null = null;
  let lastNag = -10;
  steps.forEach(({ replies, shop }, i) => {
    const q = question(replies);
    const unchanged = i > 0 && steps[i - 1].shop === shop;
    same = q && q === previous && unchanged ? same + 1 : q ? 1 : 0;
    previous = q;
    expect(same, `${where}: step ${i + 1} asks "${q}" a third time in a row`).toBeLessThan(3);
    const fallback = replies.some((r) => r.startsWith("No te entendí bien"));
    if (fallback && i > 0) expect(steps[i - 1].replies.some((r) => r.startsWith("No te entendí bien")), `${where}: step ${i + 1} is a second "no te entendí" in a row`).toBe(false);
    if (replies.some((r) => r.includes("Por cierto, tenés"))) {
      expect(i - lastNag, `${where}: step ${i + 1} repeats the cart reminder`).toBeGreaterThan(2);
      lastNag = i;
    }
  });
}
