import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 36, questions round 37: "¿cuál es el más barato?" / "the cheapest" with the packs
// shown picks nothing and answers with the cheapest pack; "¿y el pago cómo es?" says the ways to
// pay; "¿llegan hasta acá?" never takes "acá" as a place; "me pasás la lista de precios?" shows
// the catalog; "ver más" on a product list shows more rows of that list.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Class: "the cheapest" / "cuál es el más barato?" with the offers shown names the cheapest pack. */
const cheapest: Scenario[] = [
  {
    name: "questions trial 36: 'cual es el mas barato?' with the packs shown names the 1-pack (verbatim t36a 088)",
    ...shop,
    turns: [
      { say: "hola me interesa" },
      { say: "si" },
      { say: "Andres" },
      { say: "no tengo telefono fijo, es el 1150607080" },
      { say: "Pilar" },
      { say: "Las Heras 300", expect: { reply: ["Estas son nuestras promos"] } },
      { say: "cual es el mas barato?", expect: { reply: ["El más barato es 1 colchón: $389.000", "3 colchones"], notReply: ["No tengo ese dato"] } },
      { say: "1", expect: { reply: ["1 colchón, total $389.000"] } },
    ],
  },
  {
    name: "questions trial 36: 'the cheapest' with the packs shown names the 1-pack (verbatim t36a 055)",
    ...shop,
    turns: [
      { say: "hi, I want to buy a mattress" },
      { say: "yes" },
      { say: "Mike Brown, 1144556677, Buenos Aires city, Santa Fe 3200", expect: { reply: ["These are our offers"] } },
      { say: "the cheapest", expect: { reply: ["The cheapest is 1 mattress: $389.000"], notReply: ["Here are the options again"] } },
    ],
  },
  {
    name: "questions trial 36: 'y cual sale menos?' with the packs shown names the 1-pack, and '2' still picks (variant)",
    ...shop,
    turns: [
      { say: "hola quiero un colchon" },
      { say: "Laura Diaz, 1155667788, Rosario, Mitre 900", expect: { reply: ["Estas son nuestras promos"] } },
      { say: "y cual sale menos?", expect: { reply: ["$389.000"], notReply: ["No tengo ese dato"] } },
      { say: "2", expect: { reply: ["2 colchones, total $699.000"] } },
    ],
  },
  {
    name: "questions trial 36: 'el de 3, es el mas barato por colchon?' picks the 3-pack (guard: a choice is read first)",
    ...shop,
    turns: [
      { say: "hola quiero un colchon" },
      { say: "Laura Diaz, 1155667788, Rosario, Mitre 900" },
      { say: "el de 3", expect: { reply: ["3 colchones"] } },
    ],
  },
];

/** Class: "¿y el pago cómo es?" asks the ways to pay. */
const payWays: Scenario[] = [
  {
    name: "questions trial 36: 'y el pago como es?' says the ways to pay (verbatim t36a 085)",
    ...shop,
    turns: [
      { say: "buenas tardes" },
      { say: "cuanto tarda el envio?" },
      { say: "y el pago como es?", expect: { reply: [/efectivo/i, /Mercado Pago/i], notReply: ["No tengo ese dato"] } },
    ],
  },
  {
    name: "questions trial 36: 'como se paga?' says the ways to pay (variant)",
    ...shop,
    turns: [
      { say: "hola" },
      { say: "como se paga?", expect: { reply: [/efectivo/i, /Mercado Pago/i], notReply: ["No tengo ese dato"] } },
    ],
  },
  {
    name: "questions trial 36: 'y el pago como seria?' in the kiosk says the ways to pay and keeps the cart (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "y el pago como seria?", expect: { reply: [/efectivo/i, /transferencia/i], cart: { "coca-500": 2 } } },
    ],
  },
];

/** Class: "cuál es el más barato?" with a retail list open answers from the list (control). */
const cheapestRetail: Scenario[] = [
  {
    name: "questions trial 36: 'cual es el mas barato?' with the atún list open names the cheapest row (control)",
    ...ALMACEN,
    turns: [
      { say: "tenes atun?" },
      { say: "cual es el mas barato?", expect: { reply: ["1.610"], notReply: ["No tengo ese dato"] } },
    ],
  },
];

/** Class: "acá" / "aca" / "here" is never a place name. */
const here: Scenario[] = [
  {
    name: "questions trial 36: 'vivo en Quilmes, ¿llegan hasta acá?' never names 'Acá' (verbatim t36a 056)",
    ...shop,
    turns: [
      { say: "vivo en Quilmes, ¿llegan hasta acá?", expect: { reply: [/envíos a todo el país/i], notReply: [/Acá/, /llegamos a aca/i] } },
    ],
  },
  {
    name: "questions trial 36: 'llegan hasta aca?' alone never names 'aca' (variant)",
    ...shop,
    turns: [
      { say: "hola" },
      { say: "llegan hasta aca?", expect: { reply: [/envíos a todo el país/i], notReply: [/llegamos a ac[aá]/i] } },
    ],
  },
  {
    name: "questions trial 36: 'do you deliver here?' never names 'here' (variant)",
    ...shop,
    turns: [
      { say: "do you deliver here?", expect: { notReply: [/deliver to here/i, /llegamos a here/i, /to Here/] } },
    ],
  },
];

/** Class: "me pasás la lista de precios?" shows the catalog with prices or its categories. */
const priceList: Scenario[] = [
  {
    name: "questions trial 36: 'hola me pasas la lista de precios?' shows the catalog (verbatim t36a 031)",
    turns: [
      { say: "hola me pasas la lista de precios?", expect: { reply: ["Estos son los precios", /Sprite 1,5 L \$2\.300/, /\*Bebidas\*/], notReply: ["Decime qué buscás y te paso precios"] } },
      { say: "1 sprite y 2 aguas", expect: { reply: ["Agregué 1 Sprite"] } },
    ],
  },
  {
    name: "questions trial 36: 'tenés lista de precios?' in the almacén shows the categories (variant)",
    ...ALMACEN,
    turns: [
      { say: "tenes lista de precios?", expect: { reply: [/categor/i] } },
    ],
  },
];

/** Class: "ver más" on a product list shows more rows of that list, never the categories. */
const seeMore: Scenario[] = [
  {
    name: "questions trial 36: 'ver mas' on the wine list shows more wines (verbatim t36b 035)",
    ...ALMACEN,
    turns: [
      { say: "quiero un vino", expect: { reply: ["varias opciones"] } },
      { say: "ver mas", expect: { reply: ["Más opciones de vino"], notReply: ["categorías"] } },
      { say: "#1", expect: { reply: ["Agregué 1 Vino"] } },
    ],
  },
  {
    name: "questions trial 36: 'mostrame mas' on the yogur list an order showed shows more yogures (variant)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero un yogur", expect: { reply: ["varias opciones"] } },
      { say: "mostrame mas", expect: { reply: ["Más opciones de yogur"], notReply: ["categorías"] } },
    ],
  },
  {
    name: "questions trial 36: 'ver mas' on a browsed list still shows its next page (guard)",
    ...ALMACEN,
    turns: [
      { say: "tenes cerveza?", expect: { reply: ["opciones de cerveza"] } },
      { say: "ver mas", expect: { reply: ["Más opciones de cerveza"] } },
    ],
  },
];

export const questionsTrial36Scenarios: Scenario[] = [...cheapest, ...cheapestRetail, ...payWays, ...here, ...priceList, ...seeMore];
