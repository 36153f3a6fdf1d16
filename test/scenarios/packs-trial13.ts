import type { Scenario } from "./types";

// Blind trial 12 on the mattress shop (packs), fixed in round 13: a question beside anything else
// is answered; English names and cities read right; "dire:" is the address label; a middle name
// after a first name; a yes with a question takes the yes; a detail already given is never invited;
// a city glued after the phone.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export const packsTrial13Scenarios: Scenario[] = [
  // 1. A question beside the payment at the last step (verbatim 202).
  {
    ...shop,
    name: "packs trial 13: 'efectivo cuando llega. cuanto tarda en llegar?' answers the time with the summary (verbatim 202)",
    turns: [
      { say: "hola soy carla benitez, mi cel es 11 4567 8899, vivo en lomas de zamora, calle boedo 1234 entre laprida y colombres. quiero el pack de 2", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "efectivo cuando llega. cuanto tarda en llegar?", expect: { state: "resumen", reply: ["3 y 7 días hábiles", "Resumen de tu compra"] } },
    ],
  },
  // 1b. English: shipping question with a price question (verbatim 203).
  {
    ...shop,
    name: "packs trial 13: 'hello, do you ship to Córdoba? how much is the mattress?' answers both (verbatim 203)",
    turns: [
      { say: "hello, do you ship to Córdoba? how much is the mattress?", expect: { reply: ["$389.000", /deliver|ship/i] } },
      { say: "I asked if you ship to Cordoba", expect: { reply: [/deliver/i], notReply: ["I'm the assistant"] } },
    ],
  },
  // 2. English names (verbatim 203).
  {
    ...shop,
    name: "packs trial 13: 'finally. Mike Brown, phone …, address Av. Colon 3400 dept 5C' is the name, the city kept (verbatim 203)",
    turns: [
      { say: "hello" },
      { say: "DO YOU DELIVER TO CORDOBA??", expect: { reply: ["What's your name?"] } },
      { say: "finally. Mike Brown, phone +54 9 351 555 1234, address Av. Colon 3400 dept 5C", expect: { notReply: ["city Mike Brown", "Finally?", "floor/apartment"], customer: { firstName: "Mike", lastName: "Brown", city: "CORDOBA", address: "Av. Colon 3400 dept 5C" } } },
    ],
  },
  // 2b. "dire:" is the address (verbatim 205).
  {
    ...shop,
    name: "packs trial 13: 'dire: calle 7 n 1234 entre 56 y 57, la plata. me llamo Romina Diaz cel …' reads dire as the address (verbatim 205)",
    turns: [
      { say: "hola" },
      { say: "si" },
      { say: "dire: calle 7 n 1234 entre 56 y 57, la plata. me llamo Romina Diaz cel 221 456 7890", expect: { state: "ofrecer_promos", notReply: ["Dire?", "la plata, La Plata"], customer: { firstName: "Romina", lastName: "Diaz", city: "La Plata", address: "calle 7 n 1234 entre 56 y 57", phone: "2214567890" } } },
    ],
  },
  // 2c. A middle name after the first name (verbatim 204).
  {
    ...shop,
    name: "packs trial 13: 'jorge' then 'luis sanchez' is no surname 'Luis Sanchez' (verbatim 204)",
    turns: [
      { say: "buenas! quiero comprar dos colchones" },
      { say: "jorge" },
      { say: "luis sanchez", expect: { notReply: ["apellido Luis Sanchez"], customer: { firstName: "Jorge Luis", lastName: "Sanchez" } } },
    ],
  },
  // 3. Yes with a question at the offer of the promos (verbatim 205).
  {
    ...shop,
    name: "packs trial 13: 'si, y se puede pagar en cuotas?' takes the yes and answers (verbatim 205)",
    turns: [
      { say: "hola", expect: { reply: ["¿Querés que te pase las promos?"] } },
      { say: "si, y se puede pagar en cuotas?", expect: { state: "collecting_data", reply: ["cuotas", "¿Cómo es tu nombre?"], notReply: ["¿Querés que te pase las promos?"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 13: 'siii te dije q si' is a yes",
    turns: [
      { say: "hola" },
      { say: "siii te dije q si", expect: { state: "collecting_data", reply: ["¿Cómo es tu nombre?"], notReply: ["¿Querés que te pase las promos?"] } },
    ],
  },
  // 5. City glued after the phone.
  {
    ...shop,
    name: "packs trial 13: 'laura gomez 1144556677 quilmes. belgrano 340' reads quilmes as the city",
    turns: [
      { say: "hola" },
      { say: "dale" },
      { say: "laura gomez 1144556677 quilmes. belgrano 340", expect: { state: "ofrecer_promos", customer: { city: "Quilmes", address: "belgrano 340", phone: "1144556677" } } },
    ],
  },
  // Variants of each class.
  ...[
    ["efectivo al recibir. en cuanto tiempo llega?", "cash"],
    ["pago cuando me lo traen, cuantos dias tarda?", "cash"],
    ["en efectivo contra entrega. y cuanto demora?", "cash"],
    ["transferencia cuando llegue. cuanto tardan en traerlo?", "transfer"],
    ["efectivo cuando llega pero cuanto tarda??", "cash"],
  ].map(
    ([said, payment]): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' at the payment step answers the delivery time with the summary`,
      turns: [
        { say: "quiero 2 colchones. Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { reply: ["¿Cómo vas a pagar?"] } },
        { say: said, expect: { state: "resumen", reply: ["3 y 7 días hábiles", "Resumen de tu compra"] } },
        { say: "si", expect: { state: "compra_confirmada", lastOrder: { paymentMethod: payment } } },
      ],
    }),
  ),
  ...[
    "do you ship to Mendoza? how much is it?",
    "Hi! Do you send to Rosario? price of the mattress?",
    "can you deliver to Salta? how much does the mattress cost?",
    "hello. how much is the mattress and do you ship to Neuquen?",
  ].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' answers the delivery and the price`,
      turns: [{ say: said, expect: { reply: ["$389.000", /deliver/i] } }],
    }),
  ),
  ...["I asked if you ship to Cordoba", "i asked whether you deliver to Cordoba", "do you ship to Cordoba or not?"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' after the price answers the delivery, never a greeting`,
      turns: [
        { say: "hello, how much is the mattress?" },
        { say: said, expect: { reply: [/deliver/i], notReply: ["I'm the assistant"] } },
      ],
    }),
  ),
  ...[
    ["at last. Mike Brown, phone 3515551234, address Colon 3400", "Colon 3400"],
    ["finally! Mike Brown, phone 3515551234, address Av. Colon 3400 apt 2", "Av. Colon 3400 apt 2"],
    ["Finally, Mike Brown. phone 3515551234. address Colon 3400 5C", "Colon 3400 5C"],
  ].map(
    ([said, address]): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' with the city known is the name, never a city`,
      turns: [
        { say: "hello" },
        { say: "do you deliver to Cordoba?" },
        { say: said, expect: { notReply: ["city Mike", "Finally?", "Is your name"], customer: { firstName: "Mike", lastName: "Brown", city: "Cordoba", address } } },
      ],
    }),
  ),
  ...[
    "al fin. Romina Diaz, cel 2214567890, calle 7 n 1234, la plata",
    "por fin!! soy Romina Diaz tel 2214567890. mi dire es calle 7 n 1234, la plata",
    "dir: calle 7 n 1234, la plata. Romina Diaz 2214567890",
    "Romina Diaz, 2214567890. direc: calle 7 n 1234, La Plata",
    "la dire es calle 7 n 1234, la plata. me llamo Romina Diaz, cel 2214567890",
  ].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' reads the name, the address and the city apart`,
      turns: [
        { say: "hola" },
        { say: "si" },
        { say: said, expect: { state: "ofrecer_promos", notReply: ["¿Tu nombre es", "¿Tu ciudad es", "la plata, La Plata"], customer: { firstName: "Romina", lastName: "Diaz", city: "La Plata", address: "calle 7 n 1234" } } },
      ],
    }),
  ),
  ...[
    ["maria", "jose perez", "Maria Jose", "Perez"],
    ["Juan", "Carlos Gomez", "Juan Carlos", "Gomez"],
    ["ana", "laura fernandez", "Ana Laura", "Fernandez"],
    ["jorge", "sanchez", "Jorge", "Sanchez"],
    ["jorge", "sanchez paz", "Jorge", "Sanchez Paz"],
  ].map(
    ([first, next, firstName, lastName]): Scenario => ({
      ...shop,
      name: `packs trial 13: '${first}' then '${next}' stores ${firstName} ${lastName}`,
      turns: [
        { say: "quiero comprar dos colchones" },
        { say: first },
        { say: next, expect: { notReply: [`apellido ${firstName.split(" ")[1] ?? "—"}`], customer: { firstName, lastName } } },
      ],
    }),
  ),
  ...["si, y aceptan tarjeta?", "dale, y cuanto tarda en llegar?", "si porfa, hacen envios a Rosario?", "sí! y es de resortes?", "bueno si, y se puede pagar con mercado pago?"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' at the offer of the promos takes the yes and answers`,
      turns: [
        { say: "hola" },
        { say: said, expect: { state: "collecting_data", reply: ["¿Cómo es tu nombre?"], notReply: ["¿Querés que te pase las promos?"] } },
      ],
    }),
  ),
  ...["te dije que si", "que si!!", "ya te dije que sí, pasalas", "si, ya te dije q si", "siii dije que si"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' after the promos were offered again is the yes`,
      turns: [
        { say: "hola" },
        { say: "y se puede pagar en cuotas?" },
        { say: said, expect: { state: "collecting_data", reply: ["¿Cómo es tu nombre?"], notReply: ["¿Querés que te pase las promos?"] } },
      ],
    }),
  ),
  ...[
    ["Juan Perez, 3415556677, Rosario, San Martin 1234 dept 5C", "San Martin 1234 dept 5C"],
    ["Juan Perez, 3415556677, Rosario, San Martin 1234 5to B", "San Martin 1234 5to B"],
    ["Juan Perez, 3415556677, Rosario, San Martin 1234 3° A", "San Martin 1234 3° A"],
    ["Juan Perez, 3415556677, Rosario, San Martin 1234 dto 4", "San Martin 1234 dto 4"],
    ["Juan Perez, 3415556677, Rosario, San Martin 1234 apt 7", "San Martin 1234 apt 7"],
  ].map(
    ([said, address]): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' never invites the floor/apartment already given`,
      turns: [
        { say: "hola" },
        { say: "si" },
        { say: said, expect: { state: "ofrecer_promos", notReply: ["piso/depto"], customer: { address } } },
      ],
    }),
  ),
  ...[
    ["laura gomez 1144556677 quilmes, belgrano 340", "belgrano 340", "Quilmes"],
    ["laura gomez, 11 4455 6677 lanus. calle mitre 450", "calle mitre 450", "Lanus"],
    ["soy laura gomez cel 1144556677 moron. rivadavia 18000", "rivadavia 18000", "Moron"],
    ["laura gomez 1144556677 la plata. calle 7 n 1234", "calle 7 n 1234", "La Plata"],
    ["laura gomez tel 1144556677 rosario. san martin 1234 piso 2", "san martin 1234 piso 2", "Rosario"],
  ].map(
    ([said, address, city]): Scenario => ({
      ...shop,
      name: `packs trial 13: '${said}' reads the place after the phone as the city`,
      turns: [
        { say: "hola" },
        { say: "dale" },
        { say: said, expect: { state: "ofrecer_promos", notReply: ["¿Tu ciudad es", "¿En qué ciudad"], customer: { city, address, phone: "1144556677" } } },
      ],
    }),
  ),
];
