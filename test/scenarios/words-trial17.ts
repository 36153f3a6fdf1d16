import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 16 (almacén): a product noun said in a list answer ("los yogures de frutilla milkaut
// de 200") swapped for a brand+size match of another noun (Leche Chocolatada Milkaut 200 Cc), and a
// price tip that read a 6-pack's per-litre price as one can's.

const LECHE_CLASICA = id("7793940448003");
const VENEZIANA = id("7791708611454");
const YOGUR_FRUTILLA_200 = id("7794820001301");

/** Class 1: a product noun said must be in the product chosen. */
const nounKept: Scenario[] = [
  {
    name: "words trial 17: 'los yogures de frutilla milkaut de 200' adds the yogurt, never Chocolatada Milkaut 200 Cc (verbatim t16c 003)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "necesito leche" },
      { say: "y pan lactal" },
      { say: "ah y 2 yogures" },
      {
        say: "la clasica de la serenisima, 2. el veneziana y los yogures de frutilla milkaut de 200",
        expect: { notReply: ["Chocolatada"], reply: ["Yogur Entero Frutilla Milkaut 200 Gr"] },
      },
    ],
  },
  {
    name: "words trial 17: 'la clasica y los yogures de vainilla milkaut de 200' keeps the yogurt noun (variant)",
    ...ALMACEN,
    turns: [
      { say: "necesito leche" },
      { say: "y 2 yogures" },
      {
        say: "la clasica de la serenisima y los yogures de vainilla milkaut de 200",
        expect: { notReply: ["Chocolatada", "Crema de Leche"], reply: ["Yogur Entero Vainilla Milkaut 200 Gr"] },
      },
    ],
  },
];

const QUILMES_SIX = id("7792798011612");

/** Class 5: a tip states true numbers: a 6-pack's price per litre counts its six cans. */
const trueTips: Scenario[] = [
  {
    name: "words trial 17: the Quilmes 354 Cc 6-pack is never told a 473 Cc can is cheaper per litre (verbatim t16c 007)",
    ...ALMACEN,
    turns: [
      { say: "oi, boa noite! vocês têm cerveja quilmes? queria 6 latas" },
      { say: "quiero un pack de cerveza quilmes 354 cc 6 un", expect: { notReply: ["473 Cc sai", "473 Cc te sale", "por litro", "por litro, mais barato"] } },
    ],
  },
  {
    name: "words trial 17: a six-pack added by name gets no false per-litre tip (variant)",
    ...ALMACEN,
    turns: [
      { say: "1 cerveza quilmes 354" },
      { say: "el pack de 6", expect: { cart: { [QUILMES_SIX]: 1 }, notReply: ["por litro"] } },
    ],
  },
];

export const wordsTrial17Scenarios: Scenario[] = [...nounKept, ...trueTips];
