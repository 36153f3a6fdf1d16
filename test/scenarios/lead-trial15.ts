import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Lead fixes after round 15's integration. Blind trial 14b 019: after "¿cuánto sale el aceite
// natura de 1.5?" was answered, "y el de 900?" got "No te entendí" and "ok dame 2 de ese y 1 de
// 1.5 tambien" added one bottle. A size said alone right after one product was named in an answer
// is that product in that size; "ese" beside it is the product named.

const NATURA_900 = "almacen.7790272001005";
const NATURA_15 = "almacen.7790272001029";
const COCA_225 = "almacen.7790895000997";

export const leadTrial15Scenarios: Scenario[] = [
  {
    name: "lead trial 17: 'nico' then 'nicolas acosta' is the fuller name, never 'Nico Nicolas Acosta' (t17a 109)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5" },
      { say: "listo, paso a retirar", expect: { reply: ["A nombre de quién"] } },
      { say: "nico" },
      { say: "nicolas acosta", expect: { customer: { firstName: "Nicolas", lastName: "Acosta" } } },
    ],
  },
  {
    name: "lead trial 17: 'mandamelo a la casa: fragueiro 2233 barrio alta cordoba, …' stores the street, never 'la casa:' (verbatim t17c 010)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5" },
      {
        say: "eso nomas, mandamelo a la casa: fragueiro 2233 barrio alta cordoba, soy lucia mendez dni 35123456, pago transferencia",
        expect: { customer: { firstName: "Lucia", lastName: "Mendez", address: "fragueiro 2233 barrio alta cordoba" }, notReply: ["la casa:"] },
      },
    ],
  },
  {
    name: "lead trial 15: 'y el de 900?' after the natura 1.5 was priced prices the 900; 'ok dame 2 de ese y 1 de 1.5 tambien' adds both (verbatim t14b 019)",
    ...ALMACEN,
    turns: [
      { say: "buenas, cuanto sale el aceite natura de 1.5?", expect: { reply: ["Aceite de Girasol Natura 1.5 Lt sale $1.850"] } },
      { say: "y el de 900?", expect: { reply: ["Aceite de Girasol Natura 900 Ml", "$970"], notReply: ["No te entend"], cart: {} } },
      { say: "ok dame 2 de ese y 1 de 1.5 tambien", expect: { cart: { [NATURA_900]: 2, [NATURA_15]: 1 } } },
    ],
  },
  {
    name: "lead trial 15: '2 de esa y una de 1.5' right after the natura 900 was priced adds 2 of the 900 and 1 of the 1.5",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale el aceite natura de 900?", expect: { reply: ["$970"] } },
      { say: "2 de esa y una de 1.5", expect: { cart: { [NATURA_900]: 2, [NATURA_15]: 1 } } },
    ],
  },
  {
    name: "lead trial 15: 'y la de 2.25?' after the coca 1.5 was priced names the 2.25; 'dame 2 de esa' adds it",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale la coca de 1.5?", expect: { reply: ["Coca Cola 1.5 Lt sale $1.000"] } },
      { say: "y la de 2.25?", expect: { reply: ["Coca Cola Sabor Original 2.25 Lt", "$1.260"], notReply: ["No te entend"], cart: {} } },
      { say: "dame 2 de esa", expect: { cart: { [COCA_225]: 2 } } },
    ],
  },
  {
    name: "lead trial 15: a size beside another product's name is read as said, never the priced one ('y la pepsi de 2.25?')",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale la coca de 1.5?", expect: { reply: ["Coca Cola 1.5 Lt sale $1.000"] } },
      { say: "y la pepsi de 2.25?", expect: { notReply: ["Coca Cola Sabor Original 2.25"], cart: {} } },
    ],
  },
];
