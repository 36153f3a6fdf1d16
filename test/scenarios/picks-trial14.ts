import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 12 (almacén and kiosk): size words said to an offer of two or three rows, a count
// with a size answering a two-row question, "la más grande" of a line with one size, and English
// picks ("the zero one", "the retornable").

const PAMPERS_G_22 = id("7500435133371");
const PAMPERS_G_46 = id("7500435133449");
const TARAGUI_500 = id("7790387113327");
const TARAGUI_1K = id("7790387113310");
const ULTRA_0 = id("7790742034502");
const ULTRA_1 = id("7790742034915");
const COKE_ZERO_15 = id("7790895067556");

/** Class 1: a size word or a size said to "Sí, tenemos A y B" picks among those rows. */
const offerSizes: Scenario[] = [
  {
    name: "picks trial 14: 'dame el paquete grande y una leche en polvo nido' after the two Pampers G adds the 46 (verbatim t12c 011)",
    ...ALMACEN,
    turns: [
      { say: "hola tienen pañales pampers talle g?", expect: { reply: ["Sí, tenemos"] } },
      { say: "dame el paquete grande y una leche en polvo nido", expect: { reply: ["Pañal Talle G Supersec Pampers 46 Un"], notReply: ["No tengo", "No te entendí"] } },
    ],
  },
  ...["el grande", "el paquete mas grande", "dame el grande", "el de 46 unidades", "el mas chico"].map((say): Scenario => ({
    name: `picks trial 14: '${say}' after the two Pampers G picks among them`,
    ...ALMACEN,
    turns: [
      { say: "hola tienen pañales pampers talle g?" },
      { say, expect: { notReply: ["No tengo", "No te entendí"], cart: say.includes("chico") ? { [PAMPERS_G_22]: 1 } : { [PAMPERS_G_46]: 1 } } },
    ],
  })),
];

/** Class 2: a count with a size answering a question about two rows takes the count. */
const countedAnswers: Scenario[] = [
  ...["2 de 500", "dame 2 de 500", "2 de las de 500", "la de 500, 2", "2 de medio kilo"].map((say): Scenario => ({
    name: `picks trial 14: '${say}' to the Taragüí 1 Kg / 500 Gr question adds 2 of 500`,
    ...ALMACEN,
    turns: [
      { say: "quiero yerba taragui", expect: { reply: ["Taragui 500 Gr"] } },
      { say, expect: { reply: ["2 Yerba"], cart: { [TARAGUI_500]: 2 } } },
    ],
  })),
  {
    name: "picks trial 14: 'la de 1%!! y 4 de la ultra 0%' between the two ultra milks takes both (verbatim t12b 017)",
    ...ALMACEN,
    turns: [
      { say: "tenes leche descremada?" },
      { say: "y una de la ultra 1% tambien", expect: { reply: ["Leche Ultra Descremada 0% La Serenísima 1 Lt o Leche Ultra Descremada 1%"] } },
      { say: "la de 1%!! y 4 de la ultra 0%. no es tan dificil", expect: { notReply: ["Cif", "Pañal"], cart: { [ULTRA_1]: 1, [ULTRA_0]: 4 } } },
    ],
  },
  ...["la de 1%", "la 1%!!", "la de 1% porfa", "dame 3 de la de 1%"].map((say): Scenario => ({
    name: `picks trial 14: '${say}' to the 0% / 1% ultra question takes the 1%`,
    ...ALMACEN,
    turns: [
      { say: "tenes leche descremada?" },
      { say: "y una de la ultra 1% tambien" },
      { say, expect: { notReply: ["No te entendí"], cart: { [ULTRA_1]: say.startsWith("dame 3") ? 3 : 1 } } },
    ],
  })),
  ...["la de 1% y 4 de la ultra 0%", "4 de la ultra 0% y la de 1%", "la 1%, y 4 de la 0%. te lo dije"].map((say): Scenario => ({
    name: `picks trial 14: '${say}' takes both ultra milks with their counts`,
    ...ALMACEN,
    turns: [
      { say: "tenes leche descremada?" },
      { say: "y una de la ultra 1% tambien" },
      { say, expect: { notReply: ["Cif", "Pañal"], cart: { [ULTRA_1]: 1, [ULTRA_0]: 4 } } },
    ],
  })),
];

/** Class 4 (English): "zero please" to the coke list takes the sugar-free row (guard; "the zero one" is not fixed yet). */
const english: Scenario[] = [
  {
    name: "picks trial 14: 'zero please' to the coke list adds 2 Coca Cola sin Azúcar (t12c 017)",
    ...ALMACEN,
    turns: [
      { say: "hurry up pls, 2 cokes and a bag of ice", expect: { reply: ["Which one"] } },
      { say: "zero please", expect: { cart: { [COKE_ZERO_15]: 2 } } },
    ],
  },
];

export const picksTrial14Scenarios: Scenario[] = [...offerSizes, ...countedAnswers, ...english];
