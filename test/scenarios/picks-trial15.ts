import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 14 (almacén): a pick said together with the customer's details or a close.

const MAYO_950 = id("7794000960077");
const LAYS_150 = id("7790310922316");

/** Class 1: a pick said with details or "eso nomás" lands in the cart and the details are kept. */
const pickWithDetails: Scenario[] = [
  {
    name: "picks trial 15: 'si dale 1 de la de 950, lo paso a buscar, Ines Perez…' to the mayonnaise list adds it and keeps the details (verbatim t14c 021)",
    ...ALMACEN,
    turns: [
      { say: "quiero una mayonesa hellmans", expect: { reply: ["¿Cuál"] } },
      { say: "si dale 1 de la de 950, lo paso a buscar, Ines Perez 27888999, efectivo", expect: { reply: ["Mayonesa Clasica Doypack Hellmann's 950 Gr"], notReply: ["¿Qué te gustaría pedir?"], cart: { [MAYO_950]: 1 }, customer: { firstName: "Ines", lastName: "Perez" } } },
      { say: "si confirmo", expect: { orders: 1, lastOrder: { fulfilment: "pickup", paymentMethod: "cash", customerName: "Ines Perez", total: 195000 } } },
    ],
  },
  ...["la de 950, lo paso a buscar, a nombre de Ines Perez", "dame la de 950. retiro yo, soy Ines Perez", "la clasica, paso a buscar"].map((say): Scenario => ({
    name: `picks trial 15: '${say}' to the mayonnaise list adds the 950`,
    ...ALMACEN,
    turns: [
      { say: "quiero una mayonesa hellmans" },
      { say, expect: { reply: ["Mayonesa Clasica Doypack Hellmann's 950 Gr"], cart: { [MAYO_950]: 1 } } },
    ],
  })),
  {
    name: "picks trial 15: the coke, then 'y de paso un paquete de papas lays', then 'la chica. eso nomas, lo paso a buscar. a nombre de Nicolas Acosta' adds the 150 and keeps the name (verbatim t14b 008)",
    ...ALMACEN,
    turns: [
      { say: "tenes coca zero? cuanto sale" },
      { say: "dale poneme 2" },
      { say: "y de paso un paquete de papas lays", expect: { reply: ["150 Gr"] } },
      { say: "la chica. eso nomas, lo paso a buscar. a nombre de Nicolas Acosta", expect: { reply: ["Papas Fritas Clásicas Lays 150 Gr"], notReply: ["¿qué papas lays querés?"], cart: { [LAYS_150]: 1, [id("7790895067556")]: 2 }, customer: { firstName: "Nicolas", lastName: "Acosta" } } },
    ],
  },
  ...["la chica. eso nomas, lo paso a buscar. a nombre de Nicolas Acosta", "la chica, eso es todo", "la de 150 nomas. retiro en el local"].map((say): Scenario => ({
    name: `picks trial 15: '${say}' to the two Lays adds the 150 (t14b 008)`,
    ...ALMACEN,
    turns: [
      { say: "quiero papas lays", expect: { reply: ["150 Gr"] } },
      { say, expect: { reply: ["Papas Fritas Clásicas Lays 150 Gr"], notReply: ["¿qué papas lays querés?"], cart: { [LAYS_150]: 1 } } },
    ],
  })),
];

export const picksTrial15Scenarios: Scenario[] = [...pickWithDetails];
