import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 26 (almacén), fix round 27: words and counts misread — a count read as a size, a row
// described by its size beside impatience searched as a product.

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const COCA_2L = id("7790895000218"); // Coca Cola Retornable 2 Lt
const AGUA_SIN_GAS_CBA = id("7790639001969"); // Agua de Mesa sin Gas Córdoba 2 Lt
const AGUA_CON_GAS_CBA = id("7790639001952"); // Agua con Gas Córdoba 6 Un 2 Lt

/** Class: a number before a product word is its count ("un pedido de 2 coca"), a size only with a unit after it. */
const countBeforeProduct: Scenario[] = [
  {
    name: "words trial 26: 'quiero hacer un pedido de 2 coca' asks which coca for 2, never adds the 2 Lt (verbatim t26c 012)",
    ...ALMACEN,
    turns: [
      {
        say: "hola estoy esperando hace una hora y nadie me contesta, quiero hacer un pedido de 2 coca",
        expect: { reply: ["para 2"], notReply: ["Agregué"], cart: {} },
      },
      { say: "me estas cargando? la de litro y medio quiero", expect: { notReply: ["No tenemos"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 26: 'un pedido de 3 fanta' is 3 of a Fanta, never a 3-litre size (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero hacer un pedido de 3 fanta", expect: { notReply: ["3 L", "3 Lt"], reply: ["3"] } }],
  },
  {
    name: "words trial 26: 'un pedido de 2 coca de litro y medio' adds 2 Coca Cola 1.5 Lt (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero hacer un pedido de 2 coca de litro y medio", expect: { cart: { [COCA_15]: 2 } } }],
  },
  {
    name: "words trial 26: 'una coca de 2' is still the 2-litre size (variant, the size after the product)",
    ...ALMACEN,
    turns: [{ say: "quiero una coca de 2", expect: { cart: { [COCA_2L]: 1 } } }],
  },
  {
    name: "words trial 26: 'me estás cargando? la de 1.5' with the coca list open picks the 1.5 row (variant)",
    ...ALMACEN,
    turns: [
      { say: "2 cocas", expect: { reply: ["para 2"] } },
      { say: "me estas cargando? la de 1.5", expect: { notReply: ["lista de arriba"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 26: 'hay alguien? la de litro y medio' with the coca list open picks the 1.5 row (variant)",
    ...ALMACEN,
    turns: [
      { say: "2 cocas", expect: { reply: ["para 2"] } },
      { say: "hay alguien? la de litro y medio", expect: { notReply: ["No tenemos"], cart: { [COCA_15]: 2 } } },
    ],
  },
];

/** Class: English "still" water is the sin gas row, "sparkling" the con gas one. */
const stillSparkling: Scenario[] = [
  {
    name: "words trial 26: 'the still one' between the two cheapest waters takes the sin gas row (verbatim t26b 026)",
    ...ALMACEN,
    turns: [
      { say: "hi! I need 2 bottles of water and a pack of marlboro", expect: { reply: ["marlboro"] } },
      { say: "the cheapest water", expect: { reply: ["Agua de Mesa sin Gas Córdoba 2 Lt"] } },
      { say: "the still one", expect: { notReply: ["didn't get"], cart: { [AGUA_SIN_GAS_CBA]: 2 } } },
    ],
  },
  {
    name: "words trial 26: 'the sparkling one' between the two cheapest waters takes the con gas row (variant)",
    ...ALMACEN,
    turns: [
      { say: "hi! I need 2 bottles of water", expect: {} },
      { say: "the cheapest water", expect: { reply: ["Agua con Gas Córdoba"] } },
      { say: "the sparkling one", expect: { notReply: ["didn't get"], cart: { [AGUA_CON_GAS_CBA]: 2 } } },
    ],
  },
  {
    name: "words trial 26: 'still, the cheapest' picks the cheapest sin gas water (variant)",
    ...ALMACEN,
    turns: [
      { say: "hi! I need 2 bottles of water", expect: {} },
      { say: "the cheapest still one", expect: { notReply: ["didn't get"], cart: { [AGUA_SIN_GAS_CBA]: 2 } } },
    ],
  },
];

export const wordsTrial26Scenarios: Scenario[] = [...countBeforeProduct, ...stillSparkling];
