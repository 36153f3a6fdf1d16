import { placedPepsi } from "./edits-trial12";
import type { Scenario } from "./types";

// Blind trial 12 (round 14) on cart edits: a complaint that something asked for was not added adds
// it; a count with no product after an order was placed ("sumale 2 más") is more of that order's line, offered to the order.

// Class 1, trial 12c 002: "y las papas lays que te pedi??" was answered as a stock question.
const notAdded = (say: string): Scenario => ({
  name: `edits trial 14: '${say}' with the Lays missing from the cart adds them and says so`,
  turns: [
    { say: "quiero 2 fantas", expect: { cart: { "fanta-15": 2 } } },
    { say, expect: { cart: { "fanta-15": 2, "papas-lays": 1 }, reply: ["Lays"], notReply: ["Sí, tenemos"] } },
  ],
});

const complaints: Scenario[] = [
  notAdded("y las papas lays que te pedi??"),
  // words29 (t28a 012): a question about a product never asked for is answered with the cart, nothing added
  // (the README's "¿agregaste la pepsi?"); it adds only what an earlier message named.
  {
    name: "edits trial 14: 'agregaste las papas lays?' with no Lays ever asked for shows the cart, adds nothing (words29)",
    turns: [
      { say: "quiero 2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "agregaste las papas lays?", expect: { cart: { "fanta-15": 2 }, reply: ["Fanta"], notReply: ["Agregué"] } },
    ],
  },
  notAdded("y las lays que te pedí?"),
  notAdded("te olvidaste las papas lays"),
  notAdded("faltan las papas lays que te pedi"),
  {
    name: "edits trial 14: 'y la coca que te pedí?' with two cokes asks which, adds nothing yet",
    turns: [
      { say: "quiero 2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "y la coca que te pedí?", expect: { cart: { "fanta-15": 2 }, reply: ["Coca-Cola 1,5 L", "Coca-Cola 500 ml"] } },
      { say: "la de 500", expect: { cart: { "fanta-15": 2, "coca-500": 1 } } },
    ],
  },
  {
    name: "edits trial 14: 'agregaste las papas lays?' when they are in the cart says so, never twice",
    turns: [
      { say: "quiero 2 fantas y unas papas lays", expect: { cart: { "fanta-15": 2, "papas-lays": 1 } } },
      { say: "agregaste las papas lays?", expect: { cart: { "fanta-15": 2, "papas-lays": 1 }, reply: ["Lays"] } },
    ],
  },
];

// Class 3, trial 12c 015: "uh me olvide, le podes sumar 2 latas mas?" after the order was placed
// said "Tu carrito está vacío"; a count with no product is more of the order's line.
const moreOfOrder = (say: string): Scenario => ({
  name: `edits trial 14: '${say}' after the order was placed offers 2 more Pepsi in that order; yes reopens it with 4`,
  turns: [
    ...placedPepsi,
    { say, expect: { reply: [/¿Sumo 2 Pepsi 1,5 L a tu pedido ORD-\d{5}/], notReply: ["vacío", "No te entendí"], orders: 1 } },
    // reopen18 (trial 18): the yes to add them shows the new summary at once.
    { say: "dale", expect: { state: "AWAITING_CONFIRMATION", cart: { "pepsi-15": 4 }, lastOrder: { status: "cancelled" }, reply: ["Resumen"] } },
  ],
});

const afterOrder: Scenario[] = [
  moreOfOrder("uh me olvide, le podes sumar 2 mas?"),
  moreOfOrder("sumale 2 mas"),
  moreOfOrder("me olvidé, agregale 2 más porfa"),
  moreOfOrder("ponele 2 mas al pedido"),
  moreOfOrder("uh me olvide, le podes sumar 2 pepsis mas?"),
  {
    name: "edits trial 14: 'seguir aca, hacelo nuevo a la misma direccion' after the merge answer goes on with the new order (verbatim t12c 015)",
    turns: [
      ...placedPepsi,
      { say: "quiero 1 fanta", expect: { cart: { "fanta-15": 1 } } },
      { say: "pero me lo mandas junto con el otro? mismo pedido", expect: { orders: 1 } },
      { say: "seguir aca, hacelo nuevo a la misma direccion", expect: { cart: { "fanta-15": 1 }, orders: 1, notReply: ["No te entendí", "no te entendí"] } },
    ],
  },
  {
    name: "edits trial 14: 'seguir acá, hacé uno nuevo' after the merge answer goes on with the new order",
    turns: [
      ...placedPepsi,
      { say: "quiero 1 fanta", expect: { cart: { "fanta-15": 1 } } },
      { say: "me lo mandas junto con el otro? mismo pedido" },
      { say: "seguir acá, hacé uno nuevo", expect: { cart: { "fanta-15": 1 }, orders: 1, notReply: ["No te entendí", "no te entendí"] } },
    ],
  },
];

export const editsTrial14Scenarios: Scenario[] = [...complaints, ...afterOrder];
