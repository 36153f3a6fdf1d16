import type { Scenario } from "./types";

// Blind trial 14 on the mattress shop (packs), fixed in round 15: a yes with a hurry takes the
// offer; a pack said in words ("the 2 one", "o de 3"); a payment asked as a question is the payment
// chosen; an address beside a question is kept; "te dije" is never part of the address.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export const packsTrial15Scenarios: Scenario[] = [
  // 1. A yes with a hurry answers the offer of the promos (verbatim 205).
  {
    ...shop,
    name: "packs trial 15: 'si pasalas ya' after the price takes the yes, never the greeting (verbatim 205)",
    turns: [
      { say: "q onda, cuanto sale el colchon? contestame rapido q no tengo todo el dia", expect: { reply: ["$389.000"] } },
      { say: "si pasalas ya", expect: { reply: ["¿Cómo es tu nombre?"], notReply: ["Soy el asistente"] } },
    ],
  },
  ...["si, mandalas ya", "dale pasamelas rapido", "si pasalas", "sí, pasámelas ahora", "si mandalas"].map((yes): Scenario => ({
    ...shop,
    name: `packs trial 15: '${yes}' after the price takes the yes`,
    turns: [
      { say: "hola cuanto sale el colchon?", expect: { reply: ["$389.000"] } },
      { say: yes, expect: { reply: ["¿Cómo es tu nombre?"], notReply: ["Soy el asistente"] } },
    ],
  })),
  {
    ...shop,
    name: "packs trial 15: 'yes send them' after the price takes the yes, never a name 'Send Them'",
    turns: [
      { say: "hi how much is the mattress?", expect: { reply: ["$389.000"] } },
      { say: "yes send them", expect: { reply: ["What's your name?"], notReply: ["Send Them", "I'm the assistant"] } },
    ],
  },
  // 2. A pack said in words (verbatim 13a 205 and 202).
  {
    ...shop,
    name: "packs trial 15: 'the 2 one. can I pay cash on delivery?' chooses the pack and the payment (verbatim 13a 205)",
    turns: [
      { say: "Hi! do you deliver to Rosario? how much is the mattress?" },
      { say: "Emily Clark, phone 341 555 7788, address Oroño 1250 apt 5B", expect: { state: "ofrecer_promos" } },
      { say: "the 2 one. can I pay cash on delivery?", expect: { state: "resumen", reply: ["2 mattresses"], notReply: ["Which pack will you take?"] } },
      { say: "confirm", expect: { lastOrder: { total: 69900000, paymentMethod: "cash" } } },
    ],
  },
  ...["the 3 one", "the three one", "the one with 3", "the pack of 3 please", "i'll take the 3 mattresses one"].map((pick): Scenario => ({
    ...shop,
    name: `packs trial 15: '${pick}' chooses the pack of 3`,
    turns: [
      { say: "hi, I want a mattress. Emily Clark, phone 341 555 7788, Rosario, Oroño 1250", expect: { state: "ofrecer_promos" } },
      { say: pick, expect: { reply: ["3 mattresses"], notReply: ["Which pack will you take?"] } },
    ],
  })),
  {
    ...shop,
    name: "packs trial 15: 'o de 3. quanto tempo demora pra chegar?' chooses the pack and answers (verbatim 13a 202)",
    turns: [
      { say: "boa tarde, quero comprar o colchão. Ana Souza, telefone 11 4444 5555, moro em Rosario, rua Mitre 300", expect: { state: "ofrecer_promos" } },
      { say: "o de 3. quanto tempo demora pra chegar?", expect: { reply: ["3 colchões", /3 e 7/], notReply: ["Qual pack"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 15: 'eu quero o de 3!! e quanto tempo demora a entrega?' chooses the pack, no price read back (verbatim 13a 202)",
    turns: [
      { say: "boa tarde, quero comprar o colchão. Ana Souza, telefone 11 4444 5555, moro em Rosario, rua Mitre 300", expect: { state: "ofrecer_promos" } },
      { say: "eu quero o de 3!! e quanto tempo demora a entrega?", expect: { reply: ["3 colchões", /3 e 7/], notReply: ["Qual pack", "Como eu dizia"] } },
      { say: "pix nao tem ne? entao mercado pago", expect: { state: "resumen", reply: ["Mercado Pago"], notReply: ["Custa $389.000"] } },
      { say: "sim", expect: { lastOrder: { total: 94900000, paymentMethod: "mercadopago" } } },
    ],
  },
  ...["el de 3. cuanto tarda en llegar?", "el de 2, y cuanto demora?", "the 3 one. how long does it take?"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 15: '${say}' chooses the pack and answers the delivery time`,
    turns: [
      { say: "hola quiero comprar. soy ana diaz, cel 1144445555, rosario, mitre 300", expect: { state: "ofrecer_promos" } },
      { say, expect: { reply: [/[23] (?:colchones|mattresses)/, /3 (?:y|and) 7/], notReply: ["¿Cuál te llevás?"] } },
    ],
  })),
  ...["el de 3", "el de 2 porfa", "me llevo el de 3", "quiero el de 2", "o de 3"].map((pick): Scenario => ({
    ...shop,
    name: `packs trial 15: '${pick}' chooses the pack`,
    turns: [
      { say: "hola quiero comprar. soy ana diaz, cel 1144445555, rosario, mitre 300", expect: { state: "ofrecer_promos" } },
      { say: pick, expect: { reply: [/[23] colchones/], notReply: ["¿Cuál te llevás?"] } },
    ],
  })),
  // 3. A payment asked as a question is the payment chosen (verbatim 204).
  {
    ...shop,
    name: "packs trial 15: '2 please. can I pay by bank transfer?' answers and stores the transfer (verbatim 204)",
    turns: [
      { say: "hi, I want to buy a mattress, how much is it?" },
      { say: "yes please" },
      { say: "Emily Clark, phone 1122334455, I live in Buenos Aires city, Honduras 4800", expect: { state: "ofrecer_promos" } },
      { say: "2 please. can I pay by bank transfer?", expect: { state: "resumen", reply: ["bank transfer"], notReply: ["How will you pay?"] } },
      { say: "yes", expect: { lastOrder: { total: 69900000, paymentMethod: "transfer" } } },
    ],
  },
  ...[
    ["el de 2. puedo pagar con transferencia?", "transfer"],
    ["el de 2, se puede pagar en efectivo?", "cash"],
    ["2. aceptan mercado pago?", "mercadopago"],
  ].map(([say, method]): Scenario => ({
    ...shop,
    name: `packs trial 15: '${say}' stores the payment asked about`,
    turns: [
      { say: "hola quiero comprar. soy ana diaz, cel 1144445555, rosario, mitre 300", expect: { state: "ofrecer_promos" } },
      { say, expect: { state: "resumen", notReply: ["¿Cómo vas a pagar?"] } },
      { say: "si", expect: { lastOrder: { total: 69900000, paymentMethod: method } } },
    ],
  })),
  // 4. An address beside a question is kept (verbatim 203).
  {
    ...shop,
    name: "packs trial 15: 'san martin 1450 pero cuanto sale??' keeps the address and answers (verbatim 203)",
    turns: [
      { say: "hola quiero comprar" },
      { say: "martin" },
      { say: "lopez" },
      { say: "3415556677" },
      { say: "soy de rosario" },
      { say: "san martin 1450 pero cuanto sale??", expect: { state: "ofrecer_promos", reply: ["$389.000"], notReply: ["me falta tu dirección"], customer: { address: "san martin 1450", city: "Rosario" } } },
    ],
  },
  ...["mitre 300, cuanto sale?", "mitre 300 y cuanto tarda?", "es mitre 300. aceptan tarjeta?"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 15: '${say}' keeps the address beside the question`,
    turns: [
      { say: "hola quiero comprar" },
      { say: "ana diaz" },
      { say: "1144445555" },
      { say: "rosario" },
      { say, expect: { state: "ofrecer_promos", notReply: ["me falta tu dirección"], customer: { address: "mitre 300" } } },
    ],
  })),
  // 4b. "te dije" is never part of the address (verbatim 203).
  ...["te dije san martin 1450", "ya te dije, san martin 1450", "te puse san martin 1450", "san martin 1450, te dije", "ya te dije que san martin 1450!!"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 15: '${say}' stores the address without the reproach`,
    turns: [
      { say: "hola quiero comprar" },
      { say: "martin lopez" },
      { say: "3415556677" },
      { say: "rosario" },
      { say, expect: { state: "ofrecer_promos", notReply: ["te dije", "te puse"], customer: { address: "san martin 1450" } } },
    ],
  })),
];
