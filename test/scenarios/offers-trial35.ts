import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 35 on offers: answers to what the shop just said.

// Class: a yes ("dale", "dale 1 de ese") to an answer that named two or more products ("Sí, tenemos X y Y",
// "No tenemos fernet … tenemos A, B y C") asks which of them, all as options; never "Tu carrito está vacío"
// (t35c 018, t35b 025).
const yesToSeveralNamed = (ask: string, yes: string, options: string[], count = 1): Scenario => ({
  name: `offers trial 35: '${yes}' to several products named asks which, never an empty cart (verbatim t35c 018 / t35b 025)`,
  ...ALMACEN,
  turns: [
    { say: ask, expect: { reply: options } },
    { say: yes, expect: { reply: ["Tengo varias opciones"], notReply: ["Tu carrito está vacío", "No te entendí", "Agregué"], cart: {} } },
    { say: "#1", expect: { reply: [`Agregué ${count}`], notReply: ["Tu carrito está vacío"] } },
  ],
});

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
  yesToSeveralNamed("ola tenes jabon en polvo ala", "dale", ["Alta Espuma", "Ala Matic"]),
  yesToSeveralNamed("hay fernet?", "dale 1 de ese", ["Cuyano", "Patagónico", "Serrano"]),
  yesToSeveralNamed("tenes jabon en polvo ala?", "si, dame 2 de esos", ["Alta Espuma", "Ala Matic"], 2),
  yesToSeveralNamed("hay whisky?", "dale", ["Terma"]),
  {
    name: "offers trial 35: with a cart, a bare 'dale' after several products named still goes on to close (t35c 018 guard)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 2 1/4", expect: { reply: ["Agregué 2"] } },
      { say: "tenes jabon en polvo ala?", expect: { reply: ["Alta Espuma", "Ala Matic"] } },
      { say: "dale 1 de esos", expect: { reply: ["Tengo varias opciones"], notReply: ["Agregué"] } },
    ],
  },
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
