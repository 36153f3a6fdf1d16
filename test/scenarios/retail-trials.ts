import type { Scenario, Turn } from "./types";
import { ALMACEN } from "./almacen-shop";

// Issue 15: what blind customer trials on the kiosk and the almacén found while customers gave
// their details — a name stored empty, parts of an all-in-one message lost, names and addresses
// read as product searches on the big catalog, a read-back asked over and over, and yes/no
// phrasings not understood. Kiosk prices as in retail.ts.


/** 2 Pepsi ($4.400) and "listo": the fulfilment question is next. */
const pepsis: Turn[] = [{ say: "hola quiero 2 pepsi" }, { say: "listo", expect: { state: "NEEDS_DETAILS", reply: ["enviamos o pasás a retirarlo"] } }];

/** The almacén: 2 Coca Cola 2 Lt ($1.800) and "listo": the fulfilment question is next. */
const cocas: Turn[] = [{ say: "quiero 2 coca de 2 litros" }, { say: "listo", expect: { state: "NEEDS_DETAILS", reply: ["enviamos o pasás"] } }];

export const retailTrialScenarios: Scenario[] = [
  // 1. The name given in the first message reaches the order.
  {
    name: "trials: the name in an all-in-one first message is the order's name",
    turns: [
      { say: "Hola soy Martín, quiero 2 cocas grandes, mandamelas a Av. Córdoba 1500 3°C, pago en efectivo", expect: { customer: { firstName: "Martín" } } },
      { say: "29.888.777", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Martín (DNI 29888777)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "delivery", total: 500000, customerName: "Martín", address: "Av. Córdoba 1500 3°C" } } },
    ],
  },
  {
    name: "trials: a name and DNI given before any order is open reach the order",
    turns: [
      { say: "Hola soy Martín, dni 29.888.777" },
      { say: "quiero 2 cocas grandes, mandamelas a Av. Córdoba 1500 3°C, pago en efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Martín (DNI 29888777)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "delivery", customerName: "Martín", address: "Av. Córdoba 1500 3°C" } } },
    ],
  },
  // 2. Parts of a message given at the fulfilment question are kept.
  {
    name: "trials: an address given at '¿Te lo enviamos o pasás a retirarlo?' means delivery there",
    turns: [
      ...pepsis,
      { say: "Calle Falsa 123", expect: { customer: { address: "Calle Falsa 123" }, reply: ["a nombre de quién"], notReply: ["no llegué a entender"] } },
      { say: "Homero Simpson", expect: { customer: { firstName: "Homero", lastName: "Simpson" }, reply: ["DNI"] } },
      { say: "22333444", expect: { reply: ["cómo vas a pagar"], notReply: ["dirección"] } },
      { say: "transferencia", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: Calle Falsa 123", "Homero Simpson (DNI 22333444)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "delivery", customerName: "Homero Simpson", address: "Calle Falsa 123" } } },
    ],
  },
  {
    name: "trials: 'ok envio' is delivery, and a name, DNI and payment given at the fulfilment question are kept",
    turns: [
      { say: "hola quiero 2 pepsi" },
      { say: "ok envio", expect: { reply: ["a nombre de quién"], notReply: ["enviamos o pasás"] } },
      { say: "Homero Simpson", expect: { customer: { firstName: "Homero", lastName: "Simpson" } } },
    ],
  },
  {
    name: "trials: a name, a DNI and the payment given at the fulfilment question are kept and it is asked again",
    turns: [
      ...pepsis,
      { say: "Homero Simpson", expect: { customer: { firstName: "Homero", lastName: "Simpson" }, reply: ["enviamos o pasás"], notReply: ["no llegué a entender"] } },
      { say: "22333444", expect: { customer: { dni: "22333444" }, reply: ["enviamos o pasás"] } },
      { say: "transferencia", expect: { reply: ["enviamos o pasás"] } },
      { say: "retiro", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: transferencia", "Homero Simpson (DNI 22333444)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Homero Simpson" } } },
    ],
  },
  {
    name: "trials: 'envio a casa te dije' is delivery",
    turns: [...pepsis, { say: "envio a casa te dije", expect: { reply: ["a nombre de quién"], notReply: ["no llegué a entender"] } }],
  },
  // 3. Details on the big catalog are not product searches.
  {
    name: "trials (almacén): an address while details are asked is not searched",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros" },
      { say: "listo", expect: { reply: ["enviamos o pasás"] } },
      { say: "envio", expect: { reply: ["a nombre de quién"] } },
      { say: "Homero Simpson", expect: { customer: { firstName: "Homero", lastName: "Simpson" }, reply: ["DNI"], notReply: ["No tenemos", "No tengo", "Agregué"] } },
      { say: "30111222", expect: { reply: ["dirección"] } },
      { say: "Av. Colon 1234", expect: { customer: { address: "Av. Colon 1234" }, reply: ["cómo vas a pagar"], notReply: ["No tenemos", "No tengo", "Agregué"] } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: Av. Colon 1234", "Homero Simpson"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "delivery", customerName: "Homero Simpson", address: "Av. Colon 1234" } } },
    ],
  },
  // 5. Yes, no and "listo" as customers write them.
  {
    name: "trials: 'bueno si' confirms the summary",
    turns: [...pepsis, { say: "retiro" }, { say: "Pedro Alvarez" }, { say: "33444555" }, { say: "efectivo" }, { say: "bueno si", expect: { orders: 1 } }],
  },
  {
    name: "trials: 'bueno, si, confirmo' confirms the summary",
    turns: [...pepsis, { say: "retiro" }, { say: "Pedro Alvarez" }, { say: "33444555" }, { say: "efectivo" }, { say: "bueno, si, confirmo", expect: { orders: 1 } }],
  },
  {
    name: "trials: 'sii' confirms the summary",
    turns: [...pepsis, { say: "retiro" }, { say: "Pedro Alvarez" }, { say: "33444555" }, { say: "efectivo" }, { say: "sii", expect: { orders: 1 } }],
  },
  {
    name: "trials: 'si dale' confirms the summary",
    turns: [...pepsis, { say: "retiro" }, { say: "Pedro Alvarez" }, { say: "33444555" }, { say: "efectivo" }, { say: "si dale", expect: { orders: 1 } }],
  },
  {
    name: "trials: 'mejor no, dejalo' at the summary cancels",
    turns: [...pepsis, { say: "retiro" }, { say: "Pedro Alvarez" }, { say: "33444555" }, { say: "efectivo" }, { say: "mejor no, dejalo", expect: { orders: 0, notReply: ["No te entendí"] } }],
  },
  {
    name: "trials: 'nah olvidate' at the summary cancels",
    turns: [...pepsis, { say: "retiro" }, { say: "Pedro Alvarez" }, { say: "33444555" }, { say: "efectivo" }, { say: "nah olvidate", expect: { orders: 0, notReply: ["No te entendí"] } }],
  },
  {
    name: "trials: 'no, dejá' at the summary cancels",
    turns: [...pepsis, { say: "retiro" }, { say: "Pedro Alvarez" }, { say: "33444555" }, { say: "efectivo" }, { say: "no, dejá", expect: { orders: 0, notReply: ["No te entendí"] } }],
  },
  // Issue 15, the remaining classes. 6. A name asked for on the big catalog is the name, whatever
  // products share its words ("Torres" of Tres Torres, "Ana" of Santa Ana); a product's own name
  // ("coca") still is not one.
  {
    name: "trials (almacén): 'Ana Torres' at the name question is the name, not a product",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "retiro", expect: { reply: ["a nombre de quién"] } },
      { say: "Ana Torres", expect: { state: "NEEDS_DETAILS", customer: { firstName: "Ana", lastName: "Torres" }, reply: ["DNI"], notReply: ["no parece un nombre", "No tengo", "Cuál"] } },
      { say: "35666777", expect: { reply: ["cómo vas a pagar"] } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Ana Torres (DNI 35666777)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Ana Torres", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "trials (almacén): 'valeria torres' in lowercase at the name question is the name, delivered",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "envio", expect: { reply: ["a nombre de quién"] } },
      { say: "valeria torres", expect: { customer: { firstName: "Valeria", lastName: "Torres" }, reply: ["DNI"], notReply: ["no parece un nombre", "No tengo"] } },
      { say: "35666777", expect: { reply: ["dirección"] } },
      { say: "Av. Colón 1234", expect: { reply: ["cómo vas a pagar"] } },
      { say: "transferencia", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Valeria Torres"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Valeria Torres", address: "Av. Colón 1234", paymentMethod: "transfer" } } },
    ],
  },
  // 7. A read-back answered with other details is asked twice at most; no correction confirms it.
  {
    name: "trials: '¿Tu nombre es Gabi?' answered with other details is asked twice at most, then stands",
    turns: [
      ...pepsis,
      { say: "30123456 y soy gabi", expect: { customer: { dni: "30123456" }, reply: ["¿Tu nombre es Gabi?"] } },
      { say: "retiro", expect: { reply: ["retiro en el local", "¿Tu nombre es Gabi?"] } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Gabi (DNI 30123456)"], notReply: ["¿Tu nombre es"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Gabi", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "trials: a name read back while the DNI and the address arrive is not asked a third time",
    turns: [
      ...pepsis,
      { say: "envio" },
      // chatter13: "jaja" is mood, no part of the name: the name is taken, never asked again.
      { say: "gabi torres jaja", expect: { reply: ["a nombre de Gabi Torres"], customer: { firstName: "Gabi", lastName: "Torres" } } },
      { say: "30123456", expect: { customer: { dni: "30123456" }, notReply: ["¿Tu nombre es"] } },
      { say: "Lavalle 500", expect: { customer: { firstName: "Gabi", lastName: "Torres", address: "Lavalle 500" }, reply: ["cómo vas a pagar"], notReply: ["¿Tu nombre es"] } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: Lavalle 500", "Gabi Torres (DNI 30123456)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Gabi Torres", address: "Lavalle 500", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "trials: a 'no' to a name read back twice still corrects it",
    turns: [
      ...pepsis,
      { say: "30123456 y soy gabi" },
      { say: "retiro", expect: { reply: ["¿Tu nombre es Gabi?"] } },
      { say: "no", expect: { reply: ["a nombre de quién"], notReply: ["Resumen"] } },
      { say: "Gabriela Torres", expect: { customer: { firstName: "Gabriela", lastName: "Torres" }, reply: ["cómo vas a pagar"] } },
    ],
  },
  // 8. Closing words with an empty cart, and dropping the cart when nothing was asked.
  {
    name: "trials: 'listo' with an empty cart says it is empty",
    turns: [
      { say: "hola" },
      { say: "listo", expect: { state: "IDLE", reply: ["no tenés nada en el carrito"], notReply: ["No te entendí"] } },
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "trials: 'eso es todo' and 'nada más' with an empty cart say it is empty",
    turns: [
      { say: "eso es todo", expect: { reply: ["no tenés nada en el carrito"], notReply: ["No te entendí"] } },
      { say: "nada más", expect: { reply: ["no tenés nada en el carrito"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "trials: 'sabes q? mejor no, dejalo' with a cart asks whether to cancel it",
    turns: [
      { say: "dame 2 pepsi y unas lays", expect: { cart: { "pepsi-15": 2, "papas-lays": 1 } } },
      { say: "sabes q? mejor no, dejalo", expect: { cart: { "pepsi-15": 2, "papas-lays": 1 }, reply: ["¿Cancelo el pedido y vacío el carrito?"], notReply: ["No te entendí"] } },
      { tap: { id: "consent:yes", title: "Sí" }, expect: { state: "IDLE", cart: {}, orders: 0, reply: ["vacié el carrito"] } },
    ],
  },
  {
    name: "trials: 'mejor no, dejalo' with one item asks, and 'no' keeps the cart",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "mejor no, dejalo", expect: { reply: ["¿Cancelo el pedido"], notReply: ["No te entendí"] } },
      { tap: { id: "consent:no", title: "No" }, expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
  // 9. Pickup as customers say it, never a product search at a details step.
  {
    name: "trials (almacén): 'paso a retirar' is pickup, not 'Paso de los Toros', and no offer resurfaces",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "paso a retirar", expect: { reply: ["retiro en el local", "a nombre de quién"], notReply: ["Paso de los Toros", "Te agrego"] } },
      { say: "Homero Simpson", expect: { reply: ["DNI"] } },
      { say: "si, 30111222", expect: { reply: ["cómo vas a pagar"], notReply: ["Paso de los Toros", "Agregué"] } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", notReply: ["Paso de los Toros"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Homero Simpson", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "trials (almacén): 'lo paso a buscar' and 'voy a buscarlo' are pickup",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "voy a buscarlo", expect: { reply: ["retiro en el local", "a nombre de quién"], notReply: ["no llegué a entender"] } },
      { say: "Homero Simpson", expect: { reply: ["DNI"] } },
      { say: "lo paso a buscar yo, dni 30111222", expect: { reply: ["cómo vas a pagar"], notReply: ["Paso de los Toros", "Te agrego", "Agregué"] } },
      { say: "efectivo" },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Homero Simpson", paymentMethod: "cash" } } },
    ],
  },
  // 10. An all-in-one message with a "¿cuál?" open keeps the way of delivery said in it.
  {
    name: "trials: 'soy juan … y un alfajor, retiro, pago efectivo, dni …' keeps the pickup through the choice",
    turns: [
      { say: "hola soy juan quiero 2 cocas grandes y un alfajor, retiro, pago efectivo, dni 30123456", expect: { reply: ["¿Alfajor Havanna o Alfajor Jorgito?", "retiro en el local"], notReply: ["enviamos o pasás", "Resumen"] } },
      { say: "el jorgito", expect: { cart: { "coca-15": 2, "alfajor-jorgito": 1 }, notReply: ["enviamos o pasás"] } },
      { say: "nada mas", expect: { state: "AWAITING_CONFIRMATION", reply: ["Retirás en", "A nombre de: Juan (DNI 30123456)"], notReply: ["enviamos o pasás"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Juan", paymentMethod: "cash" } } },
    ],
  },
];
