import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 16 (almacén): picks from two open lists, the list named by its word.

const COCA_15 = id("7790895000430");
const VENEZIANA = id("7791708611454");
const GRISINES = id("7791708001347");

/** Class 1: "the first coke" is row 1 of the coke list, never of the list open last. */
const namedListRow: Scenario[] = [
  ...[
    ["hi! do you deliver? I need 2 bottles of coke and some bread", "the first coke, and the veneziana bread"],
    ["hi! I need 2 bottles of coke and some bread", "the first coke and the veneziana"],
    ["hola, quiero 2 cocas y pan", "la primera coca y el pan veneziana"],
    ["hola, quiero 2 cocas y pan", "la coca la primera, y el veneziana"],
  ].map(([first, say]): Scenario => ({
    name: `picks trial 17: '${say}' with a coke and a bread list open takes coke row 1 and the Veneziana bread (t16b 004)`,
    ...ALMACEN,
    turns: [
      { say: first },
      { say, expect: { notReply: ["Salvado"], cart: { [COCA_15]: 2, [VENEZIANA]: 1 } } },
    ],
  })),
];

/** Class 1b: the verbatim conversation: no list asked again once its product is in, a "don't want" never adds. */
const verbatimLoop: Scenario[] = [
  {
    name: "picks trial 17: verbatim t16b 004: 'the first coke' is the coke list's row, the veneziana bread picked",
    ...ALMACEN,
    turns: [
      { say: "hi! do you deliver? I need 2 bottles of coke and some bread" },
      { say: "the first coke, and the veneziana bread", expect: { cart: { [COCA_15]: 2, [VENEZIANA]: 1 } } },
      { say: "no! I didnt want that bread, only the veneziana. remove the other one. and the coke is the 1.5", expect: { cart: { [COCA_15]: 2, [VENEZIANA]: 1 } } },
    ],
  },
];

/** Class 1c: the way out the agent offers for a list named back ("no veneziana", "sin veneziana") closes it. */
const wayOut: Scenario[] = [
  ...[
    ["and a veneziana", "that's all, checkout", "no veneziana"],
    ["y una veneziana", "nada mas, cerrame el pedido", "sin veneziana"],
    ["y una veneziana", "nada mas, cerrame el pedido", "sin producto"],
  ].map(([first, close, out]): Scenario => ({
    name: `picks trial 17: '${out}' to the list named back at checkout lets it go (t16b 004)`,
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: first, expect: { reply: ["Grisines La Veneziana"] } },
      { say: close, expect: { reply: ["veneziana", "Grisines La Veneziana"] } },
      { say: out, expect: { notReply: ["didn't get", "No te entendí", "Grisines La Veneziana"], cart: { [COCA_15]: 2 } } },
    ],
  })),
];

/** Class 2: a price question about rows of the open list is answered, never a pick. */
const priceNotPick: Scenario[] = [
  ...[
    "la de 1.5 cuanto? y la retornable de 2 lts?",
    "cuanto la de 1.5 y la retornable?",
    "y la de 1.5 y la retornable cuanto salen?",
    "la 1 cuanto sale? y la 2?",
  ].map((say): Scenario => ({
    name: `picks trial 17: '${say}' after 'tenes coca?? cuanto sale' answers prices and adds nothing (t16b 011)`,
    ...ALMACEN,
    turns: [
      { say: "tenes coca?? cuanto sale", expect: { reply: ["opciones de coca"], cart: {} } },
      { say, expect: { reply: ["$1.000"], notReply: ["Agregué"], cart: {} } },
    ],
  })),
];

export const picksTrial17Scenarios: Scenario[] = [...namedListRow, ...verbatimLoop, ...wayOut, ...priceNotPick];
