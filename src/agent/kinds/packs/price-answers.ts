import { formatMoney } from "../../../lib/money";
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { pricedPack, pricedPacks } from "./parse-pack";
import { langOf, sentence } from "../../language";
import { shopText } from "../../shop-answers";
import { once, onceSaid, packLabel, packLine } from "./replies";
import { packs } from "./steps";
import { saysMoneyShort } from "./cues";
import type { Pack } from "./tools";

// What the packs shop says about its product and its prices, all from the catalog rows: the
// mattress as described, the single price, a pack's price when a number is asked ("¿cuánto
// salen 2?"). Each phrasing is said once (replies.ts \`once\`), so a repeated question never
// gets the same words back.

/** The shop's last words named a price ("¿y 3?" then asks the same for another number). */
export function followsPrice(t: TurnEngine): boolean {
  const h = t.session.history;
  let k = h.length - 1;
  while (k >= 0 && h[k].role === "customer") k--; // this turn's messages
  for (; k >= 0 && h[k].role !== "customer"; k--) if (/\$\s?\d/.test(h[k].text)) return true;
  return false;
}

/**
 * The price asked, after a word for the money remark said beside it ("no tengo plata ahora, pero el
 * de 3 cuanto era?", t29a 017): the customer is heard, never answered as if the remark were not there.
 */
export function priceAnswer(t: TurnEngine, u: Understanding, all: Pack[]): string {
  const price = pricedLine(t, u, all);
  return saysMoneyShort(u) ? `${sentence(t.session, "packsMoneyNoted")} ${price}` : price;
}

/** The price asked: a pack's when a number of mattresses is named, else the single one's; never the same words twice. */
function pricedLine(t: TurnEngine, u: Understanding, all: Pack[]): string {
  const cur = t.ports.currency;
  // "cuanto sale el de 3? y el de 1?" (t35a 089): each pack named, one line each.
  const many = pricedPacks(u.normalized, all);
  if (many.length) return many.map((p) => packLine(p, cur, t.session)).join("\n");
  const asked = pricedPack(u.normalized, all, followsPrice(t));
  if (asked && asked.units > 1) {
    const saving = asked.saving > 0 ? sentence(t.session, "packsPriceSaving", { saving: formatMoney(asked.saving, cur) }) : "";
    const line = sentence(t.session, "packsPricePack", { pack: packLabel(asked, t.session), price: formatMoney(asked.price, cur), saving });
    return once(t, `price_pack_${asked.units}`, [line, sentence(t.session, "packsPriceAgain", { line })], sentence(t.session, "packsPriceShort", { pack: packLabel(asked, t.session), price: formatMoney(asked.price, cur) }));
  }
  const single = all.find((p) => p.units === 1);
  if (!single) return sentence(t.session, "packsPricesLater");
  const each = sentence(t.session, "packsEach", { name: single.name, price: formatMoney(single.price, cur) });
  // The price alone: the step asks its one next thing after it (the promos offered, or the next
  // detail), so a "pasame tus datos" here would be a second, contradictory ask (trial 11).
  return onceSaid(t, "price_single", "packsPriceSingle", { each, price: formatMoney(single.price, cur) });
}

/** The product as the catalog describes it, its single price, and the offer of the promos. */
export async function productInfo(t: TurnEngine): Promise<string> {
  const single = (await packs(t)).find((p) => p.units === 1);
  if (!single) return sentence(t.session, "packsOfferPromosSmile");
  const what = `${single.name}${single.description ? ` (${single.description})` : ""}`;
  const etaText = t.ports.profile.delivery.enabled ? shopText(t.ports.profile, "eta", langOf(t.session)) : undefined;
  const eta = etaText ? sentence(t.session, "packsEta", { eta: etaText }) : "";
  // "q medidas tiene?" already answered with the model this turn (t29a 018): the rest, the model not said twice.
  const named = t.replies.some((r) => r.type === "text" && r.text.includes(what));
  const price = formatMoney(single.price, t.ports.currency);
  return named ? sentence(t.session, "packsProductPrice", { price, eta }) : onceSaid(t, "product_info", "packsProductInfo", { what, price, eta });
}
