import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 12 (almacén), still failing after round 13: a bread the shop does not sell offered
// as breadcrumbs and the half kilo beside it lost and "não a X" that excludes a row.

const QUILMES_473 = id("7792798012923");

/** Class 1: a bread not sold is said so with other breads; "medio de X" is an amount of X. */
const breads: Scenario[] = [
  {
    name: "words trial 14: '1 kg de pan frances y medio de jamon cocido' offers no breadcrumbs and keeps the ham (verbatim t12b 018)",
    ...ALMACEN,
    turns: [
      {
        say: "buenas, quiero 1 kg de pan frances y medio de jamon cocido",
        expect: { reply: [/pan franc[eé]s/i, "Jamón Cocido"], notReply: ["Pan Rallado", "Rebozador"], cart: {} },
      },
    ],
  },
  {
    name: "words trial 14: other breads not sold and halves/quarters beside them (variants)",
    ...ALMACEN,
    turns: [
      { say: "tenes pan frances?", expect: { reply: [/pan franc[eé]s/i], notReply: ["Pan Rallado", "Rebozador"], cart: {} } },
      { say: "y medio kilo de jamon cocido", expect: { reply: ["Jamón Cocido"], notReply: ["Pan Rallado"], cart: {} } },
    ],
  },
  {
    name: "words trial 14: 'media docena de pan frances y un cuarto de jamon cocido' keeps the ham (variants)",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero media docena de pan frances y un cuarto de jamon cocido", expect: { reply: ["Jamón Cocido"], notReply: ["Pan Rallado"], cart: {} } },
    ],
  },
];

/** Class 3: "não a X" / "no la X" excludes the row X. */
const exclusions: Scenario[] = [
  {
    name: "words trial 14: 'quero 6 da de 473 normal, nao a 1890' adds six of the plain can only (verbatim t12b 005)",
    ...ALMACEN,
    turns: [
      { say: "oi boa noite, vocês tem cerveja quilmes em lata?" },
      { say: "quero 6 da de 473 normal, nao a 1890", expect: { notReply: ["1890 en Lata"], cart: { [QUILMES_473]: 6 } } },
    ],
  },
  {
    name: "words trial 14: 'dame 6 de la de 473 normal, no la 1890' excludes the 1890 (Spanish, variants)",
    ...ALMACEN,
    turns: [
      { say: "tenes cerveza quilmes en lata?" },
      { say: "dame 6 de la de 473 normal, no la 1890", expect: { notReply: ["1890 en Lata"], cart: { [QUILMES_473]: 6 } } },
    ],
  },
];

export const wordsTrial14Scenarios: Scenario[] = [...breads, ...exclusions];
