import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 29 (almacén): a refusal said to an open list ("ninguna de esas, sacala") lets the
// list go; it never takes a cart line out (t29c 013 emptied a cart of eggs).

const HUEVOS = id("7792335000314");

/** Class: "ninguna de esas, sacala" with a list open means the list (WRONG DATA: the eggs in the cart were removed). */
const noneOfTheList: Scenario[] = [
  {
    name: "lists trial 29: 'ninguna de esas, sacala' lets the Sancor milk list go and the eggs stay (verbatim t29c 013)",
    ...ALMACEN,
    turns: [
      { say: "hola quisiera 2 kg de papas y un maple de huevos", expect: { cart: { [HUEVOS]: 1 } } },
      { say: "uy no tienen papas? bueno. agregame 2 leches sancor", expect: { reply: ["para 2"] } },
      { say: "no, leche sancor comun de litro, la liquida" },
      { say: "ninguna de esas, sacala", expect: { notReply: ["Saqué Huevos", "vacío"], cart: { [HUEVOS]: 1 } } },
    ],
  },
  {
    name: "lists trial 29: 'ninguno de esos, sacalo' with a list open keeps the cart line (t29c 013 variant)",
    ...ALMACEN,
    turns: [
      { say: "un maple de huevos", expect: { cart: { [HUEVOS]: 1 } } },
      { say: "y 2 leches sancor", expect: { reply: ["para 2"] } },
      { say: "ninguno de esos, sacalo", expect: { notReply: ["Saqué Huevos", "vacío"], cart: { [HUEVOS]: 1 } } },
    ],
  },
  {
    name: "lists trial 29: 'sacala' alone with no list open still removes the last line (t29c 013 control)",
    ...ALMACEN,
    turns: [
      { say: "un maple de huevos", expect: { cart: { [HUEVOS]: 1 } } },
      { say: "no, sacala", expect: { cart: {} } },
    ],
  },
];

/** Class: a product the shop lacks, said in an order or asked while a list is open, is answered "no tenemos" (LOST: the papa was dropped silently). */
const missingAsked: Scenario[] = [
  {
    name: "lists trial 29: '2 kg de papa y un queso cremoso' says there is no papa; 'tienen papa?' with a list open is answered (verbatim t29b 024)",
    ...ALMACEN,
    turns: [
      { say: "hola, es para mi mamá que vive en Belgrano 340, se llama Rosa Díaz. quiere 2 kg de papa y un queso cremoso", expect: { reply: ["papa"] } },
      { say: "no, queso cremoso de cortar, no untable. y la papa?" },
      { say: "tienen papa?", expect: { reply: ["papa"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lists trial 29: 'tienen batata?' while the milk list is open says there is none, never 'No te entendí' (t29b 024 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leches sancor", expect: { reply: ["para 2"] } },
      { say: "tienen batata?", expect: { reply: ["batata"], notReply: ["No te entendí"] } },
    ],
  },
];

export const listsTrial29Scenarios: Scenario[] = [...noneOfTheList, ...missingAsked];
