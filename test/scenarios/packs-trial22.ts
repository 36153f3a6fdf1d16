import type { Scenario } from "./types";

// Blind trial 22 on the mattress shop (packs): a details list beside a delivery question keeps
// every detail; a payment word at the name question is the payment (also in Portuguese); an
// address corrected in Portuguese replaces the stored one; a pack said at the city's yes/no
// question is acknowledged before the question is asked again.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export const packsTrial22Scenarios: Scenario[] = [
  // 1. A details list with a delivery question keeps the name and the phone (verbatim t22a 209, WRONG DATA).
  {
    ...shop,
    name: "packs trial 22: 'Marcos Silva, 1166778899, vivo en Quilmes, llegan hasta aca?' keeps name, phone and city (verbatim t22a 209)",
    turns: [
      { say: "hola quiero comprar un colchon" },
      { say: "Marcos Silva, 1166778899, vivo en Quilmes, llegan hasta aca?", expect: { reply: ["Sí, llegamos a Quilmes"], notReply: ["Me falta tu teléfono", "tu nombre"], customer: { firstName: "Marcos", lastName: "Silva", phone: "1166778899", city: "Quilmes" } } },
      { say: "Mitre 900", expect: { notReply: ["¿Cómo es tu nombre?"], customer: { address: "Mitre 900" } } },
    ],
  },
  ...[
    ["Laura Gomez, 2214445566, soy de La Plata, hacen envios ahi?", "Laura", "Gomez", "2214445566", "La Plata"],
    ["juan perez 1155667788 vivo en rosario, llegan?", "Juan", "Perez", "1155667788", "Rosario"],
    ["Ana Lopez, tel 3514443322, estoy en Cordoba, envian hasta aca?", "Ana", "Lopez", "3514443322", "Cordoba"],
  ].map(([say, firstName, lastName, phone, city]): Scenario => ({
    ...shop,
    name: `packs trial 22: '${say}' at the name question keeps every detail`,
    turns: [
      { say: "hola quiero comprar un colchon" },
      { say, expect: { reply: [`llegamos a ${city}`], notReply: ["¿Cómo es tu nombre?", "¿Me pasás un teléfono"], customer: { firstName, lastName, phone, city } } },
    ],
  })),
];

export const packsTrial22PortugueseScenarios: Scenario[] = [
  // 2. "dinheiro" at the name question is the payment; the corrected address replaces the stored one (verbatim t22a 206, WRONG DATA).
  {
    ...shop,
    name: "packs trial 22: 'dinheiro' at the name question is the payment, 'a direção ta errada, é Mitre 990' the address (verbatim t22a 206)",
    turns: [
      { say: "oi, quero comprar um colchão" },
      { say: "sim" },
      { say: "Marcos Silva, 1166778899, vivo en Quilmes, llegan hasta aca?", expect: { customer: { firstName: "Marcos", phone: "1166778899", city: "Quilmes" } } },
      { say: "rua Mitre 900" },
      { say: "o primeiro" },
      { say: "dinheiro", expect: { notReply: ["nome de Dinheiro", "nombre de Dinheiro"], customer: { firstName: "Marcos" } } },
      { say: "a direção ta errada, é Mitre 990", expect: { reply: ["Mitre 990"], customer: { address: "Mitre 990" } } },
      { say: "sim", expect: { lastOrder: { status: "confirmed" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 22: 'dinheiro' as the only word at the name question is no name",
    turns: [
      { say: "oi, quero comprar um colchão" },
      { say: "dinheiro", expect: { notReply: ["nome de Dinheiro", "nombre de Dinheiro", "Obrigado, Dinheiro"], reply: ["nome"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 22: 'cash' at the payment question of a Spanish conversation is cash",
    turns: [
      { say: "hola quiero comprar un colchon" },
      { say: "Marcos Silva, 1166778899, Quilmes, Mitre 900" },
      { say: "1", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "cash", expect: { reply: ["efectivo"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 22: 'efectivo' at the name question is no name",
    turns: [
      { say: "hola quiero comprar un colchon" },
      { say: "efectivo", expect: { notReply: ["a nombre de Efectivo"], reply: ["nombre"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 22: 'a direção é Mitre 990' at the payment question replaces the address (verbatim t22a 206)",
    turns: [
      { say: "oi, quero comprar um colchão" },
      { say: "Marcos Silva, 1166778899, Quilmes, rua Mitre 900" },
      { say: "o de 1", expect: { reply: ["Como você vai pagar?"] } },
      { say: "a direção é Mitre 990", expect: { reply: ["Mitre 990"], notReply: ["não ficou claro"], customer: { address: "Mitre 990" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 22: 'la direccion es Mitre 990' at the payment question replaces the address",
    turns: [
      { say: "hola quiero comprar un colchon" },
      { say: "Marcos Silva, 1166778899, Quilmes, Mitre 900" },
      { say: "1", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "la direccion es Mitre 990", expect: { reply: ["Mitre 990"], notReply: ["no llegué a entender"], customer: { address: "Mitre 990" } } },
    ],
  },
];

export const packsTrial22PackScenarios: Scenario[] = [
  // 3. A pack said at the city's yes/no question is acknowledged, then the question asked (verbatim t22a 205).
  {
    ...shop,
    name: "packs trial 22: 'quiero 2, mmm mejor 3' at '¿Tu ciudad es La Plata?' is acknowledged before the question (verbatim t22a 205)",
    turns: [
      { say: "hola q medidas tiene el colchon?" },
      { say: "bueno dale pasame las promos" },
      // t35a 064: a known city before the street in a list of details is the city, never read back.
      { say: "Romina Diaz tel 2215556677 la plata diagonal 74 nro 1500", expect: { customer: { city: "La Plata" }, notReply: ["¿Tu ciudad es"] } },
      { say: "quiero 2, mmm mejor 3", expect: { reply: ["3 colchones"] } },
      { say: "transferencia", expect: { state: "resumen", reply: ["3 colchones"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 22: 'el de 2' at '¿Tu ciudad es La Plata?' is acknowledged and the city stands",
    turns: [
      { say: "hola quiero comprar un colchon" },
      // The city glued to the street said alone is read back once; the pack said then is acknowledged
      // and the city stands, never asked a second time (t35a 072).
      { say: "Romina Diaz tel 2215556677" },
      { say: "la plata diagonal 74 nro 1500", expect: { reply: ["¿Tu ciudad es La Plata?"] } },
      { say: "el de 2", expect: { reply: ["2 colchones"], notReply: ["¿Tu ciudad es"], customer: { city: "La Plata" } } },
    ],
  },
];
