import type { Scenario, Turn } from "./types";

// The packs corpus: the mattress shop (workspace "packs", seed: 1 colchón $389.000, pack x2
// $699.000, pack x3 $949.000, free delivery). The follow-up timers are covered in
// test/integration/packs-flow.test.ts; these are the customer-driven paths.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };
const PRICES = ["1 colchón: $389.000", "2 colchones: $699.000 (ahorrás $79.000)", "3 colchones: $949.000 (ahorrás $218.000)"];

/** From a first message to the promos on screen, the data given in one message (the promos come with it). */
const toPromos = (name: string): Turn[] => [
  { say: "hola, quiero comprar", expect: { state: "collecting_data", reply: ["necesito tu nombre, un teléfono, tu ciudad y tu dirección"] } },
  {
    say: `soy ${name}, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456`,
    // The promos in the same reply (no wait, nothing more to ask for them).
    expect: { state: "ofrecer_promos", customer: { firstName: name, phone: "3415556677", city: "Rosario", address: "Mitre 456" }, reply: ["Ya tengo todo para el envío a Mitre 456, Rosario", ...PRICES], notReply: [/par de minutos/i] },
  },
];

export const packsScenarios: Scenario[] = [
  {
    ...shop,
    name: "happy path, data one field at a time, the pack of 2 confirmed",
    turns: [
      { say: "hola", expect: { state: "conversacion", reply: ["Colchones Sueño Pleno", "packs de 1, 2 y 3", "¿Querés que te pase las promos?"] } },
      { say: "sí", expect: { state: "collecting_data", reply: ["necesito tu nombre"] } },
      { say: "Juan Pérez", expect: { customer: { firstName: "Juan", lastName: "Pérez" }, reply: ["tu teléfono, tu ciudad y tu dirección"], notReply: ["tu nombre"] } },
      { say: "3415556677", expect: { customer: { phone: "3415556677" }, reply: ["tu ciudad y tu dirección"] } },
      { say: "Rosario", expect: { customer: { city: "Rosario" }, reply: ["tu dirección"] } },
      // The promos were asked for with the "sí": they come with the last detail, not after a wait.
      { say: "San Martín 1234, piso 2", expect: { state: "ofrecer_promos", customer: { address: "San Martín 1234, piso 2" }, reply: ["Ya tengo todo para el envío a San Martín 1234, piso 2, Rosario", ...PRICES], notReply: ["En un par de minutos"] } },
      { say: "el de 2", expect: { state: "ofrecer_promos", cart: { "colchon-2x": 1 }, orders: 0, reply: ["2 colchones, total $699.000", "¿Cómo vas a pagar? Aceptamos efectivo, transferencia y Mercado Pago."], notReply: ["¿Confirmamos?"] } },
      { say: "efectivo", expect: { state: "resumen", orders: 0, reply: ["Resumen de tu compra", "*Total: $699.000*", "Envío: gratis", "Pago: efectivo al recibir", "¿Confirmamos?"] } },
      { say: "sí", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69900000, status: "confirmed", fulfilment: "delivery", deliveryFee: 0, paymentMethod: "cash" }, reply: [/Tu pedido ORD-\d{5} quedó confirmado: 2 colchones, total \$699\.000/, "pagás en efectivo al recibir"] } },
    ],
  },
  {
    ...shop,
    name: "tapped list row and tapped Confirmar button",
    turns: [
      ...toPromos("Ana"),
      { tap: { id: "pack:colchon-3x", title: "3 colchones" }, expect: { state: "ofrecer_promos", cart: { "colchon-3x": 1 }, reply: ["¿Cómo vas a pagar?"] } },
      { tap: { id: "payment:mercadopago", title: "Mercado Pago" }, expect: { state: "resumen", reply: ["*Total: $949.000*", "A nombre de: Ana (tel. 3415556677)", "Pago: Mercado Pago"] } },
      { tap: { id: "confirm:yes", title: "Confirmar" }, expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 94900000, paymentMethod: "mercadopago" }, reply: ["pagás con Mercado Pago"] } },
    ],
  },
  {
    ...shop,
    name: "forbidden jumps: a pack and a purchase before the data are refused",
    turns: [
      { say: "quiero el pack de 3", expect: { state: "collecting_data", cart: {}, reply: ["Antes de armar el pedido necesito tus datos"], notReply: ["Resumen", "$"] } },
      { say: "sí, confirmo la compra", expect: { state: "collecting_data", orders: 0, notReply: ["Resumen", "quedó confirmado"] } },
      { say: "me llamo Marta", expect: { state: "collecting_data", reply: ["tu teléfono, tu ciudad y tu dirección"] } },
    ],
  },
  {
    ...shop,
    name: "a change of mind at the summary shows a new summary before the yes",
    turns: [
      ...toPromos("Luis"),
      { say: "mejor uno solo", expect: { state: "ofrecer_promos", cart: { "colchon-1x": 1 }, reply: ["¿Cómo vas a pagar?"] } },
      { say: "transferencia", expect: { state: "resumen", reply: ["*Total: $389.000*", "Pago: transferencia (alias suenopleno.colchones)"] } },
      { say: "no, mejor el de 3", expect: { state: "resumen", cart: { "colchon-3x": 1 }, orders: 0, reply: ["*Total: $949.000*"] } },
      { say: "dale", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 94900000 } } },
    ],
  },
  {
    ...shop,
    name: "no thanks at the promos leaves nothing ordered",
    turns: [...toPromos("Sol"), { say: "no, gracias", expect: { state: "conversacion", cart: {}, orders: 0, reply: ["no te armo nada"] } }],
  },
  {
    ...shop,
    name: "cancel after the purchase",
    turns: [
      ...toPromos("Eva"),
      { say: "el primero", expect: { state: "ofrecer_promos", cart: { "colchon-1x": 1 } } },
      { say: "pago en efectivo", expect: { state: "resumen" } },
      { say: "confirmo", expect: { orders: 1 } },
      { say: "cancelar", expect: { state: "compra_confirmada", lastOrder: { status: "confirmed" }, reply: [/¿Cancelo tu pedido ORD-\d{5} \(1 colchón, \$389\.000\)\?/] } },
      { say: "sí", expect: { state: "conversacion", cart: {}, lastOrder: { status: "cancelled" }, reply: [/cancelé tu pedido ORD-\d{5}/] } },
    ],
  },
  {
    ...shop,
    name: "invalid phone is explained and asked again; a question mid-way is answered",
    turns: [
      { say: "quiero comprar", expect: { state: "collecting_data" } },
      { say: "me llamo Pía, mi cel es 123", expect: { reply: ["el teléfono tiene entre 8 y 15 números"] } },
      { say: "hacen envíos?", expect: { reply: ["hacemos envíos a todo el país", "envío es gratis", "teléfono"] } },
      { say: "mi celular es 3415556677", expect: { customer: { phone: "3415556677" }, reply: ["tu ciudad y tu dirección"] } },
    ],
  },
  {
    ...shop,
    name: "a person is asked for: handoff, then every message acknowledged",
    turns: [
      { say: "hola" },
      { say: "quiero hablar con una persona", expect: { state: "humano", handoff: "customer_request", reply: ["persona"] } },
      { say: "hola?", expect: { replies: 1, reply: ["avisé al equipo"], state: "humano" } },
      { say: "estás?", expect: { replies: 1, state: "humano" } }, // answers12: never silence while waiting
    ],
  },
];
