import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 28 (almacén): an open "¿cuál?" list is never dropped silently — not when the customer
// orders something else, not at a closing word, not at the summary; a yes at the summary with a
// list still open asks the list first.

const CRISTAL_1L = id("7792798007387");
const HUEVOS_12 = id("7792335000314");
const JAMON_CAGNOLI = id("7798013103377");
const CAFE_SAQUITOS = id("7790150079973");
const SALSA_SALSATI = id("7793360927805");
const FIDEOS_MATARAZZO = id("7790070318640");
const COCA_15 = id("7790895000430");
const HARINA_PUREZA = id("7792180004888");
const SUAVIZANTE_COMFORT_900 = id("7791290010444");
const JABON_ALA_ALTA = id("7791290011762");

/** Class: an open list is named at the closing word and in the summary when the customer moved on (lost). */
const listKeptAfterMovingOn: Scenario[] = [
  {
    name: "pending trial 28: the beer list (para 6) survives 'e uma dúzia de ovos' and is named at 'pronto' and in the summary (verbatim t28c 006)",
    ...ALMACEN,
    turns: [
      { say: "ola, tem cerveja quilmes?" },
      { say: "6 de litro", expect: { reply: ["Cristal", "Lieber"] } },
      { say: "e uma dúzia de ovos", expect: { cart: { [HUEVOS_12]: 1 } } },
      { say: "pronto", expect: { reply: ["Cristal"] } },
      { say: "entrega" },
      { say: "Joao Silva, 30999888, Mitre 456" },
      { say: "dinheiro", expect: { reply: ["Deixei de fora", "Confirmamos"] } },
      { say: "sim", expect: { reply: ["ORD-"], cart: {} } },
    ],
  },
  {
    name: "pending trial 28: the pan lactal list (after 'esa dale') survives the jamón and café picks and is asked at 'listo' (verbatim t28c 018)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes pan lactal bimbo?" },
      { say: "esa dale" },
      { say: "y 200 gr de jamon cocido" },
      { say: "#1", expect: { cart: { [JAMON_CAGNOLI]: 1 } } },
      { say: "tenes cafe la virginia?" },
      { say: "1 de esos" },
      { say: "#1", expect: { cart: { [JAMON_CAGNOLI]: 1, [CAFE_SAQUITOS]: 1 } } },
      { say: "listo", expect: { reply: ["¿cuál pan querés?"] } },
      { say: "retiro" },
      { say: "Rodrigo Paz, DNI 25666777" },
      { say: "mercado pago", expect: { reply: ["Dejé afuera", "¿Confirmamos"] } },
    ],
  },
  {
    name: "pending trial 28: the beer list survives a second product ordered in Spanish and is asked at 'listo' (t28c 006 in Spanish)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes cerveza quilmes?" },
      { say: "6 de litro" },
      { say: "y una salsa salsati pizza" },
      { say: "listo", expect: { reply: ["Cristal"] } },
    ],
  },
];

/** Class: a yes at the summary while a list is open asks the list, never confirms (WRONG DATA: confirmed without the fideos). */
const yesWithListOpen: Scenario[] = [
  {
    name: "pending trial 28: 'che cambialo a 2 los fideos' reopens the fideos list at the summary and 'si' asks it instead of confirming (verbatim t28c 033)",
    ...ALMACEN,
    turns: [
      { say: "buenas, quiero 1 paquete de fideos spaghetti matarazzo y 1 salsa de tomate" },
      { say: "#1", expect: { cart: { [SALSA_SALSATI]: 1 } } },
      { say: "mejor 3 paquetes de los fideos" },
      { say: "listo" },
      { say: "envio" },
      { say: "Julieta Campos 38222333" },
      { say: "Santa Rosa 1020" },
      { say: "efectivo", expect: { reply: ["Dejé afuera", "¿Confirmamos"] } },
      { say: "che cambialo a 2 los fideos", expect: { reply: ["(para 2)"] } },
      { say: "si", expect: { notReply: ["quedó confirmado"], reply: ["fideos"] } },
      { say: "#1", expect: { cart: { [SALSA_SALSATI]: 1, [FIDEOS_MATARAZZO]: 2 }, reply: ["¿Confirmamos"] } },
      { say: "si", expect: { reply: ["quedó confirmado", "$2.630"] } },
    ],
  },
  {
    name: "pending trial 28: the fideos list asked again at the summary for 2, 'dale' asks the list, never confirms without it (t28c 033 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero fideos spaghetti matarazzo y 1 salsa salsati pizza" },
      { say: "retiro, soy Ana Diaz 30111222, pago efectivo" },
      { say: "listo" },
      { say: "listo" },
      { say: "ah y ponele 2 de los fideos", expect: { reply: ["(para 2)"] } },
      { say: "dale", expect: { notReply: ["quedó confirmado"] } },
    ],
  },
];

/** Class: every open list named at once at the closing word, none asked a third time (t28c 035). */
const allListsAtOnce: Scenario[] = [
  {
    name: "pending trial 28: 'listo' names the suavizante and the jabón lists together, the suavizante never asked a third time (verbatim t28c 035)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 3 jabones en polvo ala" },
      { say: "la de 800" },
      { say: "y un suavizante" },
      { say: "el de 900" },
      { say: "listo", expect: { reply: ["¿cuál suavizante querés?", "jabones en polvo ala"] } },
      { say: "envio" },
      { say: "Norma Paz" },
      { say: "uff otra pregunta mas?? 21333444" },
      { say: "Jujuy 150" },
      { say: "transferencia", expect: { reply: ["¿cuál suavizante querés?", "jabones en polvo ala"] } },
      { say: "de suavizante el 2 y de jabon el alta espuma", expect: { cart: { [SUAVIZANTE_COMFORT_900]: 1, [JABON_ALA_ALTA]: 3 } } },
    ],
  },
  {
    name: "pending trial 28: with a coca in the cart the suavizante list is asked at 'listo' and at 'envio', never a third time: the summary leaves it out by name (t28c 035 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 coca de litro y medio y un suavizante" },
      { say: "el de 900" },
      { say: "listo", expect: { reply: ["¿cuál suavizante querés?"] } },
      { say: "envio" },
      { say: "Norma Paz 21333444" },
      { say: "Jujuy 150" },
      { say: "transferencia", expect: { reply: ["Dejé afuera", "¿Confirmamos"], notReply: ["Antes: ¿cuál suavizante"], cart: { [COCA_15]: 1 } } },
    ],
  },
];

/** Class: one yes/no offer at a time; "y la docena de huevos también" about the eggs just added is not another dozen (WRONG DATA). */
const oneOfferAtATime: Scenario[] = [
  {
    name: "pending trial 28: all-in-one order with two offers asks one question, 'si' and 'y la docena de huevos tambien' never add a second dozen (verbatim t28b 002)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de litro y medio, 1 kg de harina pureza y 6 huevos. soy Marta Gimenez 30222111, envio a Belgrano 450 piso 2 dpto B, pago en efectivo", expect: { reply: ["¿Te agrego Harina"], notReply: ["¿Te agrego Huevos"] } },
      { say: "si", expect: { cart: { [COCA_15]: 2, [HARINA_PUREZA]: 1 }, reply: ["Huevos Blancos Avicoper 12 Un"] } },
      { say: "y la docena de huevos tambien", expect: { cart: { [COCA_15]: 2, [HARINA_PUREZA]: 1, [HUEVOS_12]: 1 }, notReply: ["Dejé afuera"] } },
    ],
  },
  {
    name: "pending trial 28: two offers in one order are asked one at a time; 'no' to the first brings the second (t28b 002 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 kg de harina pureza y 6 huevos", expect: { reply: ["Harina Leudante Ultrarefinada Pureza 1 Kg"], notReply: ["¿Te agrego Huevos"] } },
      { say: "no", expect: { reply: ["Huevos Blancos Avicoper 12 Un"], cart: {} } },
      { say: "si", expect: { cart: { [HUEVOS_12]: 1 } } },
    ],
  },
];

export const pendingTrial28Scenarios: Scenario[] = [...listKeptAfterMovingOn, ...yesWithListOpen, ...allListsAtOnce, ...oneOfferAtATime];
