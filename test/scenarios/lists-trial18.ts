import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 17 (almacén): several lists open at once — picks aimed at an earlier list, a row and
// its count, the open "¿cuál?" named back before anything else is asked, a list closed by the cart.

const LECHE_CLASICA = id("7793940448003");
const LECHE_CALCIO = id("7790742145406");
const VENEZIANA = id("7791708611454");
const ACEITE_CANUELAS_15 = id("7792180001665");
const ACEITE_COCINERO = id("7790060023684");
const ACEITE_MEZCLA_IDEAL = id("7790070228406");
const ARROZ_GALLO_ORO = id("7790070411716");

const THREE_LISTS = "hola, quiero arroz, harina y aceite";

/** Class 2: a pick aimed at the list that is not the last one asked. */
const otherList: Scenario[] = [
  {
    name: "lists trial 18: 'the first one for milk' with the milk and bread lists open takes the first milk (verbatim t17c)",
    ...ALMACEN,
    turns: [
      { say: "hi, I need milk and bread", expect: { reply: ["Milk"] } },
      { say: "the first one for milk", expect: { reply: ["Leche Clasica 3% La Serenísima 1 Lt", "Still pending"], cart: { [LECHE_CLASICA]: 1 } } },
    ],
  },
  ...["la primera para la leche", "la 1 para la leche", "la primera de leche"].map((say): Scenario => ({
    name: `lists trial 18: '${say}' with the leche and pan lactal lists open takes the first milk and names the bread list back`,
    ...ALMACEN,
    turns: [
      { say: "hola quiero leche y pan lactal" },
      { say, expect: { reply: ["Leche Clasica 3% La Serenísima 1 Lt", "Me quedó pendiente: pan lactal"], cart: { [LECHE_CLASICA]: 1 } } },
    ],
  })),
  {
    name: "lists trial 18: 'la 6' with the azúcar list (fewer rows) asked last is row 6 of the milk list (after t17c 'la 4')",
    ...ALMACEN,
    turns: [
      { say: "hola quiero leche y azucar" },
      { say: "la 6", expect: { reply: ["Me quedó pendiente: azucar"], notReply: ["No te entendí"], cart: { [LECHE_CALCIO]: 1 } } },
    ],
  },
];

/** Class 3: rows of the third list and a row with its count. */
const rowsAndCounts: Scenario[] = [
  {
    name: "lists trial 18: 'la 10, 2' with rice, flour and oil open is two of the oil's row 10, never rows 10 and 2 (verbatim t17c 014)",
    ...ALMACEN,
    turns: [
      { say: THREE_LISTS },
      { say: "la 10, 2", expect: { reply: ["Agregué 2 Aceite Mezcla Ideal 1.5 Lt"], cart: { [ACEITE_MEZCLA_IDEAL]: 2 } } },
    ],
  },
  {
    name: "lists trial 18: 'el 10, 3' is three of row 10",
    ...ALMACEN,
    turns: [
      { say: THREE_LISTS },
      { say: "el 10, 3", expect: { cart: { [ACEITE_MEZCLA_IDEAL]: 3 } } },
    ],
  },
  ...([["aceite el 3", ACEITE_COCINERO], ["aceite el 1", ACEITE_CANUELAS_15]] as const).map(([say, row]): Scenario => ({
    name: `lists trial 18: '${say}' with rice, flour and oil open is that row of the oil list, never a search (verbatim t17c 009)`,
    ...ALMACEN,
    turns: [
      { say: THREE_LISTS },
      { say, expect: { reply: ["Agregué 1 Aceite"], notReply: ["No tenemos"], cart: { [row]: 1 } } },
    ],
  })),
  {
    name: "lists trial 18: 'el 2 del arroz y aceite el 3' takes a row of each",
    ...ALMACEN,
    turns: [
      { say: THREE_LISTS },
      { say: "el 2 del arroz y aceite el 3", expect: { cart: { [ARROZ_GALLO_ORO]: 1, [ACEITE_COCINERO]: 1 } } },
    ],
  },
];

/** Class 4: the open "¿cuál?" is finished before the next detail is asked. */
const openChoiceFirst: Scenario[] = [
  {
    name: "lists trial 18: a pick from the earlier list leaves the open one named back, and a name given then waits for it (t17c)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero leche y pan lactal" },
      { say: "la primera de leche", expect: { reply: ["Me quedó pendiente: pan lactal"], notReply: ["¿A nombre de quién", "confirmamos"] } },
      { say: "a nombre de juan perez", expect: { reply: ["pan lactal"], notReply: ["¿Te lo enviamos", "¿A nombre de quién"] } },
      { say: "el veneziana", expect: { notReply: ["¿Cuál pan", "¿cuál pan"], cart: { [LECHE_CLASICA]: 1, [VENEZIANA]: 1 } } },
    ],
  },
  {
    name: "lists trial 18: 'eso es todo' with a list still open asks it before any detail",
    ...ALMACEN,
    turns: [
      { say: "hola quiero leche y pan lactal" },
      { say: "la primera de leche" },
      { say: "eso es todo", expect: { reply: ["pan lactal"], notReply: ["¿Te lo enviamos", "¿A nombre de quién"] } },
    ],
  },
];

/** Class 1: a list a row of which is in the cart is never asked again. */
const closedByCart: Scenario[] = [
  {
    name: "lists trial 18: the veneziana picked, then the milk: the bread list is never asked again",
    ...ALMACEN,
    turns: [
      { say: "hola quiero leche y pan lactal" },
      { say: "el veneziana", expect: { reply: ["Me quedó pendiente: leche"], cart: { [VENEZIANA]: 1 } } },
      { say: "la primera", expect: { notReply: ["pendiente: pan", "¿Cuál pan", "sin pan lactal"], cart: { [VENEZIANA]: 1, [LECHE_CLASICA]: 1 } } },
      { say: "eso es todo", expect: { notReply: ["pendiente: pan", "¿cuál pan", "sin pan lactal", "¿Cuál"] } },
    ],
  },
];

export const listsTrial18Scenarios: Scenario[] = [...otherList, ...rowsAndCounts, ...openChoiceFirst, ...closedByCart];
