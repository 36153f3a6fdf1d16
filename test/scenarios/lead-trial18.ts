import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

const HUEVOS_12 = "almacen.7792335000314";

// Lead fixes after round 18's integration (blind trial 18).

export const leadTrial18Scenarios: Scenario[] = [
  {
    name: "lead trial 18: a bare phone to '¿Querés que te pase las promos?', then 'soy de rosario' and the street: details taken one by one, no handoff (verbatim t18a 203)",
    workspace: "packs",
    turns: [
      { say: "hola", expect: { reply: ["¿Querés que te pase las promos?"] } },
      { say: "3415667788", expect: { customer: { phone: "3415667788" }, notReply: ["no te estoy entendiendo"] } },
      { say: "soy de rosario", expect: { customer: { phone: "3415667788", city: "Rosario" }, notReply: ["no te estoy entendiendo", "persona"] } },
      { say: "calle san juan 1450", expect: { customer: { address: "calle san juan 1450" }, reply: ["nombre"] } },
    ],
  },
  {
    name: "lead trial 18: a phone grouped with spaces alone at the promos question is the phone",
    workspace: "packs",
    turns: [
      { say: "buenas" },
      { say: "11 3344 5566", expect: { customer: { phone: "1133445566" }, notReply: ["no te estoy entendiendo"] } },
    ],
  },
  {
    name: "lead trial 18: 'soy de boca' alone at the promos question is no city (no detail given before)",
    workspace: "packs",
    turns: [
      { say: "hola" },
      { say: "soy de boca", expect: { notReply: ["Anoté", "ciudad"], reply: ["promos"] } },
    ],
  },
  {
    name: "lead trial 19: 'media docena de huevos' with only 12-egg cartons is 1 carton, never 6 (verbatim t19c 010)",
    ...ALMACEN,
    turns: [
      { say: "hola, me mandan media docena de huevos a 9 de julio 55 4to B?", expect: { cart: { [HUEVOS_12]: 1 }, notReply: ["6 Huevos"] } },
      { say: "poneme 1 solo", expect: { cart: { [HUEVOS_12]: 1 } } },
    ],
  },
  {
    name: "lead trial 19: 'una docena de huevos' is 1 carton and '2 docenas de huevos' 2",
    ...ALMACEN,
    turns: [
      { say: "quiero una docena de huevos", expect: { cart: { [HUEVOS_12]: 1 } } },
      { say: "mejor 2 docenas de huevos", expect: { cart: { [HUEVOS_12]: 2 } } },
    ],
  },
  {
    name: "lead trial 20: 'dame una docena' to 'Sí, tenemos Huevos … 12 Un' is 1 carton, never 12 (after t20c 010)",
    ...ALMACEN,
    turns: [
      { say: "tenes huevos?", expect: { reply: ["Huevos Blancos Avicoper 12 Un"] } },
      { say: "dame una docena", expect: { cart: { [HUEVOS_12]: 1 } } },
    ],
  },
  {
    name: "lead trial 20: a bare '1' at the summary is «Confirmar», never a count for the last line (verbatim t20c 006)",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Juan Pérez" },
      { say: "30123456" },
      { say: "efectivo", expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "1", expect: { orders: 1, lastOrder: { total: 440000 }, reply: ["quedó confirmado"] } },
    ],
  },
  {
    name: "lead trial 20: a bare '2' at the summary is «Modificar», the cart kept as it was",
    turns: [
      { say: "quiero 3 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Juan Pérez" },
      { say: "30123456" },
      { say: "efectivo", expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "2", expect: { orders: 0, cart: { "pepsi-15": 3 }, notReply: ["ahora son 2"] } },
    ],
  },
  {
    name: "lead trial 20: 'retiro, soy ana paz, sin dni, efectivo' keeps the name beside the no-DNI note",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 cervezas quilmes cristal de litro" },
      { say: "retiro, soy ana paz, sin dni, efectivo", expect: { customer: { firstName: "Ana", lastName: "Paz" }, reply: ["¿Confirmamos el pedido?"] } },
    ],
  },
  {
    name: "lead trial 20: 'las latas de 473, no la 1890' takes the plain can, the refused row out (verbatim t20b 006 / t20c 006)",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 latas de quilmes" },
      { say: "las latas de 473, no la 1890", expect: { cart: { "almacen.7792798012923": 6 }, notReply: ["1890 en Lata"] } },
    ],
  },
  {
    name: "lead trial 20: 'las de 473' alone still asks between the two 473 cans",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 latas de quilmes" },
      { say: "las de 473", expect: { cart: {}, reply: ["1890 en Lata Quilmes 473", "Cerveza Rubia en Lata Quilmes 473"] } },
    ],
  },
];
