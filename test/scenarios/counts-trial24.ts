import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 24 (kiosk, almacén): counts and rows said beside an open tip or offer. "de cada una" is every
// line just added, never the offered product; "mais uma" is one more of the last line; a row number with no
// list open edits nothing; a bare count right after a pick that closed the list is that line's count.

const OREO = id("7622210659446");
const COCA_15 = id("7790895000430");
const COCA_ZERO_15 = id("7790895067556");
const COCA_LIGHT_15 = id("7790895001451");
const FANTA_15 = id("7790895000454");
const PEPSI_15 = id("7791813421115");

/** "de cada una" beside an open tip: every line just added, never the product the tip offered. */
const eachOfTheLines: Scenario[] = [
  {
    name: "counts trial 24: 'ponele 2 de cada una' after a tip sets the Fanta and the Pepsi to 2 (verbatim t24a 113)",
    turns: [
      { say: "buenas, q gaseosas tenes?" },
      { say: "una fanta y una pepsi", expect: { cart: { "fanta-15": 1, "pepsi-15": 1 } } },
      { say: "ponele 2 de cada una", expect: { cart: { "fanta-15": 2, "pepsi-15": 2 }, notReply: ["Agua"] } },
    ],
  },
  {
    name: "counts trial 24: 'dame 3 de cada uno' after a tip sets both lines to 3 (kiosk)",
    turns: [
      { say: "una coca de 500 y una pepsi" },
      { say: "dame 3 de cada uno", expect: { cart: { "coca-500": 3, "pepsi-15": 3 } } },
    ],
  },
  {
    name: "counts trial 24: 'mejor 2 de cada una' sets both almacén lines to 2",
    ...ALMACEN,
    turns: [
      { say: "una fanta de 1.5 y una pepsi de 1.5", expect: { cart: { [FANTA_15]: 1, [PEPSI_15]: 1 } } },
      { say: "mejor 2 de cada una", expect: { cart: { [FANTA_15]: 2, [PEPSI_15]: 2 } } },
    ],
  },
];

/** "mais uma" / "mais um": one more of the last line, like "una más" — never a swap. */
const oneMorePortuguese: Scenario[] = [
  {
    name: "counts trial 24: 'mais uma' after 2 Coca-Cola 1,5 L makes 3 of them (verbatim t24a 110)",
    turns: [
      { say: "oi, vocês têm coca?" },
      { say: "quero 2 da grande", expect: { cart: { "coca-15": 2 } } },
      { say: "mais uma", expect: { cart: { "coca-15": 3 } } },
    ],
  },
  {
    name: "counts trial 24: 'mais um' after an alfajor makes 2 of it",
    turns: [
      { say: "oi, quero um alfajor havanna", expect: { cart: { "alfajor-havanna": 1 } } },
      { say: "mais um", expect: { cart: { "alfajor-havanna": 2 } } },
    ],
  },
];

/** "#1" with no list open edits no line; "no, la otra, la sin azucar" swaps the just-added line to the row named. */
const rowWithNothingOpen: Scenario[] = [
  {
    name: "counts trial 24: '#1' with no list open leaves the Coca at 2, then 'la sin azucar' swaps it (verbatim t24c 009)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "tenen galletitas oreo?" },
      { say: "dame 4", expect: { cart: { [OREO]: 4 } } },
      { say: "ah y tambien 2 coca de 1.5", expect: { cart: { [OREO]: 4, [COCA_15]: 2 } } },
      { say: "#1", expect: { cart: { [OREO]: 4, [COCA_15]: 2 }, notReply: ["ahora es 1"] } },
      { say: "no, la otra, la sin azucar", expect: { cart: { [OREO]: 4, [COCA_ZERO_15]: 2 } } },
    ],
  },
  {
    name: "counts trial 24: 'la sin azucar' one turn after adding a Coca swaps it to the Coca sin Azúcar",
    ...ALMACEN,
    turns: [
      { say: "2 coca de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "no, la otra, la sin azucar", expect: { cart: { [COCA_ZERO_15]: 2 } } },
    ],
  },
  {
    name: "counts trial 24: 'no, la otra, la light' right after a Coca beside Oreos swaps it to the light of that size",
    ...ALMACEN,
    turns: [
      { say: "4 oreo", expect: { cart: { [OREO]: 4 } } },
      { say: "y 2 coca de 1.5", expect: { cart: { [OREO]: 4, [COCA_15]: 2 } } },
      { say: "no, la otra, la light", expect: { cart: { [OREO]: 4, [COCA_LIGHT_15]: 2 } } },
    ],
  },
  {
    name: "counts trial 24: '#2' with no list open edits no kiosk line",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "#2", expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
];

/** A bare count right after a pick that closed the list: that line's count, never the other row. */
const countAfterPick: Scenario[] = [
  {
    name: "counts trial 24: '2' right after picking #1 of the alfajores makes 2 Havanna (verbatim t24a 101)",
    turns: [
      { say: "hola buenas, tenes alfajores?" },
      { say: "#1", expect: { cart: { "alfajor-havanna": 1 } } },
      { say: "2", expect: { cart: { "alfajor-havanna": 2 } } },
    ],
  },
  {
    name: "counts trial 24: '3' right after picking the Jorgito makes 3 Jorgito",
    turns: [
      { say: "tenes alfajores?" },
      { say: "el jorgito", expect: { cart: { "alfajor-jorgito": 1 } } },
      { say: "3", expect: { cart: { "alfajor-jorgito": 3 } } },
    ],
  },
  {
    name: "counts trial 24: '#2' right after picking #1 of the alfajores still adds row 2",
    turns: [
      { say: "hola buenas, tenes alfajores?" },
      { say: "#1", expect: { cart: { "alfajor-havanna": 1 } } },
      { say: "#2", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 1 } } },
    ],
  },
];

export const countsTrial24Scenarios: Scenario[] = [...eachOfTheLines, ...oneMorePortuguese, ...rowWithNothingOpen, ...countAfterPick];
