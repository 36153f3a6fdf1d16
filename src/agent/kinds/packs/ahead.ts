import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import { detailsContext } from "../../subflows/details";
import { understand } from "../../understand";
import type { FieldName, Understanding } from "../../understand/types";
import { cityAmongParts, explicitCity, labelledCity } from "../../understand/city";
import { PACKS_REQUIRED, packsData, updatePacksData } from "./data";
import { packsDetails } from "./details";
import { packLabel, thanksName } from "./replies";
import { forSomeoneElse } from "./for-someone";
import { dataComplete, packs, summariseOrAskPayment } from "./steps";
import { deliveryAddress, type Pack } from "./tools";
import { fold } from "../../../lib/fold";

// What a customer says ahead of the step that asks it: their details while the shop is still
// chatting or showing promos ("buenas. Lucia Mendez, 11 3344 5566, Buenos Aires, Av Santa Fe
// 2100"), and the pack they want before the promos could be shown ("quiero el pack de 3"). Both
// are taken at once and used when their step comes, never asked again.

type ReadOptions = Parameters<typeof understand>[1];

/**
 * Outside the data step the understanding reads only labelled values; a message that is plainly
 * the customer's details (two of name, phone, city, address) is read as if they had been asked.
 */
export function readDetailsAhead(t: TurnEngine, said: string, u: Understanding, options: ReadOptions): Understanding {
  if (packsDetails.active(t) || t.state === "compra_confirmada") return u;
  const wide = understand(said, { ...options, ...detailsContext(t, { ...packsDetails, active: () => true }) });
  const read = PACKS_REQUIRED.filter((f) => wide.fields[f]).length;
  // Trial 18a 203: "3415667788" alone to "¿Querés que te pase las promos?", then "soy de rosario",
  // then "calle san juan 1450" ended in a handoff. A phone number alone is a detail (nothing else
  // is ten digits), and once one detail was given ahead, the next ones come one by one.
  const single = read === 1 && (PHONE_ALONE.test(said.trim()) || detailsBegun(t));
  return read >= 2 || (read >= 1 && Object.keys(u.fields).length >= 1) || single ? wide : u;
}

/** A message that is only a phone number, however it is grouped ("341 566-7788", "+54 9 11 …"). */
const PHONE_ALONE = /^\+?\d(?:[\s.-]?\d){7,14}$/;

/** Some, not all, of the details the data step asks were given ahead of it: the customer is giving them (at the summary they are all given, and a place said there is a question). */
export function detailsBegun(t: TurnEngine): boolean {
  const given = PACKS_REQUIRED.filter((f) => Boolean(t.session.customer[f])).length;
  return !packsDetails.active(t) && given > 0 && given < PACKS_REQUIRED.length;
}

/**
 * The city the shared reading left out of a details message (packs side: when to take it; the
 * reading of cities itself is src/agent/understand/city.ts): a labelled "ciudad Rosario", or,
 * in a list of details split by commas, the one part that is only a place name ("…, 11 3344
 * 5566, Buenos Aires, Av Santa Fe 2100").
 */
export function withCityPart(u: Understanding, said: string, active: boolean): Understanding {
  const labelled = labelledCity(said);
  // "localidad Quilmes" read whole as a doubtful "Localidad Quilmes": the label is not the city.
  const city = u.fields.city;
  if (city && labelled && fold(city) !== fold(labelled) && fold(city).endsWith(` ${fold(labelled)}`)) return { ...setCity(u, labelled), doubtful: u.doubtful.filter((f) => f !== "city") };
  if (city) return u;
  // "cidade: Córdoba" alone, at any step (a correction at the summary too).
  const explicit = explicitCity(said);
  if (explicit) return setCity(u, explicit);
  const read = PACKS_REQUIRED.filter((f) => u.fields[f]).length;
  // Only among details, or named as the city ("no, la ciudad es Salta"): "soy de Boca" alone is not a city to store.
  if (labelled && (read >= 1 || active || NAMED_CITY.test(fold(said)))) return setCity(u, labelled);
  // A list of details: the place part is the city (with the address, or before it is given).
  if (read < 2 || (!u.fields.address && !active)) return u;
  const part = cityAmongParts(said, Object.values(u.fields).map((v) => v ?? ""));
  return part ? setCity(u, part) : u;
}

/** A part that is only a labelled city ("soy de cordoba capital"): read by withCityPart, not left unread. */
export function saysCity(part: string): boolean {
  return labelledCity(part) !== null;
}


/** "la ciudad es Salta", "a cidade é Córdoba", "ciudad: Salta": the field named, a correction at any step. */
export const NAMED_CITY = /\b(?:(?:la|mi|a|minha) (?:ciudad|cidade) (?:es|e)|ciudad:|cidade:)\s/;

function setCity(u: Understanding, city: string): Understanding {
  return { ...u, fields: { ...u.fields, city } as Record<FieldName, string> };
}

/** "un colchón" is the product, not a choice of the single pack: only a number said is remembered. */
const GENERIC = /\b(?:un|una) colchon(?:cito)?\b/;

/**
 * t31a 049: "hola quiero un colchon, soy Silvia Ramos, 1145678901, Caba, …": one wanted in the same
 * message that gives a phone to deliver it is a purchase of one — the single pack, as "quiero comprar dos" is two.
 */
const WANTS_ONE = /\b(?:quiero|queria|quisiera|necesito|necesitaria|me llevo|comprar|compro)\s+(?:comprar\s+|llevar(?:me)?\s+|pedir\s+)?(?:un|una) colchon\b/;
const PHONE = /\d{8,}/;

/** "un colchón" naming the product, not the single pack ("uno solo", "el pack de 1" are the pack). */
export function genericOne(choice: Pack | null, normalized: string): boolean {
  if (WANTS_ONE.test(normalized) && PHONE.test(normalized.replace(/[\s-]/g, ""))) return false;
  return !!choice && choice.units === 1 && GENERIC.test(normalized) && !/\b(?:solo|uno solo|pack)\b/.test(normalized);
}

/** A pack named before the promos is remembered for when they come. */
export function rememberPack(t: TurnEngine, choice: Pack | null, normalized: string): void {
  if (!choice || packsData(t.session).promosOfferedAt !== null) return;
  if (genericOne(choice, normalized)) return;
  updatePacksData(t.session, { wanted: choice.productId });
}

/** "el que te dije", "lo que te pedí": the pack named earlier. */
export function packSaidBefore(t: TurnEngine, normalized: string, all: Pack[]): Pack | null {
  if (!/\b(?:que te (?:dije|pedi|habia dicho|comente)|lo que (?:te )?(?:dije|pedi))\b/.test(normalized)) return null;
  const wanted = packsData(t.session).wanted ?? packsData(t.session).pack;
  return all.find((p) => p.productId === wanted) ?? null;
}

/** "lo quiero", "dale, me lo llevo", "ese quiero": a want that points at what was just said, nothing named. */
const POINTED_WANT = /^(?:(?:dale|bueno|ok|listo|si|perfecto|genial|buenisimo|joya|entonces)\s+)*(?:(?:lo|la|ese|esa)\s+(?:quiero|llevo|compro|tomo)|me\s+(?:lo|la)\s+(?:llevo|quedo)|quiero\s+(?:ese|esa))(?:\s+(?:entonces|nomas|porfa|por favor|gracias))*$/;

/**
 * "el de 2 cuanto sale?" answered, then "dale lo quiero" (t35a 079): the one pack just priced is the
 * pack wanted, never lost to the details asked. Two packs priced, or none, leave it unsaid.
 */
export function pricedPackWanted(t: TurnEngine, normalized: string, all: Pack[]): Pack | null {
  const id = packsData(t.session).pricedLast;
  if (!id || !POINTED_WANT.test(normalized.replace(/[¿?¡!.,;]+/g, " ").replace(/\s+/g, " ").trim())) return null;
  return all.find((p) => p.productId === id) ?? null;
}

/**
 * The data is complete and a pack was named before: the promos step is the customer's choice
 * already made — the pack is selected and its summary (or the payment question) follows.
 * False when no pack was remembered (the caller shows the promos).
 */
export async function takeWantedPack(t: TurnEngine): Promise<boolean> {
  const wanted = packsData(t.session).wanted;
  const pack = (await packs(t)).find((p) => p.productId === wanted);
  if (!pack) return false;
  t.moveTo("ofrecer_promos");
  updatePacksData(t.session, { promosOfferedAt: t.now(), wanted: null });
  t.session.expecting = null;
  const selected = await t.call("select_pack", { productId: pack.productId });
  if (!selected.ok) {
    // Gone meanwhile (or refused): said, and the caller shows the promos to choose again.
    t.say(text(sentence(t.session, "packsGone", { pack: packLabel(pack, t.session), why: selected.code === "out_of_stock" ? sentence(t.session, "packsGoneSoldOut") : "" })));
    return false;
  }
  const cur = t.ports.currency;
  const saving = pack.saving > 0 ? sentence(t.session, "packSaving", { saving: formatMoney(pack.saving, cur) }) : "";
  t.intent("choose_pack");
  // Where it goes read back, as when the promos follow the data ("capital te dije" → CABA seen);
  // "es para mi mamá, se llama Rosa": the details are Rosa's, never "tus datos" (t31a 037).
  const whose = forSomeoneElse(t) && t.session.customer.firstName ? { key: "packsAheadFor" as const, name: t.session.customer.firstName } : { key: "packsAhead" as const, name: thanksName(t) };
  t.say(text(sentence(t.session, whose.key, { name: whose.name, address: deliveryAddress(t.session.customer), pack: packLabel(pack, t.session), price: formatMoney(pack.price, cur), saving })));
  await summariseOrAskPayment(t);
  return true;
}

/** The data just completed: the pack named before, or else the promos — in this same reply. */
export async function afterDataComplete(t: TurnEngine, lead: string | null = null): Promise<void> {
  if (!(await takeWantedPack(t))) await dataComplete(t, lead);
}
