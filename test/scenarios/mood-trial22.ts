import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 22, mood round 23: impatience and complaints. An impatient "hola???" is no
// greeting to answer; an impatient message keeps the open question and asks it again; complaint
// words never search the catalog; "alguien me atiende?" beside an order is answered and the order
// taken; a complaint gets one apology in one message.

const MENDICRIM = id("7790080040074");
const TORO_1L = id("7790314000041");
const PAMPERS = id("7500435133357");
const TARAGUI_1KG = id("7790387113310");
const VILLAVICENCIO_2L = id("7790315000422");
const TANG = id("7622300868482");

/** Class: "hola??? me van a contestar???" mid-sale is impatience: no opening greeting, the open question kept. */
const impatientHello: Scenario[] = [
  {
    name: "mood trial 22: 'hola??? me van a contestar???' after an add apologises without the opening greeting (verbatim t22a 110)",
    turns: [
      { say: "tenes pepsi?" },
      { say: "2", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hola??? me van a contestar???", expect: { reply: ["Perdón"], notReply: ["¡Hola!"], cart: { "pepsi-15": 2 } } },
      { say: "sacame una", expect: { cart: { "pepsi-15": 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 22: 'hola??? me van a contestar???' with '¿Te agrego Queso Untable…?' open asks that offer again and 'si' takes it (verbatim t22b 016)",
    turns: [
      { say: "hola tenes vino toro" },
      { say: "2 del tinto de litro", expect: { cart: { [TORO_1L]: 2 } } },
      { say: "y un queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"] } },
      { say: "hola??? me van a contestar???", expect: { reply: ["Perdón", "Mendicrim"], notReply: ["¡Hola!"] } },
      { say: "si", expect: { notReply: ["No te entendí"], cart: { [TORO_1L]: 2, [MENDICRIM]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 22: 'buenas??? hay alguien???' with a '¿cuál?' list open asks the list again (variant)",
    turns: [
      { say: "hola tenes vino toro", expect: { reply: ["opciones de vino toro"] } },
      { say: "buenas??? hay alguien???", expect: { reply: ["acá estoy"], notReply: ["¡Hola!"] } },
      { say: "el tinto de litro", expect: { cart: { [TORO_1L]: 1 } } },
    ],
  },
  {
    name: "mood trial 22: 'hola??? me van a contestar???' in the kiosk with 'Sí, tenemos Coca' open keeps the offer for 'dale, 2' (variant)",
    turns: [
      { say: "tenes alfajor jorgito?" },
      { say: "hola??? me van a contestar???", expect: { reply: ["Perdón"], notReply: ["¡Hola!"] } },
      { say: "dale, 2", expect: { cart: { "alfajor-jorgito": 2 } } },
    ],
  },
];

/** Class: complaint words ("espero una respuesta", "apurate") never search the catalog. */
const complaintNoSearch: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 22: 'hace media hora que espero una respuesta, apurate' apologises and never lists 'Repuesto…' products (verbatim t22b 007)",
    turns: [
      { say: "hola necesito pañales" },
      { say: "los pampers", expect: { cart: { [PAMPERS]: 1 } } },
      { say: "hace media hora que espero una respuesta, apurate", expect: { reply: ["Perdón"], notReply: ["Repuesto", "opciones", "No tenemos"], cart: { [PAMPERS]: 1 } } },
      { say: "listo, paso a retirar en 20 min", expect: { notReply: ["respuesta"] } },
    ],
  },
  {
    name: "mood trial 22: 'hace una hora que espero tu contestación, dale' in the kiosk never searches 'contestación' (variant)",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hace una hora que espero tu contestacion, dale", expect: { reply: ["Perdón"], notReply: ["No tenemos", "No tengo"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 22: 'estoy esperando una respuesta hace rato' never searches the catalog (variant)",
    turns: [
      { say: "quiero 2 vino tinto toro de litro", expect: { cart: { [TORO_1L]: 2 } } },
      { say: "estoy esperando una respuesta hace rato", expect: { reply: ["Perdón"], notReply: ["Repuesto", "No tenemos", "No tengo"] } },
    ],
  },
];

/** Class: "alguien me atiende?" beside an order: here I am, and the order taken. */
const presenceWithOrder: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 22: 'alguien me atiende? quiero 2 paquetes de yerba taragui y un kilo de pan' takes the order and never searches 'alguien me atiende' (verbatim t22c 012)",
    turns: [
      { say: "hola???" },
      { say: "alguien me atiende? quiero 2 paquetes de yerba taragui y un kilo de pan", expect: { reply: ["acá estoy", "Taragui"], notReply: ["alguien me atiende", "Perdón"] } },
      { say: "la yerba de 1 kg", expect: { cart: { [TARAGUI_1KG]: 2 } } },
    ],
  },
  {
    name: "mood trial 22: 'hay alguien? dame 2 pepsi' in the kiosk adds them (variant)",
    turns: [{ say: "hay alguien? dame 2 pepsi", expect: { reply: ["Agregué 2 Pepsi"], notReply: ["No tenemos", "No tengo"], cart: { "pepsi-15": 2 } } }],
  },
  {
    ...ALMACEN,
    name: "mood trial 22: 'bueno no importa. listo' with a cart goes on to checkout (verbatim t22c 012)",
    turns: [
      { say: "quiero 2 yerba taragui de 1 kg", expect: { cart: { [TARAGUI_1KG]: 2 } } },
      { say: "bueno no importa. listo", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"], notReply: ["No te entendí"] } },
    ],
  },
];

/** Class: a complaint gets one apology (with a person offered) in one message. */
const oneApology: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 22: 'no me contestan nunca, esto es una verguenza' gets one apology in one message (verbatim t22c 020)",
    turns: [
      { say: "necesito 4 agua villavicencio de 2 litros y un jugo tang", expect: { cart: { [VILLAVICENCIO_2L]: 4, [TANG]: 1 } } },
      { say: "no me contestan nunca, esto es una verguenza", expect: { reply: ["Perdón"], notReply: [/Perdón[\s\S]*Perdón/], replies: 1 } },
      { say: "seguir aca", expect: { notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "mood trial 22: 'nadie me responde, que desastre' in the kiosk gets one apology in one message (variant)",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "nadie me responde, que desastre", expect: { reply: ["Perdón"], notReply: [/Perdón[\s\S]*Perdón/], replies: 1 } },
    ],
  },
];

export const moodTrial22Scenarios: Scenario[] = [...impatientHello, ...complaintNoSearch, ...presenceWithOrder, ...oneApology];
