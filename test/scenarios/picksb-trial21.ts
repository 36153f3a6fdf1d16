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

const LEDESMA = id("7792540260138");
const PLAYADITO_LATA = id("7793704000089");
const TERMA_SERRANO = id("7790950133318");
const UNION_SUAVE = id("7790387014327");
const LECHE_ILOLAY = id("7790787002528");

/** Class 3: "listo", "eso es todo", "no, está bien" close the cart: what is pending is left out (said), checkout goes on. */
const closedCart: Scenario[] = [
  ...["no, esta bien. listo", "listo", "eso es todo", "nada mas"].map((say): Scenario => ({
    name: `picksb trial 21: '${say}' with the leche list pending leaves the leche out and goes on to checkout (verbatim t21c 016)`,
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 paquete de yerba, 1 de azucar y 1 leche" },
      { say: "la playadito y la ledesma", expect: { cart: { [LEDESMA]: 1 } } },
      { say: "la 1", expect: { cart: { [LEDESMA]: 1, [PLAYADITO_LATA]: 1 }, reply: ["leche"] } },
      { say, expect: { notReply: ["No te entendí"], reply: ["sin leche"], cart: { [LEDESMA]: 1, [PLAYADITO_LATA]: 1 } } },
      { say: "listo", expect: { notReply: ["No te entendí", "sin leche"], reply: ["Dejé afuera leche", /retir|env[ií]o/i], cart: { [LEDESMA]: 1, [PLAYADITO_LATA]: 1 } } },
    ],
  })),
  {
    name: "picksb trial 21: the leche picked after 'listo' asked it back goes straight to the next detail, never '¿Algo más?' (t21c 016)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 paquete de yerba, 1 de azucar y 1 leche" },
      { say: "la playadito y la ledesma" },
      { say: "la 1" },
      { say: "no, esta bien. listo", expect: { reply: ["sin leche"] } },
      { say: "la 2", expect: { notReply: ["¿Algo más", "No te entendí"], reply: [/retir|env[ií]o/i], cart: { [LEDESMA]: 1, [PLAYADITO_LATA]: 1, [LECHE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "picksb trial 21: 'no bueno solo el terma entonces. listo' after 'No tengo hielos' goes on to checkout (verbatim t21b 010)",
    ...ALMACEN,
    turns: [
      { say: "quiero un amargo serrano terma y hielos", expect: { cart: { [TERMA_SERRANO]: 1 } } },
      { say: "no bueno solo el terma entonces. listo", expect: { notReply: ["No te entendí"], reply: [/retir|env[ií]o/i], cart: { [TERMA_SERRANO]: 1 } } },
    ],
  },
  {
    name: "picksb trial 21: after 'eso es todo' with every detail, the last pick of the pending lists shows the summary, never '¿Algo más?' (verbatim t21b 024)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes yerba?" },
      { say: "2 de la playadito y 1 de la union" },
      { say: "eso es todo, mandamelo a mi casa que es en rivadavia 800, soy carolina vega 32111000, efectivo", expect: { notReply: ["Resumen de tu pedido"] } },
      { say: "la yerba suave", expect: { notReply: ["Resumen de tu pedido"], reply: ["playadito"], cart: { [UNION_SUAVE]: 1 } } },
      { say: "la lata", expect: { notReply: ["¿Algo más o confirmamos?"], reply: ["Resumen de tu pedido"], cart: { [UNION_SUAVE]: 1, [PLAYADITO_LATA]: 2 } } },
    ],
  },
];

export const picksbTrial21Scenarios: Scenario[] = [...severalRowsFit, ...priceOfSeveral, ...closedCart];
