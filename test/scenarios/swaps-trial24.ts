import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 24 (swaps, round 25): a "no, la otra" left unanswered keeps the line and says so,
// never a summary that says the product was left out while the order still holds it.

const GALLO_ORO = id("7790070411716"); // Arroz Gallo Oro 1 Kg
const TOMATE_MOLTO = id("7791579069323"); // Tomate Perita Entero Molto 400 Gr
const MAYO_237 = id("7794000960107"); // Mayonesa Doypack Hellmann's 237 Gr
const SALVADO_350 = id("7793890251081"); // Pan con Salvado Lactal 350 Gr
const VENEZIANA = id("7791708611454"); // Pan Lactal Veneziana 400 Gr

// Class 1, t24b 007: an unanswered swap keeps the line, and the summary says it kept it.
const unansweredSwap: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra' left unanswered keeps the Gallo Oro and the summary says so, never 'Dejé afuera arroz' (verbatim t24b 007)",
    turns: [
      { say: "buen dia quisiera un paquete de arroz gallo y 2 latas de tomate" },
      { say: "#1", expect: { cart: { [TOMATE_MOLTO]: 2 } } },
      { say: "#1", expect: { cart: { [TOMATE_MOLTO]: 2, [GALLO_ORO]: 1 } } },
      { say: "no, la otra", expect: { reply: ["en vez de Arroz Gallo Oro 1 Kg"], cart: { [TOMATE_MOLTO]: 2, [GALLO_ORO]: 1 } } },
      { say: "listo" },
      { say: "envio a 9 de julio 55 4to B" },
      { say: "Sofia Rios, 38777666" },
      { say: "efectivo", expect: { reply: ["Arroz Gallo Oro 1 Kg", "Confirmamos"], notReply: ["Dejé afuera arroz"], cart: { [TOMATE_MOLTO]: 2, [GALLO_ORO]: 1 } } },
      { say: "si", expect: { reply: ["quedó confirmado"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, el otro' to the pan lactal left unanswered, two closing words keep the Salvado and say so (t24b 007 variant)",
    turns: [
      { say: "hola, 2 mayonesas hellmanns de 237 y un pan lactal", expect: { cart: { [MAYO_237]: 2 } } },
      { say: "la 2", expect: { cart: { [MAYO_237]: 2, [SALVADO_350]: 1 } } },
      { say: "no, el otro", expect: { reply: ["en vez de Pan con Salvado Lactal 350 Gr"] } },
      { say: "listo" },
      { say: "listo, eso es todo", expect: { reply: ["Pan con Salvado Lactal 350 Gr"], notReply: ["Dejé afuera pan"], cart: { [MAYO_237]: 2, [SALVADO_350]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra' answered with a row still swaps the line (t24b 007 guard)",
    turns: [
      { say: "hola, un pan lactal" },
      { say: "la 2", expect: { cart: { [SALVADO_350]: 1 } } },
      { say: "no, el otro", expect: { reply: ["en vez de Pan con Salvado Lactal 350 Gr"] } },
      { say: "el veneziana", expect: { cart: { [VENEZIANA]: 1 } } },
    ],
  },
];

export const swapsTrial24Scenarios: Scenario[] = [...unansweredSwap];
