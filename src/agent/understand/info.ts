// Information questions (hours, address, delivery, payment, catalog, prices) and the two
// order choices that share their vocabulary: fulfilment (delivery / pickup) and payment method.
// A question about a method ("¿aceptan mercado pago?") is a topic, not a choice.

import { fold } from "../../lib/fold";
import type { Fulfilment, InfoTopic, PaymentMethod, Word } from "./types";
import { PICKUP_SAID, SOON } from "./handover";

const any = (s: string, res: RegExp[]) => res.some((re) => re.test(s));

const HOURS = [
  // chatter13: "¿me atienden?", "¿alguien me atiende?" ask for someone, not the hours (unless a day or time is named).
  /\b(?:horarios?|abren|abierto|abiertos|abierta|abiertas|cierran)\b|(?<!\b(?:me|nos) )\b(?:atienden|atendes)\b|\b(?:me|nos) (?:atienden|atendes|atiende)\b.*\b(?:hoy|manana|lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|feriados?|noche|tarde|temprano|hora|horas)\b/,
  /\b(?:a|hasta|desde|de) que hora\b/,
  /\bque horas?\b.*\b(?:abren|cierran|atienden|estan|trabajan)\b/,
  /\bhasta cuando (?:estan|atienden|abren)\b/,
  /\b(?:abre|cierra|trabajan) (?:hoy|manana|los|el|sabado|domingo|feriado|feriados|a la noche|de noche|tarde)\b/,
];
const HOURS_NOT = /\b(?:llega|llegan|llegaria|entregan|entrega|traen|mandan|envian|pasan)\b/;
const ADDRESS = [
  /\bdonde (?:estan|quedan|queda|es el local|esta el local|los encuentro|se encuentran|estan ubicados|tienen el local|esta el negocio|queda el local|retiro|paso a buscar|los busco)\b/,
  /\b(?:cual es|pasame|pasas|me pasas|decime|me decis|tenes|tienen) (?:la|su|tu) (?:direccion|ubicacion)\b/,
  /\b(?:direccion|ubicacion) (?:del local|de ustedes|del negocio|del kiosco|del almacen|de la tienda)\b/,
  /\b(?:ubicacion|ubicados|como llego|en que zona estan|por donde estan|local fisico)\b/,
];
const DELIVERY_Q = [
  /\b(?:hacen|tienen|hay|haces|tenes|ofrecen) (?:envios?|delivery|reparto|entregas?)\b/,
  /\b(?:cuanto|que) (?:sale|cuesta|cobran|vale|es|esta|cobras|valen) (?:el )?(?:envio|delivery)\b/,
  /\b(?:costo|precio|valor) (?:del|de) (?:envio|delivery)\b/,
  /\b(?:envio|delivery) (?:gratis|sin cargo|sale|cuesta)\b/,
  // answers10: "y el envío cuánto sale", "el delivery a cuánto está".
  /\b(?:envio|delivery) (?:cuanto|a cuanto|que precio|que costo)\b/,
  /\b(?:cuanto|que) (?:tarda|tardan|demora|demoran)\b/,
  /\b(?:zonas?|radio) de (?:envio|reparto|entrega|cobertura)\b/,
  /\bhasta donde (?:envian|llegan|reparten|mandan|hacen)\b/,
  // details13: "me lo mandan a belgrano 233 entre mitre y sarmiento" sends it to a street with its number: no question.
  /\b(?:envian|mandan|reparten|llegan|llevan|entregan) (?:a|hasta|por)\b(?! (?!las? \d)(?:(?:la|el|calle|av|avenida|bv) )?[a-z]+(?: [a-z]+){0,3} \d{1,5}\b(?! ?(?:kg|g|gr|lt|l|ml|cc|metros|cuadras|km|hs|horas)\b))/,
  /\b(?:pueden|podes|podrian|podrias|puede) (?:mandar|enviar|traer|llevar)(?:melo|mela|melos|melas|lo|la|los|las)?\b/,
  /\b(?:llega|llegaria|me llega|lo traen|me lo traen) (?:hoy|manana|en el dia|rapido)\b/,
  /\bcuando (?:llega|llegaria|me llega|lo traen|me lo traen)\b/,
  // details29 (t28c 033): "a que hora llega?" at the address question asks when the order arrives.
  /\b(?:a )?que (?:hora|dia) (?:llega|llegaria|me llega|me llegaria|lo traen|me lo traen|lo entregan|me lo entregan|lo mandan|viene)\b/,
  // chatter13: "¿me los traen ya?", "¿me lo mandan ahora?", "¿sale hoy?", "¿cuándo lo mandan?": when it goes out.
  /\b(?:me |nos )?(?:lo|la|los|las) (?:traen|traes|mandan|mandas|llevan|llevas|envian|envias|alcanzan|alcanzas) (?:ya|ahora|hoy|ya mismo|ahora mismo|rapido|enseguida)\b/,
  /\b(?:(?:llega|llegan|sale|salen|sale el envio|sale el pedido) (?:ya|ahora|hoy|ya mismo|ahora mismo|enseguida)|cuando (?:sale|salen|lo mandan|los mandan|me lo mandan|me los mandan|lo envian|me lo envian|lo traen|los traen|me los traen))\b/,
  /\b(?:en cuanto tiempo|cuanto tiempo|en cuantos dias|cuantos dias) (?:llega|llegaria|me llega|tarda|demora|lo traen|lo entregan)\b/,
];
/**
 * words32 (t31c 012): "¿cuánto es el mínimo?", "el monto mínimo de compra para envío": the least an
 * order must reach (a shop has none but its free-delivery threshold) asks about delivery — never the
 * cart's total, never the way of delivery chosen. "como mínimo 2" is a count, not asked here.
 */
export const MINIMUM_ASKED = /\b(?:(?:monto|compra|pedido|importe|gasto) minim[oa]|minim[oa] (?:de compra|de pedido|para (?:el )?(?:envio|delivery|que)|para pedir|para comprar)|(?:cuanto|cual) es el minimo|(?:hay|tienen|tenes|piden) (?:un )?minimo)\b/;
const DELIVERY_WORDS = /\b(?:envios?|delivery|envian|reparten|domicilio)\b/;
const PAYMENT_Q = [
  /\b(?:como|donde|a donde|a que|con que|de que forma) (?:te |les |le )?(?:pago|abono|transfiero|pagar|pagamos|pago yo)\b/,
  /\b(?:formas?|medios?|metodos?|opciones) de pago\b/,
  // t36a 085: "y el pago como es?", "como se paga?": how paying works, the ways to pay.
  /\b(?:el|los) pagos? (?:como|cual|cuales) (?:es|son|seria|serian|funciona|va)\b|\bcomo (?:es|seria|funciona|va|se hace) (?:el|lo del|con el) pago\b|\bcomo se (?:paga|abona)\b/,
  /\b(?:aceptan|aceptas|trabajan con|puedo pagar|se puede pagar|podemos pagar)\b/,
  // details30 (t29a 022): "a nombre de Tomas Ibarra" asked nothing: "tomás"/"reciben" ask about paying only with a way to pay after them.
  /\b(?:toman|tomas|reciben|recibis) (?:(?:pagos? )?(?:con|en) )?(?:tarjetas?|efectivo|mercado ?pago|mp|transferencias?|transfe|debito|credito|dolares|pesos|cheques?|qr|billeteras?|cuenta dni|modo|pix|paypal|cripto|crypto|bitcoin|usdt)\b/,
  /\b(?:tienen|hay|tenes) (?:mercado pago|mercadopago|mp|transferencia|posnet|qr|tarjeta|cbu|alias|link de pago)\b/,
  /\b(?:cbu|cvu|alias|link de pago|datos bancarios|datos para transferir|numero de cuenta)\b/,
];
const CATALOG = [
  /\bque (?:tenes|tienen|venden|vendes|ofrecen|hay|productos|marcas|bebidas|gaseosas|sabores|cosas|tipo|tipos|variedades)\b/,
  /\b(?:catalogo|lista de productos|menu|la carta|productos tienen|productos tenes|todo lo que tienen|todo lo que tenes|surtido)\b/,
];
const CATALOG_NOT = /\b(?:carrito|pedido|que hay de nuevo|que tengo)\b/;
const PRICES = [
  // picks10: "la de menor precio", "el de precio más bajo" pick the cheapest row, they ask no price.
  /\b(?:(?<!\b(?:menor|mejor) )precios?(?! mas baj)|a cuanto|que precio|lista de precios|cuanto (?:sale|salen|cuesta|cuestan|vale|valen|esta|estan|seria|serian|cobran|cobras|es|son|me sale|me salen))\b/,
  /\bcuanto (?:la|el|las|los)\b/,
];

/** Words around a one-word answer that change nothing: "ok", "dale", "ya te dije", "por favor". */
// details22 (t21b 015): "te dije que retiro" (the "que" of a reported answer) was "no pude entender tu forma de entrega".
const ANSWER_LEAD = "(?:ok|okay|oka|dale|bueno|si|listo|mejor|entonces|ya te dije(?: que)?|te dije(?: que)?|como te dije|ya)";
const ANSWER_TAIL = "(?:te dije|por favor|porfa|porfis|entonces|dale|gracias|yo)";

const DELIVERY_DECL = [
  /\b(?:con envio|a domicilio|por envio|por delivery|con delivery|quiero (?:el )?(?:envio|delivery)|prefiero (?:el )?(?:envio|delivery)|que me lo (?:traigan|manden|envien|lleven)|a mi casa|a mi casa|envio a mi|mandamelo|mandamelos|traemelo|traemelos|enviamelo|enviamelos|mandalo|mandenlo|envienlo|traiganlo)\b/,
  // details22 (t21b 017): "envio a la dirección de siempre", "envío a mi casa de antes".
  /\benvio a (?:la |mi )?(?:misma )?(?:direccion|dire|domicilio|casa)\b/,
  /\bme (?:lo|los|la|las) (?:mandan|mandas|envian|envias|traen|traes|llevan|llevas|alcanzan|alcanzas)\b/,
  /\b(?:mand|envi|tra|llev)[a-z]*(?:melo|mela|melos|melas|lo|la|los|las) a (?:mi|la|av|avenida|calle|[a-z]+ [0-9])/,
  /^(?:envio|delivery|a domicilio|con envio|envio a domicilio|envio por favor|delivery por favor)$/,
  // The way alone with the words around an answer: "ok envio", "envio a casa te dije", "dale, delivery".
  new RegExp(`^(?:${ANSWER_LEAD} )*(?:envio|delivery|con envio|a domicilio)(?: (?:a (?:mi )?casa|a domicilio|${ANSWER_TAIL}))*$`),
];
const PICKUP_DECL = [
  ...PICKUP_SAID, // details10: "la mando a buscar", "mañana paso", "en 20 min paso"
  /\b(?:lo retiro|los retiro|la retiro|las retiro|retiro yo|retiro en|retiro por|paso a buscar|pasar a buscar|paso a retirar|pasar a retirar|lo busco|los busco|la busco|voy a buscar|voy a retirar|lo paso a buscar|paso yo|voy yo|busco yo|lo voy a buscar|retiro en el local|take away|para retirar|retiro personalmente|lo retiramos|paso por el local|voy al local|lo retiro yo)\b/,
  // "paso a retirar", "lo paso a buscar", "voy a buscarlo", "vamos a retirarla".
  /\b(?:(?:lo|la|los|las) )?(?:paso|pasamos|pasar|voy|vamos|ir) a (?:buscar|retirar)(?:lo|la|los|las)?\b/,
  // "prefiero retirar", "mejor lo retiro", "quiero retirarlo", "prefiero el retiro en el local".
  /\b(?:prefiero|preferimos|mejor|quiero|queremos|quisiera|queria) (?:(?:lo|la|los|las) )?(?:pasar a |ir a )?(?:retirar|retirarlo|retirarla|retirarlos|retirarlas|retiro|el retiro|buscarlo|buscarla|buscarlos|buscarlas)\b(?! (?:de|del|un|una|el|la) (?!local\b))/,
  // details22 (t21b 015): "listo retiro soy fede gomez 34555666 mp": the way opening a run of
  // details with no comma after it is said as an answer is (it was lost and asked again later).
  new RegExp(`(?:^|\\b${ANSWER_LEAD} )(?:retiro|retiro yo|paso yo) (?:soy|me llamo|a nombre|mi nombre|el nombre|pago|abono|dni|efectivo|transferencia|mp|mercado pago)\\b`),
  // details32 (t30c 036): "listo retiro Pedro Sosa 26777888 efectivo": the way, then a name with its ID or phone.
  new RegExp(`(?:^|\\b(?:${ANSWER_LEAD}|eso es todo|es todo|nada mas) )(?:retiro|retiro yo|paso yo) (?:\\p{L}+ ){1,4}\\d{7,11}\\b`, "u"),
  /^(?:retiro|retirar|paso|lo paso a buscar|retiro por favor|retiro yo|paso a buscar)$/,
  new RegExp(`^(?:${ANSWER_LEAD} )*(?:retiro|retirar|retiro yo|paso yo)(?: (?:en el local|por el local|${ANSWER_TAIL}))*$`),
];
// details29 (t28a 003): "…, soy Carolina Vega 32111000, retiro y pago en efectivo": the way opening
// a clause joined by "y" to another detail is said as an answer is (it was asked again).
const PICKUP_THEN_DETAIL = new RegExp(`^(?:${ANSWER_LEAD} )*(?:retiro|retiro yo|paso yo|paso a buscar|lo paso a buscar|lo busco|lo busco yo|busco yo)(?: (?:en el local|por el local))? (?:y|e) (?:pago|abono|soy|me llamo|a nombre|mi nombre|el nombre|mi dni|dni|efectivo|transferencia|mp|mercado pago)\\b`);
// The ways as written, abbreviations and typos included ("efvo", "transf", "trasferencia", "mp").
const CASH = "efectivo|efectibo|efetivo|efect|efec|efvo|cash|billete|billetes|en mano|contra entrega|contraentrega|contrareembolso|al contado";
const TRANSFER = "transferencia|transferencias|transferecia|tranferencia|trasferencia|transferensia|transfe|transf|transfer|transfiero|transferir|transferirte|transferirles|transferis|deposito|cbu|cvu";
const MP = "mercado pago|mercadopago|mercadopag|mp|mpago|link de pago|qr|merpago";
const PAY_CASH = new RegExp(`^(?:${CASH})\\b`);
const PAY_TRANSFER = new RegExp(`^(?:${TRANSFER})\\b`);
/** answers11: "¿en cuotas?", "¿hay cuotas sin interés?", "¿financian?": a payment question at any step. */
export const INSTALLMENTS = /\b(?:cuotas?|sin interes|financiacion|financian|financiado|financiar)\b/;
const PAY_ANY = /\b(?:efectivo|cash|billetes?|transferencias?|transfiero|transferir|deposito|cbu|cvu|mercado pago|mercadopago|mp|mpago|qr|link de pago|tarjetas?|debito|credito|posnet)\b/;
const PAY_MP = new RegExp(`^(?:${MP})\\b`);
/** "pago cuando llega", "te pago al recibir", "abono contra entrega": paying on delivery, in cash. */
const PAY_ON_ARRIVAL = /^(?:pago|paga|pagan|pagamos|pagaria|abono|abona|abonamos|pagar|abonar)(?: (?:ella|el|yo|mi \w+))?(?: (?:en|con) efectivo| efectivo)? (?:cuando (?:(?:me|nos) )?(?:(?:lo|la|los|las) )?(?:llega|llegue|llegan|lleguen|traen|traigan|trae|traiga|entregan|entreguen|reciba|recibo|recibimos|paso|pase|retiro|busco)|al (?:recibir|recibirlo|recibirla|retirar|retirarlo|llegar)|en la entrega|a la entrega|en el momento|contra entrega)\b/;

/** "pago con tarjeta", "con débito": a way no shop here takes, answered as the question about it. */
const CARD_SAID = /(?:^|\b(?:con|en|pago|abono|pagaria)) (?:la |una )?(?:tarjeta|debito|credito)\b|^(?:tarjeta|debito|credito)\b/;

/** PAY_ON_ARRIVAL anywhere in a normalised text ("te pago cuando me llega"). */
const PAYING_WHEN = new RegExp(`\\b${PAY_ON_ARRIVAL.source.slice(1)}`, "g");

// When the order is wanted, said with the way of handing it over ("retiro mañana a la mañana",
// "envío después de las 18"): kept as the order's note (subflows/when-said.ts).
const DAY = "(?:pasado manana|hoy|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(?:el )?finde)";
const HOUR = "(?:\\d{1,2}(?:[:.]\\d{2})?(?: y (?:media|cuarto)| menos cuarto)?(?: ?(?:hs|h|horas|am|pm)\\b)?)";
const PART = `(?:a la manana|a la tarde|a la noche|al mediodia|temprano|(?:despues|antes) del mediodia|entre las ${HOUR} y las ${HOUR}|(?:a|despues de|antes de|a partir de|desde|tipo|a eso de|para) las ${HOUR}|tipo ${HOUR})`;
const WHEN = new RegExp(`\\b(?:${DAY}(?:,? ${PART})*|${PART}(?:,? (?:de )?${DAY})?|${SOON})(?![\\p{L}\\d])`, "u");

/** Words written without their accent, as the note should show them. */
const ACCENTS: Record<string, string> = { manana: "mañana", despues: "después", mediodia: "mediodía", miercoles: "miércoles", sabado: "sábado" };

/** When the message says the order is wanted ("mañana a la mañana"), or null. */
export function whenSaid(text: string): string | null {
  // fold() keeps the length (accents dropped one for one), so the match's place holds in the text.
  const m = WHEN.exec(fold(text));
  if (!m) return null;
  return text
    .slice(m.index, m.index + m[0].length)
    .toLowerCase()
    .replace(/\p{L}+/gu, (w) => ACCENTS[fold(w)] ?? w);
}

/** WHEN anywhere in a normalised clause, to read the way around it ("retiro mañana a la tarde"). */
const WHEN_ALL = new RegExp(WHEN.source, "gu");

/** `qnorm`: the normalised words of the clauses that ask something. */
export function detectInfo(norm: string, qnorm: string, hasMention: boolean, clauses: string[] = [norm]): InfoTopic[] {
  const topics: InfoTopic[] = [];
  // "a qué hora llega" asks when the order arrives; a delivery question in another clause ("do
  // you deliver? what are your hours?") leaves the hours asked (t20b 004 answered delivery only).
  if (clauses.some((c) => any(c, HOURS) && !HOURS_NOT.test(c))) topics.push("hours");
  if (any(norm, ADDRESS) && !/\bmi (?:direccion|domicilio|ubicacion)\b/.test(norm)) topics.push("address");
  // "pago cuando llega" says how they pay, it does not ask when it arrives.
  const unpaid = norm.replace(PAYING_WHEN, " ");
  if (any(unpaid, DELIVERY_Q) || DELIVERY_WORDS.test(qnorm.replace(PAYING_WHEN, " ")) || MINIMUM_ASKED.test(norm)) topics.push("delivery");
  if (any(norm, PAYMENT_Q) || PAY_ANY.test(qnorm) || CARD_SAID.test(norm) || INSTALLMENTS.test(norm)) topics.push("payment");
  if (any(norm, CATALOG) && !CATALOG_NOT.test(norm)) topics.push("catalog");
  const deliveryPrice = /\b(?:envio|delivery)\b/.test(norm) && !hasMention;
  if (any(norm, PRICES) && !deliveryPrice && !/\bcuanto (?:tarda|tardan|demora|demoran)\b/.test(norm)) topics.push("prices");
  return topics;
}

/**
 * `clauses`: the message's clauses that ask nothing, normalised; one that is the way alone
 * ("…y un alfajor, retiro, pago efectivo") states it as an answer does.
 */
export function detectFulfilment(norm: string, topics: InfoTopic[], clauses: string[] = []): Fulfilment {
  const asksDelivery = topics.includes("delivery");
  // "pago cuando me lo traen" says when they pay, not a new way of handing over.
  norm = norm.replace(PAYING_WHEN, " ");
  const alone = (decl: RegExp[]) => clauses.some((c) => decl.slice(-2).some((r) => r.test(c) || r.test(c.replace(WHEN_ALL, " ").replace(/\s+/g, " ").trim())));
  // "monto mínimo para que me lo manden" asks; a clause saying the way alone still says it.
  const delivery = (any(norm, DELIVERY_DECL) && !MINIMUM_ASKED.test(norm)) || alone(DELIVERY_DECL) || (!asksDelivery && /\b(?:envio|delivery)\b/.test(norm) && !/\b(?:sin envio|no (?:quiero )?(?:el )?envio)\b/.test(norm) && /\b(?:quiero|prefiero|con|por|para)\b/.test(norm));
  const pickup = any(norm, PICKUP_DECL) || alone(PICKUP_DECL) || clauses.some((c) => PICKUP_THEN_DETAIL.test(c));
  if (delivery === pickup) return null;
  return delivery ? "delivery" : "pickup";
}

/** The payment method the customer states; null when asked about, negated, or several. */
export function detectPayment(words: Word[], questionWord: boolean[]): PaymentMethod {
  const found = new Set<PaymentMethod>();
  for (let k = 0; k < words.length; k++) {
    const win = words
      .slice(k, k + 3)
      .map((w) => w.n)
      .join(" ");
    let m: PaymentMethod = null;
    if (PAY_CASH.test(win)) m = "cash";
    else if (PAY_TRANSFER.test(win)) m = "transfer";
    else if (PAY_MP.test(win)) m = "mercadopago";
    // Paying when it arrives, with no way named in the message: cash (as "contra entrega").
    else if (PAY_ON_ARRIVAL.test(`${win} ${words.slice(k + 3, k + 6).map((w) => w.n).join(" ")}`) && !words.some((w) => PAY_TRANSFER.test(w.n) || PAY_MP.test(w.n))) m = "cash";
    if (!m) continue;
    // lead35 (t32a 031): "card? if not, cash", "¿aceptan tarjeta? si no efectivo": no shop takes cards
    // here, so the way named after "si no" is the choice (before, it was read as negated and lost).
    if (fallbackAfterCard(words, k)) {
      found.add(m);
      continue;
    }
    if (questionWord[k]) continue; // "¿aceptan mercado pago?" is a topic, not a choice
    // Negated in the same clause, a few words back: "no tengo efectivo", "sin tarjeta".
    let negated = false;
    for (let j = k - 1; j >= 0 && k - j <= 4; j--) {
      // details13: Portuguese "pago no pix" ("in the"), right after the pay word, is no negation.
      const inThe = words[j].n === "no" && j === k - 1 && j > 0 && /^(?:pago|pagar|pagamento|pagamos|pagando)$/.test(words[j - 1].n);
      if (["no", "sin", "ni"].includes(words[j].n) && !inThe) negated = true;
      if (words[j].brk) break;
    }
    if (!negated) found.add(m);
  }
  return found.size === 1 ? [...found][0] : null;
}

const FALLBACK = /^(?:si no|sino|if not|otherwise|or else|else|caso contrario|de lo contrario|se nao|senao)$/;
const CARD_WORD = /^(?:tarjeta|tarjetas|debito|credito|card|cards|cartao|cartoes)$/;

/** The payment word at k follows "si no" / "if not" (up to two words back) after a card was named before it. */
function fallbackAfterCard(words: Word[], k: number): boolean {
  for (let len = 1; len <= 3; len++) {
    for (let start = k - len; start >= Math.max(0, k - len - 2); start--) {
      const phrase = words.slice(start, start + len).map((w) => w.n).join(" ");
      if (FALLBACK.test(phrase) && words.slice(0, start).some((w) => CARD_WORD.test(w.n))) return true;
    }
  }
  return false;
}

/**
 * answers12: questions about the shop no data of it answers — an invoice ("¿hacen factura A?"),
 * parking, the bottle deposit ("¿tengo que llevar el envase?"), gift wrapping, a retiree
 * discount (a way of paying is answered from the shop's methods). Answered honestly with the offer of a person,
 * never as a product search (trial 11b: "la coca es retornable? tengo que llevar el envase?" got
 * a list of cocas and a Fanta "envase retornable").
 */
const NO_DATA = [
  /\b(?:factura (?:a|b|c|electronica)|(?:hacen|dan|emiten|haces|das|necesito|pasan|mandan) (?:la |una )?factura|facturan|facturar|facturacion|con factura|cuit)\b/,
  /\b(?:estacionamiento|estacionar|cochera|parking)\b/,
  /\b(?:(?:llevar|traer|devolver|dejar|cambiar|canjear) (?:el |los |la |las )?(?:envases?|cascos?|botellas? vacias?)|(?:el |los )?(?:envases?|cascos?) (?:se devuelve|se devuelven|hay que|tengo que|lo devuelvo|los devuelvo)|deposito (?:del|por el) envase)\b/,
  /\b(?:envolver|envuelven|papel de regalo|envoltorio|para regalo)\b/,
  /\b(?:descuento (?:a|para) jubilados|jubilados)\b/,
];

/** The message asks something about the shop that no data answers. */
export function asksWithoutData(norm: string): boolean {
  return NO_DATA.some((re) => re.test(norm));
}
