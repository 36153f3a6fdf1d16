import type { Scenario, Turn } from "./types";

// Issue 15: what blind customer trials on the kiosk and the almacén found while customers gave
// their details — a name stored empty, parts of an all-in-one message lost, names and addresses
// read as product searches on the big catalog, a read-back asked over and over, and yes/no
// phrasings not understood. Kiosk prices as in retail.ts.

const ALMACEN = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

/** 2 Pepsi ($4.400) and "listo": the fulfilment question is next. */
const pepsis: Turn[] = [{ say: "hola quiero 2 pepsi" }, { say: "listo", expect: { state: "NEEDS_DETAILS", reply: ["enviamos o pasás a retirarlo"] } }];

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
];
