import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 12, answers round 12: an hours question gets the answer to what it asks; while a
// person is awaited every message gets a reply and questions and orders are still served; what
// the shop has no data for is said honestly; a strong yes at the summary confirms; an English
// customer never reads a Spanish phrase they did not write.

const HOUR = 60 * 60_000;
const PACKS = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Class 1: hours questions answered as asked. */
const hours: Scenario[] = [
  {
    name: "answers12: 'hasta q hora estan abiertos?' while closed gets today's closing time and the opening (verbatim t12a 101)",
    turns: [
      { wait: 13 * HOUR },
      { say: "quiero 2 coca de 1.5", expect: { cart: { "coca-15": 2 } } },
      { say: "ah y hasta q hora estan abiertos?", expect: { reply: ["cerramos a las 20", "abrimos hoy a las 9"], cart: { "coca-15": 2 } } },
      { say: "ah ok. y hasta q hora? xq lo quiero para la noche", expect: { reply: ["cerramos a las 20"] } },
    ],
  },
  {
    name: "answers12: 'hasta que hora atienden?' / 'a q hora cierran?' / 'cierran tarde?' while open get the closing time",
    turns: [
      { say: "hasta que hora atienden?", expect: { reply: ["cerramos a las 20", "abiertos"] } },
      { say: "a q hora cierran hoy?", expect: { reply: ["cerramos a las 20"] } },
      { say: "y el sabado hasta q hora?", expect: { reply: ["sábado cerramos a las 14"] } },
    ],
  },
  {
    name: "answers12: 'estan abiertos?' closed / 'abren el domingo?' / 'que dias abren?' answer what was asked",
    turns: [
      { wait: 8 * HOUR },
      { say: "estan abiertos?", expect: { reply: ["cerrados", "abrimos mañana a las 9"] } },
      { say: "abren el domingo?", expect: { reply: ["domingo"], notReply: ["Agregué"] } },
      { say: "que dias abren?", expect: { reply: ["lunes a viernes de 9 a 20"] } },
    ],
  },
];

/** Class 2: while a person is awaited, never silence; questions answered; a purchase taken. */
const waiting: Scenario[] = [
  {
    name: "answers12: 'hola??? alguien???' while a person is awaited gets a reply, different from the last (verbatim t12a 106)",
    turns: [
      { wait: 13 * HOUR },
      { say: "hola, me pasas con alguien del local? quiero hacer un pedido grande para un cumple", expect: { state: "HANDOFF", reply: ["persona"] } },
      { say: "ok gracias. y el sabado abren?", expect: { reply: ["sábado abrimos a las 10", "14"] } },
      { say: "hola??? alguien???", expect: { replies: 1, reply: ["equipo"], notReply: ["Decime el producto"], state: "HANDOFF" } },
      { say: "holaaa", expect: { replies: 1, reply: ["equipo"], notReply: ["Ya le avisé al equipo 🙏 Ahora estamos cerrados; abrimos"], state: "HANDOFF" } },
    ],
  },
  {
    name: "answers12: a price question while waiting is answered from the catalog and the wait goes on",
    turns: [
      { say: "quiero hablar con una persona", expect: { state: "HANDOFF" } },
      { say: "cuanto sale la pepsi?", expect: { reply: ["$2.200"], state: "HANDOFF" } },
      { say: "y hacen envios?", expect: { replies: 1, state: "HANDOFF" } },
      { say: "ok espero", expect: { replies: 1, state: "HANDOFF" } },
    ],
  },
  {
    name: "answers12: after a complaint handoff 'igual quiero otro, uno solo. cuanto es?' gets the price (verbatim t12a 206, packs)",
    ...PACKS,
    turns: [
      { wait: 13 * HOUR },
      { say: "hola, hace una semana compre un colchon y todavia no llego nada, una verguenza", expect: { state: "humano", handoff: "complaint", reply: ["persona"] } },
      { say: "ah capaz lo compro mi marido con su cel. igual quiero otro, uno solo. cuanto es?", expect: { reply: ["$389.000"] } },
      { say: "pero te pregunte el precio de uno. no me podes decir eso?", expect: { replies: 1 } },
    ],
  },
  {
    name: "answers12: while a person is awaited in the kiosk 'igual dame 2 pepsi' is added and the sale goes on, the request kept",
    turns: [
      { say: "me pasas con alguien? tengo un problema", expect: { state: "HANDOFF" } },
      { say: "igual dame 2 pepsi", expect: { cart: { "pepsi-15": 2 }, reply: ["Pepsi"], handoff: "customer_request" } },
      { say: "eso nomas, retiro", expect: { state: "NEEDS_DETAILS" } },
    ],
  },
];

/** Class 3: what the shop has no data for is said honestly, a person offered, nothing added. */
const noData: Scenario[] = [
  {
    name: "answers12: 'la coca es retornable? tengo que llevar el envase?' says it does not know, offers a person, adds nothing (verbatim t11b 009)",
    ...ALMACEN,
    turns: [
      { say: "mandame 4 cerveza cristal quilmes de litro", expect: { cart: { [id("7792798007387")]: 4 } } },
      { say: "la coca es retornable? tengo que llevar el envase?", expect: { reply: ["no lo sé", "persona"], notReply: ["Agregué", "Fanta", "¡Hola!", "envío cuesta"], cart: { [id("7792798007387")]: 4 } } },
      { tap: { id: "person:no", title: "Seguir acá" }, expect: { notReply: ["Agregué"] } },
    ],
  },
  {
    name: "answers12: 'hacen factura A?' / 'tienen estacionamiento?' are not known, 'aceptan tickets?' answered from the methods, never a product",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hacen factura A?", expect: { reply: ["persona"], notReply: ["Agregué", "No tengo \""], cart: { "pepsi-15": 2 } } },
      { say: "aceptan tickets canasta?", expect: { reply: ["Aceptamos efectivo"], notReply: ["Agregué"], cart: { "pepsi-15": 2 } } },
      { say: "y tienen estacionamiento?", expect: { reply: ["persona"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "answers12: 'hacen descuento a jubilados?' and 'me lo envuelven para regalo?' are not known; a person offered and taken",
    turns: [
      { say: "hacen descuento a jubilados?", expect: { reply: ["persona"], notReply: ["Agregué"], cart: {} } },
      { say: "me lo envuelven para regalo?", expect: { reply: ["persona"], cart: {} } },
      { tap: { id: "person:yes", title: "Hablar con alguien" }, expect: { state: "HANDOFF", handoff: "customer_request" } },
    ],
  },
];

/** Up to the summary in the kiosk: 2 Pepsi and 1 Havanna, delivery, cash. */
const toSummary = [
  { say: "necesito 2 pepsis y 1 havanna rapido", expect: { cart: { "pepsi-15": 2, "alfajor-havanna": 1 } } },
  { say: "confirmamos. envio a av cabildo 2040 7mo C" },
  { say: "Lucas Fernandez" },
  { say: "dni 35111222" },
  { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
];

/** Class 4: a yes said strongly or with extras confirms; "de una" is never a quantity. */
const strongYes: Scenario[] = [
  {
    name: "answers12: 'si de una' at the summary confirms, never '1 alfajor' (verbatim t12a 107)",
    turns: [...toSummary, { say: "si de una", expect: { orders: 1, cart: {}, lastOrder: { total: 590000 }, notReply: ["ahora es 1"] } }],
  },
  {
    name: "answers12: 'QUE? SI, CONFIRMA EL PEDIDO' at the summary confirms (verbatim t12a 107)",
    turns: [...toSummary, { say: "QUE? SI, CONFIRMA EL PEDIDO", expect: { orders: 1, notReply: ["No te entendí"] } }],
  },
  ...["dale de una", "sisi confirmá", "si obvio", "confirmalo ya", "SIII", "ok mandalo"].map((yes) => ({
    name: `answers12: '${yes}' at the summary confirms`,
    turns: [...toSummary, { say: yes, expect: { orders: 1, lastOrder: { total: 590000 } } }],
  })),
];

/** Class 5: an English customer never reads a Spanish phrase they did not write. */
const noEcho: Scenario[] = [
  {
    name: "answers12: 'remove the big coke please, just the 2 small ones' never quotes 'la chica' (verbatim t12a 103)",
    turns: [
      { say: "hi, do you have red bull?", expect: { reply: ["red bull"] } },
      { say: "2 cokes of 500 ml", expect: { cart: { "coca-500": 2 } } },
      { say: "and 1 coke of 1.5", expect: { cart: { "coca-500": 2, "coca-15": 1 } } },
      { say: "remove the big coke please, just the 2 small ones", expect: { cart: { "coca-500": 2 }, notReply: ["la chica", "chica", /"[^"]*\b(?:la|el|las|los)\b[^"]*"/] } },
    ],
  },
  {
    name: "answers12: 'take out the sprite' when there is none names it as written, in English",
    turns: [
      { say: "hi, 2 pepsis please", expect: { cart: { "pepsi-15": 2 } } },
      { say: "take out the sprite", expect: { cart: { "pepsi-15": 2 }, notReply: [/"la /, /"el /] } },
    ],
  },
];

export const answersTrial12Scenarios: Scenario[] = [...hours, ...waiting, ...noData, ...strongYes, ...noEcho];
