import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 32, the lead's fixes: a count corrected with "no perdón, 2" right after a list or an
// offer asked "(para 3)" is its new count, never an edit of an empty cart and never the row sized 2;
// "porque tarda tanto??? dale" is impatience with the chat.

const FANTA_15 = id("7790895000454"); // Gaseosa Naranja Fanta 1.5 Lt

export const leadTrial32Scenarios: Scenario[] = [
  {
    name: "lead trial 32: 'no perdon 2' to the one Fanta offered '(para 3)' asks it again for 2; a yes adds 2 (verbatim t32a 021)",
    turns: [
      { say: "hola quiero 3 fanta de 2 litros", expect: { reply: ["para 3"] } },
      { say: "no perdon 2", expect: { reply: ["2 de Fanta 1,5 L"], notReply: ["carrito está vacío", "no lo agrego"], cart: {} } },
      { say: "si", expect: { cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "lead trial 32: a plain 'no' to that offer still leaves it out (guard)",
    turns: [
      { say: "hola quiero 3 fanta de 2 litros", expect: { reply: ["para 3"] } },
      { say: "no", expect: { reply: ["no lo agrego"], cart: {} } },
    ],
  },
  {
    name: "lead trial 32: 'no perdon, 2' to a Fanta list asked '(para 3)' is the list for 2, never the 2 Lt row by its size",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 3 fanta de 3 litros", expect: { reply: ["para 3"] } },
      { say: "no perdon, 2", expect: { reply: ["para 2"], notReply: ["Agregué"], cart: {} } },
      { say: "la de 1.5", expect: { cart: { [FANTA_15]: 2 } } },
    ],
  },
  {
    name: "lead trial 32: 'porque tarda tanto??? dale' with a list open is impatience: sorry, and the list asked again (verbatim t32c 017)",
    ...ALMACEN,
    turns: [
      { say: "quiero lavandina", expect: { reply: ["¿Cuál"] } },
      { say: "porque tarda tanto??? dale", expect: { reply: ["Perdón por la espera", "lavandina"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lead trial 32: '¿por qué tarda tanto el envío?' is still a question about delivery, never an apology (guard)",
    ...ALMACEN,
    turns: [{ say: "por que tarda tanto el envio?", expect: { notReply: ["Perdón por la espera", "No te entendí"] } }],
  },
];
