import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 18 (almacén), listsb: picks among several open lists — a size word alone goes to
// the list whose rows it sets apart, not to the list asked last.

const COCA_ORIGINAL_225 = id("7790895000997"); // Coca Cola Sabor Original 2.25 Lt
const COCA_LIGHT_225 = id("7790895005312"); // Coca Cola Light 2.25 Lt

/** Class 1: "a grande" with a coca list and a rice list open is the coca's size. */
const sizeWord: Scenario[] = [
  {
    name: "listsb trial 18: 'a grande' with the cocas and rice lists open narrows the cocas, the cocas kept (verbatim t18c 009)",
    ...ALMACEN,
    turns: [
      { say: "oi, quero 2 cocas e um pacote de arroz" },
      { say: "a grande", expect: { reply: ["Coca Cola Sabor Original 2.25 Lt", "Coca Cola Light 2.25 Lt"], notReply: ["Arroz Gallo Oro 1 Kg ·"], cart: {} } },
      { say: "a light", expect: { cart: { [COCA_LIGHT_225]: 2 } } },
    ],
  },
  {
    name: "listsb trial 18: 'la grande' with 2 cocas and a rice asked narrows the cocas (Spanish, after t18c 009)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas y un arroz" },
      { say: "la grande", expect: { reply: ["Coca Cola Sabor Original 2.25 Lt", "Coca Cola Light 2.25 Lt"], cart: {} } },
      { say: "la original", expect: { cart: { [COCA_ORIGINAL_225]: 2 } } },
    ],
  },
  {
    name: "listsb trial 18: 'the big one' with 2 cokes and a rice asked narrows the cokes (English, after t18c 009)",
    ...ALMACEN,
    turns: [
      { say: "hi, I want 2 cokes and a rice" },
      { say: "the big one", expect: { reply: ["Coca Cola Sabor Original 2.25 Lt", "Coca Cola Light 2.25 Lt"], cart: {} } },
    ],
  },
];

const DDL_COLONIAL_250 = id("7790742104205"); // Dulce de Leche Colonial La Serenísima 250 Gr
const DDL_ILOLAY_400 = id("7790787153664"); // Dulce de Leche Clásico Ilolay 400 Gr

/** Class 2: a brand said right after a pick, with another list still open, swaps the pick within its list. */
const brandSwap: Scenario[] = [
  {
    name: "listsb trial 18: 'el ilolay' right after 'la 3' took a dulce de leche swaps it for the Ilolay row, the leche list still open (verbatim t18c 005)",
    ...ALMACEN,
    turns: [
      { say: "buenas tardes tienen leche la serenisima" },
      { say: "cuanto sale el envio?" },
      { say: "dame 2 de la entera" },
      { say: "ah y un dulce de leche" },
      { say: "la 3", expect: { cart: { [DDL_COLONIAL_250]: 1 } } },
      { say: "el ilolay", expect: { reply: ["Dulce de Leche Clásico Ilolay 400 Gr"], notReply: ["Queso Rallado"], cart: { [DDL_ILOLAY_400]: 1 } } },
    ],
  },
  {
    name: "listsb trial 18: 'mejor el ilolay' right after a dulce de leche pick with the La Serenísima milk list open swaps it (after t18c 005)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 leches la serenisima y un dulce de leche" },
      { say: "la 3", expect: { cart: { [DDL_COLONIAL_250]: 1 } } },
      { say: "el ilolay", expect: { reply: ["Dulce de Leche Clásico Ilolay 400 Gr"], notReply: ["Queso Rallado"], cart: { [DDL_ILOLAY_400]: 1 } } },
    ],
  },
  {
    name: "listsb trial 18: 'mejor el ilolay' right after 'la 3' took a dulce de leche swaps it (after t18c 005)",
    ...ALMACEN,
    turns: [
      { say: "buenas, quiero 2 leches la serenisima" },
      { say: "y un dulce de leche" },
      { say: "la 3", expect: { cart: { [DDL_COLONIAL_250]: 1 } } },
      { say: "mejor el ilolay", expect: { reply: ["Dulce de Leche Clásico Ilolay 400 Gr"], cart: { [DDL_ILOLAY_400]: 1 } } },
    ],
  },
];

const ALA_MATIC = id("7791290011717"); // Jabón en Polvo Baja Espuma MultiAcción Poder Acelador Ala Matic 800 Gr
const OREO = id("7622210659446"); // Galletita Oreo Rellena 300 Gr

/** Class 3: a pick said beside the customer's details is taken with them. */
const pickWithDetails: Scenario[] = [
  {
    name: "listsb trial 18: 'el de ala matic. Soy …, Rondeau 250 dpto 4, pago con transferencia' takes the Ala Matic and the details (verbatim t18b 013)",
    ...ALMACEN,
    turns: [
      { say: "hola buenas, eh, quería, eh, dos paquetes de galletitas oreo y, eh, un jabón en polvo ala, y eso, mandalo a mi casa" },
      {
        say: "el de ala matic. Soy gabriela torres 31222333, Rondeau 250 dpto 4, pago con transferencia",
        expect: { notReply: ["Antes: ¿cuál"], cart: { [OREO]: 2, [ALA_MATIC]: 1 }, customer: { firstName: "Gabriela", lastName: "Torres" } },
      },
    ],
  },
  {
    name: "listsb trial 18: 'el de ala matic. Ana Paz, Mitre 1200 piso 3, efectivo' takes the pick beside an address ending in a number (after t18b 013)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 galletitas oreo y un jabon en polvo ala, mandalo a casa" },
      { say: "el de ala matic. Ana Paz, Mitre 1200 piso 3, efectivo", expect: { notReply: ["Antes: ¿cuál"], cart: { [OREO]: 2, [ALA_MATIC]: 1 } } },
    ],
  },
];

export const listsbTrial18Scenarios: Scenario[] = [...sizeWord, ...brandSwap, ...pickWithDetails];
