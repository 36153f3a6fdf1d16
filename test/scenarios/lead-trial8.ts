import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Round 8's integration, from the helpers' notes on trial 7: a Portuguese "doce de leite" is
// dulce de leche (was read as twelve of milk, Spanish "doce"), named back as written, "uma dúzia" a dozen; on the
// mattress shop "vivo en Rosario" with the pack before any data is the city (was a street without
// its number), and the pack and the facts read back under one "Anoté" with one "y".

const PACKS = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const HUEVOS = id("7792335000314");

export const leadTrial8Scenarios: Scenario[] = [
  {
    name: "lead trial 8: Portuguese 'doce de leite e uma dúzia de ovos' is dulce de leche to pick and one dozen eggs, never 12 milks",
    ...ALMACEN,
    turns: [{ say: "oi, quero um doce de leite e uma dúzia de ovos", expect: { reply: ["Adicionei 1 × Huevos", "Doce de leite. Qual destes você quer?"], notReply: ["Leche Entera", "12 ×"], cart: { [HUEVOS]: 1 } } }],
  },
  {
    ...PACKS,
    name: "lead trial 8: 'quiero el pack de 2 colchones, vivo en Rosario' notes the pack and the city, never asks for a street number",
    turns: [{ say: "hola quiero el pack de 2 colchones, vivo en Rosario", expect: { reply: ["Anoté ✅ el pack de 2 colchones y ciudad Rosario", "¿Cómo es tu nombre?"], notReply: ["altura", "dirección de entrega"] } }],
  },
  {
    ...PACKS,
    name: "lead trial 8: the pack, the city and the street in one message read back with one 'y'",
    turns: [{ say: "hola quiero el pack de 2 colchones, vivo en Rosario, calle Mitre 300", expect: { reply: ["Anoté ✅ el pack de 2 colchones, ciudad Rosario y dirección calle Mitre 300"] } }],
  },
  {
    ...ALMACEN,
    name: "lead trial 8: a pending list is named back without guessing its gender ('¿qué cocas querés?', never 'cuál de los cocas')",
    turns: [
      { say: "2 cocas", expect: { reply: ["varias opciones (para 2)"] } },
      { say: "envio", expect: { reply: ["Antes: ¿qué cocas querés?"], notReply: ["de los cocas"] } },
    ],
  },
  {
    name: "lead trial 9: 'ola' (hola without its h) then 'kiero 4 pepsi' stays in Spanish (trial 9a answered in Portuguese)",
    turns: [
      { say: "ola", expect: { reply: ["¡Hola!"], notReply: ["Oi", "Sou o assistente"] } },
      { say: "kiero 4 pepsi", expect: { reply: ["Agregué 4 Pepsi 1,5 L"], cart: { "pepsi-15": 4 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 9: 'no tengo a mano el dni, sigamos sin' goes on without the DNI (trial 9c asked it again and handed off)",
    turns: [
      { say: "quiero 2 aceite de girasol cocinero 1.5", expect: { cart: { [id("7790060023684")]: 2 } } },
      { say: "listo" },
      { say: "envio" },
      { say: "Juan Perez" },
      { say: "no tengo a mano el dni, sigamos sin", expect: { reply: ["no tenés DNI y seguimos sin él"], notReply: ["no llegué a entender tu DNI"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 9: 'passport is 548812345' is the passport, never the phone (trial 9c stored it as the phone)",
    turns: [
      { say: "quiero 2 aceite de girasol cocinero 1.5" },
      { say: "listo" },
      { say: "retiro" },
      { say: "John Miller" },
      { say: "passport is 548812345", expect: { reply: ["548812345"], notReply: ["teléfono 548812345", "phone 548812345"], customer: { firstName: "John" } } },
    ],
  },
  {
    name: "lead trial 9: 'si dale rapido' and 'dale rapido' at the summary are the yes (a hurry beside it)",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Juan Perez" },
      { say: "30123456" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "dale rapido", expect: { orders: 1, reply: ["quedó confirmado"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 9: 'yo vivo en la calle Jujuy 1230, casa con rejas verdes, me llamo …' stores no stray 'La' (trial 9c stored '…, La')",
    turns: [
      { say: "2 pepsi" },
      { say: "yo vivo en la calle Jujuy 1230, casa con rejas verdes, me llamo Rosa Mabel Ortiz", expect: { customer: { address: "calle Jujuy 1230, casa con rejas verdes", firstName: "Rosa", lastName: "Mabel Ortiz" }, notReply: [", La."] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 9: 'a la misma direccion de siempre' with no address ever given never stores an earlier pick ('el cocinero de 900, 2') as the address",
    turns: [
      { say: "tenes aceite" },
      { say: "el cocinero de 900, 2", expect: { cart: { [id("7790070012050")]: 2 } } },
      { say: "nada mas. a la misma direccion de siempre", expect: { notReply: ["dirección el cocinero"], customer: {} } },
    ],
  },
];
