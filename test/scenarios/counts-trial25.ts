import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 25 (kiosk, almacén): counts read against the wrong product. A bare count right after a stock
// refusal is about the refused product, never another line; a count after an answer naming two products asks
// which; "do/da" is "de la/del" before a row; "dejame N nomás" sets the line just touched.

const AZUCAR_LEDESMA = id("7792540260138");
const YOGUR_ILOLAY = id("7790787000661");

/** A bare count right after "No me queda stock de X" is about X (still none), never another line. */
const countAfterRefusal: Scenario[] = [
  {
    name: "counts trial 25: 'bueno 3' after 'No me queda stock de Alfajor Havanna' leaves the coca at 2 (verbatim t25a 110)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "quiero 2 cocas" },
      { say: "la de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "y 5 havanna", expect: { reply: ["No me queda stock de Alfajor Havanna"], cart: { "coca-500": 2 } } },
      { say: "bueno 3", expect: { reply: ["Alfajor Havanna"], notReply: ["ahora son 3"], cart: { "coca-500": 2 } } },
      { say: "sacame una coca", expect: { cart: { "coca-500": 1 } } },
    ],
  },
  {
    name: "counts trial 25: 'dame 1 entonces' after a refusal of the jorgito never touches the pepsi",
    turns: [
      { stock: { productId: "alfajor-jorgito", quantity: 0 } },
      { say: "una pepsi", expect: { cart: { "pepsi-15": 1 } } },
      { say: "y 4 jorgitos", expect: { reply: ["No me queda stock de Alfajor Jorgito"], cart: { "pepsi-15": 1 } } },
      { say: "dame 1 entonces", expect: { reply: ["Alfajor Jorgito"], notReply: ["ahora son"], cart: { "pepsi-15": 1 } } },
    ],
  },
  {
    name: "counts trial 25: a count the message after the refusal's next one is the last line's again",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "y 2 havanna", expect: { reply: ["No me queda stock de Alfajor Havanna"] } },
      { say: "y una pepsi", expect: { cart: { "fanta-15": 2, "pepsi-15": 1 } } },
      { say: "mejor 3", expect: { cart: { "fanta-15": 2, "pepsi-15": 3 } } },
    ],
  },
];

/** A count after an answer naming two products asks which; "y 2 de la chica" is the coca just quoted. */
const countAfterTwoNamed: Scenario[] = [
  {
    name: "counts trial 25: 'dale poneme 2' after the jorgito and the coca chica were priced asks which (verbatim t25a 112)",
    turns: [
      { say: "hola tenes alfajores jorgito? y cuanto sale la coca chica?", expect: { reply: ["Alfajor Jorgito", "Coca-Cola 500 ml"] } },
      { say: "dale poneme 2", expect: { reply: ["Alfajor Jorgito", "Coca-Cola 500 ml"], notReply: ["Agregué"], cart: {} } },
      { say: "y 2 de la chica", expect: { notReply: ["No tengo"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "counts trial 25: 'dame 3' after the havanna and the pepsi were priced asks which, the pick adds 3",
    turns: [
      { say: "cuanto sale el havanna? y la pepsi?", expect: { reply: ["Alfajor Havanna", "Pepsi 1,5 L"] } },
      { say: "dame 3", expect: { notReply: ["Agregué"], cart: {} } },
      { say: "la pepsi", expect: { cart: { "pepsi-15": 3 } } },
    ],
  },
];

/** Portuguese "do/da/dos/das" before a row is "del/de la": the count said before it is the row's count. */
const portugueseOf: Scenario[] = [
  {
    name: "counts trial 25: '2 do ledesma' to the açúcar list adds 2 (verbatim t25c 005)",
    ...ALMACEN,
    turns: [
      { say: "oi, tem açucar?" },
      { say: "2 do ledesma", expect: { cart: { [AZUCAR_LEDESMA]: 2 } } },
    ],
  },
  {
    name: "counts trial 25: '2 del ledesma' to the azúcar list adds 2 (Spanish)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes azucar?" },
      { say: "2 del ledesma", expect: { cart: { [AZUCAR_LEDESMA]: 2 } } },
    ],
  },
  {
    name: "counts trial 25: 'quero 3 da coca pequena' adds 3 Coca-Cola 500 ml",
    turns: [
      { say: "oi, vocês têm coca?" },
      { say: "quero 3 da pequena", expect: { cart: { "coca-500": 3 } } },
    ],
  },
];

/** "dejame N (nomás)" sets the line just touched to N. */
const leaveMeN: Scenario[] = [
  {
    name: "counts trial 25: 'ah ok entonces dejame 2 nomas' sets the yogur to 2 (verbatim t25b 013)",
    ...ALMACEN,
    turns: [
      { say: "buenas, quiero 4 yogures ilolay frutilla", expect: { cart: { [YOGUR_ILOLAY]: 4 } } },
      { say: "ah ok entonces dejame 2 nomas", expect: { reply: ["2 Yogur Bebible Frutilla Ilolay"], cart: { [YOGUR_ILOLAY]: 2 } } },
    ],
  },
  {
    name: "counts trial 25: 'dejame 1 solo' sets the cokes to 1 (kiosk)",
    turns: [
      { say: "3 coca de 500", expect: { cart: { "coca-500": 3 } } },
      { say: "dejame 1 solo", expect: { cart: { "coca-500": 1 } } },
    ],
  },
];

/** A bare count after "We don't have X… We have A, B and C" asks which of them for that count. */
const countAfterInstead: Scenario[] = [
  {
    name: "counts trial 25: '2 please' after the red bull's alternatives asks which for 2 (verbatim t25a 105)",
    turns: [
      { say: "hi, do you have red bull?", expect: { reply: ["Coca-Cola 1,5 L", "Pepsi 1,5 L"] } },
      { say: "2 please", expect: { reply: ["(for 2)"], notReply: ["didn't get that"], cart: {} } },
      { say: "the pepsi", expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "counts trial 25: 'dame 2' after the monster's alternatives asks which for 2 (Spanish)",
    turns: [
      { say: "hola, tenes monster?" },
      { say: "dame 2", expect: { reply: ["(para 2)"], notReply: ["No te entendí"], cart: {} } },
    ],
  },
  {
    name: "counts trial 25: a bare '3' after the speed's alternatives asks which for 3",
    turns: [
      { say: "hola, tenes speed?" },
      { say: "3", expect: { reply: ["(para 3)"], notReply: ["No te entendí"], cart: {} } },
    ],
  },
];

/** "una coca de esas" right after one coke was quoted is that coke. */
const ofThoseQuoted: Scenario[] = [
  {
    name: "counts trial 25: 'bueno dame una coca de esas' after the 1,5 L was quoted adds it (verbatim t25a 109)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "hola quería saber si tienen coca cola de litro y medio y cuánto sale y también quería dos alfajores havanna punto gracias" },
      { say: "bueno dame una coca de esas", expect: { cart: { "coca-15": 1 }, notReply: ["¿Coca-Cola 1,5 L o Coca-Cola 500 ml?"] } },
    ],
  },
  {
    name: "counts trial 25: 'dame 2 fantas de esas' after the Fanta 1,5 L was quoted adds 2 of it",
    turns: [
      { say: "cuanto sale la fanta?", expect: { reply: ["Fanta 1,5 L"] } },
      { say: "dame 2 fantas de esas", expect: { cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "counts trial 25: 'dame una coca de esas' after the Pepsi was quoted is no Pepsi",
    turns: [
      { say: "cuanto sale la pepsi?" },
      { say: "dame una coca de esas", expect: { notReply: ["Pepsi"] }, },
    ],
  },
  {
    name: "counts trial 25: 'confirmo' with the coke list still open asks it back, never No te entendí (t25a 109)",
    turns: [
      { say: "ponele 2 cocas" },
      { say: "nada mas" },
      { say: "me lo mandan a 9 de julio 55 4to B" },
      { say: "Ines Perez 27888999" },
      { say: "mercadopago" },
      { say: "confirmo", expect: { reply: ["Coca-Cola 1,5 L"], notReply: ["No te entendí"], cart: {}, orders: 0 } },
    ],
  },
];

export const countsTrial25Scenarios: Scenario[] = [...countAfterRefusal, ...countAfterTwoNamed, ...portugueseOf, ...leaveMeN, ...countAfterInstead, ...ofThoseQuoted];
