import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 18, answersb round: a second yes right after the order was confirmed ("si", "sim",
// "si confirmo", "#1" after "confirmar") is acknowledged, never "No te entendí bien".

/** Class: a yes after a confirmation. */
const yesAfterConfirm: Scenario[] = [
  {
    name: "answersb trial 18: 'si' right after the order was confirmed is acknowledged, never 'no te entendí' (verbatim t18c 006)",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 cervezas quilmes cristal de litro" },
      { say: "retiro, Diego Ortiz, dni 25444333, efectivo" },
      { say: "si", expect: { orders: 1 } },
      { say: "si", expect: { reply: [/confirmado/i], notReply: ["No te entendí", "no te entendí"], orders: 1 } },
    ],
  },
  {
    name: "answersb trial 18: 'si confirmo' twice confirms once and acknowledges the second (verbatim t18b 007)",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 cervezas quilmes cristal de litro" },
      { say: "retiro, Sofia Rios, dni 38777666, efectivo" },
      { say: "si confirmo", expect: { orders: 1 } },
      { say: "si confirmo", expect: { reply: [/confirmado/i], notReply: [/no te entend/i], orders: 1 } },
    ],
  },
  {
    name: "answersb trial 18: 'sim' after a Portuguese confirmation is acknowledged in Portuguese (verbatim t18c 009)",
    ...ALMACEN,
    turns: [
      { say: "oi, quero 6 cervezas quilmes cristal de litro" },
      { say: "retiro, Joao Silva, nao tenho dni, pix" },
      { say: "transferencia" },
      { say: "sim", expect: { orders: 1 } },
      { say: "sim", expect: { reply: [/confirmado/i], notReply: [/não entendi/i], orders: 1 } },
    ],
  },
  {
    name: "answersb trial 18: 'dale' / 'ok' after the kiosk order was confirmed are acknowledged (variant)",
    turns: [
      { say: "quiero 2 coca grande" },
      { say: "retiro, Juan Perez, dni 30123456, efectivo" },
      { say: "dale", expect: { orders: 1 } },
      { say: "dale", expect: { reply: [/confirmado/i], notReply: [/no te entend/i], orders: 1 } },
    ],
  },
];

const packsShop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Class: an English size question in the packs shop is answered in English from the product data. */
const packsSize: Scenario[] = [
  {
    ...packsShop,
    name: "answersb trial 18: 'what size is the queen?' is answered in English with the product's measures (verbatim t18a packs)",
    turns: [
      { say: "hi, I want to buy a mattress" },
      { say: "what size is the queen?", expect: { reply: ["140"], notReply: [/medida|tenemos|colch[oó]n de/i] } },
    ],
  },
  {
    ...packsShop,
    name: "answersb trial 18: 'how big is it?' is answered in English with the measures (verbatim t18a packs)",
    turns: [
      { say: "hi, I want to buy a mattress" },
      { say: "how big is it?", expect: { reply: ["140"], notReply: [/medida|tenemos|no te entend/i] } },
    ],
  },
  {
    ...packsShop,
    name: "answersb trial 18: 'what are the dimensions?' first thing is answered in English (variant)",
    turns: [{ say: "hello, what are the dimensions of the mattress?", expect: { reply: ["140"], notReply: [/medida|tenemos/i] } }],
  },
];

/** Class: "¿tenés otra?" after an answer shows the ones not shown yet, never the same answer again. */
const another: Scenario[] = [
  {
    name: "answersb trial 18: 'qué salsas tenés?' then '¿tenés otra?' never repeats the same answer (verbatim t18)",
    ...ALMACEN,
    turns: [
      { say: "qué salsas tenés?" },
      { say: "¿tenés otra?", expect: { reply: ["Más opciones de salsas"], notReply: [/no te entend/i, /carrito/i] } },
      { say: "hay otras?", expect: { reply: ["No tengo más opciones"], notReply: [/carrito/i] } },
    ],
  },
  {
    name: "answersb trial 18: '¿tenés otra?' after a short list that was all shown says those are all (variant)",
    turns: [
      { say: "que alfajores tenes?" },
      { say: "tenes otro?", expect: { reply: ["No tengo más opciones"], notReply: [/carrito/i, /no te entend/i] } },
    ],
  },
];

/** Class: an angry customer insisting on a brand not sold. */
const angryBrand: Scenario[] = [
  {
    name: "answersb trial 18: 'QUILMES. solo quilmes. la puta madre' goes to a person, never the list of other drinks again (verbatim t18)",
    turns: [
      { say: "tenes cerveza quilmes?" },
      { say: "QUILMES. solo quilmes. la puta madre", expect: { reply: [/persona/i], notReply: [/QUILMES/, /¿cuál de estos/i, "Coca-Cola"] } },
    ],
  },
];

const labels: Scenario[] = [
  {
    name: "answersb trial 18: a product said in capitals is never named back in capitals (verbatim t18)",
    turns: [{ say: "tenes QUILMES?", expect: { reply: [/"quilmes"/], notReply: [/QUILMES/] } }],
  },
  {
    name: "answersb trial 18: 'do you have some chips?' never names 'some chips' back as a product (verbatim t18)",
    turns: [{ say: "hi, do you have some chips?", expect: { notReply: ["some chips"] } }],
  },
  {
    name: "answersb trial 18: 'TENES FERNET BRANCA?' in capitals is quoted lowercase (variant)",
    turns: [{ say: "TENES FERNET BRANCA?", expect: { notReply: [/FERNET|BRANCA/] } }],
  },
];

export const answersbTrial18Scenarios: Scenario[] = [...labels, ...yesAfterConfirm, ...packsSize, ...another, ...angryBrand];
