import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 29 (swaps, round 30): a plain request never lands on a row that adds a variant the
// customer did not say ("sin TACC"); "los comunes, no sin tacc" swaps the line to the plain row.

const SPAGHETTI_MATARAZZO = id("7790070318640"); // Fideos Spaghetti Matarazzo 500 Gr
const SPAGHETTI_SIN_TACC = id("7790070321800"); // Spaghetti sin TACC Matarazzo 500 Gr

// Class 1, t29c 017: "spaghetti matarazzo tenes? dame 4" stored the sin TACC row.
const unsaidVariant: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 29: 'spaghetti matarazzo tenes? dame 4' never stores the sin TACC row (verbatim t29c 017)",
    turns: [
      { say: "che tenes fideos?" },
      {
        say: "spaghetti matarazzo tenes? dame 4",
        expect: { reply: ["(para 4)"], notReply: ["Agregué"], cart: {} },
      },
      { say: "no esos no, los comunes, no sin tacc", expect: { notReply: ["No te entendí"], cart: { [SPAGHETTI_MATARAZZO]: 4 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 29: 'quiero 2 spaghetti matarazzo' never stores the sin TACC row (t29c 017 variant)",
    turns: [{ say: "quiero 2 spaghetti matarazzo", expect: { reply: ["(para 2)"], notReply: ["Agregué"], cart: {} } },
      { say: "los comunes", expect: { cart: { [SPAGHETTI_MATARAZZO]: 2 } } }],
  },
  {
    ...ALMACEN,
    name: "swaps trial 29: 'quiero 2 spaghetti sin tacc matarazzo' stores the sin TACC row (t29c 017 variant)",
    turns: [{ say: "quiero 2 spaghetti sin tacc matarazzo", expect: { cart: { [SPAGHETTI_SIN_TACC]: 2 } } }],
  },
];



// Class 3, t29c 004: "ok sin fernet entonces" (fernet not sold) is nothing to search: "sin X" lets X go.
const withoutUnsold: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 29: 'ok sin fernet entonces. cuanto es en total?' searches no 'sin fernet' (verbatim t29c 004)",
    turns: [
      { say: "hola" },
      { say: "quiero 6 cervezas quilmes" },
      { say: "y 2 fernet", expect: { reply: ["fernet"] } },
      { say: "ok sin fernet entonces. cuanto es en total?", expect: { notReply: ["sin fernet", "opciones de"] } },
    ],
  },
  {
    name: "swaps trial 29: 'bueno, sin vodka entonces' in the kiosk searches no 'sin vodka', the cart kept (t29c 004 variant)",
    turns: [
      { say: "hola quiero 2 pepsis", expect: { cart: { "pepsi-15": 2 } } },
      { say: "tenes vodka?" },
      { say: "bueno, sin vodka entonces", expect: { notReply: ["sin vodka"], cart: { "pepsi-15": 2 } } },
    ],
  },
];

export const swapsTrial29Scenarios: Scenario[] = [...unsaidVariant, ...withoutUnsold];
