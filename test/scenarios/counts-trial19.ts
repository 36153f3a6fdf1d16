import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 19 (kiosk, almacén): a count said with a pick ("la segunda, 3", "o primeiro, 2") is that row's count.

const VERONICA = id("7794710010024");
const CABRALES = id("7790550010125");
const MORENITA = id("7790170008427");

/** A count after a row said by its place or name is that row's count, never a second row nor 1. */
const countWithPick: Scenario[] = [
  {
    name: "counts trial 19: 'la segunda, 3' adds 3 of row 2 (verbatim t19a 104)",
    turns: [
      { say: "ola kiero alfajores q tenes" },
      { say: "la segunda, 3", expect: { cart: { "alfajor-jorgito": 3 } } },
    ],
  },
  {
    name: "counts trial 19: 'la primera, 2' adds 2 of row 1",
    turns: [
      { say: "quiero alfajores" },
      { say: "la primera, 2", expect: { cart: { "alfajor-havanna": 2 } } },
    ],
  },
  {
    name: "counts trial 19: 'no, la leche no, queria fanta. 2 de la de 1.5' adds 2 (verbatim t19a 109)",
    turns: [
      { say: "buenas tenes yerba?" },
      { say: "no, la leche no, queria fanta. 2 de la de 1.5", expect: { cart: { "fanta-15": 2 } } },
    ],
  },
  ...[
    ["quiero coca. 2 de la de 1.5", "coca-15", 2],
    ["quiero coca y 3 de las chicas", "coca-500", 3],
  ].map(([say, product, qty]): Scenario => ({
    name: `counts trial 19: '${String(say)}' is ${String(qty)} of the line said before, one line`,
    turns: [{ say: String(say), expect: { notReply: ["¿Coca-Cola 1,5 L o Coca-Cola 500 ml?"], cart: { [String(product)]: Number(qty) } } }],
  })),
  {
    name: "counts trial 19: 'dame 3 cocas de 500 y 2 de 1,5' keeps two lines",
    turns: [{ say: "dame 3 cocas de 500 y 2 de 1,5", expect: { cart: { "coca-500": 3, "coca-15": 2 } } }],
  },
  {
    name: "counts trial 19: 'bueno la veronica, 2' adds 2 Verónica (verbatim t19c 015)",
    ...ALMACEN,
    turns: [
      { say: "hola tienen leche descremada?" },
      { say: "bueno la veronica, 2", expect: { cart: { [VERONICA]: 2 } } },
    ],
  },
  {
    name: "counts trial 19: 'bueno la veronica, 2' to the not-sold answer's list adds 2 Verónica (verbatim t19c 015)",
    ...ALMACEN,
    turns: [
      { say: "hola tienen leche descremada?" },
      { say: "quiero leche descremada sancor" },
      { say: "bueno la veronica, 2", expect: { cart: { [VERONICA]: 2 } } },
    ],
  },
  {
    name: "counts trial 19: 'ok el havanna, 3' to the alfajor list adds 3 Havanna",
    turns: [
      { say: "quiero alfajores" },
      { say: "ok el havanna, 3", expect: { cart: { "alfajor-havanna": 3 } } },
    ],
  },
  {
    name: "counts trial 19: 'o primeiro, 2' adds 2 of row 1, never row 2 (verbatim t19b 009)",
    ...ALMACEN,
    turns: [
      { say: "ola, vocês tem café?" },
      { say: "o primeiro, 2", expect: { cart: { [CABRALES]: 2 } } },
    ],
  },
  {
    name: "counts trial 19: 'el primero, 2' adds 2 of row 1 (almacén)",
    ...ALMACEN,
    turns: [
      { say: "tenes cafe?" },
      { say: "el primero, 2", expect: { cart: { [CABRALES]: 2 } } },
    ],
  },
  {
    name: "counts trial 19: 'la 1, 2' on a list asking for one still reads row 1 count 2; '1, 2' stays two rows",
    ...ALMACEN,
    turns: [
      { say: "tenes cafe?" },
      { say: "1, 2", expect: { cart: { [CABRALES]: 1, [MORENITA]: 1 } } },
    ],
  },
];

export const countsTrial19Scenarios: Scenario[] = [...countWithPick];
