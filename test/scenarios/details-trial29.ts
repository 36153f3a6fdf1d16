import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 29, the customer's details (details30): a cross-street span "entre X y Y" is kept
// whole; a payment method said beside a question or a refused one ("pix? no... efectivo",
// "transferencia, me pasas el alias?") is stored; "ahora si" at the summary is a yes; "la
// dirección que te pasé" takes the address said earlier; a name is never answered with payment.

const almacen = ALMACEN;

const toDetails = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "eso es todo" },
];

const crossStreets = (said: string, address: string, verbatim: string): Scenario => ({
  name: `details trial 29: '${said}' keeps the cross streets whole (${verbatim})`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { customer: { address }, reply: ["Resumen", `Entrega en: ${address}`] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});

export const detailsTrial29CrossScenarios: Scenario[] = [
  crossStreets("eso es todo. envio a Mitre 456 entre 56 y 57, Esteban Quito 34999000, efectivo", "Mitre 456 entre 56 y 57", "verbatim t29c 019"),
  crossStreets("listo. envio a Belgrano 1200 entre Salta y Jujuy, Ana Gomez 30111222, transferencia", "Belgrano 1200 entre Salta y Jujuy", "t29c 019"),
  crossStreets("nada mas. mandalo a calle 7 1234 entre 56 y 57, Juan Perez 28111222, efectivo", "calle 7 1234 entre 56 y 57", "t29c 019"),
];

const paymentBeside = (said: string, method: string, verbatim: string, extra: string[] = []): Scenario => ({
  name: `details trial 29: '${said}' stores ${method} (${verbatim})`,
  ...almacen,
  turns: [
    ...toDetails,
    { say: "retiro" },
    { say: "daniela moreno 29888777", expect: { reply: ["¿Cómo vas a pagar?"] } },
    { say: said, expect: { reply: ["Resumen", ...extra], notReply: ["¿Cómo vas a pagar?"] } },
    { say: "si", expect: { lastOrder: { paymentMethod: method }, reply: ["confirmado"] } },
  ],
});

export const detailsTrial29PaymentScenarios: Scenario[] = [
  paymentBeside("transferencia, me pasas el alias?", "transfer", "verbatim t29c 010", ["almacen.la.esquina"]),
  paymentBeside("mercado pago, cual es el alias?", "mercadopago", "t29c 010"),
  paymentBeside("pix? no... efectivo", "cash", "verbatim t29c 006"),
  paymentBeside("pix? não, dinheiro", "cash", "t27b 011"),
  paymentBeside("pix? no, transferencia", "transfer", "t29c 006"),
];

export const detailsTrial29YesScenarios: Scenario[] = [
  {
    name: "details trial 29: 'ahora si' at the corrected summary is a yes (verbatim t29c 008)",
    ...almacen,
    turns: [
      ...toDetails,
      { say: "retiro" },
      { say: "maria lopez 33222111" },
      { say: "efectivo", expect: { reply: ["Resumen"] } },
      { say: "ah no perdon, mi apellido es Lopez Garcia", expect: { reply: ["Resumen", "Maria Lopez Garcia"] } },
      { say: "ahora si", expect: { orders: 1, reply: ["confirmado"], notReply: ["¿Confirmamos el pedido?"] } },
    ],
  },
  {
    name: "details trial 29: 'ahora si, confirmo' at the summary is a yes (t29c 008)",
    ...almacen,
    turns: [
      ...toDetails,
      { say: "retiro" },
      { say: "maria lopez 33222111" },
      { say: "efectivo", expect: { reply: ["Resumen"] } },
      { say: "ahora si, confirmo", expect: { orders: 1, reply: ["confirmado"] } },
    ],
  },
];

export const detailsTrial29EarlierAddressScenarios: Scenario[] = [
  {
    name: "details trial 29: 'a la direccion que te pase' takes the address said with the order (verbatim t29c 014)",
    ...almacen,
    turns: [
      { say: "buenas noches, me mandan a mi casa que es en rivadavia 800 unas 2 coca de 2 1/4 y 1 paquete de yerba taragui de medio kilo", expect: { customer: { address: "rivadavia 800" }, reply: ["Agregué 2", "rivadavia 800"] } },
      { say: "Romina Diaz, DNI 40123123", expect: { reply: ["¿Cómo vas a pagar?"], notReply: ["¿A qué dirección"] } },
    ],
  },
  {
    name: "details trial 29: 'unos 3 …' after the house number and another line's size leave the address whole (t29c 014)",
    ...almacen,
    turns: [
      { say: "me lo mandan a belgrano 340 unas 2 leches clasica la serenisima y 1 paquete de yerba taragui de medio kilo", expect: { customer: { address: "belgrano 340" }, reply: ["Agregué 2"] } },
    ],
  },
];

export const detailsTrial29NameScenarios: Scenario[] = [
  {
    name: "details trial 29: 'a nombre de Tomas Ibarra' is a name, never a payment answer (verbatim t29a 022)",
    turns: [
      { say: "quiero 1 fanta y 1 sprite", expect: { reply: ["Agregué"] } },
      { say: "ok eso, enviamelo a 9 de julio 55 4to B", expect: { reply: ["¿A nombre de quién"] } },
      { say: "a nombre de Tomas Ibarra", expect: { customer: { firstName: "Tomas", lastName: "Ibarra" }, reply: ["Tomas Ibarra"], notReply: ["Aceptamos efectivo, transferencia y Mercado Pago. El alias"] } },
    ],
  },
  {
    name: "details trial 29: 'soy Tomas Ruiz' at the name question is a name (t29a 022)",
    ...almacen,
    turns: [
      ...toDetails,
      { say: "envio a mitre 455" },
      { say: "soy Tomas Ruiz", expect: { customer: { firstName: "Tomas", lastName: "Ruiz" }, notReply: ["Aceptamos efectivo", "El alias"] } },
    ],
  },
];
