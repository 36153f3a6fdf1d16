import type { Scenario } from "./types";

// Blind trial 19, leftout: a list left out of the summary ("Dejé afuera coca") stays answerable
// until the order is placed, and a yes said to a question that is not the summary never places it.

const toSummary = [
  { say: "Hola, quiero 2 pepsi y 2 cocas" },
  { say: "me lo mandan a rivadavia 800 timbre 2" },
  { say: "nico paz 40111222" },
];

/** A yes to "¿Te sirve otra cosa?" (or any question that is not the summary) never confirms. */
const yesToOtherQuestion: Scenario[] = [
  {
    name: "leftout trial 19: 'si' to '¿Te sirve otra cosa?' after the summary never places the order (verbatim t19a 106)",
    turns: [
      ...toSummary,
      { say: "efectivo", expect: { reply: ["Dejé afuera coca", "¿Confirmamos el pedido?"] } },
      { say: "ah si, dame 2 de las chiquitas de marte" },
      { say: "si", expect: { orders: 0 } },
    ],
  },
  {
    name: "leftout trial 19: 'dale' to a not-sold answer at the summary asks the summary again, never confirms",
    turns: [
      { say: "quiero 1 pepsi, soy Carlos Gomez dni 28555666, envio a mitre 450, pago efectivo", expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "y un paraguas" },
      { say: "dale", expect: { orders: 0, reply: ["¿Confirmamos"] } },
      { say: "si, confirmo", expect: { orders: 1 } },
    ],
  },
];

/** The list left out of the summary is still answerable: a pick of it before the yes is added. */
const leftOutAnswerable: Scenario[] = [
  {
    name: "leftout trial 19: 'la de 500' after 'Dejé afuera coca' adds the two cokes asked (t19a 106)",
    turns: [
      ...toSummary,
      { say: "efectivo", expect: { reply: ["Dejé afuera coca"] } },
      { say: "ah si, la de 500", expect: { cart: { "pepsi-15": 2, "coca-500": 2 }, orders: 0 } },
    ],
  },
  {
    name: "leftout trial 19: 'ah si, dame 2 de la segunda' after 'Dejé afuera coca' adds two of row 2",
    turns: [
      ...toSummary,
      { say: "efectivo", expect: { reply: ["Dejé afuera coca"] } },
      { say: "ah si, dame 2 de la segunda", expect: { cart: { "pepsi-15": 2, "coca-500": 2 }, orders: 0 } },
    ],
  },
];

leftOutAnswerable.push({
  name: "leftout trial 19: 'si' to the summary that left coca out places the order without it",
  turns: [
    ...toSummary,
    { say: "efectivo", expect: { reply: ["Dejé afuera coca"] } },
    { say: "si", expect: { orders: 1, lastOrder: { total: 490000 } } },
  ],
});

export const leftoutTrial19Scenarios: Scenario[] = [...yesToOtherQuestion, ...leftOutAnswerable];
