import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 38 on offers: an order right after a product answer that names another brand or the
// plain variant of the diet row answered is its own product, never the row just answered.

const COCA_ZERO_15 = id("7790895067556"); // Coca Cola sin Azúcar 1.5 Lt
const PEPSI_15 = id("7791813421115"); // Gaseosa Pepsi 1.5 Lt

const namedElsewhere = (ask: string, shows: string, say: string, notAdded: string, verbatim: string): Scenario => ({
  name: `offers trial 38: '${say}' after '${ask}' is not the row answered (verbatim ${verbatim})`,
  ...ALMACEN,
  turns: [
    { say: ask, expect: { reply: [shows] } },
    { say, expect: { notReply: [`Agregué ${notAdded}`] } },
  ],
});

const offerCounted = (say: string): Scenario => ({
  name: `offers trial 38: '${say}' after 'Sí, tenemos Coca Cola sin Azúcar' still adds the zero (verbatim t38b 034 guard)`,
  ...ALMACEN,
  turns: [
    { say: "hola tenes coca zero?", expect: { reply: ["Coca Cola sin Azúcar 1.5 Lt"] } },
    { say, expect: { reply: ["Agregué 2 Coca Cola sin Azúcar 1.5 Lt"], cart: { [COCA_ZERO_15]: 2 } } },
  ],
});

export const offersTrial38Scenarios: Scenario[] = [
  namedElsewhere("hola tenes coca zero?", "Coca Cola sin Azúcar 1.5 Lt", "bueno entonces 2 coca comun", "2 Coca Cola sin Azúcar", "t38b 034"),
  namedElsewhere("tenes coca zero?", "Coca Cola sin Azúcar 1.5 Lt", "dale entonces 1 coca normal", "1 Coca Cola sin Azúcar", "t38b 034 variant"),
  namedElsewhere("hola tenes cerveza brahma?", "Cerveza Rubia en Lata Brahma 473 Cc", "ok entonces 6 quilmes en lata de 473", "6 Cerveza Rubia en Lata Brahma", "t38c 034"),
  {
    name: "offers trial 38: '2 pepsi de 1.5' after 'tenes sprite zero?' adds the Pepsi (verbatim t38c 034 variant)",
    ...ALMACEN,
    turns: [
      { say: "tenes sprite zero?", expect: { reply: ["Sprite Zero"] } },
      { say: "bueno entonces 2 pepsi de 1.5", expect: { reply: ["Agregué 2", "Pepsi 1.5 Lt"], cart: { [PEPSI_15]: 2 } } },
    ],
  },
  offerCounted("dame 2"),
  offerCounted("dame 2 cocas"),
];
