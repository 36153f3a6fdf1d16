import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 35, questions round 36: a delivery question that asks the fee and the time gets
// both; "¿a qué hora llega el envío?" is when it arrives; a pickup-time question after the order
// says the hours once; an add to a confirmed order says the product's price and the new total.

/** The time a delivery takes, open ("sale hoy … tarda") or closed ("sale cuando abrimos … tarda"). */
const TAKES = /tarda (?:en el día|entre 30 y 45 minutos)/i;

/** Class: "cuánto sale el envío? y cuánto tarda" asks the fee for this cart and the time. */
const feeAndTime: Scenario[] = [
  {
    name: "questions trial 35: 'ya está, cuánto sale el envío? y cuánto tarda' says the fee for this cart and the time (verbatim t35c 038)",
    ...ALMACEN,
    turns: [
      { say: "hola queria 1 queso rallado y 1 crema de leche" },
      { say: "#1" },
      { say: "#1", expect: { reply: ["subtotal $1.910"] } },
      { say: "ya está, cuánto sale el envío? y cuánto tarda", expect: { reply: ["Con tu pedido de $1.910, el envío sale $800", TAKES] } },
    ],
  },
  {
    name: "questions trial 35: 'cuanto cuesta el envio y cuanto demora?' in the kiosk says both (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "cuanto cuesta el envio y cuanto demora?", expect: { reply: ["el envío sale", TAKES], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "questions trial 35: 'cuanto sale el envio y cuando llega?' says both (variant)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 gaseosas" },
      { say: "#1" },
      { say: "cuanto sale el envio y cuando llega?", expect: { reply: ["Con tu pedido de $2.000, el envío sale $800", TAKES] } },
    ],
  },
  {
    name: "questions trial 35: 'cuanto tarda el envio?' alone still says only the time (guard)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "cuanto tarda el envio?", expect: { reply: [TAKES], notReply: ["el envío sale"] } },
    ],
  },
];

/** Class: "¿a qué hora llega el envío?" asks when it arrives, never whether the shop delivers. */
const arrivalHour: Scenario[] = [
  {
    name: "questions trial 35: 'a que hora llega el envio?' says when it arrives (verbatim t35c 019)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 gaseosas" },
      { say: "#1" },
      { say: "a que hora llega el envio?", expect: { reply: [TAKES], notReply: ["Sí, hacemos envíos"] } },
    ],
  },
  {
    name: "questions trial 35: 'a que hora te llega el pedido?' in the kiosk says when it arrives (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "a que hora me llega el pedido?", expect: { reply: [TAKES], notReply: ["Sí, hacemos envíos"] } },
    ],
  },
  {
    name: "questions trial 35: 'para que hora llegaria el delivery?' says when it arrives (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "para que hora llegaria el delivery?", expect: { reply: [TAKES], notReply: ["Sí, hacemos envíos"] } },
    ],
  },
];

/** The kiosk's hours as the shop says them, twice in one reply being the failure. */
const HOURS_TWICE = /de 9 a 20[\s\S]*de 9 a 20/;

/** Class: "¿a qué hora puedo pasar a buscarlo?" says the hours once, with where to pick it up. */
const pickupHoursOnce: Scenario[] = [
  {
    name: "questions trial 35: 'a q hora puedo pasar a buscarlo?' after a pickup order says the hours once (verbatim t35a 005)",
    turns: [
      { say: "hola quiero 3 fanta" },
      { say: "#1" },
      { say: "mejor 2", expect: { cart: { "fanta-15": 2 } } },
      { say: "hasta que hora abren?" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Lucia Gomez" },
      { say: "no tengo" },
      { say: "efectivo" },
      { say: "si", expect: { reply: ["quedó confirmado"] } },
      { say: "a q hora puedo pasar a buscarlo?", expect: { reply: ["Av. Corrientes 1234", "de 9 a 20"], notReply: [HOURS_TWICE] } },
    ],
  },
  {
    name: "questions trial 35: 'a que hora lo puedo retirar?' with a cart says the hours once (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "a que hora lo puedo retirar?", expect: { reply: ["de 9 a 20"], notReply: [HOURS_TWICE], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "questions trial 35: 'puedo pasar a retirar?' alone still says where and the hours (guard)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "puedo pasar a retirar?", expect: { reply: ["Av. Corrientes 1234", "de 9 a 20"] } },
    ],
  },
];

/** Class: adding to a placed order says what the product adds and the order's new total, never the old total beside the product. */
const addToPlacedOrder: Scenario[] = [
  {
    name: "questions trial 35: 'me olvide, agregale una fanta al pedido' says the Fanta's price and the new total (verbatim t35a 009)",
    turns: [
      { say: "hola" },
      { say: "cuanto sale la coca chica?" },
      { say: "dame 4 de esas" },
      { say: "no perdon 2", expect: { cart: { "coca-500": 2 } } },
      { say: "listo" },
      { say: "retiro" },
      { say: "Romina Diaz, DNI 40123123" },
      { say: "efectivo" },
      { say: "si", expect: { orders: 1, lastOrder: { total: 240000 } } },
      { say: "me olvide, agregale una fanta al pedido", expect: { reply: [/¿Sumo 1 Fanta 1,5 L a tu pedido ORD-\d{5}\? Son \$2\.300 más: el total pasa de \$2\.400 a \$4\.700\./], notReply: ["($2.400)?"] } },
      { say: "si", expect: { reply: ["Total: $4.700"], cart: { "coca-500": 2, "fanta-15": 1 } } },
    ],
  },
  {
    name: "questions trial 35: 'sumale 2 pepsi al pedido' says the price of each and the new total (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Romina Diaz, DNI 40123123" },
      { say: "efectivo" },
      { say: "si", expect: { orders: 1, lastOrder: { total: 240000 } } },
      { say: "sumale 2 pepsi al pedido", expect: { reply: [/¿Sumo 2 Pepsi 1,5 L a tu pedido ORD-\d{5}\? Son \$4\.400 más \(\$2\.200 c\/u\): el total pasa de \$2\.400 a \$6\.800\./] } },
      { say: "si", expect: { reply: ["Total: $6.800"] } },
    ],
  },
];

export const questionsTrial35Scenarios: Scenario[] = [...feeAndTime, ...arrivalHour, ...pickupHoursOnce, ...addToPlacedOrder];
