import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 11 (almacén): words every row shares or a row's own label ("de litro", "al
// natural"), picks said in Portuguese, two open lists answered in one message by description,
//.

const LECHE_ULTRA_SACHET = id("7793940448003-2");
const LECHE_CLASICA = id("7793940448003");
const ATUN_NATURAL_CAMPAGNOLA = id("7793360005084");
const JABON_BLANCO_DOVE = id("7791293027708");
const NATURA_900 = id("7790272001005");
const LATA_473 = id("7792798012923");
const LAVANDINA_CONCENTRADA = id("7790132098459");
const DETERGENTE_LIMON_750 = id("7506339390384");
const HUEVOS_12 = id("7792335000314");

const QUILMES_PT = "oi boa noite, vcs tem cerveja quilmes? queria 6 latas";
const ATUN_JABON = "seguir aca. necesito 1 aceite natura 900, 2 atun la campagnola y 3 jabones dove";

/** Class 1: words every shown row shares are no pick and no mystery; a row's own label picks it. */
const sharedWords: Scenario[] = [
  {
    name: "picks trial 12: 'de litro' when every shown leche is 1 Lt asks which once, short (verbatim t11c 12)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes leche" },
      { say: "la serenisima" },
      { say: "de litro", expect: { reply: [/todas las opciones que te mostré son «de litro»/i], notReply: ["No te entendí", "#1"], cart: {} } },
      { say: "la entera ultra en sachet, 2 de esas", expect: { reply: ["2 Leche Entera Ultra Fortificante en Sachet La Serenísima 1 Lt"], cart: { [LECHE_ULTRA_SACHET]: 2 } } },
    ],
  },
  {
    name: "picks trial 12: 'de 1 litro' / 'las de litro' said twice never repeats the whole list",
    ...ALMACEN,
    turns: [
      { say: "hola tenes leche" },
      { say: "la serenisima" },
      { say: "las de 1 litro", expect: { reply: [/todas las opciones/i], notReply: ["No te entendí", "#1"] } },
      { say: "de litro", expect: { reply: [/todas las opciones/i], notReply: ["No te entendí", "#1"] } },
      { say: "la clasica", expect: { reply: ["Leche Clasica 3% La Serenísima 1 Lt"], cart: { [LECHE_CLASICA]: 1 } } },
    ],
  },
  {
    name: "picks trial 12: 'al natural' picks the atún of the earlier list while the jabón is open (verbatim t11c 14)",
    ...ALMACEN,
    turns: [
      { say: ATUN_JABON },
      { say: "al natural", expect: { reply: ["2 Atunes en Lomitos al Natural La Campagnola 170 Gr"], notReply: ["No te entendí"], cart: { [NATURA_900]: 1, [ATUN_NATURAL_CAMPAGNOLA]: 2 } } },
      { say: "y el jabon blanco", expect: { cart: { [NATURA_900]: 1, [ATUN_NATURAL_CAMPAGNOLA]: 2, [JABON_BLANCO_DOVE]: 3 } } },
    ],
  },
  {
    name: "picks trial 12: 'el natural' / 'los al natural' pick the atún of the earlier list",
    ...ALMACEN,
    turns: [
      { say: ATUN_JABON },
      { say: "los al natural", expect: { reply: ["Atunes en Lomitos al Natural La Campagnola"], notReply: ["No te entendí"], cart: { [NATURA_900]: 1, [ATUN_NATURAL_CAMPAGNOLA]: 2 } } },
    ],
  },
];

/** Class 2: picks said in Portuguese. */
const portuguese: Scenario[] = [
  {
    name: "picks trial 12: 'a segunda' to the two 473 cans takes the second (Portuguese)",
    ...ALMACEN,
    turns: [
      { say: QUILMES_PT },
      { say: "as de 473" },
      { say: "a segunda", expect: { reply: ["Cerveza Rubia en Lata Quilmes 473 Cc"], cart: { [LATA_473]: 6 } } },
    ],
  },
];

/** Class 3: two open lists answered in one message, each by its own description. */
const twoLists: Scenario[] = [
  {
    name: "picks trial 12: 'la concentrada y el de limon de 750' takes the lavandina and the detergente (verbatim t11c 06)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito 2 docenas de huevos 1 lavandina ayudin y un detergente magistral urgente" },
      { say: "la concentrada y el de limon de 750. dale q estoy apurado loco", expect: { reply: ["Lavandina Concentrada Ayudín 1 Lt", "Detergente de Limón Magistral 750 Cc"], notReply: ["No te entendí"] } },
    ],
  },
  ...["la concentrada y el de limon de 750, rapido porfa", "la concentrada, el de limon de 750. urgente che", "el de limon de 750 y la concentrada!! que estoy apurada"].map((say): Scenario => ({
    name: `picks trial 12: '${say}' takes both lists, the hurry beside them no pick`,
    ...ALMACEN,
    turns: [
      { say: "hola necesito 2 docenas de huevos 1 lavandina ayudin y un detergente magistral urgente" },
      { say, expect: { reply: ["Lavandina Concentrada Ayudín 1 Lt", "Detergente de Limón Magistral 750 Cc"], notReply: ["No te entendí"], cart: { [HUEVOS_12]: 2, [LAVANDINA_CONCENTRADA]: 1, [DETERGENTE_LIMON_750]: 1 } } },
    ],
  })),
  {
    name: "picks trial 12: 'el de limon de 750 y la concentrada' takes both in either order",
    ...ALMACEN,
    turns: [
      { say: "hola necesito 2 docenas de huevos 1 lavandina ayudin y un detergente magistral urgente" },
      { say: "el de limon de 750 y la concentrada", expect: { reply: ["Lavandina Concentrada Ayudín 1 Lt", "Detergente de Limón Magistral 750 Cc"], notReply: ["No te entendí"] } },
    ],
  },
];

export const picksTrial12Scenarios: Scenario[] = [...sharedWords, ...portuguese, ...twoLists];

