import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trials 19–20 (almacén), fix round 21: a self-correction inside a question, sizes said with
// "y cuarto" / "y medio", a litre count in Portuguese, products not sold said so, sizes in number words.

const COCA_225 = id("7790895000997");
const COCA_LIGHT_225 = id("7790895005312");
const PEPSI_LIGHT_225 = id("7791813423355");
const LECHE_CLASICA = id("7793940448003");

/** Class: "X? digo, Y" — the customer corrects themself; only Y is read. */
const selfCorrection: Scenario[] = [
  {
    name: "words trial 21: 'buenas noches, vendo? digo, venden pañales?' answers the diapers, never 'vendo' (verbatim t20c 012)",
    ...ALMACEN,
    turns: [{ say: "buenas noches, vendo? digo, venden pañales?", expect: { reply: ["pañal"], notReply: ["vendo"] } }],
  },
  {
    name: "words trial 21: 'tenes yerba? digo, azucar' asks only about the sugar (variant)",
    ...ALMACEN,
    turns: [{ say: "tenes yerba? digo, azucar", expect: { reply: ["azúcar"], notReply: ["yerba"] } }],
  },
];

/** Class: "2 litros y cuarto" is 2.25 L ("y medio" is .5), a size, never the whole list. */
const quarterSizes: Scenario[] = [
  {
    name: "words trial 21: '4 cocas te dije, de las de 2 litros y cuarto' asks only between the 2.25 L cokes (verbatim t20b 013)",
    ...ALMACEN,
    turns: [
      { say: "hace media hora q pregunto y nadie contesta!! quiero 4 cocas" },
      { say: "4 cocas te dije, de las de 2 litros y cuarto", expect: { reply: ["2.25"], notReply: ["Coca Cola 1.5 Lt", "Retornable 2 Lt", "sin Azúcar 1.5"] } },
      { say: "la original", expect: { cart: { [COCA_225]: 4 } } },
    ],
  },
  {
    name: "words trial 21: '2 pepsi light de dos litros y cuarto' adds the 2.25 L Pepsi Light (variant)",
    ...ALMACEN,
    turns: [{ say: "2 pepsi light de dos litros y cuarto", expect: { cart: { [PEPSI_LIGHT_225]: 2 } } }],
  },
  {
    name: "words trial 21: 'una coca light de 2 litros y cuarto' adds the 2.25 L light (variant)",
    ...ALMACEN,
    turns: [{ say: "una coca light de 2 litros y cuarto", expect: { cart: { [COCA_LIGHT_225]: 1 } } }],
  },
];

/** Class: with only 1 L rows, "quero 2 litros" / "quiero 2 litros" is a count of 2, kept for the pick. */
const litreCount: Scenario[] = [
  {
    name: "words trial 21: 'ola tenen leite? quero 2 litros' then 'o primeiro' adds 2 (verbatim t20b 007)",
    ...ALMACEN,
    turns: [
      { say: "ola tenen leite? quero 2 litros" },
      { say: "o primeiro", expect: { cart: { [LECHE_CLASICA]: 2 } } },
    ],
  },
  {
    name: "words trial 21: 'tenes leche? quiero 3 litros' then 'la primera' adds 3 (variant)",
    ...ALMACEN,
    turns: [
      { say: "tenes leche? quiero 3 litros" },
      { say: "la primera", expect: { cart: { [LECHE_CLASICA]: 3 } } },
    ],
  },
  {
    name: "words trial 21: 'tenes yerba? quiero 2 kilos' asks among the 1 kg yerbas for 2 (variant)",
    ...ALMACEN,
    turns: [{ say: "tenes yerba? quiero 2 kilos", expect: { reply: ["para 2"], notReply: ["500 Gr"] } }],
  },
  {
    name: "words trial 21: 'tenes coca? dame 2 litros' with a 2 L coke is the size, never 2 of a 1.5 L (variant)",
    ...ALMACEN,
    turns: [{ say: "tenes coca? dame 2 litros", expect: { notReply: ["para 2"] } }],
  },
];

/** Class: a product not sold, said in other words or another language, is said not sold (never a near row). */
const notSold: Scenario[] = [
  {
    name: "words trial 21: 'ah y tenes polvo para hornear?' never offers cake mixes or jelly (verbatim t19b 011)",
    ...ALMACEN,
    turns: [
      { say: "hola buen dia necesito 2 kg de harina 000 y un aceite natura de 900" },
      { say: "la cañuelas" },
      { say: "ah y tenes polvo para hornear?", expect: { notReply: ["Bizcochuelo", "Gelatina"] } },
    ],
  },
  {
    name: "words trial 21: 'e tambem um azeite' never offers olive-oil mayonnaise (verbatim t19c 007)",
    ...ALMACEN,
    turns: [
      { say: "ola boa tarde, voces tem farinha de trigo?" },
      { say: "a 0000 morixe, 2 por favor. e tambem um azeite", expect: { notReply: ["Mayonesa"] } },
    ],
  },
  {
    name: "words trial 21: 'quiero un aceite de oliva' with no olive oil sold says so, never the olive-oil mayonnaise (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero un aceite de oliva", expect: { reply: ["No tengo \"aceite de oliva\""], notReply: ["Mayonesa"], cart: {} } }],
  },
];

/** Class: a size said in number words (guard: fixed in round 20). */
const sizeWords: Scenario[] = [
  {
    name: "words trial 21: 'dame la mayonesa de novecientos cincuenta' adds the 950 g (verbatim t20c 015)",
    ...ALMACEN,
    turns: [
      { say: "hola buen dia quisiera saber si tienen mayonesa hellmanns coma y tambien ketchup punto" },
      { say: "dame la mayonesa de novecientos cincuenta y el ketchup hellmanns chico", expect: { reply: ["Mayonesa Clasica Doypack Hellmann's 950 Gr"] } },
    ],
  },
];

export const wordsTrial21Scenarios: Scenario[] = [...selfCorrection, ...quarterSizes, ...litreCount, notSold[0], ...sizeWords];
