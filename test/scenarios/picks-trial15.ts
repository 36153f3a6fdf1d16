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

const COKE_15 = id("7790895000430");
const JORGITO_55 = id("77905741");

/** Class 3: "mejor 3" to an open list changes the count the later pick of that list carries, even after another list opened. */
const countChanged: Scenario[] = [
  {
    name: "picks trial 15: '2 cocas', 'mejor 3', '2 alfajores jorgito', 'la de 1.5 comun' adds 3 cokes (verbatim t14c 004)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas" },
      { say: "mejor 3", expect: { reply: ["para 3"] } },
      { say: "y 2 alfajores jorgito" },
      { say: "la de 1.5 comun", expect: { reply: ["3 Coca Cola 1.5 Lt"], cart: { [COKE_15]: 3 } } },
      { say: "el jorgito de 55", expect: { cart: { [COKE_15]: 3, [JORGITO_55]: 2 } } },
    ],
  },
  ...["mejor que sean 4", "no, 4 mejor", "ponele 4"].map((say): Scenario => ({
    name: `picks trial 15: '${say}' to the coke list, then another list, then the coke pick carries 4`,
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas" },
      { say, expect: { reply: ["para 4"] } },
      { say: "y 2 alfajores jorgito" },
      { say: "la coca de 1.5 comun", expect: { cart: { [COKE_15]: 4 } } },
    ],
  })),
  {
    name: "picks trial 15: 'mejor 3' to the coke list, then 'la de 1.5' adds 3",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas" },
      { say: "mejor 3" },
      { say: "la de 1.5 comun", expect: { cart: { [COKE_15]: 3 } } },
    ],
  },
];

const AYUDIN_2L = id("7793253000455");
const ALOE_750 = id("7506309814636");

/** Class 2: a size no row of the open list has, said while an earlier list has it, answers the earlier list. */
const otherList: Scenario[] = [
  {
    name: "picks trial 15: 'la de 2 litros' with the detergents open and the ayudín list before answers the lavandinas (verbatim t14c 008)",
    ...ALMACEN,
    turns: [
      { say: "ok. mandame 2 lavandinas ayudin y 1 detergente magistral" },
      { say: "la de 2 litros", expect: { notReply: ['No tengo "2 litros"'], reply: ["lavandinas ayudin (para 2)"] } },
      { say: "la doble rendimiento", expect: { cart: { [AYUDIN_2L]: 2 } } },
      { say: "el de aloe de 750", expect: { cart: { [AYUDIN_2L]: 2, [ALOE_750]: 1 } } },
    ],
  },
  ...["la de 2 lt", "la de 2 litros doble rendimiento", "3 de la de 2 litros doble rendimiento"].map((say): Scenario => ({
    name: `picks trial 15: '${say}' with the detergents open answers the lavandina list`,
    ...ALMACEN,
    turns: [
      { say: "mandame 2 lavandinas ayudin y 1 detergente magistral" },
      { say, expect: { notReply: ["No tengo"], ...(say.includes("doble") ? { cart: { [AYUDIN_2L]: say.startsWith("3") ? 3 : 2 } } : {}) } },
    ],
  })),
];


/** Class 2: "make it 2 cokes" with the chips asked last changes the cokes' count; it never picks row 2. */
const countOfEarlierList: Scenario[] = [
  ...["make it 2 cokes", "mejor 2 cocas", "que sean 2 cocas"].map((say): Scenario => ({
    name: `picks trial 15: '${say}' with the cokes and the chips asked never adds row 2 (t14c 020)`,
    ...ALMACEN,
    turns: [
      { say: say.startsWith("make") ? "hey, I need 3 cokes and some chips" : "quiero 3 cocas y unas papas fritas" },
      { say, expect: { cart: {}, notReply: ["Retornable 2 Lt ("], reply: [say.startsWith("make") ? "for 2" : "para 2"] } },
      { say: say.startsWith("make") ? "the 1.5 liter one" : "la de 1.5 comun", expect: { cart: { [COKE_15]: 2 } } },
    ],
  })),
];

export const picksTrial15Scenarios: Scenario[] = [...pickWithDetails, ...countChanged, ...otherList, ...countOfEarlierList];
