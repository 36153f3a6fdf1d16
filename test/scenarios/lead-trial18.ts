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
];
