import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 10, answers round 11: an insult said to the agent hands off at once; "y papitas"
// after a product question asks too; impatience with a product question answers the product;
// stock sentences read like a shopkeeper's; "¿en cuotas?" is answered at any step.

/** Class 1: insults said to whoever answers go to a person at once. */
const insults: Scenario[] = [
  {
    name: "answers11: 'QUE?? QUIERO las quilmes, 6 cristal de litro. sos un desastre' goes to a person (verbatim t10c 005)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "QUE?? QUIERO las quilmes, 6 cristal de litro. sos un desastre", expect: { state: "HANDOFF", handoff: "anger", reply: ["persona"], notReply: ["Agregué"] } },
    ],
  },
  {
    name: "answers11: 'sos un inutil' / 'qué inútil' / 'andate a la mierda' hand off at once",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "sos un inutil", expect: { state: "HANDOFF", handoff: "anger", cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "answers11: 'bot de cuarta' and 'que inutil che' are insults",
    turns: [{ say: "que inutil che, bot de cuarta", expect: { state: "HANDOFF", handoff: "anger" } }],
  },
  {
    name: "answers11: 'andate a la mierda' hands off",
    turns: [{ say: "tenes coca?" }, { say: "andate a la mierda", expect: { state: "HANDOFF", handoff: "anger" } }],
  },
  {
    name: "answers11: ordinary words stay orders ('salame', 'un desastre el tránsito' is no insult at the agent)",
    ...ALMACEN,
    turns: [{ say: "hola, tenes salame?", expect: { notReply: ["persona del equipo"] } }],
  },
];

/** Class 2: "y X" right after a product question asks the same, never adds. */
const goesOn: Scenario[] = [
  {
    name: "answers11: 'y papitas' after 'tenes sprite?' answers, never adds (verbatim t10a 105)",
    turns: [
      { say: "holaaa" },
      { say: "tenes sprite?", expect: { reply: ["Sprite 1,5 L"] } },
      { say: "y papitas", expect: { reply: ["Papas fritas Lays 150 g", "$2.800"], notReply: ["Agregué"], cart: {} } },
      { say: "no pero yo te preguntaba si tenias. dame 2 sprite y las papas dejalas", expect: { cart: { "sprite-15": 2 } } },
    ],
  },
  {
    name: "answers11: '¿y de coca?' / 'y alfajores' after a product question ask too",
    turns: [
      { say: "hay pepsi?", expect: { reply: ["Pepsi"] } },
      { say: "y coca", expect: { reply: ["Coca-Cola"], notReply: ["Agregué"], cart: {} } },
      { say: "y 2 papitas", expect: { cart: { "papas-lays": 2 } } },
    ],
  },
  {
    name: "answers11: 'no, te preguntaba si tenías' takes out the line just added",
    turns: [
      { say: "quiero papitas", expect: { cart: { "papas-lays": 1 } } },
      { say: "no, yo te preguntaba si tenias", expect: { cart: {}, notReply: ["No tengo"] } },
    ],
  },
];

/** Class 3: "is anyone there?" answered; impatience with a product question answers the product; the wait acknowledged again. */
const presence: Scenario[] = [
  {
    name: "answers11: 'hay alguien' second, then 'hace media hora que pregunto si tienen pañales pampers' answers the pañales (verbatim t10c 012)",
    ...ALMACEN,
    turns: [
      { say: "hola?" },
      { say: "hay alguien", expect: { reply: ["acá estoy"], notReply: ["Te paso con una persona"] } },
      { say: "hace media hora que pregunto si tienen pañales pampers", expect: { reply: ["Perdón por la espera", "pañales pampers"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "answers11: '¿hay alguien?' / 'estás ahí?' at the start get 'Sí, acá estoy' and the step's question",
    turns: [
      { say: "hay alguien?", expect: { reply: ["acá estoy"], notReply: ["Te paso con una persona"] } },
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "estas ahi?", expect: { reply: ["acá estoy"], notReply: ["Te paso con una persona"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "answers11: 'hola??? alguien?' while a person is awaited is acknowledged again minutes later (verbatim t10a 106)",
    turns: [
      { say: "buen dia necesito hablar con alguien del local, una persona no un robot", expect: { state: "HANDOFF" } },
      { say: "ok gracias, espero", expect: { reply: ["avisé al equipo"] } },
      { say: "che", expect: { replies: 1 } }, // answers12: every message while waiting gets a reply
      { wait: 3 * 60_000 },
      { say: "hola??? alguien?", expect: { replies: 1, reply: ["equipo"], state: "HANDOFF" } },
    ],
  },
];

/** Class 4: stock and quantities read like a shopkeeper's. */
const shopkeeper: Scenario[] = [
  {
    name: "answers11: 'quiero 4 havanna' with 1 left says 'me queda 1 sola unidad', then 'dame 1 y 3 jorgito' (verbatim t10a 108)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 4 havanna", expect: { reply: ["De Alfajor Havanna me queda 1 sola unidad. ¿Te la pongo?"], notReply: ["me quedan 1"], cart: {} } },
      { say: "si", expect: { cart: { "alfajor-havanna": 1 }, reply: ["1 Alfajor Havanna"] } },
    ],
  },
  {
    name: "answers11: 'quiero 2 havanna' with one left says 'me queda 1 sola unidad'",
    turns: [{ stock: { productId: "alfajor-havanna", quantity: 1 } }, { say: "quiero 2 havanna", expect: { reply: ["me queda 1 sola unidad"], notReply: ["me quedan 1", "× 1"] } }],
  },
  {
    name: "answers11: one bag of papas is '1 Papas fritas Lays 150 g', never '× 1' in a sentence (verbatim t10a 105)",
    turns: [
      { say: "quiero papitas", expect: { reply: ["Agregué 1 Papas fritas Lays 150 g"], notReply: ["× 1"], cart: { "papas-lays": 1 } } },
      { say: "y 2 sprite", expect: { reply: ["1 Papas fritas Lays 150 g y 2 Sprite 1,5 L"], notReply: ["× 1"] } },
    ],
  },
];

/** Class 5: "¿en cuotas?" answered at any step, kiosk and almacén. */
const INSTALLMENTS = "cuotas";
const cuotas: Scenario[] = [
  {
    name: "answers11: '¿en cuotas?' at the start of the kiosk is answered",
    turns: [{ say: "se puede pagar en cuotas?", expect: { reply: [INSTALLMENTS, "efectivo"], notReply: ["No te entendí"] } }],
  },
  {
    name: "answers11: '¿en cuotas?' beside a cart and at the name step of the kiosk is answered, the step goes on",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "en cuotas puedo?", expect: { reply: [INSTALLMENTS], notReply: ["No te entendí"], cart: { "pepsi-15": 2 } } },
      { say: "listo, retiro yo" },
      { say: "aceptan cuotas?", expect: { reply: [INSTALLMENTS], notReply: ["No te entendí"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "answers11: 'hay cuotas sin interés?' in the almacén, with a cart and at the DNI step",
    ...ALMACEN,
    turns: [
      { say: "hay cuotas sin interes?", expect: { reply: [INSTALLMENTS], notReply: ["No te entendí", "opciones"] } },
      { say: "quiero 2 cervezas cristal quilmes de litro" },
      { say: "mandamelas a bv san juan 1200, soy lucas ferreyra" },
      { say: "puedo pagar en 3 cuotas?", expect: { reply: [INSTALLMENTS], notReply: ["No te entendí"] } },
    ],
  },
];

export const answersTrial11Scenarios: Scenario[] = [...insults, ...goesOn, ...presence, ...shopkeeper, ...cuotas];
