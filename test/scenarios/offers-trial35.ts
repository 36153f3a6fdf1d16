import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 35 on offers: answers to what the shop just said.

// Class: "y un acondicionador del mismo" right after a shampoo: the brand of the line before, never
// `No tengo "acondicionador del mismo"` over every conditioner (t35b 031).
const SHAMPOO_CERAMIDAS_200 = id("7791293027258");
const ofTheSame = (say: string, shows: string[], hides: string[]): Scenario => ({
  name: `offers trial 35: '${say}' after the Sedal shampoo is a Sedal conditioner (verbatim t35b 031)`,
  ...ALMACEN,
  turns: [
    { say: "tienen shampoo sedal?", expect: { reply: ["shampoo sedal"] } },
    { say: "quiero 2 del mas barato", expect: { reply: ["Agregué 2 Shampoo Ceramidas Sedal 200 Ml"], cart: { [SHAMPOO_CERAMIDAS_200]: 2 } } },
    { say, expect: { notReply: ["No tengo", "No tenemos"] } },
    { say: "#1", expect: { reply: shows, notReply: hides } },
  ],
});

// Class: "y 1 de polenta presto pronta": the "de" after a count is no part of the product's words (t35b 033).
const countThenDe = (say: string, shows: string[]): Scenario => ({
  name: `offers trial 35: '${say}' reads the product after the "de", never quotes it as not sold (verbatim t35b 033)`,
  ...ALMACEN,
  turns: [
    { say: "ok, quiero 2 paquetes de harina pureza de 1 kilo", expect: { reply: ["Harina"] } },
    { say: "#1" },
    { say, expect: { reply: shows, notReply: ["No tengo", "No tenemos"] } },
  ],
});

// Class: "cuanto tengo hasta ahora?" is the cart and its total, never "No te entendí" (t35a 026).
const soFar = (say: string): Scenario => ({
  name: `offers trial 35: '${say}' with papas in the cart says the cart and its total (verbatim t35a 026)`,
  turns: [
    { say: "quiero 2 papas", expect: { reply: ["Agregué 2 Papas fritas Lays 150 g"] } },
    { say, expect: { reply: ["$5.600"], notReply: ["No te entendí"], cart: { "papas-lays": 2 } } },
  ],
});

// Class: "q tenes para picar?" asks for the snacks: answered with them, never `No tenemos "picar"` (t35a 037).
const toNibble = (say: string): Scenario => ({
  name: `offers trial 35: '${say}' is answered with the snacks (verbatim t35a 037)`,
  turns: [
    { say: "buenasss" },
    { say, expect: { reply: ["Papas fritas Lays"], notReply: ["No tenemos", "No tengo"] } },
  ],
});

export const offersTrial35Scenarios: Scenario[] = [
  ofTheSame("y un acondicionador del mismo", ["Agregué 1 Acondicionador", "Ceramidas Sedal"], ["Plusbelle", "Elvive"]),
  ofTheSame("y un acondicionador de la misma marca", ["Sedal"], ["Plusbelle", "Elvive"]),
  ofTheSame("sumame un acondicionador de la misma", ["Sedal"], ["Plusbelle", "Elvive"]),
  countThenDe("y 1 de polenta presto pronta", ["Prestopronta"]),
  countThenDe("y 2 de arroz gallo oro", ["Gallo Oro"]),
  soFar("cuanto tengo hasta ahora?"),
  soFar("cuanto llevo?"),
  soFar("y cuanto va hasta ahora?"),
  toNibble("q tenes para picar?"),
  toNibble("tenes algo para picar?"),
];
