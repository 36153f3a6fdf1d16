import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 20 (almacén): a row and its count said in English with a polite word ("the 7, 1
// please"), and a button named by its place ("la 2" to the payment buttons).

const CAFE_MORENITA = id("7790170901926");
const CAFE_SAQUITOS_MORENITA = id("7790170008427");
const CAFE_SAQUITOS_VIRGINIA = id("7790150079973");
const ARROZ_LARGO_FINO = id("7790070411860");
const ATUN_NATURAL_CAMPAGNOLA = id("7793360005084");
const LECHE_ILOLAY = id("7790787002528");
const PAN_SALVADO_630 = id("7793890001143");

/** Class: "the 7, 1 please" is row 7 and one of it, a polite word after the count. */
const rowCountPolite: Scenario[] = [
  {
    name: "lists trial 20: 'the 7, 1 please' to the coffee list is one of row 7, never rows 7 and 1 (verbatim t20c 004)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coffee?" },
      { say: "the 7, 1 please", expect: { reply: ["Café Molido Clásico La Morenita 1 Kg"], notReply: ["Cabrales"], cart: { [CAFE_MORENITA]: 1 } } },
    ],
  },
  ...["la 7, 2 por favor", "el 7, 2 porfa"].map((say): Scenario => ({
    name: `lists trial 20: '${say}' to the coffee list is two of row 7`,
    ...ALMACEN,
    turns: [
      { say: "hola, tenes cafe?" },
      { say, expect: { notReply: ["Cabrales"], cart: { [CAFE_MORENITA]: 2 } } },
    ],
  })),
  {
    name: "lists trial 20: 'the 3, 2 pls' to the coffee list is two of row 3",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coffee?" },
      { say: "the 3, 2 pls", expect: { cart: { [CAFE_SAQUITOS_VIRGINIA]: 2 } } },
    ],
  },
  {
    name: "lists trial 20: 'the 2 and the 3' to the coffee list stays two rows",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coffee?" },
      { say: "the 2 and the 3", expect: { cart: { [CAFE_SAQUITOS_MORENITA]: 1, [CAFE_SAQUITOS_VIRGINIA]: 1 } } },
    ],
  },
];

/** Class: a bare row beside a part that names the other open list is this list's row. */
const rowBesideNamedList: Scenario[] = [
  {
    name: "lists trial 20: 'el 4, y de atun la 3' with arroz and atún (para 2) open is arroz row 4 and two of atún row 3 (verbatim t20c 003)",
    ...ALMACEN,
    turns: [
      { burst: ["hola", "quiero arroz gallo", "y 2 latas de atun"] },
      { say: "el 4, y de atun la 3", expect: { reply: ["Arroz Largo Fino 00000 Gallo 1 Kg"], notReply: ["Me quedó pendiente: arroz"], cart: { [ARROZ_LARGO_FINO]: 1, [ATUN_NATURAL_CAMPAGNOLA]: 2 } } },
    ],
  },
  {
    name: "lists trial 20: 'la 2, y de pan la 3' with leche and pan lactal open is pan row 3 and leche row 2",
    ...ALMACEN,
    turns: [
      { say: "hola quiero leche y pan lactal" },
      { say: "la 2, y de pan la 3", expect: { notReply: ["Me quedó pendiente"], cart: { [LECHE_ILOLAY]: 1, [PAN_SALVADO_630]: 1 } } },
    ],
  },
];

/** Class: "la 2" to the payment buttons is the second button. */
const paymentByPlace: Scenario[] = [
  {
    name: "lists trial 20: 'la 2' to the payment buttons is Transferencia (verbatim t20c 011)",
    ...ALMACEN,
    turns: [
      { say: "hola me mandan 2 aceites natura de 1.5 y 3 atun a 9 de julio 55 4to B? soy Pablo Diaz 29333444" },
      { say: "la 2", expect: { reply: ["transferencia"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    name: "lists trial 20: 'el 1' to the payment buttons is Efectivo",
    ...ALMACEN,
    turns: [
      { say: "hola me mandan 2 aceites natura de 1.5 a 9 de julio 55 4to B? soy Pablo Diaz 29333444" },
      { say: "el 1", expect: { reply: ["efectivo"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    name: "lists trial 20: 'la 2' to '¿envío o retiro?' is pickup at the shop",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero 2 aceites natura de 1.5" },
      { say: "eso es todo" },
      { say: "la 2", expect: { reply: ["retir"], notReply: ["No te entendí"] } },
    ],
  },
];

export const listsTrial20Scenarios: Scenario[] = [...rowCountPolite, ...rowBesideNamedList, ...paymentByPlace];
