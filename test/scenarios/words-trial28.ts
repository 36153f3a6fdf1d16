import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 28 (kiosk and almacén), fix round 29: words read as products — closing words searched
// (English "done" added a conditioner), a question about the cart searched and added, order phrases
// and question words searched.

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const TARAGUI_1KG = id("7790387113310");

/** Class: closing words in every language the agent speaks are never a product search; they move to checkout. */
const closingWords: Scenario[] = [
  {
    name: "words trial 28: English 'done' with a cart moves to checkout, never adds a product (verbatim t28c 004)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coca cola?", expect: {} },
      { say: "2 of the 1.5 L", expect: { cart: { [COCA_15]: 2 } } },
      { say: "how much is delivery?", expect: {} },
      { say: "done", expect: { notReply: ["Dove", "added"], reply: ["pick"], cart: { [COCA_15]: 2 } } },
    ],
  },
  ...["done", "all done", "that's everything", "that'll be all", "nothing more", "we're done"].map(
    (say): Scenario => ({
      name: `words trial 28: English '${say}' with a cart moves to checkout (variant)`,
      ...ALMACEN,
      turns: [
        { say: "hi, I want 2 coca cola 1.5", expect: { cart: { [COCA_15]: 2 } } },
        { say, expect: { notReply: ["added", "Added"], reply: ["pick"], cart: { [COCA_15]: 2 } } },
      ],
    }),
  ),
  ...["pronto", "só isso", "é isso", "listo", "nada más", "eso es todo"].map(
    (say): Scenario => ({
      name: `words trial 28: '${say}' with a cart moves to checkout, never searched (variant)`,
      turns: [
        { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
        { say, expect: { notReply: ["Agregué", "No tengo", "No tenemos"], cart: { "pepsi-15": 2 } } },
      ],
    }),
  ),
];

/** Class: "¿agregaste X?" about a product never asked for is answered with the cart, never an add. */
const askedAdded: Scenario[] = [
  {
    name: "words trial 28: 'agregaste la pepsi?' with only an agua in the cart adds nothing (verbatim t28a 012)",
    turns: [
      { say: "hola quiero un agua", expect: { cart: { "agua-500": 1 } } },
      { say: "agregaste la pepsi?", expect: { notReply: ["Agregué"], reply: ["Agua"], cart: { "agua-500": 1 } } },
      { say: "ah no, agrega 1 pepsi entonces", expect: { cart: { "agua-500": 1, "pepsi-15": 1 } } },
    ],
  },
  ...["pusiste la fanta?", "anotaste la fanta?", "me sumaste la fanta?", "did you add the fanta?"].map(
    (say): Scenario => ({
      name: `words trial 28: '${say}' never asked for adds nothing (variant)`,
      turns: [
        { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
        { say, expect: { notReply: ["Agregué", "Added"], cart: { "pepsi-15": 2 } } },
      ],
    }),
  ),
  {
    name: "words trial 28: 'tá no carrinho a fanta?' never asked for adds nothing (variant)",
    turns: [
      { say: "quero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "tá no carrinho a fanta?", expect: { notReply: ["Agregué", "Adicionei"], cart: { "pepsi-15": 2 } } },
    ],
  },
];

export const wordsTrial28Scenarios: Scenario[] = [...closingWords, ...askedAdded];
