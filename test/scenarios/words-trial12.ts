import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 11 (almacén): Portuguese product words ("leites" found Levité, "do mais barato"
// answered a discount), sugar-free and zero said in English or Portuguese ("coke zero", "sugar
// free" became the azúcar list), words that are no product ("el nene", "mandalo a la dirección que
// te pasé" added a paté) and counts said in Portuguese or as "x2" / "2x" ("quero 2", "são 2!").

const HUEVOS = id("7792335000314");
const LECHE_ILOLAY = id("7790787002528");
const COCA_ZERO = id("7790895067556");
const COCA_15 = id("7790895000430");
const DULCE_SER = id("7790742187000");
const ARROZ_GALLO = id("7790070411716");

/** Class 1: Portuguese product words read as the catalog's Spanish. */
const portuguese: Scenario[] = [
  {
    name: "words trial 12: 'quero uma dúzia de ovos e 2 leites integrais' shows the whole milks, never Levité (verbatim t11b 016)",
    ...ALMACEN,
    turns: [
      { say: "olá, quero uma dúzia de ovos e 2 leites integrais", expect: { reply: ["(para 2)"], notReply: ["Levité", "Não tenho", "Chocolatada"], cart: { [HUEVOS]: 1 } } },
      { say: "o primeiro", expect: { notReply: ["Levité"], cart: { [HUEVOS]: 1, [LECHE_ILOLAY]: 2 } } },
    ],
  },
  {
    name: "words trial 12: 'eu disse 2 leites' never adds a Levité lemonade",
    ...ALMACEN,
    turns: [
      { say: "quero 2 leite entera ilolay", expect: { cart: { [LECHE_ILOLAY]: 2 } } },
      { say: "eu disse 2 leites", expect: { notReply: ["Levité", "Limonada"] } },
    ],
  },
  {
    name: "words trial 12: 'vocês têm leite integral?' lists the whole milks",
    ...ALMACEN,
    turns: [{ say: "vocês têm leite integral?", expect: { reply: ["opções de leite integral"], notReply: ["Não temos", "Chocolatada", "Levité"], cart: {} } }],
  },
  {
    name: "words trial 12: 'quero 2 do mais barato' after the dulce de leche list adds two of the cheapest, never a discount answer (verbatim t11b 005)",
    ...ALMACEN,
    turns: [
      { say: "oi, boa tarde! vocês tem doce de leite?", expect: { reply: ["opções de doce de leite"] } },
      { say: "quero 2 do mais barato", expect: { notReply: ["descuentos", "Los precios"], cart: { [DULCE_SER]: 2 } } },
    ],
  },
  {
    name: "words trial 12: Portuguese grocery nouns find their Spanish rows (feijão, sabão, pães, queijos, refrigerante)",
    ...ALMACEN,
    turns: [
      { say: "vocês têm sabão em pó?", expect: { notReply: ["Não temos", "Não tenho"] } },
      { say: "e feijão?", expect: { notReply: ["Não temos", "Não tenho"] } },
      { say: "tem queijos?", expect: { notReply: ["Não temos", "Não tenho"] } },
    ],
  },
];

/** Class 2: zero, diet and sugar free are the sin-azúcar row, never the sugar list. */
const sugarFree: Scenario[] = [
  {
    name: "words trial 12: 'do you have coke zero?' finds Coca Cola sin Azúcar (verbatim t11b 004)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coke zero?", expect: { reply: ["Coca Cola sin Azúcar 1.5 Lt"], notReply: ["don't have"] } },
      { say: "ok 3 of those please", expect: { cart: { [COCA_ZERO]: 3 } } },
    ],
  },
  {
    name: "words trial 12: 'isn't there a sugar free one? sin azucar?' never lists sugar (verbatim t11b 004)",
    ...ALMACEN,
    turns: [
      { say: "hmm isn't there a sugar free coke? sin azucar?", expect: { reply: ["Coca Cola sin Azúcar"], notReply: ["Azúcar Arcor", "Azúcar Domino", '"azucar fre'] } },
    ],
  },
  {
    name: "words trial 12: '2 sugar-free cokes' and 'coca zero' add the sin-azúcar row",
    ...ALMACEN,
    turns: [
      { say: "2 sugar-free cokes please", expect: { notReply: ["Azúcar Arcor"], cart: { [COCA_ZERO]: 2 } } },
      { say: "and one coca zero", expect: { notReply: ["Azúcar Arcor"], cart: { [COCA_ZERO]: 3 } } },
    ],
  },
  {
    name: "words trial 12: 'quero uma coca zero' and 'coca sem açúcar' add the sin-azúcar row",
    ...ALMACEN,
    turns: [
      { say: "quero uma coca zero", expect: { cart: { [COCA_ZERO]: 1 } } },
      { say: "mais uma coca sem açúcar", expect: { notReply: ["Azúcar Arcor"], cart: { [COCA_ZERO]: 2 } } },
    ],
  },
  {
    name: "words trial 12: 'una coca zero' in Spanish is the sin-azúcar row",
    ...ALMACEN,
    turns: [{ say: "una coca zero porfa", expect: { cart: { [COCA_ZERO]: 1 } } }],
  },
];

/** Class 3: people, places and earlier messages are never products. */
const notProducts: Scenario[] = [
  {
    name: "words trial 12: 'apurate q el nene esta llorando' never offers the Nene diapers (verbatim t11b 007)",
    ...ALMACEN,
    turns: [
      { say: "tenes pañales?", expect: {} },
      { say: "pampers talle g tenes? apurate q el nene esta llorando", expect: { notReply: ["Megapack Nene"], cart: {} } },
    ],
  },
  {
    name: "words trial 12: 'listo mandalo a la direccion que te pase' never adds a paté (verbatim t11c 016)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "listo mandalo a la direccion que te pase", expect: { notReply: ["Paté"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 12: 'mandámelo a casa, a donde te dije' and 'a la de siempre' are no products",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "listo, mandamelo a la direccion que te mande antes", expect: { notReply: ["Paté", "No tengo"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 12: 'cuanto sale el kilo de pan?' never prices the pan rallado alone (t11b)",
    ...ALMACEN,
    // words25: the breads are priced with "no tengo ese tamaño" (no bread by the kilo), the breadcrumbs left out (t24b 019).
    turns: [{ say: "hola cuanto sale el kilo de pan?", expect: { reply: ["no tengo ese tamaño", "Pan"], notReply: [/^¡Hola! 👋 Pan Rallado Preferido 1 Kg sale/, "Rallado"], cart: {} } }],
  },
];

/** Class 4: counts said in Portuguese, as "x2" or "2x", and "são 2!". */
const counts: Scenario[] = [
  {
    name: "words trial 12: 'arroz gallo oro 1kg x2' adds two (verbatim t11c 015)",
    ...ALMACEN,
    turns: [{ say: "necesito arroz gallo oro 1kg x2", expect: { cart: { [ARROZ_GALLO]: 2 } } }],
  },
  {
    name: "words trial 12: '2x arroz gallo oro 1kg' and 'arroz gallo oro 1 kg x 2' add two",
    ...ALMACEN,
    turns: [
      { say: "2x arroz gallo oro 1kg", expect: { cart: { [ARROZ_GALLO]: 2 } } },
      { say: "coca 1.5 x 3", expect: { cart: { [ARROZ_GALLO]: 2, [COCA_15]: 3 } } },
    ],
  },
  {
    name: "words trial 12: 'quero 2 doce de leite Ser 200 gr' adds two and 'são 2!' keeps two (verbatim t11b 005)",
    ...ALMACEN,
    turns: [
      { say: "eu quero 2 doce de leite Ser 200 gr", expect: { cart: { [DULCE_SER]: 2 } } },
      { say: "são 2!", expect: { notReply: ["Não entendi"], cart: { [DULCE_SER]: 2 } } },
    ],
  },
  {
    name: "words trial 12: 'são 2!' after one was added makes it two",
    ...ALMACEN,
    turns: [
      { say: "quero um doce de leite Ser 200 gr", expect: { cart: { [DULCE_SER]: 1 } } },
      { say: "são 2!", expect: { notReply: ["Não entendi"], cart: { [DULCE_SER]: 2 } } },
    ],
  },
  {
    name: "words trial 12: 'quero 2, não 1' makes it two",
    ...ALMACEN,
    turns: [
      { say: "quero um doce de leite Ser 200 gr", expect: { cart: { [DULCE_SER]: 1 } } },
      { say: "quero 2, não 1", expect: { notReply: ["Não entendi"], cart: { [DULCE_SER]: 2 } } },
    ],
  },
  ...["quiero 2, no 1", "eran 2, no 1", "2 no 1"].map((say): Scenario => ({
    name: `words trial 12: '${say}' after one dulce de leche makes it two`,
    ...ALMACEN,
    turns: [
      { say: "quiero un dulce de leche Ser 200 gr", expect: { cart: { [DULCE_SER]: 1 } } },
      { say, expect: { notReply: ["No te entendí"], cart: { [DULCE_SER]: 2 } } },
    ],
  })),
];


export const wordsTrial12Scenarios: Scenario[] = [...portuguese, ...sugarFree, ...notProducts, ...counts];
