import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const NATURA_15 = id("7790272001029");
const POLENTA_750 = id("7790580538002");
const POLENTA_500 = id("7790580660000");
const CRUZ_500 = id("7790070507099");

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

/** t32c 014: "2 polentas" pointing back at the two polentas just offered: asked which, for 2. */
const countOfOffered: Scenario[] = [
  {
    name: "counts trial 32: 'dame el aceite y 2 polentas' after the two polentas offered asks which for 2, 'la de 500' adds 2 (verbatim t32c 014)",
    ...ALMACEN,
    turns: [
      { say: "hola, quisiera saber los precios de estas cosas: - aceite natura 1.5 - arroz molinos - polenta presto pronta", expect: { reply: ["Polenta Instantánea Prestopronta Arcor 500 Gr"] } },
      { say: "ok dame el aceite y 2 polentas", expect: { reply: ["para 2"], cart: { [NATURA_15]: 1 } } },
      { say: "la de 500", expect: { cart: { [NATURA_15]: 1, [POLENTA_500]: 2 } } },
    ],
  },
  {
    name: "counts trial 32: '3 polentas' right after the two polentas offered asks which for 3",
    ...ALMACEN,
    turns: [
      { say: "tenes polenta presto pronta?", expect: { reply: ["Prestopronta"] } },
      { say: "dame 3 polentas", expect: { reply: ["para 3"] } },
      { say: "la de 750", expect: { cart: { [POLENTA_750]: 3 } } },
    ],
  },
];

/** t32b 019: "dos de la de medio kilo": the count word before "de la de <size>" is the count. */
const FIRST_T32B_019 = "hola buenas tardes eh quería saber si me podés mandar eh un kilo de yerba cruz de malta y eh dos paquetes de azúcar y un aceite natura de litro y medio punto mi nombre es roberto sanchez";
const countBeforeSize: Scenario[] = [
  {
    name: "counts trial 32: 'bueno dame dos de la de medio kilo entonces' adds 2 of the 500 Gr row (verbatim t32b 019)",
    ...ALMACEN,
    turns: [
      { say: FIRST_T32B_019 },
      { say: "bueno dame dos de la de medio kilo entonces", expect: { cart: { [NATURA_15]: 1, [CRUZ_500]: 2 }, notReply: ["Agregué 1 Yerba"] } },
    ],
  },
  {
    name: "counts trial 32: 'dame 3 de la de medio kilo entonces' adds 3 of the 500 Gr row",
    ...ALMACEN,
    turns: [
      { say: FIRST_T32B_019 },
      { say: "dame 3 de la de medio kilo entonces", expect: { cart: { [NATURA_15]: 1, [CRUZ_500]: 3 } } },
    ],
  },
  {
    name: "counts trial 32: 'bueno la de medio kilo entonces' adds 1 of the 500 Gr row",
    ...ALMACEN,
    turns: [
      { say: FIRST_T32B_019 },
      { say: "bueno la de medio kilo entonces", expect: { cart: { [NATURA_15]: 1, [CRUZ_500]: 1 } } },
    ],
  },
];

/** t32a 024: a voice note's spelled punctuation ("coma", "punto") around "quiero dos de esas". */
const spokenPunctuation: Scenario[] = [
  {
    name: "counts trial 32: 'si tienen agua mineral coma y quiero dos de esas punto' adds 2 aguas (verbatim t32a 024)",
    turns: [
      { say: "hola buenas tardes quería saber si tienen agua mineral coma y quiero dos de esas punto", expect: { cart: { "agua-500": 2 } } },
      { say: "también una pepsi", expect: { cart: { "agua-500": 2, "pepsi-15": 1 } } },
    ],
  },
  {
    name: "counts trial 32: 'tenes alfajor jorgito coma dame tres de esos punto' adds 3 Jorgito",
    turns: [{ say: "tenes alfajor jorgito coma dame tres de esos punto", expect: { cart: { "alfajor-jorgito": 3 } } }],
  },
];

export const countsTrial32Scenarios: Scenario[] = [...oneMoreOfOpenList, ...countOfOffered, ...countBeforeSize, ...spokenPunctuation];
