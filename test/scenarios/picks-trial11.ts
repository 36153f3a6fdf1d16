import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 10 (almacén): picks for two open lists in one message (with other data beside
// them), a pick that fits exactly one row of a narrowed list, and a pick among the rows a
// product question answered ("Sí, tenemos A, B y C" → "dame el de 900, 2").

const TIRABUZONES = id("7790070318602");
const GIRASOL_COCINERO_15 = id("7790060023684");
const HARINA_0000_MORIXE = id("7790199000020");
const TOMATE_PELADO_ARCOR = id("7790580567903");
const NATURA_900 = id("7790272001005");
const ARROZ_GALLO_ORO = id("7790070411716");
const COCA_2L = id("7790895000218");

const CARLA = "buenas quiero 3 cocas de 2 litros, 2 paquetes de fideos matarazzo y un aceite cocinero de litro y medio, es para envio a san martin 450 2do A, soy carla gimenez, pago en efectivo";
const MARIA = "buenas!! necesito 2 kg de harina, 1 docena de huevos, 1 manteca la serenisima y 3 latas de tomate. retiro a las 7. a nombre de maria lopez 33222111. pago transferencia";

/** Class 1: one message answers two open lists (and may carry other data); each part goes to the list it fits. */
const twoListsOneMessage: Scenario[] = [
  {
    name: "picks trial 11: 'tirabuzones y el girasol. dni 30555444' takes both lists and the DNI (verbatim t10c 02)",
    ...ALMACEN,
    turns: [
      { say: CARLA },
      { say: "tirabuzones y el girasol. dni 30555444", expect: { reply: ["2 Fideos Tirabuzones Matarazzo 500 Gr", "1 Aceite de Girasol Cocinero 1.5 Lt"], notReply: ["Pendiente"], cart: { [COCA_2L]: 3, [TIRABUZONES]: 2, [GIRASOL_COCINERO_15]: 1 }, customer: { dni: "30555444" } } },
    ],
  },
  {
    name: "picks trial 11: 'el girasol y los tirabuzones' takes both lists in either order",
    ...ALMACEN,
    turns: [
      { say: CARLA },
      { say: "el girasol y los tirabuzones", expect: { reply: ["2 Fideos Tirabuzones Matarazzo 500 Gr", "1 Aceite de Girasol Cocinero 1.5 Lt"], cart: { [COCA_2L]: 3, [TIRABUZONES]: 2, [GIRASOL_COCINERO_15]: 1 } } },
    ],
  },
  {
    name: "picks trial 11: 'tirabuzones ya te dije!! 2 paquetes' adds 2 tirabuzones (verbatim t10c 02)",
    ...ALMACEN,
    turns: [
      { say: CARLA },
      { say: "el girasol te dije", expect: { cart: { [COCA_2L]: 3, [GIRASOL_COCINERO_15]: 1 } } },
      { say: "tirabuzones ya te dije!! 2 paquetes", expect: { reply: ["2 Fideos Tirabuzones Matarazzo 500 Gr"], notReply: ["Perdón por las vueltas"], cart: { [COCA_2L]: 3, [GIRASOL_COCINERO_15]: 1, [TIRABUZONES]: 2 } } },
    ],
  },
  {
    name: "picks trial 11: 'la 0000 morixe y el pelado arcor' takes the harina and the tomate (verbatim t10c 10)",
    ...ALMACEN,
    turns: [
      { say: MARIA },
      { say: "la 0000 morixe y el pelado arcor", expect: { reply: ["2 Harinas de Trigo 0000 Morixe 1 Kg", "3 Tomate Pelado Perita en Lata Arcor 400 Gr"], notReply: ["Quedó pendiente"] } },
    ],
  },
  {
    name: "picks trial 11: 'el pelado arcor, y la harina 0000 morixe' takes both, the tomate first",
    ...ALMACEN,
    turns: [
      { say: MARIA },
      { say: "el pelado arcor, y la harina 0000 morixe", expect: { reply: ["Harinas de Trigo 0000 Morixe 1 Kg", "3 Tomate Pelado Perita en Lata Arcor 400 Gr"], notReply: ["Quedó pendiente"] } },
    ],
  },
  {
    name: "picks trial 11: 'ya te lo pase, 32111000. los tomates los pelados arcor' takes the DNI and the pelado arcor (verbatim t9b 08)",
    ...ALMACEN,
    turns: [
      { say: "buenas! soy Carolina Vega 32111000, quiero 2 paquetes de arroz gallo oro, 1 aceite natura de 1,5, 3 latas de tomate y 1 docena de huevos. me lo mandan a chacabuco 1200 piso 4 dpto D? cuanto sale el envio?" },
      { say: "ya te lo pase, 32111000. los tomates los pelados arcor", expect: { reply: ["3 Tomate Pelado Perita en Lata Arcor 400 Gr"], notReply: ["Pendiente"], customer: { dni: "32111000" } } },
    ],
  },
  {
    name: "picks trial 11: 'las latas de stella de 473, 4. y las papas las de 150' takes 4 stella and the lays 150 (verbatim t9b 13)",
    ...ALMACEN,
    turns: [
      { say: "buenas tardes quería saber si tienen cerveza stella artois y si hacen envío porque quiero 4 latas grandes y también un paquete de papas fritas lays y un maní" },
      { say: "las latas de stella de 473, 4. y las papas las de 150", expect: { reply: ["4 Cerveza Rubia en Lata Stella Artois 473 Cc", "Papas Fritas Clásicas Lays 150 Gr"], notReply: ["No te entendí"] } },
    ],
  },
];

/** Class 2: a pick that fits exactly one row is that row; a row number with "!!" is a row. */
const oneRowFits: Scenario[] = [
  {
    name: "picks trial 11: 'la 0000 morixe te dije, 2' adds 2 of the 0000 morixe, never asks again (verbatim t10c 10)",
    ...ALMACEN,
    turns: [
      { say: MARIA },
      { say: "el 2", expect: { cart: { [TOMATE_PELADO_ARCOR]: 3, [id("7792335000314")]: 1, [id("7793940054006")]: 1 } } },
      { say: "la 0000 morixe te dije, 2", expect: { reply: ["2 Harinas de Trigo 0000 Morixe 1 Kg"], notReply: ["Tengo varias opciones"], cart: { [TOMATE_PELADO_ARCOR]: 3, [id("7792335000314")]: 1, [id("7793940054006")]: 1, [HARINA_0000_MORIXE]: 2 } } },
    ],
  },
  {
    name: "picks trial 11: 'la dos!!' picks row 2 of the list asked, never 'No te entendí' (verbatim t10c 10)",
    ...ALMACEN,
    turns: [
      { say: "necesito 2 kg de harina morixe" },
      { say: "la dos!!", expect: { reply: ["2 Harinas de Trigo 0000 Morixe 1 Kg"], notReply: ["No te entendí"], cart: { [HARINA_0000_MORIXE]: 2 } } },
    ],
  },
];

/** Class 3: after "Sí, tenemos A, B y C" a size/brand + count picks among those rows; "y el aceite??" shows them again. */
const amongAnsweredRows: Scenario[] = [
  {
    name: "picks trial 11: 'dame el de 900, 2. y un arroz gallo oro' after 'Sí, tenemos' the naturas adds 2 natura 900 and the arroz (verbatim t10c 13)",
    ...ALMACEN,
    turns: [
      { say: "buenas, tenes aceite natura?", expect: { reply: ["Aceite de Girasol Natura 900 Ml"] } },
      { say: "dame el de 900, 2. y un arroz gallo oro", expect: { reply: ["2 Aceites de Girasol Natura 900 Ml", "Arroz Gallo Oro"], cart: { [NATURA_900]: 2, [ARROZ_GALLO_ORO]: 1 } } },
    ],
  },
  {
    name: "picks trial 11: 'el de 900, dame 2' after 'Sí, tenemos' the naturas adds 2 natura 900",
    ...ALMACEN,
    turns: [
      { say: "tenes aceite natura?" },
      { say: "el de 900, dame 2", expect: { reply: ["2 Aceites de Girasol Natura 900 Ml"], cart: { [NATURA_900]: 2 } } },
    ],
  },
  {
    name: "picks trial 11: 'y el aceite??' after 'Sí, tenemos' the naturas shows those naturas again, not every oil",
    ...ALMACEN,
    turns: [
      { say: "buenas, tenes aceite natura?" },
      { say: "un arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "y el aceite??", expect: { reply: ["¿Cuál de estos querés?"], notReply: ["opciones de aceite", "No te entendí"] } },
      { say: "la de 900, 2", expect: { reply: ["2 Aceites de Girasol Natura 900 Ml"], cart: { [ARROZ_GALLO_ORO]: 1, [NATURA_900]: 2 } } },
    ],
  },
  {
    name: "picks trial 11: 'y los aceites?' right after 'Sí, tenemos' the naturas shows those rows again; 'el de 1.5' adds it",
    ...ALMACEN,
    turns: [
      { say: "tenes aceite natura?" },
      { say: "y los aceites?", expect: { reply: ["¿Cuál de estos querés?"], notReply: ["opciones de aceite"] } },
      { say: "el de 1.5", expect: { reply: ["Aceite de Girasol Natura 1.5 Lt"], cart: { [id("7790272001029")]: 1 } } },
    ],
  },
];

export const picksTrial11Scenarios: Scenario[] = [...twoListsOneMessage, ...oneRowFits, ...amongAnsweredRows];
