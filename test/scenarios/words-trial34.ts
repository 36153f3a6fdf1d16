import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 34 (almacén), fix round 35: product words in the customer's own form — a diminutive
// ("latitas") is the row's word ("Lata").

/** Class: a diminutive said to an open list fits the rows whose name carries its base word. */
const diminutives: Scenario[] = [
  {
    name: "words trial 34: 'las latitas de 354' answers the beer list (verbatim t34b 003)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero 6 cervezas quilmes" },
      { say: "las latitas de 354", expect: { notReply: ["No te entendí"], reply: ["354"] } },
    ],
  },
];

export const wordsTrial34Scenarios: Scenario[] = [...diminutives];
