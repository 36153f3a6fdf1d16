import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 24, voice round 25: the conversation's language switches only on a run of the
// other language or when the customer asks for one; typed-by-ear Spanish ("ola kiero … i 3")
// stays Spanish.

const TANG = id("7622300868482");
const CHOCLO = id("7794000598379");

/** Class: one message in another language does not flip a Spanish conversation. */
export const voiceTrial24Scenarios: Scenario[] = [
  {
    name: "voice trial 24: one English question in a Spanish conversation is answered in Spanish, and the order goes on in Spanish (verbatim t24a 109)",
    turns: [
      { say: "ola kiero 2 agua y 1 pepsi", expect: { cart: { "agua-500": 2, "pepsi-15": 1 } } },
      { say: "no, 2 pepsi", expect: { cart: { "agua-500": 2, "pepsi-15": 2 } } },
      { say: "tenes alfajores?", expect: { reply: ["Jorgito"] } },
      { say: "2 del mas barato", expect: { cart: { "agua-500": 2, "pepsi-15": 2, "alfajor-jorgito": 2 } } },
      { say: "did you add the pepsi?", expect: { reply: ["Pepsi"], notReply: ["Your cart"] } },
      { say: "ok listo", expect: { reply: ["retirarlo"], notReply: ["pick it up"] } },
      { say: "retiro", expect: { notReply: ["Noted"] } },
    ],
  },
  ...[
    ["can you tell me the total?", "Total"],
    ["do you have chips?", "chips"],
  ].map(([say]): Scenario => ({
    name: `voice trial 24: '${say}' once after three Spanish messages keeps the conversation Spanish (verbatim t24a 109)`,
    turns: [
      { say: "hola, quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "y un agua", expect: { cart: { "pepsi-15": 2, "agua-500": 1 } } },
      { say, expect: { notReply: ["No te entendí"] } },
      { say: "listo", expect: { reply: ["retirarlo"], notReply: ["pick it up"] } },
    ],
  })),
  {
    name: "voice trial 24: two English messages in a row switch a Spanish conversation to English",
    turns: [
      { say: "hola, quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "y un agua", expect: { cart: { "pepsi-15": 2, "agua-500": 1 } } },
      { say: "sorry, do you speak english? I am a tourist", expect: { notReply: ["No te entendí"] } },
      { say: "that's all, I want to pick it up", expect: { reply: ["name"], notReply: ["nombre"] } },
    ],
  },
  {
    name: "voice trial 24: 'hola' and then English switches at once (a greeting is no Spanish conversation yet)",
    turns: [
      { say: "hola" },
      { say: "I want 2 pepsi please", expect: { reply: ["Added"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "voice trial 24: 'ola kiero 2 jugo tang naranja i 3 sopas knor' is Spanish, and 'ablame en castellano' holds (verbatim t23b 017)",
    ...ALMACEN,
    turns: [
      { say: "ola kiero 2 jugo tang naranja i 3 sopas knor", expect: { reply: ["Agregué 2 Jugo"], notReply: ["Added", "Which one"], cart: { [TANG]: 2 } } },
      { say: "la de choclo", expect: { notReply: ["Done, added"], cart: { [TANG]: 2, [CHOCLO]: 3 } } },
      { say: "q onda xq me ablas en ingles? ablame en castellano", expect: { notReply: ["Hi!", "By the way", "you have"] } },
    ],
  },
  {
    name: "voice trial 24: an English conversation asked 'ablame en castellano' answers in Spanish from then on (t23b 017)",
    turns: [
      { say: "hi, I want 2 pepsi please", expect: { reply: ["Added"], cart: { "pepsi-15": 2 } } },
      { say: "and one water", expect: { cart: { "pepsi-15": 2, "agua-500": 1 } } },
      { say: "no entiendo ingles, ablame en castellano", expect: { notReply: ["Hi!", "you have", "Anything else"] } },
      { say: "listo", expect: { reply: ["retirarlo"], notReply: ["pick it up"] } },
    ],
  },
  {
    name: "voice trial 24: 'in English please' in a Spanish conversation switches at once",
    turns: [
      { say: "hola, quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "y un agua", expect: { cart: { "pepsi-15": 2, "agua-500": 1 } } },
      { say: "in English please", expect: { notReply: ["No te entendí"] } },
      { say: "that's all", expect: { reply: ["pick it up"], notReply: ["retirarlo"] } },
    ],
  },
  ...[
    ["hace media hora q pregunto si tienen pañales pampers y nadie me contesta", "Pampers"],
    ["hace 20 minutos que pregunto si tienen yerba, nadie me responde", "Yerba"],
  ].map(([say, shown]): Scenario => ({
    name: `voice trial 24: '${say}' answers the question beside the apology (verbatim t24c 013)`,
    ...ALMACEN,
    turns: [
      { say: "buenas noches" },
      { say, expect: { reply: ["Perdón", shown], notReply: ["Decime qué necesitás"] } },
    ],
  })),
  {
    name: "voice trial 24: 'hace 10 minutos que pregunto si tienen alfajores y nadie me contesta' answers the alfajores in the kiosk (t24c 013)",
    turns: [
      { say: "hola" },
      { say: "hace 10 minutos que pregunto si tienen alfajores y nadie me contesta", expect: { reply: ["Jorgito"] } },
    ],
  },
  {
    name: "voice trial 24: 'hace media hora que espero y nadie me contesta' is only impatience: no product searched (t24c 013 control)",
    turns: [
      { say: "hola" },
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hace media hora que espero y nadie me contesta", expect: { reply: ["Perdón"], notReply: ["No tengo", "No encontré"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "voice trial 24: 'y de que marcas' after the pañales were shown names the brands (verbatim t22c 006)",
    ...ALMACEN,
    turns: [
      { say: "hola queria saber si tienen pañales", expect: { reply: ["pañales"] } },
      { say: "y de que marcas", expect: { reply: ["marcas", "Pampers", "Babysec", "Huggies"], notReply: ["productos en", "categorías"] } },
    ],
  },
  ...["de que marcas tenes yerba?", "que marcas de yerba tienen?"].map((say): Scenario => ({
    name: `voice trial 24: '${say}' names the brands of yerba from the catalog (t22c 006)`,
    ...ALMACEN,
    turns: [{ say, expect: { reply: ["marcas", "Playadito", "Taragüi"], notReply: ["productos en", "categorías"], cart: {} } }],
  })),
  {
    name: "voice trial 24: 'qué marcas de alfajores tenés?' in the kiosk names Havanna and Jorgito (t22c 006)",
    turns: [{ say: "qué marcas de alfajores tenés?", expect: { reply: ["Havanna", "Jorgito"], cart: {} } }],
  },
  {
    name: "voice trial 24: after a handoff on two misreads the agent answers no sale turn (verbatim t23a 105)",
    turns: [
      { say: "hola tenes yerba?" },
      { say: "la playadito" },
      { say: "2", expect: { reply: ["Te paso con una persona"] } },
      { say: "y un paquete de galletitas oreo", expect: { notReply: ["No tengo", "¿Te sirve otra cosa?"], cart: {} } },
      { say: "sacame una yerba", expect: { notReply: ["carrito está vacío"], cart: {} } },
      // waiting26 (t25b 016): products found while the person is awaited are taken, after any handoff.
      { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2 Pepsi"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "voice trial 24: a person asked for by the customer still gets an order taken while awaited (answers12 control)",
    turns: [
      { say: "hola, quiero hablar con una persona", expect: { reply: ["persona"] } },
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
];
