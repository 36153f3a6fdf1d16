import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 21, openers round 22: first messages and questions lost or half answered — a
// describing word ("la más barata") never searched on its own, dictated punctuation words, a
// payment method the shop lacks.

const QUILMES_LATA_473 = id("7792798012923");

/** Class: describing words ("la común", "la más barata") pick among the rows shown, never search the catalog. */
const describingWords: Scenario[] = [
  {
    name: "openers trial 21: 'la comun, la mas barata' to the two 473 cans adds 6 of the plain can and no Dulce de Batata (verbatim t21b 004)",
    ...ALMACEN,
    turns: [
      { burst: ["hola", "quiero 6 cervezas quilmes", "y 2 coca de 2 litros"] },
      { say: "las latas de 473" },
      { say: "saca la coca" },
      { say: "listo" },
      { say: "la comun, la mas barata", expect: { reply: ["Cerveza Rubia en Lata Quilmes 473 Cc"], notReply: ["Batata"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
  {
    name: "openers trial 21: 'la mas barata' to the two 473 cans adds 6 of the cheaper one, nothing searched (variant)",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero 6 cervezas quilmes" },
      { say: "las latas de 473" },
      { say: "la mas barata", expect: { notReply: ["Batata"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
  {
    name: "openers trial 21: 'la normal, la mas economica' to the two 473 cans adds 6 of the plain can (variant)",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero 6 cervezas quilmes" },
      { say: "las latas de 473" },
      { say: "la normal, la mas economica", expect: { notReply: ["No tengo", "No tenemos"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
];

/** Class: a payment method the shop does not list is not taken: said so with the shop's methods, nothing set. */
const foreignPayment: Scenario[] = [
  {
    name: "openers trial 21: 'pix?' after the kiosk's passport note says Pix is not taken and lists the methods (verbatim t21a 107)",
    turns: [
      { say: "ola quero 2 cervejas" },
      { say: "tem agua?" },
      { say: "2 agua e 1 pepsi" },
      { say: "so isso" },
      { say: "retirar" },
      { say: "Joao Silva" },
      { say: "nao tenho" },
      { say: "pix?", expect: { reply: ["Pix"], notReply: ["Sim, aceitamos transferência"] } },
      { say: "dinheiro", expect: { reply: [/dinheiro/i] } },
    ],
  },
  {
    name: "openers trial 21: 'aceitam pix?' in the middle of a kiosk order is not taken (variant)",
    turns: [
      { say: "oi, quero 2 agua" },
      { say: "aceitam pix?", expect: { reply: ["Pix"], notReply: ["Sim, aceitamos"] } },
    ],
  },
];



/** Class: punctuation dictated as words ("coma", "punto", "signo de pregunta") is a break, never a product word. */
const dictatedPunctuation: Scenario[] = [
  {
    name: "openers trial 21: '…un paquete de te taragui coma gracias' asks between the Taragüi teas, never 'té taragui coma' (verbatim t21b 016)",
    ...ALMACEN,
    turns: [
      { say: "hola buenas tardes eh quería saber si tienen eh cafe la virginia y también un paquete de te taragui coma gracias", expect: { reply: ["Taragui 25 Un", "Taragui 50 Un"], notReply: ["coma"] } },
    ],
  },
  {
    name: "openers trial 21: 'tenes yerba playadito signo de pregunta' asks about the yerba, never 'signo' (variant)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes yerba playadito signo de pregunta", expect: { reply: ["Playadito"], notReply: ["signo", "pregunta"] } },
    ],
  },
  {
    name: "openers trial 21: 'quiero 2 arroz gallo coma por favor' offers the Gallo rice, never 'arroz gallo coma' (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 arroz gallo coma por favor", expect: { reply: ["para 2"], notReply: ["coma", "No tengo"] } },
    ],
  },
];
export const openersTrial21Scenarios: Scenario[] = [...describingWords, ...foreignPayment, ...dictatedPunctuation];
