import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 18 on yes/no offers: a refused offer is never added, "listo" is never a yes to one,
// and a dozen of a product sold by the dozen is one pack.

const MENDICRIM = id("7790080040074");
const ARMONIA = id("7793940305009");
const EGGS = id("7792335000314");

// Class 1, trial 18c 014: the untable offered, the customer refuses it; "listo" later never adds it.
const refusedOffer = (finish: string): Scenario => ({
  name: `offers trial 18: '${finish}' after the untable was refused adds nothing (verbatim t18c 014)`,
  ...ALMACEN,
  turns: [
    { say: "buenas" },
    { say: "eh hola si mira queria pedirte tres sachets de leche sancor y un queso cremoso", expect: { reply: ["Mendicrim"] } },
    { say: "no la otra", expect: { cart: {} } },
    { say: "quiero un queso cremoso, no el untable", expect: { notReply: ["¿Te agrego Queso Untable Cremoso Mendicrim 300 Gr"], cart: {} } },
    { say: "y la leche sancor en sachet no tenes?", expect: { reply: ["Armonía"] } },
    { say: "no", expect: { cart: {} } },
    { say: "ok dame 3 de la armonia en sachet", expect: { cart: { [ARMONIA]: 3 } } },
    { say: finish, expect: { notReply: ["Agregué 1 Queso Untable"], cart: { [ARMONIA]: 3 } } },
  ],
});

// Class 1 variant: the offer still open, "listo" ends the order without saying yes to it.
const listoAtOffer = (say: string): Scenario => ({
  name: `offers trial 18: '${say}' with '¿Te agrego …?' open adds nothing (verbatim t18c 014 variant)`,
  ...ALMACEN,
  turns: [
    { say: "3 leches armonia en sachet y un queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"], cart: { [ARMONIA]: 3 } } },
    { say, expect: { notReply: ["Agregué 1 Queso Untable"], cart: { [ARMONIA]: 3 } } },
  ],
});

// Class 1 variant: "no el untable" about the product on offer declines it, a yes still adds it.
const yesStillAdds: Scenario = {
  name: "offers trial 18: 'sí' to the untable still adds it (verbatim t18c 014 control)",
  ...ALMACEN,
  turns: [
    { say: "un queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"] } },
    { say: "si", expect: { cart: { [MENDICRIM]: 1 } } },
  ],
};

// Class 1, trial 18c 014: "no el untable" beside the product asked takes the untable out of what is offered.
const refusedBeside = (say: string, refusedName: string, keptName: string): Scenario => ({
  name: `offers trial 18: '${say}' never offers the refused one (verbatim t18c 014 variant)`,
  ...ALMACEN,
  turns: [{ say, expect: { reply: [keptName], notReply: [refusedName] } }],
});

// Class 5, trial 18b 003: "a dozen eggs" of eggs sold by the dozen is one carton.
const dozen = (say: string): Scenario => ({
  name: `offers trial 18: '${say}' is one carton of 12 (verbatim t18b 003)`,
  ...ALMACEN,
  turns: [{ say, expect: { cart: { [EGGS]: 1 }, notReply: ["12 ×", "Agregué 12"] } }],
});

export const offersTrial18Scenarios: Scenario[] = [
  refusedOffer("listo"),
  listoAtOffer("listo"),
  listoAtOffer("listo, eso es todo"),
  yesStillAdds,
  refusedBeside("quiero un queso crema la paulina, no el light", "La Paulina Light", "Queso Crema Untable La Paulina 250 Gr"),
  refusedBeside("un queso untable mendicrim, no el light", "Mendicrim Light", "Queso Untable Cremoso Mendicrim 300 Gr"),
  dozen("a dozen eggs please"),
  dozen("una docena de huevos"),
  dozen("quiero una docena de huevos"),
];
