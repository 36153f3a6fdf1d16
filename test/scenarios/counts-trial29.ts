import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 29: counts stored wrong or lost. A number of a hundred or more before "de" and a
// product sold by weight is grams ("200 de jamón" is the 200 g rows, never 200 packs); a bare count
// correcting the line just asked about sets its count; "2 de cada una" sets every line just named;
// "então/entonces" closing a line is a filler, never a word of the product.

const JAMON_CAGNOLI_200 = id("7798013103377");
const QUESO_MENDICRIM = id("7790080040074");
const SPRITE_225 = id("7790895001000");
const SPRITE_15 = id("7790895000447");
const YERBA_CBSE = id("7790710000102");
const COCA_15 = id("7790895000430");
const FANTA_15 = id("7790895000454");
const MORTADELA_PALADINI_300 = id("7790079001031");

/** t29c 022: "200 de jamon" is 200 g of ham, never 200 packs. */
const gramsBeforeOf: Scenario[] = [
  {
    name: "counts trial 29: '200 de jamon' lists the 200 g rows, never 200 units (verbatim t29c 022)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 queso cremoso y 200 de jamon", expect: { reply: ["¿Cuál de estos"], notReply: ["para 200", "200 Jam"] } },
      { say: "si" },
      { say: "el feteado cagnoli de 200 gramos, uno solo", expect: { cart: { [QUESO_MENDICRIM]: 1, [JAMON_CAGNOLI_200]: 1 } } },
    ],
  },
  {
    name: "counts trial 29: 'dame 300 de mortadela' is the 300 g mortadela, one of it",
    ...ALMACEN,
    turns: [
      { say: "dame 300 de mortadela paladini", expect: { reply: ["Mortadela Mini Paladini 300 Gr"], notReply: ["para 300", "300 Mortadela"] } },
      { say: "si", expect: { cart: { [MORTADELA_PALADINI_300]: 1 } } },
    ],
  },
  {
    name: "counts trial 29: '2 de jamon feteado cagnoli' is still 2 of it (a small number before 'de' counts)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 de jamon cocido feteado cagnoli", expect: { cart: { [JAMON_CAGNOLI_200]: 2 } } }],
  },
];

/** t29b 021: a burst "3 sprite de 2 litros" / "no perdon 2": the correction is the open list's count. */
const correctedBeforePick: Scenario[] = [
  {
    name: "counts trial 29: 'no perdon 2' right after '3 sprite de 2 litros' makes the Sprite list for 2 (verbatim t29b 021)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { burst: ["quiero 3 sprite de 2 litros", "no perdon 2", "y un paquete de yerba cbse"], expect: { reply: ["para 2"], notReply: ["para 3", "carrito está vacío"], cart: { [YERBA_CBSE]: 1 } } },
      { say: "la de 2 y cuarto" },
      { say: "la comun", expect: { cart: { [YERBA_CBSE]: 1, [SPRITE_225]: 2 } } },
    ],
  },
  {
    name: "counts trial 29: 'no, 2' said after a Sprite list for 3 makes the list for 2",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 sprite", expect: { reply: ["para 3"] } },
      { say: "no perdon, 2", expect: { reply: ["para 2"], notReply: ["para 3"] } },
      { say: "gaseosa sprite 2.25", expect: { cart: { [SPRITE_225]: 2 } } },
    ],
  },
  {
    name: "counts trial 29: 'dame 4 fanta de 3 litros, no perdon 2' in one message lists the Fantas for 2",
    ...ALMACEN,
    turns: [{ say: "dame 4 fanta de 3 litros, no perdon 2", expect: { reply: ["para 2"], notReply: ["para 4", "carrito está vacío"] } }],
  },
];

/** t29b 025: "ponele 2 de cada una" with a line just added and a list open: both are 2. */
const eachOfThem: Scenario[] = [
  {
    name: "counts trial 29: 'ponele 2 de cada una' sets the coca just added to 2 and keeps the Fanta list for 2 (verbatim t29b 025)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 coca de 1.5 y 2 fantas", expect: { cart: { [COCA_15]: 1 } } },
      { say: "agregaste la coca?" },
      { say: "ponele 2 de cada una", expect: { reply: ["para 2"], cart: { [COCA_15]: 2 } } },
      { say: "la de 1.5", expect: { cart: { [COCA_15]: 2, [FANTA_15]: 2 } } },
      { say: "y la coca? te dije 2 de cada una", expect: { notReply: ["opciones de coca"], cart: { [COCA_15]: 2, [FANTA_15]: 2 } } },
    ],
  },
];

const eachVariant: Scenario[] = [
  {
    name: "counts trial 29: 'que sean 3 de cada una' right after 1 sprite added and a Fanta list sets the Sprite to 3 and the list for 3",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 gaseosa sprite 1.5 y 2 fantas", expect: { cart: { [SPRITE_15]: 1 } } },
      { say: "que sean 3 de cada una", expect: { reply: ["para 3"], cart: { [SPRITE_15]: 3 } } },
    ],
  },
];

/** t29a 007: "então"/"entonces" closing an order is a filler, never a word of the product. */
const fillerAfterLine: Scenario[] = [
  {
    name: "counts trial 29: 'ok, 2 coca de 500 entao' adds 2 Coca-Cola 500 ml (verbatim t29a 007)",
    turns: [
      { say: "ola, quero 2 cervejas" },
      { say: "ok, 2 coca de 500 entao", expect: { notReply: ["Não tenho"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "counts trial 29: 'quero 3 fanta então' adds 3 Fanta",
    turns: [{ say: "quero 3 fanta então", expect: { notReply: ["Não tenho"], cart: { "fanta-15": 3 } } }],
  },
  {
    name: "counts trial 29: 'bueno, 2 pepsi entonces' adds 2 Pepsi",
    turns: [{ say: "bueno, 2 pepsi entonces", expect: { notReply: ["No tengo"], cart: { "pepsi-15": 2 } } }],
  },
];

export const countsTrial29Scenarios: Scenario[] = [...gramsBeforeOf, ...correctedBeforePick, ...eachOfThem, ...eachVariant, ...fillerAfterLine];
