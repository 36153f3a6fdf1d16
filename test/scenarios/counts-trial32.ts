import type { Scenario } from "./types";

// Blind trial 32, counts round 33: "otra X" said as its own message while the list for X is still
// open is one more of that list (the list asked again "para 2"), and "eran N" sets the total and
// adds nothing beside it.

/** t32a 029: "otra coca" with the coca list open; "eran 2 cocas, te dije otra coca" at the summary. */
const oneMoreOfOpenList: Scenario[] = [
  {
    name: "counts trial 32: 'otra coca' with the coca list open makes it for 2; 'eran 2' sets 2 and adds nothing (verbatim t32a 029)",
    turns: [
      { say: "hola, quiero 1 coca", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "otra coca", expect: { reply: ["para 2"] } },
      { say: "la de 1.5, a nombre de sofi perez", expect: { cart: { "coca-15": 2 } } },
      { say: "retiro" },
      { say: "27333444" },
      { say: "efectivo", expect: { reply: ["Resumen"] } },
      { say: "eran 2 cocas, te dije otra coca", expect: { cart: { "coca-15": 2 }, notReply: ["Agregué 1"] } },
    ],
  },
  {
    name: "counts trial 32: 'otro alfajor' right after the alfajor list makes it for 2",
    turns: [
      { say: "quiero un alfajor", expect: { reply: ["Alfajor Havanna"] } },
      { say: "otro alfajor", expect: { reply: ["para 2"] } },
    ],
  },
  {
    name: "counts trial 32: 'eran 3 cocas, te dije otra mas' with 1 Coca in the cart sets 3",
    turns: [
      { say: "quiero una coca de 500", expect: { cart: { "coca-500": 1 } } },
      { say: "eran 3 cocas, te dije otra mas", expect: { cart: { "coca-500": 3 } } },
    ],
  },
];

export const countsTrial32Scenarios: Scenario[] = [...oneMoreOfOpenList];
