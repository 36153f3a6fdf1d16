import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 37, counts round 38: the count said with an order verb after a product question is
// the order's count (the list asked for it), and a bare count with the order verb in Portuguese is
// a count, never a "1 Kg" row.

const CAFE_CABRALES_SAQUITOS = id("7790550010125");
const CAFE_MORENITA_1KG = id("7790170901926");

/** t37a 014: "hola tenés coca? mandame 2 a belgrano 500": the 2 was lost and "#2" added 1. */
const countAfterProductQuestion: Scenario[] = [
  {
    name: "counts trial 37: 'tenés coca? mandame 2 a belgrano 500' asks which coca for 2 and '#2' adds 2 (verbatim t37a 014)",
    turns: [
      { say: "hola tenés coca? mandame 2 a belgrano 500", expect: { reply: ["(para 2)", "belgrano 500"], notReply: ["¿Qué te gustaría pedir?"], cart: {} } },
      { say: "#2", expect: { reply: ["2 Coca-Cola 500 ml"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "counts trial 37: 'tenes fanta? mandame 3 a san martin 200' adds 3 Fanta and notes the address",
    turns: [
      { say: "tenes fanta? mandame 3 a san martin 200", expect: { reply: ["3 Fanta 1,5 L", "san martin 200"], notReply: ["¿Qué te gustaría pedir?"], cart: { "fanta-15": 3 } } },
    ],
  },
  {
    name: "counts trial 37: 'tenés alfajores? mandame 2 a Corrientes 1500' asks which alfajor for 2",
    turns: [
      { say: "tenés alfajores? mandame 2 a Corrientes 1500", expect: { reply: ["(para 2)", "Corrientes 1500"], cart: {} } },
      { say: "la segunda", expect: { cart: { "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "counts trial 37: 'tenés alfajores? mandame 3' asks which alfajor for 3 and 'la primera' adds 3",
    turns: [
      { say: "tenés alfajores? mandame 3", expect: { reply: ["(para 3)"], cart: {} } },
      { say: "la primera", expect: { cart: { "alfajor-havanna": 3 } } },
    ],
  },
  {
    name: "counts trial 37: 'tenes cafe? quiero 2' asks which coffee for 2 (almacén)",
    ...ALMACEN,
    turns: [
      { say: "tenes cafe? quiero 2", expect: { reply: ["(para 2)"], cart: {} } },
      { say: "#1", expect: { cart: { [CAFE_CABRALES_SAQUITOS]: 2 } } },
    ],
  },
];

/** t37b 016: "quero 1" to the coffee list added the "1 Kg" row. */
const bareCountWithVerb: Scenario[] = [
  {
    name: "counts trial 37: 'quero 1' to the coffee list asks which one, never the 1 Kg row (verbatim t37b 016)",
    ...ALMACEN,
    turns: [
      { say: "oi, vocês têm café?", expect: { reply: ["café"] } },
      { say: "quero 1", expect: { reply: ["Qual destes"], notReply: ["Adicionei"], cart: {} } },
      { say: "#1", expect: { cart: { [CAFE_CABRALES_SAQUITOS]: 1 } } },
    ],
  },
  {
    name: "counts trial 37: 'quiero 1' to the coffee list adds no 1 Kg row",
    ...ALMACEN,
    turns: [
      { say: "hola tenes cafe?", expect: { reply: ["café"] } },
      { say: "quiero 1", expect: { reply: ["¿Cuál de estos"], notReply: ["Agregué"], cart: {} } },
    ],
  },
  {
    name: "counts trial 37: 'I want 1' to the coffee list adds no 1 Kg row",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coffee?", expect: { reply: ["coffee"] } },
      { say: "I want 1", expect: { notReply: ["Added"], cart: {} } },
    ],
  },
  {
    name: "counts trial 37: 'la de 1 kg' to the coffee list is still the 1 Kg row",
    ...ALMACEN,
    turns: [
      { say: "hola tenes cafe?", expect: { reply: ["café"] } },
      { say: "la de 1 kg", expect: { cart: { [CAFE_MORENITA_1KG]: 1 } } },
    ],
  },
];

/** t37a 027: "y coca?" after the drinks offered beside "no tenemos fernet" added 1 Coca-Cola 1,5 L. */
const productQuestionNoPick: Scenario[] = [
  {
    name: "counts trial 37: 'y coca?' after the drinks offered answers which cocas there are, adds nothing (verbatim t37a 027)",
    turns: [
      { say: "tenes fernet?", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "y coca?", expect: { reply: ["Coca-Cola 500 ml"], notReply: ["Agregué"], cart: {} } },
      { say: "dame 1 coca de litro y medio", expect: { reply: ["Agregué 1 Coca-Cola 1,5 L"], cart: { "coca-15": 1 } } },
    ],
  },
  {
    name: "counts trial 37: 'y pepsi?' after the drinks offered answers it, adds nothing",
    turns: [
      { say: "tenes fernet?", expect: { reply: ["Pepsi 1,5 L"] } },
      { say: "y pepsi?", expect: { reply: ["Pepsi 1,5 L"], notReply: ["Agregué"], cart: {} } },
    ],
  },
  {
    name: "counts trial 37: 'la pepsi' after the drinks offered still adds it",
    turns: [
      { say: "tenes fernet?", expect: { reply: ["Pepsi 1,5 L"] } },
      { say: "la pepsi", expect: { cart: { "pepsi-15": 1 } } },
    ],
  },
];

export const countsTrial37Scenarios: Scenario[] = [...countAfterProductQuestion, ...bareCountWithVerb, ...productQuestionNoPick];
