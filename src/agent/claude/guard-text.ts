import { fold } from "../../lib/fold";
import { wordNumber } from "../understand/numbers";

// Reading a model's reply the way a customer would, for the reply guard: every amount of money
// however it is written ("$1", "1 peso", "3 USD", "ARS 10", "10 mangos", "dos lucas", "u$s 5",
// "€5"), every number, every link, address-like identifier and capitalised name. Pure text work;
// what is allowed is decided in guard.ts.


export interface Token {
  kind: "symbol" | "number" | "word";
  /** Folded text ("u$s", "2.500,50", "pesos"). */
  text: string;
  /** Offset in the original text. */
  at: number;
}

const TOKEN = /(us\$|u\$s|u\$d|r\$|\$|€|£)|(\d(?:[\d.,]*\d)?)|([a-zñ]+)/g;

export function tokenize(text: string): Token[] {
  const folded = fold(text);
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) out.push({ kind: m[1] ? "symbol" : m[2] ? "number" : "word", text: m[0], at: m.index });
  return out;
}

/** Currency markers: what currency each names, and the multiplier of slang ("luca" = 1,000). */
const CURRENCY_WORDS = new Map<string, { currency: string; times: number }>([
  ["$", { currency: "$", times: 1 }],
  ["us$", { currency: "USD", times: 1 }],
  ["u$s", { currency: "USD", times: 1 }],
  ["u$d", { currency: "USD", times: 1 }],
  ["usd", { currency: "USD", times: 1 }],
  ["dolar", { currency: "USD", times: 1 }],
  ["dolares", { currency: "USD", times: 1 }],
  ["dls", { currency: "USD", times: 1 }],
  ["verdes", { currency: "USD", times: 1 }],
  ["€", { currency: "EUR", times: 1 }],
  ["eur", { currency: "EUR", times: 1 }],
  ["euro", { currency: "EUR", times: 1 }],
  ["euros", { currency: "EUR", times: 1 }],
  ["£", { currency: "GBP", times: 1 }],
  ["r$", { currency: "BRL", times: 1 }],
  ["brl", { currency: "BRL", times: 1 }],
  ["reales", { currency: "BRL", times: 1 }],
  ["btc", { currency: "BTC", times: 1 }],
  ["usdt", { currency: "USDT", times: 1 }],
  ["ars", { currency: "peso", times: 1 }],
  ["peso", { currency: "peso", times: 1 }],
  ["pesos", { currency: "peso", times: 1 }],
  ["pe", { currency: "peso", times: 1 }],
  ["mango", { currency: "peso", times: 1 }],
  ["mangos", { currency: "peso", times: 1 }],
  ["luca", { currency: "peso", times: 1000 }],
  ["lucas", { currency: "peso", times: 1000 }],
  ["palo", { currency: "peso", times: 1_000_000 }],
  ["palos", { currency: "peso", times: 1_000_000 }],
]);

export function currencyOf(token: Token | undefined): { currency: string; times: number } | null {
  return token ? (CURRENCY_WORDS.get(token.text) ?? null) : null;
}

/** Every reading of a written number, in units: "1.500" is 1500 (AR) or 1.5 (US); "2.500,50" is 2500.5. */
export function numberReadings(raw: string): number[] {
  const readings = new Set<number>();
  const plain = (s: string) => (/^\d+$/.test(s) ? Number(s) : NaN);
  if (/^\d+$/.test(raw)) readings.add(Number(raw));
  let m = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(raw); // 2.500 / 2.500,50
  if (m) readings.add(plain(m[1].replaceAll(".", "")) + Number(`0.${m[2] ?? "0"}`));
  m = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(raw); // 2,500 / 2,500.50
  if (m) readings.add(plain(m[1].replaceAll(",", "")) + Number(`0.${m[2] ?? "0"}`));
  m = /^(\d+)[.,](\d{1,2})$/.exec(raw); // 2,5 / 1.50
  if (m) readings.add(Number(`${m[1]}.${m[2]}`));
  if (!readings.size) readings.add(plain(raw.replace(/[.,]/g, ""))); // odd separators: the digits
  return [...readings].filter(Number.isFinite);
}

const TENS = new Map([["sesenta", 60], ["setenta", 70], ["ochenta", 80], ["noventa", 90]]);
const HUNDREDS = new Map([
  ["cien", 100], ["ciento", 100], ["doscientos", 200], ["doscientas", 200], ["trescientos", 300], ["trescientas", 300],
  ["cuatrocientos", 400], ["cuatrocientas", 400], ["quinientos", 500], ["quinientas", 500], ["seiscientos", 600],
  ["seiscientas", 600], ["setecientos", 700], ["setecientas", 700], ["ochocientos", 800], ["ochocientas", 800],
  ["novecientos", 900], ["novecientas", 900],
]);
const SCALES = new Map([["mil", 1000], ["millon", 1_000_000], ["millones", 1_000_000], ["k", 1000]]);

function smallWord(w: string): number | null {
  return wordNumber(w) ?? TENS.get(w) ?? HUNDREDS.get(w) ?? null;
}

/**
 * The amount written in the tokens that end just before `end` ("2", "2.500", "2 mil", "dos mil
 * quinientos", "un"), in units, with how many tokens it took; null when there is none.
 */
export function amountBefore(tokens: Token[], end: number): { values: number[]; start: number } | null {
  let i = end - 1;
  let scale = 1;
  while (i >= 0 && SCALES.has(tokens[i].text)) scale *= SCALES.get(tokens[i--].text)!;
  if (i >= 0 && tokens[i].kind === "number") return { values: numberReadings(tokens[i].text).map((v) => v * scale), start: i };
  // Number words, right to left: "dos mil quinientos", "veinte mil", "mil", "un millón".
  let total = 0;
  let group = 0;
  let multiplier = 1;
  let start = -1;
  for (let j = end - 1; j >= 0; j--) {
    const w = tokens[j].text;
    const small = smallWord(w);
    if (small !== null) {
      group += small;
      start = j;
    } else if (SCALES.has(w) && w !== "k") {
      total += group * multiplier;
      group = 0;
      multiplier = SCALES.get(w)!;
      start = j;
    } else if (w === "y" && start !== -1) continue;
    else break;
  }
  if (start === -1) return null;
  total += (group || 1) * multiplier;
  return { values: [total], start };
}

/** The amount written right after `start` ("$ 2.500", "USD 3", "$2k"), in units, or null. */
export function amountAfter(tokens: Token[], start: number): { values: number[] } | null {
  const t = tokens[start];
  if (t?.kind !== "number") return null;
  let scale = 1;
  for (let i = start + 1; i < tokens.length && SCALES.has(tokens[i].text); i++) scale *= SCALES.get(tokens[i].text)!;
  return { values: numberReadings(t.text).map((v) => v * scale) };
}
