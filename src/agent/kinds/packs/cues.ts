import type { TurnEngine } from "../../engine";
import { fieldWord, langOf, sentence, word } from "../../language";
import { declinesDetails } from "../../subflows/refusals";
import type { detailsContext } from "../../subflows/details";
import { labelledCity } from "../../understand/city";
import { fold } from "../../../lib/fold";
import { saysHurry } from "../../understand/cues";
import { NAMED_CITY } from "./ahead";
import type { Understanding } from "../../understand/types";
import { packsData } from "./data";
import { missingFields } from "./steps";

// What a customer's words ask of the packs sale (folded, Spanish as the rules read it): interest,
// the promos asked for, dropping the purchase, a pack changed or named by a leading number.

/** "quiero un colchon", "necesito un colchón", "busco colchones" (t34a 075): the product wanted is interest in buying it. */
export const INTEREST = /\b(?:me interesa|interesad[oa]|quiero (?:comprar|info|saber|uno|una|el|la)|(?:quiero|queria|quisiera|necesito|busco|buscaba) (?:(?:un|unos|\d) )?colchon(?:es)?|comprar|promo|promos|promociones|precio|precios|info|informacion|oferta|ofertas|pasame)\b/;
/** The words of a price or info question that INTEREST also holds ("quiero saber el precio"). */
const ASKING_WORDS = /\b(?:(?:quiero|queria|quisiera) saber|precios?|info|informacion)\b/g;

/**
 * Interest in buying, beyond a price asked (t32a 028): "quiero saber el precio del pack de 3" is a
 * question, answered with the offer of the promos, never the start of the purchase (the details
 * asked). "me interesa, ¿cuánto sale?" and "quiero comprar, ¿precio?" still go ahead.
 */
export function interested(u: Understanding): boolean {
  const said = u.infoTopics.includes("prices") ? u.normalized.replace(ASKING_WORDS, " ") : u.normalized;
  return INTEREST.test(said);
}
export const CANCEL = /\bcancel(?:ar|a|o|en|alo|alo)?\b|\bno (?:lo|la) quiero\b|\bya no (?:lo|la)? ?quiero\b/;
/** Asking what the product is, not (yet) to buy it. */
export const INFO_ONLY = /\b(?:info|informacion|saber (?:mas|algo|sobre)|detalles|como es el colchon|contame)\b/;
export const BUY = /\b(?:comprar|compro|promo|promos|promociones|precio|precios|oferta|ofertas|pack|packs|quiero (?:uno|una|el|la|los|dos|tres))\b/;
/** Dropping the purchase before it is placed ("mmm mejor no, dejalo"); "dejalo así" keeps it. */
export const DROP = /\b(?:mejor no|no gracias|olvidalo|olvidate|ya fue|dejalo(?! (?:asi|como|en|con)\b)|deja nomas)\b/;
/**
 * t31a 017 / 046: "dejalo en 2", "no, dejalo así", "dejalo como está" keep what stands (the pack, the
 * order): never a cancel nor a no to the summary — the summary again, its yes still due.
 */
export const KEEP_AS_IS = /\b(?:dejalo|dejala|dejamelo|dejemoslo|deja|dejalos)(?: nomas)? (?:asi|como (?:esta|estaba|lo tenias|lo armaste)|en (?:\d|uno|una|dos|tres)\b|con (?:\d|uno|una|dos|tres)\b)|\b(?:asi esta bien|esta bien asi|asi nomas esta bien|asi como esta)\b/;
/** "pasamelas", "mandalas", "pasame", "las podés pasar": asking to be sent them (the promos, in this shop). */
export const SEND_THEM = /\b(?:pas|mand|envi|mostr)a(?:me|mela|melas|melos|las|los|rlas|rmelas|r)\b/;
/** "¿ahora?", "ya": once the data is in, asking for the promos without waiting. */
export const NOW = /\b(?:ahora|ya)\b/;
export const PROMOS_NOW = /\b(?:promo|promos|promociones|precio|precios|opciones|packs?|cuanto sale|cuanto cuesta|cuanto esta)\b/;

/** "pasamelas", and with the data in, "¿ahora?" / "mandalas ya": the promos asked for (before they were shown). */
export function asksForPromos(t: TurnEngine, u: Understanding): boolean {
  if (packsData(t.session).promosOfferedAt !== null || t.state === "compra_confirmada") return false;
  return SEND_THEM.test(u.normalized) || (t.state === "collecting_data" && !missingFields(t).length && NOW.test(u.normalized));
}

/**
 * "moro em Córdoba capital" said again among the data: the city is read (a correction), never left
 * over; "quiero el pack de 2, vivo en Rosario" before the data: the city, never a street without
 * its number.
 */
export function restating(context: ReturnType<typeof detailsContext>, said: string): ReturnType<typeof detailsContext> {
  // With nothing wanted and data known (at the summary), a place is a question, never a correction.
  // "no, la ciudad es Salta" names the field: a correction at any step (the promos come with the data, so right after it too).
  const named = NAMED_CITY.test(fold(said));
  if ((!context.wants.length && context.known.length && !named) || context.wants.includes("city") || !labelledCity(said)) return context;
  return { ...context, wants: [...context.wants, "city"], known: context.known.filter((f) => f !== "city") };
}

/** "1, efectivo", "2. transferencia": with the promos shown, a leading number is the pack. */
export const LEADING_PACK = /^([1-9])\b(?!\s*(?:de|mil|\d|plazas?|x)\b)/;

/** Words of changing the pack ("mejor", "cambialo", "que sean", "ponele"), folded. */
export const CHANGE_WORDS = /\b(?:mejor|cambia\w*|cambie\w*|que sean|ponele|poneme|prefiero|en vez)\b/;

/** An annoyed customer ("como q no sabes??", "no me contestaste", "te pregunté el precio"): no cheerful opener. */
const ANNOYED = /\b(?:como q(?:ue)? no|no me (?:contestaste|contestas|respondiste|respondes|entendes|entendiste)|no entendes|no entendiste|no sabes|te (?:pregunte|pregunto|estoy preguntando)|otra vez|ya te dije|te dije|you didn'?t answer|i asked|i said|nao entende|te perguntei)\b/;

/** "no tengo plata ahora", "estoy corto de guita", "no me alcanza": money is short (t28a 038). */
const MONEY_SHORT = /\b(?:no (?:tengo|tenemos|hay) (?:plata|un peso|guita|dinero|un mango)|(?:estoy|ando) (?:corto|corta|seco|seca|sin plata|sin un peso|pelado|pelada)|no me alcanza|i (?:have no|don'?t have(?: the)?) money|(?:sem|nao tenho) dinheiro)\b/;

/** An annoyed customer, one in a hurry ("si pero rapido…") or short of money: a cheerful "¡Genial!" only delays or jars. */
export function wantsNoCheer(u: Understanding): boolean {
  return u.anger !== "none" || declinesDetails(u.normalized) || ANNOYED.test(u.normalized) || /[?!]{2,}.*[?!]{2,}|\?{3,}/.test(u.text) || saysHurry(u.normalized) || saysMoneyShort(u);
}

/** What opens the data request when no cheer fits: the money concern acknowledged, or nothing. */
export function noCheerLead(t: TurnEngine, u: Understanding): string | null {
  // "quiero comprar colchones … no quiero dar mas datos" as the opener (t34a 077): why the first
  // detail is needed, never "¡Genial!" over the refusal.
  if (declinesDetails(u.normalized)) return word(langOf(t.session), "detailsDeclined", { field: fieldWord(langOf(t.session), missingFields(t)[0] ?? "firstName") });
  return saysMoneyShort(u) ? sentence(t.session, "packsMoneyShort") : null;
}

/** The customer said money is short ("no tengo plata ahora", "ando corto"). */
export const saysMoneyShort = (u: Understanding): boolean => MONEY_SHORT.test(u.normalized);
