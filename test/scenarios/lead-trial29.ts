import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 29 (almacén), the lead's fixes after round 29: what a pick said is never the name.

const CRISTAL_1L = id("7792798007387"); // Cerveza Rubia Cristal Quilmes 1 Lt

/** Class: a message that put a product in the cart is never read as the customer's lone name. */
const pickNotName: Scenario[] = [
  {
    name: "lead trial 29: 'quilmes cristal de litro' picking the beer with the address given is never the name (verbatim t29c 011)",
    ...ALMACEN,
    turns: [
      { say: "buen dia me mandan 6 cervezas a 9 de julio 55 4to B", expect: { reply: ["para 6"] } },
      { say: "quilmes cristal de litro", expect: { notReply: ["a nombre de Quilmes"], cart: { [CRISTAL_1L]: 6 }, customer: { address: "9 de julio 55 4to B" } } },
    ],
  },
  {
    name: "lead trial 29: 'la de 1.5, a nombre de sofi rios' still keeps the name said with its lead (guard)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas", expect: { reply: ["para 2"] } },
      { say: "envio" },
      { say: "la de 1.5, a nombre de sofi rios", expect: { customer: { firstName: "Sofi", lastName: "Rios" } } },
    ],
  },
];

export const leadTrial29Scenarios: Scenario[] = [...pickNotName];
