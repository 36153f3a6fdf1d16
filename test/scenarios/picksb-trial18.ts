import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 17 (kiosk, almacén), third wave: counts said after offers of what instead, "de cada
// una" over two open lists, and a count sent as its own message in a burst after a product.

/** Class 1: a bare count right after an offer of alternatives is the count of the pick to come. */
const countAfterOffer: Scenario[] = [
  ...[
    ["tenes red bull?", "q sean 2", "la coca grande", "coca-15", 2],
  ].map(([first, say, pick, product, qty]): Scenario => ({
    name: `picksb trial 18: '${String(say)}' after '${String(first)}' asks which of the offered, then ${String(qty)} of the pick (t17)`,
    turns: [
      { say: String(first), expect: { reply: ["No tenemos"] } },
      { say: String(say), expect: { cart: {} } },
      { say: String(pick), expect: { cart: { [String(product)]: Number(qty) } } },
    ],
  })),
];

const COCA_15 = "coca-15";
const JORGITO = "alfajor-jorgito";

const QUILMES_CRISTAL = id("7792798007387");

/** Class 1 (almacén, the trial's own): "q sean 6" after "No tenemos quilmes stout" with other Quilmes offered. */
const countAfterOfferAlmacen: Scenario[] = [
  ...["q sean 6", "que sean 6 entonces", "ponele 6"].map((say): Scenario => ({
    name: `picksb trial 18: '${say}' after beers offered instead of a Quilmes not sold asks which for 6, no soda list (t17)`,
    ...ALMACEN,
    turns: [
      { say: "tenes quilmes stout?", expect: { reply: ["No tenemos", "Cristal Quilmes"] } },
      { say, expect: { reply: ["para 6"], notReply: ["Coca", "Gaseosa"], cart: {} } },
      { say: "la cristal", expect: { cart: { [QUILMES_CRISTAL]: 6 } } },
    ],
  })),
];

/** Class 2: "2 de cada una" after two open lists gives each list 2, never drops the first. */
const eachOfTwoLists: Scenario[] = [
  ...["2 de cada una", "dame 2 de cada uno"].map((say): Scenario => ({
    name: `picksb trial 18: '${say}' after a coke list and an alfajor list keeps both lists at 2 (t17)`,
    turns: [
      { say: "quiero coca y alfajores", expect: { reply: ["Coca-Cola 1,5 L", "Alfajor Jorgito"] } },
      { say, expect: { cart: {} } },
      { say: "la grande y el jorgito", expect: { cart: { [COCA_15]: 2, [JORGITO]: 2 } } },
    ],
  })),
];

const SPAGHETTI = id("7790070318640");

/** Class 2 (almacén, lists asked in separate messages): the reply names both lists with the count. */
const eachOfTwoListsAlmacen: Scenario[] = [
  {
    name: "picksb trial 18: '2 de cada una' after a rice list and a pasta list names both back for 2, then 2 of each pick (t17)",
    ...ALMACEN,
    turns: [
      { say: "quiero arroz gallo" },
      { say: "quiero fideos matarazzo" },
      { say: "2 de cada una", expect: { reply: ["para 2", /Me quedó pendiente: .*arroz gallo/i], cart: {} } },
      { say: "los spaghetti" , expect: { cart: { [SPAGHETTI]: 2 } } },
    ],
  },
  {
    name: "picksb trial 18: 'dame 2 de cada uno' after a coke list and an alfajor list asks both again, for 2 (t17)",
    turns: [
      { say: "quiero coca" },
      { say: "quiero alfajores" },
      { say: "dame 2 de cada uno", expect: { reply: ["¿Alfajor Havanna o Alfajor Jorgito?", "Me quedó pendiente: ¿Coca-Cola 1,5 L o Coca-Cola 500 ml (para 2)?"], cart: {} } },
      { say: "la chica y el havanna", expect: { cart: { "coca-500": 2, "alfajor-havanna": 2 } } },
    ],
  },
];

const GALLO_ORO = id("7790070411716");

/** Class 3: a bare number sent alone right after a product (a burst) is that product's count. */
const burstCount: Scenario[] = [
  {
    name: "picksb trial 18: burst 'kiero arroz gallo' / '2' asks which rice for 2, never row 2 (t17)",
    ...ALMACEN,
    turns: [
      { burst: ["kiero arroz gallo", "2"], expect: { reply: ["para 2"], cart: {} } },
      { say: "el gallo oro de 1 kg", expect: { cart: { [GALLO_ORO]: 2 } } },
    ],
  },
  {
    name: "picksb trial 18: burst 'quiero arroz gallo' / '2' with a yerba list open: the 2 is the rice's, never 'no lo entendí' (t17)",
    ...ALMACEN,
    turns: [
      { say: "quiero yerba" },
      { burst: ["quiero arroz gallo", "2"], expect: { reply: ["para 2"], notReply: ["no lo entendí"], cart: {} } },
      { say: "el gallo oro de 1 kg", expect: { cart: { [GALLO_ORO]: 2 } } },
    ],
  },
  {
    name: "picksb trial 18: burst 'quiero coca' / '3' asks which coke for 3, then 3 of the pick (t17)",
    turns: [
      { burst: ["quiero coca", "3"], expect: { cart: {} } },
      { say: "la grande", expect: { cart: { [COCA_15]: 3 } } },
    ],
  },
  {
    name: "picksb trial 18: burst 'quiero alfajor jorgito' / '2' adds 2 Jorgito (t17)",
    turns: [{ burst: ["quiero alfajor jorgito", "2"], expect: { cart: { [JORGITO]: 2 } } }],
  },
];

export const picksbTrial18Scenarios: Scenario[] = [...countAfterOffer, ...countAfterOfferAlmacen, ...eachOfTwoLists, ...eachOfTwoListsAlmacen, ...burstCount];
