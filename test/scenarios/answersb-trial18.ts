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

export const answersbTrial18Scenarios: Scenario[] = [...yesAfterConfirm, ...packsSize];
