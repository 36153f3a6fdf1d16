import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";
import { detailsContext } from "../../subflows/details";
import { understand } from "../../understand";
import type { FieldName, Understanding } from "../../understand/types";
import { PACKS_REQUIRED, packsData, updatePacksData } from "./data";
import { packsDetails } from "./details";
import { packLabel, thanksName } from "./replies";
import { packs, summariseOrAskPayment } from "./steps";
import type { Pack } from "./tools";

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
  return read >= 2 || (read >= 1 && Object.keys(u.fields).length >= 1) ? wide : u;
}

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** "ciudad Rosario", "localidad: Funes", "soy de mar del plata y…", "vivo en Funes, …" — up to the next part. */
const LABELLED_CITY = /\b(?:ciudad|localidad|soy de|vivo en|resido en)\s*(?::|es\s+)?\s*(?!(?:la\s+|el\s+|una?\s+)?(?:calle|av|avenida|barrio|casa|depto|departamento|piso|direccion|zona)\b)([\p{L}][\p{L} .'-]{2,40}?)\s*(?=[,;\n]|\.(?:\s|$)|\s+y\s|\s+(?:en\s+)?(?:la\s+|mi\s+)?(?:direcci[oó]n|dir|domicilio|calle|tel|cel|numero|av|avenida)\b|$)/iu;
/** Words a list part of a city never holds (what people put around their details). */
const NOT_CITY = /\b(?:hola|buenas|buen|dia|tardes|noches|quiero|pack|promo|promos|pago|efectivo|transferencia|mercado|gracias|soy|me|llamo|mi|nombre|cel|tel|telefono|celular|numero|direccion|calle|piso|dto|depto|colchon|colchones|envio|si|no|dale)\b/;

/**
 * The city the shared reading left out of a details message (packs side only; the reading of
 * cities itself is src/agent/understand's): a labelled "ciudad Rosario", or, in a list of
 * details split by commas, the one part that is only a place name ("…, 11 3344 5566, Buenos
 * Aires, Av Santa Fe 2100").
 */
export function withCityPart(u: Understanding, said: string, active: boolean): Understanding {
  if (u.fields.city) return u;
  const read = PACKS_REQUIRED.filter((f) => u.fields[f]).length;
  const labelled = LABELLED_CITY.exec(said)?.[1]?.trim();
  // Only among details: "soy de Boca" alone is not a city to store.
  if (labelled && (read >= 1 || active) && !NOT_CITY.test(fold(labelled))) return setCity(u, labelled);
  if (read < 2 || !u.fields.address) return u;
  const taken = Object.values(u.fields).map((v) => fold(v ?? ""));
  const parts = said
    .split(/[,;\n]|\.\s/)
    .map((p) => p.trim())
    .filter((p) => /^[\p{L}][\p{L} '-]{2,40}$/u.test(p) && p.split(/\s+/).length <= 4 && !NOT_CITY.test(fold(p)) && !taken.some((v) => v.includes(fold(p)) || fold(p).includes(v)));
  return parts.length === 1 ? setCity(u, parts[0]) : u;
}

/** A part that is only a labelled city ("soy de cordoba capital"): read by withCityPart, not left unread. */
export function saysCity(part: string): boolean {
  const city = LABELLED_CITY.exec(part)?.[1]?.trim();
  return !!city && !NOT_CITY.test(fold(city));
}

function setCity(u: Understanding, city: string): Understanding {
  const fields = { ...u.fields, city: city.replace(/(^|\s)(\p{Ll})/gu, (_m, s: string, c: string) => s + c.toUpperCase()) };
  return { ...u, fields: fields as Record<FieldName, string> };
}

/** "un colchón" is the product, not a choice of the single pack: only a number said is remembered. */
const GENERIC = /\b(?:un|una) colchon(?:cito)?\b/;

/** A pack named before the promos is remembered for when they come. */
export function rememberPack(t: TurnEngine, choice: Pack | null, normalized: string): void {
  if (!choice || packsData(t.session).promosOfferedAt !== null) return;
  if (choice.units === 1 && GENERIC.test(normalized) && !/\b(?:solo|uno solo|pack)\b/.test(normalized)) return;
  updatePacksData(t.session, { wanted: choice.productId });
}

/** "el que te dije", "lo que te pedí": the pack named earlier. */
export function packSaidBefore(t: TurnEngine, normalized: string, all: Pack[]): Pack | null {
  if (!/\b(?:que te (?:dije|pedi|habia dicho|comente)|lo que (?:te )?(?:dije|pedi))\b/.test(normalized)) return null;
  const wanted = packsData(t.session).wanted ?? packsData(t.session).pack;
  return all.find((p) => p.productId === wanted) ?? null;
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
  t.say(text(sentence(t.session, "packsAhead", { name: thanksName(t), pack: packLabel(pack, t.session), price: formatMoney(pack.price, cur), saving })));
  await summariseOrAskPayment(t);
  return true;
}
