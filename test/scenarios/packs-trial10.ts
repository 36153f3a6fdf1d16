import type { Scenario } from "./types";

// Blind trial 9 on the mattress shop (packs), fixed in round 10: a pack named by its count, its
// position or its words in any message (before the promos, with the data, or "I already said,
// 2" after them) is kept; the optional details are never asked for once given (or after the
// invitation was said); "¿sos un bot?" is answered honestly even beside a request for a person;
// a surname written in lowercase is stored capitalised; the city of Buenos Aires is stored as
// "CABA" however it is said. Prices as in packs.ts.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const OFFERS_EN = ["These are our offers", "2 mattresses: $699.000"];
const PROMOS_ES = ["Estas son nuestras promos", "• 2 colchones: $699.000 (ahorrás $79.000)"];

export const packsTrial10Scenarios: Scenario[] = [
  // 1. A pack chosen by count, position or name in any message, before or after the list.
  {
    ...shop,
    name: "packs trial 10: 'the one with 2' with the data before the offers is kept; Buenos Aires city is CABA (verbatim P6)",
    turns: [
      { say: "Hi, I'd like to order the mattress", expect: { reply: ["Shall I send you the offers?"] } },
      {
        say: "yes please, the one with 2. I'm Mary Johnson, phone 1155667788, Buenos Aires city, Av Corrientes 3500 8C",
        expect: { reply: ["2 mattresses", "How will you pay?"], notReply: ["Which one will you take", "Buenos Aires city"], customer: { firstName: "Mary", lastName: "Johnson", phone: "1155667788", city: "CABA", address: "Av Corrientes 3500 8C" } },
      },
      { say: "transfer", expect: { state: "resumen", reply: ["2 mattresses", "Av Corrientes 3500 8C, CABA"] } },
      { say: "yes", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, paymentMethod: "transfer", customerName: "Mary Johnson", address: "Av Corrientes 3500 8C, CABA" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 10: 'I already said, 2' at the offers is the pack of 2, never the list again",
    turns: [
      { say: "Hi, I'd like to order the mattress" },
      { say: "yes. I'm Mary Johnson, phone 1155667788, Rosario, Av Pellegrini 1200", expect: { state: "ofrecer_promos", reply: OFFERS_EN } },
      { say: "I already said, 2", expect: { reply: ["2 mattresses", "How will you pay?"], notReply: ["Here are the options again"] } },
      { say: "cash", expect: { state: "resumen" } },
      { say: "yes", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, customerName: "Mary Johnson" } } },
    ],
  },
  ...[
    ["ya te dije, 2", 2],
    ["ya te dije el de 3", 3],
    ["te dije 2!!", 2],
  ].map(
    ([said, units]): Scenario => ({
      ...shop,
      name: `packs trial 10: '${said}' at the promos chooses the pack of ${units}`,
      turns: [
        { say: "quiero comprar un colchon" },
        { say: "Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { state: "ofrecer_promos", reply: PROMOS_ES } },
        { say: said as string, expect: { reply: [`${units} colchones`, "¿Cómo vas a pagar?"], notReply: ["Te dejo de nuevo las opciones"] } },
      ],
    }),
  ),
  ...[
    ["si, el de 2. Soy Marta Diaz, 1155667788, capital, Av Corrientes 3500", 2],
    ["dale, el segundo. Marta Diaz, tel 1155667788, CABA, Av Corrientes 3500", 2],
    ["si pasame, quiero el pack de 3. marta diaz 1155667788 caba, Av Corrientes 3500", 3],
  ].map(
    ([said, units]): Scenario => ({
      ...shop,
      name: `packs trial 10: '${said}' keeps the pack of ${units} and stores the city as CABA`,
      turns: [
        { say: "hola, vi la publicidad del colchon", expect: { reply: ["¿Querés que te pase las promos?"] } },
        { say: said as string, expect: { reply: [`${units} colchones`, "¿Cómo vas a pagar?"], notReply: ["¿Cuál te llevás?"], customer: { firstName: "Marta", lastName: "Diaz", city: "CABA" } } },
        { say: "efectivo", expect: { state: "resumen", reply: ["Av Corrientes 3500, CABA"] } },
        { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { customerName: "Marta Diaz", address: "Av Corrientes 3500, CABA" } } },
      ],
    }),
  ),
  {
    ...shop,
    name: "packs trial 10: 'el de 2' said while the data is asked is kept for when the data is in",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      { say: "el de 2", expect: { state: "collecting_data" } },
      { say: "Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { reply: ["2 colchones", "¿Cómo vas a pagar?"], notReply: ["¿Cuál te llevás?"] } },
    ],
  },

  // 2. The optional details are never invited once given or once invited.
  {
    ...shop,
    name: "packs trial 10: a barrio and floor in the address are never invited again (verbatim P2)",
    turns: [
      { say: "hola cuanto sale el colchon? hacen envios a cordoba?", expect: { reply: ["$389.000", "Cordoba"] } },
      { say: "y tienen garantia?" },
      {
        say: "bueno dale. Hector Quiroga, cel 351 6677889, Bv San Juan 880 piso 3 B, barrio centro",
        expect: { state: "ofrecer_promos", reply: PROMOS_ES, notReply: [/sumá[^.]*barrio/, /sumá[^.]*piso/], customer: { address: "Bv San Juan 880 piso 3 B, barrio centro", city: "Cordoba" } },
      },
      { say: "el de 3. pago con transferencia", expect: { state: "resumen", reply: ["3 colchones"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 94_900_000, customerName: "Hector Quiroga" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 10: the optional invitation said with the data request is not said again; a lowercase surname is stored capitalised (verbatim P1)",
    turns: [
      { say: "hola buenas noches, vi la publicidad del colchon" },
      { say: "si pasame", expect: { reply: ["Si querés, sumá apellido, barrio, piso/depto y correo"] } },
      { say: "graciela", expect: { customer: { firstName: "Graciela" } } },
      { say: "romero", expect: { reply: ["Romero"], customer: { lastName: "Romero" } } },
      { say: "3415889900" },
      { say: "soy de rosario", expect: { customer: { city: "Rosario" } } },
      { say: "calle san lorenzo 1450 entre españa y balcarce", expect: { state: "ofrecer_promos", reply: PROMOS_ES, notReply: ["Si querés, sumá"] } },
      { say: "bueno. el de 2 entonces, pago con mercado pago", expect: { state: "resumen", reply: ["A nombre de: Graciela Romero"] } },
      { say: "si confirmo", expect: { state: "compra_confirmada", orders: 1, lastOrder: { customerName: "Graciela Romero", total: 69_900_000 } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 10: 'es casa, sin piso' declines the floor: never invited to give it",
    turns: [
      { say: "hola quiero comprar" },
      { say: "Juan Perez, 3415556677, Rosario, San Martin 1234, es casa sin piso", expect: { state: "ofrecer_promos", reply: PROMOS_ES, notReply: [/sumá[^.]*piso/] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 10: an English floor and neighborhood in the address are never invited again",
    turns: [
      { say: "Hello, I want to buy a mattress" },
      { say: "yes. Emily Clark, phone 351 555 1234, Cordoba, Obispo Trejo 240, 5th floor B, neighborhood Nueva Cordoba", expect: { state: "ofrecer_promos", reply: OFFERS_EN, notReply: [/add[^.]*neighborhood/, /add[^.]*floor/] } },
    ],
  },

  // 3. "¿sos un bot?" is answered honestly, beside a request for a person too.
  {
    ...shop,
    name: "packs trial 10: 'sos un bot? quiero hablar con una persona' is answered honestly and handed off (verbatim P5)",
    turns: [{ say: "hola sos un bot? quiero hablar con una persona de verdad", expect: { handoff: "customer_request", reply: ["asistente automático", "persona"] } }],
  },
  {
    ...shop,
    name: "packs trial 10: 'are you a robot? I want a human' is answered honestly in English and handed off",
    turns: [{ say: "are you a robot? I want to talk to a person", expect: { handoff: "customer_request", reply: ["automatic assistant", "person"], notReply: ["asistente"] } }],
  },
  {
    ...shop,
    name: "packs trial 10: 'sos una persona?' while the data is asked is answered and the data asked again",
    turns: [
      { say: "quiero comprar", expect: { state: "collecting_data" } },
      { say: "sos una persona?", expect: { state: "collecting_data", reply: ["asistente automático", "¿Cómo es tu nombre?"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 10: 'are you a bot?' at the offers is answered in English and the offers' question asked again",
    turns: [
      { say: "Hi, I'd like to order the mattress" },
      { say: "yes. I'm Mary Johnson, phone 1155667788, Rosario, Av Pellegrini 1200", expect: { state: "ofrecer_promos" } },
      { say: "wait, are you a bot?", expect: { state: "ofrecer_promos", reply: ["automatic assistant", "Reply 1, 2 or 3"], notReply: ["asistente"] } },
      { say: "ok, the one with 3", expect: { reply: ["3 mattresses", "How will you pay?"] } },
    ],
  },

  // 4. Lowercase names stored capitalised, accents kept.
  {
    ...shop,
    name: "packs trial 10: 'jorge luis sanchez' in lowercase is stored capitalised with its accents",
    turns: [
      { say: "hola quiero comprar" },
      { say: "josé luis sánchez, 3415556677, Rosario, San Martin 1234", expect: { state: "ofrecer_promos", customer: { firstName: "José", lastName: "Luis Sánchez" } } },
    ],
  },

  // 5. Buenos Aires city however it is said.
  ...["capital federal", "caba", "Ciudad de Buenos Aires", "capital"].map(
    (city): Scenario => ({
      ...shop,
      name: `packs trial 10: the city '${city}' asked alone is stored as CABA`,
      turns: [
        { say: "hola quiero comprar" },
        { say: "Juan Perez" },
        { say: "1155667788" },
        { say: city, expect: { customer: { city: "CABA" } } },
        { say: "Av Corrientes 3500", expect: { state: "ofrecer_promos", reply: ["Av Corrientes 3500, CABA"] } },
      ],
    }),
  ),
];
