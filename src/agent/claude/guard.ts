import type { TurnEngine } from "../engine";
import type { ToolOutcome } from "../tools";
import { fold } from "../../lib/fold";
import { amountAfter, amountBefore, currencyOf, numberReadings, tokenize, type Token } from "./guard-text";

// The reply guard: the model proposes the words, but money, payment destinations and products
// come from data. A reply that names an amount code does not know (in any currency or slang), a
// currency the shop does not charge in, a link, alias, CBU/CVU or e-mail that is not the shop's
// (or the customer's own), a long number nobody gave, or a capitalised name that is not in the
// catalog or the conversation never reaches the customer: the caller says a recap built by code
// instead. It is strict on purpose; a refused good reply costs a little warmth, a passed bad one
// costs money or trust.

/** What code knows this turn; everything a reply may mention must be in here. */
export interface GuardKnowledge {
  /** The shop's currency (ISO code). */
  currency: string;
  /** Amounts in minor units: prices, cart figures, delivery rules, numbers tools returned. */
  amounts: ReadonlySet<number>;
  /** Digit strings of every number in the data and the conversation (DNI, phone, order number, sizes). */
  numbers: ReadonlySet<string>;
  /** Folded strings a link, alias or e-mail may come from: the shop's profile and catalog, the customer's own data. */
  identifiers: readonly string[];
  /** Folded words a capitalised name may be. */
  words: ReadonlySet<string>;
  /** Every known text, folded, one per line: a name of several words must appear in one as written. */
  texts: string;
}

export interface GuardFinding {
  kind: "amount" | "currency" | "number" | "link" | "payment" | "name";
  text: string;
}

/** Currencies that write "$" and say "pesos". */
const PESO_CURRENCIES = new Set(["ARS", "UYU", "CLP", "MXN", "COP"]);
/** Capitalised words every reply may use: channels, documents, days and months. */
const COMMON_NAMES = [
  "whatsapp", "mercado", "pago", "mercadopago", "dni", "cuit", "cuil", "cbu", "cvu", "ok", "ord", "caba", "email", "mail",
  "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo", "enero", "febrero", "marzo", "abril", "mayo",
  "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre",
];
/** Names of several words every reply may use. */
const COMMON_PHRASES = ["Mercado Pago"];
/** Words between "alias", "CBU" or "CVU" and the identifier itself ("el alias del local es …"). */
const PAYMENT_FILLERS = new Set(["es", "el", "la", "del", "de", "nuestro", "nuestra", "mi", "su", "tu", "local", "negocio", "comercio", "kiosco", "tienda", "cuenta", "bancaria", "bancario"]);
/** Words that show no identifier follows ("el alias que te pasamos", "el CBU lo tenés arriba"). */
const PAYMENT_CONNECTORS = new Set([
  "que", "para", "y", "o", "con", "por", "no", "lo", "los", "las", "te", "se", "le", "en", "a", "al", "si", "cuando", "donde", "como",
  "correcto", "exacto", "sigue", "siguiente", "figura", "aparece", "esta", "sera", "queda", "va", "un", "una",
]);
const PAYMENT_WORDS = new Set(["alias", "cbu", "cvu"]);

const LINK = /\b(?:https?:\/\/|www\.)[^\s)>\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|ar|la|io|me|app|link|ly|co|info|shop|store|pay|gl|gg|xyz|site|online)\b(?:\/[^\s)>\]]*)?/gi;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
/** alias-shaped: "don.tito.kiosco", "pago-ya.mp"; segments of two or more, with a letter. */
const DOTTED = /(?<![\w.@/-])[a-z0-9ñ_-]{2,}(?:\.[a-z0-9ñ_-]{2,})+/gi;
const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;
const SENTENCE_BREAK = /[.!?¡¿:;\n…•*"«»()]/;

/** Everything in `text` the knowledge does not back; empty means the reply may be sent. */
export function reviewReply(text: string, k: GuardKnowledge): GuardFinding[] {
  const findings: GuardFinding[] = [];
  const tokens = tokenize(text);
  const used = reviewAmounts(tokens, k, findings);
  reviewNumbers(tokens, used, k, findings);
  reviewIdentifiers(text, k, findings);
  reviewPaymentWords(tokens, k, findings);
  reviewNames(text, k, findings);
  return findings;
}

function shopCurrency(marker: string, k: GuardKnowledge): string {
  if (marker === "$") return PESO_CURRENCIES.has(k.currency) ? k.currency : "USD";
  if (marker === "peso") return PESO_CURRENCIES.has(k.currency) ? k.currency : "ARS";
  return marker;
}

const knownAmount = (units: number[], k: GuardKnowledge) => units.some((u) => k.amounts.has(Math.round(u * 100)));

/** Every currency marker with a number beside it is an amount: the shop's currency, and a known figure. */
function reviewAmounts(tokens: Token[], k: GuardKnowledge, findings: GuardFinding[]): Set<number> {
  const used = new Set<number>();
  tokens.forEach((t, i) => {
    const marker = currencyOf(t);
    if (!marker) return;
    const after = amountAfter(tokens, i + 1);
    const before = amountBefore(tokens, i);
    // Symbols and codes usually lead ("$ 2.500", "USD 3"); words usually follow ("3 pesos").
    const leads = t.kind === "symbol" || t.text.length <= 3;
    const pick = leads ? (after ? { values: after.values, from: i + 1, to: i + 1 } : before && { values: before.values, from: before.start, to: i - 1 }) : before ? { values: before.values, from: before.start, to: i - 1 } : after && { values: after.values, from: i + 1, to: i + 1 };
    if (!pick) return;
    for (let j = pick.from; j <= pick.to; j++) used.add(j);
    const written = spanText(tokens, pick.from, Math.max(pick.to, i));
    if (shopCurrency(marker.currency, k) !== k.currency) findings.push({ kind: "currency", text: written });
    else if (!knownAmount(pick.values.map((v) => v * marker.times), k)) findings.push({ kind: "amount", text: written });
  });
  return used;
}

function spanText(tokens: Token[], from: number, to: number): string {
  return tokens
    .slice(Math.min(from, to), Math.max(from, to) + 1)
    .map((t) => t.text)
    .join(" ");
}

/** A number that looks like money or an id (separators, or five digits and more) must come from data. */
function reviewNumbers(tokens: Token[], used: Set<number>, k: GuardKnowledge, findings: GuardFinding[]): void {
  tokens.forEach((t, i) => {
    if (t.kind !== "number" || used.has(i)) return;
    const digits = t.text.replace(/\D/g, "");
    if (!/[.,]/.test(t.text) && digits.length < 5) return;
    if (k.numbers.has(digits) || knownAmount(numberReadings(t.text), k)) return;
    findings.push({ kind: digits.length >= 20 ? "payment" : "number", text: t.text });
  });
}

const isOwn = (candidate: string, k: GuardKnowledge) => k.identifiers.some((id) => id.includes(candidate));

/** Links, e-mails and alias-shaped words: the shop's own, or the customer's own, only. */
function reviewIdentifiers(reply: string, k: GuardKnowledge, findings: GuardFinding[]): void {
  const folded = fold(reply);
  for (const [re, kind] of [[LINK, "link"], [EMAIL, "link"], [DOTTED, "payment"]] as const) {
    for (const m of folded.matchAll(re)) {
      const found = m[0].replace(/[.,;:!?]+$/, "");
      if (kind === "payment" && !/[a-zñ]/.test(found)) continue; // "2.500" is a number
      if (!isOwn(found, k)) findings.push({ kind, text: found });
    }
  }
}

/** What follows "alias", "CBU" or "CVU" is the shop's own, or a plain word. */
function reviewPaymentWords(tokens: Token[], k: GuardKnowledge, findings: GuardFinding[]): void {
  tokens.forEach((t, i) => {
    if (!PAYMENT_WORDS.has(t.text)) return;
    const next = tokens.slice(i + 1, i + 5).find((n) => !PAYMENT_FILLERS.has(n.text) && !PAYMENT_WORDS.has(n.text));
    if (next && !PAYMENT_CONNECTORS.has(next.text) && !isOwn(next.text, k)) findings.push({ kind: "payment", text: `${t.text} ${next.text}` });
  });
}

/**
 * Capitalised words are names: products, brands, places, people. Inside a sentence each must be
 * a known word, and a run of them ("Fanta Limón") must be written so somewhere code knows. A
 * sentence's first word counts only when it is itself a known word ("Fanta Limón tenemos").
 */
function reviewNames(reply: string, k: GuardKnowledge, findings: GuardFinding[]): void {
  let run: string[] = [];
  const flush = () => {
    if (run.length > 1 && !k.texts.includes(fold(run.join(" ")))) findings.push({ kind: "name", text: run.join(" ") });
    run = [];
  };
  let previousEnd = 0;
  let first = true;
  for (const m of reply.matchAll(WORD)) {
    const gap = reply.slice(previousEnd, m.index);
    previousEnd = m.index + m[0].length;
    const startsSentence = first || SENTENCE_BREAK.test(gap);
    first = false;
    if (run.length && !/^[ \t]+$/.test(gap)) flush();
    if (!/^\p{Lu}/u.test(m[0]) || m[0].length < 2) {
      flush();
      continue;
    }
    const known = fold(m[0])
      .split(/['’-]/)
      .filter(Boolean)
      .every((p) => k.words.has(p));
    if (startsSentence) {
      if (known) run.push(m[0]);
      continue;
    }
    if (!known) findings.push({ kind: "name", text: m[0] });
    run.push(m[0]);
  }
  flush();
}

// ---- what code knows, from the turn ---------------------------------------------------------

function wordsOf(text: string, into: Set<string>): void {
  for (const w of fold(text).split(/[^a-zñ0-9]+/)) if (w) into.add(w);
}

function numbersOf(text: string, into: Set<string>): void {
  for (const t of tokenize(text)) if (t.kind === "number") into.add(t.text.replace(/\D/g, ""));
}

function collect(value: unknown, strings: string[], amounts: Set<number>): void {
  if (typeof value === "string") strings.push(value);
  else if (typeof value === "number" && Number.isSafeInteger(value)) {
    amounts.add(value);
    strings.push(String(value));
  } else if (Array.isArray(value)) for (const v of value) collect(v, strings, amounts);
  else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, strings, amounts);
}

/**
 * The knowledge of this turn: the products it read (the cart's, what its searches found), the cart,
 * the shop's profile, the conversation and what tools returned.
 */
export async function knowledgeFor(engine: TurnEngine, outcomes: ToolOutcome[]): Promise<GuardKnowledge> {
  const { session, ports } = engine;
  // The products this turn read (the cart's, what searches found); the tools' results are added below.
  const totals = await engine.cartTotals();
  const catalog = engine.catalog.known();
  const amounts = new Set<number>([
    ...catalog.map((p) => p.price),
    ...totals.lines.flatMap((l) => [l.unitPrice, l.lineTotal]),
    totals.subtotal,
    totals.deliveryFee,
    totals.total,
    ports.profile.delivery.fee,
    ports.profile.delivery.freeFrom ?? 0,
  ]);
  const shop: string[] = [];
  collect(ports.profile, shop, new Set());
  for (const p of catalog) shop.push(p.name, p.sku, p.brand ?? "", p.category, p.description ?? "", ...p.aliases);
  const customerOwn: string[] = [engine.ctx.contact, session.lastOrderNumber ?? "", ...Object.values(session.customer).filter((v): v is string => typeof v === "string")];
  const tools: string[] = [];
  for (const o of outcomes) if (o.ok) collect(o.data, tools, amounts);
  const conversation = [session.summary, session.previousSummary ?? "", ...session.history.map((h) => h.text)];

  const numbers = new Set<string>();
  const words = new Set<string>(COMMON_NAMES);
  for (const t of [...shop, ...customerOwn, ...tools, ...conversation]) {
    numbersOf(t, numbers);
    wordsOf(t, words);
  }
  for (const l of session.cart) numbers.add(String(l.quantity));
  const texts = [...COMMON_PHRASES, ...shop, ...customerOwn, ...tools, ...conversation].map((t) => fold(t).replace(/\s+/g, " ")).join("\n");
  return { currency: ports.currency, amounts, numbers, identifiers: [...shop, ...customerOwn].map(fold), words, texts };
}

/** Names looked up in the catalog for one reply, at most (each a search, once per turn). */
const NAME_LOOKUPS = 3;

/**
 * True when the reply may reach the customer as the model wrote it. The prompt lists no products,
 * so a product the model names without having searched it ("te recomiendo unas Pepsi") is looked
 * up in the catalog before the reply is refused: a name the search finds whole is the shop's.
 */
export async function replyIsGrounded(engine: TurnEngine, reply: string, outcomes: ToolOutcome[]): Promise<boolean> {
  let findings = reviewReply(reply, await knowledgeFor(engine, outcomes));
  if (findings.length && findings.every((f) => f.kind === "name")) {
    for (const f of findings.slice(0, NAME_LOOKUPS)) await engine.search(f.text.toLowerCase());
    findings = reviewReply(reply, await knowledgeFor(engine, outcomes));
  }
  if (findings.length) console.warn(`reply guard refused a model reply: ${findings.map((f) => `${f.kind} "${f.text}"`).join(", ")}`);
  return findings.length === 0;
}
