// Questions a customer asks, read from words: is a product sold ("¿tenés coca?", "¿hay Red
// Bull?"), what it costs ("¿cuánto sale la coca chica?"), what there is of a kind or a brand
// ("¿qué galletitas tenés?", "¿y vinos?", "¿tenés algo de Arcor?"), what the shop sells, the
// total and the cart, delivery (cost, time, area), hours (a day, today, open now), payment (a
// method, the alias) and where the shop is. Pure: what each question asks, never the answer;
// the answers come from data (agent/answers.ts, kinds/retail/questions.ts).

import { INSTALLMENTS, MINIMUM_ASKED } from "./info";
import { ORDER_VERBS } from "./items";
import { readProduct, plausibleUnknown } from "./product-phrase";
import { NEVER_PRODUCT_WORDS, SHOP_TALK_WORDS as NOT_PRODUCTS } from "./not-products";
import { QUERY_STOPWORDS, saidText } from "./products";
import type { InfoTopic, ItemMention, ProductMatcher, Question, Understanding, Word } from "./types";

/** Verbs that ask whether something is sold: "¿tenés…?", "¿hay…?", "¿venden…?", "¿les queda…?". */
const AVAILABILITY = new Set([
  "tenes", "tienen", "tiene", "tendras", "tendrian", "tendran", "tenian", "tenias", "hay", "habra", "venden", "vendes", "vende",
  "trabajan", "trabajas", "manejan", "manejas", "queda", "quedan", "quedo", "consigo", "conseguis", "traen", "traes", "tienes",
]);
/** Words between such a verb and the product ("¿tenés algo de Arcor?", "¿hay stock de yerba?"). */
const LEAD = new Set([
  "algo", "de", "del", "algun", "alguna", "algunos", "algunas", "para", "vender", "un", "una", "unos", "unas", "el", "la", "los",
  "las", "stock", "todavia", "aun", "ahora", "hoy", "ustedes", "vos", "che", "les", "me", "mas", "otro", "otra", "otros", "otras",
  "que", "cual", "cuales", "y", "e", "marca", "marcas", "tipo", "tipos", "clase", "clases", "variedad", "variedades", "sabores", "disponible", "disponibles",
]);
/** Words that greet or lead before "¿tenés…?" without making it anything but a question. */
const GREETING_LEAD = new Set(["y", "e", "che", "hola", "buenas", "buen", "buenos", "dia", "dias", "tardes", "noches"]);
/** Verbs of drinking: "algo para tomar" is the drinks. */
const DRINKING = new Set(["tomar", "beber", "tomarme", "tomarnos"]);
/** Opening words of a short question that is only a product: "¿y vinos?", "¿che, cerveza?". */
// answers10: "ah y hielo tenés?", "otra cosa, ¿hielo tenés?": the interjection leads, the product follows.
const BARE_LEAD = new Set(["y", "e", "che", "hola", "buenas", "bueno", "ok", "dale", "tambien", "ademas", "algo", "de", "del", "ah", "ahh", "eh", "uh", "aparte", "otra", "cosa", "consulta", "pregunta", "cual", "cuales"]); // words29: "cuales galletitas tenes" (t28a 017)
/** answers10: what tea comes in: "té en saquitos", "saquitos de té", "té de hebras". */
const TEA_FORMS = new Set(["saquito", "saquitos", "hebras", "hebra", "ensobrado", "ensobrados"]);
/** A price asked: "cuánto sale/cuesta/vale/está", "a cuánto", "precio de". */
const PRICE_VERBS = new Set(["sale", "salen", "cuesta", "cuestan", "vale", "valen", "esta", "estan", "seria", "serian", "cobran", "cobras"]);
/** Asking whether an order can be picked up (a question, not the choice of pickup). */
const PICKUP_ASKED = /\b(?:puedo|se puede|podemos|podria|puede) (?:pasar a |ir a )?(?:retirar|retirarlo|retirarla|buscar|buscarlo|buscarla)\b|\b(?:tienen|hay|hacen) retiro\b|\bretiro en (?:el )?local\b/;
/** Articles, prepositions and pronouns: never a product on their own. */
const FUNCTION_WORDS = new Set(["de", "del", "la", "el", "las", "los", "lo", "un", "una", "unos", "unas", "en", "por", "para", "con", "sin", "a", "al", "y", "e", "o", "me", "se", "le", "les", "nos", "mi", "tu", "su", "que", "si", "no", "ya", "mas", "eso", "esto", "algo", "nada", "despues", "luego"]); // words25: "¿y después?" asks what next, never a product
/** The cart's total with the delivery: "¿cuánto es el total con envío?", "¿cuánto sería todo con el envío?". */
const TOTAL_WITH_DELIVERY = /\b(?:el )?total (?:con|incluyendo|mas) (?:el )?(?:envio|delivery)\b|\bcuanto (?:me |nos )?(?:es|seria|sale|queda|da) (?:todo )?con (?:el )?(?:envio|delivery)\b/;
const MORE = /\b(?:ver mas|mostrame mas|mostra mas|mas opciones|otras opciones|que mas (?:tenes|tienen|hay)|hay mas|tenes mas|tienen mas|los demas|el resto|siguiente|siguientes|mas productos|y que mas)\b/;
const MORE_ALONE = /^(?:mas|otros|otras|ver mas|mas por favor)$/;
/** "¿qué marcas…?", "¿de qué marca…?", "¿cuáles marcas…?": the brands asked. */
const BRANDS_ASKED = /\b(?:que|cuales|cual|cuantas) marcas?\b/;

/** "¿tenés otra?" / "hay otras marcas?" said alone after a list: the ones not shown yet (trial 18), never the cart. */
const OTHER_ONES = /^(?:y )?(?:no )?(?:tenes|tienen|tenis|hay)(?: alguna| algun)? otr[oa]s?(?: (?:marcas?|opciones?|mas))?$/;

const DAYS: Record<string, number> = Object.assign(Object.create(null), {
  domingo: 0, domingos: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6, sabados: 6,
});

/** What one clause of the message is: its words' indexes and whether it asks something. */
interface Clause {
  from: number;
  to: number;
  asks: boolean;
}

function clauses(words: Word[], asks: boolean[]): Clause[] {
  const out: Clause[] = [];
  let a = 0;
  while (a < words.length) {
    let b = a + 1;
    while (b < words.length && !words[b].brk) b++;
    out.push({ from: a, to: b, asks: asks[a] });
    a = b;
  }
  return out;
}

function skip(words: Word[], k: number, end: number, set: Set<string>): number {
  while (k < end && set.has(words[k].n)) k++;
  return k;
}

/** A product phrase at k that names something (sold or plausibly a product), as a question about it. */
function phraseAt(words: Word[], k: number, end: number, used: boolean[], matcher: ProductMatcher): { mention: ItemMention; end: number } | null {
  if (k >= end || used[k]) return null;
  // words29 (t28a 043): "¿qué tenés para tomar?" asks for the drinks, never a product called "tomar".
  if (k + 1 === end && DRINKING.has(words[k].n) && words[k - 1]?.n === "para") return { mention: { quantity: null, query: "bebidas", match: matcher.match([{ ...words[k], n: "bebidas" }]), said: "bebidas" }, end };
  // "¿tenés té?": the tea, not the pronoun ("te" alone closes the question).
  // A single word closing the question is the product even when it is also a common word ("¿tenés helado?").
  if (k + 1 === end && !FUNCTION_WORDS.has(words[k].n) && !NOT_PRODUCTS.has(words[k].n) && !NEVER_PRODUCT_WORDS.has(words[k].n) && !AVAILABILITY.has(words[k].n) && /^[a-z]{2,}$/.test(words[k].n)) {
    const match = matcher.match([words[k]]);
    return { mention: { quantity: null, query: words[k].n, match, said: saidText([words[k]]) }, end };
  }
  const span = readProduct(words, k, used);
  const own = span.words.filter((w) => !QUERY_STOPWORDS.has(w.n));
  if (!own.length || own.some((w) => NOT_PRODUCTS.has(w.n) || ORDER_VERBS.has(w.n) || AVAILABILITY.has(w.n))) return null;
  const match = matcher.match(span.words);
  if (match.kind === "none" && !match.near?.length && !plausibleUnknown(span.words) && !plausibleName(own)) return null;
  return { mention: { quantity: null, query: span.words.map((w) => w.n).join(" "), match, said: saidText(span.words) }, end: span.end };
}

/** "¿qué té tenés?": a "te" between "qué" and the verb that asks for a product is the tea. */
const TEA_ASKED = new Set(["tenes", "tienen", "hay", "venden", "vendes", "manejan", "traen", "trabajan"]);

/** The index of a "te" that is the tea: a bag word ("saquitos", "hebras") within three words of it, or "qué té tenés". */
function teaAt(words: Word[], used: boolean[]): number {
  return words.findIndex(
    (w, k) =>
      w.n === "te" &&
      !used[k] &&
      (words.slice(Math.max(0, k - 3), k + 4).some((x) => TEA_FORMS.has(x.n)) || (words[k - 1]?.n === "que" && TEA_ASKED.has(words[k + 1]?.n ?? ""))),
  );
}

/** A name asked about, with short words in it ("seven up", "7 up"): one word of 3+ letters at least. */
function plausibleName(own: Word[]): boolean {
  return own.length <= 3 && own.some((w) => /^[a-z]{3,}$/.test(w.n)) && own.every((w) => /^[a-z0-9]+$/.test(w.n));
}

/** The words of an installments question ("en 3 cuotas sin interés"). */
const INSTALLMENT_WORDS = new Set(["cuotas", "cuota", "sin", "interes", "fijas", "financiacion", "financian", "financiado", "financiar"]);

export interface QuestionInput {
  words: Word[];
  /** Per word: does its clause ask something? */
  asks: boolean[];
  /** Words other readers already took (data, cart edits, items, mentions). */
  used: boolean[];
  u: Understanding;
  matcher: ProductMatcher;
  /** The total asked: "¿cuánto es?", "¿cuánto es en total?". */
  asksTotal: boolean;
  /** The open list's row was named in a clause that asks nothing: a pick, never a price asked. */
  choiceTold?: boolean;
}

/**
 * picks9: the product words stand in a clause that asks nothing ("el ilolay. ¿cuánto me sale
 * todo?", "la leche la serenisima clasica. ¿y no tienen lavandina?"). Words not found in the
 * message count as asked: a question is never turned into an order on a guess.
 */
function toldOutsideQuestions(words: Word[], asks: boolean[], query: string): boolean {
  const q = query.split(" ").filter(Boolean);
  // A long message (a pasted list, a flood) is not searched phrase by phrase: kept as asked.
  if (!q.length || words.length > 120) return false;
  for (let k = 0; k + q.length <= words.length; k++) {
    if (q.every((w, j) => words[k + j].n === w)) return q.every((_w, j) => !asks[k + j]);
  }
  return false;
}

/**
 * The questions in a message. Moves order lines that are really questions ("¿tenés 2 cocas?":
 * an availability verb, no order verb) from `u.items` to product questions.
 */
export function detectQuestions({ words, asks, used, u, matcher, asksTotal, choiceTold }: QuestionInput): Question[] {
  const questions: Question[] = [];
  const norm = u.normalized;
  // words32 (t31c 012): "quería saber si hacen envíos a Villa Allende" (no "?") was searched as an order line
  // and listed Villa San Remo water: the words right after a delivery verb are a place, asked or told.
  if (u.infoTopics.includes("delivery")) {
    u.items = u.items.filter((item) => !placeAsked(norm, item.query));
    u.mentions = u.mentions.filter((m) => !placeAsked(norm, m.query));
  }
  const asked = u.isQuestion;
  const hasAvailability = words.some((w) => AVAILABILITY.has(w.n));
  // "quisiera saber", "quería consultar" ask (products9), never order.
  const hasOrderVerb = words.some((w, k) => ORDER_VERBS.has(w.n) && w.n !== "pasame" && !["saber", "consultar", "averiguar", "preguntar", "preguntarte"].includes(words[k + 1]?.n ?? ""));
  // answers16: "y de cuánto es", "de cuánto son" after a product asks its price, never the cart's total.
  const priceAsked = /\b(?:a cuanto|que valor|el valor|que precio)\b/.test(norm) || (hasAvailability && /\bde cuanto (?:es|son|seria|serian)\b/.test(norm)) || (/\b(?:cuanto|cuanta|precio|precios)\b/.test(norm) && words.some((w) => PRICE_VERBS.has(w.n) || w.n === "precio" || w.n === "precios"));
  const browseForm = !/\bque tal\b/.test(norm) && /\bque (?:\S+ ){1,3}(?:tenes|tienen|hay|venden|vendes|manejan|trabajan)\b|\bque (?:tenes|tienen|hay|venden|vendes) de\b|\bque marcas?\b|\bque tipos? de\b|\bque variedad/.test(norm);
  const ask: "availability" | "price" | "browse" = priceAsked ? "price" : browseForm ? "browse" : "availability";
  // answers11: "¿hay cuotas sin interés?" asks how to pay, never for a product called "sin interés".
  if (INSTALLMENTS.test(norm)) words.forEach((w, k) => (INSTALLMENT_WORDS.has(w.n) ? (used[k] = true) : undefined));

  // Products the other readers found in a question: the mentions, and lines like "¿tenés 2
  // cocas?" or "¿cuánto me sale una coquita?". A question about the shop itself (hours,
  // payment, delivery, where) mentions no product unless a verb or a price asks for one: a big
  // catalog has a "Domino" for "domingo" and "Pasas" for "¿me pasás…?".
  const shopTopic = u.infoTopics.some((t) => t === "hours" || t === "payment" || t === "delivery" || t === "address") || PICKUP_ASKED.test(norm);
  if ((asked && !shopTopic) || hasAvailability || priceAsked) {
    // products9: "quisiera saber los precios de estas cosas: - aceite… - harina…" asks without a "?":
    // every line of it is asked, none told as an order.
    const wantsToKnow = priceAsked && /\b(?:saber|consultar|averiguar|decime|pasame|pasarme)\b/.test(norm);
    for (const m of u.mentions.filter((m) => !m.query.split(" ").every((w) => NOT_PRODUCTS.has(w) || QUERY_STOPWORDS.has(w) || INSTALLMENT_WORDS.has(w)) && !placeAsked(norm, m.query))) {
      const told = !wantsToKnow && toldOutsideQuestions(words, asks, m.query);
      questions.push({ kind: "product", ask, query: m.query, match: m.match, quantity: m.quantity, said: m.said, ...(told ? { told } : {}) });
    }
    // An order line in a clause that asks nothing stays an order: "los G confort sec de 60, 2
    // paquetes. ¿y cuánto me sale con el envío?".
    if ((hasAvailability || priceAsked) && !hasOrderVerb && (asked || wantsToKnow)) {
      const lines = wantsToKnow ? u.items : u.items.filter((item) => !toldOutsideQuestions(words, asks, item.query));
      for (const item of lines) questions.push({ kind: "product", ask, query: item.query, match: item.match, quantity: item.quantity, said: item.said });
      u.items = u.items.filter((item) => !lines.includes(item));
    }
  }
  // Phrases no product matched, after a verb that asks for one ("¿hay Red Bull?"), after a price
  // ("¿cuánto sale el fernet?") or alone in a short question ("¿y vinos?").
  for (const c of clauses(words, asks)) {
    // answers16: "quería saber si tienen fernet…" asks without a "?": the verb after "si" asks.
    // questions35 (t34a 026): "ola tenes red bul": a greeting before the verb still opens the question.
    let lead = c.from;
    while (lead < c.to - 1 && GREETING_LEAD.has(words[lead].n)) lead++;
    const verbAsks = c.asks || AVAILABILITY.has(words[lead].n) || words.slice(c.from, c.to).some((w, j) => AVAILABILITY.has(w.n) && words[c.from + j - 1]?.n === "si");
    if (!verbAsks) continue;
    let found = false;
    for (let k = c.from; k < c.to && !found; k++) {
      const w = words[k].n;
      let start = -1;
      // "¿dónde queda…?" is not "¿les queda…?".
      if (AVAILABILITY.has(w) && !["donde", "como", "cuando", "adonde"].includes(words[k - 1]?.n ?? "")) start = skip(words, k + 1, c.to, LEAD);
      else if (PRICE_VERBS.has(w) && (words[k - 1]?.n === "cuanto" || words[k - 2]?.n === "cuanto")) start = skip(words, k + 1, c.to, LEAD);
      else if (w === "precio" && (words[k + 1]?.n === "de" || words[k + 1]?.n === "del")) start = skip(words, k + 1, c.to, LEAD);
      // "¿qué galletitas tenés?", "¿qué marcas de yerba hay?": what comes between "qué" and the verb.
      else if (w === "que" && k + 1 < c.to && !AVAILABILITY.has(words[k + 1].n) && words.slice(k + 2, Math.min(c.to, k + 6)).some((x) => AVAILABILITY.has(x.n))) start = skip(words, k + 1, c.to, LEAD);
      if (start < 0) continue;
      const p = phraseAt(words, start, c.to, used, matcher);
      if (!p) continue;
      for (let m = start; m < p.end; m++) used[m] = true;
      questions.push({ kind: "product", ask, query: p.mention.query, match: p.mention.match, quantity: null, said: p.mention.said });
      found = true;
    }
    // The product before the verb: "¿y red bull hay?", "¿coca tenés?" (issue 15, trial 4a K12).
    const last = c.to - 1;
    // products9: after an order in the same clause, from its last "y" ("2 cocas y nan no tienen?").
    const tail = c.to - c.from > 6 ? words.findLastIndex((w, j) => j >= c.from && j < last && w.n === "y") : -1;
    const from = tail >= 0 ? tail : c.from;
    if (!found && c.asks && c.to - from <= 6 && AVAILABILITY.has(words[last].n) && !used[last]) {
      const end = words[last - 1]?.n === "no" && last - 1 > from ? last - 1 : last; // "¿y nan no tienen?"
      const start = skip(words, from, end, BARE_LEAD);
      used[last] = true;
      const p = phraseAt(words, start, end, used, matcher);
      used[last] = false;
      if (p && p.end === end) {
        for (let m = start; m < p.end; m++) used[m] = true;
        questions.push({ kind: "product", ask, query: p.mention.query, match: p.mention.match, quantity: null, said: p.mention.said });
        found = true;
      }
    }
    // A bare product ("¿y vinos?") only when the message asks nothing else (hours, delivery…).
    if (!found && c.asks && c.to - c.from <= 6 && !u.infoTopics.length) {
      const start = skip(words, c.from, c.to, BARE_LEAD);
      const p = phraseAt(words, start, c.to, used, matcher);
      if (p && p.end === c.to) {
        for (let m = start; m < p.end; m++) used[m] = true;
        questions.push({ kind: "product", ask: "browse", query: p.mention.query, match: p.mention.match, quantity: null, said: p.mention.said });
      }
    }
  }
  // answers10: "te en saquitos que marcas tenés?", "te. de saquitos. tenés o no?", "tenés saquitos de
  // te?": the tea, never the pronoun (a bag word beside it says which).
  const tea = questions.some((q) => q.kind === "product") || !(asked || hasAvailability) ? -1 : teaAt(words, used);
  if (tea >= 0) {
    used[tea] = true;
    questions.push({ kind: "product", ask, query: "te", match: matcher.match([words[tea]]), quantity: null, said: "té" });
  }
  // A row of the open list asked about ("el marolio cuánto sale?", "cuánto la de 950?"): its
  // price, never a line added — a question is not an order.
  if (u.choice && !choiceTold && !hasOrderVerb && (priceAsked || /^(?:y |e )?(?:a )?(?:cuanto|cuanta|precio)\b/.test(norm))) {
    questions.push({ kind: "catalog", pricesOf: [u.choice] });
    u.choice = null;
    u.wantsToCheckout = false;
  }
  const productAsked = questions.some((q) => q.kind !== "product" || !q.told);
  if (MORE.test(norm) || MORE_ALONE.test(norm)) questions.push({ kind: "more" });
  // Its "otra" asks for other products, never one more of a cart line.
  else if (OTHER_ONES.test(norm)) {
    questions.push({ kind: "more" });
    u.cartEdit = null;
  }
  const topics = new Set<InfoTopic>(u.infoTopics);
  // answers10: "y unos alfajores q tenés" asks what there is of the product named, never the whole catalog.
  // chatter13: "necesito yerba, q marcas tenes?": the brands of the product ordered (its list answers), never the whole shop.
  const named = [...u.items, ...u.mentions].some((m) => m.match.kind !== "none");
  // voice25 (t22c 006): "¿de qué marcas (tenés yerba)?" asks the brands: named back from the catalog.
  const brandsAsked = BRANDS_ASKED.test(norm);
  if (brandsAsked) for (const q of questions) if (q.kind === "product") q.brands = true;
  if (topics.has("catalog") && !questions.some((q) => q.kind === "product") && !(named && /\b(?:marcas|sabores|tipos|variedades|opciones)\b/.test(norm))) questions.push({ kind: "catalog", ...(brandsAsked ? { brands: true as const } : {}) });
  if (u.showCart) questions.push({ kind: "cart" });
  else if ((asksTotal || TOTAL_WITH_DELIVERY.test(norm)) && !productAsked) questions.push({ kind: "total", ...(TOTAL_WITH_DELIVERY.test(norm) ? { withDelivery: true } : {}) });
  // "¿cuánto sale?" with nothing named: what was just shown, when something was (the answer decides).
  else if (topics.has("prices") && !productAsked && !topics.has("delivery")) questions.push({ kind: "catalog", pricesOf: "shown" });
  if (topics.has("delivery") && !TOTAL_WITH_DELIVERY.test(norm)) questions.push({ kind: "delivery", aspect: deliveryAspect(norm) });
  // "y el domingo?" alone: a day asked about is its hours (round 10: "No te entendí").
  if (!topics.size && !questions.length && DAY_ALONE.test(norm)) topics.add("hours");
  // "hasta q hora estan hoy? y los domingos abren?": each day asked gets its answer.
  if (topics.has("hours")) for (const asked of hoursAsked(words, norm)) questions.push({ kind: "hours", ...asked });
  if (topics.has("payment")) questions.push({ kind: "payment", ...paymentAsked(norm) });
  const pickup = asked && PICKUP_ASKED.test(norm);
  if (topics.has("address") || pickup) questions.push({ kind: "address", pickup });
  // mood28 (t27b 005): "bueno no hay fernet, entonces sacá las cervezas…" says back what the shop
  // lacks, it asks nothing: that product is never searched and said missing again ("uh no tienen monster?" still asks).
  return dedupe(questions.filter((q) => q.kind !== "product" || u.text.includes("?") || !saidMissing(norm, q.query)));
}

/** "bueno no hay X, entonces…", "como no tenés X", "ya que no hay X": the lack taken, never a question. */
function saidMissing(norm: string, query: string): boolean {
  const lack = `no (?:hay|tenes|tienen|tenias|tenian|tiene|queda|quedan|te queda|les queda)(?: mas)? (?:de |el |la |los |las |un |una )?${query.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`;
  return new RegExp(`\\b(?:bueno|bue|ok|ah|ahh|dale|como|ya que|si|pucha|uh|ufa) ${lack}|\\b${lack}(?: \\S+){0,2} (?:entonces|asi que|igual)\\b`).test(norm);
}

/** answers16 (trial 15b 010): "¿hacen envíos a nueva córdoba?": the words after a delivery verb are a place, never a product. */
const DELIVERED_TO = /\b(?:envio|envios|envian|envias|mandan|mandas|llegan|llegas|reparten|repartis|entregan|delivery|llevan|llevas)\s+(?:a|al|hasta|para|en)\s+(?:la zona de\s+|el barrio\s+|barrio\s+|zona\s+)?/g;

function placeAsked(norm: string, query: string): boolean {
  for (const m of norm.matchAll(DELIVERED_TO)) if (norm.startsWith(query, m.index + m[0].length)) return true;
  return false;
}

/**
 * t21c 009: "cuanto tardan en traer el pedido y hasta donde llegan?" asks two things of delivery;
 * answering only the time left the area unsaid. Several aspects asked take the answer that says
 * them all: the area answer says the time too, the general one says area, cost and time.
 */
/** The words that ask a delivery's time, with the "cuánto"/"sale" inside them ("cuanto tarda", "a que hora sale"). */
const DELIVERY_TIME_WORDS = /\b(?:(?:en )?cuanto (?:(?:se|me|te|lo|la|los|las|mas o menos|aprox|aproximadamente) )?(?:tiempo|tarda|tardan|tardaria|tardarian|demora|demoran|demoraria)|cuantos dias|cuando (?:\S+ ){0,2}(?:llega|llegan|llegaria|sale|salen|viene|vienen)|(?:(?:a|para|como a) )?que hora (?:\S+ ){0,3}(?:llega|llegan|llegaria|viene|vienen|sale|salen)|(?:llega|llegan|sale|salen) (?:ya|ahora|hoy|rapido|enseguida))\b/g;

function deliveryAspect(norm: string): "cost" | "time" | "area" | "any" | "cost_time" {
  const when =
    /\b(?:cuanto tiempo|en cuanto tiempo|cuantos dias|cuando (?:llega|me llega|sale|salen|lo|los|me lo|me los))\b/.test(norm) ||
    // chatter13: "¿me los traen ya?", "¿sale hoy?": when it can go out.
    // questions35 (t34c 009, t34b 027): "¿a qué hora llega?", "¿para qué hora me lo traen?": when it arrives.
    // t37a 030: "que hora llega?" without the "a" asks the same.
    /\b(?:(?:a|para|como a) )?que hora (?:(?:me )?(?:lo |la |los |las )?(?:llega|llegan|llegaria|viene|vienen|pasan|pasa|sale|salen|traen|traes|mandan|mandas|entregan|envian|llevan)|(?:estaria|estarian|esta|estan) (?:aca|en casa|el pedido))\b/.test(norm) ||
    /\b(?:(?:lo|la|los|las) (?:traen|traes|mandan|mandas|llevan|llevas|envian|envias|alcanzan|alcanzas)|llega|llegan|sale|salen) (?:ya|ahora|hoy|ya mismo|ahora mismo|rapido|enseguida)\b/.test(norm);
  const time = when || /\b(?:tarda|tardan|demora|demoran|cuando (?:llega|llegaria|me llega)|en cuanto tiempo|cuanto tiempo|hoy mismo|en el dia)\b/.test(norm);
  // questions36 (t35c 038): "cuánto sale el envío? y cuánto tarda" asks both; the cost words are
  // read only outside the time's own phrases, so "cuanto tarda" or "cuando sale" is never a price.
  const rest = norm.replace(DELIVERY_TIME_WORDS, " ");
  const cost = MINIMUM_ASKED.test(rest) || /\b(?:cuanto|costo|precio|valor|sale|cuesta|cobran|cobras|gratis|cargo)\b/.test(rest);
  // "llegan" alone is the area only when no time is asked ("¿llegan hoy?" asks when).
  const area = /\b(?:hasta donde|zona|zonas|radio|envian a|mandan a|reparten|barrio)\b/.test(norm) || (!time && /\bllegan\b/.test(norm));
  // Cost with the area stays the cost: a place named is answered beside it (answers16).
  if (cost) return time ? (area ? "any" : "cost_time") : "cost";
  if (area) return "area";
  return time ? "time" : "any";
}

/** "y el domingo?", "¿los sábados?", "y el feriado?": a day and nothing else. */
const DAY_ALONE = /^(?:y |e |and )?(?:el |los |la |las |on )?(?:domingos?|lunes|martes|miercoles|jueves|viernes|sabados?|feriados?|finde|fin de semana)$/;

type HoursAsked = { day: number | "today" | "tomorrow" | "holiday" | null; aspect: "open" | "close" | "now" | "any" };

/** Each day a message asks the hours of (none named: one question, today's or now). */
function hoursAsked(words: Word[], norm: string): HoursAsked[] {
  const days: HoursAsked["day"][] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k].n;
    let day: HoursAsked["day"] = null;
    if (DAYS[w] !== undefined) day = DAYS[w];
    else if (w === "hoy") day = "today";
    else if (w === "manana" && words[k - 1]?.n !== "la") day = "tomorrow";
    else if (w === "feriado" || w === "feriados") day = "holiday";
    else if (w === "finde" || (w === "fin" && words[k + 1]?.n === "de" && words[k + 2]?.n === "semana")) day = 6;
    if (day !== null && !days.includes(day)) days.push(day);
  }
  const close = /\b(?:cierran|cierra|cerras|cerrar|cierre|hasta (?:que|q|k) hora|hasta (?:cuando|cuándo|q|k)|hasta las|hasta tarde|abiertos hasta|abierto hasta)\b/.test(norm);
  const open = /\b(?:abren|abre|abris|abrir|a (?:que|q|k) hora abren|desde (?:que|q|k) hora|desde las)\b/.test(norm);
  const now = /\b(?:estan abiertos|esta abierto|estan abiertas|abierto ahora|abiertos ahora|atienden ahora|ya abrieron|siguen abiertos|todavia estan)\b/.test(norm);
  const aspect = (day: HoursAsked["day"]): HoursAsked["aspect"] => (now && day === null && !close ? "now" : close && !open ? "close" : open && !close ? "open" : "any");
  return (days.length ? days : [null]).map((day) => ({ day, aspect: aspect(day) }));
}

function paymentAsked(norm: string): { method: "cash" | "transfer" | "mercadopago" | "card" | null; alias: boolean } {
  const alias = /\b(?:alias|cbu|cvu|datos para transferir|datos bancarios|numero de cuenta|a donde transfiero|donde te transfiero)\b/.test(norm);
  let method: "cash" | "transfer" | "mercadopago" | "card" | null = null;
  if (/\b(?:tarjeta|tarjetas|debito|credito|visa|mastercard|posnet|cuotas)\b/.test(norm)) method = "card";
  else if (/\b(?:mercado pago|mercadopago|mp|mpago|qr|link de pago)\b/.test(norm)) method = "mercadopago";
  else if (/\b(?:transferencia|transferir|transfiero|deposito)\b/.test(norm)) method = "transfer";
  else if (/\b(?:efectivo|cash|billete|billetes|contra entrega)\b/.test(norm)) method = "cash";
  return { method, alias };
}

function dedupe(questions: Question[]): Question[] {
  const seen = new Set<string>();
  return questions.filter((q) => {
    const key = q.kind === "product" ? `product:${q.query}` : q.kind === "hours" ? `hours:${q.day}` : q.kind;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
