import type { Scenario } from "./types";

// Blind trial 9, the customer's details (details10): a DNI beside a labelled name is kept in any
// format; pickup said in other words ("la mando a buscar", "mañana paso", "en 20 min paso") is
// the pickup with its time as the note, never a product; a full name alone as the first message
// greets by name and is kept for the order; names are stored title-cased, accents and "de la" kept.

const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

export const detailsTrial10Scenarios: Scenario[] = [
  // ---- 1. a DNI beside the name ---------------------------------------------------------------
  {
    name: "details trial 10: 'que direccion es esa?? … a nombre de ines perez 27888999' keeps the DNI beside the name (verbatim B15)",
    ...almacen,
    turns: [
      { say: "quiero 2 aceites cocinero 900", expect: {} },
      { say: "nada mas. a la misma direccion de siempre", expect: {} },
      { say: "que direccion es esa?? es san jeronimo 2200. a nombre de ines perez 27888999", expect: { customer: { firstName: "Ines", lastName: "Perez", dni: "27888999" }, notReply: ["Me pasás tu DNI"] } },
    ],
  },
  {
    name: "details trial 10: 'soy ana gomez, 28.555.666' and 'a nombre de juan pérez 30.123.456' keep both, stored title-cased",
    turns: [
      { say: "2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "retiro. a nombre de juan pérez 30.123.456", expect: { customer: { firstName: "Juan", lastName: "Pérez", dni: "30123456" }, notReply: ["Me pasás tu DNI"] } },
      { say: "efectivo", expect: { reply: ["Juan Pérez (DNI 30123456)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Juan Pérez", fulfilment: "pickup" } } },
    ],
  },
  {
    name: "details trial 10: 'me llamo maria lopez, 28555666' while the way is asked keeps the name and the DNI",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
      { say: "me llamo maria lopez, 28555666", expect: { customer: { firstName: "Maria", lastName: "Lopez", dni: "28555666" } } },
    ],
  },
  // ---- 2. pickup said in other words ----------------------------------------------------------
  {
    name: "details trial 10: 'la mando a buscar a las 8' with the order and the name is the pickup, its time the note (verbatim A15)",
    turns: [
      { say: "hola quiero 2 cocas 1 fanta y 3 alfajores havana a nombre de luciana paz, la mando a buscar a las 8", expect: { customer: { firstName: "Luciana", lastName: "Paz" }, reply: ["retiro en el local (a las 8)"], notReply: ["Te lo enviamos o pasás"] } },
    ],
  },
  {
    name: "details trial 10: 'entonces mañana paso. dejame 2 jorgitos …' is the pickup tomorrow (verbatim A14)",
    turns: [
      { say: "hola q tal, hasta q hora estan hoy? y aceptan tarjeta?", expect: {} },
      { say: "ah ok. entonces mañana paso. dejame 2 jorgitos y una coca de litro y medio, pago con transferencia", expect: { cart: { "alfajor-jorgito": 2, "coca-15": 1 }, reply: ["retiro en el local (mañana)"], notReply: ["Te lo enviamos o pasás"] } },
      { say: "Sofia Rios 38777666", expect: { reply: ["Nota: Retira: mañana."] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Sofia Rios" } } },
    ],
  },
  {
    name: "details trial 10: 'ok. retiro en 20 min. martin sosa, dni 33.555.777, efectivo' searches no 'min' and keeps the time (verbatim B14)",
    ...almacen,
    turns: [
      { say: "quiero 2 coca cola retornable 2 lt", expect: {} },
      { say: "ok. retiro en 20 min. martin sosa, dni 33.555.777, efectivo", expect: { reply: ["Nota: Retira: en 20 min.", "Martin Sosa (DNI 33555777)"], notReply: ["No tengo"] } },
      { say: "dale", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Martin Sosa" } } },
    ],
  },
  {
    name: "details trial 10: 'en 20 min paso', 'paso en un rato', 'lo mandamos a buscar', 'la manda a buscar mi hijo a la tarde' are pickups",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "en 20 min paso", expect: { reply: ["retiro en el local (en 20 min)"], notReply: ["No tengo", "min paso"] } },
      { say: "Pedro Gil 30111222", expect: {} },
      { say: "uh mejor paso en un rato", expect: { reply: ["en un rato"] } },
    ],
  },
  {
    name: "details trial 10: 'la manda a buscar mi hijo a la tarde' and 'lo mandamos a buscar' choose the pickup",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "la manda a buscar mi hijo a la tarde", expect: { reply: ["retiro en el local (a la tarde)"], notReply: ["No te entendí"] } },
      { say: "carla benitez 30111222, efectivo", expect: { reply: ["Nota: Retira: a la tarde."] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", customerName: "Carla Benitez" } } },
    ],
  },
  {
    name: "details trial 10: 'lo mandamos a buscar' is the pickup; 'te paso mañana la direccion' is not",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "te paso mañana la direccion", expect: { notReply: ["retiro en el local"] } },
      { say: "lo mandamos a buscar", expect: { reply: ["retiro en el local"] } },
    ],
  },
  // ---- 3. an address said means delivery: the way is never asked after it --------------------
  {
    name: "details trial 10: 'estoy en Alberdi, Santa Rosa 1500. quiero …' is a delivery there, never asked the way (verbatim C12)",
    ...almacen,
    turns: [
      { say: "perfecto, estoy en Alberdi, Santa Rosa 1500. quiero 1 pack de quilmes de 6 latas, 2 papas lays grandes y 1 mani salado", expect: { customer: { address: "Alberdi, Santa Rosa 1500" }, reply: ["Santa Rosa 1500"] } },
      { say: "nada mas. a nombre de Carla Ruiz. efectivo", expect: { notReply: ["Te lo enviamos o pasás"], reply: ["DNI"] } },
      { say: "33444555", expect: { reply: ["Entrega en: Alberdi, Santa Rosa 1500"] } },
      { say: "confirmo", expect: { orders: 1, lastOrder: { fulfilment: "delivery", address: "Alberdi, Santa Rosa 1500", customerName: "Carla Ruiz" } } },
    ],
  },
  {
    name: "details trial 10: 'estamos en lavalle 500 3B' is the address; 'estoy en casa' is none",
    turns: [
      { say: "estoy en casa, quiero 2 fantas", expect: { cart: { "fanta-15": 2 }, notReply: ["Anoté"] } },
      { say: "estamos en lavalle 500 3B", expect: { customer: { address: "lavalle 500 3B" }, notReply: ["Te lo enviamos o pasás"] } },
    ],
  },
  // ---- 4. a name alone as the first message ---------------------------------------------------
  {
    name: "details trial 10: 'juan perez' as the first message greets by name and keeps it for the order",
    turns: [
      { say: "juan perez", expect: { reply: ["Hola, Juan", "Qué te gustaría pedir"], notReply: ["No te entendí"], customer: { firstName: "Juan", lastName: "Perez" } } },
      { say: "2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "retiro, dni 30123456, efectivo", expect: { reply: ["Juan Perez (DNI 30123456)"], notReply: ["A nombre de quién"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Juan Perez" } } },
    ],
  },
  {
    name: "details trial 10: 'María de la Fuente' alone keeps its accent and particles; 'hola juan' and 'coca cola' are no name",
    turns: [
      { say: "María de la Fuente", expect: { reply: ["Hola, María"], customer: { firstName: "María", lastName: "de la Fuente" } } },
    ],
  },
  {
    name: "details trial 10: a product alone ('coca cola') or a greeting ('hola juan') as the first message is no name",
    turns: [
      { say: "hola juan", expect: { notReply: ["Anoté"] } },
      { say: "coca cola", expect: { notReply: ["Anoté", "Hola, Coca"] } },
    ],
  },
  // ---- 5. names stored title-cased ------------------------------------------------------------
  {
    name: "details trial 10: 'a nombre de maria lopez' is stored 'Maria Lopez' in the order",
    ...almacen,
    turns: [
      { say: "quiero 2 coca cola retornable 2 lt", expect: {} },
      { say: "retiro, a nombre de maria lopez dni 28555666, efectivo", expect: { customer: { firstName: "Maria", lastName: "Lopez", dni: "28555666" }, reply: ["Maria Lopez (DNI 28555666)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Maria Lopez" } } },
    ],
  },
];
