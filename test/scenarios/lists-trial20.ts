import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 20 (almacén): a row and its count said in English with a polite word ("the 7, 1
// please"), and a button named by its place ("la 2" to the payment buttons).

const CAFE_MORENITA = id("7790170901926");
const CAFE_SAQUITOS_MORENITA = id("7790170008427");
const CAFE_SAQUITOS_VIRGINIA = id("7790150079973");

/** Class: "the 7, 1 please" is row 7 and one of it, a polite word after the count. */
const rowCountPolite: Scenario[] = [
  {
    name: "lists trial 20: 'the 7, 1 please' to the coffee list is one of row 7, never rows 7 and 1 (verbatim t20c 004)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coffee?" },
      { say: "the 7, 1 please", expect: { reply: ["Café Molido Clásico La Morenita 1 Kg"], notReply: ["Cabrales"], cart: { [CAFE_MORENITA]: 1 } } },
    ],
  },
  ...["la 7, 2 por favor", "el 7, 2 porfa"].map((say): Scenario => ({
    name: `lists trial 20: '${say}' to the coffee list is two of row 7`,
    ...ALMACEN,
    turns: [
      { say: "hola, tenes cafe?" },
      { say, expect: { notReply: ["Cabrales"], cart: { [CAFE_MORENITA]: 2 } } },
    ],
  })),
  {
    name: "lists trial 20: 'the 3, 2 pls' to the coffee list is two of row 3",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coffee?" },
      { say: "the 3, 2 pls", expect: { cart: { [CAFE_SAQUITOS_VIRGINIA]: 2 } } },
    ],
  },
  {
    name: "lists trial 20: 'the 2 and the 3' to the coffee list stays two rows",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coffee?" },
      { say: "the 2 and the 3", expect: { cart: { [CAFE_SAQUITOS_MORENITA]: 1, [CAFE_SAQUITOS_VIRGINIA]: 1 } } },
    ],
  },
];

/** Class: "la 2" to the payment buttons is the second button. */
const paymentByPlace: Scenario[] = [
  {
    name: "lists trial 20: 'la 2' to the payment buttons is Transferencia (verbatim t20c 011)",
    ...ALMACEN,
    turns: [
      { say: "hola me mandan 2 aceites natura de 1.5 y 3 atun a 9 de julio 55 4to B? soy Pablo Diaz 29333444" },
      { say: "la 2", expect: { reply: ["transferencia"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    name: "lists trial 20: 'el 1' to the payment buttons is Efectivo",
    ...ALMACEN,
    turns: [
      { say: "hola me mandan 2 aceites natura de 1.5 a 9 de julio 55 4to B? soy Pablo Diaz 29333444" },
      { say: "el 1", expect: { reply: ["efectivo"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    name: "lists trial 20: 'la 2' to '¿envío o retiro?' is pickup at the shop",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero 2 aceites natura de 1.5" },
      { say: "eso es todo" },
      { say: "la 2", expect: { reply: ["retir"], notReply: ["No te entendí"] } },
    ],
  },
];

export const listsTrial20Scenarios: Scenario[] = [...rowCountPolite, ...paymentByPlace];
