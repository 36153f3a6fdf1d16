import type { Pack } from "./tools";

// The pack a customer names in their own words: "el de 2", "2x", "tres colchones", "el primero".

const UNIT_WORDS: Record<string, number> = { un: 1, uno: 1, una: 1, solo: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 };
const ORDINALS: Record<string, number> = { primero: 0, primera: 0, primeiro: 0, primeira: 0, segundo: 1, segunda: 1, tercero: 2, tercera: 2, terceiro: 2, terceira: 2 };
/** "el segundo", and the Portuguese "o segundo" / "a primeira" (trial 19a 208: the README promises "o primeiro"). */
const ORDINAL = /\b(?:el|la|o|a)\s+(primero|primera|primeiro|primeira|segundo|segunda|tercero|tercera|terceiro|terceira)\b/;
/** "el del medio", "la de en medio", "o do meio" (t32a 044): the middle option of an odd number of packs. */
const MIDDLE = /\b(?:el|la|o|a)\s+(?:del|de\s+en|de|do)\s+(?:medio|meio)\b/;
/**
 * "el mas barato", "la promo más económica", "el que sale menos" (t34a 071): the pack with the lowest
 * price, the total the customer pays. Asked ("¿cuál es el más barato?") it is a question, never a choice.
 */
const CHEAPEST = /\b(?:el|la|lo)\s+(?:(?:pack|promo|promocion|opcion|combo)\s+)?(?:mas\s+(?:barat[oa]|economic[oa])|menos\s+car[oa]|que\s+(?:sale|cuesta|vale)\s+menos)\b/;
const ASKED_WHICH = /\b(?:cual|cuales|which)\b|\?/;
const N = "(\\d|un|uno|una|dos|tres|cuatro|cinco)";
const PATTERNS = [
  new RegExp(`\\b${N}\\s*x\\b`), // "2x", "2 x"
  new RegExp(`\\bx\\s*${N}\\b`), // "x2"
  new RegExp(`\\b(?:pack|combo|promo|promocion|opcion|kit)\\s+(?:de\\s+|x\\s*)?${N}\\b`), // "el pack de 3", "opción 2"
  new RegExp(`\\b(?:el|la|los|las)\\s+(?:de\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`), // "el de 2", "la 3", "los 2 que te dije"
  new RegExp(`\\b(?:comprar|comprarme|llevar|llevarme|encargar|pedir)\\s+(?:los\\s+|las\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`), // "quiero comprar dos"
  new RegExp(`\\b${N}\\s+colchon(?:es)?\\b`), // "3 colchones", "un colchón"
  new RegExp(`^(?:quiero\\s+|dame\\s+|mejor\\s+)?${N}(?:\\s+solo)?(?:\\s+por\\s+favor)?$`), // "2", "mejor uno solo"
  new RegExp(`\\b(?:solo|solamente|nomas)\\s+${N}\\b(?!\\s*(?:de|mil|\\d))|\\b${N}\\s+solo\\b`), // "just one" (read "solo 1"), "uno solo"
  // "cambiamelo a 2", "pasalo a 3", "cambialo por el de 2", "cambialo al de 3" (trial 18), "que sean 3", "ponele 2", "hacelo de 2".
  new RegExp(`\\b(?:cambi[a-z]*|pas(?:a|alo|ala|ame|amelo|amela|arlo|arla)|modific[a-z]*)\\s+(?:(?:el|la)\\s+(?:pack|promo|pedido|cantidad|compra)\\s+)?(?:(?:a|por)\\s+(?:el\\s+(?:de\\s+|pack\\s+(?:de\\s+)?)?|la\\s+|los\\s+)?|al\\s+(?:de\\s+|pack\\s+(?:de\\s+)?)?)${N}\\b(?!\\s*(?:de|mil|\\d))`),
  new RegExp(`\\b(?:que sean|mejor sean|sean|ponele|poneme|pone|mandame|haceme|hacelo de|hacemelo de|dejalo en|dejamelo en)\\s+(?:los\\s+|las\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`),
  new RegExp(`\\b(?:llevo|llevar|llevaria|quiero|dame|mejor|prefiero|me quedo con|cambiame a|cambialo a|pasame a|pasalo a)\\s+(?:el\\s+(?:de\\s+)?|la\\s+|los\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`), // "y si mejor llevo 2?"
  // "ya te dije, 2", "te dije el de 3", "I already said, 2" (read "ya te dije 2"): the pack said again.
  new RegExp(`\\b(?:te dije|te lo dije|ya dije|te pedi|te habia dicho)\\s+(?:que\\s+)?(?:(?:el|la)\\s+(?:de\\s+|pack\\s+(?:de\\s+)?)?|los\\s+|las\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`),
  new RegExp(`\\b${N}\\s*-?\\s*pack\\b`), // "the 2 pack", "3-pack"
  new RegExp(`^(?:no\\s+)?${N}\\s+(?:te dije|te lo dije|dije|te pedi)\\b`), // "no, 3 te dije!! 2915556677, …"
  // "the 2 one" (read "2 1" by the English table), at the start only, or after a go-on word ("ok the 2 one, cash"; trial 18a 205).
  new RegExp(`^(?:(?:ok|okay|dale|bueno|listo|si|yes|vale)\\s+)*(?:(?:el|la)\\s+)?${N}\\s+1\\b(?!\\s*(?:\\d|de|mil|x)\\b)`),
];

/** "2 plazas", "dos plazas y media": the mattress's size, never a number of mattresses. */
const SIZE = /\b(?:\d|un|una|dos|tres)\s+plazas?(?:\s+y\s+media)?\b/g;

/** "2 colchones, mmm mejor 3", "el de 3, bah el de 2": where a pack said is changed in the same breath. */
const CHANGED = /\b(?:mejor|bah|digo|perdon|corrijo)\b/g;

/** The part of a burst names a pack ("quiero el pack de 3", "el de 2", "o segundo"): read by this kind, never named back as not understood. */
export function namesPack(normalized: string): boolean {
  const said = normalized.replace(SIZE, " ").replace(/[¿?¡!.,;]+/g, " ").replace(/\s+/g, " ").trim();
  return PATTERNS.some((re) => re.test(said)) || ORDINAL.test(said) || MIDDLE.test(said) || cheapestSaid(normalized);
}

/** A pack named in normalised text ("el de 2", "2x", "tres colchones", "el primero"), or null. */
export function parsePack(said: string, packs: Pack[]): Pack | null {
  const normalized = said.replace(SIZE, " ").replace(/\s+/g, " ").trim();
  if (!normalized || packs.length === 0) return null;
  // The last change said wins ("quiero 2 colchones, mmm mejor 3" is the pack of 3).
  const changes = [...normalized.matchAll(CHANGED)];
  const last = changes.at(-1);
  if (last?.index && last.index > 0) {
    const changed = namedPack(normalized.slice(last.index), packs);
    if (changed) return changed;
  }
  return namedPack(normalized, packs);
}

function namedPack(normalized: string, packs: Pack[]): Pack | null {
  for (const re of PATTERNS) {
    const m = re.exec(normalized);
    if (!m) continue;
    const units = /^\d$/.test(m[1]) ? Number(m[1]) : UNIT_WORDS[m[1]];
    const pack = packs.find((p) => p.units === units);
    if (pack) return pack;
  }
  const ordinal = ORDINAL.exec(normalized);
  if (ordinal) return packs[ORDINALS[ordinal[1]]] ?? null;
  if (cheapestSaid(normalized)) return packs.reduce((a, b) => (b.price < a.price ? b : a));
  // Only an odd number of options has one in the middle.
  return MIDDLE.test(normalized) && packs.length % 2 === 1 ? packs[(packs.length - 1) / 2] : null;
}

const PRICE_OF_N = new RegExp(`\\b(?:salen|sale|cuestan|cuesta|valen|vale|saldrian|saldria|serian|seria|precio de|precio por|cuanto por|cuanto para|cuanto for)\\s+(?:los\\s+|las\\s+|el\\s+(?:pack\\s+)?(?:de\\s+)?)?${N}\\b(?!\\s*(?:mil|\\d))`);

/**
 * "y si llevo 3?", "cuánto sale si compro 2?": a pack supposed after "si" asks its price, never
 * chooses it (trial 19a 209). Only after a word that makes the "si" an "if": "si, llevo 3" is a yes.
 */
const SUPPOSED = new RegExp(`\\b(?:y|pero|que tal|cuanto|sale|salen|seria|serian|cuesta|cuestan|precio)\\s+si\\s+(?:llevo|llevamos|llevara|compro|compramos|comprara|pido|pedimos|son|fueran|quiero)\\s+(?:los\\s+|las\\s+|el\\s+(?:de\\s+|pack\\s+(?:de\\s+)?)?)?${N}\\b(?!\\s*(?:mil|\\d))`);

/** A price asked; "cuánto tarda", "quanto tempo demora" ask the time ("o de 3. quanto tempo…" chooses the pack). */
const ASKS_PRICE = /\b(?:cuanto|cuanta)\b(?!\s+(?:tiempo|tempo|tarda|tardan|demora|demoran|dias|falta))|\bprecios?\b/;

const AND_N = new RegExp(`^y\\s+(?:(?:el|la)\\s+de\\s+|los\\s+|las\\s+|por\\s+)?${N}(?:\\s+colchones)?$`);

/** The pack whose price is asked ("¿cuánto salen 2?", "precio del pack de 3"), or null. */
export function pricedPack(said: string, packs: Pack[], followsPrice = false): Pack | null {
  const normalized = said.replace(SIZE, " ").replace(/\s+/g, " ").trim();
  // "¿y 3?" right after a price: the same question for another number.
  const and = (followsPrice ? AND_N.exec(normalized) : null) ?? SUPPOSED.exec(normalized);
  if (!and && !ASKS_PRICE.test(normalized)) return null;
  const m = and ?? PRICE_OF_N.exec(normalized);
  if (m) return packs.find((p) => p.units === (/^\d$/.test(m[1]) ? Number(m[1]) : UNIT_WORDS[m[1]])) ?? null;
  return parsePack(normalized, packs);
}

/** "quiero", "necesito": the customer wants what follows ("quiero saber cuánto salen 2" only asks). */
const WANTS = /\b(?:quiero|queria|quisiera|necesito|necesitaria|me llevo|quero|i want)\b(?!\s+(?:saber|preguntar|consultar|averiguar|info|informacion))/;

/**
 * "quiero comprar dos colchones … pero cuánto sale??": a pack wanted beside a price question is
 * still the pack wanted — answered with its price and taken once the data is in, never asked
 * again (trial 19a 205). A supposed one ("y si llevo 3?") is only asked about.
 */
export function wantedBesidePrice(said: string, packs: Pack[]): Pack | null {
  const normalized = said.replace(SIZE, " ").replace(/\s+/g, " ").trim();
  if (SUPPOSED.test(normalized) || !WANTS.test(normalized)) return null;
  return parsePack(normalized, packs);
}

/**
 * t37a 086: "ok the cheapest one", "I'll take the cheapest", "quero o mais barato": the cheapest taken
 * with a word of taking it (English read in Spanish: "ok la cheapest", "quiero cheapest"). "the cheapest" alone stays a question (t36a 055: answered, nothing picked).
 */
const CHEAPEST_TAKEN = /\b(?:ok|okay|yes|yeah|sure|fine|then|take|want|go with|give me|send me|quiero|dame|dale|si|quero|vou levar|levo|manda)\s+(?:(?:the|o|a|la|el|lo)\s+)?(?:cheapest|mais barat[oa])\b/;

/** "el más barato" said as a choice, never asked about. */
function cheapestSaid(normalized: string): boolean {
  return (CHEAPEST.test(normalized) || CHEAPEST_TAKEN.test(normalized)) && !ASKED_WHICH.test(normalized);
}

/** A pack named inside a price question: "el de 3", "del de 1", "el pack de 2", "3 colchones". */
const PRICE_MENTION = new RegExp(`\\b(?:(?:el|del|la|los|pack|promo)\\s+(?:de\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))|${N}\\s+colchon(?:es)?\\b)`, "g");

/**
 * Every pack whose price one question asks ("cuanto sale el de 3? y el de 1?", t35a 089): two or
 * more named, each is answered, never only the first. Fewer than two: none (the one-pack answer).
 */
export function pricedPacks(said: string, packs: Pack[]): Pack[] {
  const normalized = said.replace(SIZE, " ").replace(/[¿?¡!.,;]+/g, " ").replace(/\s+/g, " ").trim();
  if (!ASKS_PRICE.test(normalized) || SUPPOSED.test(normalized)) return [];
  const named: Pack[] = [];
  for (const m of normalized.matchAll(PRICE_MENTION)) {
    const word = m[1] ?? m[2];
    const pack = packs.find((p) => p.units === (/^\d$/.test(word) ? Number(word) : UNIT_WORDS[word]));
    if (pack && !named.includes(pack)) named.push(pack);
  }
  return named.length >= 2 ? named : [];
}
