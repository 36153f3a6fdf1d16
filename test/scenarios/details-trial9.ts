import type { Scenario } from "./types";

// Blind trial 8, the customer's details: an address ends at its street, number and complements
// (an order, a name, chat after it are never part of it) and a correction "la dirección es X" /
// "it's just X" stores only X; a name said next to other data is kept, a fuller one later replaces
// the shorter one; "no tengo a mano" goes on without the DNI once; the foreigner's note speaks the
// customer's language in the summary.

const ASKED_AGAIN = ["A nombre de quién", "Me pasás tu DNI", "A qué dirección", "Cómo vas a pagar", "Tu nombre es"];
const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

export const detailsTrial9Scenarios: Scenario[] = [
  // ---- 1. an address ends at its street, number and complements -------------------------------
  {
    name: "details trial 9: an order, a street with its bell, a name with its DNI and the payment in one message (verbatim K4)",
    turns: [
      {
        say: "buenas tardes queria pedir 2 fantas grandes 3 alfajores jorgito y unas lays, me lo mandan a la calle thames 1450 timbre 3, a nombre de rocio alvarez dni 35123456, pago con transferencia",
        expect: { cart: { "fanta-15": 2, "alfajor-jorgito": 3, "papas-lays": 1 }, customer: { address: "calle thames 1450 timbre 3", firstName: "Rocio", lastName: "Alvarez" }, notReply: ["queria pedir", "Qué te gustaría pedir"] },
      },
    ],
  },
  {
    name: "details trial 9: the order after the street is the cart's ('mandame a lavalle 500 piso 2 tres cocas')",
    turns: [
      { say: "hola mandame a lavalle 500 piso 2 dos fantas y una lays, a nombre de juan perez", expect: { cart: { "fanta-15": 2, "papas-lays": 1 }, customer: { address: "lavalle 500 piso 2", firstName: "Juan", lastName: "Perez" } } },
    ],
  },
  {
    name: "details trial 9: 'deliver to Defensa 580 apt 2, name John Miller, I'll pay cash' keeps the address to the flat (verbatim K3)",
    turns: [
      { say: "hi! 2 fanta please", expect: { cart: { "fanta-15": 2 } } },
      { say: "ok deliver to Defensa 580 apt 2, name John Miller, I'll pay cash. no DNI im a tourist", expect: { customer: { address: "Defensa 580 apt 2", firstName: "John", lastName: "Miller" }, reply: ["Defensa 580 apt 2"], notReply: ["I'll pay", "What name", "name is the order"] } },
    ],
  },
  {
    name: "details trial 9: 'the address is wrong, it's just Defensa 580 apt 2' stores only the street",
    turns: [
      { say: "hi! 2 fanta please", expect: { cart: { "fanta-15": 2 } } },
      { say: "deliver to Defensa 580 apt 2 please, name John Miller, cash. no DNI im a tourist", expect: { customer: { firstName: "John" } } },
      { say: "the address is wrong, it's just Defensa 580 apt 2", expect: { customer: { address: "Defensa 580 apt 2" }, notReply: ["wrong"] } },
    ],
  },
  {
    name: "details trial 9: 'envio a jujuy 455' then 'martin gomez' in one burst: the name is read back, never the address (verbatim C15)",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { burst: ["listo", "envio a jujuy 455", "martin gomez"], expect: { customer: { address: "jujuy 455" }, reply: ["Martin Gomez"], notReply: ["jujuy 455, martin"] } },
      { say: "si", expect: { customer: { address: "jujuy 455", firstName: "Martin", lastName: "Gomez" }, reply: ["DNI"] } },
    ],
  },
  {
    name: "details trial 9: 'la direccion es jujuy 455 solo' stores 'jujuy 455'",
    ...almacen,
    turns: [
      { say: "quiero 2 fantas", expect: {} },
      { burst: ["listo", "envio a jujuy 455, martin gomez"], expect: {} },
      { say: "martin gomez es mi nombre!! la direccion es jujuy 455 solo", expect: { customer: { address: "jujuy 455", firstName: "Martin", lastName: "Gomez" }, notReply: ["455 solo"] } },
    ],
  },
  {
    name: "details trial 9: 'san juan 1450 entre moreno y balcarce, ya te la puse tambien' keeps the cross streets only",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "envio, a nombre de Luis Gomez dni 30111222", expect: {} },
      { say: "san juan 1450 entre moreno y balcarce, ya te la puse tambien", expect: { customer: { address: "san juan 1450 entre moreno y balcarce" }, notReply: ["ya te la puse"] } },
    ],
  },
  {
    name: "details trial 9: 'la direccion es bv san juan 1200 5to A nada mas, q pusiste' stores only the address",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "envio a bv san juan 1200 5to A, a nombre de Roberto Paz 25111222, pago efectivo", expect: { customer: { address: "bv san juan 1200 5to A" } } },
      { say: "uf cuantas preguntas. dale q estoy apurado", expect: { customer: { address: "bv san juan 1200 5to A" }, notReply: ["cuantas preguntas"] } },
      { say: "la direccion es bv san juan 1200 5to A nada mas, q pusiste", expect: { customer: { address: "bv san juan 1200 5to A" } } },
    ],
  },
  {
    name: "details trial 9: an almacén order with the street, its floor and flat, then products and a name after 'y' (verbatim C8)",
    ...almacen,
    turns: [
      {
        say: "buen dia te queria pedir para que me traigan a obispo trejo 345 piso 2 dpto b una docena de huevos un kilo de harina pureza y dos manteca la serenisima de 200 y a nombre de claudia rios y pago cuando llega",
        expect: { customer: { address: "obispo trejo 345 piso 2 dpto b", firstName: "Claudia", lastName: "Rios" }, notReply: ["dpto b una docena", "Qué te gustaría pedir"] },
      },
    ],
  },
  {
    name: "details trial 9: 'es Mendoza 780 como le dije' stores only the street",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "envio, a nombre de Irma Lucero dni 6789012, pago en efectivo. Es Mendoza 780 como le dije", expect: { customer: { address: "Mendoza 780" }, notReply: ["como le dije"] } },
    ],
  },

  // ---- 2. names said next to other data, and a fuller name later ------------------------------
  {
    name: "details trial 9: 'soy ana torres' after a question in the same message is the name (verbatim C14)",
    turns: [
      { say: "buenas noches, me mandas 2 fantas a san martin 2200? soy ana torres, pago en efectivo", expect: { customer: { address: "san martin 2200", firstName: "Ana", lastName: "Torres" }, notReply: ["A nombre de quién", "Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 9: 'raul ortiz 18777666' at the name question is stored without a read-back",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "listo, envio a lavalle 500", expect: { reply: ["A nombre de quién"] } },
      { say: "raul ortiz 18777666", expect: { customer: { firstName: "Raul", lastName: "Ortiz", dni: "18777666" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 9: 'ja falei, Ana Paula Souza' is the name Ana Paula Souza, never 'Ja Falei' (verbatim)",
    turns: [
      { say: "oi, boa tarde! queria 2 jorgito", expect: { cart: { "alfajor-jorgito": 2 } } },
      { say: "so isso. pago com transferencia", expect: {} },
      { say: "retirar", expect: { reply: ["A nombre de quién"] } },
      { say: "ja falei, Ana Paula Souza", expect: { customer: { firstName: "Ana", lastName: "Paula Souza" }, notReply: ["Ja Falei"] } },
    ],
  },
  {
    name: "details trial 9: 'Irma Beatriz Lucero' after 'Soy Irma' stores the whole name on the order (verbatim C14 almacén)",
    turns: [
      { say: "Hola, buenas tardes. Soy Irma, quiero 2 fanta", expect: { customer: { firstName: "Irma" }, cart: { "fanta-15": 2 } } },
      { say: "Nada mas. Irma Beatriz Lucero, pago en efectivo. Es Mendoza 780 como le dije", expect: { customer: { firstName: "Irma", lastName: "Beatriz Lucero", address: "Mendoza 780" } } },
      { say: "6.789.012", expect: { state: "AWAITING_CONFIRMATION", reply: ["Irma Beatriz Lucero"], notReply: ASKED_AGAIN } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Irma Beatriz Lucero", address: "Mendoza 780" } } },
    ],
  },
  {
    name: "details trial 9: 'soy ramiro' then 'ramiro alvarez perdon' stores the full name",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "nada mas. efectivo. lo retiro. soy ramiro", expect: {} },
      { say: "ramiro alvarez perdon", expect: { customer: { firstName: "Ramiro", lastName: "Alvarez" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 9: 'Nada más. Carla Gómez' after 'soy Carla' was stored completes the name",
    turns: [
      { say: "hola soy Carla, 2 fanta", expect: { customer: { firstName: "Carla" } } },
      { say: "listo, retiro. Carla Gómez", expect: { customer: { firstName: "Carla", lastName: "Gómez" } } },
    ],
  },

  // ---- 3. no DNI at hand: go on without it, once ----------------------------------------------
  {
    name: "details trial 9: 'dni no tengo a mano' with the data goes on without the DNI, no passport offered (verbatim)",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "listo. lo retiro en un rato, a nombre de Pablo Nuñez, pago mercado pago. dni no tengo a mano", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pablo Nuñez", "Cliente sin DNI."], notReply: ["Me pasás tu DNI", "pasaporte", "extranjero"] } },
    ],
  },
  {
    name: "details trial 9: 'te dije que no lo tengo a mano' at the DNI question goes on without it",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "listo. lo retiro, a nombre de Pablo Nuñez, pago efectivo", expect: { reply: ["DNI"] } },
      { say: "te dije que no lo tengo a mano", expect: { state: "AWAITING_CONFIRMATION", reply: ["no tenés DNI y seguimos sin él", "Cliente sin DNI."], notReply: ["pasaporte", "Me pasás tu DNI"] } },
    ],
  },
  {
    name: "details trial 9: 'no tengo el dni, soy turista' offers the passport and notes the foreigner",
    turns: [
      { say: "2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "listo. lo retiro, a nombre de Pablo Nuñez, pago efectivo", expect: { reply: ["DNI"] } },
      { say: "no tengo el dni, soy turista", expect: { reply: ["pasaporte"] } },
    ],
  },

  // ---- 4. the foreigner's note in the customer's language --------------------------------------
  {
    name: "details trial 9: an English customer with no DNI reads the note in English in the summary (K3)",
    turns: [
      { say: "hi! 2 fanta please", expect: { cart: { "fanta-15": 2 } } },
      { say: "ok deliver to Defensa 580 apt 2, name John Miller, I'll pay cash. no DNI im a tourist", expect: { state: "AWAITING_CONFIRMATION", reply: ["No DNI (foreign customer)", "Defensa 580 apt 2", "John Miller"], notReply: ["Cliente sin DNI", "What name"] } },
      { say: "yes", expect: { orders: 1, lastOrder: { customerName: "John Miller", address: "Defensa 580 apt 2" } } },
    ],
  },
  {
    name: "details trial 9: a Portuguese customer with no DNI reads the note in Portuguese",
    turns: [
      { say: "oi, boa tarde! queria 2 jorgito", expect: { cart: { "alfajor-jorgito": 2 } } },
      { say: "so isso. vou buscar amanha. meu nome é Ana Paula Souza, pago em dinheiro", expect: {} },
      { say: "nao tenho, sou brasileira", expect: { reply: ["Sem DNI (estrangeiro)"], notReply: ["Cliente sin DNI"] } },
    ],
  },
];
