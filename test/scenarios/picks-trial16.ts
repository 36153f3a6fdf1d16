import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 15 (almacén): a list left over after its product is in the cart, asked again and again.

const TATIN_WHITE = id("7790040331303");
const TATIN_BLACK = id("7790040331204");

/** Class 1: a pending list whose product the cart already holds (its words, its count) is never asked again. */
const coveredLists: Scenario[] = [
  {
    name: "picks trial 16: 'dame 6 de los tatin, 3 blancos y 3 negros', then the tatin again: no leftover '6 tatin' list asked (verbatim t15b 012)",
    ...ALMACEN,
    turns: [
      { say: "holaa" },
      { say: "tenes alfajores?" },
      { say: "dame 6 de los tatin, 3 blancos y 3 negros", expect: { reply: ["3 Alfajor Blanco Tatín 33 Gr", "3 Alfajor Negro Tatín 33 Gr"], notReply: ["para 6", "¿Cuál"], cart: { [TATIN_WHITE]: 3, [TATIN_BLACK]: 3 } } },
      { say: "los tatin te dije!! 3 blancos tatin y 3 negros tatin", expect: { cart: { [TATIN_WHITE]: 3, [TATIN_BLACK]: 3 }, notReply: ["Tengo varias opciones", "Triple Negro"] } },
      { say: "no nada mas, eso. retiro, soy Paula Gomez 40123123, efectivo", expect: { notReply: ["Pendiente", "Antes:"], cart: { [TATIN_WHITE]: 3, [TATIN_BLACK]: 3 } } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 96000 } } },
    ],
  },
  ...["ninguno!! ya tengo los 6 tatin, nada mas", "ninguno", "nada mas", "ya tengo los tatin"].map((say): Scenario => ({
    name: `picks trial 16: '${say}' to a leftover tatin list with the tatin in the cart closes it`,
    ...ALMACEN,
    turns: [
      { say: "quiero 6 alfajores tatin", expect: { reply: ["para 6"] } },
      { say: "3 blancos tatin y 3 negros tatin", expect: { cart: { [TATIN_WHITE]: 3, [TATIN_BLACK]: 3 } } },
      { say, expect: { notReply: ["Pendiente", "Antes:", "¿Cuál"], cart: { [TATIN_WHITE]: 3, [TATIN_BLACK]: 3 } } },
    ],
  })),
];

/** Class 1b: a count split among kinds of what was named is one order, read among the named rows. */
const splitCount: Scenario[] = [
  {
    name: "picks trial 16: 'dame 5 alfajores tatin, 2 blancos y 3 negros' adds the white and asks the black once among the Tatín only",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "dame 5 alfajores tatin, 2 blancos y 3 negros", expect: { reply: ["2 Alfajor Blanco Tatín 33 Gr", "para 3"], notReply: ["para 5", "Nevares"], cart: { [TATIN_WHITE]: 2 } } },
    ],
  },
  ...[
    ["tenes alfajores?", "poneme 6 de los tatin, 3 negros y 3 blancos", 3, 3],
    ["tenes alfajores?", "quiero 4 de los tatin, 2 blancos y 2 negros", 2, 2],
  ].map(([first, say, white, black]): Scenario => ({
    name: `picks trial 16: '${say}' adds the white and black Tatín, no list asked`,
    ...ALMACEN,
    turns: [
      { say: first as string },
      { say: say as string, expect: { notReply: ["¿Cuál", "para "], cart: { [TATIN_WHITE]: white as number, [TATIN_BLACK]: black as number } } },
    ],
  })),
];

const JORGITO_55 = id("77905741");
const AYUDIN_1L = id("7790132098459");
const FANTA_15 = id("7790895000454");

/** Class 2: picks said beside an edit of another line: both the picks and the edit happen. */
const picksBesideEdit: Scenario[] = [
  ...[
    "los de baño de chocolate. la ayudin. ah no, sacame una fanta mejor",
    "los de baño de chocolate, la ayudin, y sacame una fanta",
    "los de baño de chocolate. la ayudin. eh bueno, sacame una fanta",
  ].map((say): Scenario => ({
    name: `picks trial 16: '${say}' adds both picks and takes one fanta off (t15c 013)`,
    ...ALMACEN,
    turns: [
      { say: "quiero 2 fantas de 1.5 y 3 alfajores jorgito" },
      { say: "ah y una lavandina" },
      { say, expect: { reply: ["Jorgito 55 Gr", "Ayudín 1 Lt"], notReply: ["pendiente"], cart: { [FANTA_15]: 1, [JORGITO_55]: 3, [AYUDIN_1L]: 1 } } },
    ],
  })),
];

export const picksTrial16Scenarios: Scenario[] = [...coveredLists, ...splitCount, ...picksBesideEdit];
