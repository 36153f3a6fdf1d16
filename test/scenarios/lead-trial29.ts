import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trials 29 and 30, the lead's fixes: what a pick said is never the name; "bon o bon" is one name; "una
// menos" is one fewer; "espera" is never a name.

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

const BON_O_BON = id("7790040614000"); // Alfajores Triple Bon o Bon 60 Gr
const COCA_RETORNABLE_2L = id("7790895000218");

/** Class (trial 30): a brand with "o" inside ("Bon o Bon") is one name, never two lines. */
const wordOWord: Scenario[] = [
  {
    name: "lead trial 30: 'quiero 2 bon o bon' adds 2, never 2 + 1 (verbatim t30b 019)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 bon o bon", expect: { cart: { [BON_O_BON]: 2 } } }],
  },
  {
    name: "lead trial 30: '2 alfajores bon o bon y 1 coca' adds 2 Bon o Bon and asks the coca (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 alfajores bon o bon y 1 coca", expect: { cart: { [BON_O_BON]: 2 }, reply: ["Coca"] } }],
  },
];

/** Class (trial 30): "una menos" is one fewer of the last line, never a search. */
const oneFewer: Scenario[] = [
  {
    name: "lead trial 30: 'una menos' after 6 Quilmes leaves 5, never adds a deodorant (verbatim t30b 020)",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 quilmes cristal de litro", expect: { cart: { [CRISTAL_1L]: 6 } } },
      { say: "una menos", expect: { notReply: ["Desodorante", "Agregué"], cart: { [CRISTAL_1L]: 5 } } },
    ],
  },
  {
    name: "lead trial 30: 'una menos de pepsi' with two lines takes one Pepsi off (kiosk variant)",
    turns: [
      { say: "quiero 3 pepsi", expect: { cart: { "pepsi-15": 3 } } },
      { say: "y 2 cocas de 500", expect: { cart: { "pepsi-15": 3, "coca-500": 2 } } },
      { say: "una menos de pepsi", expect: { cart: { "pepsi-15": 2, "coca-500": 2 } } },
    ],
  },
];

/** Class (trial 30): "espera" / "aguarde" said at the summary is never read as a name. */
const waitNotName: Scenario[] = [
  {
    name: "lead trial 30: 'NO, ESPERA, sacá una coca, es 1 sola' at the summary never asks '¿Tu nombre es Espera?' (verbatim t30c 030)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca" },
      { say: "LA DE 2 LITROS YA TE DIJE", expect: { cart: { [COCA_RETORNABLE_2L]: 2 } } },
      { say: "ufff tardan mucho. listo mandalo a Lima 456 a nombre de Oscar Luna" },
      { say: "33111000 y apurense" },
      { say: "efectivo", expect: { reply: ["Resumen"] } },
      { say: "NO, ESPERA, sacá una coca, es 1 sola", expect: { notReply: ["Espera?"], cart: { [COCA_RETORNABLE_2L]: 1 }, customer: { firstName: "Oscar", lastName: "Luna" } } },
    ],
  },
];

const JAMON_CAGNOLI_200 = id("7798013103377"); // Jamón Cocido Feteado Cagnoli 200 Gr

/** Class (trial 30): "pone 2" / "ponele 3" beside a pick is the pick's count, like "poneme 2". */
const pickCountVerb: Scenario[] = [
  {
    name: "lead trial 30: 'el feteado cagnoli de 200, pone 2' adds 2, never 1 (verbatim t30c 033)",
    ...ALMACEN,
    turns: [
      { say: "buenas, tienen pan lactal bimbo?" },
      { say: "dame 2 del grande" },
      { say: "y 300 de jamon cocido", expect: { notReply: ["para 300"] } },
      { say: "el feteado cagnoli de 200, pone 2", expect: { reply: ["Agregué 2 Jamón Cocido Feteado Cagnoli 200 Gr"] } },
    ],
  },
  {
    name: "lead trial 30: 'el feteado cagnoli de 200, ponele 3' adds 3 (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero jamon cocido" },
      { say: "el feteado cagnoli de 200, ponele 3", expect: { cart: { [JAMON_CAGNOLI_200]: 3 } } },
    ],
  },
];

export const leadTrial29Scenarios: Scenario[] = [...pickNotName, ...wordOWord, ...oneFewer, ...waitNotName, ...pickCountVerb];
