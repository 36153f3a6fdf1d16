import { deliveryPlace } from "../../shop-answers";
import { sentence, type Phrasing } from "../../language";
import { labelledCity, placeName } from "../../understand/city";
import type { Understanding } from "../../understand/types";
import type { Pack } from "./tools";
import { fold } from "../../../lib/fold";
import { formatMoney } from "../../../lib/money";
import { packLabel } from "./replies";
import { saysMoneyShort } from "./cues";

// Questions about the mattress itself that the shared reading files under no topic: its sizes
// and what it is made of are answered from the catalog row (name and description); a question
// the shop's data cannot answer (warranty, health…) is said so (instalments are answered from
// the shop's payment methods, payment-questions.ts), with the offer of a
// person, never guessed.


/** Asking about the product's size or build ("¿es de 140x190?" names the size asked). */
// English and Portuguese ask it their way too ("how big is it?", read "how grande"; trial 18a packs).
const ABOUT_PRODUCT = /\b(?:how (?:big|grande|large|wide|long|thick|tall|high)|dimensions?|measure(?:s|ments?)?|thickness|height|width|medidas?|sizes?|tamanhos?|mide|miden|tamanos?|dimensiones|plazas?|king|queen|matrimoniales?|individual(?:es)?|de que (?:es|son|esta|material)|materiales?|espuma|resortes?|alto|altura|grosor|cm)\b|\b\d{2,3}\s*(?:x|×|por)\s*\d{2,3}\b/;
/** Sizes a customer may ask for; offered only when the catalog row names them. */
const SIZES = /\b(?:(?:1|una|un) plaza|plaza y media|(?:2|dos) plazas(?: y media)?|king(?: size)?|queen(?: size)?|matrimonial|individual)\b/;
/** Topics the shop's data has no answer for. */
const NO_DATA = /\b(?:garantia|warranty|guarantee|garantias|hernia|espalda|columna|cintura|salud|medico|ortopedic[oa]s?|firmeza|firme|blando|duro|colores?|almohadas?|sabanas?|factura)\b/;
const INTERROGATIVE = /^(?:y\s+)?(?:tiene|tienen|tenes|hay|es|son|hacen|cuanto|cuanta|cuantos|que|q|como|cual|cuales|donde|cuando|sirve|sirven|viene|vienen|trae|traen|incluye|puedo|se puede)\b/;

export function isQuestion(u: Understanding): boolean {
  return u.text.includes("?") || INTERROGATIVE.test(u.normalized);
}

/**
 * The answers to this message's questions about the mattress (empty when it asks none of them).
 * `answeredElsewhere`: the shared answers (price, delivery, payment…) already say something.
 */
export function productAnswers(u: Understanding, packs: Pack[], answeredElsewhere: boolean, session: Phrasing, currency: string): string[] {
  // "mejor no, dejalo, muy caro" declines: the decline is taken as it is, the price not argued.
  // t37a 084: "uy caro. no tengo plata ahora" is heard ("Te entiendo 🙏 Sin compromiso…", as a price
  // asked beside it gets, price-answers.ts), never answered with the bigger pack as the better deal.
  const short = saysMoneyShort(u);
  const cheapest = PRICE_COMPLAINT.test(u.normalized) && !short && u.yesNo !== "no" && !DECLINED.test(u.normalized) ? cheapestPerUnit(packs, currency, session) : null;
  // t36a 088, t36a 055: "¿cuál es el más barato?", "the cheapest" (no pack chosen: the caller
  // reads a choice first) ask which pack costs least: named, never "no tengo ese dato".
  const lowest = LOWEST_ASKED.test(u.normalized) || LOWEST_ASKED.test(fold(u.text)) ? lowestPack(packs, currency, session) : null;
  if (lowest) return [lowest];
  if (!isQuestion(u)) return cheapest ? [cheapest] : short && !answeredElsewhere ? [sentence(session, "packsMoneyNoted")] : [];
  const single = packs.find((p) => p.units === 1) ?? packs[0];
  const answers: string[] = [];
  const words = u.normalized;
  if (single && ABOUT_PRODUCT.test(words)) {
    const row = fold(`${single.name} ${single.description ?? ""}`);
    const asked = SIZES.exec(words)?.[0];
    const what = `${single.name}${single.description ? ` (${single.description})` : ""}`;
    answers.push(asked && !row.includes(asked.replace(/^(?:una|un) /, "1 ").replace(/^dos /, "2 ")) ? sentence(session, "packsNoSize", { size: asked, what }) : sentence(session, "packsOneModel", { what }));
  }
  if (NO_DATA.test(words)) answers.push(sentence(session, "packsNoData"));
  if (cheapest) answers.push(cheapest);
  if (short && !answeredElsewhere && !answers.length) answers.push(sentence(session, "packsMoneyNoted"));
  // A question nothing answers, with nothing else in the message: said so, never guessed (the
  // caller leaves it uncertain, so with a model it may answer it from the tools instead).
  if (!answers.length && !answeredElsewhere && isOpenQuestion(u)) answers.push(openAnswer(session));
  return answers;
}

/** details25 (t24a 208): "son caros", "uh que caro", "es muy caro": a complaint about the price. */
const PRICE_COMPLAINT = /\b(?:caros?|caras?|carisim[oa]s?|expensive|pricey)\b/;
const DECLINED = /\b(?:mejor no|dejalo|deja|no gracias|no quiero|paso|no thanks|deixa)\b/;

/** The pack that costs least per mattress, from the catalog's prices (never a discount of its own). */
function cheapestPerUnit(packs: Pack[], currency: string, session: Phrasing): string | null {
  const best = [...packs].sort((a, b) => a.price / a.units - b.price / b.units)[0];
  if (!best) return null;
  // Rounded to whole units of money: "$316.333 por colchón", never "$316.333,33".
  const each = formatMoney(Math.round(best.price / best.units / 100) * 100, currency);
  return sentence(session, "packsCheapest", { pack: packLabel(best, session), price: formatMoney(best.price, currency), each });
}

/** Asking for the pack that costs least ("el más barato", "la promo más barata", "the cheapest", "cuál sale menos"). */
const LOWEST_ASKED = /\b(?:(?:el|la|lo|cual|cuales|que) (?:(?:es|son) )?(?:(?:el|la|lo) )?(?:(?:pack|promo|opcion|oferta) )?mas (?:barat[oa]s?|economic[oa]s?)|(?:the )?cheapest(?: one| pack| option)?|(?:cual|que) (?:sale|cuesta) menos|o mais barato)\b/;

/** The pack with the lowest price, with the best value per mattress when that is another pack. */
function lowestPack(packs: Pack[], currency: string, session: Phrasing): string | null {
  const low = [...packs].sort((a, b) => a.price - b.price)[0];
  const best = [...packs].sort((a, b) => a.price / a.units - b.price / b.units)[0];
  if (!low || !best) return null;
  if (best === low) return sentence(session, "packsCheapest", { pack: packLabel(low, session), price: formatMoney(low.price, currency), each: formatMoney(Math.round(low.price / low.units / 100) * 100, currency) });
  const each = formatMoney(Math.round(best.price / best.units / 100) * 100, currency);
  return sentence(session, "packsLowest", { pack: packLabel(low, session), price: formatMoney(low.price, currency), best: packLabel(best, session), each });
}

/** A question with nothing the sale reads in it (no data, no yes or no, no greeting alone). */
function isOpenQuestion(u: Understanding): boolean {
  const words = u.normalized.split(" ").filter(Boolean);
  return words.length >= 2 && !Object.keys(u.fields).length && !u.yesNo && !u.cancelOrder && !u.paymentMethod && !u.wantsToCheckout;
}

/** The words for a question nothing recognised: the caller tells it apart (a model may do better). */
export function openAnswer(session: Phrasing): string {
  return sentence(session, "packsOpenAnswer");
}

/** How long delivery takes once ordered: the shop's data, else said unknown with the offer of a person. */
export function deliveryTime(eta: string | undefined, orderNumber: string | null, session: Phrasing): string {
  const order = orderNumber ? sentence(session, "packsOfYourOrder", { number: orderNumber }) : "";
  return eta ? sentence(session, "packsEtaKnown", { order, eta }) : sentence(session, "packsEtaUnknown", { order });
}

/** "¿Cuándo me llega?", "¿cuánto tarda?": asking when the order arrives. */
export const ASKS_WHEN = /\b(?:cuando|para cuando|cuanto (?:tarda|demora)|en cuanto tiempo|cuantos dias|tarda|tardan|demora|demoran)\b/;

/** A verb of delivering somewhere, in a question. */
const DELIVERS = /\b(?:llegan|llegas|mandan|envian|envias|reparten|entregan|hacen envios?)\b/;
/** "y a Bahía Blanca llegan?", "hasta Tigre llegan?": the place said before the verb. */
const PLACE_THEN_VERB = /(?:^|[\s¿,])(?:y\s+)?(?:a|hasta)\s+(\p{L}[\p{L}.]*(?:\s+\p{L}[\p{L}.]*){0,2}?)\s+(?:tambien\s+|también\s+)?(?:llegan|llegás|llegas|mandan|envían|envian|reparten|entregan)\b/iu;

/** "¿llegan hasta acá?", "¿me lo mandan?": a delivery question about where the customer is. */
const ASKS_HERE = /\b(?:hasta )?(?:aca|ahi|alla)\b|\b(?:me lo|me los|me las|lo|los) (?:mandan|envian|traen|llevan)\b|\b(?:llegan|mandan|envian|hacen envios?)\b/;

/**
 * A question about the delivery area names a place ("¿hacen envíos a Lanús?", "vivo en Quilmes,
 * ¿llegan hasta acá?"): the place answered and kept as the city when none is known; the words
 * are never the street address (a question holds no address without a number).
 */
export function withDeliveryPlace(u: Understanding, knownCity: string | undefined): { u: Understanding; place: string | null } {
  // "y a Bahía Blanca llegan?", "vivo en Quilmes, ¿llegan?": a bare "llegan" asked about a place.
  const placeFirst = PLACE_THEN_VERB.exec(u.text)?.[1] ?? null;
  const asked = u.questions.some((q) => q.kind === "delivery") || (isQuestion(u) && DELIVERS.test(u.normalized) && (placeFirst !== null || labelledCity(u.text) !== null));
  if (!asked) return { u, place: null };
  // The text as written, else its Spanish reading ("do you deliver to Tigre" read "hacen envíos a Tigre").
  const place = deliveryPlace(u.text) ?? deliveryPlace(u.normalized) ?? (placeFirst ? placeName(placeFirst) : null) ?? (ASKS_HERE.test(u.normalized) ? labelledCity(u.text) : null);
  if (!u.questions.some((q) => q.kind === "delivery")) u = { ...u, questions: [...u.questions, { kind: "delivery", aspect: "area" }] };
  const fields = { ...u.fields };
  const invalidFields = { ...u.invalidFields };
  if (fields.address && !/\d/.test(fields.address)) delete fields.address;
  delete invalidFields.address;
  if (place && !knownCity && !fields.city) fields.city = place;
  return { u: { ...u, fields, invalidFields, doubtful: u.doubtful.filter((f) => f !== "address") }, place };
}
