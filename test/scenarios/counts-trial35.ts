import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const ARROZ_GALLO_ORO = id("7790070411716");
const SPAGHETTI_MATARAZZO = id("7790070318640");
const TIRABUZONES_MATARAZZO = id("7790070318602");

// Blind trial 35, counts round 36: a count said after the row named ("the Gallo Oro one, 2 please")
// is that row's count, and "mejor N de X" with X naming a cart line sets that line to N.

/** t35b 006: "the Gallo Oro one, 2 please" to the open rice list added 1. */
const countAfterRowNamed: Scenario[] = [
  {
    name: "counts trial 35: 'the Gallo Oro one, 2 please' to the rice list adds 2 (verbatim t35b 006)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have rice?", expect: { reply: ["options of rice"] } },
      { say: "the Gallo Oro one, 2 please", expect: { reply: ["2 × Arroz Gallo Oro 1 Kg"], notReply: ["Added 1 ×"], cart: { [ARROZ_GALLO_ORO]: 2 } } },
    ],
  },
  {
    name: "counts trial 35: 'el gallo oro, 2 por favor' to the rice list adds 2",
    ...ALMACEN,
    turns: [
      { say: "hola tenes arroz?", expect: { reply: ["arroz"] } },
      { say: "el gallo oro, 2 por favor", expect: { reply: ["Agregué 2 Arroz Gallo Oro 1 Kg"], cart: { [ARROZ_GALLO_ORO]: 2 } } },
    ],
  },
  {
    name: "counts trial 35: 'el gallo oro x2' to the rice list adds 2",
    ...ALMACEN,
    turns: [
      { say: "hola tenes arroz?", expect: { reply: ["arroz"] } },
      { say: "el gallo oro x2", expect: { reply: ["Agregué 2 Arroz Gallo Oro 1 Kg"], cart: { [ARROZ_GALLO_ORO]: 2 } } },
    ],
  },
];

/** t35b 009: "mejor 3 de spaghetti" with spaghetti and tirabuzones in the cart offered a swap of the tirabuzones. */
const betterCountOfNamedLine: Scenario[] = [
  {
    name: "counts trial 35: 'mejor 3 de spaghetti' sets the spaghetti line to 3, the tirabuzones stay (verbatim t35b 009)",
    ...ALMACEN,
    turns: [
      { say: "tenes fideos matarazzo", expect: { reply: ["opciones de fideos"] } },
      { say: "2 de spaghetti y 1 de tirabuzones", expect: { cart: { [SPAGHETTI_MATARAZZO]: 2, [TIRABUZONES_MATARAZZO]: 1 } } },
      { say: "mejor 3 de spaghetti", expect: { reply: ["3"], notReply: ["en vez de", "¿Cuál"], cart: { [SPAGHETTI_MATARAZZO]: 3, [TIRABUZONES_MATARAZZO]: 1 } } },
    ],
  },
  {
    name: "counts trial 35: 'mejor 2 de tirabuzones' sets the tirabuzones line to 2",
    ...ALMACEN,
    turns: [
      { say: "tenes fideos matarazzo", expect: { reply: ["opciones de fideos"] } },
      { say: "2 de spaghetti y 1 de tirabuzones", expect: { cart: { [SPAGHETTI_MATARAZZO]: 2, [TIRABUZONES_MATARAZZO]: 1 } } },
      { say: "mejor 2 de tirabuzones", expect: { notReply: ["en vez de", "¿Cuál"], cart: { [SPAGHETTI_MATARAZZO]: 2, [TIRABUZONES_MATARAZZO]: 2 } } },
    ],
  },
  {
    name: "counts trial 35: 'mejor 3 cocas' with cocas and a fanta in the cart sets the coca line to 3",
    turns: [
      { say: "quiero 2 coca de 1.5 y una fanta", expect: { cart: { "coca-15": 2, "fanta-15": 1 } } },
      { say: "mejor 3 cocas", expect: { notReply: ["en vez de", "¿Cuál"], cart: { "coca-15": 3, "fanta-15": 1 } } },
    ],
  },
];

/** t35a 020: "#1" after "dame 2 fanta" pointed at the Coca-Cola named in the "no tenemos cerveza" sentence and added 2. */
const strayRowAfterOrder: Scenario[] = [
  {
    name: "counts trial 35: a stray '#1' after ordering one of the products named in a sentence adds nothing (verbatim t35a 020)",
    turns: [
      { say: "hola tenes cerveza?", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "y gaseosas?", expect: { reply: ["Fanta 1,5 L"] } },
      { say: "dame 2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "#1", expect: { reply: ["ninguna lista abierta"], notReply: ["Agregué 2 Coca-Cola"], cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "counts trial 35: '#2' after ordering a product named in the suggestion sentence adds nothing",
    turns: [
      { say: "hola tenes cerveza?", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "dame 1 pepsi", expect: { cart: { "pepsi-15": 1 } } },
      { say: "#2", expect: { notReply: ["Agregué"], cart: { "pepsi-15": 1 } } },
    ],
  },
];

/** t35c 006: "2 please" to a numbered list of 6 Coca-Colas added 1 of row #2. */
const countPleaseToList: Scenario[] = [
  {
    name: "counts trial 35: '2 please' to a list of six cokes asks which, for 2 (verbatim t35c 006)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coca cola?", expect: { reply: ["options of coca"] } },
      { say: "2 please", expect: { reply: ["for 2"], notReply: ["Added 1"], cart: {} } },
    ],
  },
  {
    name: "counts trial 35: '2 por favor' to a list of six cokes asks which, para 2",
    ...ALMACEN,
    turns: [
      { say: "hola tenes coca cola?", expect: { reply: ["opciones de coca"] } },
      { say: "2 por favor", expect: { reply: ["para 2"], notReply: ["Agregué 1"], cart: {} } },
    ],
  },
  {
    name: "counts trial 35: '2' alone to a list of six cokes is row 2, as '2' alone is in Spanish",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coca cola?", expect: { reply: ["options of coca"] } },
      { say: "2", expect: { reply: ["Added 1 × Coca Cola Retornable 2 Lt"] } },
    ],
  },
];

/** t35c 044: "sumale otro detergente" with one detergent in the cart showed a list of other detergents. */
const oneMoreOfNamedLine: Scenario[] = [
  {
    name: "counts trial 35: 'sumale otro detergente' with one detergent in the cart makes it 2 (verbatim t35c 044)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 detergente magistral y 2 esponjas", expect: { reply: ["Detergente magistral"] } },
      { say: "#1", expect: { reply: ["Esponjas de Bronce Virulana"] } },
      { say: "#1", expect: { reply: ["Detergente Aloe Magistral 500 Cc"] } },
      { say: "sumale otro detergente", expect: { reply: ["Agregué 1 Detergente Aloe Magistral 500 Cc", "2 Detergente Aloe Magistral 500 Cc"], notReply: ["¿Cuál"] } },
    ],
  },
];

export const countsTrial35Scenarios: Scenario[] = [...countAfterRowNamed, ...betterCountOfNamedLine, ...strayRowAfterOrder, ...countPleaseToList, ...oneMoreOfNamedLine];
