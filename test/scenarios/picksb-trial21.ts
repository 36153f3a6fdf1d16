import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 21 (almacén): what picks22 left — a description that fits several rows, a price asked of several rows.

const DDL_COLONIAL_250 = id("7790742104205");
const QUERUBIN_3KG = id("7791905002789");
const ZORRO_3KG = id("7790990992371");

/** Class 1 (wrong data): a description that fits several rows of the open list asks among them, never takes the first. */
const severalRowsFit: Scenario[] = [
  {
    name: "picksb trial 21: 'el de la serenisima' with three La Serenísima rows of the dulce de leche list asks among them (verbatim t21c 006)",
    ...ALMACEN,
    turns: [
      { say: "ola tenes dulse de leche?", expect: { reply: ["8 opciones"] } },
      { say: "el de la serenisima", expect: { notReply: ["Agregué", "No te entendí"], reply: ["¿Cuál"], cart: {} } },
      { say: "el de 250", expect: { cart: { [DDL_COLONIAL_250]: 1 } } },
    ],
  },
  {
    name: "picksb trial 21: '2 de la serenisima' to the dulce de leche list asks among the three for 2 (t21c 006)",
    ...ALMACEN,
    turns: [
      { say: "ola tenes dulse de leche?" },
      { say: "2 de la serenisima", expect: { notReply: ["Agregué", "No te entendí"], reply: ["(para 2)", "¿Cuál"], cart: {} } },
      { say: "el colonial de 250", expect: { cart: { [DDL_COLONIAL_250]: 2 } } },
    ],
  },
  {
    name: "picksb trial 21: 'el de la serenisima de 250' fits one row and takes it (t21c 006, the rule's edge)",
    ...ALMACEN,
    turns: [
      { say: "ola tenes dulse de leche?" },
      { say: "el de la serenisima de 250", expect: { cart: { [DDL_COLONIAL_250]: 1 } } },
    ],
  },
];

/** Class 2: a price asked of a description that fits several rows just offered names every price. */
const priceOfSeveral: Scenario[] = [
  {
    name: "picksb trial 21: 'cuanto sale el de 3 kg' after Querubín 3 Kg and Zorro 3 Kg were offered names both prices (verbatim t21c 013)",
    ...ALMACEN,
    turns: [
      { say: "ola keria saver si tienen jabon en polvo ariel", expect: { reply: ["Querubín 3 Kg", "Zorro 3 Kg"] } },
      { say: "cuanto sale el de 3 kg", expect: { reply: ["$4.280", "$3.690"], notReply: ["$1.290", "¿Te lo agrego?"], cart: {} } },
      { say: "el zorro", expect: { cart: { [ZORRO_3KG]: 1 } } },
    ],
  },
  {
    name: "picksb trial 21: 'y cuanto cuesta el de 3kg?' after the same offer names both 3 Kg prices (t21c 013)",
    ...ALMACEN,
    turns: [
      { say: "ola keria saver si tienen jabon en polvo ariel" },
      { say: "y cuanto cuesta el de 3kg?", expect: { reply: ["$4.280", "$3.690"], notReply: ["$1.290"], cart: {} } },
      { say: "la querubin", expect: { cart: { [QUERUBIN_3KG]: 1 } } },
    ],
  },
  {
    name: "picksb trial 21: 'cuanto sale el de 800' after the same offer names the one Querubín 800 Gr (t21c 013, the rule's edge)",
    ...ALMACEN,
    turns: [
      { say: "ola keria saver si tienen jabon en polvo ariel" },
      { say: "cuanto sale el de 800", expect: { reply: ["$1.290"], notReply: ["$3.690"], cart: {} } },
    ],
  },
];

export const picksbTrial21Scenarios: Scenario[] = [...severalRowsFit, ...priceOfSeveral];
