import type { Scenario, Turn } from "./types";

// Blind trial 7, the customer's details: a name said with the way ("lo paso a buscar. Carla
// Benitez") is the name; a time said with a pickup ("a eso de las 7") is the order's note, never
// its address; English details ("I'm John Smith", "delivery to …", "it's 1550 …") are taken with
// no English word inside them; a Portuguese address keeps its words as written ("rua", "apto")
// without the words before it ("na", "em"); and a street whose name starts with a word like
// "entre" (Entre Ríos) or a number (25 de Mayo) is kept whole.

const ASKED_AGAIN = ["A nombre de quién", "Me pasás tu DNI", "A qué dirección", "Cómo vas a pagar", "Tu nombre es"];
const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

/** 2 Fanta 1,5 L and 1 Lays ($7.400): "¿algo más?" is the question. */
const fantas: Turn[] = [{ say: "2 fanta y 1 papas lays", expect: { cart: { "fanta-15": 2, "papas-lays": 1 } } }];
/** 2 Pepsi and 1 Lays, then "ok": the way is the question. */
const wayAsked: Turn[] = [
  { say: "quiero 2 pepsi y unas papas", expect: { cart: { "pepsi-15": 2, "papas-lays": 1 } } },
  { say: "ok", expect: { reply: ["Te lo enviamos o pasás a retirarlo"] } },
];
/** The English customer's cart (2 Fanta, 1 Coca-Cola 500 ml). */
const english: Turn[] = [
  { say: "hi! 2 fanta and 1 coke 500 ml please", expect: { cart: { "fanta-15": 2, "coca-500": 1 } } },
];
/** The Portuguese customer's cart (2 Jorgito, 2 waters). */
const portuguese: Turn[] = [
  { say: "oi, boa tarde! queria 2 jorgito e 2 agua", expect: { cart: { "alfajor-jorgito": 2, "agua-500": 2 } } },
];

export const detailsTrial8Scenarios: Scenario[] = [
  // ---- 1. a name said with the way --------------------------------------------------------------
  {
    name: "details trial 8: 'listo, lo paso a buscar. Carla Benitez' takes the pickup and the name (verbatim)",
    turns: [
      ...fantas,
      { say: "listo, lo paso a buscar. Carla Benitez", expect: { customer: { firstName: "Carla", lastName: "Benitez" }, reply: ["retiro en el local", "Carla Benitez", "DNI"], notReply: ["A nombre de quién", "Tu nombre es"] } },
      { say: "35666777, pago efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Carla Benitez (DNI 35666777)", "Pago: efectivo", "Retiro en el local"], notReply: ASKED_AGAIN } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Carla Benitez", paymentMethod: "cash", fulfilment: "pickup" } } },
    ],
  },
  {
    name: "details trial 8: 'dale, retiro yo. Juan Pérez' takes the pickup and the name",
    turns: [...fantas, { say: "dale, retiro yo. Juan Pérez", expect: { customer: { firstName: "Juan", lastName: "Pérez" }, reply: ["retiro en el local", "DNI"], notReply: ["A nombre de quién", "Tu nombre es"] } }],
  },
  {
    name: "details trial 8: 'eso es todo, paso a retirar, Sofi Martinez' at the way question takes both",
    turns: [...wayAsked, { say: "paso a retirar, Sofi Martinez", expect: { customer: { firstName: "Sofi", lastName: "Martinez" }, reply: ["retiro en el local", "DNI"], notReply: ["A nombre de quién", "dirección"] } }],
  },
  {
    name: "details trial 8: 'listo, envío. Carla Benitez' takes the delivery and the name, then asks the DNI",
    turns: [...fantas, { say: "listo, envío. Carla Benitez", expect: { customer: { firstName: "Carla", lastName: "Benitez" }, reply: ["DNI"], notReply: ["A nombre de quién", "Tu nombre es"] } }],
  },

  // ---- 2. a time with the pickup is the note, never the address ---------------------------------
  {
    name: "details trial 8: 'paso a buscar a eso de las 7' is a pickup with its time as the note, no address (verbatim)",
    turns: [
      ...wayAsked,
      { say: "paso a buscar a eso de las 7", expect: { reply: ["retiro en el local", "a eso de las 7", "A nombre de quién"], notReply: ["dirección", "Entrega en"] } },
      { say: "Sofia Martinez", expect: { customer: { firstName: "Sofia", lastName: "Martinez" }, reply: ["DNI"] } },
      { say: "38.123.456", expect: { reply: ["Cómo vas a pagar"] } },
      { say: "mp", expect: { state: "AWAITING_CONFIRMATION", reply: ["Retiro en el local", "Nota:", "a eso de las 7", "A nombre de: Sofia Martinez (DNI 38123456)"], notReply: ["Entrega en", "dirección eso"] } },
      { say: "confirmar", expect: { orders: 1, lastOrder: { fulfilment: "pickup", paymentMethod: "mercadopago", customerName: "Sofia Martinez" } } },
    ],
  },
  {
    name: "details trial 8: 'lo busco tipo 19 hs' is the note, never the address",
    turns: [
      ...wayAsked,
      { say: "lo busco tipo 19 hs", expect: { reply: ["retiro en el local", "A nombre de quién"], notReply: ["dirección", "Entrega en"] } },
      { say: "Ana Torres 30111222 efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Nota:", "19"], notReply: ["Entrega en"] } },
    ],
  },
  {
    name: "details trial 8: 'retiro a las 19' and 'paso a buscar a las 7' keep no address",
    turns: [
      ...wayAsked,
      { say: "retiro a las 19", expect: { reply: ["retiro en el local", "a las 19", "A nombre de quién"], notReply: ["dirección", "Entrega en"] } },
      { say: "Juan Paz", expect: { reply: ["DNI"], notReply: ["dirección"] } },
    ],
  },
  {
    name: "details trial 8: 'retiro a las 7 y media' is a pickup with its time as the note, no address",
    turns: [
      ...wayAsked,
      { say: "retiro a las 7 y media", expect: { reply: ["retiro en el local", "a las 7 y media", "A nombre de quién"], notReply: ["dirección", "Entrega en"] } },
      { say: "Juan Paz", expect: { reply: ["DNI"], notReply: ["dirección"] } },
    ],
  },
  {
    name: "details trial 8: 'paso a buscar a las 7, Sofi Martinez' takes the note and the name, no address",
    turns: [...wayAsked, { say: "paso a buscar a las 7, Sofi Martinez", expect: { customer: { firstName: "Sofi", lastName: "Martinez" }, reply: ["retiro en el local", "a las 7", "DNI"], notReply: ["dirección", "A nombre de quién"] } }],
  },

  // ---- 3. English details ----------------------------------------------------------------------
  {
    name: "details trial 8: 'delivery to 1550 Arenales street, apt 4B. I'm John Smith …' keeps no English word in the name or the address (verbatim)",
    turns: [
      ...english,
      {
        say: "that's all. delivery to 1550 Arenales street, apt 4B. I'm John Smith, I'm a tourist so no DNI. cash",
        expect: { customer: { firstName: "John", lastName: "Smith", address: "1550 Arenales street, apt 4B" }, state: "AWAITING_CONFIRMATION", reply: ["Deliver to: 1550 Arenales street, apt 4B", "Name: John Smith", "Payment: cash"], notReply: ["I'm John", "envío to", "to 1550"] },
      },
      { say: "confirm", expect: { orders: 1, lastOrder: { customerName: "John Smith", address: "1550 Arenales street, apt 4B", paymentMethod: "cash", fulfilment: "delivery" } } },
    ],
  },
  {
    name: "details trial 8: 'my name is Mary Jones, deliver to 742 Evergreen st, my phone is 1155556666' in English",
    turns: [
      ...english,
      { say: "that's all. my name is Mary Jones, deliver to 742 Evergreen st, my phone is 1155556666", expect: { customer: { firstName: "Mary", lastName: "Jones", address: "742 Evergreen st", phone: "1155556666" }, notReply: ["to 742", "envío"] } },
    ],
  },
  {
    name: "details trial 8: 'it's 1550 Arenales st apt 4B' and 'address is …' at the address question in English",
    turns: [
      ...english,
      { say: "delivery please", expect: { reply: ["name"] } },
      { say: "I'm John Smith", expect: { customer: { firstName: "John", lastName: "Smith" }, notReply: ["I'm John"] } },
      { say: "I don't have DNI, I'm a tourist", expect: { reply: ["address"] } },
      { say: "it's 1550 Arenales st apt 4B", expect: { customer: { address: "1550 Arenales st apt 4B" } } },
      { say: "no, my address is 1600 Arenales st apt 4B", expect: { customer: { address: "1600 Arenales st apt 4B" } } },
    ],
  },

  // ---- 4. a Portuguese address keeps its words --------------------------------------------------
  {
    name: "details trial 8: 'entrega na rua Ituzaingó 920, apto 5B' keeps 'rua' and the flat, never 'envío na calle' (verbatim)",
    turns: [
      ...portuguese,
      {
        say: "só isso. entrega na rua Ituzaingó 920, apto 5B. meu nome é Fernanda Costa, pago em dinheiro. nao tenho DNI sou brasileira",
        expect: { customer: { firstName: "Fernanda", lastName: "Costa", address: "rua Ituzaingó 920, apto 5B" }, state: "AWAITING_CONFIRMATION", notReply: ["calle", "envío na", "na rua"] },
      },
      { say: "sim, confirma", expect: { orders: 1, lastOrder: { customerName: "Fernanda Costa", address: "rua Ituzaingó 920, apto 5B", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "details trial 8: 'é pra entregar na rua Uruguay 950, sou Ana Souza' keeps 'rua' and the name",
    turns: [
      ...portuguese,
      { say: "isso. é pra entregar na rua Uruguay 950, sou Ana Souza. pago em dinheiro", expect: { customer: { firstName: "Ana", lastName: "Souza", address: "rua Uruguay 950" }, notReply: ["calle"] } },
    ],
  },
  {
    name: "details trial 8: 'rua Uruguay 950' at the address question stays 'rua'",
    turns: [
      ...portuguese,
      { say: "só isso, entrega", expect: { reply: ["nome"] } },
      { say: "Ana Souza", expect: { reply: ["DNI"] } },
      { say: "não tenho, sou turista", expect: { reply: ["endereço"] } },
      { say: "rua Uruguay 950!! eu ja disse", expect: { customer: { address: "rua Uruguay 950" }, notReply: ["calle"] } },
    ],
  },

  {
    name: "details trial 8: 'meu nome é Ana Souza, meu endereço é rua das Flores 120, apto 3' keeps 'rua' and 'apto'",
    turns: [
      ...portuguese,
      { say: "só isso. meu nome é Ana Souza, meu endereço é rua das Flores 120, apto 3", expect: { customer: { firstName: "Ana", lastName: "Souza", address: "rua das Flores 120, apto 3" }, notReply: ["calle"] } },
    ],
  },
  {
    name: "details trial 8: 'that's it, I'll pick it up. I'm Mary Jones' takes the pickup and the name in English",
    turns: [...english, { say: "that's it, I'll pick it up. I'm Mary Jones", expect: { customer: { firstName: "Mary", lastName: "Jones" }, reply: ["DNI"], notReply: ["I'm Mary", "Whose name"] } }],
  },

  // ---- 5. streets whose name begins with a word like "entre" -----------------------------------
  {
    ...almacen,
    name: "details trial 8: 'emilia sosa 40555666, entre rios 1450 timbre 2, mercadopago' keeps Entre Ríos whole (verbatim)",
    turns: [
      { say: "2 yogur ser frutilla", expect: {} },
      { say: "listo. emilia sosa 40555666, entre rios 1450 timbre 2, mercadopago", expect: { customer: { firstName: "Emilia", lastName: "Sosa", dni: "40555666", address: "entre rios 1450 timbre 2" } } },
      { say: "envio", expect: { reply: ["Entrega en: entre rios 1450 timbre 2", "A nombre de: Emilia Sosa"] } },
    ],
  },
  {
    name: "details trial 8: 'Entre Ríos 300, San Martín 50, 25 de Mayo 450' are streets kept whole",
    turns: [
      ...fantas,
      { say: "envío a entre ríos 300 piso 2", expect: { customer: { address: "entre ríos 300 piso 2" } } },
      { say: "perdón, la dirección es San Martín 50", expect: { customer: { address: "San Martín 50" } } },
      { say: "no, mejor 25 de Mayo 450", expect: { customer: { address: "25 de Mayo 450" } } },
    ],
  },
  {
    name: "details trial 8: 'juan paz 30111222, juan b justo 1200' at the name question keeps the street whole",
    turns: [
      ...fantas,
      { say: "listo, envío", expect: { reply: ["A nombre de quién"] } },
      { say: "juan paz 30111222, juan b justo 1200", expect: { customer: { firstName: "Juan", lastName: "Paz", dni: "30111222", address: "juan b justo 1200" } } },
    ],
  },
  {
    name: "details trial 8: 'envío a la rioja 455' and 'juan paz 30111222, las heras 2000' keep the street's article",
    turns: [
      ...fantas,
      { say: "listo, envío a la rioja 455", expect: { customer: { address: "la rioja 455" }, reply: ["A nombre de quién"] } },
    ],
  },
  {
    name: "details trial 8: 'juan paz 30111222, las heras 2000' at the name question keeps 'las'",
    turns: [
      ...fantas,
      { say: "listo, envío", expect: { reply: ["A nombre de quién"] } },
      { say: "juan paz 30111222, las heras 2000", expect: { customer: { firstName: "Juan", lastName: "Paz", dni: "30111222", address: "las heras 2000" } } },
    ],
  },
  {
    name: "details trial 8: 'mandalo a av. de mayo 800 piso 2' keeps 'de' after the prefix",
    turns: [...fantas, { say: "listo, mandalo a av. de mayo 800 piso 2", expect: { customer: { address: "av. de mayo 800 piso 2" } } }],
  },
];
