import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 27 (swaps, round 28): "X, no Y" never picks the row that has Y; "no quiero X, (la) Y"
// swaps X for Y with X's count; a count said beside a swap is the count added.

const MAYO_950 = id("7794000960077"); // Mayonesa Clasica Doypack Hellmann's 950 Gr
const CLIGHT_NARANJA = id("7622300855062"); // Jugo en Polvo Naranja Clight 20 Un 9.5 Gr
const CLIGHT_DULCE = id("7622300855093"); // Jugo en Polvo Naranja Dulce Clight 20 Un 8 Gr
const CLIGHT_POMELO = id("7622300860165"); // Jugo en Polvo Pomelo Rosado Clight 20 Un 9.5 Gr
const COCA_RET_2 = id("7790895000218"); // Coca Cola Retornable 2 Lt
const COCA_225 = id("7790895000997"); // Coca Cola Sabor Original 2.25 Lt
const DDL_COLONIAL_250 = id("7790742104205"); // Dulce de Leche Colonial La Serenísima 250 Gr
const DDL_CALCIO_400 = id("7790742140609"); // Dulce de Leche Colonial con Calcio La Serenísima 400 Gr

// Class 1, t27c 014: "la comun, no la dulce" to a list of Naranja / Naranja Dulce picks the row without "dulce".
const notTheNegatedRow: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 27: 'la comun, no la dulce' to Naranja 9.5 / Naranja Dulce picks the 9.5, never the Dulce (verbatim t27c 014)",
    turns: [
      { say: "buenas, tenes mayonesa hellmanns?" },
      { say: "dale 2" },
      { say: "y 3 sobres de jugo clight" },
      { say: "la clasica grande", expect: { cart: { [MAYO_950]: 2 } } },
      { say: "de clight 2 de naranja y 1 de pomelo", expect: { cart: { [MAYO_950]: 2, [CLIGHT_POMELO]: 1 } } },
      { say: "la comun, no la dulce", expect: { notReply: ["Naranja Dulce Clight 20 Un 8 Gr ($"], cart: { [MAYO_950]: 2, [CLIGHT_POMELO]: 1, [CLIGHT_NARANJA]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 27: 'la de 9.5 no la dulce' to the same list picks the 9.5 (t27c 014 variant)",
    turns: [
      { say: "hola, 2 jugos clight de naranja" },
      { say: "la de 9.5 no la dulce", expect: { cart: { [CLIGHT_NARANJA]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 27: 'no la dulce, la comun' to the same list picks the 9.5 (t27c 014 variant)",
    turns: [
      { say: "hola, 2 jugos clight de naranja" },
      { say: "no la dulce, la comun", expect: { cart: { [CLIGHT_NARANJA]: 2 } } },
    ],
  },
];

// Class 2, t27b 013: "no quiero retornable, la comun de 2 y cuarto" swaps the 4 Retornable for 4 × 2.25.
const notThisButThat: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 27: 'no quiero retornable, la comun de 2 y cuarto' swaps the 4 Retornable for 4 × 2.25 (verbatim t27b 013)",
    turns: [
      { say: "hola necesito 4 cocas de 2 litros ya", expect: { cart: { [COCA_RET_2]: 4 } } },
      { say: "no quiero retornable, la comun de 2 y cuarto", expect: { notReply: ["carrito quedó vacío"], cart: { [COCA_225]: 4 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 27: 'no quiero la dulce, la de 9.5' swaps the line with its count (t27b 013 variant)",
    turns: [
      { say: "hola, 3 jugos clight de naranja" },
      { say: "la dulce", expect: { cart: { [CLIGHT_DULCE]: 3 } } },
      { say: "no quiero la dulce, la de 9.5", expect: { cart: { [CLIGHT_NARANJA]: 3 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 27: 'no quiero la retornable' with no row after it only takes the line out (t27b 013 guard)",
    turns: [
      { say: "hola necesito 4 cocas de 2 litros ya", expect: { cart: { [COCA_RET_2]: 4 } } },
      { say: "no quiero la retornable", expect: { cart: {} } },
    ],
  },
];

// Class 3, t27c 019: "no, la de 250, y quiero 2" swaps and the count said beside it wins.
const countBesideSwap: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 27: 'no, la de 250, y quiero 2' swaps to 2 × 250 Gr (verbatim t27c 019)",
    turns: [
      { say: "hola quiero dulce de leche" },
      { say: "el ilolay" },
      { say: "no, la otra, la serenisima colonial" },
      { say: "2", expect: { cart: { [DDL_CALCIO_400]: 1 } } },
      { say: "no, la de 250, y quiero 2", expect: { cart: { [DDL_COLONIAL_250]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 27: 'no, la de 9.5, y quiero 3' swaps to 3 × 9.5 (t27c 019 variant)",
    turns: [
      { say: "hola, 1 jugo clight de naranja" },
      { say: "la dulce", expect: { cart: { [CLIGHT_DULCE]: 1 } } },
      { say: "no, la de 9.5, y quiero 3", expect: { cart: { [CLIGHT_NARANJA]: 3 } } },
    ],
  },
];

export const swapsTrial27Scenarios: Scenario[] = [...notTheNegatedRow, ...notThisButThat, ...countBesideSwap];
