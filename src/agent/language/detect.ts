// Which language a customer writes in, per message: Spanish, English or Portuguese, from words
// only one of them uses (and a few letters only one of them has). Deterministic and tiny on
// purpose: the agent reads Spanish, and this decides which words to read through the language
// room's tables and which entries of the message catalog to answer with.

export type Lang = "es" | "en" | "pt";

export const LANGS: readonly Lang[] = ["es", "en", "pt"];

export const DEFAULT_LANG: Lang = "es";

// Words that, written by a customer of an Argentine shop, point to one language. Words the
// languages share ("para", "no", "que", "coca", "confirmo") are left out: they decide nothing.
// ("ola" without its accent is how many Argentines type "hola": no Portuguese marker.)
const MARKERS: Record<Lang, ReadonlySet<string>> = {
  es: new Set(
    "hola buenas buen tardes noches quiero queria quisiera tenes tienes tenés tienen hay gracias si sí dale listo dame pasame mandame mandás mandas agregá agrega agregame sacá saca cuanto cuánto sale cuesta precio qué cual cuál donde dónde llamo soy nombre dirección direccion efectivo envio envío retiro retirar tarjeta transferencia el la los las del y con unas unos una tres cuatro seis siete ocho nueve diez eso también tambien porfa están estan hasta abren cierran vos usted ustedes chau perdón perdon bueno ahí alla acá aca mañana hoy".split(" "),
  ),
  en: new Set(
    "i i'm im i'd i'll want wanna would like please pls plz the and with hi hello hey thanks thank you yes yeah yep sure my name is are to for how much what do does have get need send address deliver pickup pick cash card transfer that's thats it all done order some can could cokes coke water beer beers chips cookies bread milk juice one two three four five six seven eight nine of this these those where when open close today tomorrow bye goodbye sorry help person human agent cancel remove add hurry rush asap quickly".split(" "),
  ),
  pt: new Set(
    "pressa depressa logo oi olá obrigado obrigada valeu sim não nao você voce vocês voces tem têm meu minha eu quero gostaria um uma dois duas quatro sete oito nove dez isso só tudo bom boa noite nome endereço endereco rua dinheiro cartão cartao pix pode posso mais também tambem refrigerante refrigerantes cerveja cervejas água suco leite pão pao biscoito bolacha quanto custa chama chamo beleza então entao tchau desculpa obrigadão mesmo já falei coloquei pedi são estão aqui agora preciso ainda fechar fechamos entrega entregam".split(" "),
  ),
};

// Spanish verbs a customer asks or orders with count double: brand names are often English words
// ("tienen seven up?", "hay speed?") and must not turn a Spanish question into English.
// voice25 (t23b 017): "ola kiero 2 jugo tang i 3 sopas knor" came to English on its "i" (a typed
// "y"): the way Argentines type these verbs by ear ("kiero", "ablame") counts as the verb does.
const STRONG_ES = new Set("tienen tenes tenés tienes hay quiero queria quería quisiera kiero kiere qiero keria dame mandame pasame cuanto cuánto vendes venden ablame hablame ablas hablas".split(" "));

// "sí", "uno", "hasta" are Spanish but "si", "uno" could be typed in any: only the set above decides.
// Letters only one of the three languages writes.
const LETTERS: { lang: Lang; re: RegExp }[] = [
  { lang: "es", re: /[ñ¿¡]/ },
  { lang: "pt", re: /[ãõç]|\bvc\b/ },
];

/** Each language's evidence in one message: marker words and telltale letters. */
export function languageScores(text: string): Record<Lang, number> {
  const lower = text.toLowerCase().slice(0, 4096);
  const scores: Record<Lang, number> = { es: 0, en: 0, pt: 0 };
  for (const word of lower.split(/[^\p{L}\p{N}']+/u)) {
    if (!word) continue;
    for (const lang of LANGS) if (MARKERS[lang].has(word)) scores[lang] += 1;
    if (STRONG_ES.has(word)) scores.es += 1;
  }
  for (const { lang, re } of LETTERS) if (re.test(lower)) scores[lang] += 2;
  return scores;
}

// Ways to pay are said in a shop's or a wallet's own word whatever the customer's language
// ("pix?", "cash?" from an Argentine; answers18, trial 17): a message whose only marker words are
// these tells no language, so it never switches the conversation.
const PAYMENT_MARKERS = new Set("pix cash card transfer dinheiro cartão cartao efectivo tarjeta transferencia".split(" "));

/** Whether every marker word of a message is a way to pay (none else tells its language). */
function onlyPaymentMarkers(text: string): boolean {
  const words = text.toLowerCase().slice(0, 4096).split(/[^\p{L}\p{N}']+/u).filter((w) => LANGS.some((lang) => MARKERS[lang].has(w)) || STRONG_ES.has(w));
  return words.length > 0 && words.every((w) => PAYMENT_MARKERS.has(w)) && !LETTERS.some(({ re }) => re.test(text.toLowerCase().replace(/cart[aã]o/g, "")));
}

/** The language one message is written in, or null when its words do not tell ("30123456", "Juan Pérez", "ok", "pix?"). */
export function detectLanguage(text: string): Lang | null {
  if (onlyPaymentMarkers(text)) return null;
  const scores = languageScores(text);
  const [best, second] = [...LANGS].sort((a, b) => scores[b] - scores[a]);
  if (scores[best] === 0 || scores[best] === scores[second]) return null;
  return best;
}

// voice25 (t23b 017): "ablame en castellano" after English answers; "in English please". A
// request names the language and asks to be spoken to in it (an imperative, or "in X please"),
// so "¿por qué me hablás en inglés?" alone names English without asking for it.
const ASKED: { lang: Lang; re: RegExp }[] = [
  { lang: "es", re: /\b(?:h?abl[aá](?:me|nos|mos)|h?ablemos|h?ablen(?:me)?|escrib[ií](?:me|nos)|contest[aá](?:me|nos)|respond[eé](?:me|nos)|speak|talk|write|reply|answer|fala|fale|escreva)(?: (?:to|with) (?:me|us)| comigo)?\s+(?:en|in|em)\s+(?:castellano|espa[nñ]ol|spanish|espanhol)\b|\b(?:en|in) (?:castellano|espa[nñ]ol|spanish),? (?:por ?fa(?:vor)?|please|pls)\b/i },
  { lang: "en", re: /\b(?:speak|talk|write|reply|answer)(?: (?:to|with) (?:me|us))?\s+in\s+english\b|\bin english,? (?:please|pls|plz)\b|\bdo you speak english\b|\b(?:h?abl[aá](?:me|nos)|h?ablemos|escrib[ií](?:me|nos)|contest[aá](?:me|nos))\s+en\s+ingl[eé]s\b/i },
  { lang: "pt", re: /\b(?:fala|fale|falar|escreva|escreve|responda|responde)(?: comigo)?\s+em\s+portugu[eê]s\b|\bem portugu[eê]s,? por favor\b|\b(?:speak|talk|write)(?: to me)?\s+in\s+portuguese\b|\b(?:h?abl[aá](?:me|nos)|h?ablemos|escrib[ií](?:me|nos))\s+en\s+portugu[eé]s\b/i },
];

/** The language a message explicitly asks to be spoken to in ("ablame en castellano", "in English please"), or null. */
export function askedLanguage(text: string): Lang | null {
  const lower = text.toLowerCase().slice(0, 4096);
  const asked = ASKED.filter(({ re }) => re.test(lower)).map(({ lang }) => lang);
  // The last one asked wins: "no me hables en inglés, ablame en castellano".
  if (asked.length <= 1) return asked[0] ?? null;
  return asked.sort((a, b) => lastIndex(lower, b) - lastIndex(lower, a))[0];
}

function lastIndex(text: string, lang: Lang): number {
  const re = new RegExp(ASKED.find((a) => a.lang === lang)!.re.source, "gi");
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index ?? at;
  return at;
}

// A message that opens with a greeting of the other language ("oi, quero 2 fanta", "hi! do you
// deliver?") starts over in it: whoever writes now greets in their own language.
const GREETS: Record<Lang, RegExp> = {
  es: /^\W*(?:hola|buenas|buen d[ií]a|buenos d[ií]as)\b/i,
  en: /^\W*(?:hi|hello|hey|good (?:morning|afternoon|evening))\b/i,
  pt: /^\W*(?:oi|ol[aá]|bom dia|boa tarde|boa noite)\b/i,
};

/** What the language room remembers between messages: the language, and one message's worth of another. */
export interface LanguageMemory {
  language?: Lang;
  /** How many messages told the conversation's language so far (unset: none counted yet). */
  languageTold?: number;
  /** Another language the last telling message was clearly in, not yet switched to. */
  languageNext?: Lang | null;
}

/**
 * voice25 (t24a 109): "did you add the pepsi?" once, in a Spanish conversation of four messages,
 * turned every later answer to English. A conversation its language has told more than once
 * switches on a run — two messages in a row clearly in the other language — or when the customer
 * asks for a language; one that only greeted ("hola", then "I want 2 cokes please") switches at once.
 * A single message in another language is still read in its own words (turn.ts) and answered in
 * the conversation's language.
 */
export function followLanguage(memory: LanguageMemory, text: string): void {
  const asked = askedLanguage(text);
  if (asked) {
    Object.assign(memory, { language: asked, languageTold: 2, languageNext: null });
    return;
  }
  const before = memory.language;
  const after = nextLanguage(before, text);
  const told = detectLanguage(text);
  if (!before || after === before) {
    // The first message sets the language even when it tells none (Spanish): nothing told yet.
    if (!before) memory.languageTold = 0;
    memory.language = after;
    if (told === after) memory.languageTold = (memory.languageTold ?? 0) + 1;
    if (told) memory.languageNext = null;
    return;
  }
  // Sessions from before this memory count as settled.
  const settled = (memory.languageTold ?? 2) >= 2;
  if (!settled || memory.languageNext === after || GREETS[after].test(text)) {
    Object.assign(memory, { language: after, languageTold: 1, languageNext: null });
    return;
  }
  memory.languageNext = after;
}

/**
 * The conversation's language after one more message. The first message that tells sets it; after
 * that the customer switches with a message that clearly is in another language (two marker
 * words more than the current language has in it), so a stray "ok thanks" or a name does not
 * flip a conversation.
 */
export function nextLanguage(current: Lang | undefined, text: string): Lang {
  const scores = languageScores(text);
  const detected = detectLanguage(text);
  if (!detected) return current ?? DEFAULT_LANG;
  if (!current) return detected;
  if (detected === current) return current;
  return scores[detected] - scores[current] >= 2 ? detected : current;
}
