import type { Scenario, Turn } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 5b, the customer's details in the retail kind: nothing said is lost or stored as
// something else. A message that gives details outside their step (at "¿algo más?", before any
// product, with the order) gives them all — name, DNI or phone, address; a bare DNI after the
// name is the DNI; an order for someone else ("se llama Rosa Díaz", "vive en Belgrano 340") is
// in that person's name and address; an order or a cart edit is never an address; a phone is
// kept as the phone and the DNI asked once with why, and "no tengo" is an answer.

const COCA_2L = id("7790895000218");
const CRISTAL_1L = id("7792798007387");

/** 2 Coca Cola 2 Lt, "¿algo más o confirmamos?" is the question. */
const cocas: Turn[] = [{ say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_2L]: 2 } } }];
/** Cocas, a delivery, the name and the DNI: the address is the question. */
const addressAsked: Turn[] = [
  ...cocas,
  { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
  { say: "envio" },
  { say: "Ana Sosa" },
  { say: "30111222", expect: { reply: ["A qué dirección"], customer: { firstName: "Ana", lastName: "Sosa", dni: "30111222" } } },
];
/** What a lost or wrong detail looks like to the customer. */
const ASKED_AGAIN = ["A nombre de quién", "Me pasás tu DNI", "A qué dirección"];

const summaryOf = (name: string, address: string, payment: string): Turn["expect"] => ({
  state: "AWAITING_CONFIRMATION",
  reply: [`Entrega en: ${address}`, `Pago: ${payment}`, `A nombre de: ${name}`],
  notReply: ASKED_AGAIN,
});

export const detailsTrial6Scenarios: Scenario[] = [
  // ---- a details message at "¿algo más?": the address is read with the name and DNI --------
  {
    name: "details trial 6: 'Valeria Quiroga 36222111, Chacabuco 1200 piso 4 dpto D, efectivo' keeps the address too (verbatim)",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "cuanto sale el envio?", expect: { reply: ["el envío sale $800"] } },
      { say: "Valeria Quiroga 36222111, Chacabuco 1200 piso 4 dpto D, efectivo", expect: summaryOf("Valeria Quiroga (DNI 36222111)", "Chacabuco 1200 piso 4 dpto D", "efectivo") },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Valeria Quiroga", fulfilment: "delivery", paymentMethod: "cash", address: "Chacabuco 1200 piso 4 dpto D" } } },
    ],
  },
  {
    name: "details trial 6: name, DNI, address with the bell and payment on separate lines",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "Marcos Díaz\n30111222\nSan Martín 450 timbre 3\ntransferencia", expect: summaryOf("Marcos Díaz (DNI 30111222)", "San Martín 450 timbre 3", "transferencia") },
      { say: "dale", expect: { orders: 1, lastOrder: { customerName: "Marcos Díaz", address: "San Martín 450 timbre 3", paymentMethod: "transfer" } } },
    ],
  },
  {
    name: "details trial 6: labels 'nombre:', 'dni:', 'dir:' with cross streets are all taken",
    ...ALMACEN,
    turns: [
      ...cocas,
      {
        say: "nombre: Lucía Gómez, dni: 33444555, dir: Colón 1500 entre Mitre y Sarmiento",
        expect: { customer: { firstName: "Lucía", lastName: "Gómez", dni: "33444555", address: "Colón 1500 entre Mitre y Sarmiento" }, reply: ["cómo vas a pagar"], notReply: ASKED_AGAIN },
      },
    ],
  },
  {
    name: "details trial 6: lower case and no commas ('lucia gomez 33444555 colon 1500 2B efectivo')",
    ...ALMACEN,
    turns: [...cocas, { say: "lucia gomez 33444555 colon 1500 2B efectivo", expect: summaryOf("Lucia Gomez (DNI 33444555)", "colon 1500 2B", "efectivo") }],
  },
  {
    name: "details trial 6: name, street and phone on their own lines, no labels, at '¿algo más?'",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "Juana Perez\nLavalle 500\n351 5551234", expect: { customer: { firstName: "Juana", lastName: "Perez", address: "Lavalle 500", phone: "3515551234" }, reply: ["DNI"], notReply: ["No te entendí", "A nombre de quién", "A qué dirección"] } },
    ],
  },
  {
    name: "details trial 6: a product with its size beside a name ('soy Ana, 2 coca 500') is never an address",
    turns: [
      { say: "soy Ana, 2 coca 500", expect: { cart: { "coca-500": 2 }, customer: { firstName: "Ana" }, notReply: ["dirección"] } },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
    ],
  },
  // ---- a bare DNI after the name ---------------------------------------------------------
  {
    name: "details trial 6: 'mandamelo a lima 250 dpto 3, soy Carolina Vega, 32111000, transferencia' keeps the DNI (verbatim)",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "mejor 2 de coca", expect: { cart: { [COCA_2L]: 2 } } },
      { say: "mandamelo a lima 250 dpto 3, soy Carolina Vega, 32111000, transferencia", expect: summaryOf("Carolina Vega (DNI 32111000)", "lima 250 dpto 3", "transferencia") },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Carolina Vega", address: "lima 250 dpto 3", paymentMethod: "transfer" } } },
    ],
  },
  {
    name: "details trial 6: a DNI right after the name in any form ('me llamo … 32.111.000', a new line, ' - ')",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "me llamo Carolina Vega 32.111.000", expect: { customer: { firstName: "Carolina", lastName: "Vega", dni: "32111000" }, reply: ["enviamos o pasás a retirarlo"], notReply: ASKED_AGAIN } },
    ],
  },
  {
    name: "details trial 6: 'soy Carolina Vega' and the DNI on the next line",
    ...ALMACEN,
    turns: [...cocas, { say: "soy Carolina Vega\n32111000", expect: { customer: { firstName: "Carolina", lastName: "Vega", dni: "32111000" }, notReply: ASKED_AGAIN } }],
  },
  {
    name: "details trial 6: 'a nombre de Carolina Vega - 32111000' then pickup",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "a nombre de Carolina Vega - 32111000", expect: { customer: { firstName: "Carolina", lastName: "Vega", dni: "32111000" }, notReply: ASKED_AGAIN } },
      { say: "retiro", expect: { reply: ["cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 6: 'Soy Ines Perez 27888999.' in a first message with the order keeps the DNI; no order words become the address (verbatim)",
    ...ALMACEN,
    turns: [
      {
        say: "Buen dia. Soy Ines Perez 27888999. Quisiera 1 kg de yerba playadito, 2 leches la serenisima clasica y un pan lactal. Retiro por el local, pago en efectivo. Gracias",
        expect: { customer: { firstName: "Ines", lastName: "Perez", dni: "27888999" }, notReply: ["Me pasás tu DNI", "dirección Quisiera"] },
      },
      { say: "ya te pase el dni: 27888999", expect: { customer: { dni: "27888999" }, notReply: ["dirección"] } },
    ],
  },
  // ---- details before any product are kept for checkout ----------------------------------
  {
    name: "details trial 6: name, address and phone before the order are kept for checkout; the DNI asked once with why, 'no tengo' answers it",
    ...ALMACEN,
    turns: [
      { say: "Juan Pérez, Av. Velez Sarsfield 1500 2do A, cel 3515551234", expect: { customer: { firstName: "Juan", lastName: "Pérez", phone: "3515551234", address: "Av. Velez Sarsfield 1500 2do A" }, reply: ["Qué te gustaría pedir"] } },
      ...cocas,
      { say: "listo", expect: { reply: ["Me pasás tu DNI", "para identificar el pedido"], notReply: ["A nombre de quién", "A qué dirección", "enviamos o pasás"] } },
      { say: "no tengo", expect: { reply: ["no tenés DNI", "cómo vas a pagar"], customer: { phone: "3515551234" } } },
      { say: "efectivo", expect: summaryOf("Juan Pérez, tel. 3515551234", "Av. Velez Sarsfield 1500 2do A", "efectivo") },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Juan Pérez", address: "Av. Velez Sarsfield 1500 2do A", fulfilment: "delivery" } } },
    ],
  },
  {
    name: "details trial 6: name, address and phone with the order in one message are all kept (verbatim 5b)",
    ...ALMACEN,
    turns: [
      {
        say: "Juan Pérez, Av. Velez Sarsfield 1500 2do A, cel 11 5555-1234. Quiero 2 cervezas quilmes cristal de litro y 1 fernet. Pago con mercado pago",
        expect: { cart: { [CRISTAL_1L]: 2 }, customer: { firstName: "Juan", lastName: "Pérez", phone: "1155551234", address: "Av. Velez Sarsfield 1500 2do A" }, notReply: ["A nombre de quién", "A qué dirección"] },
      },
    ],
  },
  {
    name: "details trial 6: details and the order sent as two messages at once",
    ...ALMACEN,
    turns: [
      { burst: ["Juan Pérez, Av. Velez Sarsfield 1500 2do A, cel 3515551234", "quiero 2 coca de 2 litros"], expect: { cart: { [COCA_2L]: 2 }, customer: { firstName: "Juan", address: "Av. Velez Sarsfield 1500 2do A", phone: "3515551234" } } },
      { say: "listo", expect: { reply: ["DNI"], notReply: ["A nombre de quién", "A qué dirección"] } },
      { say: "30111222", expect: { reply: ["cómo vas a pagar"], customer: { dni: "30111222", phone: "3515551234" } } },
    ],
  },
  {
    name: "details trial 6: 'soy Marta Ruiz, DNI …, vivo en Mitre 340 PB B' before the order: only the payment is asked at checkout",
    ...ALMACEN,
    turns: [
      { say: "Hola! soy Marta Ruiz, DNI 30111222, vivo en Mitre 340 PB B", expect: { customer: { firstName: "Marta", lastName: "Ruiz", dni: "30111222", address: "Mitre 340 PB B" } } },
      ...cocas,
      { say: "listo", expect: { reply: ["cómo vas a pagar"], notReply: ASKED_AGAIN } },
      { say: "transferencia", expect: summaryOf("Marta Ruiz (DNI 30111222)", "Mitre 340 PB B", "transferencia") },
    ],
  },
  // ---- an order for someone else ----------------------------------------------------------
  {
    name: "details trial 6: 'es para mi mamá que vive en Belgrano 340, se llama Rosa Díaz, le pagás en efectivo' (verbatim)",
    ...ALMACEN,
    turns: [
      ...cocas,
      {
        say: "es para mi mamá que vive en Belgrano 340, se llama Rosa Díaz, le pagás en efectivo",
        expect: { customer: { firstName: "Rosa", lastName: "Díaz", address: "Belgrano 340" }, reply: ["Rosa Díaz", "dirección Belgrano 340", "pago en efectivo", "DNI"], notReply: ["opciones", "A nombre de quién", "A qué dirección"] },
      },
      { say: "20111222", expect: summaryOf("Rosa Díaz (DNI 20111222)", "Belgrano 340", "efectivo") },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Rosa Díaz", address: "Belgrano 340", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "details trial 6: 'es para mi hermana, se llama Laura Paz y vive en Mitre 455 dpto 2'",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "es para mi hermana, se llama Laura Paz y vive en Mitre 455 dpto 2", expect: { customer: { firstName: "Laura", lastName: "Paz", address: "Mitre 455 dpto 2" }, reply: ["DNI"], notReply: ["A nombre de quién", "A qué dirección"] } },
    ],
  },
  {
    name: "details trial 6: 'mandáselo a mi vieja a Belgrano 340, lo recibe Rosa Díaz'",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "mandáselo a mi vieja a Belgrano 340, lo recibe Rosa Díaz", expect: { customer: { firstName: "Rosa", lastName: "Díaz", address: "Belgrano 340" }, notReply: ["A nombre de quién", "A qué dirección"] } },
    ],
  },
  {
    name: "details trial 6: 'Lo recibe mi hermano Pablo Paz, Av. Colón 1200 3B' — the street named like a product is still the address",
    ...ALMACEN,
    turns: [...cocas, { say: "Lo recibe mi hermano Pablo Paz, Av. Colón 1200 3B", expect: { customer: { firstName: "Pablo", lastName: "Paz", address: "Av. Colón 1200 3B" }, notReply: ["Vino", "A nombre de quién", "A qué dirección"] } }],
  },
  {
    name: "details trial 6: facts split by ' / ' and a trailing 'nombre Rosa' are each their own",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "Rosa Díaz / Belgrano 340 / 30111222", expect: { customer: { firstName: "Rosa", lastName: "Díaz", address: "Belgrano 340", dni: "30111222" }, notReply: ["No te entendí"] } },
      { say: "dir: Belgrano 340 timbre 3, tel 351 5551234, nombre Rosa", expect: { customer: { firstName: "Rosa", address: "Belgrano 340 timbre 3", phone: "3515551234", dni: "30111222" } } },
    ],
  },
  // ---- an order or a cart edit is never the address --------------------------------------
  {
    name: "details trial 6: 'Quisiera 1 kg de yerba playadito' at the address question is an order, never the address",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "Quisiera 1 kg de yerba playadito", expect: { reply: ["Agregué 1 Yerba Mate con Palo Playadito 1 Kg"], notReply: ["dirección Quisiera", "Anoté ✅ dirección"], customer: { firstName: "Ana", dni: "30111222" } } },
      { say: "listo", expect: { reply: ["A qué dirección"] } },
      { say: "La Rioja 350", expect: { customer: { address: "La Rioja 350" }, reply: ["cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 6: 'sacame una coca' at the address question edits the cart; the address is asked again at checkout",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "sacame una coca", expect: { cart: { [COCA_2L]: 1 }, notReply: ["dirección sacame", "Anoté ✅ dirección"] } },
      { say: "listo", expect: { reply: ["A qué dirección"] } },
      { say: "Chacabuco 1200 piso 4", expect: { customer: { address: "Chacabuco 1200 piso 4" }, reply: ["cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 6: 'sacame la mayonesa de 950' and 'agregame 2 coca de 2 litros' at the address question are cart edits",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "sacame la mayonesa de 950", expect: { notReply: ["dirección sacame", "dirección la mayonesa", "dirección mayonesa", "Anoté ✅ dirección"] } },
      { say: "agregame 2 coca de 2 litros", expect: { cart: { [COCA_2L]: 4 }, notReply: ["Anoté ✅ dirección"] } },
      { say: "listo", expect: { reply: ["A qué dirección"] } },
    ],
  },
  {
    name: "details trial 6: 'coca eran 3', 'que sean 3' at the address question set the quantity, never the address",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "coca eran 3", expect: { cart: { [COCA_2L]: 3 }, notReply: ["Anoté ✅ dirección"] } },
      { say: "listo", expect: { reply: ["A qué dirección"] } },
      { say: "que sean 2", expect: { cart: { [COCA_2L]: 2 }, notReply: ["Anoté ✅ dirección"] } },
    ],
  },
  {
    name: "details trial 6: 'eso no es una dirección, quiero sacar …' at the address question is never the address",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "no!! eso no es una direccion. quiero sacar del carrito la coca de 2 litros", expect: { notReply: ["dirección quiero", "Corregido ✅ dirección"] } },
    ],
  },
  // ---- a phone is the phone, the DNI is the DNI -------------------------------------------
  {
    name: "details trial 6: a phone after the name is the phone; the DNI is asked with why once, and 'no tengo dni' skips it",
    turns: [
      { say: "hola quiero 2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Juan 3511234567", expect: { customer: { firstName: "Juan", phone: "3511234567" }, reply: ["Me pasás tu DNI", "para identificar el pedido"] } },
      { say: "mi cel es 351 555-1234", expect: { customer: { phone: "3515551234" }, reply: ["DNI"], notReply: ["para identificar el pedido"] } },
      { say: "no tengo dni", expect: { reply: ["no tenés DNI", "cómo vas a pagar"] } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Juan, tel. 3515551234"], notReply: ["DNI 35"] } },
    ],
  },
  {
    name: "details trial 6: a DNI with dots is never the phone, a phone with a dash is never the DNI",
    turns: [
      { say: "hola quiero 2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Sol Paz, 4555-1234", expect: { customer: { firstName: "Sol", lastName: "Paz", phone: "45551234" }, reply: ["DNI"] } },
      { say: "30.123.456", expect: { customer: { dni: "30123456", phone: "45551234" }, reply: ["cómo vas a pagar"] } },
    ],
  },
];
