import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 17 (kiosk, almacén): counts and yeses said after an offer, a pick or a correction.

/** Class 1: a count said with a product after "no tenemos X, tenemos A, B" is that count of the product. */
const countAfterOffer: Scenario[] = [
  ...[
    ["do you have red bull?", "ok then 2 cokes, the big ones", "coca-15", 2],
    ["tenes red bull?", "bueno entonces 2 cocas, las grandes", "coca-15", 2],
    ["tenes schweppes?", "ok, 3 fantas entonces", "fanta-15", 3],
  ].map(([first, say, product, qty]): Scenario => ({
    name: `picks trial 18: '${String(say)}' after a product not sold adds ${String(qty)} (verbatim t17 kiosk)`,
    turns: [
      { say: String(first) },
      { say: String(say), expect: { cart: { [String(product)]: Number(qty) } } },
    ],
  })),
];

/** Class 1b: the size said as its own part after a counted product is that product's size, no list asked. */
const sizeAsPart: Scenario[] = [
  ...[
    ["2 cocas, las chicas", "coca-500"],
    ["dame 3 cocas, la grande", "coca-15"],
  ].map(([say, product]): Scenario => ({
    name: `picks trial 18: '${say}' adds that many of the size said after, no coke list`,
    turns: [{ say, expect: { notReply: ["¿Coca-Cola 1,5 L o Coca-Cola 500 ml?"], cart: { [product]: say.startsWith("2") ? 2 : 3 } } }],
  })),
];

/** Class 2: "2 cocas nomas, no 3" corrects the count, never opens a list. */
const countCorrection: Scenario[] = [
  ...[
    ["quiero 3 coca de 1,5", "2 cocas nomas, no 3", "coca-15", 2],
    ["quiero 3 fantas", "2 fantas nomas, no 3", "fanta-15", 2],
    ["quiero 4 alfajores jorgito", "mejor 2 jorgito nomas, no 4", "alfajor-jorgito", 2],
  ].map(([first, say, product, qty]): Scenario => ({
    name: `picks trial 18: '${String(say)}' sets the line to ${String(qty)}, no list (verbatim t17 kiosk)`,
    turns: [
      { say: String(first), expect: { cart: { [String(product)]: Number(first === "quiero 4 alfajores jorgito" ? 4 : 3) } } },
      { say: String(say), expect: { notReply: ["¿Cuál"], cart: { [String(product)]: Number(qty) } } },
    ],
  })),
];

const COCA_225 = id("7790895000997");

/** Class 2b (almacén): the same correction of a coke line. */
const countCorrectionAlmacen: Scenario[] = [
  ...["2 cocas, no 3", "2 cocas nomas no 3"].map((say): Scenario => ({
    name: `picks trial 18: '${say}' with 3 Coca 2.25 in the almacén cart sets it to 2, no coke list`,
    ...ALMACEN,
    turns: [
      { say: "quiero 3 cocas de 2.25", expect: { cart: { [COCA_225]: 3 } } },
      { say, expect: { notReply: ["¿Cuál"], cart: { [COCA_225]: 2 } } },
    ],
  })),
];

const HUEVOS = id("7792335000314");
const UNTABLE = id("7790080040074");
const MANTECA = id("7793940054006");

/** Class 3: a yes to "¿Te agrego X?" said beside other items takes X too. */
const yesBeside: Scenario[] = [
  ...[
    ["si, y una manteca la serenisima", 1],
    ["dale, y 2 mantecas la serenisima", 2],
    ["si porfa. y una manteca la serenisima", 1],
  ].map(([say, qty]): Scenario => ({
    name: `picks trial 18: '${String(say)}' to '¿Te agrego Queso Untable Cremoso?' adds the cheese and the butter (verbatim t17 'si, y 2 fantas')`,
    ...ALMACEN,
    turns: [
      { say: "HOLA QUIERO 2 DOCENAS DE HUEVOS Y UN QUESO CREMOSO", expect: { reply: ["¿Te agrego Queso Untable Cremoso"], cart: { [HUEVOS]: 2 } } },
      { say: String(say), expect: { cart: { [HUEVOS]: 2, [UNTABLE]: 1, [MANTECA]: Number(qty) } } },
    ],
  })),
];

/** Class 4: the other row picked instead, with a count after it: that count of the other row. */
const otherRowCount: Scenario[] = [
  ...[
    ["quiero cocas", "la grande", "no, la otra, la chica. 2", "coca-500", 2],
    ["quiero cocas", "la de 1,5", "no, la otra, la de 500. 3", "coca-500", 3],
  ].map(([first, pick, say, product, qty]): Scenario => ({
    name: `picks trial 18: '${String(say)}' swaps the picked coke for the other size, ${String(qty)} of it (verbatim t17 kiosk)`,
    turns: [
      { say: String(first) },
      { say: String(pick), expect: { cart: { "coca-15": 1 } } },
      { say: String(say), expect: { cart: { [String(product)]: Number(qty) } } },
    ],
  })),
];

export const picksTrial18Scenarios: Scenario[] = [...otherRowCount, ...yesBeside, ...countAfterOffer, ...sizeAsPart, ...countCorrection, ...countCorrectionAlmacen];
